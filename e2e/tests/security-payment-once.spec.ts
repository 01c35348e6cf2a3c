// Issue 13 item 3: a payment is made once, whatever the network does. The sandbox takes the
// payment, then the answer is lost (dropped, or held past the client's timeout); the borrower
// does what the page allows, and the back end must hold exactly one payment.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, Route } from '@playwright/test';
import {
  acceptBrowserDialogs,
  acceptConfirmation,
  businessDayAhead,
  fillNewCard,
  isoDay,
  TODAY_IS_PAYABLE,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { sandboxUrl } from '../support/topology';

const AUTO_LOAN = '00011002347';
const HOME_EQUITY = '00011002355';
const SUBMIT_CALL = /\/api\/Payment(Immediate|Scheduled|Recurring)\/Submit(Ach|Card)$/;
/** Spec 2 §8: "an error occurred; do not submit again or you could be charged multiple times." */
const DO_NOT_SUBMIT_AGAIN = /do not submit .*again or you could be charged multiple times/i;
/** The client gives up on an answer after 30 s (shared-contracts' API client). */
const CLIENT_TIMEOUT_MS = 30_000;

/** What the back end stored for the loan, read through the sandbox's control call. */
async function storedPayments(accountNumber: string) {
  const response = await fetch(
    `${sandboxUrl}/__sandbox/payments/stored?accountNumber=${accountNumber}`,
  );
  expect(response.ok).toBe(true);
  return (await response.json()) as { Posted: string[]; Scheduled: string[]; Recurring: string[] };
}

/** Lets later requests through only when the test opens the gate. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

type Fault = 'drop' | 'stall';

/**
 * The first submission reaches the sandbox and is processed; its answer is then dropped, or held
 * until the test has moved the page's clock past the client's timeout. Later submissions wait
 * for `later` and then go through untouched.
 */
async function faultFirstSubmission(page: Page, fault: Fault) {
  const later = gate();
  const processed = gate();
  const released = gate();
  let first = true;
  await page.route(SUBMIT_CALL, async (route: Route) => {
    if (!first) {
      await later.opened;
      await route.continue();
      return;
    }
    first = false;
    const response = await route.fetch();
    processed.open();
    if (fault === 'drop') {
      await route.abort('connectionreset');
      return;
    }
    await released.opened;
    // The page gave up long ago; whatever happens to this late answer does not matter.
    await route.fulfill({ response }).catch(() => undefined);
  });
  return { later, processed, released };
}

async function openLoan(page: Page, loan: string, options: { clock: boolean }) {
  await resetSandbox('default', {
    ...TODAY_IS_PAYABLE,
    // Room for a second scheduled payment, so a duplicate would be stored rather than refused.
    'Payments.MaxScheduledPayments': '3',
  });
  acceptBrowserDialogs(page);
  if (options.clock) await page.clock.install();
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/payment/${loan}`);
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
}

async function chooseAch(page: Page) {
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Amount', { exact: true }).fill('150');
  await page.getByLabel('Amount', { exact: true }).blur();
}

async function chooseScheduledAch(page: Page) {
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Payment Date').fill(isoDay(businessDayAhead(3)));
  await page.getByLabel('Amount', { exact: true }).fill('75.5');
  await page.getByLabel('Amount', { exact: true }).blur();
}

async function chooseRecurringAch(page: Page) {
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Frequency', { exact: true }).selectOption('MonthlyOnDate');
  await page.getByLabel('First Payment Date').fill(isoDay(businessDayAhead(2, 28)));
  await page.getByLabel('Amount', { exact: true }).fill('612.40');
  await page.getByLabel('Amount', { exact: true }).blur();
}

async function chooseCard(page: Page) {
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Add New Payment Method' }).click();
  const modal = page.getByRole('dialog', { name: 'Payment Details' });
  await fillNewCard(modal, { number: '4111 1111 1111 1111', cvv: '123' });
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
  await page.getByLabel('Amount', { exact: true }).fill('20');
  await page.getByLabel('Amount', { exact: true }).blur();
}

/**
 * After the lost answer: the page must say not to submit again and must not offer a second,
 * independent submission; then the borrower does whatever the page still allows until a
 * confirmation shows.
 */
async function retryAsThePageAllows(page: Page, later: { open(): void }, submitName: string) {
  const confirmation = page.getByRole('heading', { name: 'Payment Confirmation' });
  const makePayment = page.getByRole('button', { name: submitName });
  await expect.soft(page.getByText(DO_NOT_SUBMIT_AGAIN)).toBeVisible();
  await expect.soft(page.getByRole('button', { name: submitName, disabled: false })).toHaveCount(0);
  later.open();
  const offered = page.getByRole('button', { name: submitName, disabled: false });
  await expect(confirmation.or(offered)).toBeVisible({ timeout: 15_000 });
  if (!(await confirmation.isVisible())) {
    await makePayment.click();
    await acceptConfirmation(page);
  }
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
}

type Stored = 'Posted' | 'Scheduled' | 'Recurring';

const PAYMENTS: {
  name: string;
  loan: string;
  choose(page: Page): Promise<void>;
  submit: string;
  stored: Stored;
}[] = [
  {
    name: 'a one-time ACH payment',
    loan: AUTO_LOAN,
    choose: chooseAch,
    submit: 'Make Payment',
    stored: 'Posted',
  },
  {
    name: 'a one-time card payment',
    loan: AUTO_LOAN,
    choose: chooseCard,
    submit: 'Make Payment',
    stored: 'Posted',
  },
  {
    name: 'a scheduled ACH payment',
    loan: AUTO_LOAN,
    choose: chooseScheduledAch,
    submit: 'Schedule Payment',
    stored: 'Scheduled',
  },
  {
    name: 'a recurring ACH payment',
    loan: HOME_EQUITY,
    choose: chooseRecurringAch,
    submit: 'Schedule Payment',
    stored: 'Recurring',
  },
];

test.describe('a payment is made once, whatever the network does', () => {
  for (const payment of PAYMENTS) {
    test(`${payment.name} whose answer is dropped after the sandbox took it is stored once`, async ({
      page,
    }) => {
      await openLoan(page, payment.loan, { clock: false });
      const before = (await storedPayments(payment.loan))[payment.stored].length;
      const fault = await faultFirstSubmission(page, 'drop');
      await payment.choose(page);

      await page.getByRole('button', { name: payment.submit }).click();
      await acceptConfirmation(page);
      await fault.processed.opened;
      await retryAsThePageAllows(page, fault.later, payment.submit);

      const stored = (await storedPayments(payment.loan))[payment.stored];
      expect(stored).toHaveLength(before + 1);
      await expect(page.getByRole('row', { name: /^Confirmation Number/ })).toContainText(
        stored.at(-1) ?? 'none',
      );
    });

    test(`${payment.name} held past the client's timeout is stored once`, async ({ page }) => {
      test.setTimeout(90_000);
      await openLoan(page, payment.loan, { clock: true });
      const before = (await storedPayments(payment.loan))[payment.stored].length;
      const fault = await faultFirstSubmission(page, 'stall');
      await payment.choose(page);

      await page.getByRole('button', { name: payment.submit }).click();
      await acceptConfirmation(page);
      await fault.processed.opened;
      // The sandbox has answered; the page still waits. Move its clock past the client's timeout.
      await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
      await retryAsThePageAllows(page, fault.later, payment.submit);
      fault.released.open();

      const stored = (await storedPayments(payment.loan))[payment.stored];
      expect(stored).toHaveLength(before + 1);
      await expect(page.getByRole('row', { name: /^Confirmation Number/ })).toContainText(
        stored.at(-1) ?? 'none',
      );
    });
  }
});

test('a second press while the confirmation page is on its way makes no second payment', async ({
  page,
}) => {
  await openLoan(page, AUTO_LOAN, { clock: false });
  const before = (await storedPayments(AUTO_LOAN)).Posted.length;
  // A slow network: the confirmation page's code arrives 3 s after the payment's answer.
  await page.route(/page-paymentConfirm/, async (route) => {
    await sleep(3_000);
    await route.continue();
  });
  await chooseAch(page);
  const answered = page.waitForResponse(SUBMIT_CALL);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await acceptConfirmation(page);
  await answered;

  // The borrower, seeing nothing happen yet, presses again, and confirms if asked.
  const again = page.getByRole('button', { name: 'Make Payment' });
  if (
    await again.click({ timeout: 2_000 }).then(
      () => true,
      () => false,
    )
  )
    await acceptConfirmation(page);

  await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
  expect((await storedPayments(AUTO_LOAN)).Posted).toHaveLength(before + 1);
});

// "Today" is the institution's business date, never the browser's clock (issue 16 item 1,
// SPEC-NOTES "Today"). The sandbox's business day is the UTC day (its README); here the browser
// sits 12 hours away and its calendar shows another day, and every date rule must still follow
// the server.
import type { Page } from '@playwright/test';
import {
  acceptBrowserDialogs,
  acceptConfirmation,
  openPaymentWithSavedMethod,
  TODAY_IS_PAYABLE,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen } from '../support/servicing-session';

const AUTO_LOAN = '00011002347';
const HOME_EQUITY = '00011002355';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's business day (UTC) as yyyy-MM-dd, `offset` days from today. */
const serverDay = (offset = 0) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The digits a borrower types into a MM/DD/YYYY field for a yyyy-MM-dd day. */
const typed = (iso: string) => us(iso).replaceAll('/', '');

/** A plain login agreement in force from `effective` (spec 1 §3: needed once in force). */
const loginTermsFrom = (effective: string) => ({
  'Agreements.Agreement1': `https://example.com/terms|${effective}|Portal Terms|login`,
});

async function registrationDateOfBirth(page: Page, iso: string) {
  await resetSandbox('default');
  await page.goto('/#/home/register');
  await page.getByLabel(/Date of Birth/).fill(typed(iso));
  await page.getByRole('button', { name: 'Continue' }).click();
  // The other empty fields are refused too: that shows the form was checked.
  await expect(page.getByText('Last Name is required.')).toBeVisible();
}

async function recoveryDateOfBirth(page: Page, iso: string) {
  await resetSandbox('default');
  await page.goto('/#/home/recovery');
  await page.getByLabel('Date of Birth').fill(typed(iso));
  await page.getByLabel('Zip Code').focus();
  await expect(page.getByLabel('Date of Birth')).toHaveValue(us(iso));
}

async function payToday(page: Page) {
  acceptBrowserDialogs(page);
  await openPaymentWithSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
  await expect(page.getByLabel('Payment Date')).toHaveValue(serverDay());
  await page.getByLabel('Amount', { exact: true }).fill('25');
  // A one-time payment dated the business day is immediate (spec 2 §4).
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await acceptConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Confirmation Number/ })).toContainText(/IP\d{8}/);
  await expect(page.getByRole('row', { name: /^Payment Date/ })).toContainText(us(serverDay()));
}

async function payoffDefaultsToServerDay(page: Page) {
  await resetSandbox('default', { 'Features.PayoffQuote': 'true' });
  await signInAndOpen(page, `/myaccount/loanDetails/${AUTO_LOAN}`);
  await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payoff Quote' });
  await expect(dialog.getByLabel('Payoff date (MM/DD/YYYY)')).toHaveValue(us(serverDay()));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    `Payoff amount good through ${us(serverDay())}`,
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
}

test.describe('a browser 12 hours ahead of the server, already on the next day', () => {
  test.use({ timezoneId: 'Etc/GMT-12' });
  test.beforeEach(async ({ page }) => {
    // 13:00 UTC on the server's day is 01:00 the next day in UTC+12.
    await page.clock.setSystemTime(new Date(`${serverDay()}T13:00:00Z`));
  });

  test('a one-time payment is dated the server day and is immediate', async ({ page }) => {
    await resetSandbox('default', TODAY_IS_PAYABLE);
    await payToday(page);
  });

  test('a weekly payment may start on the server day', async ({ page }) => {
    await resetSandbox('default', TODAY_IS_PAYABLE);
    acceptBrowserDialogs(page);
    await openPaymentWithSavedMethod(page, HOME_EQUITY, 'Card', 'visa x1881 Exp. 08/29');
    await page.getByLabel('Frequency', { exact: true }).selectOption('Weekly');
    await page.getByLabel('First Payment Date').fill(serverDay());
    await expect(page.getByText('Payment date must be in the future')).toHaveCount(0);
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Schedule Payment' }).click();
    await acceptConfirmation(page);
    await expect(page.getByRole('row', { name: /^Confirmation Number/ })).toContainText(/RP\d{8}/);
  });

  test('the payoff quote dialog defaults to the server day', async ({ page }) => {
    await payoffDefaultsToServerDay(page);
  });

  test('registration refuses a date of birth of the browser day, the server tomorrow', async ({
    page,
  }) => {
    await registrationDateOfBirth(page, serverDay(1));
    await expect(page.getByText('Date Of Birth is invalid.')).toBeVisible();
  });

  test('recovery refuses a date of birth of the browser day, the server tomorrow', async ({
    page,
  }) => {
    await recoveryDateOfBirth(page, serverDay(1));
    await expect(page.getByText('Invalid Date')).toBeVisible();
  });

  test('a login agreement effective on the browser day is not yet in force', async ({ page }) => {
    await resetSandbox('default', loginTermsFrom(serverDay(1)));
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/#\/myaccount\/dashboard/);
    await expect(page.getByRole('heading', { name: 'Agreements' })).toHaveCount(0);
  });
});

test.describe('a browser 12 hours behind the server, still on the day before', () => {
  test.use({ timezoneId: 'Etc/GMT+12' });
  test.beforeEach(async ({ page }) => {
    // 06:00 UTC on the server's day is 18:00 the day before in UTC-12.
    await page.clock.setSystemTime(new Date(`${serverDay()}T06:00:00Z`));
  });

  test('a one-time payment is dated the server day and is immediate', async ({ page }) => {
    await resetSandbox('default', TODAY_IS_PAYABLE);
    await payToday(page);
  });

  test('a recurring first date of the browser day is in the past', async ({ page }) => {
    await resetSandbox('default', TODAY_IS_PAYABLE);
    await openPaymentWithSavedMethod(page, HOME_EQUITY, 'Card', 'visa x1881 Exp. 08/29');
    await page.getByLabel('Frequency', { exact: true }).selectOption('Weekly');
    await page.getByLabel('First Payment Date').fill(serverDay(-1));
    await expect(page.getByText('Payment date must be in the future')).toBeVisible();
  });

  test('days before due offers only days from the server tomorrow on', async ({ page }) => {
    await openPaymentWithSavedMethod(page, HOME_EQUITY, 'E-Check', 'Checking x4321');
    await page.getByLabel('Frequency', { exact: true }).selectOption('DaysBeforeDue');
    // The home equity loan is due on the 1st of next month (the sandbox's seed).
    const today = new Date(`${serverDay()}T00:00:00Z`);
    const due = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1);
    const offered = (
      await page.getByLabel('Days Before Due Date').locator('option').allTextContents()
    )
      .filter((text) => /^\d+$/.test(text))
      .map(Number);
    expect(offered.length).toBeGreaterThan(0);
    for (const days of offered) {
      const day = new Date(due - days * DAY_MS).toISOString().slice(0, 10);
      expect(day > serverDay(), `${days} days before due is ${day}`).toBe(true);
    }
  });

  test('the payoff quote dialog defaults to the server day', async ({ page }) => {
    await payoffDefaultsToServerDay(page);
  });

  test('registration accepts a date of birth of the server day', async ({ page }) => {
    await registrationDateOfBirth(page, serverDay());
    await expect(page.getByText('Date Of Birth is invalid.')).toHaveCount(0);
  });

  test('recovery accepts a date of birth of the server day', async ({ page }) => {
    await recoveryDateOfBirth(page, serverDay());
    await expect(page.getByText('Invalid Date')).toHaveCount(0);
  });

  test('a login agreement effective on the server day is required', async ({ page }) => {
    await resetSandbox('default', loginTermsFrom(serverDay()));
    await signIn(page, 'borrower1');
    await expect(page.getByRole('heading', { name: 'Agreements' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I agree to the Portal Terms' })).toBeVisible();
  });
});

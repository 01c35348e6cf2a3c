// Three departures from the spec (issue 54), tried as a borrower would: a refusal without text is
// a known outcome (spec 2 §8, SPEC-NOTES "A definite refusal is not an unknown outcome"); a session
// end lands on the login page whatever dialog or guard is open (spec 1 §2); On Due Date is valid
// whatever the next due date is (spec 2 §4, SPEC-NOTES "On Due Date and the 31-day horizon").
import type { Page } from '@playwright/test';
import {
  acceptConfirmation,
  openPaymentWithSavedMethod,
  TODAY_IS_PAYABLE,
} from '../support/payments-helpers';
import { openProfile, section } from '../support/profile-helpers';
import { expect, logOut, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { announceLogout, sessionToken } from '../support/shell-portal';

const AUTO_LOAN = '00011002347';
const SUBMIT_CALL = /\/api\/Payment(Immediate|Scheduled|Recurring)\/Submit(Ach|Card)$/;
const GENERIC_PAYMENT_ERROR = 'There was a problem attempting to create a new payment.';
const DO_NOT_SUBMIT_AGAIN =
  'An error occurred; do not submit again or you could be charged multiple times.';
const PERSONAL_INFO_ERROR = 'There was an error saving changes to your information';
const UNSAVED_TEXT = 'There are unsaved changes on the page, are you sure you want to continue?';

/** The back end's answers that refuse without saying why: HTTP 200, HasNoErrors false. */
const BLANK_REFUSALS = [
  ['a null ErrorMessage', [{ ErrorMessage: null }]],
  ['an empty ErrorMessage', [{ ErrorMessage: '' }]],
  ['a whitespace-only ErrorMessage', [{ ErrorMessage: '  ' }]],
  ['an empty Errors list', []],
] as const;

const refusalBody = (errors: readonly unknown[], fields: Record<string, unknown> = {}) =>
  JSON.stringify({ HasNoErrors: false, Errors: errors, ...fields });

test.describe('a refusal without text is a known outcome (spec 2 §8)', () => {
  for (const [name, errors] of BLANK_REFUSALS) {
    test(`a payment refused with ${name} shows the generic text, not "do not submit again"`, async ({
      page,
    }) => {
      await resetSandbox('default', TODAY_IS_PAYABLE);
      await page.route(SUBMIT_CALL, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: refusalBody(errors, { ReferenceNumber: null }),
        }),
      );
      await openPaymentWithSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
      await page.getByLabel('Amount', { exact: true }).fill('25');
      await page.getByRole('button', { name: 'Make Payment' }).click();
      await acceptConfirmation(page);
      await expect(page.getByText(GENERIC_PAYMENT_ERROR)).toBeVisible();
      await expect(page.getByText(DO_NOT_SUBMIT_AGAIN)).toHaveCount(0);
      // A known refusal ends the attempt: the borrower may change the form and try again.
      await expect(page.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
    });
  }

  test('the generic text is the configured one', async ({ page }) => {
    await resetSandbox('default', {
      ...TODAY_IS_PAYABLE,
      'PaymentErrors.generic': 'Your payment was not made. Please try again.',
    });
    await page.route(SUBMIT_CALL, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: refusalBody([{ ErrorMessage: null }], { ReferenceNumber: null }),
      }),
    );
    await openPaymentWithSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
    await page.getByLabel('Amount', { exact: true }).fill('25');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await acceptConfirmation(page);
    await expect(page.getByText('Your payment was not made. Please try again.')).toBeVisible();
    await expect(page.getByText(DO_NOT_SUBMIT_AGAIN)).toHaveCount(0);
  });

  test('a 5xx without an answer still says not to submit again', async ({ page }) => {
    await resetSandbox('default', TODAY_IS_PAYABLE);
    await page.route(SUBMIT_CALL, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: refusalBody([]) }),
    );
    await openPaymentWithSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
    await page.getByLabel('Amount', { exact: true }).fill('25');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await acceptConfirmation(page);
    await expect(page.getByText(DO_NOT_SUBMIT_AGAIN)).toBeVisible();
  });

  for (const [name, errors] of BLANK_REFUSALS) {
    test(`a profile save refused with ${name} shows its error and saves nothing`, async ({
      page,
    }) => {
      await resetSandbox('default');
      await page.route('**/api/Profile/UpdatePersonalInfo', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: refusalBody(errors) }),
      );
      await openProfile(page);
      const personal = section(page, 'Personal Information');
      await personal.getByLabel('City').fill('Harbert');
      await personal.getByRole('button', { name: 'Save' }).click();
      await expect(personal.getByRole('alert')).toHaveText(PERSONAL_INFO_ERROR);
      await expect(personal.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);
      // Still unsaved: Save and Cancel stay offered.
      await expect(personal.getByRole('button', { name: 'Save' })).toBeVisible();
    });
  }
});

/** Profile edits in `page`, and its unsaved-changes question open (asked by the Dashboard link). */
async function unsavedQuestionOpen(page: Page) {
  await openProfile(page);
  await section(page, 'Personal Information').getByLabel('City').fill('Harbert');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unsaved Changes' })).toContainText(
    UNSAVED_TEXT,
  );
}

/** The page landed on the login page in place of the signed-in one (history replaced). */
async function expectLoginInPlace(page: Page, historyBefore: number, error = '') {
  await expect(page).toHaveURL(new RegExp(`#/home/login${error.replace('?', '\\?')}$`));
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await sessionToken(page)).toBeNull();
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);
}

test.describe('a session end lands on the login page whatever is open (spec 1 §2)', () => {
  test('a logout in another tab while the unsaved-changes question is open', async ({
    page,
    context,
  }) => {
    test.slow(); // two sign-ins on a shared machine
    await resetSandbox('default');
    const other = await context.newPage();
    await signIn(other, 'borrower1');
    await expect(other).toHaveURL(/dashboard$/);

    await unsavedQuestionOpen(page);
    const historyBefore = await page.evaluate(() => history.length);
    await logOut(other);
    await expectLoginInPlace(page, historyBefore);
    await other.close();
  });

  test('a logout in another tab while the logout question is open', async ({ page, context }) => {
    test.slow(); // two sign-ins on a shared machine
    await resetSandbox('default');
    const other = await context.newPage();
    await signIn(other, 'borrower1');
    await expect(other).toHaveURL(/dashboard$/);

    await openProfile(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Logout' })).toContainText(
      'Are you sure you want to logout?',
    );
    const historyBefore = await page.evaluate(() => history.length);
    await logOut(other);
    await expectLoginInPlace(page, historyBefore);
    await other.close();
  });

  test('an Unauthorized answer while the unsaved-changes question is open', async ({ page }) => {
    await resetSandbox('default');
    await unsavedQuestionOpen(page);
    const historyBefore = await page.evaluate(() => history.length);
    // What the API client announces on any answer whose first error is Unauthorized.
    await announceLogout(page, 'unauthorized');
    await expectLoginInPlace(page, historyBefore, '?error=unauthorized');
  });

  test('an Unauthorized answer to a save on a page with unsaved changes', async ({ page }) => {
    await resetSandbox('default');
    await openProfile(page);
    const personal = section(page, 'Personal Information');
    await personal.getByLabel('City').fill('Harbert');
    const historyBefore = await page.evaluate(() => history.length);
    await page.route('**/api/Profile/UpdatePersonalInfo', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }),
      }),
    );
    await personal.getByRole('button', { name: 'Save' }).click();
    await expectLoginInPlace(page, historyBefore, '?error=unauthorized');
  });

  test('the idle timeout while the unsaved-changes question is open', async ({ page }) => {
    await resetSandbox('default');
    await page.clock.install();
    await unsavedQuestionOpen(page);
    const historyBefore = await page.evaluate(() => history.length);
    await page.clock.runFor(180_000);
    await expect(
      page.getByRole('alertdialog', { name: 'Your session is about to expire' }),
    ).toBeVisible();
    await page.clock.runFor(125_000);
    await expectLoginInPlace(page, historyBefore, '?error=expired');
  });
});

test('On Due Date is set up whatever the next due date is, with Days Prior 0 (spec 2 §4)', async ({
  page,
}) => {
  await resetSandbox('default');
  await openPaymentWithSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
  // The seed's recurring payment on this loan goes first: a loan holds one.
  const recurring = page.getByRole('region', { name: 'Recurring Payment' });
  await recurring.getByRole('button', { name: 'Delete Recurring Payment' }).click();
  await acceptConfirmation(page, /^Delete$/);
  await expect(recurring).toHaveCount(0);
  // The loan's payment information reloads after the delete, with the method to choose again.
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Frequency', { exact: true }).selectOption('OnDueDate');
  const amount = page.getByLabel('Amount', { exact: true });
  if (await amount.isVisible()) await amount.fill('389.17');
  await page.getByRole('button', { name: 'Schedule Payment' }).click();
  await acceptConfirmation(page);
  await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Frequency/ })).toContainText('On Due Date');
  await expect(page.getByRole('row', { name: /^Days Prior/ })).toContainText('0');
});

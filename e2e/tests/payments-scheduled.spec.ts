import {
  acceptBrowserDialogs,
  acceptConfirmation,
  businessDayAhead,
  isoDay,
  usDay,
  openPaymentWithSavedMethod,
} from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

const AUTO_LOAN = '00011002347';
const HOME_EQUITY = '00011002355';

test.describe('scheduled, recurring and payoff payments', () => {
  test('schedules a card payment for a later date, sees it in the scheduled list, then deletes it', async ({
    page,
  }) => {
    acceptBrowserDialogs(page);
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard/);
    await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
    const day = businessDayAhead(3);

    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByRole('radio', { name: 'visa x1881 Exp. 08/29' }).check();
    await page.getByLabel('Payment Date').fill(isoDay(day));
    await page.getByLabel('Amount', { exact: true }).fill('75.5');
    await page.getByRole('button', { name: 'Schedule Payment' }).click();
    await acceptConfirmation(page);

    await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Confirmation Number/ })).toContainText(/SP\d{8}/);
    await expect(page.getByRole('row', { name: /^Card Used/ })).toContainText('visa x1881');

    await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
    const list = page.getByRole('table', { name: 'Scheduled Payments' });
    await expect(list.getByRole('row', { name: new RegExp(usDay(day)) })).toContainText('$75.50');
    await list.getByRole('button', { name: /Delete scheduled payment of \$75\.50/ }).click();
    await acceptConfirmation(page);
    await expect(page.getByRole('table', { name: 'Scheduled Payments' })).toHaveCount(0);
  });

  test('sets up a recurring ACH payment through the draft agreement', async ({ page }) => {
    await resetSandbox('default', { 'Features.AchDraftAgreementRequired': 'true' });
    acceptBrowserDialogs(page);
    await openPaymentWithSavedMethod(page, HOME_EQUITY, 'E-Check', 'Checking x4321');
    await page.getByLabel('Frequency', { exact: true }).selectOption('MonthlyOnDate');
    const first = businessDayAhead(2, 30);
    await page.getByLabel('First Payment Date').fill(isoDay(first));
    // Without the allow-above-regular option, the regular payment is the maximum.
    await page.getByLabel('Amount', { exact: true }).fill('700');
    await expect(page.getByText('Payment amount must be between $0.01 and $612.40')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('612.40');
    await page.getByRole('button', { name: 'Schedule Payment' }).click();

    const agreement = page.getByRole('dialog', { name: 'ACH Draft Agreement' });
    const confirm = agreement.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    // The agreement opens in a new window (spec 2 §7), a server page without any script.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      agreement.getByRole('link', { name: /View Agreement/ }).click(),
    ]);
    const previewProblems: string[] = [];
    preview.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) previewProblems.push(message.text());
    });
    await expect(preview.getByRole('heading', { name: 'ACH Draft Authorization' })).toBeVisible();
    await expect(preview.locator('body')).toContainText('Alex Morgan');
    expect(await preview.locator('script').count()).toBe(0);
    await preview.close();
    expect(previewProblems).toEqual([]);
    await confirm.click();

    await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Confirmation Number/ })).toContainText(/RP\d{8}/);
    await expect(page.getByRole('row', { name: /^Frequency/ })).toContainText('Monthly on a Date');
    await expect(page.getByRole('row', { name: /^Total Payment to Draft/ })).toContainText(
      '$612.40',
    );

    await page.goto(`/#/myaccount/payment/${HOME_EQUITY}`);
    await expect(page.getByRole('region', { name: 'Recurring Payment' })).toContainText(
      `Monthly on day ${first.getDate()}`,
    );
  });

  test('pays off the loan as of a future date with a quote', async ({ page }) => {
    acceptBrowserDialogs(page);
    await openPaymentWithSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
    const day = businessDayAhead(5);
    await page.getByLabel('Payment Date').fill(isoDay(day));
    await page.getByLabel('Pay off the full amount').check();
    const line = page.getByText(`Pay off as of ${usDay(day)}:`);
    await expect(line).toBeVisible();
    // The quote adds interest to the 12,450.32 payoff.
    await expect(line).toContainText(/\$12,4[5-9]\d\.\d\d/);
    await expect(page.getByLabel('Amount', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Schedule Payment' }).click();
    await acceptConfirmation(page);
    await expect(page.getByRole('row', { name: /^Payment Date/ })).toContainText(usDay(day));
    await expect(page.getByRole('row', { name: /^Amount/ })).toContainText(/\$12,4[5-9]\d\.\d\d/);
  });
});

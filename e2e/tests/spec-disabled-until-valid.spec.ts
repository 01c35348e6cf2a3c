// Issue 16 item 4: "disabled until valid" on the servicing forms whose spec gives that rule
// (spec 3 §109 loan address, §111 payoff date), checked in a real browser.
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

const AUTO_LOAN = '00011002347';

test('the loan address Save is disabled while the address is invalid (spec 3 §109)', async ({
  page,
}) => {
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/loanDetails/${AUTO_LOAN}`);
  await page.getByLabel('Zip').fill('494');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  // aria-disabled, not disabled: a click still tells the borrower why nothing was saved.
  await save.click({ force: true });
  await expect(
    page.getByText('Was unable to save changes, please correct errors first.'),
  ).toBeVisible();
  await page.getByLabel('Zip').fill('49423');
  await expect(save).toBeEnabled();
});

test('the payoff quote Submit is disabled while the date is in the past (spec 3 §111)', async ({
  page,
}) => {
  await resetSandbox('default', { 'Features.PayoffQuote': 'true' });
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(`/#/myaccount/loanDetails/${AUTO_LOAN}`);
  await page.getByRole('button', { name: 'Get Payoff Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payoff Quote' });
  const date = dialog.getByLabel('Payoff date (MM/DD/YYYY)');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await date.fill('');
  await expect(submit).toBeDisabled();
  await date.fill('01012020');
  await expect(dialog.getByText('Error Choosing Date. Please Choose a future date')).toBeVisible();
  await expect(submit).toBeDisabled();
  await date.fill('01012099');
  await expect(submit).toBeEnabled();
});

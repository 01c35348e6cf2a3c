// Issue 16 item 4: "disabled until valid" on forms whose spec gives that rule and no other
// journey pins in a browser (spec 3 §109 loan address, §111 payoff date; spec 1 §5 password step).
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

test('the recovery password step keeps Verify disabled until an answer is typed (spec 1 §5)', async ({
  page,
}) => {
  await page.goto('/#/home/recovery');
  await page.getByLabel('Email').fill('alex.morgan@example.com');
  await page.getByLabel('Date of Birth').fill('04121980');
  await page.getByLabel('Zip Code').fill('49116');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('What city were you born in?')).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await page.getByLabel('Secret Answer').fill('Springfield');
  await expect(verify).toBeEnabled();
  await page.getByLabel('Secret Answer').fill('');
  await expect(verify).toBeDisabled();
});

import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen, withdrawEStatements } from '../support/servicing-session';

// Spec 3 §4/§5: turning e-statements on needs every agreement opened and accepted (rich-text
// agreements forced); turning them off asks to withdraw consent. Both are saved on the server.
test('e-statements: withdraw consent, then enrol again through the agreement', async ({ page }) => {
  await resetSandbox('default', {
    'Agreements.Agreement1':
      '<p>You agree to receive your statements electronically.</p>|01/01/2020|E-Sign Consent|estatements',
    'Agreements.RichText': 'true',
  });
  await signInAndOpen(page, '/myaccount/loanDetails/00011002347');
  const electronic = page.getByRole('switch', { name: 'Receive statements electronically' });
  await expect(electronic).toBeChecked();

  // Withdraw: Cancel keeps electronic statements; Withdraw turns them off.
  await electronic.click();
  const withdraw = page.getByRole('alertdialog', { name: 'E-Statements' });
  await expect(withdraw).toContainText('Do you want to withdraw your consent');
  await withdraw.getByRole('button', { name: 'Cancel' }).click();
  await expect(electronic).toBeChecked();
  await electronic.click();
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(electronic).not.toBeChecked();
  await page.reload();
  await expect(electronic).not.toBeChecked();

  // Enrol: Agree waits until the agreement has been opened and accepted.
  await electronic.click();
  const agreement = page.getByRole('dialog', { name: 'E-Statement Agreement' });
  await expect(agreement.getByRole('button', { name: 'Agree', exact: true })).toBeDisabled();
  await expect(
    agreement.getByRole('checkbox', { name: 'I agree to the E-Sign Consent' }),
  ).toBeDisabled();
  await agreement.getByRole('button', { name: 'Read the E-Sign Consent' }).click();
  const text = page.getByRole('dialog', { name: 'E-Sign Consent' });
  await expect(text).toContainText('You agree to receive your statements electronically.');
  expect(await seriousViolations(page), 'agreement text over the agreement').toEqual([]);
  await text.getByRole('button', { name: 'I Accept' }).click();
  await expect(
    agreement.getByRole('checkbox', { name: 'I agree to the E-Sign Consent' }),
  ).toBeChecked();
  await expect(agreement.getByRole('button', { name: 'Read the E-Sign Consent' })).toBeFocused();
  await agreement.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(agreement).toHaveCount(0);
  await expect(electronic).toBeChecked();
  await page.reload();
  await expect(electronic).toBeChecked();
});

test('e-statements: Escape or Disagree leaves the statements on paper', async ({ page }) => {
  await signInAndOpen(page, '/myaccount/loanDetails/00011002347');
  const electronic = await withdrawEStatements(page);

  await electronic.click();
  const agreement = page.getByRole('dialog', { name: 'E-Statement Agreement' });
  await expect(agreement).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(agreement).toHaveCount(0);
  await expect(electronic).not.toBeChecked();
  await electronic.click();
  await agreement.getByRole('button', { name: 'Disagree' }).click();
  await expect(electronic).not.toBeChecked();
  await expect(electronic).toBeFocused();
});

// Servicing journeys start signed in on the dashboard, then open their page by URL.
import { expect, type Page } from '@playwright/test';
import { signIn } from './portal-test';

export async function signInAndOpen(page: Page, hashPath: string, username = 'borrower1') {
  await signIn(page, username);
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  if (hashPath !== '/myaccount/dashboard') await page.goto(`/#${hashPath}`);
}

/** On the loan page: turns e-statements off through the withdraw confirmation; the switch. */
export async function withdrawEStatements(page: Page) {
  const electronic = page.getByRole('switch', { name: 'Receive statements electronically' });
  await electronic.click();
  await page
    .getByRole('alertdialog', { name: 'E-Statements' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(electronic).not.toBeChecked();
  return electronic;
}

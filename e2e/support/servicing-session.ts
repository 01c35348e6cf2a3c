// Servicing journeys start in a signed-in tab on their page (support/signed-in-tab.ts).
import { expect, type Page } from '@playwright/test';
import { openSignedIn } from './signed-in-tab';

export async function signInAndOpen(page: Page, hashPath: string, username = 'borrower1') {
  await openSignedIn(page, hashPath, username);
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

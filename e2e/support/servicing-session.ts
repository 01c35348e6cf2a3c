// Servicing journeys start signed in on the dashboard, then open their page by URL.
import { expect, type Page } from '@playwright/test';
import { signIn } from './portal-test';

export async function signInAndOpen(page: Page, hashPath: string, username = 'borrower1') {
  await signIn(page, username);
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  if (hashPath !== '/myaccount/dashboard') await page.goto(`/#${hashPath}`);
}

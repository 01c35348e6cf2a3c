// Helpers for the profile journeys: open the profile page signed in, read the unsaved flag.
import type { Page } from '@playwright/test';
import { expect, signIn } from './portal-test';

export async function openProfile(page: Page, username = 'borrower1') {
  await signIn(page, username);
  await expect(page).toHaveURL(/dashboard$/);
  await page.goto('/#/myaccount/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

export const section = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true });

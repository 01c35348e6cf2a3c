// Helpers for the profile journeys: open the profile page signed in, read the unsaved flag.
import type { Page } from '@playwright/test';
import { expect } from './portal-test';
import { openSignedIn } from './signed-in-tab';

export async function openProfile(page: Page, username = 'borrower1') {
  await openSignedIn(page, '/myaccount/profile', username);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

export const section = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true });

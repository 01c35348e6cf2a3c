import { seriousViolations } from '../support/axe';
import { resetSandbox } from '../support/sandbox';
import { expect, signIn, test } from '../support/portal-test';

// Each of the shell's modals, open, passes axe-core's WCAG 2.2 A/AA rules with no serious or
// critical violation (the dialog and the page behind it, which the modal makes inert).
test.describe.configure({ timeout: 120_000 });

test('the logout, unsaved-changes, apply-for-loan and branch-locator dialogs pass axe', async ({
  page,
}) => {
  await resetSandbox('all-features');
  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.getByRole('button', { name: 'Logout' }).click();
  const logout = page.getByRole('alertdialog');
  await expect(logout).toContainText('Are you sure you want to logout?');
  expect(await seriousViolations(page), 'logout confirm').toEqual([]);
  await logout.getByRole('button', { name: 'Cancel' }).click();

  await nav.getByRole('button', { name: 'Apply For Loan' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply For Loan' });
  await expect(apply).toBeVisible();
  expect(await seriousViolations(page), 'apply for loan').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(apply).toBeHidden();

  await nav.getByRole('button', { name: 'Branch Locator' }).click();
  const locator = page.getByRole('dialog', { name: 'Branch Locator' });
  await expect(locator).toBeVisible();
  expect(await seriousViolations(page), 'branch locator').toEqual([]);
  await locator.getByRole('button', { name: 'Cancel' }).click();

  await nav.getByRole('link', { name: 'Profile' }).click();
  await page
    .getByRole('region', { name: 'Personal Information', exact: true })
    .getByLabel('City')
    .fill('Harbert');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
  await expect(unsaved).toBeVisible();
  expect(await seriousViolations(page), 'unsaved changes').toEqual([]);
  await unsaved.getByRole('button', { name: 'Yes' }).click();
});

test('the announcement (agree-to-text) dialog passes axe', async ({ page }) => {
  await resetSandbox('default', {
    'Login.AnnouncementText': '<p>Branches close early on <b>Friday</b>.</p>',
  });
  await page.goto('/#/home/login');
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await expect(announcement).toContainText('Branches close early on Friday.');
  expect(await seriousViolations(page), 'announcement').toEqual([]);
  await announcement.getByRole('button', { name: 'Okay' }).click();
});

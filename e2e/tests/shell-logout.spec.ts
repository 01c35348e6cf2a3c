import { expect, signIn, test } from '../support/portal-test';
import { sessionToken, setUnsavedChanges, unsavedChangesSource } from '../support/shell-portal';

const LOGOUT_TEXT = 'Are you sure you want to logout?';
const UNSAVED_TEXT = 'There are unsaved changes on the page, are you sure you want to continue?';

test.describe('logout and unsaved changes', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'borrower1');
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  });

  test('logout asks to confirm; Cancel and Escape keep the session, Logout ends it', async ({
    page,
  }) => {
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.click();
    const dialog = page.getByRole('alertdialog', { name: 'Logout' });
    await expect(dialog).toContainText(LOGOUT_TEXT);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(logout).toBeFocused();

    // Keyboard only: Enter opens, focus starts on Cancel, Escape closes.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/dashboard$/);

    // Tab reaches Logout inside the dialog; Enter confirms.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Logout' })).toBeFocused();
    const token = await sessionToken(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/home\/login$/);
    expect(await sessionToken(page)).toBeNull();
    const after = await page.request.get('/api/accountList', {
      headers: { UserToken: token ?? '' },
    });
    expect(after.status()).toBe(401);
  });

  test('with unsaved changes the unsaved-changes question comes first', async ({ page }) => {
    await setUnsavedChanges(page, 'e2e-form');
    await page.getByRole('button', { name: 'Logout' }).click();
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
    await expect(unsaved).toContainText(UNSAVED_TEXT);
    await unsaved.getByRole('button', { name: 'No' }).click();
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await unsaved.getByRole('button', { name: 'Yes' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Logout' });
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('leaving a page with unsaved changes asks; No stays, Yes goes on', async ({ page }) => {
    await setUnsavedChanges(page, 'e2e-form');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Profile' }).click();
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
    await unsaved.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/dashboard$/);

    // Keyboard only: focus starts on No, Tab moves to Yes, Enter answers.
    await main.getByRole('link', { name: 'Profile' }).click();
    await expect(unsaved.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(unsaved.getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/myaccount\/profile$/);
    // The flag was cleared: going back needs no question.
    await main.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/dashboard$/);
    await expect(unsaved).toBeHidden();
  });

  test('the browser Back button is guarded too', async ({ page }) => {
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/myaccount\/profile$/);
    // A real edit: the profile marks the page dirty while a section differs from its saved copy.
    await page
      .getByRole('region', { name: 'Personal Information', exact: true })
      .getByLabel('City')
      .fill('Harbert');
    // The profile reports it a render later; a borrower takes longer than that to press Back.
    await expect.poll(() => unsavedChangesSource(page)).toBe('profile');
    await page.goBack();
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
    await unsaved.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/myaccount\/profile$/);
    await page.goBack();
    await unsaved.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/dashboard$/);
  });

  test('a dirty page asks the browser to warn before it unloads', async ({ page }) => {
    await setUnsavedChanges(page, 'e2e-form');
    let prompted = false;
    page.on('dialog', async (dialog) => {
      prompted = dialog.type() === 'beforeunload';
      await dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompted).toBe(true);
  });

  test('a logout in one tab ends the session in the other', async ({ page, context }) => {
    const other = await context.newPage();
    await signIn(other, 'borrower1');
    await expect(other.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/#\/home\/login$/);

    await expect(other).toHaveURL(/#\/home\/login$/);
    expect(await sessionToken(other)).toBeNull();
    await other.close();
  });
});

test.describe('inside the mobile app wrapper', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14) BorrowerPortalApp/3.2' });

  test('logout clears the session at once, without waiting for the server', async ({ page }) => {
    await signIn(page, 'borrower1');
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const logoutCalls: string[] = [];
    await page.route('**/api/Login/Logout', async (route) => {
      logoutCalls.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    // The server has not answered yet, and the borrower is already signed out.
    await expect(page).toHaveURL(/#\/home\/login$/);
    expect(await sessionToken(page)).toBeNull();
    expect(logoutCalls).toHaveLength(1);
    release();
  });
});

import { expect, signIn, test } from '../support/portal-test';

const TITLE = 'Your session is about to expire';

test.describe('session timeout (spec 1 §4, controlled clock)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'borrower1');
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  });

  test('3 idle minutes open the countdown; at zero the borrower is logged out', async ({
    page,
  }) => {
    // The page's clock also runs in real time, so journeys keep a margin of seconds around the
    // boundaries; the exact 179 999 / 180 000 ms edges are proven by the fake-timer tests.
    const dialog = page.getByRole('alertdialog', { name: TITLE });
    await page.clock.runFor(170_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(10_000);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/You will be logged out in (2:00|1:5\d)/);
    await page.clock.runFor(60_000);
    await expect(dialog).toContainText(/0:[45]\d/);
    await page.clock.runFor(60_000);
    await expect(page).toHaveURL(/#\/home\/login\?error=expired$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session has expired!' }),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
  });

  test('Resume (by keyboard) keeps the session', async ({ page }) => {
    const dialog = page.getByRole('alertdialog', { name: TITLE });
    await page.clock.runFor(180_000);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resume' })).toBeFocused();
    await page.clock.runFor(30_000);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.clock.runFor(150_000);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/dashboard$/);
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  });

  test('activity restarts the idle period', async ({ page }) => {
    const dialog = page.getByRole('alertdialog', { name: TITLE });
    await page.clock.runFor(170_000);
    await page.mouse.move(200, 200);
    await page.mouse.move(240, 260);
    await page.clock.runFor(170_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(10_000);
    await expect(dialog).toBeVisible();
  });
});

test('activity in one tab keeps the portal’s other tab from timing out', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  const background = await context.newPage();
  await background.clock.install();
  await signIn(background, 'borrower1');
  await expect(background.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();

  const dialog = background.getByRole('alertdialog', { name: TITLE });
  await background.clock.runFor(170_000);
  await page.bringToFront();
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 340);
  await background.clock.runFor(170_000);
  await expect(dialog).toBeHidden();
  await background.clock.runFor(10_000);
  await expect(dialog).toBeVisible();
  await background.close();
});

import type { Locator, Page } from '@playwright/test';
import { HOME_ROUTES, MY_ACCOUNT_ROUTES, OPT_OUT_ROUTE } from '../../libs/routes/src/route-table';
import { chooseSavedMethod } from '../support/payments-helpers';
import { section } from '../support/profile-helpers';
import { expect, signIn, test } from '../support/portal-test';

// The look is a reviewed change of baselines (issue 55 item 3, ADR 007): every page of the
// route table and the main dialogs at a phone's and a desktop's width, light and dark. Each page
// loads once and takes its four shots by changing the viewport and the colour scheme. Dates
// follow the sandbox's business day (the real clock), so every date on the page is masked;
// the allowed difference is in playwright.config.ts (expect.toHaveScreenshot). No URL is drawn
// on any page, so the baselines hold on any lane's port.
test.describe.configure({ timeout: 240_000 });

const WIDTHS = [375, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
const AUTO_LOAN = '00011002347';
const SAMPLE_SUBPATH: Record<string, string> = {
  loanDetails: `/${AUTO_LOAN}`,
  deposits: '/depositDetails/00015001126',
  applicationdetails: '/1001',
  verifyEmail: '/sample',
  forcePasswordChange: '/sample',
};
// 11/30/2026, 2026-11-30, Nov 30, 2026, 30 November 2026 and the previous-login time.
const DATE_TEXT =
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2},? \d{4}\b|\b\d{1,2}:\d{2}\b/;

function dynamicParts(page: Page): Locator[] {
  return [
    page.locator('input[type="date"]'),
    page.locator('p, dd, td, li, span, time, option').filter({ hasText: DATE_TEXT }),
  ];
}

async function shootFourWays(page: Page, name: string, target: Page | Locator = page) {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const file = `${name}-${width}-${colorScheme}.png`;
      const mask = dynamicParts(page);
      if ('goto' in target)
        await expect(target, file).toHaveScreenshot(file, { fullPage: true, mask });
      else await expect(target, file).toHaveScreenshot(file, { mask });
    }
  }
}

const slug = (path: string) => path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');

test('every signed-out page looks as reviewed', async ({ page }) => {
  for (const route of [
    ...HOME_ROUTES.map((r) => ({ ...r, url: `/#/home/${r.path}` })),
    { ...OPT_OUT_ROUTE, url: '/#/opt-out' },
  ]) {
    await page.goto(`${route.url}${SAMPLE_SUBPATH[route.path] ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 }).first(), route.url).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shootFourWays(page, `home-${slug(route.path)}`);
  }
});

test('every signed-in page looks as reviewed', async ({ page }) => {
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard$/);
  for (const route of MY_ACCOUNT_ROUTES) {
    const url = `/#/myaccount/${route.path}${SAMPLE_SUBPATH[route.path] ?? ''}`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await shootFourWays(page, `myaccount-${slug(route.path)}`);
  }
});

test('the payment confirmation, unsaved-changes and session-timeout dialogs look as reviewed', async ({
  page,
}) => {
  // The page's clock is controlled so the session's idle minutes pass at once (it still runs).
  await page.clock.install();
  await signIn(page, 'borrower1');
  await expect(page).toHaveURL(/dashboard$/);
  await chooseSavedMethod(page, AUTO_LOAN, 'E-Check', 'Checking x4321');
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('150');
  await amount.blur();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to submit?' });
  await expect(question).toBeVisible();
  await shootFourWays(page, 'dialog-payment-confirm', question);
  await question.getByRole('button', { name: 'No' }).click();

  await page.goto('/#/myaccount/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await section(page, 'Personal Information').getByLabel('City').fill('Harbert');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
  await expect(unsaved).toBeVisible();
  await shootFourWays(page, 'dialog-unsaved-changes', unsaved);
  await unsaved.getByRole('button', { name: 'Yes' }).click();

  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await page.clock.runFor(180_000);
  const timeout = page.getByRole('alertdialog', { name: 'Your session is about to expire' });
  await expect(timeout).toBeVisible();
  await shootFourWays(page, 'dialog-session-timeout', timeout);
});

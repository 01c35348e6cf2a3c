import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { TODAY_IS_PAYABLE } from '../support/payments-helpers';
import { expect, signIn, test } from '../support/portal-test';
import { measureReflow, reflowProblems } from '../support/reflow';
import {
  AUTO_LOAN,
  SIGNED_IN_PAGES,
  SIGNED_OUT_PAGES,
  type RoutePage,
} from '../support/route-pages';
import { resetSandbox } from '../support/sandbox';

// Reflow (WCAG 2.2 SC 1.4.10): every page of the route table and every dialog, at a phone's
// 320 and 375 px, a tablet's 768 px and a desktop's 1280 px, is no wider than the screen, keeps
// every text and control on it, never breaks a figure across lines, labels every figure of a
// stacked table, and renders with no CSP violation or uncaught error (the fixture). At the
// narrowest and the widest of them it also passes axe-core's WCAG 2.2 A/AA rules with no serious
// or critical violation: the widths between lay out the same markup between those two, and axe
// costs a second or more per page on a two-core machine. Iterating the route table means a page
// added later is covered. The look of each page is compared in visual-regression.spec.ts.
test.describe.configure({ timeout: 300_000 });

const WIDTHS = [320, 375, 768, 1280] as const;
const AXE_WIDTHS = new Set<number>([320, 1280]);

const BUSY = /Loading|Please wait|Checking|Verifying|Preparing|Calculating/;

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Settled: nothing left loading (a page's own status messages, e.g. Not Authorized, stay).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: BUSY })).toHaveCount(0);
}

async function expectReflows(page: Page, what: string, within?: string) {
  const report = await measureReflow(page, within);
  // Soft: one run lists every page that does not reflow, not just the first.
  expect.soft(reflowProblems(report), `${what} at ${report.viewport} px`).toEqual([]);
  if (AXE_WIDTHS.has(page.viewportSize()?.width ?? 0))
    expect.soft(await seriousViolations(page), `${what} at ${report.viewport} px`).toEqual([]);
}

async function walk(page: Page, routes: readonly RoutePage[]) {
  for (const route of routes) {
    await page.goto(route.url);
    await settled(page);
    await expectReflows(page, route.url);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 } });

    test('every signed-out page reflows', async ({ page }) => {
      await resetSandbox('all-features');
      await walk(page, SIGNED_OUT_PAGES);
    });

    test('every signed-in page reflows', async ({ page }) => {
      await resetSandbox('all-features');
      await signIn(page, 'borrower1');
      await expect(page).toHaveURL(/dashboard$/);
      await walk(page, SIGNED_IN_PAGES);
    });

    test('every dialog fits the screen', async ({ page }) => {
      await resetSandbox('all-features', {
        ...TODAY_IS_PAYABLE,
        'Features.ViewInsurance': 'true',
        'Features.PayoffQuote': 'true',
        'Profile.TextMessages': 'true',
        'Login.AnnouncementText': '<p>Branches close early on <b>Friday</b>.</p>',
      });
      await openDialogs(page);
    });
  });
}

// 1280 px at 400 % zoom lays the page out in 320 CSS px at four device pixels per CSS pixel.
test.describe('at 1280 px with 400 % zoom', () => {
  test.use({ viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 });

  test('every page reflows', async ({ page }) => {
    await resetSandbox('all-features');
    for (const route of SIGNED_OUT_PAGES) {
      await page.goto(route.url);
      await settled(page);
      expect.soft(reflowProblems(await measureReflow(page)), route.url).toEqual([]);
    }
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard$/);
    for (const route of SIGNED_IN_PAGES) {
      await page.goto(route.url);
      await settled(page);
      expect.soft(reflowProblems(await measureReflow(page)), route.url).toEqual([]);
    }
  });
});

async function inDialog(page: Page, dialog: Locator, what: string, close: () => Promise<void>) {
  await expect(dialog, what).toBeVisible();
  await expectReflows(page, what, 'dialog[open]');
  expect.soft(reflowProblems(await measureReflow(page)), `${what}: page behind`).toEqual([]);
  await close();
  await expect(dialog, what).toBeHidden();
}

async function openDialogs(page: Page) {
  const escape = () => page.keyboard.press('Escape');

  await page.goto('/#/home/login');
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await inDialog(page, announcement, 'announcement', () =>
    announcement.getByRole('button', { name: 'Okay' }).click(),
  );

  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  const logout = page.getByRole('alertdialog');
  await page.getByRole('button', { name: 'Logout' }).click();
  await inDialog(page, logout, 'logout confirm', () =>
    logout.getByRole('button', { name: 'Cancel' }).click(),
  );

  // The navigation sits behind the Menu button on a phone.
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: /^(Main|Menu)$/ }).filter({ visible: true });
  const openNav = async () => {
    if (await menuButton.isVisible()) await menuButton.click();
  };
  await openNav();
  await nav.getByRole('button', { name: 'Apply For Loan' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply For Loan' });
  await inDialog(page, apply, 'apply for loan', escape);
  await openNav();
  await nav.getByRole('button', { name: 'Branch Locator' }).click();
  const locator = page.getByRole('dialog', { name: 'Branch Locator' });
  await inDialog(page, locator, 'branch locator', () =>
    locator.getByRole('button', { name: 'Cancel' }).click(),
  );

  await page.goto('/#/myaccount/profile');
  await page
    .getByRole('region', { name: 'Personal Information', exact: true })
    .getByLabel('City')
    .fill('Harbert');
  await openNav();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });
  await inDialog(page, unsaved, 'unsaved changes', () =>
    unsaved.getByRole('button', { name: 'Yes' }).click(),
  );

  await page.goto('/#/myaccount/profile');
  await page
    .getByRole('region', { name: 'Personal Information', exact: true })
    .getByLabel('Text messages to phone 1')
    .click();
  const terms = page.getByRole('dialog', { name: 'Texting Terms' });
  await inDialog(page, terms, 'texting terms', () =>
    terms.getByRole('button', { name: 'Disagree' }).click(),
  );

  await page.goto(`/#/myaccount/payment/${AUTO_LOAN}`);
  await page.getByRole('radio', { name: 'E-Check' }).check();
  await page.getByRole('button', { name: 'Add New Payment Method' }).click();
  const method = page.getByRole('dialog', { name: 'Payment Details' });
  await inDialog(page, method, 'new payment method', () =>
    method.getByRole('button', { name: 'Cancel' }).click(),
  );
  await page.getByRole('radio', { name: 'Checking x4321' }).check();
  await page.getByLabel('Amount', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const submit = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await inDialog(page, submit, 'submit confirmation', () =>
    submit.getByRole('button', { name: 'No' }).click(),
  );

  await page.goto(`/#/myaccount/loanDetails/${AUTO_LOAN}`);
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toBeVisible();
  for (const name of ['View Insurance', 'Get Payoff Quote', 'Hide From Web']) {
    await page.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog');
    await inDialog(page, dialog, name, escape);
  }
}

// Servicing where the portal departed from spec 3 (issue 16 item 3), tried as a borrower would.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';
import { signInAndOpen } from '../support/servicing-session';

const AUTO_LOAN = '00011002347';
const HOME_EQUITY = '00011002355';
const PAGE_LOAD_ERROR = 'An error occurred while trying to load that page.';
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test("the dashboard's Apply for a Loan is the shell's one notice: 300px, the settings' text", async ({
  page,
}) => {
  await resetSandbox('all-features', {
    'Notices.ApplyForLoanText': 'Our loan application opens in a new tab.',
  });
  await signInAndOpen(page, '/myaccount/dashboard');
  await page.getByRole('button', { name: 'Apply for a loan' }).click();
  const notice = page.getByRole('dialog', { name: 'Apply For Loan' });
  await expect(notice).toContainText('Our loan application opens in a new tab.');
  expect((await notice.boundingBox())?.width).toBe(300);
  await expect(notice.getByRole('button', { name: 'Continue to Application' })).toBeEnabled();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('an unknown account number lands on the dashboard with the page-load banner, which stays', async ({
  page,
}) => {
  await signInAndOpen(page, '/myaccount/loanDetails/00099999999');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(page.getByText(PAGE_LOAD_ERROR)).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByText(PAGE_LOAD_ERROR)).toBeVisible();
});

/** On the home equity loan's page: Hide From Web, Hide Account, until the success message. */
async function hideHomeEquity(page: Page) {
  await page.getByRole('button', { name: 'Hide From Web' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide From Web' });
  await dialog.getByRole('button', { name: 'Hide Account' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
}

/** The loan page opened from the dashboard, as a borrower does: Back returns there. */
async function openFromDashboard(page: Page) {
  await signInAndOpen(page, '/myaccount/dashboard');
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  await page.goto(`/#/myaccount/loanDetails/${HOME_EQUITY}`);
}

/** The hidden account's address leads to the dashboard's page-load banner, showing nothing of it. */
async function openingHomeEquityGoesToDashboard(page: Page) {
  await page.goto(`/#/myaccount/loanDetails/${HOME_EQUITY}`);
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(page.getByText(PAGE_LOAD_ERROR)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loan Information' })).toHaveCount(0);
  await expect(page.getByText('Home Equity Loan')).toHaveCount(0);
}

test('an account hidden from the web no longer shows its details by URL', async ({ page }) => {
  await signInAndOpen(page, `/myaccount/loanDetails/${HOME_EQUITY}`);
  await hideHomeEquity(page);
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/, { timeout: 10_000 });
  await openingHomeEquityGoesToDashboard(page);
});

// The account is hidden once the server says so, however the success message is left: Escape
// closes it to the dashboard too, and leaving by Back keeps nothing of it in the cache.
test('a hidden account stays hidden when its success message is left early', async ({ page }) => {
  await openFromDashboard(page);
  await hideHomeEquity(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await openingHomeEquityGoesToDashboard(page);

  await resetSandbox();
  await page.clock.install();
  await openFromDashboard(page);
  await hideHomeEquity(page);
  // The borrower goes Back while the success message still has its 4 seconds to run.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  await page.clock.resume();
  await openingHomeEquityGoesToDashboard(page);
});

test('a hidden account stays hidden when its page is opened again before the dashboard has come', async ({
  page,
}) => {
  // The loan page is the tab's first page, so the dashboard's code has not loaded: held back
  // here, the way to the dashboard is still under way when the borrower opens the loan again.
  await signInAndOpen(page, `/myaccount/loanDetails/${HOME_EQUITY}`);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/page-dashboard\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await hideHomeEquity(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await page.goto(`/#/myaccount/loanDetails/${HOME_EQUITY}`);
  release();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await expect(page.getByText(PAGE_LOAD_ERROR)).toBeVisible();
  await expect(page.getByText('Home Equity Loan')).toHaveCount(0);
});

test('a hidden account is no longer offered on the payment page', async ({ page }) => {
  await signInAndOpen(page, '/myaccount/payment');
  const homeEquity = page.getByLabel('Select Loan Account').getByRole('option', {
    name: /Home Equity/,
  });
  await expect(homeEquity).toHaveCount(1);
  await page.goto(`/#/myaccount/loanDetails/${HOME_EQUITY}`);
  await hideHomeEquity(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  await page.goto('/#/myaccount/payment');
  await expect(page.getByLabel('Select Loan Account')).toBeVisible();
  await expect(homeEquity).toHaveCount(0);
});

test('application details say what went wrong, never a raw error code', async ({ page }) => {
  await signInAndOpen(page, '/myaccount/applicationdetails/NOPE123');
  await expect(page.getByText('We could not find that application.')).toBeVisible();
  await expect(page.getByText('ApplicationNotFound')).toHaveCount(0);
});

test('a file over the 5 MB limit is refused in the browser, before anything is sent', async ({
  page,
}) => {
  await resetSandbox('all-features');
  let uploads = 0;
  page.on('request', (request) => {
    if (/\/api\/file\/Upload/i.test(request.url())) uploads += 1;
  });
  await signInAndOpen(page, `/myaccount/loanDetails/${AUTO_LOAN}`);
  await page.getByLabel('Add Files').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(6 * 1024 * 1024, 0x20),
  });
  await expect(page.getByText('The file is larger than the 5 MB limit.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload File(s)' }).click();
  await expect(page.getByText('The file is larger than the 5 MB limit.')).toBeVisible();
  expect(uploads).toBe(0);
});

test('alert days: the form and the back end agree on the limit', async ({ page }) => {
  await signInAndOpen(page, `/myaccount/loanDetails/${AUTO_LOAN}`);
  const days = page.getByRole('textbox', { name: 'Days for alert 3' });
  await days.fill('12345678901234567890');
  await expect(page.getByText('Days must be a number from 0 to 999.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Alerts' })).toBeDisabled();
  await days.fill('45');
  await page.getByRole('button', { name: 'Save Alerts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alerts saved' })).toBeVisible();
});

test('signed-out FAQ and Locations show the logo', async ({ page }) => {
  await resetSandbox('all-features', { 'Login.LogoFile': 'logo.png' });
  await page.route('**/branding/logos/logo.png', (route) =>
    route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }),
  );
  for (const path of ['/home/faq', '/home/locations']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    // The layout's header carries it, once: the page does not repeat it.
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Lakeside Loan Servicing' }),
    ).toHaveAttribute('src', /branding\/logos\/logo\.png$/);
    await expect(page.getByRole('img')).toHaveCount(1);
  }
});

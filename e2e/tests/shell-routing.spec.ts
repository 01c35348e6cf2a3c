import { resetSandbox } from '../support/sandbox';
import { expect, signIn, test } from '../support/portal-test';

test.describe('route guards (spec 1 §2)', () => {
  test('a signed-out deep link to myaccount/profile goes home, with history replaced', async ({
    page,
  }) => {
    await page.goto('/#/home/faq');
    await page.goto('/#/myaccount/profile');
    await expect(page).toHaveURL(/#\/home\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/#\/home\/faq$/);
  });

  test('activate without a token goes to login with an unauthorized error', async ({ page }) => {
    await page.goto('/#/home/activate');
    await expect(page).toHaveURL(/#\/home\/login\?error=unauthorized$/);
    await expect(page.getByRole('status').filter({ hasText: 'Not Authorized' })).toBeVisible();
  });

  test('forcePasswordChange without its token goes to login', async ({ page }) => {
    await page.goto('/#/home/forcePasswordChange');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('recovery goes to login in maintenance mode, and opens otherwise', async ({ page }) => {
    await page.goto('/#/home/recovery');
    await expect(page).toHaveURL(/#\/home\/recovery$/);
    await expect(page.getByRole('heading', { name: 'Recover Credentials' })).toBeVisible();

    await resetSandbox('maintenance');
    await page.goto('/#/home/faq');
    await page.goto('/#/home/recovery');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('a first recovery page asks the back end once whether maintenance mode is on', async ({
    page,
  }) => {
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/MaintenanceMode')) checks.push(request.url());
    });
    await page.goto('/#/home/recovery');
    await expect(page.getByRole('heading', { name: 'Recover Credentials' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(checks).toHaveLength(1);
  });

  test('single sign-on sends register, recovery and verifyEmail to the SSO login', async ({
    page,
  }) => {
    const ssoLogin = 'https://sso.example.com/login';
    await resetSandbox('sso', { 'SSO.LoginUrl': ssoLogin });
    await page.route('https://sso.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Institution SSO</h1>' }),
    );
    for (const path of ['register', 'recovery', 'verifyEmail/abc']) {
      await page.goto(`/#/home/${path}`);
      await expect(page).toHaveURL(ssoLogin);
      await expect(page.getByRole('heading', { name: 'Institution SSO' })).toBeVisible();
    }
  });
});

test.describe('layouts and navigation (spec 1 §2)', () => {
  test('signed in: personal name, default links, make-payment, titles and footer', async ({
    page,
  }) => {
    await signIn(page, 'borrower1');
    await expect(page).toHaveTitle('Dashboard | Borrower Portal');
    await expect(page.getByRole('banner')).toContainText('Alex Morgan');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Make Payment' })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Make Payment',
      'Profile',
      'Messages',
      'Locations',
      'FAQ',
    ]);
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveTitle('FAQ | Borrower Portal');
    const year = new Date().getFullYear();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Lakeside Loan Servicing`);
  });

  test('EZPay disabled hides the make-payment link', async ({ page }) => {
    await resetSandbox('default', { 'Payments.DisableEZPayOption': 'true' });
    await signIn(page, 'borrower1');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
  });

  test('every conditional link shows under all-features; the notices open new tabs', async ({
    page,
    context,
  }) => {
    await resetSandbox('all-features', { 'Footer.RichText': '<p>Member <b>FDIC</b></p>' });
    await context.route('https://www.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Elsewhere</h1>' }),
    );
    await signIn(page, 'borrower1');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Documents',
      'Document Center',
      'Contact Info Change',
      'Messages',
      'Locations',
      'FAQ',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText('Member FDIC');

    await nav.getByRole('button', { name: 'Apply For Loan' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply For Loan' });
    expect((await apply.boundingBox())?.width).toBe(300);
    const [applyTab] = await Promise.all([
      context.waitForEvent('page'),
      apply.getByRole('button', { name: 'Continue to Application' }).click(),
    ]);
    await expect(applyTab).toHaveURL('https://www.example.com/apply');
    await applyTab.close();

    await nav.getByRole('button', { name: 'Branch Locator' }).click();
    const locator = page.getByRole('dialog', { name: 'Branch Locator' });
    expect((await locator.boundingBox())?.width).toBe(350);
    await expect(locator).toContainText('pop-ups');
    await locator.getByRole('button', { name: 'Cancel' }).click();
    await expect(locator).toBeHidden();
  });

  test('signed out: the disclosures start hidden and toggle', async ({ page }) => {
    await page.goto('/#/home/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/not a lender/)).toBeHidden();
    await footer.getByRole('button', { name: 'Show Disclosures' }).click();
    await expect(footer.getByText(/not a lender/)).toBeVisible();
    await footer.getByRole('button', { name: 'Hide Disclosures' }).click();
    await expect(footer.getByText(/not a lender/)).toBeHidden();
  });

  test('on a phone the menu and the bar replace the desktop navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'borrower1');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar.getByRole('link', { name: 'Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/myaccount\/faq$/);
    await expect(menu).toBeHidden();
  });
});

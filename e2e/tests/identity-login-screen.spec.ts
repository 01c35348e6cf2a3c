import { readdirSync, readFileSync } from 'node:fs';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

// A 1×1 PNG, served where the institution's CDN folder ("sandbox") keeps branding images.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('identity: the login screen itself', () => {
  test('shows the configured background image under the CSP, with no inline style', async ({
    page,
  }) => {
    await resetSandbox('default', { 'Login.BackgroundFile': 'login-background.png' });
    await page.route('**/sandbox/branding/logos/login-background.png', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
    );
    await page.goto('/#/home/login');
    const background = page.locator('img.identity-login-backdrop__image');
    await expect(background).toHaveAttribute('src', '/sandbox/branding/logos/login-background.png');
    await expect
      .poll(() => background.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    // Decorative: hidden from assistive technology, and placed by the area's stylesheet.
    await expect(background).toHaveAttribute('alt', '');
    await expect(background).toHaveCSS('position', 'absolute');
    await expect(page.locator('.identity-login-backdrop [style]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a production build has no quick sign-in, neither on the page nor in its code', async ({
    page,
  }) => {
    await page.goto('/#/home/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Quick sign-in/i })).toHaveCount(0);
    // The journeys run the production build in mfe-identity/dist: no chunk carries it.
    const dist = new URL('../../mfe-identity/dist/', import.meta.url);
    const scripts = readdirSync(dist).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts)
      expect(readFileSync(new URL(name, dist), 'utf8'), name).not.toMatch(/Quick sign-in/i);
  });
});

test.describe('identity: biometric sign-in in the mobile app wrapper', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 BorrowerPortalApp/2.4.0' });

  test('a user who has not opted in is prompted, and Enable asks for a standard sign-in', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: boolean[] = [];
      Object.assign(window, {
        biometricEnableCalls: calls,
        borrowerPortalMobileBridge: {
          appVersion: '2.4.0',
          platform: 'ios',
          canUseBiometrics: async () => true,
          isBiometricsOptedIn: async () => false,
          setBiometricsEnabled: async (on: boolean) => {
            calls.push(on);
            return true;
          },
          signInWithBiometrics: async () => null,
          openAppStore: () => undefined,
          requestInAppReview: () => undefined,
        },
      });
    });
    await page.goto('/#/home/login');
    await expect(page.getByRole('heading', { name: 'Enable biometric sign-in?' })).toBeVisible();
    await page.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Biometric sign-in is on. Standard sign-in is required.',
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { biometricEnableCalls: boolean[] }).biometricEnableCalls,
      ),
    ).toEqual([true]);
    await page.getByLabel('Username').fill('borrower1');
    await page.getByLabel('Password').fill('Welcome123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });
});

test.describe('identity: the async password check in the change-password step', () => {
  test('a previous password is caught by ValidatePasswordForLoggedInUser before submitting', async ({
    page,
  }) => {
    await resetSandbox('customer-credentials');
    await signIn(page, 'newpass1');
    const check = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/Login/ValidatePasswordForLoggedInUser') &&
        request.headers()['usertoken'] !== undefined,
    );
    await page.getByLabel('New Password').fill('Welcome123');
    await check;
    const rules = page.getByRole('list', { name: 'Password requirements' });
    await expect(rules.getByText(/Cannot be a previous password/)).toContainText('(not met)');
  });
});

// The `test` every journey uses: a fresh sandbox per test, and a page that fails the test if
// the browser reports a Content-Security-Policy violation or an uncaught error.
import { expect, test as base, type Page } from '@playwright/test';
import { resetSandbox } from './sandbox';
import { portalUrl } from './topology';

export const test = base.extend<{ portalProblems: string[] }>({
  // This worker's lane (support/topology.ts). Playwright reads a fixture's needs from its first
  // parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(portalUrl),
  portalProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // Reports from scripts the test itself evaluates (axe-core) carry no URL; the portal's
        // own code always comes from a file.
        const fromPortal = message.location().url !== '';
        if (
          message.type() === 'error' &&
          fromPortal &&
          /Content Security Policy/i.test(message.text())
        )
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await resetSandbox();
      await use(problems);
      expect(problems, 'CSP violations or uncaught errors').toEqual([]);
      expect(await secretsInBrowserStorage(page), 'secrets kept in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Passwords and card numbers the journeys type. None may be written to localStorage,
 * sessionStorage or a cookie (spec 2 card data; ARCHITECTURE security bar), checked after
 * every journey on every origin the browser kept storage for.
 */
const SECRETS = [
  '4000000000000002',
  '4111111111111111',
  'Welcome123',
  'Brandnew123',
  'Harbor2026',
  'NotMine123',
  'Recovered123',
  'Register123',
  'Activate123',
  'Wrong5234',
];

async function secretsInBrowserStorage(page: Page): Promise<string[]> {
  const state = await page.context().storageState();
  const session = await page
    .evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)))
    .catch(() => '');
  const kept = [JSON.stringify(state.cookies), JSON.stringify(state.origins), session]
    .join('\n')
    .replace(/[\s-]/g, '');
  return SECRETS.filter((secret) => kept.includes(secret));
}

export async function signIn(page: Page, username: string, password = 'Welcome123') {
  await page.goto('/#/home/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logout as a borrower does it: the button, then the shell's confirmation (spec 1 §2). */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/home\/login/);
}

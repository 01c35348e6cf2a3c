// The `test` every journey uses: a fresh sandbox per test, and a page that fails the test if
// the browser reports a Content-Security-Policy violation or an uncaught error.
import { expect, test as base, type Page } from '@playwright/test';
import { resetSandbox } from './sandbox';

export const test = base.extend<{ portalProblems: string[] }>({
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
    },
    { auto: true },
  ],
});

export { expect };

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

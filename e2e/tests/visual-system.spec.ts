import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/portal-test';
import { resetSandbox } from '../support/sandbox';

// One visual system (docs/decisions/007): each area brings its own stylesheets from its own
// origin, readable by the page (CORS), so checking the page never re-inserts them inline under
// the CSP; each area's building blocks are its own (scoped to it), and the institution's brand
// colour reaches them only through the shell's design tokens.
const BRAND = 'rgb(122, 31, 43)';

/** Every CSP violation the page sees, even one caused by a tool such as axe. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Stylesheets whose rules the page cannot read (cross-origin without CORS). */
function unreadableStylesheets(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => {
        try {
          return sheet.cssRules.length < 0;
        } catch {
          return true;
        }
      })
      .map((sheet) => sheet.href),
  );
}

test('every area stylesheet is readable, so axe checks each area without an inline style', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await unreadableStylesheets(page), 'login').toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page, 'borrower1');
  await expect(page.getByRole('heading', { name: 'My Accounts' })).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Make Payment' }).first().click();
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await unreadableStylesheets(page), 'after every area').toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('the brand colour reaches every area through the tokens, not the shell classes', async ({
  page,
}) => {
  await resetSandbox('default', { 'Branding.ColorPrimary': '#7a1f2b' });
  await page.goto('/#/home/login');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toHaveCSS('background-color', BRAND);
  const loginClass = await login.getAttribute('class');
  await signIn(page, 'borrower1');
  const makePayment = page.getByRole('main').getByRole('button', { name: 'Make Payment' });
  await expect(makePayment).toHaveCSS('background-color', BRAND);
  // Each area's button is styled by its own copy of the building blocks, not by the shell's
  // page: its class carries the area's build name.
  expect(loginClass).toMatch(/^portal_identity__button\b/);
  expect(await makePayment.getAttribute('class')).toMatch(/^portal_servicing__button\b/);
});

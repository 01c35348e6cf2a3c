import { clientErrors, expireToken, startRemote, stopRemote } from '../support/sandbox';
import { expect, signIn, test } from '../support/portal-test';
import { collectScripts } from '../support/responses';
import { remoteOrigin } from '../support/topology';

test.describe('runtime composition', () => {
  test.afterEach(async () => {
    await startRemote('payments');
  });

  test('with the payments server down, only payments falls back; Retry recovers it', async ({
    page,
  }) => {
    await signIn(page, 'borrower1');
    await expect(page).toHaveURL(/dashboard$/);
    await stopRemote('payments');

    await page.getByRole('link', { name: 'Make Payment', exact: true }).click();
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'Payments is unavailable right now' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Every other area keeps working.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

    // The failure was reported to the back end.
    await expect
      .poll(async () => (await clientErrors()).some((e) => /payments/i.test(e.Message)))
      .toBe(true);

    await startRemote('payments');
    await page.getByRole('link', { name: 'Make Payment', exact: true }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
  });

  test('an unreachable remote does not stop the portal from starting', async ({ page }) => {
    await stopRemote('payments');
    await page.goto('/');
    await signIn(page, 'borrower1');
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
    // Nothing was fetched from the payments origin: remotes load only when first used.
    const requested = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    expect(requested.filter((url) => url.startsWith(remoteOrigin(2)))).toEqual([]);
  });

  test('React, the router, the store, shared-contracts and valibot are downloaded once across all areas', async ({
    page,
  }) => {
    const downloaded = collectScripts(page);
    await signIn(page, 'borrower1');
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
    await page.getByRole('link', { name: 'Make Payment', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    const scripts = await downloaded();

    // React and react-dom each define their internals object exactly once per copy (other
    // modules only read it), so counting the definitions counts the copies downloaded.
    const copiesOf = (internals: string) =>
      scripts.filter((s) => new RegExp(`\\.${internals}\\s*=[^=]`).test(s.body)).map((s) => s.url);
    for (const internals of [
      '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
      '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    ]) {
      const copies = copiesOf(internals);
      expect(copies, internals).toHaveLength(1);
      expect(copies[0]?.startsWith(new URL(page.url()).origin), 'served by the shell').toBe(true);
    }

    // The federation runtime agrees: each singleton has one version, provided by the shell, and
    // so has valibot (shared by its surface, not a singleton): no area downloads its own copy.
    const providers = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      // One entry per federation instance (shell + each remote); each names what it uses.
      const result: Record<string, Set<string>> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              if (info.loaded) (result[pkg] ??= new Set()).add(`${version} from ${info.from}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(result).map(([pkg, used]) => [pkg, [...used]]));
    });
    for (const pkg of [
      'react',
      'react-dom',
      'react-router',
      'zustand',
      '@portal/shared-contracts',
      'valibot',
    ]) {
      expect(providers[pkg], pkg).toHaveLength(1);
      expect(providers[pkg]?.[0], pkg).toMatch(/from shell$/);
    }

    // Rules, the setting catalogue and the other build-time libraries are not shared: each
    // remote runs the copy it was built with, so a rule fix ships with one remote (ADR 009).
    expect(Object.keys(providers).filter((pkg) => pkg.startsWith('@portal/'))).toEqual([
      '@portal/shared-contracts',
    ]);
    const shellOrigin = new URL(page.url()).origin;
    const withRule = scripts
      .filter((s) => s.body.includes('Password must have both a letter and a number.'))
      .map((s) => new URL(s.url).origin);
    expect(withRule.length, 'a password rule came with the profile remote').toBeGreaterThan(0);
    expect(withRule, 'the shell carries no password rule').not.toContain(shellOrigin);
  });

  test('the session written by identity is the one the shell and servicing read', async ({
    page,
  }) => {
    await signIn(page, 'borrower1');
    // Identity wrote the session; the shell's header and servicing's previous-login line read it.
    await expect(page.getByRole('banner')).toContainText('Alex Morgan');
    await expect(
      page.getByRole('link', { name: /^Previous login \d\d\/\d\d\/\d{4} from / }),
    ).toBeVisible();
  });

  test('a call answered Unauthorized logs the borrower out with that reason', async ({ page }) => {
    await signIn(page, 'borrower1');
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('portal.session') ?? '{}').userToken as string,
    );
    await expireToken(token);
    await page.reload();
    await expect(page).toHaveURL(/#\/home\/login\?error=unauthorized$/);
    await expect(page.getByRole('status').filter({ hasText: 'Not Authorized' })).toBeVisible();
  });

  test('start-up settings that fail to load show the Error500 page', async ({ page }) => {
    await page.route('**/api/setup/ApplicationOptions', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test('a remotes.json that cannot be read shows a clear page, not a blank one', async ({
    page,
  }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The portal is unavailable' })).toBeVisible();
  });
});

// PCI DSS 4.0.1 6.4.3 / 11.6.1: every script the payment page runs from another origin is
// pinned to the hash its release recorded, and a script that changed after release never runs
// (docs/decisions/006-script-integrity.md).
import { readFileSync } from 'node:fs';
import { clientErrors } from '../support/sandbox';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/portal-test';
import { remoteOrigin } from '../support/topology';

const REMOTE_ORIGINS = ([1, 2, 3, 4] as const).map(remoteOrigin);
const fromRemote = (url: string) => REMOTE_ORIGINS.some((origin) => url.startsWith(`${origin}/`));
const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

interface InjectedScript {
  src: string;
  integrity: string;
  crossOrigin: string | null;
}

test.beforeEach(async ({ page }) => {
  // Scripts injected by a loader are removed once they have run, so record each one as it is
  // added to the document, with the attributes it was added with.
  await page.addInitScript(() => {
    const seen: InjectedScript[] = [];
    (window as unknown as { __injectedScripts: InjectedScript[] }).__injectedScripts = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLScriptElement && node.src)
            seen.push({ src: node.src, integrity: node.integrity, crossOrigin: node.crossOrigin });
    }).observe(document, { childList: true, subtree: true });
  });
});

const injectedScripts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __injectedScripts: InjectedScript[] }).__injectedScripts,
  );

/** borrower1 signs in and opens Make Payment, whose area the shell refuses to run. */
async function openPaymentsExpectingItsFallback(page: Page) {
  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Make Payment' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Payments is unavailable right now' }),
  ).toBeVisible();
  return nav;
}

test('every script the payment page loads carries its pinned hash, remote origins first', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && fromRemote(request.url()))
      requested.push(request.url());
  });
  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Make Payment' })
    .click();
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();

  const scripts = await injectedScripts(page);
  expect(requested.filter((url) => url.startsWith(remoteOrigin(2))).length).toBeGreaterThan(1);
  // Every script fetched from a remote origin was fetched through an element that pins it.
  for (const url of requested) {
    const element = scripts.find((script) => script.src === url);
    expect(element, `${url} was loaded by a <script> element`).toBeDefined();
    expect(element?.integrity, `integrity of ${url}`).toMatch(SRI);
    expect(element?.crossOrigin, `crossorigin of ${url}`).toBe('anonymous');
  }
  // So does every other script of the page, the shell's own boot script and chunks included.
  expect(scripts.length).toBeGreaterThan(requested.length);
  for (const script of scripts) {
    expect(script.integrity, `integrity of ${script.src}`).toMatch(SRI);
    expect(script.crossOrigin, `crossorigin of ${script.src}`).toBe('anonymous');
  }
});

test('a payments chunk changed after release never runs: payments falls back, the rest works, it is reported', async ({
  page,
}) => {
  // The exposed area's own chunk of the payments build the journeys serve; a line break is added
  // at its end, so the script would still run fine. It is changed on its way from the payments
  // origin (as a compromised server or CDN would send it), not in the build folder every lane
  // serves: its status and headers are the origin's own.
  const dist = new URL('../../mfe-payments/dist/', import.meta.url).pathname;
  const manifest = JSON.parse(readFileSync(`${dist}mf-manifest.json`, 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes.find((e) => e.name === 'area')?.assets.js.sync[0];
  expect(chunk, 'the payments area chunk').toBeDefined();
  let tamperedServed = false;
  await page.route(`${remoteOrigin(2)}/${chunk}`, async (route) => {
    const response = await route.fetch();
    // The body comes decoded: it is sent on as it is, without the origin's encoding.
    const {
      'content-encoding': _encoding,
      'content-length': _length,
      ...headers
    } = response.headers();
    const body = Buffer.concat([await response.body(), Buffer.from('\n')]);
    await route.fulfill({ status: response.status(), headers, body });
    tamperedServed = response.ok();
  });
  const nav = await openPaymentsExpectingItsFallback(page);
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeHidden();
  expect(tamperedServed, 'the changed chunk was sent').toBe(true);

  // Every other area keeps working.
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();

  // The failure reached the back end.
  await expect
    .poll(async () => (await clientErrors()).some((e) => /payments/i.test(e.Message)))
    .toBe(true);
});

test('a remote build whose entry in remotes.json carries no hashes is not run, and is reported', async ({
  page,
}) => {
  // As if remotes.json named a payments build with no recorded hashes (a hand edit).
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, { integrity?: unknown }>;
    delete config.payments?.integrity;
    await route.fulfill({ response, json: config });
  });
  const nav = await openPaymentsExpectingItsFallback(page);
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect
    .poll(async () =>
      (await clientErrors()).some((e) =>
        e.Message.includes(`No recorded hash for the script ${remoteOrigin(2)}/remoteEntry.js`),
      ),
    )
    .toBe(true);
});

test("a Content-Security-Policy violation on the portal's page is reported to the back end", async ({
  page,
  portalProblems,
}) => {
  await page.goto('/#/home/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  // A connection the policy does not allow, as a skimmer sending card data out would make.
  const blocked = 'http://127.0.0.1:9/collect';
  await page.evaluate((url) => fetch(url).catch(() => undefined), blocked);
  await expect
    .poll(async () =>
      (await clientErrors()).some(
        (e) => e.Message.startsWith('CSP violation: connect-src') && e.Message.includes(blocked),
      ),
    )
    .toBe(true);
  // The browser reported this violation (the one this test caused) on its console too.
  expect(portalProblems.every((problem) => problem.includes('Content Security Policy'))).toBe(true);
  portalProblems.length = 0;
});

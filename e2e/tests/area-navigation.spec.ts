import { startRemote, stopRemote } from '../support/sandbox';
import { expect, signIn, test } from '../support/portal-test';
import { remoteOrigin } from '../support/topology';

// Opening an area the tab has not loaded yet (after the first page): the shell registers its
// remote by the entry its manifest names and asks for the entry and the exposed module's first
// files together (docs/decisions/005), not for the chunk only once the entry has run. Under the
// mobile profile that is one round trip of 150 ms less before the page.
const MOBILE = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const SERVICING = remoteOrigin(3);

test("signing in, the dashboard's area starts its entry and first chunk together, each once", async ({
  page,
}) => {
  await page.goto('/#/home/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
  const servicing: Array<{ path: string; start: number; end: number }> = [];
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${SERVICING}/`)) requested.push(request.url());
  });
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(`${SERVICING}/`)) return;
    const { startTime, responseEnd } = request.timing();
    servicing.push({
      path: new URL(request.url()).pathname,
      start: startTime,
      end: startTime + responseEnd,
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible({
    timeout: 30_000,
  });

  const file = (pattern: RegExp) => {
    const found = servicing.find((loaded) => pattern.test(loaded.path));
    expect(found, String(pattern)).toBeDefined();
    return found!;
  };
  const entry = file(/^\/remoteEntry\.js$/);
  const firstChunk = file(/^\/__federation_expose_area\.[0-9a-f]+\.js$/);
  expect(firstChunk.start, 'first chunk asked for before the entry had arrived').toBeLessThan(
    entry.end,
  );
  // The manifest came with remotes.json: the area's origin is asked for no manifest.
  expect(servicing.map((loaded) => loaded.path)).not.toContain('/mf-manifest.json');
  expect(requested.filter((url, i) => requested.indexOf(url) !== i)).toEqual([]);
  await page.waitForTimeout(3_500);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
});

// A remotes.json written before manifests travelled in it (a rollback of the file itself): the
// shell reads each area's manifest from its origin when the area is first needed.
test('a remotes.json without manifests still loads every area, each manifest read once', async ({
  page,
}) => {
  await page.route('**/remotes.json', async (route) => {
    const remotes = (await (await route.fetch()).json()) as Record<string, { manifest?: unknown }>;
    for (const remote of Object.values(remotes)) delete remote.manifest;
    await route.fulfill({ json: remotes, headers: { 'Cache-Control': 'no-cache' } });
  });
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });

  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await page.getByRole('link', { name: 'Make Payment' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  expect(manifests.map((url) => new URL(url).origin).sort()).toEqual(
    [1, 2, 3, 4].map((n) => remoteOrigin(n as 1 | 2 | 3 | 4)).sort(),
  );
});

// The first page's files are preloaded by the boot script. With its area's origin down, those
// preloads fail; a failed preload stays in the browser's list and answers the next request for
// its file with the same failure. The first Retry after the origin is back must still work.
test('a first page whose area was down recovers on the first Retry once it is back', async ({
  page,
}) => {
  await signIn(page, 'borrower1');
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await stopRemote('servicing');
  try {
    await page.goto('about:blank');
    await page.goto('/#/myaccount/dashboard');
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'Accounts is unavailable right now' });
    await expect(fallback).toBeVisible();
    await startRemote('servicing');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  } finally {
    await startRemote('servicing');
  }
});

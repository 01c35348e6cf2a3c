import type { Page } from '@playwright/test';
import {
  overrideBuildsUrl,
  publishDeployment,
  stagingUrl,
  startDeployment,
  stopDeployment,
} from '../support/override-deployment';
import { expect, test } from '../support/portal-test';
import { portalUrl } from '../support/topology';

// Issue 18 item 3 (docs/decisions/008): a team points one area of a deployed portal at its
// own build from #/status, where the deployment enables it; never where it does not.
test.describe.configure({ mode: 'serial' });

const GOOD = `${overrideBuildsUrl}/good/mf-manifest.json`;
const INCOMPATIBLE = `${overrideBuildsUrl}/incompatible/mf-manifest.json`;
const UNHASHED = `${overrideBuildsUrl}/unhashed/remoteEntry.js`;
const OVERRIDE_HEADING = 'Make Payment (override build)';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const started = Date.now();
  publishDeployment();
  await startDeployment();
  console.log(`staging deployment published and served in ${Date.now() - started} ms`);
});
test.afterAll(stopDeployment);

/** Every request the page makes to the override builds' origin. */
function overrideRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(overrideBuildsUrl)) seen.push(request.url());
  });
  return seen;
}

async function signInAndPay(page: Page, origin: string) {
  await page.goto(`${origin}/#/home/login`);
  await page.getByLabel('Username').fill('borrower1');
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  await page.getByRole('link', { name: 'Make Payment', exact: true }).click();
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Remote override' });

test('a team overrides payments from #/status: its build runs, a banner says so, it survives a reload, Clear ends it', async ({
  page,
}) => {
  const started = Date.now();
  const csp = (await fetch(`${stagingUrl}/`)).headers.get('content-security-policy') ?? '';
  expect(csp).toContain('http://127.0.0.1:*');

  await page.goto(`${stagingUrl}/#/status`);
  const form = page.getByRole('form', { name: 'Override payments' });
  await form.getByLabel('payments: remote entry or manifest URL').fill(GOOD);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(banner(page)).toContainText(`This page runs an override: payments from ${GOOD}`);
  await expect(
    page
      .getByRole('row', { name: /^payments/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('override, not loaded yet');

  await signInAndPay(page, stagingUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OVERRIDE_HEADING);
  await expect(banner(page)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OVERRIDE_HEADING);
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole('button', { name: 'Clear the payments override' }).click();
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make Payment');
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('portal.remoteOverrides'))).toBeNull();
  console.log(`override applied, shown, reloaded and cleared in ${Date.now() - started} ms`);
});

test('a build made against an incompatible contract, or without script hashes, is refused on the status page, and nothing of it loads', async ({
  page,
}) => {
  const requests = overrideRequests(page);
  await page.goto(`${stagingUrl}/#/status`);
  const form = page.getByRole('form', { name: 'Override payments' });
  await form.getByLabel('payments: remote entry or manifest URL').fill(INCOMPATIBLE);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /^Refused: that payments build was made against shared-contracts 3\.0\.0; this portal provides \d+\.\d+\.\d+\.$/,
  );
  expect(await page.evaluate(() => localStorage.getItem('portal.remoteOverrides'))).toBeNull();
  await expect(banner(page)).toHaveCount(0);
  // Only its manifest (and nothing it names) was read.
  expect(requests).toEqual([INCOMPATIBLE]);

  // A build that publishes no script hashes (a development build) is refused too.
  await form.getByLabel('payments: remote entry or manifest URL').fill(UNHASHED);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Refused: that build publishes no script hashes (integrity.json)',
  );
  expect(requests.some((url) => url.endsWith('.js'))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('portal.remoteOverrides'))).toBeNull();
});

test('where the deployment does not enable overrides, #/status offers none and a stored one is ignored', async ({
  page,
}) => {
  const policy = await (await fetch(`${portalUrl}/remote-overrides.json`)).json();
  expect(policy).toEqual({ enabled: false, origins: [] });
  const csp = (await fetch(`${portalUrl}/`)).headers.get('content-security-policy') ?? '';
  expect(csp).not.toContain('127.0.0.1:*');

  const requests = overrideRequests(page);
  await page.goto(`${portalUrl}/#/status`);
  await expect(page.getByRole('table', { name: 'Areas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Portal status' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Remote overrides' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Override payments' })).toHaveCount(0);

  await page.evaluate(
    (url) => localStorage.setItem('portal.remoteOverrides', JSON.stringify({ payments: url })),
    GOOD,
  );
  await signInAndPay(page, portalUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make Payment');
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toEqual([]);
});

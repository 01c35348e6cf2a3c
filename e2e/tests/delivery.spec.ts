import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  deployRootSnapshot,
  emptyDeployRoot,
  liveRemotes,
  release,
  remotes,
} from '../support/deploy';
import { expect, test } from '../support/portal-test';
import { deployRemoteOrigins, deployRoot, deployUrl } from '../support/topology';

// Independent delivery (issue 8): teams publish immutable versions; operators switch and roll
// back one area by rewriting its entry of remotes.json, and nothing else is rebuilt.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  emptyDeployRoot();
  for (const app of ['shell', 'mfe-identity', 'mfe-servicing', 'mfe-profile']) release(app);
  release('mfe-payments', { RELEASE_VERSION: '1.0.0' });
  release('mfe-payments', { RELEASE_VERSION: '1.1.0' });
  // A payments build made against a contract this shell does not provide (the next major).
  release('mfe-payments', { RELEASE_VERSION: '2.0.0', PORTAL_CONTRACT_VERSION: '3.0.0' });
  const firstDeploy: Array<[string, string]> = [
    ['shell', '0.1.0'],
    ['identity', '0.1.0'],
    ['servicing', '0.1.0'],
    ['profile', '0.1.0'],
    ['payments', '1.0.0'],
  ];
  for (const [area, version] of firstDeploy) {
    expect(remotes('promote', area, version).status, `promote ${area}`).toBe(0);
  }
});

async function signIn(page: Page) {
  await page.goto(`${deployUrl}/#/home/login`);
  await page.getByLabel('Username').fill('borrower1');
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
}

/** Opens payments, then the operator status page in the same tab, and reads the payments row. */
async function paymentsVersions(page: Page) {
  await page.getByRole('link', { name: 'Make Payment', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Make Payment', level: 1 })).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/status'));
  const row = page.getByRole('row', { name: /^payments/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText('reachable');
  const cells = await row.getByRole('cell').allTextContents();
  return { live: cells[0], loaded: cells[3] };
}

test('promote shows the new payments build; rollback shows the old one on the next load, with nothing rebuilt', async ({
  page,
}) => {
  expect(remotes('promote', 'payments', '1.1.0').status).toBe(0);
  await signIn(page);
  expect(await paymentsVersions(page)).toEqual({ live: '1.1.0', loaded: '1.1.0' });

  const before = deployRootSnapshot();
  const started = Date.now();
  const rollback = remotes('rollback', 'payments');
  expect(rollback.output).toContain('payments 1.1.0 → 1.0.0');
  await page.goto(`${deployUrl}/#/myaccount/dashboard`);
  await page.reload();
  expect(await paymentsVersions(page)).toEqual({ live: '1.0.0', loaded: '1.0.0' });
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'rollback to browser (ms)', description: String(elapsed) });
  console.log(`rollback: command to the browser running payments 1.0.0 in ${elapsed} ms`);

  // Only the switch, its history and the live link changed: no app was rebuilt or republished.
  const after = deployRootSnapshot();
  const changed = [...after]
    .filter(([file, mtime]) => before.get(file) !== mtime)
    .map(([file]) => file);
  expect(changed.sort()).toEqual(['mfe-payments/live', 'remotes-history.jsonl', 'remotes.json']);
  // What the payments container's health check asks for is the rolled-back build's entry.
  const live = `${deployRemoteOrigins.payments}/live`;
  expect((await fetch(`${live}/remoteEntry.js`)).status).toBe(200);
  // The release's record is read where it lies: its origin serves no build records (issue 52).
  const record = path.join(deployRoot, 'mfe-payments', 'live', 'release.json');
  expect(JSON.parse(readFileSync(record, 'utf8'))).toMatchObject({ version: '1.0.0' });
  for (const name of ['release.json', 'integrity.json', 'shared-imports.json'])
    expect([name, (await fetch(`${live}/${name}`)).status]).toEqual([name, 404]);
  expect(liveRemotes().identity?.version).toBe('0.1.0');
});

test('an unpublished version, a contract-incompatible build and one using a shared name the shell lacks are refused, leaving remotes.json as it was', () => {
  const before = JSON.stringify(liveRemotes());
  const unpublished = remotes('promote', 'payments', '3.0.0');
  expect(unpublished.status).toBe(1);
  expect(unpublished.output).toContain('mfe-payments 3.0.0 is not published');
  const incompatible = remotes('promote', 'payments', '2.0.0');
  expect(incompatible.status).toBe(1);
  expect(incompatible.output).toContain('built against shared-contracts 3.0.0');
  // A build whose code uses a name of the shared router this shell's copy lacks (a newer
  // platform's), as its release recorded it.
  const newer = path.join(deployRoot, 'mfe-payments', '1.2.0');
  cpSync(path.join(deployRoot, 'mfe-payments', '1.1.0'), newer, { recursive: true });
  const record = JSON.parse(readFileSync(path.join(newer, 'release.json'), 'utf8'));
  record.version = '1.2.0';
  record.sharedImports['react-router'].push('useBlocker');
  writeFileSync(path.join(newer, 'release.json'), JSON.stringify(record));
  const surface = remotes('promote', 'payments', '1.2.0');
  expect(surface.status).toBe(1);
  expect(surface.output).toContain(
    "mfe-payments 1.2.0 uses shared react-router useBlocker, which the live shell's copies lack",
  );
  expect(JSON.stringify(liveRemotes())).toBe(before);
});

test('an incompatible build that reaches remotes.json anyway is refused in the browser, only in its area', async ({
  page,
}) => {
  const config = liveRemotes();
  const restore = JSON.stringify(config, null, 2);
  writeFileSync(
    path.join(deployRoot, 'remotes.json'),
    JSON.stringify({
      ...config,
      payments: {
        entry: `${deployRemoteOrigins.payments}/2.0.0/mf-manifest.json`,
        version: '2.0.0',
      },
    }),
  );
  try {
    await signIn(page);
    await page.getByRole('link', { name: 'Make Payment', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Payments is unavailable right now' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  } finally {
    writeFileSync(path.join(deployRoot, 'remotes.json'), restore);
  }
});

test('each server sends the caching, CORS and security headers the topology needs', async ({
  request,
}) => {
  const page = await request.get(`${deployUrl}/`);
  expect(page.headers()['content-security-policy']).toContain(deployRemoteOrigins.payments);
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get(`${deployUrl}/remotes.json`)).headers()['cache-control']).toBe(
    'no-cache',
  );

  const manifest = await request.get(`${deployRemoteOrigins.payments}/1.0.0/mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const expose = (await manifest.json()).exposes[0].assets.js.sync[0] as string;
  const chunk = await request.get(`${deployRemoteOrigins.payments}/1.0.0/${expose}`);
  expect(chunk.headers()['cache-control']).toContain('immutable');
});

test('a remote built against an older contract minor keeps working under a newer shell', async ({
  page,
}) => {
  // A release build (webpack and its brotli/gzip siblings) runs inside this test: on a busy
  // two-core machine that alone can take most of the default 30 s.
  test.setTimeout(120_000);
  // A shell release that provides the next contract minor; payments 1.0.0 was built against
  // today's.
  const contract = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../shared-contracts/package.json'), 'utf8'),
  ).version as string;
  const [major, minor] = contract.split('.').map(Number);
  const nextMinor = `${major}.${minor! + 1}.0`;
  release('shell', { RELEASE_VERSION: '0.2.0', PORTAL_CONTRACT_VERSION: nextMinor });
  expect(remotes('promote', 'shell', '0.2.0').status).toBe(0);
  try {
    await signIn(page);
    expect(await paymentsVersions(page)).toEqual({ live: '1.0.0', loaded: '1.0.0' });
    await expect(
      page.getByText(`Shell 0.2.0, providing shared-contracts ${nextMinor}.`),
    ).toBeVisible();
  } finally {
    remotes('rollback', 'shell');
  }
});

import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import {
  emptyDeployRoot,
  liveRemotes,
  publishEditedCopy,
  release,
  remotes,
  remotesHistory,
} from '../support/deploy';
import { expect, test } from '../support/portal-test';
import {
  deployPrometheusUrl,
  deployRemoteOrigins,
  deployRoot,
  deployUrl,
} from '../support/topology';

// Canary releases of one area and the controller that judges them (issue 51, ADR 011): a share
// of browsers runs the canary, telemetry counts each build's errors in Prometheus, and
// `pnpm remotes watch` aborts a worse canary or promotes a clean one on its own.
test.describe.configure({ mode: 'serial' });

const STABLE = '1.0.0';
const BROKEN = '1.0.1';
const HEALTHY = '1.0.2';
// The page's h1 (its id ends in -heading): the third-party route's link says Make Payment too.
const HEADING = '-heading`,children:"Make Payment"';
/** A browser below the 50 % share runs the canary; one above it the stable build. */
const CANARY_BUCKET = 10;
const STABLE_BUCKET = 90;
/** The controller's window and pace here (production: 2m and 15s). */
const WATCH = ['--window', '1m', '--interval', '2s', '--min-views', '4'];
/** From the canary's minimum sample sent (its borrower's page hidden) to the abort, at most. */
const DECISION_BOUND_MS = 25_000;
const REPO = path.resolve(import.meta.dirname, '../..');

test.beforeAll(async () => {
  test.setTimeout(300_000);
  emptyDeployRoot();
  for (const app of ['shell', 'mfe-identity', 'mfe-servicing', 'mfe-profile']) release(app);
  release('mfe-payments', { RELEASE_VERSION: STABLE });
  for (const [area, version] of [
    ['shell', '0.1.0'],
    ['identity', '0.1.0'],
    ['servicing', '0.1.0'],
    ['profile', '0.1.0'],
    ['payments', STABLE],
  ])
    expect(remotes('promote', area!, version!).status, `promote ${area}`).toBe(0);
  // A payments build whose payment page throws while rendering, and a healthy one.
  publishEditedCopy('mfe-payments', STABLE, BROKEN, (code) =>
    code.replace(
      HEADING,
      '-heading`,children:(()=>{throw new Error("payments 1.0.1 is broken")})()',
    ),
  );
  publishEditedCopy('mfe-payments', STABLE, HEALTHY, (code) =>
    code.replace(HEADING, '-heading`,children:"Make Payment "'),
  );
});

/**
 * One scripted borrower in a browser of its own (its own bucket): signs in, opens the payment
 * page `visits` times, then leaves, which sends its telemetry. Returns what the page showed.
 */
async function borrowerVisit(browser: Browser, bucket: number, visits = 2) {
  const context = await browser.newContext({ baseURL: deployUrl });
  await context.addInitScript(
    (kept) => window.localStorage.setItem('portal.release-bucket', kept),
    String(bucket),
  );
  const page = await context.newPage();
  // The agent that sends telemetry loads once the page has been quiet a moment (ADR 013).
  const agentLoaded = page.waitForResponse(/telemetry-agent\.[0-9a-f]+\.js$/, { timeout: 60_000 });
  await page.goto('/#/home/login');
  await page.getByLabel('Username').fill('borrower1');
  await page.getByLabel('Password').fill('Welcome123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  let shown = '';
  for (let visit = 0; visit < visits; visit++) {
    await page.evaluate(() => (window.location.hash = '#/myaccount/payment'));
    const outcome = page
      .getByRole('heading', { name: /^Make Payment/, level: 1 })
      .or(page.getByRole('button', { name: 'Retry' }));
    await expect(outcome.first()).toBeVisible();
    shown = (await outcome.first().textContent()) ?? '';
    await page.evaluate(() => (window.location.hash = '#/myaccount/dashboard'));
    await expect(page.getByRole('table', { name: 'Loan Accounts' })).toBeVisible();
  }
  // The borrower lingers until the agent is there, then leaves: the agent sends what it holds
  // (headless Chromium fires no page hide of its own, so the journey fires it, as ADR 013's does).
  await agentLoaded;
  const sent = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/telemetry' && response.status() === 204,
  );
  await page.evaluate(() =>
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
  );
  await sent;
  await context.close();
  return shown;
}

/** `pnpm remotes watch payments …`, started now; resolves with its exit code and output. */
function startWatch(...extra: string[]) {
  const child = spawn(
    process.execPath,
    [path.join(REPO, 'scripts/remotes.mjs'), 'watch', 'payments', ...WATCH, ...extra],
    {
      env: {
        ...process.env,
        PORTAL_DEPLOY_ROOT: deployRoot,
        PORTAL_REMOTE_ORIGINS: JSON.stringify(deployRemoteOrigins),
        PORTAL_PROMETHEUS_URL: deployPrometheusUrl,
        PORTAL_OPERATOR: 'e2e-pipeline',
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise<{ code: number | null; output: string; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output, at: Date.now() })),
  );
  return { exit, stop: () => child.kill() };
}

/** Errors a team's override session reports: they must never count as a borrower's. */
async function overrideSessionErrors() {
  const event = {
    kind: 'error',
    type: 'boundary',
    area: 'payments',
    version: 'override',
    variant: 'override',
    route: 'myaccount/payment',
  };
  const response = await fetch(`${deployUrl}/telemetry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ schema: 1, shell: '0.1.0', events: Array(30).fill(event) }),
  });
  expect(response.status).toBe(204);
}

test('a payments canary that breaks the payment page is aborted on its own, and later tabs run stable', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const canary = remotes('canary', 'payments', BROKEN, '--percent', '50', '--why', 'e2e broken');
  expect(canary.output).toContain(`canary: payments ${BROKEN} to 50 % of browsers`);
  const watch = startWatch();
  try {
    await overrideSessionErrors();
    // Borrowers keep coming until the controller decides; the canary's reach the broken page.
    let decided = false;
    void watch.exit.then(() => (decided = true));
    const canaryShown: string[] = [];
    let sampleSentAt = 0;
    for (let pair = 0; pair < 8 && !decided; pair++) {
      expect(await borrowerVisit(browser, STABLE_BUCKET)).toBe('Make Payment');
      canaryShown.push(await borrowerVisit(browser, CANARY_BUCKET));
      // Two payment page views a borrower: the controller's minimum sample is then sent.
      if (!sampleSentAt && canaryShown.filter((shown) => shown === 'Retry').length * 2 >= 4)
        sampleSentAt = Date.now();
    }
    expect(canaryShown[0]).toBe('Retry');
    const { code, output, at } = await watch.exit;
    expect(output).toContain(`watch: ABORT payments ${BROKEN} → ${STABLE}`);
    expect(code).toBe(3);
    expect(sampleSentAt).toBeGreaterThan(0);
    expect(at - sampleSentAt).toBeLessThan(DECISION_BOUND_MS);
    console.log(
      `canary aborted ${at - sampleSentAt} ms after its minimum sample was sent\n${output}`,
    );
  } finally {
    watch.stop();
  }

  // The switch no longer names the canary, and the history says who aborted it and on what.
  expect(liveRemotes().payments).not.toHaveProperty('canary');
  const abort = remotesHistory().at(-1) as {
    action: string;
    who: string;
    figures: { canary: { errors: number; views: number }; stable: { errors: number } };
  };
  expect(abort).toMatchObject({ action: 'abort', from: BROKEN, to: STABLE });
  expect(abort.who).toContain('canary-watch');
  expect(abort.figures.canary.errors).toBeGreaterThan(0);
  expect(abort.figures.canary.views).toBeGreaterThanOrEqual(4);
  // The override session's 30 errors are nowhere in the borrowers' figures.
  expect(abort.figures.canary.errors).toBeLessThan(30);
  expect(abort.figures.stable.errors).toBe(0);

  // A browser of the canary's share, loaded after the abort, runs the stable build.
  expect(await borrowerVisit(browser, CANARY_BUCKET, 1)).toBe('Make Payment');
});

test('a healthy payments canary is promoted after its clean checks', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(remotes('canary', 'payments', HEALTHY, '--percent', '50').status).toBe(0);
  const watch = startWatch('--auto-promote', '--clean-checks', '2');
  try {
    await overrideSessionErrors();
    let decided = false;
    void watch.exit.then(() => (decided = true));
    for (let pair = 0; pair < 8 && !decided; pair++) {
      await borrowerVisit(browser, STABLE_BUCKET);
      expect(await borrowerVisit(browser, CANARY_BUCKET)).toMatch(/^Make Payment/);
    }
    const { code, output } = await watch.exit;
    expect(output).toContain(`watch: PROMOTE payments ${STABLE} → ${HEALTHY}`);
    expect(code).toBe(0);
  } finally {
    watch.stop();
  }
  expect(liveRemotes().payments).toMatchObject({ version: HEALTHY });
  expect(liveRemotes().payments).not.toHaveProperty('canary');
  expect(remotesHistory().at(-1)).toMatchObject({ action: 'promote', from: STABLE, to: HEALTHY });
  // Every browser now runs it, the stable share's too.
  expect(await borrowerVisit(browser, STABLE_BUCKET, 1)).toBe('Make Payment ');
});

test('#/status and pnpm remotes status show the live build, the canary and its share', async ({
  page,
}) => {
  expect(remotes('canary', 'payments', BROKEN, '--percent', '10').status).toBe(0);
  try {
    const status = remotes('status');
    expect(status.output).toMatch(new RegExp(`payments.*${HEALTHY}.*${BROKEN} \\(10 %\\)`));
    await page.goto(`${deployUrl}/#/status`);
    const row = page.getByRole('row', { name: /^payments/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText(HEALTHY);
    await expect(row.getByRole('cell').nth(4)).toHaveText(`${BROKEN} to 10 % of browsers`);
  } finally {
    expect(remotes('abort', 'payments', '--why', 'e2e done').status).toBe(0);
  }
});

import { defineConfig } from '@playwright/test';
import { LANES, laneTopology, portalUrl } from './support/topology';

// The sandbox's calendar days are UTC days (api-sandbox/src/time/dates.ts), and the journeys work
// them out with Date's local-time methods: the runner and its browsers keep UTC, so a journey
// means the same on a machine in any zone (journeys about the browser's zone set timezoneId).
process.env['TZ'] = 'UTC';

// Journeys run against the production builds on separate origins (see scripts/serve-portal.mjs),
// in Debian's Chromium: the machine has no network to download Playwright's own browsers.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One worker per lane, each against its own servers (support/topology.ts); a file's journeys
  // run in order in one worker.
  workers: LANES,
  fullyParallel: false,
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // Visual baselines (tests/visual-regression.spec.ts, ADR 007): animations off, caret
    // hidden; up to 1 % of a shot's pixels may differ (anti-aliasing of text between
    // Chromium builds) before the look counts as changed.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 },
  },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: portalUrl,
    // A control that never appears fails its step within 30 s, not at the end of a 5-minute
    // journey's budget (the reflow walks): a broken page costs CI seconds, not a lane's minutes.
    actionTimeout: 30_000,
    // Recording a trace costs 10–25 % of a journey's time; with retries (CI) only the retry of a
    // failed journey records one, else every run does and a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Each server also runs the telemetry receiver (base+98) and a Prometheus (base+97) scraping
  // it every 2 s, so a journey reads its own telemetry back within seconds.
  webServer: Array.from({ length: LANES }, (_, index) => laneTopology(index)).flatMap(
    ({ base, portalUrl: laneUrl, deployBase, deployRoot }) => [
      {
        command: `node ../scripts/serve-portal.mjs --base ${base} --data-dir ../.sandbox-data/e2e-${base} --fresh --control --scrape-interval 2s`,
        url: `${laneUrl}/remotes.json`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      },
      {
        // Production topology: published releases under a deploy root (delivery-*.spec.ts).
        command: `node ../scripts/serve-portal.mjs --base ${deployBase} --data-dir ../.sandbox-data/e2e-${deployBase} --fresh --deploy-root ${deployRoot} --scrape-interval 2s`,
        url: `http://127.0.0.1:${deployBase + 100}/__sandbox/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      },
    ],
  ),
});

import { defineConfig } from '@playwright/test';
import { DEPLOY_BASE_PORT, deployRoot, E2E_BASE_PORT, portalUrl } from './support/topology';

// Journeys run against the production builds on separate origins (see scripts/serve-portal.mjs),
// in Debian's Chromium: the machine has no network to download Playwright's own browsers.
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: portalUrl,
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
  webServer: [
    {
      command: `node ../scripts/serve-portal.mjs --base ${E2E_BASE_PORT} --data-dir ../.sandbox-data/e2e-${E2E_BASE_PORT} --fresh --control`,
      url: `${portalUrl}/remotes.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Production topology: published releases under a deploy root (delivery-*.spec.ts).
      command: `node ../scripts/serve-portal.mjs --base ${DEPLOY_BASE_PORT} --data-dir ../.sandbox-data/e2e-${DEPLOY_BASE_PORT} --fresh --deploy-root ${deployRoot}`,
      url: `http://127.0.0.1:${DEPLOY_BASE_PORT + 100}/__sandbox/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

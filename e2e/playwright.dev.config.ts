import { defineConfig } from '@playwright/test';
import { devPortalUrl, DEV_BASE_PORT } from './dev-tests/dev-topology';

// The inner loop (`pnpm dev`): webpack dev servers with Fast Refresh, not the production builds.
// Run with `pnpm --filter @portal/e2e test:dev`; kept out of `pnpm test` (the dev servers' first
// compile alone takes over a minute on a 2-core machine).
export default defineConfig({
  testDir: './dev-tests',
  globalSetup: './dev-tests/wait-for-dev-servers.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: devPortalUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  webServer: {
    command: `node ../scripts/dev.mjs --base ${DEV_BASE_PORT} --data-dir ../.sandbox-data/e2e-dev-${DEV_BASE_PORT} --fresh`,
    // The dev server answers once its first compile is done; the remotes' ones wait likewise.
    url: `${devPortalUrl}/remotes.json`,
    // E2E_DEV_REUSE=1 runs against a `pnpm dev --base` you started yourself.
    reuseExistingServer: Boolean(process.env.E2E_DEV_REUSE),
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

#!/usr/bin/env node
// `pnpm bench`: the federation tax, measured against a monolithic build of the same code.
//   node bench/run.mjs [--skip-build] [--base 5600] [--lighthouse-runs 1] [--network mobile|loopback] [--rtt 40] [--load-runs 3]
// The base port is --base, else BENCH_BASE_PORT, else E2E_BASE_PORT, else 5600 (bench/lib/ports.js).
// Builds the federated apps and the monolith, serves both on loopback, loads every measured
// route cold in Debian's Chromium, runs Lighthouse on login and dashboard for both, writes
// bench/out/results.json and bench/results.md, and exits 1 naming every budget exceeded.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import http from 'node:http';
import https from 'node:https';
import { localCertificate } from '../tooling/local-certificate.js';
import { createNginxSite } from '../tooling/nginx-process.js';
import { PUBLIC_API_PATHS } from '../libs/api-contract/src/all-endpoints.ts';
import { remotesJson, topology } from '../scripts/portal-topology.mjs';
import {
  budgetViolations,
  countSingletonCopies,
  medianByDepth,
  medianOf,
  ratio,
} from './lib/analysis.js';
import { compressedSizes, measurePage, MOBILE } from './lib/measure-page.js';
import { benchBasePort, benchPorts } from './lib/ports.js';
import { markdownReport } from './lib/report.js';
import { telemetryBytes } from './lib/telemetry-bytes.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(import.meta.dirname, 'out');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const USER = { username: 'borrower1', password: 'Welcome123' };
const ROUTES = [
  {
    name: 'login',
    hash: '#/home/login',
    signedIn: false,
    usable: (page) => page.getByRole('button', { name: 'Login' }),
  },
  { name: 'dashboard', hash: '#/myaccount/dashboard', signedIn: true },
  { name: 'payment', hash: '#/myaccount/payment', signedIn: true },
  { name: 'profile', hash: '#/myaccount/profile', signedIn: true },
  { name: 'loan details', hash: '#/myaccount/loanDetails/00011002347', signedIn: true },
];
const LIGHTHOUSE_ROUTES = ['login', 'dashboard'];
const SINGLETONS = ['react', 'react-dom', 'react-router', 'zustand', '@portal/shared-contracts'];

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    base: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '1' },
    // mobile: the issue 14 profile (150 ms, 1.6 Mbit/s down, 750 kbit/s up); loopback: --rtt only.
    network: { type: 'string', default: 'mobile' },
    rtt: { type: 'string', default: '40' },
    'load-runs': { type: 'string', default: '7' },
  },
});
const network =
  values.network === 'mobile'
    ? MOBILE
    : { rttMs: Number(values.rtt), downBytesPerSecond: -1, upBytesPerSecond: -1 };
const base = benchBasePort(values.base, process.env);
const log = (text) => process.stdout.write(`[bench] ${text}\n`);
const started = Date.now();
mkdirSync(OUT, { recursive: true });

// 1. Builds: the federated production apps, then the monolith (one at a time: two cores).
if (!values['skip-build']) {
  log('building the federated apps');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  log('building the monolith');
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--config',
      path.join(import.meta.dirname, 'webpack.monolith.js'),
      '--mode',
      'production',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

// 2. Servers: the federated topology via serve-portal.mjs, the monolith beside it, both over
// HTTPS and HTTP/2 as production's edge serves the borrower (a browser speaks HTTP/2 only over
// TLS). The browser trusts exactly this certificate's key, named by its hash.
const tls = localCertificate(path.join(OUT, 'tls'));
CHROMIUM_FLAGS.push(`--ignore-certificate-errors-spki-list=${tls.spki}`);
const top = topology(base, '127.0.0.1', 'https');
const monolithPort = benchPorts(base).monolith;
const monolithUrl = `https://127.0.0.1:${monolithPort}`;
const portal = spawn(
  process.execPath,
  [
    path.join(ROOT, 'scripts/serve-portal.mjs'),
    '--base',
    String(base),
    '--data-dir',
    path.join(OUT, 'sandbox-data'),
    '--fresh',
    '--tls',
    '--tls-dir',
    path.join(OUT, 'tls'),
  ],
  { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
);
const monolithRemotes = path.join(OUT, 'monolith-remotes.json');
// The shell still fetches remotes.json at boot; the monolith's loader ignores its entries.
writeFileSync(monolithRemotes, JSON.stringify(remotesJson(top), null, 2));
// The same nginx and generated configuration as the federated shell's origin.
const monolith = createNginxSite({
  prefix: path.join(OUT, 'nginx-monolith'),
  role: 'shell',
  root: path.join(OUT, 'monolith'),
  port: monolithPort,
  apiTarget: top.sandbox.url,
  publicApiPaths: PUBLIC_API_PATHS,
  remotesFile: monolithRemotes,
  tls,
});
await monolith.start();

let exitCode = 0;
try {
  await waitFor(`${top.sandbox.url}/__sandbox/health`);
  await waitFor(`${top.shell.url}/`);
  const topologies = { federated: top.shell.url, monolith: monolithUrl };

  // 3. Cold loads of every route, federated and monolith, in Debian's Chromium.
  const playwright = await importFrom('e2e', '@playwright/test');
  const chromium = playwright.chromium ?? playwright.default.chromium;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const measured = {};
  const singletons = {};
  let federationShare = {};
  const tokens = {};
  try {
    // Both builds' loads of a route are interleaved, in alternating order: a machine whose load
    // drifts during the run (two cores, other work) then weighs on both alike, not on whichever
    // build happened to be measured second.
    const names = Object.keys(topologies);
    const pages = {};
    for (const name of names) {
      pages[name] = await (await browser.newContext()).newPage();
      measured[name] = {};
    }
    log(`measuring ${names.join(' and ')} routes, interleaved`);
    for (const route of ROUTES) {
      const loads = Object.fromEntries(names.map((name) => [name, []]));
      for (const name of names)
        if (route.signedIn && !tokens[name])
          tokens[name] = await signIn(pages[name], topologies[name]);
      // Chain depth depends on when responses land, so one cold load can count a sibling as a
      // wait: each route loads several times and the load with the median depth is kept.
      for (let run = 0; run < Number(values['load-runs']); run++) {
        const order = run % 2 === 0 ? names : [...names].reverse();
        for (const name of order)
          loads[name].push(
            await measurePage(pages[name], `${topologies[name]}/${route.hash}`, {
              ...network,
              usable: route.usable,
            }).catch((error) => {
              throw new Error(`${name} ${route.name} never became usable: ${error.message}`);
            }),
          );
      }
      for (const name of names) {
        // Depth from the load with the median depth; time to usable, the median of the loads.
        measured[name][route.name] = {
          ...medianByDepth(loads[name]),
          readyMs: medianOf(loads[name], 'readyMs'),
          cls: medianOf(loads[name], 'cls'),
        };
        log(
          `  ${name} ${route.name}: ${measured[name][route.name].requests} requests, depth ${measured[name][route.name].depth} (loads: ${loads[name].map((l) => l.depth).join(', ')})`,
        );
      }
    }
    for (const name of names) await pages[name].context().close();

    for (const [name, origin] of Object.entries(topologies)) {
      // Singletons: a signed-in tour of every area in one tab, counting what was downloaded.
      const tour = await browser.newContext();
      const tourPage = await tour.newPage();
      const bodies = [];
      tourPage.on('response', async (response) => {
        if (response.request().resourceType() === 'script')
          bodies.push(await response.text().catch(() => ''));
      });
      await signIn(tourPage, origin);
      for (const route of ROUTES.filter((r) => r.signedIn)) {
        await tourPage.evaluate((hash) => {
          window.location.hash = hash;
        }, route.hash);
        await tourPage.locator('h1').first().waitFor({ state: 'visible' });
        await tourPage.waitForLoadState('networkidle');
      }
      singletons[name] = countSingletonCopies(bodies);
      if (name === 'federated') federationShare = await federationProviders(tourPage);
      await tour.close();
    }
  } finally {
    await browser.close();
  }

  // 4. Lighthouse, federated and monolith interleaved in the same run.
  const lighthouse = await runLighthouse(topologies, Number(values['lighthouse-runs']));

  // 5. The federation runtime's own bytes, from the build output.
  const runtime = runtimeBytes();
  // 6. Telemetry's share of the first page and its lazy agent (issue 51 limits: ≤ 3 kB).
  const telemetry = telemetryBytes(path.join(ROOT, 'shell', 'dist'));

  const results = {
    generatedAt: new Date().toISOString(),
    machine: `${os.cpus().length} cores, Node ${process.version}`,
    rttMs: network.rttMs,
    network: values.network,
    routes: ROUTES.map(({ name }) => {
      const f = measured.federated[name];
      const m = measured.monolith[name];
      return {
        name,
        federated: f,
        monolith: m,
        ratio: {
          jsGzip: ratio(f.js.gzip, m.js.gzip),
          jsBrotli: ratio(f.js.brotli, m.js.brotli),
          jsWire: ratio(f.wire.js, m.wire.js),
          ready: ratio(f.readyMs, m.readyMs),
          cssGzip: ratio(f.css.gzip, m.css.gzip),
          requests: ratio(f.requests, m.requests),
          depth: ratio(f.depth, m.depth),
        },
      };
    }),
    singletons,
    federationShare,
    runtime,
    telemetry,
    lighthouse,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
  const violations = budgetViolations(results, budgets);
  results.violations = violations;
  writeFileSync(path.join(OUT, 'results.json'), JSON.stringify(results, null, 2));
  // Formatted as the repository's prettier check expects, since results.md is committed.
  const resultsFile = path.join(import.meta.dirname, 'results.md');
  const report = await prettier.format(markdownReport(results, violations), {
    ...(await prettier.resolveConfig(resultsFile)),
    filepath: resultsFile,
  });
  writeFileSync(resultsFile, report);
  process.stdout.write(`\n${report}\n`);
  log(`done in ${results.seconds} s`);
  if (violations.length) {
    console.error(`Budgets exceeded:\n${violations.map((v) => `  - ${v}`).join('\n')}`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  portal.kill('SIGTERM');
  await monolith.stop();
}
process.exit(exitCode);

async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (await answersOk(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 30 seconds`);
}

/** Whether the URL answers 2xx; an https one is trusted by the bench's own certificate. */
function answersOk(url) {
  const get = url.startsWith('https:')
    ? (done) => https.get(url, { ca: tls.pem }, done)
    : (done) => http.get(url, done);
  return new Promise((resolve) => {
    get((response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 300);
    }).on('error', () => resolve(false));
  });
}

/** A package installed for another workspace package (Playwright lives in e2e). */
async function importFrom(workspace, specifier) {
  const require = createRequire(path.join(ROOT, workspace, 'package.json'));
  return import(pathToFileURL(require.resolve(specifier)).href);
}

/** Signs in through the login page, as a borrower would; returns the stored session. */
async function signIn(page, origin) {
  await page.goto(`${origin}/#/home/login`);
  await page.getByLabel('Username').fill(USER.username);
  await page.getByLabel('Password').fill(USER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/#\/myaccount\//);
  return page.evaluate(() => window.sessionStorage.getItem('portal.session'));
}

/** Per singleton, how many distinct providers the federation runtime loaded. */
function federationProviders(page) {
  return page.evaluate((packages) => {
    const share = window.__FEDERATION__?.__SHARE__ ?? {};
    const used = {};
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs))
          for (const [version, info] of Object.entries(versions))
            if (info.loaded) (used[pkg] ??= new Set()).add(`${version} from ${info.from}`);
    return Object.fromEntries(packages.map((pkg) => [pkg, used[pkg]?.size ?? 0]));
  }, SINGLETONS);
}

/**
 * Lighthouse's programmatic API on a Puppeteer page (Lighthouse's own puppeteer-core, so no
 * extra dependency): dashboard needs the signed-in tab, because the session lives in that
 * tab's sessionStorage; we sign in through the login page, clear the HTTP cache, then let
 * Lighthouse navigate the same tab with disableStorageReset.
 */
async function runLighthouse(topologies, runs) {
  process.env.CHROME_PATH = CHROMIUM;
  const { default: lighthouse } = await import('lighthouse');
  const lighthouseRequire = createRequire(
    createRequire(import.meta.url).resolve('lighthouse/package.json'),
  );
  const puppeteer = (await import(pathToFileURL(lighthouseRequire.resolve('puppeteer-core')).href))
    .default;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const samples = {};
  try {
    for (let run = 0; run < runs; run++)
      for (const name of LIGHTHOUSE_ROUTES)
        for (const [topologyName, origin] of Object.entries(topologies)) {
          log(`lighthouse ${name} ${topologyName} (run ${run + 1}/${runs})`);
          const route = ROUTES.find((r) => r.name === name);
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          if (route.signedIn) {
            await page.goto(`${origin}/#/home/login`);
            await page.locator('::-p-aria(Username)').fill(USER.username);
            await page.locator('::-p-aria(Password)').fill(USER.password);
            await page.locator('::-p-aria([name="Login"][role="button"])').click();
            await page.waitForFunction(() => window.location.hash.includes('/myaccount/'));
          }
          await page.goto('about:blank');
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          const result = await lighthouse(
            `${origin}/${route.hash}`,
            {
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
            },
            undefined,
            page,
          );
          writeFileSync(
            path.join(
              OUT,
              `lighthouse-${name.replace(/\W+/g, '-')}-${topologyName}-${run + 1}.json`,
            ),
            result?.report ?? '{}',
          );
          const audits = result?.lhr.audits ?? {};
          ((samples[name] ??= {})[topologyName] ??= []).push({
            lcp: audits['largest-contentful-paint']?.numericValue ?? null,
            tbt: audits['total-blocking-time']?.numericValue ?? null,
            cls: audits['cumulative-layout-shift']?.numericValue ?? null,
            score: result?.lhr.categories.performance?.score ?? null,
          });
          await context.close();
        }
  } finally {
    await browser.close();
  }
  const median = (list, key) => {
    const sorted = list
      .map((s) => s[key])
      .filter((v) => typeof v === 'number')
      .sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
  };
  return LIGHTHOUSE_ROUTES.map((name) => ({
    name,
    runs,
    ...Object.fromEntries(
      Object.entries(samples[name] ?? {}).map(([topologyName, list]) => [
        topologyName,
        {
          lcp: median(list, 'lcp'),
          tbt: median(list, 'tbt'),
          cls: Math.round((median(list, 'cls') ?? 0) * 1000) / 1000,
          score: median(list, 'score'),
        },
      ]),
    ),
  }));
}

/**
 * The federation runtime's bytes per app. Each federated entry file (the shell's main.js, a
 * remote's remoteEntry.js) holds webpack's runtime, the federation runtime and the container's
 * share/expose tables, and no app code (the shell's main.js only does import('./bootstrap')).
 * The monolith's main.js is the same shell entry with webpack's runtime and no federation, so
 * entry − monolith main.js ≈ the federation's own code in that app.
 */
function runtimeBytes() {
  const sizes = (file) => compressedSizes(readFileSync(file));
  const monolithMain = sizes(path.join(OUT, 'monolith/main.js'));
  const apps = [{ app: 'shell', dir: 'shell', entry: 'main.js' }]
    .concat(top.remotes.map((r) => ({ app: r.dir, dir: r.dir, entry: 'remoteEntry.js' })))
    .map(({ app, dir, entry }) => {
      const dist = path.join(ROOT, dir, 'dist');
      const entryBytes = sizes(path.join(dist, entry));
      const manifest = path.join(dist, 'mf-manifest.json');
      return {
        app,
        entry,
        entryBytes,
        federationGzip: entryBytes.gzip - monolithMain.gzip,
        manifestBytes: existsSync(manifest) ? sizes(manifest) : null,
        jsFiles: readdirSync(dist).filter((f) => f.endsWith('.js')).length,
      };
    });
  return { monolithMain, apps };
}

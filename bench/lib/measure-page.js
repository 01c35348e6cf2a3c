// Records one page load through a CDP session: every request with its initiator and timing,
// until the page is usable (its h1 is visible and the network has been idle for IDLE_MS).
import { Buffer } from 'node:buffer';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chainDepth, cumulativeLayoutShift, initiatorUrlOf } from './analysis.js';

const IDLE_MS = 500;
const USABLE_TIMEOUT_MS = 30_000;

/** Static-hosting compression: gzip -9 and brotli quality 11, as a CDN would precompress. */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/** Runs in the page before its own scripts: keeps every layout-shift entry of the load. */
const RECORD_LAYOUT_SHIFTS = `
  window.__benchLayoutShifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__benchLayoutShifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
`;

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO = { raw: 0, gzip: 0, brotli: 0 };

/** The issue 14 mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const MOBILE = {
  rttMs: 150,
  downBytesPerSecond: 1_600_000 / 8,
  upBytesPerSecond: 750_000 / 8,
};

/**
 * @param {import('playwright-core').Page} page a page whose context has a CDP session
 * @param {string} url
 * @param {{ rttMs?: number, downBytesPerSecond?: number, upBytesPerSecond?: number,
 *   usable?: (page: import('playwright-core').Page) => import('playwright-core').Locator }} [options]
 *   emulated network (round trip added to every request, bandwidth), and what shows the page
 *   is usable (default: its h1)
 */
export async function measurePage(
  page,
  url,
  { rttMs = 0, downBytesPerSecond = -1, upBytesPerSecond = -1, usable } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // A round trip of rttMs on every request: on bare loopback a response can arrive before the
  // page has sent the sibling requests of the same burst (two busy cores), which the chain
  // rule would count as a dependency. With a real round trip only true waits stay sequential.
  if (rttMs > 0 || downBytesPerSecond > 0)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rttMs,
      downloadThroughput: downBytesPerSecond,
      uploadThroughput: upBytesPerSecond,
    });
  await page.goto('about:blank');
  // Every layout shift of the load, from the document's start (the observer is buffered).
  await cdp.send('Page.enable');
  const { identifier: shiftRecorder } = await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
    source: RECORD_LAYOUT_SHIFTS,
  });

  const requests = new Map();
  let lastActivity = Date.now();
  let recording = true;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!recording || e.request.url.startsWith('data:') || requests.has(e.requestId)) return;
    lastActivity = Date.now();
    requests.set(e.requestId, {
      id: e.requestId,
      url: e.request.url,
      type: e.type ?? 'Other',
      initiatorUrl: initiatorUrlOf(e.initiator),
      sentAt: e.timestamp,
      finishedAt: null,
      failed: false,
      wireBytes: 0,
      encoding: null,
      protocol: null,
    });
  });
  const finish = (failed) => (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    lastActivity = Date.now();
    request.finishedAt = e.timestamp;
    request.failed = failed;
    // Bytes as the server sent them (headers and the encoded body), not recompressed here.
    request.wireBytes = e.encodedDataLength ?? 0;
  };
  cdp.on('Network.loadingFinished', finish(false));
  cdp.on('Network.loadingFailed', finish(true));
  cdp.on('Network.responseReceived', (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    request.type = e.type ?? request.type;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    request.encoding = headers['content-encoding'] ?? null;
    request.protocol = e.response.protocol ?? null;
  });

  const started = Date.now();
  await page.goto(url);
  await (usable ? usable(page) : page.locator('h1').first()).waitFor({
    state: 'visible',
    timeout: USABLE_TIMEOUT_MS,
  });
  const readyMs = Date.now() - started;
  // Network idle: nothing in flight, nothing started or finished for IDLE_MS.
  while (Date.now() - started < USABLE_TIMEOUT_MS) {
    const inFlight = [...requests.values()].some((r) => r.finishedAt === null);
    if (!inFlight && Date.now() - lastActivity >= IDLE_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  recording = false;
  const usableMs = lastActivity - started;
  const cls = cumulativeLayoutShift(await page.evaluate(() => window.__benchLayoutShifts ?? []));
  await cdp.send('Page.removeScriptToEvaluateOnNewDocument', { identifier: shiftRecorder });

  const list = [...requests.values()].filter((r) => !r.failed);
  let js = ZERO;
  let css = ZERO;
  const wire = { js: 0, css: 0, total: 0 };
  for (const request of list) {
    wire.total += request.wireBytes;
    if (request.type === 'Script') wire.js += request.wireBytes;
    if (request.type === 'Stylesheet') wire.css += request.wireBytes;
  }
  const files = [];
  for (const request of list) {
    if (request.type !== 'Script' && request.type !== 'Stylesheet') continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', {
      requestId: request.id,
    });
    const sizes = compressedSizes(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'));
    files.push({
      url: request.url,
      type: request.type,
      encoding: request.encoding,
      wireBytes: request.wireBytes,
      ...sizes,
    });
    if (request.type === 'Script') js = add(js, sizes);
    else css = add(css, sizes);
  }
  const { depth, chain } = chainDepth(list);
  // Telemetry waits for a usable page (issue 51): neither a batch nor the agent's code before.
  const telemetryBeforeUsable = [...requests.values()]
    .map((r) => r.url)
    .filter((url) => isTelemetryRequest(url));
  // What the page was served over (h2 over TLS, as production's edge serves it; bench/run.mjs).
  const protocols = [...new Set(list.map((r) => r.protocol).filter(Boolean))].sort();
  await cdp.detach();
  return {
    url,
    readyMs,
    usableMs,
    requests: list.length,
    depth,
    chain,
    js,
    css,
    wire,
    cls,
    files,
    protocols,
    telemetryBeforeUsable,
  };
}

/** A batch sent to /telemetry, or the shell's telemetry agent chunk. */
export function isTelemetryRequest(url) {
  const { pathname } = new URL(url);
  return pathname === '/telemetry' || /\/telemetry-agent\.[0-9a-f]+\.js$/.test(pathname);
}

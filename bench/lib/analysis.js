// The pure parts of `pnpm bench`: request-chain depth, ratios, singleton copies and the budget
// check. No browser, no file system: unit-tested in tooling/test/bench-*.test.js.

/** Requests whose completion can start another request: the page, scripts and API calls. */
export const GATING_TYPES = new Set(['Document', 'Script', 'Fetch', 'XHR']);

/**
 * The URL of the resource that issued a request, from a CDP Network.requestWillBeSent initiator:
 * the parser's document, or the script on top of the (possibly async) call stack.
 * @param {{ url?: string, stack?: { callFrames: { url: string }[], parent?: object } }} [initiator]
 * @returns {string | null}
 */
export function initiatorUrlOf(initiator) {
  if (!initiator) return null;
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return null;
}

/**
 * The number of sequential round trips: a request sits one level below the request that
 * loaded its initiator AND below every gating request (page, script, API call) that had
 * finished before it was sent. The second rule matters because the initiator alone misses
 * data dependencies: the federation runtime lives in the shell's script, so the manifest,
 * the remote entry and the remote's chunks all name the shell as their initiator although
 * each one waits for the previous one.
 * @param {{ id: string, url: string, type: string, initiatorUrl: string | null,
 *   sentAt: number, finishedAt: number | null }[]} requests in the order they were sent
 * @returns {{ depth: number, chain: string[] }}
 */
export function chainDepth(requests) {
  const levels = new Map();
  const parentOf = new Map();
  for (const [index, request] of requests.entries()) {
    let best = null;
    const consider = (candidate) => {
      if (!candidate || candidate === request) return;
      if (!best || levels.get(candidate.id) > levels.get(best.id)) best = candidate;
    };
    // The latest earlier request that fetched the initiator's URL.
    if (request.initiatorUrl)
      consider(
        requests
          .slice(0, index)
          .reverse()
          .find((r) => r.url === request.initiatorUrl),
      );
    for (const earlier of requests.slice(0, index))
      if (
        GATING_TYPES.has(earlier.type) &&
        earlier.finishedAt !== null &&
        earlier.finishedAt <= request.sentAt
      )
        consider(earlier);
    levels.set(request.id, best ? levels.get(best.id) + 1 : 1);
    parentOf.set(request.id, best);
  }
  let deepest = null;
  for (const request of requests)
    if (!deepest || levels.get(request.id) > levels.get(deepest.id)) deepest = request;
  const chain = [];
  for (let r = deepest; r; r = parentOf.get(r.id)) chain.unshift(r.url);
  return { depth: deepest ? levels.get(deepest.id) : 0, chain };
}

/** federated / monolith, two decimals; null when the monolith figure is 0. */
export function ratio(federated, monolith) {
  if (!monolith) return null;
  return Math.round((federated / monolith) * 100) / 100;
}

/**
 * How many of the downloaded script bodies define each singleton: a definition that appears
 * exactly once per copy of the library and survives minification.
 */
export const SINGLETON_SIGNATURES = {
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/,
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/,
  'react-router': /You cannot render a <Router> inside another <Router>/,
  // createStore's api object: { setState, getState, getInitialState, subscribe }, minified.
  zustand: /\{setState:[\w$]+,getState:[\w$]+,getInitialState:/,
  // The session key as the library defines it (`let K="portal.session"`); a file that only reads
  // the key (the shell's boot script: `getItem("portal.session")`) holds no copy of the library.
  '@portal/shared-contracts': /[\w$]\s*=\s*["'`]portal\.session["'`]/,
};

/** @param {string[]} bodies @returns {Record<string, number>} */
export function countSingletonCopies(bodies, signatures = SINGLETON_SIGNATURES) {
  return Object.fromEntries(
    Object.entries(signatures).map(([pkg, pattern]) => [
      pkg,
      bodies.filter((body) => pattern.test(body)).length,
    ]),
  );
}

/**
 * Every budget the results exceed, each named.
 * @param {object} results the bench's results.json
 * @param {{ singletonCopies: number, jsRatio: number, extraChainDepth: number, cls: number }} budgets
 * @returns {string[]}
 */
export function budgetViolations(results, budgets) {
  const violations = [];
  for (const [topology, copies] of Object.entries(results.singletons ?? {}))
    for (const [pkg, count] of Object.entries(copies))
      if (count > budgets.singletonCopies)
        violations.push(
          `singletonCopies: ${topology} downloaded ${count} copies of ${pkg} (budget ${budgets.singletonCopies})`,
        );
      // Every route needs each singleton: none found means the count itself is broken.
      else if (count < 1)
        violations.push(
          `singletonCopies: ${topology} downloaded no copy of ${pkg} that the bench recognises`,
        );
  for (const route of results.routes ?? []) {
    const jsRatio = route.ratio?.jsGzip;
    if (jsRatio === null || jsRatio === undefined || jsRatio > budgets.jsRatio)
      violations.push(
        `jsRatio: ${route.name} federated/monolith JS (gzip) is ${jsRatio ?? 'unmeasured'} (budget ${budgets.jsRatio})`,
      );
    // What the borrower gets (issue 14): bytes as served, and time to a usable page against
    // the monolith's on the same nginx. Checked where budgets.json names them.
    const jsWireBudget = route.name === 'login' ? budgets.loginJsWireKB : budgets.routeJsWireKB;
    const jsWire = route.federated.wire?.js;
    if (jsWireBudget !== undefined && !(jsWire <= jsWireBudget * 1000))
      violations.push(
        `jsWire: ${route.name} federated JS on the wire is ${jsWire === undefined ? 'unmeasured' : `${(jsWire / 1000).toFixed(1)} kB`} (budget ${jsWireBudget} kB)`,
      );
    const ready = route.ratio?.ready;
    if (budgets.timeToUsableRatio !== undefined && !(ready <= budgets.timeToUsableRatio))
      violations.push(
        `timeToUsableRatio: ${route.name} federated/monolith time to usable is ${ready ?? 'unmeasured'} (budget ${budgets.timeToUsableRatio})`,
      );
    // Telemetry sends nothing and loads nothing before the page is usable (issue 51 limits).
    for (const url of route.federated.telemetryBeforeUsable ?? [])
      violations.push(`telemetry: ${route.name} requested ${url} before the page was usable`);
    const extra = route.federated.depth - route.monolith.depth;
    if (extra > budgets.extraChainDepth)
      violations.push(
        `extraChainDepth: ${route.name} chain depth ${route.federated.depth} vs monolith ${route.monolith.depth} (budget +${budgets.extraChainDepth})`,
      );
  }
  // CLS is a budget on what borrowers get, the federated build. The monolith is only the
  // yardstick: its CLS is reported, and must be measured, but does not gate. Every route's own
  // loads measure it (layout-shift entries), Lighthouse's runs of login and dashboard too.
  for (const route of results.routes ?? [])
    violations.push(...clsViolations(route, 'CLS over its loads', budgets.cls));
  for (const entry of results.lighthouse ?? [])
    violations.push(...clsViolations(entry, 'CLS', budgets.cls));
  const telemetryKB = results.telemetry?.firstPage?.brotli;
  if (
    budgets.telemetryFirstPageKB !== undefined &&
    !(telemetryKB <= budgets.telemetryFirstPageKB * 1000)
  )
    violations.push(
      `telemetry: its code on the first page is ${telemetryKB === undefined ? 'unmeasured' : `${(telemetryKB / 1000).toFixed(2)} kB`} brotli (budget ${budgets.telemetryFirstPageKB} kB)`,
    );
  return violations;
}

/** A measured CLS of both builds: the federated one within the budget, neither unmeasured. */
function clsViolations(entry, what, budget) {
  return ['federated', 'monolith'].flatMap((topology) => {
    const cls = entry[topology]?.cls;
    const exceeds = topology === 'federated' && cls > budget;
    return typeof cls !== 'number' || exceeds
      ? [`cls: ${entry.name} ${topology} ${what} is ${cls ?? 'unmeasured'} (budget ${budget})`]
      : [];
  });
}

/**
 * Of several cold loads of one route, the one whose chain depth is the median (the lower middle
 * for an even count), so one load that counted a sibling response as a wait does not decide.
 * @template {{ depth: number }} T
 * @param {T[]} loads
 * @returns {T}
 */
export function medianByDepth(loads) {
  if (loads.length === 0) throw new Error('medianByDepth needs at least one load');
  const sorted = [...loads].sort((a, b) => a.depth - b.depth);
  return /** @type {T} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
}

/** The median of one numeric field over loads (the upper one of an even count). */
export function medianOf(list, key) {
  const sorted = list
    .map((item) => item[key])
    .filter((value) => typeof value === 'number')
    .sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

/**
 * Cumulative Layout Shift as browsers report it to users (web-vitals): shifts not caused by
 * input, grouped in session windows (a window ends after 1 s without a shift or 5 s after it
 * began), the largest window's sum.
 * @param {{ value: number, startTime: number, hadRecentInput?: boolean }[]} shifts
 */
export function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let window = { sum: 0, first: -Infinity, last: -Infinity };
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    const continues = shift.startTime - window.last < 1000 && shift.startTime - window.first < 5000;
    window = continues
      ? { ...window, sum: window.sum + shift.value, last: shift.startTime }
      : { sum: shift.value, first: shift.startTime, last: shift.startTime };
    largest = Math.max(largest, window.sum);
  }
  return Math.round(largest * 10_000) / 10_000;
}

// When the page's network has gone quiet: no fetch in flight, and no file or call finished for
// a while. The agent loads only then, so telemetry never adds a request before the page is
// usable (issue 51 limits). Resource timing tells when files finished, not what is in flight,
// so the page's fetches are counted as they start.

let inFlight = 0;
let lastSettled = 0;

/** Counts the page's fetches in flight (every API client calls the global fetch per request). */
export function countFetches(target: Pick<Window, 'fetch'> = window) {
  const original = target.fetch.bind(target);
  target.fetch = (input, init) => {
    inFlight += 1;
    const response = original(input, init);
    const settle = () => {
      inFlight -= 1;
      lastSettled = performance.now();
    };
    response.then(settle, settle);
    return response;
  };
}

const lastActivity = () =>
  Math.max(
    lastSettled,
    ...performance.getEntriesByType('resource').map((entry) => entry.responseEnd),
  );

/** Runs once nothing has been in flight or finished for `quietMs`, and the browser is idle. */
export function whenNetworkQuiet(quietMs: number, run: () => void) {
  const check = () => {
    const quietFor = performance.now() - lastActivity();
    if (inFlight > 0 || quietFor < quietMs) {
      setTimeout(check, Math.max(100, quietMs - quietFor));
      return;
    }
    // A page may start a call between this check and an idle moment: then wait again.
    const onIdle = () =>
      inFlight === 0 && performance.now() - lastActivity() >= quietMs ? run() : check();
    if ('requestIdleCallback' in window) requestIdleCallback(onIdle, { timeout: 2000 });
    else onIdle();
  };
  check();
}

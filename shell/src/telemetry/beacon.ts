// Sends one batch to the portal's own origin in a way that survives the page going away:
// sendBeacon, or a keepalive fetch where the browser has none or refuses the beacon.
import { TELEMETRY_PATH } from '@portal/telemetry-contract/bounds';

export function sendTelemetry(
  body: string,
  nav: Pick<Navigator, 'sendBeacon'> = navigator,
  fetchImpl: typeof fetch = fetch,
) {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(TELEMETRY_PATH, blob)) return;
  // Telemetry never costs the borrower an error: a lost batch is only logged.
  fetchImpl(TELEMETRY_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch((error: unknown) => console.warn('Telemetry batch not sent', error));
}

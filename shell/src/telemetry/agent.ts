// The lazy half of telemetry, loaded when the first page is idle (./start-telemetry): it turns
// captures into wire events, adds Web Vitals and error banners, and sends batches on page hide.
import type { RemotesConfig } from '../boot/remotes-config';
import { sendTelemetry } from './beacon';
import { createBatcher } from './batcher';
import { watchBanners } from './banner-watch';
import { currentRoute, drainCaptures } from './capture';
import { wasRefused } from './script-refusal';
import { bannerEvent, toEvent, vitalEvent, type EventContext } from './to-event';
import { watchVitals } from './vitals';
import { wireVersion } from './attribution';

const isResourceTiming = (entry: PerformanceEntry): entry is PerformanceResourceTiming =>
  typeof PerformanceResourceTiming !== 'undefined' && entry instanceof PerformanceResourceTiming;

export interface AgentOptions {
  remotes: RemotesConfig;
  /** Sends one batch (tests give their own). */
  send?: (body: string) => void;
  vitals?: Parameters<typeof watchVitals>[1];
}

export function startAgent({ remotes, send = sendTelemetry, vitals }: AgentOptions) {
  const shellVersion = wireVersion(__APP_VERSION__);
  const batcher = createBatcher({ shell: shellVersion, send });
  const context: EventContext = {
    remotes,
    shellVersion,
    pageOrigin: window.location.origin,
    refused: (url) =>
      wasRefused(performance.getEntriesByName(url, 'resource').filter(isResourceTiming)),
  };
  // A script preloaded and then injected fails twice: one refusal.
  const failedScripts = new Set<string>();
  drainCaptures((capture) => {
    if (capture.kind === 'script-failed') {
      if (failedScripts.has(capture.url)) return;
      failedScripts.add(capture.url);
    }
    const event = toEvent(capture, context);
    if (event) batcher.add(event);
  });
  watchVitals(
    (name, value) => batcher.add(vitalEvent(name, value, currentRoute(), context)),
    vitals,
  );
  watchBanners(document, (code) => batcher.add(bannerEvent(code, currentRoute(), context)));
  // Registered after web-vitals (its listeners capture on window), so the vitals it reports on
  // hide are in the batch this sends.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batcher.flush();
  });
  window.addEventListener('pagehide', () => batcher.flush());
}

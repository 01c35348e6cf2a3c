// Decides whether this tab is sampled, and loads the agent once the first page is usable (its
// load event, a second with no request in flight or finished, an idle moment), so telemetry
// costs the first page no request and few bytes.
import type { RemotesConfig } from '../boot/remotes-config';
import { dropCaptures } from './capture';
import { whenNetworkQuiet } from './network-quiet';
import { isSampled, SAMPLED_KEY } from './sampling';

/** After the page's load event, this long without network activity before the agent loads. */
const QUIET_MS = 1000;

export interface TelemetryStart {
  /** `Telemetry.SampleRate` as the settings read it. */
  sampleRate: number;
  /** The areas as this tab resolved them (overrides and variants included). */
  remotes: RemotesConfig;
  /** Told when the agent's code could not be loaded (the shell reports it as a client error). */
  onLoadFailure(error: unknown): void;
}

export function startTelemetry({ sampleRate, remotes, onLoadFailure }: TelemetryStart) {
  if (!decideSampling(sampleRate)) {
    dropCaptures();
    return;
  }
  whenIdleAfterLoad(() => {
    import(/* webpackChunkName: "telemetry-agent" */ './agent')
      .then(({ startAgent }) => startAgent({ remotes }))
      .catch(onLoadFailure);
  });
}

function decideSampling(rate: number): boolean {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(SAMPLED_KEY);
  } catch {
    // Storage refused (a private mode): decide for this page alone.
  }
  const sampled = isSampled(rate, stored, Math.random());
  try {
    window.sessionStorage.setItem(SAMPLED_KEY, sampled ? '1' : '0');
  } catch {
    // As above.
  }
  return sampled;
}

function whenIdleAfterLoad(run: () => void) {
  const quiet = () => whenNetworkQuiet(QUIET_MS, run);
  if (document.readyState === 'complete') quiet();
  else window.addEventListener('load', quiet, { once: true });
}

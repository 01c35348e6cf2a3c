import { AREA_NAMES, type AreaName } from '@portal/shared-contracts';
import { useEffect, useState } from 'react';
import { registeredRemotes } from '../areas/federation';
import { fetchLiveRemotes, type LiveRemotesConfig } from '../boot/remotes-config';
import { fetchReleaseFigures, type ReleaseFigures } from './release-figures';
import { loadedAreaVersion } from '../areas/load-area';
import { OverrideForms } from '../overrides/override-forms';
import { fetchOverridePolicy, type OverridePolicy } from '../overrides/override-policy';
import { ui } from '@portal/ui/class-names';

type Reachability = 'checking' | 'reachable' | 'unreachable' | 'not configured';

async function probe(entry: string | undefined): Promise<Reachability> {
  if (!entry) return 'not configured';
  try {
    const response = await fetch(entry, { cache: 'no-store' });
    return response.ok ? 'reachable' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/** What this tab runs of an area: the version loaded, and which copy when not the live one. */
function loadedInThisTab(area: AreaName): string {
  const version = loadedAreaVersion(area);
  const chosen = registeredRemotes()[area];
  const copy = chosen?.override ? 'override' : chosen?.variant === 'canary' ? 'canary' : null;
  if (!version) return copy ? `${copy}, not loaded yet` : 'not loaded';
  return copy ? `${version} (${copy})` : version;
}

/**
 * Read-only operator view (#/status): which build of each area is live now and which canary a
 * share of browsers runs (remotes.json as published, read afresh), the contract it was built
 * against, whether its remote entry answers now, and what this tab has loaded.
 */
export function StatusPage() {
  const [remotes, setRemotes] = useState<LiveRemotesConfig>({});
  const [reachable, setReachable] = useState<Partial<Record<AreaName, Reachability>>>({});
  const [overrides, setOverrides] = useState<OverridePolicy | null>(null);
  const [figures, setFigures] = useState<ReleaseFigures | null>(null);

  // Whether this deployment lets a browser override an area (never in production).
  useEffect(() => {
    void fetchOverridePolicy().then(setOverrides);
  }, []);

  // The published switch, not this tab's choice: a canary shows beside the live build; and,
  // where telemetry's Prometheus answers, each build's errors per view.
  useEffect(() => {
    void fetchLiveRemotes().then(setRemotes, () => setRemotes({}));
    void fetchReleaseFigures().then(setFigures);
  }, []);

  // Probing the remotes is a side effect on the network, started once they are known.
  useEffect(() => {
    for (const area of AREA_NAMES) {
      void probe(remotes[area]?.entry).then((state) =>
        setReachable((current) => ({ ...current, [area]: state })),
      );
    }
  }, [remotes]);

  return (
    <main id="main" className="layout__main">
      <title>Portal status</title>
      <h1>Portal status</h1>
      <p>
        Shell {__APP_VERSION__}, providing shared-contracts {__BUILT_CONTRACT_VERSION__}.
      </p>
      <table className={ui.table}>
        <caption>Areas</caption>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Live version</th>
            <th scope="col">Contract</th>
            <th scope="col">Remote entry</th>
            <th scope="col">Loaded in this tab</th>
            <th scope="col">Canary</th>
            <th scope="col">Errors per page view{figures ? ` (last ${figures.window})` : ''}</th>
          </tr>
        </thead>
        <tbody>
          {AREA_NAMES.map((area) => (
            <tr key={area}>
              <th scope="row">{area}</th>
              <td>{remotes[area]?.version ?? '-'}</td>
              <td>{remotes[area]?.contractVersion ?? '-'}</td>
              <td>{reachable[area] ?? 'checking'}</td>
              <td>{loadedInThisTab(area)}</td>
              <td>{canaryOf(remotes[area]?.canary)}</td>
              <td>{errorsOf(figures, area)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {overrides && <OverrideForms policy={overrides} />}
    </main>
  );
}

const canaryOf = (canary: { version: string; percent: number } | undefined) =>
  canary ? `${canary.version} to ${canary.percent} % of browsers` : 'none';

const errorsOf = (figures: ReleaseFigures | null, area: AreaName) =>
  figures?.areas[area]
    ?.map(
      (build) =>
        `${build.variant} ${build.version}: ${build.errorsPerView === null ? '-' : build.errorsPerView.toFixed(3)} of ${build.views} views`,
    )
    .join('; ') ?? 'not known';

// At boot, before the remotes are registered: the areas this browser overrides, if the
// deployment allows it and each build still passes the checks. A browser with no override
// asks nothing (every production load) and downloads none of the checks, which load only for
// a browser that holds an override; an override that no longer passes is ignored.
import type { AreaName } from '@portal/shared-contracts';
import type { RemotesConfig } from '../boot/remotes-config';
import { readOverrides } from './override-store';

export interface ActiveOverride {
  area: AreaName;
  url: string;
}

export async function resolveOverrides(
  live: RemotesConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<{ remotes: RemotesConfig; active: ActiveOverride[] }> {
  const stored = Object.entries(readOverrides()) as [AreaName, string][];
  if (stored.length === 0) return { remotes: live, active: [] };
  const [{ fetchOverridePolicy }, { checkOverride }] = await Promise.all([
    import('./override-policy'),
    import('./check-override'),
  ]);
  const policy = await fetchOverridePolicy(fetchImpl);
  if (!policy.enabled) return { remotes: live, active: [] };
  const remotes = { ...live };
  const active: ActiveOverride[] = [];
  for (const [area, url] of stored) {
    const check = await checkOverride({ area, url, policy, fetchImpl });
    if (!check.ok) continue;
    remotes[area] = check.remote;
    active.push({ area, url });
  }
  return { remotes, active };
}

// The monolith's stand-in for shell/src/areas/federation.ts (swapped in by
// bench/webpack.monolith.js): the same exports, but each area is a dynamic import() of its own
// source, so the build keeps route-level splitting and differs from the federated one only in
// how areas arrive. remotes.json is still fetched at boot; its entries are ignored here.
import type { AreaName } from '@portal/shared-contracts';
import type { RemotesConfig } from '../../shell/src/boot/remotes-config';

const AREAS: Record<AreaName, () => Promise<unknown>> = {
  identity: () => import(/* webpackChunkName: "area-identity" */ '../../mfe-identity/src/app/area'),
  payments: () => import(/* webpackChunkName: "area-payments" */ '../../mfe-payments/src/app/area'),
  servicing: () =>
    import(/* webpackChunkName: "area-servicing" */ '../../mfe-servicing/src/app/area'),
  profile: () => import(/* webpackChunkName: "area-profile" */ '../../mfe-profile/src/app/area'),
};

export const containerName = (area: AreaName) => `portal_${area}`;

let registered: RemotesConfig = {};

export function registerAreaRemotes(
  config: RemotesConfig,
  _onLoadError: (area: string, error: unknown) => void,
) {
  registered = config;
}

export function resetAreaRemote(_area: AreaName) {
  // Nothing to forget: a chunk that failed to load is fetched again by the next import().
}

export function loadAreaExpose(area: AreaName): Promise<unknown> {
  return AREAS[area]();
}

export function isRegistered(area: AreaName): boolean {
  return area in AREAS;
}

export function registeredRemotes(): RemotesConfig {
  return registered;
}

// The end-to-end topology: the README's ports shifted to 4000+, so tests never collide with a
// developer's `pnpm start` on 3000+ (E2E_BASE_PORT moves them again, e.g. for parallel runs).
// The journeys run in lanes, one per Playwright worker: each lane has its own portal, sandbox,
// deploy root and ports (LANE_PORTS apart), so no journey ever sees another's back-end state.
// A journey spends most of its time waiting on the browser and the network, not computing: two
// lanes on two cores take little more than half the time of one.
export const LANES = Number(process.env.E2E_LANES ?? 2);
const LANE_PORTS = 500;
const FIRST_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4000);

/** The ports and folders of one lane (its portal on base…base+4, the sandbox on base+100). */
export function laneTopology(lane: number) {
  const base = FIRST_BASE_PORT + lane * LANE_PORTS;
  // The production topology (published releases under a deploy root) runs beside it.
  const deployBase = base + 200;
  return {
    base,
    portalUrl: `http://127.0.0.1:${base}`,
    deployBase,
    deployRoot: new URL(`../../.sandbox-data/deploy-root-${base}`, import.meta.url).pathname,
  };
}

/** This process's lane: the worker's parallel index (0 … workers − 1); the runner's is 0. */
const lane = laneTopology(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const E2E_BASE_PORT = lane.base;
export const portalUrl = lane.portalUrl;
export const sandboxUrl = `http://127.0.0.1:${E2E_BASE_PORT + 100}`;
export const controlUrl = `http://127.0.0.1:${E2E_BASE_PORT + 99}`;
export const remoteOrigin = (offset: 1 | 2 | 3 | 4) => `http://127.0.0.1:${E2E_BASE_PORT + offset}`;

export const DEPLOY_BASE_PORT = lane.deployBase;
export const deployUrl = `http://127.0.0.1:${DEPLOY_BASE_PORT}`;
export const deployRoot = lane.deployRoot;
export const deployRemoteOrigins = {
  identity: `http://127.0.0.1:${DEPLOY_BASE_PORT + 1}`,
  payments: `http://127.0.0.1:${DEPLOY_BASE_PORT + 2}`,
  servicing: `http://127.0.0.1:${DEPLOY_BASE_PORT + 3}`,
  profile: `http://127.0.0.1:${DEPLOY_BASE_PORT + 4}`,
};

/** The deploy topology's Prometheus, scraping its telemetry receiver (scripts/serve-portal.mjs). */
export const deployPrometheusUrl = `http://127.0.0.1:${DEPLOY_BASE_PORT + 97}`;

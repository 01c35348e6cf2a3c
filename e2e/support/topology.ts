// The end-to-end topology: the README's ports shifted to 4000+, so tests never collide with a
// developer's `pnpm start` on 3000+ (E2E_BASE_PORT moves them again, e.g. for parallel runs).
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4000);
export const portalUrl = `http://127.0.0.1:${E2E_BASE_PORT}`;
export const sandboxUrl = `http://127.0.0.1:${E2E_BASE_PORT + 100}`;
export const controlUrl = `http://127.0.0.1:${E2E_BASE_PORT + 99}`;
export const remoteOrigin = (offset: 1 | 2 | 3 | 4) => `http://127.0.0.1:${E2E_BASE_PORT + offset}`;

// The production topology (published releases under a deploy root) runs beside it.
export const DEPLOY_BASE_PORT = E2E_BASE_PORT + 200;
export const deployUrl = `http://127.0.0.1:${DEPLOY_BASE_PORT}`;
export const deployRoot = new URL(
  `../../.sandbox-data/deploy-root-${E2E_BASE_PORT}`,
  import.meta.url,
).pathname;
export const deployRemoteOrigins = {
  identity: `http://127.0.0.1:${DEPLOY_BASE_PORT + 1}`,
  payments: `http://127.0.0.1:${DEPLOY_BASE_PORT + 2}`,
  servicing: `http://127.0.0.1:${DEPLOY_BASE_PORT + 3}`,
  profile: `http://127.0.0.1:${DEPLOY_BASE_PORT + 4}`,
};

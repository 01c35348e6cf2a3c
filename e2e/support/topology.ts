// The end-to-end topology: the README's ports shifted to 4000+, so tests never collide with a
// developer's `pnpm start` on 3000+ (E2E_BASE_PORT moves them again, e.g. for parallel runs).
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4000);
export const portalUrl = `http://127.0.0.1:${E2E_BASE_PORT}`;
export const sandboxUrl = `http://127.0.0.1:${E2E_BASE_PORT + 100}`;
export const controlUrl = `http://127.0.0.1:${E2E_BASE_PORT + 99}`;
export const remoteOrigin = (offset: 1 | 2 | 3 | 4) => `http://127.0.0.1:${E2E_BASE_PORT + offset}`;

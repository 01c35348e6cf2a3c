// Where `pnpm dev` runs for the dev-mode journeys: the README's ports shifted to 4400+ (beside
// the production-build journeys' 4000–4304); E2E_DEV_BASE_PORT moves them again.
export const DEV_BASE_PORT = Number(process.env.E2E_DEV_BASE_PORT ?? 4400);
export const devPortalUrl = `http://localhost:${DEV_BASE_PORT}`;
export const devRemoteUrl = (offset: 1 | 2 | 3 | 4) => `http://localhost:${DEV_BASE_PORT + offset}`;

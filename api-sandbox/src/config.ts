import { fileURLToPath } from 'node:url';

export interface SandboxConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Addresses of the gateways whose X-Forwarded-For names the client (the portal's /api proxy). */
  trustedGateways: string[];
}

/**
 * Default data folder: <repo>/.sandbox-data/sandbox/ (git-ignored), where `pnpm start` and
 * `pnpm dev` keep it too, so every way of running the portal sees the same borrowers.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(
  new URL('../../.sandbox-data/sandbox/', import.meta.url),
);

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = env['PORT'] ? Number(env['PORT']) : 3100;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env['PORT']}"`);
  return {
    port,
    host: env['HOST'] || '127.0.0.1',
    dataDir: env['SANDBOX_DATA_DIR'] || DEFAULT_DATA_DIR,
    trustedGateways: (env['SANDBOX_TRUSTED_GATEWAYS'] ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== ''),
  };
}

// The receiver's settings, from its environment (serve-portal.mjs and docker-compose.yml set them).
import { parseTrustedProxies, type TrustedProxies } from './client-address.ts';

export interface ReceiverConfig {
  port: number;
  host: string;
  deployRoot: string | undefined;
  remotesFile: string | undefined;
  extraVersions: string[];
  refreshMs: number;
  ratePerSecond: number;
  rateBurst: number;
  maxClients: number;
  trustedProxies: TrustedProxies;
  /** The Prometheus that scrapes this receiver, for #/status's figures. */
  prometheusUrl: string | undefined;
}

const number = (text: string | undefined, fallback: number, name: string) => {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number, got ${text}`);
  return value;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ReceiverConfig {
  return {
    port: number(env['PORT'], 3098, 'PORT'),
    host: env['HOST'] || '127.0.0.1',
    deployRoot: env['TELEMETRY_DEPLOY_ROOT'] || undefined,
    remotesFile: env['TELEMETRY_REMOTES_FILE'] || undefined,
    extraVersions: (env['TELEMETRY_EXTRA_VERSIONS'] ?? '').split(',').filter(Boolean),
    refreshMs: number(
      env['TELEMETRY_VERSIONS_REFRESH_MS'],
      10_000,
      'TELEMETRY_VERSIONS_REFRESH_MS',
    ),
    // A tab sends a batch per page hide or per full batch; an office behind one address sends
    // many tabs' worth: 5 a second with a burst of 100 per address.
    ratePerSecond: number(env['TELEMETRY_RATE_PER_SECOND'], 5, 'TELEMETRY_RATE_PER_SECOND'),
    rateBurst: number(env['TELEMETRY_RATE_BURST'], 100, 'TELEMETRY_RATE_BURST'),
    maxClients: number(env['TELEMETRY_MAX_CLIENTS'], 10_000, 'TELEMETRY_MAX_CLIENTS'),
    trustedProxies: parseTrustedProxies(env['TELEMETRY_TRUSTED_PROXIES']),
    prometheusUrl: env['TELEMETRY_PROMETHEUS_URL'] || undefined,
  };
}

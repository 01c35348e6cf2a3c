import { serve } from '@hono/node-server';
import { readConfig } from './config.ts';
import { createLabelPolicy, loadBannerCatalogue } from './label-policy.ts';
import { createLog } from './log.ts';
import { countUnknown, createMetrics } from './metrics.ts';
import { createVersionCatalogue } from './published-versions.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createReceiver } from './receiver.ts';
import { releaseFigures } from './release-figures.ts';
import path from 'node:path';

const config = readConfig();
const log = createLog();
const metrics = createMetrics();
const versions = createVersionCatalogue(
  { deployRoot: config.deployRoot, remotesFile: config.remotesFile, extra: config.extraVersions },
  config.refreshMs,
);
const remotesFile =
  config.remotesFile ?? (config.deployRoot && path.join(config.deployRoot, 'remotes.json'));
const app = createReceiver({
  metrics,
  labels: createLabelPolicy({
    versions,
    onUnknown: countUnknown(metrics),
    bannerCodes: await loadBannerCatalogue(),
  }),
  limiter: createRateLimiter({
    perSecond: config.ratePerSecond,
    burst: config.rateBurst,
    maxClients: config.maxClients,
  }),
  log,
  trustedProxies: config.trustedProxies,
  ...(config.prometheusUrl && remotesFile
    ? { figures: releaseFigures(config.prometheusUrl, remotesFile) }
    : {}),
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
  log({ msg: 'listening', host: config.host, port: info.port }),
);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  log({ msg: 'stopping', signal });
  versions.stop();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

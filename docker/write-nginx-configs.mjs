#!/usr/bin/env node
// The nginx configuration of every origin of docker-compose.yml, generated in the image's build
// stage from the same generator and header policy `pnpm start` and the journeys use.
//   PORTAL_REMOTE_ORIGINS='{"identity":"http://localhost:3001",...}' node docker/write-nginx-configs.mjs OUT
// The remotes' origins are the ones the browser sees (published into remotes.json by the
// publish service): they feed the shell page's CSP.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConfig } from '../tooling/nginx-config.js';
import { parseOverrideOrigins } from '../tooling/remote-overrides.js';
import { parseImageOrigins } from '../tooling/server-headers.js';
import { PUBLIC_API_PATHS } from '../libs/api-contract/src/all-endpoints.ts';
import { REMOTES } from '../scripts/portal-topology.mjs';

export const DEPLOY_ROOT = '/deploy';
export const SHELL_PORT = 3000;
export const API_TARGET = 'http://sandbox:3100';
/** The telemetry receiver's service (docker-compose.yml), behind the shell's /telemetry. */
export const TELEMETRY_TARGET = 'http://telemetry:3098';

/**
 * service name → nginx configuration text. `overrideOrigins` (PORTAL_OVERRIDE_ORIGINS) is for
 * staging and review deployments only: docker-compose.yml, the production topology, sets none.
 */
export function composeConfigs(remoteOrigins, overrideOrigins = [], imageOrigins = []) {
  const common = {
    host: '0.0.0.0',
    modulesDir: '/usr/lib/nginx/modules',
    pid: 'nginx.pid',
    // One line per request where the container runtime collects it.
    accessLog: '/dev/stdout',
  };
  return {
    shell: nginxConfig({
      ...common,
      role: 'shell',
      root: `${DEPLOY_ROOT}/shell`,
      port: SHELL_PORT,
      index: '/live/index.html',
      remotesFile: `${DEPLOY_ROOT}/remotes.json`,
      apiTarget: API_TARGET,
      publicApiPaths: PUBLIC_API_PATHS,
      telemetryTarget: TELEMETRY_TARGET,
      remoteOrigins: Object.values(remoteOrigins),
      overrideOrigins,
      imageOrigins,
    }),
    ...Object.fromEntries(
      REMOTES.map((r) => [
        r.area,
        nginxConfig({
          ...common,
          role: 'remote',
          root: `${DEPLOY_ROOT}/${r.dir}`,
          port: SHELL_PORT + r.offset,
        }),
      ]),
    ),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  const origins = JSON.parse(process.env.PORTAL_REMOTE_ORIGINS ?? '{}');
  if (!out || Object.keys(origins).length !== REMOTES.length) {
    console.error(
      'usage: PORTAL_REMOTE_ORIGINS=<json of area → origin> write-nginx-configs.mjs OUT',
    );
    process.exit(2);
  }
  mkdirSync(out, { recursive: true });
  const overrideOrigins = parseOverrideOrigins(process.env.PORTAL_OVERRIDE_ORIGINS);
  const imageOrigins = parseImageOrigins(process.env.PORTAL_IMAGE_ORIGINS);
  for (const [service, text] of Object.entries(
    composeConfigs(origins, overrideOrigins, imageOrigins),
  ))
    writeFileSync(path.join(out, `${service}.conf`), text);
}

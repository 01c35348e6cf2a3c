// Where each part of the portal runs locally. Ports follow the README: shell 3000, remotes
// 3001–3004, sandbox 3100; a different base (the end-to-end tests use 4000) shifts them all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readIntegrity } from '../tooling/script-integrity.js';

const ROOT = path.resolve(import.meta.dirname, '..');

export const REMOTES = [
  { area: 'identity', dir: 'mfe-identity', offset: 1 },
  { area: 'payments', dir: 'mfe-payments', offset: 2 },
  { area: 'servicing', dir: 'mfe-servicing', offset: 3 },
  { area: 'profile', dir: 'mfe-profile', offset: 4 },
];

/**
 * @param {string} [scheme] 'https' when the origins serve HTTPS (`serve-portal.mjs --tls`); the
 *   sandbox and the control port stay plain HTTP on loopback, behind the shell's /api proxy
 */
export function topology(base = 3000, host = '127.0.0.1', scheme = 'http') {
  const url = (port, on = scheme) => `${on}://${host}:${port}`;
  return {
    shell: { port: base, url: url(base) },
    sandbox: { port: base + 100, url: url(base + 100, 'http') },
    control: { port: base + 99, url: url(base + 99, 'http') },
    // Operating the portal (docs/decisions/011): the telemetry receiver behind the shell's
    // /telemetry, and the Prometheus that scrapes it. Loopback only, plain HTTP.
    telemetry: { port: base + 98, url: url(base + 98, 'http') },
    prometheus: { port: base + 97, url: url(base + 97, 'http') },
    remotes: REMOTES.map((r) => ({ ...r, port: base + r.offset, url: url(base + r.offset) })),
  };
}

/**
 * The deploy-time remotes.json for this topology: each app's dist/ is live. When a remote has
 * been built, its manifest and its scripts' hashes are copied in, so the shell does not fetch
 * the manifest separately and runs only the scripts that build recorded.
 */
export function remotesJson(top, versions = {}) {
  return Object.fromEntries(
    top.remotes.map((r) => [
      r.area,
      withBuild(
        { entry: `${r.url}/mf-manifest.json`, version: versions[r.area] ?? 'local' },
        path.join(ROOT, r.dir, 'dist'),
      ),
    ]),
  );
}

/**
 * A remotes.json entry with the manifest of the build it names (read from that build's
 * folder), or unchanged when the folder has none: the runtime then fetches `entry` itself.
 */
export function withManifest(remote, buildDir) {
  const file = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(file)) return remote;
  return { ...remote, manifest: JSON.parse(readFileSync(file, 'utf8')) };
}

/**
 * A remotes.json entry with the SHA-384 of every script of the build it names, as that build
 * recorded them (integrity.json, docs/decisions/006): the shell pins each script it or the
 * remote injects to these. A build with none gets none, and the shell refuses to run it.
 */
export function withIntegrity(remote, buildDir) {
  const integrity = readIntegrity(buildDir);
  return integrity ? { ...remote, integrity } : remote;
}

/** A remotes.json entry with what its build recorded: the manifest and the scripts' hashes. */
export const withBuild = (remote, buildDir) =>
  withIntegrity(withManifest(remote, buildDir), buildDir);

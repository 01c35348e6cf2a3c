// An engine lane's servers: the production builds on nginx with their sandbox
// (scripts/serve-portal.mjs), on ports of its own beside the Playwright lanes (4000–4304 and
// 4500–4804): Firefox's from 5100, WebKit's from 5300 (E2E_ENGINES_BASE_PORT moves both, WebKit
// 200 above it). Each lane uses base…base+4 (portal and remotes), base+50 (the browser's
// automation port), base+99 (control), base+100 (sandbox), with no port a browser refuses.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Engine } from './driver.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIRST_BASE = Number(process.env['E2E_ENGINES_BASE_PORT'] ?? 5100);

export interface Lane {
  engine: Engine;
  base: number;
  portalUrl: string;
  sandboxUrl: string;
  automationPort: number;
  remoteOrigin: (offset: 1 | 2 | 3 | 4) => string;
}

export function laneOf(engine: Engine): Lane {
  const base = FIRST_BASE + (engine === 'webkit' ? 200 : 0);
  return {
    engine,
    base,
    portalUrl: `http://127.0.0.1:${base}`,
    sandboxUrl: `http://127.0.0.1:${base + 100}`,
    automationPort: base + 50,
    remoteOrigin: (offset) => `http://127.0.0.1:${base + offset}`,
  };
}

/** Starts the lane's portal (in its own process group); resolves to its stop. */
export async function startPortal(lane: Lane): Promise<() => Promise<void>> {
  const server: ChildProcess = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts/serve-portal.mjs'),
      ...['--base', String(lane.base), '--fresh', '--control'],
      ...['--data-dir', path.join(ROOT, `.sandbox-data/engines-${lane.base}`)],
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
    await exited;
  };
  for (let attempt = 0; ; attempt += 1) {
    const up = await Promise.all([
      fetch(`${lane.portalUrl}/remotes.json`).then(
        (r) => r.ok,
        () => false,
      ),
      fetch(`${lane.sandboxUrl}/__sandbox/health`).then(
        (r) => r.ok,
        () => false,
      ),
    ]);
    if (up.every(Boolean)) return stop;
    if (server.exitCode !== null || attempt > 600) {
      await stop();
      throw new Error(`[${lane.engine}] the portal did not start on ${lane.base}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function resetSandbox(lane: Lane, options: Record<string, string> = {}) {
  const response = await fetch(`${lane.sandboxUrl}/__sandbox/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile: 'default', options }),
  });
  if (!response.ok) throw new Error(`[${lane.engine}] sandbox reset: ${response.status}`);
}

async function control(lane: Lane, area: string, action: 'stop' | 'start') {
  const response = await fetch(`http://127.0.0.1:${lane.base + 99}/remotes/${area}/${action}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`[${lane.engine}] could not ${action} ${area}`);
}

/**
 * Serves the payments build on its origin in nginx's place, with its exposed module's chunk
 * changed by one added line (as a compromised server or CDN would send it). Resolves to the
 * way back to nginx.
 */
export async function servePaymentsTampered(lane: Lane): Promise<() => Promise<void>> {
  const dist = path.join(ROOT, 'mfe-payments/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes.find((e) => e.name === 'area')?.assets.js.sync[0];
  if (!chunk) throw new Error(`[${lane.engine}] no payments area chunk in its manifest`);
  await control(lane, 'payments', 'stop');
  const server = http.createServer((req, res) => {
    const file = path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    try {
      let body = readFileSync(path.join(dist, file));
      if (file === `/${chunk}`)
        body = Buffer.concat([body, Buffer.from('\nwindow.__tampered=1;\n')]);
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'application/json';
      res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(lane.base + 2, '127.0.0.1', resolve));
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await control(lane, 'payments', 'start');
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { ROUTES } from './server/route-registry.ts';
import type { SandboxServices } from './http/sandbox-services.ts';
import { createApp, DEFAULT_HTTP_POLICY, routeTable } from './server/create-app.ts';
import { checkContinue, guardTransport } from './server/transport-guard.ts';
import { AREA_STORES } from './server/area-stores.ts';
import { openStore } from './store/open-store.ts';

export interface SandboxOptions {
  /** Folder of the SQLite file; created (and seeded) when new. */
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  now?: () => Date;
  /** Proxies whose X-Forwarded-For is believed; none by default (the peer address counts). */
  trustedGateways?: readonly string[];
  /** A request body silent for this long is cut off with 408. */
  bodyStallMs?: number;
}

export interface Sandbox {
  /** e.g. "http://127.0.0.1:3100" */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Every call the sandbox routes, as Hono holds them (for the contract test). */
export function sandboxRouteTable(): { method: string; path: string }[] {
  const app = createApp({ db: undefined as never, now: () => new Date() }, ROUTES);
  return routeTable(app, ROUTES);
}

export async function createSandbox({
  dataDir,
  port,
  host = '127.0.0.1',
  now = () => new Date(),
  trustedGateways = DEFAULT_HTTP_POLICY.trustedGateways,
  bodyStallMs = DEFAULT_HTTP_POLICY.bodyStallMs,
}: SandboxOptions): Promise<Sandbox> {
  const db = openStore(dataDir, now(), AREA_STORES);
  const services: SandboxServices = { db, now };
  const app = createApp(services, ROUTES, { trustedGateways, bodyStallMs });
  // autoCleanupIncoming off: an unread body is drained by Node itself once the answer is sent.
  const listener = getRequestListener(app.fetch, { autoCleanupIncoming: false });
  const server: Server = createServer(guardTransport(listener));
  server.on('checkContinue', checkContinue(listener));
  server.keepAliveTimeout = 1000;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    throw error;
  }

  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => {
          try {
            db.close();
          } catch (closeError) {
            reject(closeError);
            return;
          }
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

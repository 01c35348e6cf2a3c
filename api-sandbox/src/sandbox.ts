import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { ROUTES } from './server/route-registry.ts';
import type { SandboxServices } from './http/sandbox-services.ts';
import { createApp, DEFAULT_HTTP_POLICY, routeTable } from './server/create-app.ts';
import { BODY_STALL_MS, cutOffStalledBodies } from './server/stalled-body.ts';
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
  /** scrypt's work factor for a new store's passwords (tests lower it; default PASSWORD_COST). */
  passwordCost?: number;
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
  bodyStallMs = BODY_STALL_MS,
  passwordCost,
}: SandboxOptions): Promise<Sandbox> {
  const db = openStore(dataDir, now(), AREA_STORES, passwordCost);
  const services: SandboxServices = { db, now };
  const app = createApp(services, ROUTES, { trustedGateways });
  // @hono/node-server drains what is left of a body answered early (bounded), so the client
  // reads the answer.
  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: { keepAliveTimeout: 1000 },
  }) as Server;
  cutOffStalledBodies(server, bodyStallMs);

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

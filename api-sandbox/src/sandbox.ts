import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTES } from './routes/registry.ts';
import type { SandboxServices } from './sandbox-services.ts';
import {
  checkContinue,
  createRequestHandler,
  DEFAULT_HTTP_POLICY,
} from './server/request-handler.ts';
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

export async function createSandbox({
  dataDir,
  port,
  host = '127.0.0.1',
  now = () => new Date(),
  trustedGateways = DEFAULT_HTTP_POLICY.trustedGateways,
  bodyStallMs = DEFAULT_HTTP_POLICY.bodyStallMs,
}: SandboxOptions): Promise<Sandbox> {
  const db = openStore(dataDir, now());
  const services: SandboxServices = { db, now };
  const handler = createRequestHandler(services, ROUTES, { trustedGateways, bodyStallMs });
  const server: Server = createServer(handler);
  server.on('checkContinue', checkContinue(handler));
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

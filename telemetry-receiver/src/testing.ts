// A receiver wired as main.ts wires it, with its log lines kept for the tests to read.
import type { IncomingMessage } from 'node:http';
import { createLabelPolicy } from './label-policy.ts';
import { countUnknown, createMetrics } from './metrics.ts';
import type { VersionCatalogue } from './published-versions.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createReceiver } from './receiver.ts';

export const PUBLISHED: Record<string, string[]> = {
  shell: ['0.1.0'],
  payments: ['0.1.1', '0.1.2'],
  servicing: ['0.1.1'],
};

export const staticVersions = (published = PUBLISHED): VersionCatalogue => ({
  has: (area, version) => published[area]?.includes(version) ?? false,
  refresh: () => {},
  stop: () => {},
});

export function testReceiver({
  burst = 5,
  perSecond = 1,
  now = (): number => 0,
}: { burst?: number; perSecond?: number; now?: () => number } = {}) {
  const lines: Record<string, unknown>[] = [];
  const metrics = createMetrics();
  const app = createReceiver({
    metrics,
    labels: createLabelPolicy({ versions: staticVersions(), onUnknown: countUnknown(metrics) }),
    limiter: createRateLimiter({ perSecond, burst, maxClients: 100, now }),
    log: (fields) => lines.push(JSON.parse(JSON.stringify(fields))),
    trustedProxies: new Set(['127.0.0.1']),
  });
  /** POST /telemetry as nginx forwards it: from 127.0.0.1, naming the client in X-Real-IP. */
  const post = (body: string, { client = '203.0.113.7', peer = '127.0.0.1', headers = {} } = {}) =>
    app.request(
      '/telemetry',
      { method: 'POST', body, headers: { 'X-Real-IP': client, ...headers } },
      { incoming: { socket: { remoteAddress: peer } } as IncomingMessage },
    );
  const metricsText = async () => (await app.request('/metrics')).text();
  return { app, post, metricsText, lines, metrics };
}

export const event = (fields: Record<string, unknown> = {}) => ({
  kind: 'page-view',
  area: 'payments',
  version: '0.1.2',
  variant: 'canary',
  route: 'myaccount/payment/:accountNumber',
  ...fields,
});

export const batch = (events: unknown[] = [event()], shell = '0.1.0') =>
  JSON.stringify({ schema: 1, shell, events });

// The receiver's routes: POST /telemetry (behind the shell origin's nginx), GET /metrics for
// Prometheus, GET /health. A batch is refused before its body is read when its client floods
// (429), refused above the contract's size bound (413) or when it is not a batch (400).
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  MAX_BATCH_BYTES,
  TELEMETRY_PATH,
  TelemetryBatchSchema,
} from '@portal/telemetry-contract/batch';
import { clientAddress, type TrustedProxies } from './client-address.ts';
import type { LabelPolicy } from './label-policy.ts';
import type { Log } from './log.ts';
import { recordBatch, type BatchOutcome, type Metrics } from './metrics.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { ReleaseFigures } from './release-figures.ts';

export interface ReceiverParts {
  metrics: Metrics;
  labels: LabelPolicy;
  limiter: RateLimiter;
  log: Log;
  trustedProxies: TrustedProxies;
  maxBatchBytes?: number;
  /** Each live build's errors per view for #/status (./release-figures.ts); absent: 503. */
  figures?: () => Promise<ReleaseFigures | null>;
}

type Env = { Bindings: Partial<HttpBindings> };

const STATUS: Record<BatchOutcome, 204 | 400 | 413 | 429> = {
  accepted: 204,
  malformed: 400,
  oversized: 413,
  rate_limited: 429,
};

export function createReceiver(parts: ReceiverParts): Hono<Env> {
  const { metrics, labels, limiter, log, trustedProxies, maxBatchBytes = MAX_BATCH_BYTES } = parts;
  const app = new Hono<Env>();

  /** Counts and logs the outcome, then answers with no body: the page reads nothing from it. */
  const answer = (c: Context<Env>, outcome: BatchOutcome, fields: Record<string, number> = {}) => {
    metrics.batches.inc({ outcome });
    const status = STATUS[outcome];
    log({
      msg: 'telemetry batch',
      outcome,
      status,
      requestId: c.req.header('x-request-id')?.slice(0, 64),
      ...fields,
    });
    if (outcome === 'rate_limited') c.header('Retry-After', '1');
    return c.body(null, status);
  };

  app.post(
    TELEMETRY_PATH,
    async (c, next) => {
      const client = clientAddress(c.req.raw.headers, c.env?.incoming, trustedProxies);
      if (!limiter.take(client)) return answer(c, 'rate_limited');
      await next();
    },
    bodyLimit({ maxSize: maxBatchBytes, onError: (c) => answer(c, 'oversized') }),
    async (c) => {
      const text = await c.req.text();
      const bytes = Buffer.byteLength(text);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return answer(c, 'malformed', { bytes });
      }
      const parsed = v.safeParse(TelemetryBatchSchema, json);
      if (!parsed.success) return answer(c, 'malformed', { bytes });
      recordBatch(metrics, parsed.output, labels);
      return answer(c, 'accepted', { bytes, events: parsed.output.events.length });
    },
  );

  app.get(`${TELEMETRY_PATH}/figures`, async (c) => {
    const figures = (await parts.figures?.()) ?? null;
    c.header('Cache-Control', 'no-store');
    return figures ? c.json(figures) : c.body(null, 503);
  });

  app.get('/metrics', async (c) => {
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.onError((error, c) => {
    log({ msg: 'unexpected error', level: 'error', error: error.name, path: c.req.path });
    return c.body(null, 500);
  });

  return app;
}

import type { IncomingMessage } from 'node:http';
import { invalid } from './http-error.ts';

/** Largest JSON body any call accepts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Past this many bytes of an oversized body we stop draining and drop the connection. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** The Content-Length the client announced, if any. */
export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  const length = header === undefined ? NaN : Number(header);
  return Number.isFinite(length) ? length : undefined;
}

/** The client hung up (or we dropped it) before the body was complete: nobody to answer. */
export class RequestAborted extends Error {}

export type RawBody = { kind: 'read'; bytes: Buffer } | { kind: 'too-large' };

/**
 * Reads the request body. An oversized body is drained (so the client can still read the
 * 400 answer) but not kept; one far beyond the limit gets its connection dropped.
 * Rejects only when the connection breaks before the body is complete.
 */
export function readBody(req: IncomingMessage, limitBytes = BODY_LIMIT_BYTES): Promise<RawBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        tooLarge = true;
        chunks.length = 0;
        if (received > DRAIN_LIMIT_BYTES) req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(tooLarge ? { kind: 'too-large' } : { kind: 'read', bytes: Buffer.concat(chunks) }),
    );
    req.on('error', () => reject(new RequestAborted()));
    req.on('close', () => {
      if (!req.complete) reject(new RequestAborted());
    });
  });
}

export type JsonObject = Record<string, unknown>;

/** Parses a body that must be a JSON object; an empty body counts as `{}`. */
export function parseJsonObject(raw: RawBody): JsonObject {
  if (raw.kind === 'too-large') throw invalid();
  const text = raw.bytes.toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid();
  return value as JsonObject;
}

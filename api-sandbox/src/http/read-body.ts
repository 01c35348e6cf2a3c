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

/** How long a body may go without a byte before it is cut off (408): a stalled client must not
 * hold a connection and a pending request forever. */
export const BODY_STALL_MS = 5_000;

/** The client hung up (or we dropped it) before the body was complete: nobody to answer. */
export class RequestAborted extends Error {}

/** The body stopped arriving for `stallMs`: answered 408, then the connection is dropped. */
export class BodyStalled extends Error {}

export type RawBody = { kind: 'read'; bytes: Buffer } | { kind: 'too-large' };

/**
 * Reads the request body. An oversized body is drained (so the client can still read the
 * 400 answer) but not kept; one far beyond the limit gets its connection dropped.
 * Rejects when the connection breaks before the body is complete, or when it stalls.
 */
export function readBody(
  req: IncomingMessage,
  limitBytes = BODY_LIMIT_BYTES,
  stallMs = BODY_STALL_MS,
): Promise<RawBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let tooLarge = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = () => clearTimeout(timer);
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        req.pause();
        reject(new BodyStalled());
      }, stallMs);
    };
    if (!req.complete) arm();
    req.on('data', (chunk: Buffer) => {
      arm();
      received += chunk.length;
      if (received > limitBytes) {
        tooLarge = true;
        chunks.length = 0;
        if (received > DRAIN_LIMIT_BYTES) req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      settle();
      resolve(tooLarge ? { kind: 'too-large' } : { kind: 'read', bytes: Buffer.concat(chunks) });
    });
    req.on('error', () => {
      settle();
      reject(new RequestAborted());
    });
    req.on('close', () => {
      settle();
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

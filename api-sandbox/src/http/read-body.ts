import { invalid } from './http-error.ts';

// The request body as Hono hands it over (a web ReadableStream), read under a size limit and a
// stall timer. Hono's own readers (`c.req.json()`, `parseBody()`) read without either.

/** Largest JSON body any call accepts. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Past this many bytes of an oversized body we stop draining and drop the connection. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** How long a body may go without a byte before it is cut off (408): a stalled client must not
 * hold a connection and a pending request forever. */
export const BODY_STALL_MS = 5_000;

/** The client hung up (or we dropped it) before the body was complete: nobody to answer. */
export class RequestAborted extends Error {}

/** The body stopped arriving for `stallMs`: answered 408, then the connection is dropped. */
export class BodyStalled extends Error {}

/** The body went past its limit; it was drained (up to DRAIN_LIMIT_BYTES) so the answer is read. */
export class BodyTooLarge extends Error {}

export interface BodyLimits {
  limitBytes: number;
  stallMs: number;
  /** Called when an oversized body is not worth draining any further: drop the connection. */
  abandon?: () => void;
}

type Reader = ReadableStreamDefaultReader<Uint8Array>;

function readWithin(reader: Reader, stallMs: number): ReturnType<Reader['read']> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyStalled()), stallMs);
  });
  const read = reader.read().catch(() => {
    throw new RequestAborted();
  });
  return Promise.race([read, stalled]).finally(() => clearTimeout(timer));
}

/** Reads and discards the rest of an oversized body so the client can still read the answer. */
async function drain(reader: Reader, received: number, limits: BodyLimits): Promise<void> {
  let total = received;
  for (;;) {
    if (total > DRAIN_LIMIT_BYTES) {
      limits.abandon?.();
      await reader.cancel().catch(() => undefined);
      return;
    }
    const chunk = await readWithin(reader, limits.stallMs);
    if (chunk.done) return;
    total += chunk.value.length;
  }
}

export interface LimitedBody {
  stream: ReadableStream<Uint8Array>;
  /** Why the stream failed (too large, stalled, aborted), once it has. */
  failure(): Error | undefined;
}

/**
 * The body, passed through chunk by chunk (a multipart parser consumes it as it arrives), failing
 * as soon as it passes `limitBytes`, stalls, or the client goes away.
 */
export function limitedBody(
  source: ReadableStream<Uint8Array> | null,
  limits: BodyLimits,
): LimitedBody {
  const reader = source?.getReader();
  let received = 0;
  let failure: Error | undefined;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!reader) return controller.close();
      try {
        const chunk = await readWithin(reader, limits.stallMs);
        if (chunk.done) return controller.close();
        received += chunk.value.length;
        if (received > limits.limitBytes) {
          await drain(reader, received, limits);
          throw new BodyTooLarge();
        }
        controller.enqueue(chunk.value);
      } catch (error) {
        failure = error instanceof Error ? error : new RequestAborted();
        controller.error(failure);
      }
    },
    cancel(reason) {
      return reader?.cancel(reason);
    },
  });
  return { stream, failure: () => failure };
}

export type RawBody = { kind: 'read'; bytes: Buffer } | { kind: 'too-large' };

/** Reads the whole body under its limit. Rejects when it stalls or the client goes away. */
export async function readBody(
  source: ReadableStream<Uint8Array> | null,
  limits: BodyLimits,
): Promise<RawBody> {
  const body = limitedBody(source, limits);
  try {
    return { kind: 'read', bytes: Buffer.from(await new Response(body.stream).arrayBuffer()) };
  } catch (error) {
    const failure = body.failure() ?? error;
    if (failure instanceof BodyTooLarge) return { kind: 'too-large' };
    throw failure;
  }
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

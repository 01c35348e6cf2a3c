import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { mediaType } from '../http/content-type.ts';
import { unsupportedMediaType, type HttpError } from '../http/http-error.ts';
import { parseJsonObject } from '../http/json-body.ts';
import type { SandboxEnv } from './sandbox-env.ts';

// Request bodies through Hono's own middleware: `bodyLimit` refuses a body over its route's limit
// (from the announced length before a byte is read, else as it streams), and `c.req` reads it.
// @hono/node-server drains what is left of a refused body, so the client reads the answer.

/** Refuses a body over `maxSize` bytes with `refusal` (400 for JSON, 413 for an upload). */
export const limitBody = (maxSize: number, refusal: () => HttpError): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw refusal();
    },
  });

/**
 * A JSON call's body, as `body`: only of the accepted media types (415 names them), and a JSON
 * object (400 Invalid). A call without a body needs no type.
 */
export function jsonBody(accepted: readonly string[]): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const text = await c.req.text();
    if (text !== '' && !accepted.includes(mediaType(c.env.incoming.headers)))
      throw unsupportedMediaType(accepted);
    c.set('body', parseJsonObject(text));
    await next();
  };
}

/** The body as bytes, as `rawBody`, for a route that reads it itself (browser reports). */
export const rawBody: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  c.set('rawBody', Buffer.from(await c.req.arrayBuffer()));
  await next();
};

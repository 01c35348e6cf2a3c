import type { IncomingHttpHeaders } from 'node:http';

/** The media type of a request body, lower-cased, without parameters ('' when absent). */
export function mediaType(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** JSON calls take `application/json` only: a form or text/plain post is a cross-site request
 * a browser sends without a preflight, so it must not reach a handler. */
export const JSON_MEDIA_TYPES: readonly string[] = ['application/json'];

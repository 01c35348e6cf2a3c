import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { errorEnvelope } from '../http/reply.ts';
import { BASE_SECURITY_HEADERS } from '../http/security-headers.ts';

// Hono has no timer for a body that stops arriving. Node's socket inactivity timeout does the
// timing (`req.setTimeout`, armed while a body is due); this only answers it with the sandbox's
// envelope, so a stalled client reads why, and frees the connection.

/** How long a body may go without a byte before it is cut off (408): a stalled client must not
 * hold a connection and a pending request forever. */
export const BODY_STALL_MS = 5_000;

const TIMEOUT_BODY = JSON.stringify(errorEnvelope('RequestTimeout'));

const announcesBody = (req: IncomingMessage): boolean =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

function answerStalled(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(408, {
    ...BASE_SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(TIMEOUT_BODY)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(TIMEOUT_BODY);
}

/** Cuts off, with 408 RequestTimeout, every request whose body goes quiet for `stallMs`. */
export function cutOffStalledBodies(server: Server, stallMs: number): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!announcesBody(req)) return;
    // Node emits 'timeout' on a request only while its body is incomplete.
    req.setTimeout(stallMs, () => answerStalled(res));
    // Once the body is in, a slow answer is no stall (after the answer, keep-alive times it).
    req.once('end', () => {
      if (!res.writableFinished) req.setTimeout(0);
    });
  });
}

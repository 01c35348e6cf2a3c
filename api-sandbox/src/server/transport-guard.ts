import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_LIMIT_BYTES, DRAIN_LIMIT_BYTES } from '../http/read-body.ts';
import { errorEnvelope } from '../http/reply.ts';
import { BASE_SECURITY_HEADERS } from '../http/security-headers.ts';

// Below Hono, on the Node connection: a body announced far beyond any limit is refused before a
// byte of it is read, and the connection dropped (draining 16 MiB+ is not worth it).

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The Content-Length the client announced, if any. */
export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  const length = header === undefined ? NaN : Number(header);
  return Number.isFinite(length) ? length : undefined;
}

/** Answers 400 Invalid at once and closes the connection, without reading the body. */
function refuseBody(res: ServerResponse): void {
  res.shouldKeepAlive = false;
  const text = JSON.stringify(errorEnvelope('Invalid'));
  res.writeHead(400, {
    ...BASE_SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(text);
}

export function guardTransport(listener: NodeListener): NodeListener {
  return (req, res) => {
    if ((declaredLength(req) ?? 0) > DRAIN_LIMIT_BYTES) return refuseBody(res);
    listener(req, res);
  };
}

/**
 * For `Expect: 100-continue`: refuse an announced body over the JSON limit before the client
 * sends it. (An upload is sent without Expect by browsers; its own limit applies as it streams.)
 */
export function checkContinue(listener: NodeListener): NodeListener {
  return (req, res) => {
    if ((declaredLength(req) ?? 0) > BODY_LIMIT_BYTES) return refuseBody(res);
    res.writeContinue();
    listener(req, res);
  };
}

import type { IncomingMessage } from 'node:http';

// Lets a front end served from another local port call the sandbox directly.
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, UserToken, ServicingBranch, Idempotency-Key',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

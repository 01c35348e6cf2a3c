import type { IncomingMessage } from 'node:http';

/** The caller's address (first X-Forwarded-For hop when a dev proxy sits in front). */
export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const address = first || req.socket.remoteAddress || '';
  return address.startsWith('::ffff:') ? address.slice(7) : address.slice(0, 64);
}

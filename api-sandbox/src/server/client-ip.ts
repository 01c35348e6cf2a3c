import type { IncomingMessage } from 'node:http';

// The caller's address, as recorded with logins, agreements and client-error reports. It is the
// connection's peer; X-Forwarded-For is believed only when that peer is a configured gateway (the
// shell's /api proxy in the production topology), since anyone else can write the header.

const normalise = (address: string): string =>
  (address.startsWith('::ffff:') ? address.slice(7) : address).slice(0, 64);

/**
 * `trustedGateways`: the addresses of the proxies allowed to speak for the client. Hops are read
 * from the right (each proxy appends the address it saw), skipping trusted ones.
 */
export function clientIp(req: IncomingMessage, trustedGateways: readonly string[] = []): string {
  const peer = normalise(req.socket.remoteAddress ?? '');
  if (!trustedGateways.includes(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => normalise(hop.trim()))
    .filter((hop) => hop !== '');
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i] as string;
    if (!trustedGateways.includes(hop)) return hop;
  }
  return peer;
}

// Which client a request comes from, for rate limiting only (kept in memory, never logged). Behind
// the shell origin's nginx, the socket's peer is nginx: its X-Real-IP names the borrower. The
// header counts only from a trusted proxy, else anyone could pick a fresh bucket per request.
import type { IncomingMessage } from 'node:http';

export const CLIENT_HEADER = 'x-real-ip';

/** `*` trusts every peer: for a network only the proxy can reach (the compose network). */
export type TrustedProxies = ReadonlySet<string> | '*';

const plain = (address: string) => address.replace(/^::ffff:/, '');

export function clientAddress(
  headers: Headers,
  incoming: IncomingMessage | undefined,
  trusted: TrustedProxies,
): string {
  const peer = plain(incoming?.socket?.remoteAddress ?? 'unknown');
  const forwarded = headers.get(CLIENT_HEADER)?.trim();
  const fromProxy = trusted === '*' || trusted.has(peer);
  return fromProxy && forwarded ? plain(forwarded) : peer;
}

export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  if (text?.trim() === '*') return '*';
  return new Set(
    (text ?? '127.0.0.1,::1')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

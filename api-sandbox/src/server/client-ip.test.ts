import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { clientIp } from './client-ip.ts';

// Issue 13 item 7: the login IP comes from the connection; X-Forwarded-For counts only when the
// connection is the configured gateway (the portal's /api proxy).

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

const GATEWAY = ['10.0.0.5'];

describe('clientIp', () => {
  it.each([
    ['a direct caller', '203.0.113.7', undefined, [], '203.0.113.7'],
    ['a direct caller forging the header', '203.0.113.7', '198.51.100.1', GATEWAY, '203.0.113.7'],
    ['anyone, with no gateway configured', '10.0.0.5', '198.51.100.1', [], '10.0.0.5'],
    ['the gateway speaking for a client', '10.0.0.5', '198.51.100.1', GATEWAY, '198.51.100.1'],
    [
      'the gateway, after a client-written hop (the right-most is the one it saw)',
      '10.0.0.5',
      '1.2.3.4, 198.51.100.1',
      GATEWAY,
      '198.51.100.1',
    ],
    ['the gateway with no header', '10.0.0.5', undefined, GATEWAY, '10.0.0.5'],
    ['an IPv4-mapped peer', '::ffff:203.0.113.7', undefined, [], '203.0.113.7'],
  ])('%s', (_, peer, forwarded, gateways, expected) => {
    expect(clientIp(request(peer, forwarded), gateways)).toBe(expected);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ok } from '../http/reply.ts';
import { publicRoute } from '../http/route-definition.ts';
import { createApp, DEFAULT_HTTP_POLICY } from './create-app.ts';

// How a URL meets the route table (what the old home-made router pinned, now on Hono).

const services = { db: undefined as never, now: () => new Date() };
const routes = [
  publicRoute({
    area: 't',
    method: 'GET',
    path: '/api/AccountDetails',
    handle: () => ok('details'),
  }),
  publicRoute({
    area: 't',
    method: 'POST',
    path: '/api/Payments/{accountNumber}/Cancel',
    handle: (ctx) => ok(ctx.params),
  }),
];
// Stand-in routes at real paths: not the contract's calls, so no request schema applies.
const app = createApp(services, routes, DEFAULT_HTTP_POLICY, []);
const call = async (method: string, path: string) => {
  // The Node request behind the call, as @hono/node-server binds it.
  const incoming = { headers: {}, socket: { remoteAddress: '127.0.0.1' } };
  const response = await app.request(`http://sandbox.test${path}`, { method }, { incoming });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('routing', () => {
  it('matches paths case-insensitively and ignores a trailing slash', async () => {
    expect(await call('GET', '/API/accountdetails/')).toEqual({ status: 200, body: 'details' });
  });

  it('captures (decoded) path parameters in the caller’s case', async () => {
    expect(await call('POST', '/api/payments/0001%20Xy/cancel')).toEqual({
      status: 200,
      body: { accountNumber: '0001 Xy' },
    });
  });

  it('tells an unknown path (404) from a known path with another method (405)', async () => {
    expect((await call('GET', '/api/nothing')).status).toBe(404);
    expect(await call('DELETE', '/api/AccountDetails')).toEqual({
      status: 405,
      body: { HasNoErrors: false, Errors: [{ ErrorMessage: 'MethodNotAllowed' }] },
    });
  });

  it('refuses the same route twice', () => {
    expect(() => createApp(services, [...routes, routes[0] as (typeof routes)[0]])).toThrow(
      /twice/,
    );
  });
});

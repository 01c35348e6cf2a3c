/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { createApiClient, createEventBus, createPortalStore } from '@portal/shared-contracts';
import { userLogin } from './user-login';

function apiAnswering(status: number, body: unknown) {
  const sent: Request[] = [];
  const api = createApiClient({
    store: createPortalStore({ storage: null }),
    bus: createEventBus(),
    prefix: 'http://portal.test/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return { api, sent };
}

describe('userLogin', () => {
  it('posts username and password and returns the parsed response', async () => {
    const { api, sent } = apiAnswering(200, {
      IsLoggedIn: true,
      UserName: 'borrower1',
      UserToken: 't',
      CompanyNumber: 0,
    });
    const result = await userLogin(api, { username: 'borrower1', password: 'Welcome123' });
    expect(result).toMatchObject({
      kind: 'ok',
      value: {
        session: { username: 'borrower1', userToken: 't', isPersonalUser: true },
        trustedDevice: true,
        mustChangePassword: false,
      },
    });
    expect(sent[0]?.url).toBe('http://portal.test/api/login/userlogin');
    expect(await sent[0]?.json()).toEqual({ username: 'borrower1', password: 'Welcome123' });
  });

  it('refuses a response without a token rather than signing in half-way', async () => {
    const { api } = apiAnswering(200, { IsLoggedIn: true, UserName: 'borrower1' });
    expect(await userLogin(api, { username: 'a', password: 'b' })).toEqual({
      kind: 'unavailable',
      reason: 'contract',
      status: 200,
    });
  });

  it("reads a 403's error code as a refusal", async () => {
    const { api } = apiAnswering(403, {
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'Invalid' }],
    });
    expect(await userLogin(api, { username: 'a', password: 'b' })).toEqual({
      kind: 'refused',
      code: 'Invalid',
    });
  });
});

/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { createApiClient, createEventBus, createPortalStore } from '@portal/shared-contracts';
import { WireContractError } from '@portal/wire/parse-wire';
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
    const response = await userLogin(api, { username: 'borrower1', password: 'Welcome123' });
    expect(response).toMatchObject({
      UserName: 'borrower1',
      IsTrustedDevice: true,
      MustChangePassword: false,
    });
    expect(sent[0]?.url).toBe('http://portal.test/api/login/userlogin');
    expect(await sent[0]?.json()).toEqual({ username: 'borrower1', password: 'Welcome123' });
  });

  it('refuses a response without a token rather than signing in half-way', async () => {
    const { api } = apiAnswering(200, { IsLoggedIn: true, UserName: 'borrower1' });
    await expect(userLogin(api, { username: 'a', password: 'b' })).rejects.toBeInstanceOf(
      WireContractError,
    );
  });
});

/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';
import { createApiClient, describeApiFailure } from './api-client';
import { createEventBus } from './event-bus';
import { sessionFromLogin } from './session';
import { createPortalStore } from './session-store';

function setup(respond: (request: Request) => Response) {
  const store = createPortalStore({ storage: null });
  const bus = createEventBus();
  const seen: Request[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return respond(request);
  });
  const api = createApiClient({
    store,
    bus,
    prefix: 'http://portal.test/api',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { store, bus, api, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const signIn = (store: ReturnType<typeof createPortalStore>) =>
  store.getState().startSession(
    sessionFromLogin({
      UserName: 'borrower1',
      UserToken: 'tok-9',
      ServicingBranch: 12,
      CompanyNumber: 0,
    }),
  );

describe('API client', () => {
  it('sends no session headers before sign-in', async () => {
    const { api, seen } = setup(() => json({}));
    await api.get('setup/ApplicationOptions').json();
    expect(seen[0]?.headers.get('UserToken')).toBeNull();
    expect(seen[0]?.url).toBe('http://portal.test/api/setup/ApplicationOptions');
  });

  it('sends UserToken and ServicingBranch once signed in', async () => {
    const { api, store, seen } = setup(() => json({}));
    signIn(store);
    await api.get('accountList').json();
    expect(seen[0]?.headers.get('UserToken')).toBe('tok-9');
    expect(seen[0]?.headers.get('ServicingBranch')).toBe('12');
  });

  it.each([
    ['a call of the institution, the same for everyone', true, null],
    ["a call of the borrower's own", undefined, 'tok-9'],
  ])('once signed in, sends %s with the token %#', async (_, sameForEveryone, token) => {
    const { api, store, seen } = setup(() => json({}));
    signIn(store);
    await api.get('setup/ApplicationOptions', { context: { sameForEveryone } }).json();
    expect(seen[0]?.headers.get('UserToken')).toBe(token);
    expect(seen[0]?.headers.get('ServicingBranch')).toBe(token ? '12' : null);
  });

  it.each([
    ['a 401', 401],
    ['a 200 envelope', 200],
  ])('turns %s whose first error is Unauthorized into a logout event', async (_, status) => {
    const { api, store, bus } = setup(() =>
      json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'Unauthorized' }] }, status),
    );
    signIn(store);
    const logout = jest.fn();
    bus.on('logout', logout);
    await api
      .get('accountList')
      .json()
      .catch(() => undefined);
    expect(logout).toHaveBeenCalledWith({ reason: 'unauthorized' });
  });

  it('does not log out for other errors', async () => {
    const { api, store, bus } = setup(() => json({ Errors: [{ ErrorMessage: 'Invalid' }] }, 403));
    signIn(store);
    const logout = jest.fn();
    bus.on('logout', logout);
    const failure = await api
      .post('login/userlogin', { json: {} })
      .json()
      .catch(describeApiFailure);
    expect(failure).toEqual({ status: 403, code: 'Invalid' });
    expect(logout).not.toHaveBeenCalled();
  });

  it('describes a failure without a response as status 0', async () => {
    expect(await describeApiFailure(new TypeError('Failed to fetch'))).toEqual({
      status: 0,
      code: undefined,
    });
  });
});

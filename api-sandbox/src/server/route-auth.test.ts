import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { documentedEndpoints } from '@portal/api-contract/all-references';
import { routeKey } from '../contract/route-table.ts';
import { envelope, startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { ROUTES } from './route-registry.ts';

// Walks the route registry, so every signed-in route added later is covered without editing this file.

const BORROWER1_ACCOUNT = '00011002347';

const signedInRoutes = ROUTES.filter((route) => route.requiresUser);
const accountScopedRoutes = ROUTES.filter((route) => route.accountNumber);
const label = (route: RouteDefinition): [string, RouteDefinition] => [
  `${route.method} ${route.path}`,
  route,
];

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
// One reset per route: its checks before the last only sign in and out, which changes nothing
// the next check reads; the last may change the store, so the next route starts afresh.
const resetOncePerRoute = () =>
  beforeAll(async () => {
    await sandbox.reset();
  });

/** The contract's example request of the route's endpoint: a request whose shape the route accepts. */
const exampleOf = (route: RouteDefinition): Record<string, unknown> =>
  documentedEndpoints.find(
    (call) => routeKey(call.method, `/api/${call.path}`) === routeKey(route.method, route.path),
  )?.example ?? {};

/** The fields as an upload's form: text fields as text, a file field as the file. */
function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value instanceof Blob) form.append(name, value, 'example.pdf');
    else form.append(name, String(value));
  return form;
}

/** Calls `route` with its contract example, naming `accountNumber` where its request carries it. */
function call(
  route: RouteDefinition,
  token: string | undefined,
  accountNumber = BORROWER1_ACCOUNT,
) {
  const source = route.accountNumber;
  const path = route.path.replace(/\{[^}]+\}/g, '1');
  const fields: Record<string, unknown> = {
    ...Object.fromEntries(
      Object.entries(exampleOf(route)).filter(
        ([name]) => name.toLowerCase() !== source?.name.toLowerCase(),
      ),
    ),
    ...(source ? { [source.name]: accountNumber } : {}),
  };
  const options = { token, ...(route.exampleHeaders ? { headers: route.exampleHeaders } : {}) };
  const encoding = route.endpoint?.encoding ?? (route.method === 'GET' ? 'query' : 'json');
  if (encoding === 'query') {
    const query = new URLSearchParams(fields as Record<string, string>);
    return sandbox.request(route.method, query.size > 0 ? `${path}?${query}` : path, options);
  }
  return sandbox.request(
    route.method,
    path,
    encoding === 'multipart' ? { ...options, form: formOf(fields) } : { ...options, body: fields },
  );
}

const tokenOf = async (username: string): Promise<string> =>
  (await sandbox.login(username)).UserToken;

it('the registry has signed-in and account-scoped routes to test', () => {
  expect(signedInRoutes.length).toBeGreaterThan(0);
  expect(accountScopedRoutes.length).toBeGreaterThan(0);
  expect(accountScopedRoutes.every((route) => route.requiresUser)).toBe(true);
});

describe.each(signedInRoutes.map(label))('%s (signed-in route)', (_, route) => {
  resetOncePerRoute();
  const expectUnauthorized = async (token: string | undefined) => {
    const response = await call(route, token);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(envelope('Unauthorized'));
  };

  it('answers 401 Unauthorized without a token', () => expectUnauthorized(undefined));

  it('answers 401 Unauthorized for an unknown token', () =>
    expectUnauthorized('0123456789abcdef0123456789abcdef'));

  it('answers 401 Unauthorized for an expired token', async () => {
    const token = await tokenOf('borrower1');
    expect(
      (await sandbox.request('POST', '/__sandbox/expire-token', { body: { UserToken: token } }))
        .status,
    ).toBe(200);
    await expectUnauthorized(token);
  });

  it('answers 401 Unauthorized for a logged-out token', async () => {
    const token = await tokenOf('borrower1');
    await sandbox.request('POST', '/api/Login/Logout', { body: { UserToken: token } });
    await expectUnauthorized(token);
  });

  it('answers 401 Unauthorized for a token still waiting for the security code', async () => {
    const pending = await sandbox.login('mfauser1');
    expect(pending.IsTrustedDevice).toBe(false);
    await expectUnauthorized(pending.UserToken);
  });

  it('lets a signed-in borrower through', async () => {
    const response = await call(route, await tokenOf('borrower1'));
    expect([401, 403]).not.toContain(response.status);
  });
});

describe.each(accountScopedRoutes.map(label))('%s (account-scoped route)', (_, route) => {
  resetOncePerRoute();
  it("answers 403 AccountNotAuthorized for another borrower's account", async () => {
    const response = await call(route, await tokenOf('borrower2'), BORROWER1_ACCOUNT);
    expect(response.status).toBe(403);
    // An upload also says why in a Message the borrower reads.
    expect(response.body).toMatchObject(envelope('AccountNotAuthorized'));
  });

  it('answers 403 AccountNotAuthorized for an account that does not exist', async () => {
    const response = await call(route, await tokenOf('borrower2'), "00000000000' OR '1'='1");
    expect(response.status).toBe(403);
    // An upload also says why in a Message the borrower reads.
    expect(response.body).toMatchObject(envelope('AccountNotAuthorized'));
  });

  it("answers 200 for the borrower's own account", async () => {
    const response = await call(route, await tokenOf('borrower1'), BORROWER1_ACCOUNT);
    expect(response.status).toBe(200);
  });
});

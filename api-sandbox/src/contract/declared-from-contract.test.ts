import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allEndpoints } from '@portal/api-contract/all-endpoints';
import { referenceOf } from '@portal/api-contract/all-references';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { ROUTES } from '../server/route-registry.ts';
import { routeKey } from './route-table.ts';

// The sandbox writes no wire shape of its own: every route the contract declares is declared from
// its endpoint (`publicCall`/`userCall`), so its handler reads the parsed request and its success
// is typed by the contract's response schema.

const contracted = new Set(allEndpoints.map((call) => routeKey(call.method, `/api/${call.path}`)));
const areas = [...new Set(ROUTES.map((route) => route.area))];

it.each(areas)('%s declares each contracted route from its contract endpoint', (area) => {
  const handWritten = ROUTES.filter(
    (route) =>
      route.area === area && !route.endpoint && contracted.has(routeKey(route.method, route.path)),
  ).map((route) => `${route.method} ${route.path}`);
  expect(handWritten).toEqual([]);
});

describe('an account-scoped call without its account number', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  const scoped = ROUTES.filter(
    (route) => route.endpoint && route.accountNumber && route.method !== 'GET',
  ).map((route) => [`${route.method} ${route.path}`, route] as const);

  it.each(scoped)('%s is refused naming the missing field', async (_, route) => {
    const { UserToken } = await sandbox.login('borrower1');
    const name = route.accountNumber?.name ?? '';
    const example = Object.fromEntries(
      Object.entries(
        ((route.endpoint && referenceOf(route.endpoint).example) ?? {}) as Record<string, unknown>,
      ).filter(([field]) => field.toLowerCase() !== name.toLowerCase()),
    );
    const response = await sandbox.request(route.method, route.path, {
      token: UserToken,
      body: example,
    });
    expect(response.status).toBe(400);
    expect(response.body.Errors[0].ErrorMessage).toBe(`Invalid: ${name} is required`);
  });
});

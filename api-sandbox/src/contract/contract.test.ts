import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allEndpoints } from '@portal/api-contract/all-endpoints';
import { documentedEndpoints } from '@portal/api-contract/all-references';
import type { Documented } from '@portal/api-contract/reference';
import { ROUTES } from '../server/route-registry.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { callOrder, type Step } from './call-order.ts';
import { checkAnswer, checkExample, labelOf } from './check-answer.ts';
import { KNOWN_UNCONTRACTED_ROUTES } from './known-uncontracted-routes.ts';
import { routeKey, routeTable } from './route-table.ts';
import { sendExample, type Session } from './send-example.ts';

// The contract test, both ways: every endpoint of @portal/api-contract against the sandbox, and
// every route of the sandbox against the contract. It runs over allEndpoints, whatever it holds.

const BORROWER = 'borrower1';

/** Routes under /api that only the sandbox has: its SSO stand-in and the contract's own pages. */
const isSandboxOwn = (path: string) =>
  /^\/api\/__sandbox\//i.test(path) || /^\/api\/(openapi\.json|reference)$/i.test(path);

const servedApiRoutes = routeTable(ROUTES).filter(
  (route) => /^\/api\//i.test(route.path) && !isSandboxOwn(route.path),
);
const contractKey = (call: (typeof allEndpoints)[number]) =>
  routeKey(call.method, `/api/${call.path}`);

describe('the sandbox against the contract: every route is declared, every endpoint served', () => {
  const contracted = new Set(allEndpoints.map(contractKey));
  const uncontracted = servedApiRoutes.filter(
    (route) => !contracted.has(routeKey(route.method, route.path)),
  );
  const known = new Set(KNOWN_UNCONTRACTED_ROUTES.map((entry) => routeKey(...splitEntry(entry))));

  it('serves no route under /api outside the contract beyond the known-missing list', () => {
    const unexpected = uncontracted
      .filter((route) => !known.has(routeKey(route.method, route.path)))
      .map((route) => `${route.method} ${route.path}`);
    expect(unexpected).toEqual([]);
  });

  // KNOWN-MISSING, to switch off once the areas land: this list may only shrink. When an area
  // declares its endpoints, this fails until their routes are taken off the list; when the list
  // is empty, delete it and the test above then demands every route be in the contract.
  it('lists as known-missing only routes still missing from the contract (the list only shrinks)', () => {
    const stillMissing = new Set(uncontracted.map((route) => routeKey(route.method, route.path)));
    const nowContracted = KNOWN_UNCONTRACTED_ROUTES.filter(
      (entry) => !stillMissing.has(routeKey(...splitEntry(entry))),
    );
    expect(nowContracted).toEqual([]);
  });

  it('serves every endpoint of the contract', () => {
    const served = new Set(servedApiRoutes.map((route) => routeKey(route.method, route.path)));
    const unserved = allEndpoints.filter((call) => !served.has(contractKey(call))).map(labelOf);
    expect(unserved).toEqual([]);
  });
});

describe('the contract against the sandbox: every endpoint answers as declared', () => {
  let sandbox: TestSandbox;
  let session: Session;

  async function freshSession(): Promise<Session> {
    await sandbox.reset();
    const login = (await sandbox.login(BORROWER)) as { UserToken: string; ServicingBranch: number };
    return { userToken: login.UserToken, servicingBranch: String(login.ServicingBranch) };
  }

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    session = await freshSession();
  });
  afterAll(() => sandbox.close());

  const steps = callOrder(documentedEndpoints);
  const table = steps.map((step): [string, Step<Documented>] => [labelOf(step.endpoint), step]);

  if (table.length === 0) {
    it.todo('sends every endpoint its example (allEndpoints is empty until the areas land)');
  } else {
    it.each(table)(
      '%s',
      async (_, { endpoint, freshSeed }) => {
        expect(checkExample(endpoint)).toEqual([]);
        if (freshSeed) session = await freshSession();
        const verdict = checkAnswer(endpoint, await sendExample(sandbox.url, endpoint, session));
        expect(verdict.kind === 'broken' ? verdict.failures : []).toEqual([]);
      },
      30_000,
    );
  }
});

function splitEntry(entry: string): [string, string] {
  const [method = '', path = ''] = entry.split(' ');
  return [method, path];
}

import { describe, expect, it } from '@jest/globals';
import { ROUTES } from '../server/route-registry.ts';
import { routeKey, routeTable } from './route-table.ts';

describe('the sandbox’s route table', () => {
  const table = routeTable(ROUTES);
  const entry = (method: string, path: string) =>
    table.find((route) => routeKey(route.method, route.path) === routeKey(method, path));

  it.each([
    ['POST', '/api/PaymentImmediate/SubmitCard', true, true],
    ['POST', '/api/PaymentImmediate/SubmitWalletPayment', true, true],
    ['GET', '/api/accountList', true, false],
    ['POST', '/api/login/userlogin', false, false],
  ])('%s %s: signed in %s, moves money %s', (method, path, requiresUser, idempotent) => {
    expect(entry(method, path)).toMatchObject({ requiresUser, idempotent });
  });

  it.each([
    ['GET', '/api/accountlist', 'GET /api/accountList'],
    ['get', '/API/AccountList/', 'GET /api/accountList'],
    ['GET', '/sandbox/branding/logos/{name}', 'GET /sandbox/branding/logos/{file}'],
  ])('takes %s %s as the router does: the same route as %s', (method, path, same) => {
    const [sameMethod = '', samePath = ''] = same.split(' ');
    expect(routeKey(method, path)).toBe(routeKey(sameMethod, samePath));
  });

  it('tells apart what the router tells apart', () => {
    expect(routeKey('GET', '/api/AgreementLogging')).not.toBe(
      routeKey('POST', '/api/AgreementLogging'),
    );
    expect(routeKey('GET', '/api/Application')).not.toBe(
      routeKey('GET', '/api/Application/GetList'),
    );
  });
});

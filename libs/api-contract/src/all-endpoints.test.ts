import { describe, expect, it } from '@jest/globals';
import { allEndpoints } from './all-endpoints.ts';

describe('the list of every call', () => {
  it('names each call once and routes each method and path to one call', () => {
    const names = allEndpoints.map((call) => call.name);
    const routes = allEndpoints.map((call) => `${call.method} ${call.path}`);
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
    expect(routes.filter((route, at) => routes.indexOf(route) !== at)).toEqual([]);
  });

  it('writes paths under /api without a leading slash or a query string', () => {
    const offending = allEndpoints.filter((call) => /^\/|\?|^api\//.test(call.path));
    expect(offending.map((call) => call.name)).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { allEndpoints, PUBLIC_API_PATHS } from './all-endpoints.ts';
import { NoRequestSchema } from './envelope.ts';

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

  it('declares an answer the same for everyone only on a GET that takes no input', () => {
    // The gateway compresses those answers (docs/decisions/003): nothing a caller sends may
    // reach them.
    const shared = allEndpoints.filter((call) => call.sameForEveryone);
    expect(shared.map((call) => call.path).sort()).toEqual([
      'Login/GetInstitutionOptions',
      'setup/ApplicationOptions',
    ]);
    for (const call of shared) {
      expect(call.method).toBe('GET');
      expect(call.request).toBe(NoRequestSchema);
    }
    // What the gateway is configured with (tooling/nginx-config.js publicApiPaths).
    expect([...PUBLIC_API_PATHS].sort()).toEqual([
      '/api/Login/GetInstitutionOptions',
      '/api/setup/ApplicationOptions',
    ]);
  });
});

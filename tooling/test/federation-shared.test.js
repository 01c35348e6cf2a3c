import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { sharedConfig } from '../federation-shared.js';

// docs/decisions/007: each app bundles @portal/ui at the version it was built with. Shared at
// run time, the highest version offered would restyle every area at once.
const APPS = ['shell', 'mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'];

describe('the federation share policy and @portal/ui', () => {
  it.each(APPS)('%s depends on @portal/ui and bundles its own copy', (app) => {
    const pkg = JSON.parse(readFileSync(new URL(`../../${app}/package.json`, import.meta.url)));
    expect(pkg.dependencies['@portal/ui']).toMatch(/^workspace:\^1\./);
    expect(Object.keys(sharedConfig(pkg.dependencies))).not.toContain('@portal/ui');
  });
});

describe("a remote's production share map", () => {
  const pkg = JSON.parse(readFileSync(new URL('../../mfe-profile/package.json', import.meta.url)));
  const underShell = sharedConfig(pkg.dependencies, { hostProvidesSingletons: true });
  const standalone = sharedConfig(pkg.dependencies);

  it('consumes the singletons from the shell and carries no copy of its own', () => {
    for (const key of [
      'react',
      'react-dom/client',
      'react-router',
      'zustand',
      '@portal/shared-contracts',
    ]) {
      expect(underShell[key]).toMatchObject({ singleton: true, import: false });
      expect(standalone[key]?.import).toBeUndefined();
    }
  });

  it('keeps its own copy of the libraries the shell may not provide', () => {
    for (const key of ['@tanstack/react-query', 'react-hook-form', 'luxon', 'valibot'])
      expect(underShell[key]).toEqual(standalone[key]);
    expect(underShell['@tanstack/react-query']?.import).toBeUndefined();
  });
});

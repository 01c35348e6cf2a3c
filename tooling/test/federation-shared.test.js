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

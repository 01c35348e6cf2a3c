import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedConfig } from '../federation-shared.js';

// A rule fix ships with one remote (docs/decisions/009): the libraries under libs/ are bundled
// into every app that imports them, at the version it was built with, and never offered to or
// taken from another app at runtime. Only shared-contracts is the runtime contract.
const ROOT = path.resolve(import.meta.dirname, '../..');
const APPS = ['shell', 'mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'];
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const LIBS = readdirSync(path.join(ROOT, 'libs')).map(
  (dir) => readJson(`libs/${dir}/package.json`).name,
);

describe('build-time libraries are bundled, not shared', () => {
  it('finds the libraries the runtime contract gave up', () => {
    expect(LIBS).toEqual(expect.arrayContaining(['@portal/password-rules', '@portal/settings']));
  });

  it.each(APPS)('%s shares shared-contracts at runtime but none of the libs it uses', (app) => {
    const { dependencies } = readJson(`${app}/package.json`);
    const used = LIBS.filter((lib) => lib in dependencies);
    const shared = Object.keys(sharedConfig(dependencies));
    expect(used.length).toBeGreaterThan(0);
    expect(shared).toContain('@portal/shared-contracts');
    for (const lib of used) expect(shared.filter((key) => key.startsWith(lib))).toEqual([]);
  });

  it('keeps the password rules out of the runtime contract', () => {
    const { exports } = readJson('shared-contracts/package.json');
    const entry = readFileSync(path.join(ROOT, 'shared-contracts/src/index.ts'), 'utf8');
    expect(Object.keys(exports)).not.toContain('./setup-option-catalogue');
    expect(entry).not.toMatch(/password|setup-option-catalogue|agreement|rich-text|parseWire/i);
  });
});

describe('tooling', () => {
  // Build and test configuration serves the apps; what needs a product library lives in libs/.
  it('depends on no library of the portal', () => {
    const { dependencies = {}, devDependencies = {} } = readJson('tooling/package.json');
    const portal = Object.keys({ ...dependencies, ...devDependencies }).filter((name) =>
      name.startsWith('@portal/'),
    );
    expect(portal).toEqual([]);
  });
});

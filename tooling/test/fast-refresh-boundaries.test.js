// React Fast Refresh keeps a component's state across an edit only when its module exports
// nothing but components; one exported constant or helper beside a component makes every edit
// remount it (issue 18), losing what was typed. eslint-plugin-react-refresh's
// only-export-components rule checks this; we check the same here without another dependency.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APPS = ['shell', 'mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'];

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** Component modules of an app: .tsx outside tests and test helpers. */
const componentModules = (app) =>
  files(path.join(ROOT, app, 'src')).filter(
    (file) =>
      file.endsWith('.tsx') &&
      !/\.test\.tsx$/.test(file) &&
      !file.includes(`${path.sep}testing${path.sep}`),
  );

/** PascalCase (EStatementDialog too); SCREAMING_CASE constants are not components. */
const isComponentName = (name) => /^[A-Z]/.test(name) && /[a-z]/.test(name);

/** The runtime exports of a module that are not components ([] when it exports no component). */
export function nonComponentExports(source) {
  const declared = [
    ...source.matchAll(
      /^export (?:default )?(?:async )?(?:const|let|var|function|class|enum) (\w+)/gm,
    ),
  ].map((match) => match[1]);
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    match[1]
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/).pop()),
  );
  const names = [...declared, ...listed];
  const hasComponent = /^export (?:default )?function [A-Z]/m.test(source);
  return hasComponent ? names.filter((name) => !isComponentName(name)) : [];
}

describe('Fast Refresh boundaries', () => {
  it('reads a module the way the rule does', () => {
    expect(nonComponentExports('export const LIMIT = 3;\nexport function Box() {}\n')).toEqual([
      'LIMIT',
    ]);
    expect(nonComponentExports('export interface P {}\nexport function Box() {}\n')).toEqual([]);
    expect(nonComponentExports('export const helper = 1;\n')).toEqual([]);
  });

  it.each(APPS)('%s: a module with a component exports only components', (app) => {
    const offenders = componentModules(app)
      .map((file) => [path.relative(ROOT, file), nonComponentExports(readFileSync(file, 'utf8'))])
      .filter(([, names]) => names.length > 0);
    expect(offenders).toEqual([]);
  });
});

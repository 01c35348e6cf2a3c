import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_SURFACES } from '../federation-shared.js';

// Every shared copy of these libraries is tree-shaken to SHARED_SURFACES at build time
// (tooling/shared-surface-plugin.js): a name an app imports that the surface lacks would be
// undefined at runtime in the browser, so it must fail here first.
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['shell', 'mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile']
  .map((app) => path.join(ROOT, app, 'src'))
  .concat(path.join(ROOT, 'shared-contracts/src'), path.join(ROOT, 'tooling'))
  // Build-time libraries are bundled into the apps, so what they import counts too; the test
  // kit (@portal/area-testing) runs only in jest, never in a bundle.
  .concat(
    readdirSync(path.join(ROOT, 'libs'))
      .filter((lib) => lib !== 'area-testing')
      .map((lib) => path.join(ROOT, 'libs', lib, 'src')),
  );

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test', 'testing'].includes(entry.name)
        ? []
        : sourceFiles(file);
    // Tests and their helpers (testing/) run in jest against the whole package, never bundled.
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** The value names each file imports from `pkg` (type-only imports cost nothing at runtime). */
function importedNames(source, pkg) {
  const names = [];
  const pattern = /import\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/gs;
  for (const [, typeOnly, clause, from] of source.matchAll(pattern)) {
    if (from !== pkg || typeOnly) continue;
    const named = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
    for (const part of named.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
    // A default or namespace import would use exports the surface cannot list.
    if (/^\s*(\*|[\w$]+\s*(,|$))/.test(clause)) names.push(`(default or * import)`);
  }
  return names;
}

describe('shared library surfaces', () => {
  const files = SOURCE_DIRS.flatMap(sourceFiles);

  it.each(Object.keys(SHARED_SURFACES))('every name an app imports from %s is kept', (pkg) => {
    const missing = files.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'), pkg)
        .filter((name) => !SHARED_SURFACES[pkg].includes(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads named, renamed, multi-line and type-only imports the way the bundle sees them', () => {
    const source = [
      "import { Link, useNavigate as go } from 'react-router';",
      "import {\n  Outlet,\n  type RouteObject,\n} from 'react-router';",
      "import type { Params } from 'react-router';",
      "import * as Router from 'react-router';",
      "import { useQuery } from '@tanstack/react-query';",
    ].join('\n');
    expect(importedNames(source, 'react-router')).toEqual([
      'Link',
      'useNavigate',
      'Outlet',
      '(default or * import)',
    ]);
  });
});

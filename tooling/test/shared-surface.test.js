import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHARED_SURFACES } from '../federation-shared.js';

// Every shared copy of these libraries is tree-shaken to SHARED_SURFACES at build time
// (tooling/upstream/shared-surface-plugin.js): a name an app imports that the surface lacks would
// be undefined at runtime in the browser, so it must fail here first.
const ROOT = path.resolve(import.meta.dirname, '../..');
const APPS = ['shell', 'mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'];
const SOURCE_DIRS = APPS.map((app) => path.join(ROOT, app, 'src'))
  .concat(path.join(ROOT, 'shared-contracts/src'), path.join(ROOT, 'tooling'))
  // Build-time libraries are bundled into the apps, so what they import counts too; the test
  // kit (@portal/area-testing) runs only in jest, never in a bundle.
  .concat(
    readdirSync(path.join(ROOT, 'libs'))
      .filter((lib) => lib !== 'area-testing')
      .map((lib) => path.join(ROOT, 'libs', lib, 'src')),
  );

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The telemetry batch's schemas run in the receiver only (a Node service): the pages import
 * their types alone, checked below, so no bundle holds what they take of valibot.
 */
const SERVER_ONLY = new Set([path.join(ROOT, 'libs/telemetry-contract/src/batch.ts')]);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test', 'testing'].includes(entry.name)
        ? []
        : sourceFiles(file);
    // Tests and their helpers (testing/) run in jest against the whole package, never bundled.
    return /\.(tsx?|jsx?)$/.test(entry.name) &&
      !/\.test\./.test(entry.name) &&
      !SERVER_ONLY.has(file)
      ? [file]
      : [];
  });
}

/**
 * The value names each file imports from `pkg` (type-only imports cost nothing at runtime). A
 * namespace import (`import * as v`) uses the names read off it (`v.string`) that the package
 * exports at runtime (`runtimeExports`): the others are types.
 */
function importedNames(source, pkg, runtimeExports = new Set()) {
  const names = [];
  const pattern = /import\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/gs;
  for (const [, typeOnly, clause, from] of source.matchAll(pattern)) {
    if (from !== pkg || typeOnly) continue;
    const named = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
    for (const part of named.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
    const namespace = clause.match(/^\s*\*\s+as\s+([\w$]+)\s*$/)?.[1];
    if (namespace) {
      const reads = source.matchAll(new RegExp(`(?<![\\w$.])${namespace}\\.([\\w$]+)`, 'g'));
      names.push(
        ...new Set([...reads].map(([, name]) => name).filter((n) => runtimeExports.has(n))),
      );
      // Passed around whole (`use(v)`), every export may be read.
      const whole = new RegExp(`(?<![\\w$.])${namespace}(?![\\w$]|\\s*\\.)`, 'g');
      if ([...source.matchAll(whole)].length > 1) names.push(`(default or * import)`);
    }
    // A default import, or a namespace passed around whole, uses exports no surface can list.
    else if (/^\s*[\w$]+\s*(,|$)/.test(clause)) names.push(`(default or * import)`);
  }
  return names;
}

/** The names a package exports at runtime, resolved as an app that depends on it does. */
async function runtimeExportsOf(pkg) {
  const app = APPS.find(
    (name) => pkg in readJson(path.join(ROOT, name, 'package.json')).dependencies,
  );
  const resolved = createRequire(path.join(ROOT, app, 'package.json')).resolve(pkg);
  return new Set(Object.keys(await import(pathToFileURL(resolved).href)));
}

describe('shared library surfaces', () => {
  const files = SOURCE_DIRS.flatMap(sourceFiles);

  it('takes only types from the server-only modules, so their valibot stays out of every page', () => {
    const valueImports = files.filter((file) =>
      /^import (?!type )[^;]*from '@portal\/telemetry-contract\/batch'/m.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(valueImports.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it.each(Object.keys(SHARED_SURFACES))(
    'every name an app imports from %s is kept',
    async (pkg) => {
      const runtimeExports = await runtimeExportsOf(pkg);
      const missing = files.flatMap((file) =>
        importedNames(readFileSync(file, 'utf8'), pkg, runtimeExports)
          .filter((name) => !SHARED_SURFACES[pkg].includes(name))
          .map((name) => `${path.relative(ROOT, file)}: ${name}`),
      );
      expect(missing).toEqual([]);
    },
  );

  it('reads named, renamed, multi-line and type-only imports the way the bundle sees them', () => {
    const source = [
      "import { Link, useNavigate as go } from 'react-router';",
      "import {\n  Outlet,\n  type RouteObject,\n} from 'react-router';",
      "import type { Params } from 'react-router';",
      "import Router from 'react-router';",
      "import { useQuery } from '@tanstack/react-query';",
    ].join('\n');
    expect(importedNames(source, 'react-router')).toEqual([
      'Link',
      'useNavigate',
      'Outlet',
      '(default or * import)',
    ]);
  });

  it('reads a namespace import by the runtime names read off it, not its types', () => {
    const source = [
      "import * as v from 'valibot';",
      'const Id = v.pipe(v.string(), v.trim());',
      'type Id = v.InferOutput<typeof Id>;',
      'const other = nav.string;',
    ].join('\n');
    const runtime = new Set(['pipe', 'string', 'trim', 'number']);
    expect(importedNames(source, 'valibot', runtime)).toEqual(['pipe', 'string', 'trim']);
    expect(importedNames(`${source}\nvalidateWith(v);`, 'valibot', runtime)).toContain(
      '(default or * import)',
    );
  });
});

// The workspace lint config really fences each app's inside: feature → feature imports, shared
// folders importing features, import cycles and broken hook rules are errors. Runs ESLint's Node
// API with the repository's own eslint.config.js over real paths and small fixtures.
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// ignore: false so the cycle fixture (ignored by `eslint .`) is linted here.
const eslint = new ESLint({ cwd: ROOT, ignore: false });

const ruleIdsOf = async (code, filePath) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
};

const featuresOf = (app) =>
  readdirSync(path.join(ROOT, app, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

// A real module of `feature`, as an extensionless import path from src/features/<other>/components.
const someModuleOf = (app, feature) => {
  const dir = path.join(ROOT, app, 'src/features', feature);
  const found = readdirSync(dir, { recursive: true }).find(
    (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
  );
  return `../../${feature}/${found.replace(/\.tsx?$/, '')}`;
};

describe('boundaries inside an app', () => {
  it.each(['mfe-identity', 'mfe-payments', 'mfe-servicing'])(
    '%s: a feature importing another feature is an error; within a feature it is not',
    async (app) => {
      const [home, other] = featuresOf(app);
      expect(other).toBeDefined();
      const file = `${app}/src/features/${home}/components/lint-fixture.ts`;

      const across = `import * as other from '${someModuleOf(app, other)}';\nexport const x = other;\n`;
      expect(await ruleIdsOf(across, file)).toContain('import-x/no-restricted-paths');

      const within = `import * as own from '${someModuleOf(app, home)}';\nexport const x = own;\n`;
      expect(await ruleIdsOf(within, file)).not.toContain('import-x/no-restricted-paths');
    },
  );

  it('a shared folder (lib) importing a feature is an error; a feature importing lib is not', async () => {
    const app = 'mfe-servicing';
    const [feature] = featuresOf(app);
    const fromLib = `import * as f from '../features/${someModuleOf(app, feature).slice(6)}';\nexport const x = f;\n`;
    expect(await ruleIdsOf(fromLib, `${app}/src/lib/lint-fixture.ts`)).toContain(
      'import-x/no-restricted-paths',
    );

    const intoLib = `import * as format from '../../../lib/format';\nexport const x = format;\n`;
    expect(
      await ruleIdsOf(intoLib, `${app}/src/features/${feature}/components/lint-fixture.ts`),
    ).toEqual([]);
  });

  it.each(['mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'])(
    '%s: loading a remote is an error (its entry has no code for it); the shell may',
    async (app) => {
      const code = `import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const x = loadRemote;\n`;
      expect(await ruleIdsOf(code, `${app}/src/app/lint-fixture.ts`)).toContain(
        'no-restricted-imports',
      );
      expect(await ruleIdsOf(code, 'shell/src/areas/lint-fixture.ts')).not.toContain(
        'no-restricted-imports',
      );
    },
  );

  it.each(['mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'])(
    '%s: React.lazy is an error (a failed download would take the area down); lazyPart is not',
    async (app) => {
      const file = `${app}/src/app/lint-fixture.tsx`;
      const bare = `import { lazy } from 'react';\nexport const X = lazy(() => import('./area'));\n`;
      expect(await ruleIdsOf(bare, file)).toContain('no-restricted-imports');
      const part = `import { lazyPart } from '@portal/ui/lazy-part';\nexport const X = lazyPart(() => import('./area').then((m) => m.default));\n`;
      expect(await ruleIdsOf(part, file)).not.toContain('no-restricted-imports');
    },
  );

  // The examples are the sandbox's sample credentials and tokens: no browser module may carry them.
  it.each([
    'mfe-identity/src/features/login/api/lint-fixture.ts',
    'shell/src/app/lint-fixture.ts',
    'libs/wire/src/lint-fixture.ts',
    'libs/api-contract/src/identity/lint-fixture.ts',
  ])(
    "%s: importing the contract's reference entries is an error; its declarations are not",
    async (file) => {
      const refused = [
        "import { loginReferences } from '@portal/api-contract/identity/login.reference';",
        "import { referenceOf } from '@portal/api-contract/all-references';",
        "import { portalOpenApiDocument } from '@portal/api-contract/openapi/portal-openapi';",
        "import { loginReferences } from './login.reference.ts';",
      ];
      for (const line of refused)
        expect(await ruleIdsOf(`${line}\nexport const x = 1;\n`, file)).toContain(
          'no-restricted-imports',
        );
      const declared =
        "import { userLogin } from '@portal/api-contract/identity/login';\nexport const x = userLogin;\n";
      expect(await ruleIdsOf(declared, file)).not.toContain('no-restricted-imports');
    },
  );

  it('an import cycle is an error', async () => {
    const results = await eslint.lintFiles(['tooling/test/fixtures/lint-cycle/*.ts']);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    }
  });

  it('a hook called conditionally is an error', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Badge({ show }: { show: boolean }) {',
      '  if (!show) return null;',
      '  const [n] = useState(0);',
      '  return n;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIdsOf(code, 'mfe-payments/src/components/lint-fixture.tsx')).toContain(
      'react-hooks/rules-of-hooks',
    );
  });
});

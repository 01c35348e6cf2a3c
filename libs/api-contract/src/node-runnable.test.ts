import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './source-files.test-helper.ts';

// The sandbox imports the contract and runs it with Node's type stripping, which resolves no
// extensionless import: `./endpoint` fails where `./endpoint.ts` loads (bundlers take either).
// The sandbox's type check (NodeNext) asks the same of type-only imports.
const SRC = fileURLToPath(new URL('.', import.meta.url));
const RELATIVE_IMPORT = /^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gm;

describe('the contract as Node runs it', () => {
  it('names the .ts file of every relative import, so the sandbox can load it', () => {
    const offending = sourceFiles(SRC).flatMap((file) =>
      // Jest runs the tests, so they may import either way.
      [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)]
        .map((match) => match[1] as string)
        .filter((specifier) => !specifier.endsWith('.ts'))
        .map((specifier) => `${relative(SRC, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});

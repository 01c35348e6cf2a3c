import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The sandbox imports the contract and runs it with Node's type stripping, which resolves no
// extensionless import: `./endpoint` fails where `./endpoint.ts` loads (bundlers take either).
const SRC = fileURLToPath(new URL('.', import.meta.url));
const VALUE_IMPORT = /^(?:import|export)(?!\s+type\b)[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(folder, entry.name)]
        : [],
  );
}

describe('the contract as Node runs it', () => {
  it('names the .ts file of every relative import, so the sandbox can load it', () => {
    const offending = sourceFiles(SRC).flatMap((file) =>
      // A type-only import is erased before Node resolves anything; jest runs the tests.
      [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)]
        .map((match) => match[1] as string)
        .filter((specifier) => !specifier.endsWith('.ts'))
        .map((specifier) => `${relative(SRC, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './source-files.test-helper.ts';

// One owner for the shared wire value shapes: an area file that writes `v.nullish(v.string())`
// again, or keeps its own money/date module, starts a second copy that drifts.
const SRC = fileURLToPath(new URL('.', import.meta.url));
const OWNER = 'wire-values.ts';
const COPIES = [
  /v\.nullish\(v\.string\(\)\)/,
  /v\.nullish\(v\.boolean\(\)\)/,
  /export const (?:WireDollars|WireMoney|WireText|WireFlag|WireDay|WireDate|WireDays|AccountNumber|QueryWholeNumber|TokenText)\b/,
];

describe('the shared wire values', () => {
  it('are written in one file, which every area imports', () => {
    const copies = sourceFiles(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => file !== OWNER)
      .filter((file) =>
        COPIES.some((pattern) => pattern.test(readFileSync(join(SRC, file), 'utf8'))),
      );
    expect(copies).toEqual([]);
  });
});

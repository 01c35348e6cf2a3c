import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// One folder per area, shared infrastructure below the areas, the composition above them
// (issue 19 item 2): no module imports from a folder above its own.

const SRC = dirname(fileURLToPath(import.meta.url));

/** Lower ranks are below. A folder not listed here fails the test until it is placed. */
const RANKS: Readonly<Record<string, number>> = {
  time: 0,
  http: 1,
  store: 1,
  auth: 1,
  settings: 1,
  rules: 1,
  identity: 2,
  payments: 2,
  servicing: 2,
  profile: 2,
  shell: 2,
  contract: 2,
  reference: 2,
  control: 3,
  server: 3,
  testing: 3,
  '.': 3,
};

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The top folder under src/ of a path ('.' for src/ itself). */
const areaOf = (path: string): string => {
  const [first, ...rest] = relative(SRC, path).split(/[\\/]/);
  return rest.length === 0 ? '.' : (first as string);
};

function upwardImports(): string[] {
  const found: string[] = [];
  for (const file of sources(SRC)) {
    const from = areaOf(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const to = areaOf(normalize(join(dirname(file), match[1] as string)));
      const fromRank = RANKS[from];
      const toRank = RANKS[to];
      if (fromRank === undefined || toRank === undefined || toRank > fromRank)
        found.push(`${relative(SRC, file)} -> ${match[1]}`);
    }
  }
  return found;
}

describe('the sandbox is layered', () => {
  it('has no import from a folder above the importing one', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('notices one (the check itself works)', () => {
    const text = "import { x } from '../server/create-app.ts';";
    const match = /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/.exec(text);
    const to = areaOf(normalize(join(SRC, 'payments', match?.[1] as string)));
    expect((RANKS[to] as number) > (RANKS.payments as number)).toBe(true);
  });
});

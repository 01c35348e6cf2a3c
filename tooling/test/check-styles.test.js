import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkStyles, classNamesUsedIn } from '../check-styles.js';
import { tempDir } from './temp-dir.js';

// The lint step's style check (docs/decisions/007): each row is a file an engineer might write,
// placed in a small workspace whose shell defines .card and whose tokens are two colours.
const ROOT = path.resolve(import.meta.dirname, '../..');

function workspace(files) {
  const root = tempDir('check-styles-');
  const all = {
    'shared-contracts/styles/tokens.css':
      ':root { --portal-color-brand: #0b5394; --portal-color-border: #c9d1db; }',
    'shell/src/styles/shell-chrome.css': '.card { border: 1px solid var(--portal-color-border); }',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('check-styles', () => {
  it.each([
    [
      'a shell class in className="…"',
      'mfe-payments/src/a.tsx',
      '<div className="card" />',
      /"card" is the shell's/,
    ],
    [
      'a shell class in an area stylesheet',
      'mfe-profile/src/a.css',
      '.profile-row > .card { min-width: 0; }',
      /selects "card", the shell's/,
    ],
    [
      'a shell class in an expression',
      'mfe-servicing/src/a.tsx',
      "<div className={ok ? 'card' : undefined} />",
      /"card" is the shell's/,
    ],
    [
      'a hex colour in an area stylesheet',
      'mfe-profile/src/a.css',
      '.x { color: #444; }',
      /raw colour #444/,
    ],
    [
      'a colour in a TypeScript stylesheet string',
      'mfe-identity/src/a.ts',
      'const CSS = `.x { background: #fdecea; }`;',
      /raw colour #fdecea/,
    ],
    [
      'rgb() in the ui library',
      'libs/ui/styles/a.css',
      '.x { color: rgb(0 0 0); }',
      /raw colour rgb/,
    ],
    [
      'a named colour',
      'mfe-servicing/src/a.css',
      '.x { border: 1px solid black; }',
      /raw colour black/,
    ],
    [
      'a custom property that is not a token',
      'mfe-payments/src/a.css',
      '.x { color: var(--color-brand); }',
      /var\(--color-brand\) is not a design token/,
    ],
  ])('fails on %s', (_what, file, text, message) => {
    const problems = checkStyles(workspace({ [file]: text }));
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(problems[0]).toMatch(new RegExp(`^${file.replace(/\./g, '\\.')}:1: `));
  });

  it.each([
    ['an area class', 'mfe-payments/src/a.tsx', '<div className="payments-step" />'],
    [
      'a compared literal',
      'mfe-payments/src/a.tsx',
      "<i className={v === 'card' ? ui.card : ''} />",
    ],
    ['a token', 'mfe-profile/src/a.css', '.x { color: var(--portal-color-brand); }'],
    ['a fragment link', 'mfe-profile/src/a.tsx', '<a href="#/myaccount/profile">Profile</a>'],
    ['a colour in a comment', 'mfe-profile/src/a.css', '/* was #444 */ .x { color: inherit; }'],
  ])('accepts %s', (_what, file, text) => {
    expect(checkStyles(workspace({ [file]: text }))).toEqual([]);
  });

  it('reads class names from multi-line className expressions', () => {
    const source = "<tr\n  className={[\n    closed && 'row--closed',\n  ].join(' ')}\n/>";
    expect(classNamesUsedIn(source)).toEqual([{ name: 'row--closed', line: 2 }]);
  });

  it('finds nothing in this workspace', () => {
    expect(checkStyles(ROOT)).toEqual([]);
  });
});

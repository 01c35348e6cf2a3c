// TypeScript's half of one visual system (eslint.config.js, tooling/style-rules.js): each row is
// a module an engineer might write, linted with the repository's own configuration at a real path.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function messagesOf(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.line}: ${m.message}`);
}

describe('the style rules of TypeScript', () => {
  it.each([
    [
      'a shell class in className="…"',
      'mfe-payments/src/a.tsx',
      '<div className="nav" />',
      /The shell's class/,
    ],
    [
      'a shell class in an expression',
      'mfe-servicing/src/a.tsx',
      "<div className={ok ? 'area-fallback' : undefined} />",
      /The shell's class/,
    ],
    [
      'a colour in a TypeScript stylesheet string',
      'mfe-identity/src/a.ts',
      'export const CSS = `.x { background: #fdecea; }`;',
      /raw colour/,
    ],
    ['rgb() in a library', 'libs/ui/src/a.ts', "export const c = 'rgb(0 0 0)';", /raw colour/],
    [
      'a var() of a non-token',
      'shell/src/a.ts',
      "export const c = 'var(--color-brand)';",
      /non-token/,
    ],
  ])('refuses %s', async (_what, file, code, message) => {
    expect(await messagesOf(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['an area class', 'mfe-payments/src/a.tsx', '<div className="payments-step" />'],
    [
      'a compared literal',
      'mfe-payments/src/a.tsx',
      "<i className={v === 'nav' ? ui.card : ''} />",
    ],
    ['a token', 'mfe-profile/src/a.ts', "export const c = 'var(--portal-color-brand)';"],
    ['a fragment link', 'mfe-profile/src/a.tsx', '<a href="#/myaccount/profile">Profile</a>'],
    ["the shell's class in the shell", 'shell/src/a.tsx', '<div className="nav" />'],
  ])('accepts %s', async (_what, file, code) => {
    expect(await messagesOf(file, code)).toEqual([]);
  });

  it('finds a shell class on the line it stands in a multi-line className', async () => {
    const code = "<tr\n  className={[\n    closed && 'nav',\n  ].join(' ')}\n/>";
    expect(await messagesOf('mfe-servicing/src/a.tsx', code)).toEqual([
      expect.stringMatching(/^3: The shell's class/),
    ]);
  });
});

// The stylesheets' half of one visual system (stylelint.config.js): each row is a stylesheet an
// engineer might write, linted with the repository's own configuration at a real path.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import stylelint from 'stylelint';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function problemsOf(file, code) {
  const { results } = await stylelint.lint({
    code,
    codeFilename: path.join(ROOT, file),
    cwd: ROOT,
  });
  return results[0].warnings.map((warning) => `${warning.rule}: ${warning.text}`);
}

describe('stylelint.config.js', () => {
  it.each([
    ['a hex colour', 'mfe-profile/src/a.css', '.x { color: #444; }', /^color-no-hex: Raw colour/],
    ['rgb()', 'libs/ui/styles/a.css', '.x { color: rgb(0 0 0); }', /^function-disallowed-list/],
    [
      'a named colour',
      'mfe-servicing/src/a.css',
      '.x { border: 1px solid black; }',
      /^color-named/,
    ],
    [
      'a custom property that is not a token',
      'mfe-payments/src/a.css',
      '.x { color: var(--color-brand); }',
      /^declaration-property-value-disallowed-list: Not a design token/,
    ],
    [
      "a shell class in an area's stylesheet",
      'mfe-profile/src/a.css',
      '.profile-row > .area-fallback { min-width: 0; }',
      /^selector-disallowed-list: The shell's class/,
    ],
  ])('refuses %s', async (_what, file, code, message) => {
    expect(await problemsOf(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['a token', 'mfe-profile/src/a.css', '.x { color: var(--portal-color-brand); }'],
    [
      'a token with a fallback',
      'mfe-profile/src/a.css',
      '.x { color: var(--portal-color-brand, inherit); }',
    ],
    ['a colour in a comment', 'mfe-profile/src/a.css', '/* was #444 */ .x { color: inherit; }'],
    ["the shell's class in the shell", 'shell/src/a.css', '.area-fallback { min-width: 0; }'],
    ['an area class like a shell one', 'mfe-profile/src/a.css', '.area-fallback-x { margin: 0; }'],
  ])('accepts %s', async (_what, file, code) => {
    expect(await problemsOf(file, code)).toEqual([]);
  });
});

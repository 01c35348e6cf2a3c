// The stylesheets' half of one visual system (docs/decisions/007; tooling/style-rules.js):
// no raw colour, no custom property but a design token, and no area selecting the shell's
// private classes. `pnpm lint` runs it over the apps and libs/.
import {
  classSelector,
  COLOUR_FUNCTIONS,
  designTokens,
  nonTokenVar,
  REMOTES,
  shellClasses,
} from './tooling/style-rules.js';

export default {
  ignoreFiles: ['**/node_modules/**', '**/dist/**'],
  rules: {
    'color-no-hex': [true, { message: 'Raw colour: use a --portal-color token' }],
    'color-named': ['never', { message: 'Raw colour: use a --portal-color token' }],
    'function-disallowed-list': [
      COLOUR_FUNCTIONS,
      { message: 'Raw colour: use a --portal-color token' },
    ],
    'declaration-property-value-disallowed-list': [
      { '/.*/': [nonTokenVar(designTokens())] },
      { message: 'Not a design token (shared-contracts/styles/tokens.css)' },
    ],
  },
  overrides: [
    {
      // The shell's stylesheet that keeps the old --color-* names alive for older areas.
      files: ['shell/src/styles/shell-chrome.css'],
      rules: { 'declaration-property-value-disallowed-list': null },
    },
    {
      files: REMOTES.map((remote) => `${remote}/src/**/*.css`),
      rules: {
        'selector-disallowed-list': [
          [classSelector(shellClasses())],
          { message: "The shell's class: style this area's own classes" },
        ],
      },
    },
  ],
};

// One lint setup for the workspace. The rule that matters most here is the boundary: no app
// imports another app's code; what two apps share goes through @portal/shared-contracts (at
// runtime) or a build-time library under libs/ (bundled by each app, docs/decisions/009).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { appBoundaryZones } from './tooling/eslint-app-boundaries.js';
import {
  classWord,
  COLOUR_CALL,
  designTokens,
  HEX_COLOUR,
  nonTokenVar,
  REMOTES,
  shellClasses,
} from './tooling/style-rules.js';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

const APPS = ['shell', 'mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'];

// Only the shell loads areas. A remote entry is built without the federation's code for loading
// remotes (tooling/webpack-app.js, disableRemote), so an area calling loadRemote would fail at
// runtime, in production only.
const AREAS_LOAD_NO_REMOTES = {
  group: ['@module-federation/*', '@module-federation/*/**'],
  message:
    "An area never loads another area's code, nor any remote: only the shell does (its remote entry has no code for it).",
};

// A part of an area's page that loads later (a dialog, a step, a map) must not take the whole
// area down when its download fails: lazyPart shows a Try again in its place instead.
const AREAS_LAZY_PARTS = {
  name: 'react',
  importNames: ['lazy'],
  message:
    'Load a part of a page with lazyPart (@portal/ui/lazy-part), or a page with preloadablePage (@portal/area-kit): a failed download must not take the area down.',
};

// react-router's own links carry its framework mode's prefetching to every page of the portal
// (docs/decisions/005); they are no longer in the router's shared surface.
const PORTAL_LINKS = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Link between pages with Link or NavLink from @portal/ui/link.',
};

// The contract's reference entries, and the OpenAPI document made from them, stay out of the
// browser: their examples are the sandbox's sample credentials and tokens (libs/api-contract).
const CONTRACT_REFERENCE = {
  regex: '(\\.reference|/all-references)(\\.ts)?$|api-contract/openapi/',
  message:
    "Browser code imports the contract's declarations only: its reference entries are for the sandbox, the OpenAPI document and the contract test.",
};

const boundaryFor = (app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: app === 'shell' ? [PORTAL_LINKS] : [AREAS_LAZY_PARTS, PORTAL_LINKS],
        patterns: [
          {
            group: [
              ...APPS.filter((other) => other !== app).map((other) => `**/${other}/**`),
              '**/api-sandbox/**',
            ],
            message:
              "Apps never import another app's code: share it through @portal/shared-contracts or a build-time lib under libs/.",
          },
          {
            group: ['dompurify'],
            message:
              'Sanitise rich text with useSanitizedRichText (or loadRichTextSanitizer + sanitizeRichText) from @portal/rich-text/rich-text: one way, everywhere.',
          },
          {
            group: ['**/shared-contracts/src/**'],
            message: 'Import @portal/shared-contracts (its public entry), not its files.',
          },
          {
            group: ['**/libs/**'],
            message: 'Import a build-time lib by its package name: @portal/<lib>/<module>.',
          },
          CONTRACT_REFERENCE,
          ...(app === 'shell' ? [] : [AREAS_LOAD_NO_REMOTES]),
        ],
      },
    ],
  },
});

// TypeScript's half of one visual system (docs/decisions/007; stylelint.config.js has the
// stylesheets'): text that reaches a style holds no raw colour nor a var() of a non-token, and
// an area's class names are never the shell's. esquery patterns end at `/`: the regexes avoid it.
const pattern = (regex) => `/${regex.source}/${regex.flags}`;
const textMatching = (regex) => [
  `Literal[value=${pattern(regex)}]`,
  `TemplateElement[value.raw=${pattern(regex)}]`,
];
const colourText = [HEX_COLOUR, COLOUR_CALL, nonTokenVar(designTokens())].flatMap((regex) =>
  textMatching(regex).map((selector) => ({
    selector,
    message: 'A raw colour or a var() of a non-token: use a --portal-color token.',
  })),
);
// A compared literal (`variant === 'card'`) names no class.
const shellClassText = textMatching(classWord(shellClasses())).flatMap((text) =>
  [
    `JSXAttribute[name.name='className'] > ${text}`,
    `JSXAttribute[name.name='className'] :not(BinaryExpression) > ${text}`,
  ].map((selector) => ({
    selector,
    message: "The shell's class: use @portal/ui or a class of this area.",
  })),
);
const STYLED_SOURCES = ['shell', ...REMOTES, 'libs'].map((dir) => `${dir}/**/*.{ts,tsx}`);
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.sandbox-data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/out/**',
      // Linted on purpose by tooling/test/lint-boundaries.test.js: it must fail.
      'tooling/test/fixtures/lint-cycle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        console: 'readonly',
        process: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        AbortSignal: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['scripts/**', 'tooling/**/*.js', 'api-sandbox/**', 'e2e/**', '**/*.config.js'],
    rules: { 'no-console': 'off' },
  },
  ...APPS.map(boundaryFor),
  {
    files: ['libs/**/*.{ts,tsx}', 'shared-contracts/**/*.{ts,tsx}'],
    // What reads the reference entries: the OpenAPI document, the table of them and its tests.
    ignores: [
      'libs/api-contract/src/**/*.reference.ts',
      'libs/api-contract/src/all-references.ts',
      'libs/api-contract/src/openapi/**',
      'libs/api-contract/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [CONTRACT_REFERENCE] }] },
  },
  // Inside each app: no import cycles anywhere, and app → features → shared zones (see
  // tooling/eslint-app-boundaries.js). import-x is the maintained fork of eslint-plugin-import
  // (flat config, ESLint 10); its no-restricted-paths expresses the zones bulletproof-react uses.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x parses only .js files, and no-cycle silently sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...APPS.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: appBoundaryZones(path.join(ROOT, app)) }],
    },
  })),
  // React's own hook rules (rules-of-hooks, exhaustive-deps and the compiler-backed checks).
  {
    files: APPS.map((app) => `${app}/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: STYLED_SOURCES,
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...colourText] },
  },
  {
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...colourText, ...shellClassText] },
  },
);

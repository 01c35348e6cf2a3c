// One lint setup for the workspace. The rule that matters most here is the boundary: no app
// imports another app's code; what two apps share goes through @portal/shared-contracts (at
// runtime) or a build-time library under libs/ (bundled by each app, docs/decisions/009).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'];

const boundaryFor = (app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
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
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.sandbox-data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/out/**',
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
);

// One jest setup for every package: swc compiles TypeScript/TSX and keeps ES modules,
// because react-router 8 is ESM-only (jest runs with --experimental-vm-modules).
import { fileURLToPath } from 'node:url';
import { contractsVersion } from './federation-shared.js';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** @param {{ dom?: boolean }} [options] */
export function jestConfig({ dom = false } = {}) {
  return {
    testEnvironment: dom ? 'jsdom' : 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'es6' },
        },
      ],
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: dom ? [here('./jest-setup-dom.ts')] : [],
    moduleNameMapper: { '\\.css$': here('./jest-style-stub.js') },
    restoreMocks: true,
    // Tests see the contract version a build would bake in, not a copy that drifts.
    globals: { __APP_VERSION__: '0.0.0-test', __BUILT_CONTRACT_VERSION__: contractsVersion() },
  };
}

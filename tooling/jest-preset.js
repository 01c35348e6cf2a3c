// One jest setup for every package: swc compiles TypeScript/TSX and keeps ES modules,
// because react-router 8 is ESM-only (jest runs with --experimental-vm-modules).
import { fileURLToPath } from 'node:url';
import { contractsVersion } from './federation-shared.js';

// Tests are written in the sandbox's business zone (UTC) and must mean the same on a machine in
// any zone: every package's tests, and the workers jest starts, run in UTC. A test about another
// zone sets it itself (luxon's Settings, or a fixture with an offset).
process.env.TZ = 'UTC';

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
    // A timeout catches a hung test, not a slow machine: a journey through a form on a loaded
    // 2-core runner (parallel packages, other builds) takes several times its quiet 1–2 s.
    testTimeout: 20_000,
    // Tests see the contract version a build would bake in, not a copy that drifts.
    globals: { __APP_VERSION__: '0.0.0-test', __BUILT_CONTRACT_VERSION__: contractsVersion() },
  };
}

import { jestConfig } from '../tooling/jest-preset.js';

const base = jestConfig({ dom: true });

// The area-testing environment: jsdom with what Mock Service Worker needs (fetch, streams…).
export default {
  ...base,
  testEnvironment: '@portal/area-testing/jest-environment',
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test-setup.ts'],
  // A section test types whole passwords and goes through the network stack; on the shared
  // two-core machine that can outlast the default 5 s.
  testTimeout: 15_000,
};

import { jestConfig } from '../tooling/jest-preset.js';

const base = jestConfig({ dom: true });

// The area-testing environment: jsdom with what Mock Service Worker needs (fetch, streams…).
export default {
  ...base,
  testEnvironment: '@portal/area-testing/jest-environment',
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test-setup.ts'],
};

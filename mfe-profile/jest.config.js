import { jestConfig } from '../tooling/jest-preset.js';

// The area-testing environment: jsdom with what Mock Service Worker needs (fetch, streams…).
export default {
  ...jestConfig({ dom: true }),
  testEnvironment: '@portal/area-testing/jest-environment',
};

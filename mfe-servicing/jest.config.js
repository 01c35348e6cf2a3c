import { jestConfig } from '../tooling/jest-preset.js';

// One way to test an area (issue 17 item 3): jsdom with what Mock Service Worker needs.
export default {
  ...jestConfig({ dom: true }),
  testEnvironment: '@portal/area-testing/jest-environment',
};

import { jestConfig } from '../tooling/jest-preset.js';

// The one environment of every area's tests (@portal/area-testing): jsdom with the Fetch API, so
// the shell's calls run through the real API client against a Mock Service Worker back end.
export default {
  ...jestConfig({ dom: true }),
  testEnvironment: '@portal/area-testing/jest-environment',
};

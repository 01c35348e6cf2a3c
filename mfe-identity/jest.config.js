import { jestConfig } from '../tooling/jest-preset.js';

export default {
  ...jestConfig({ dom: true }),
  testEnvironment: '@portal/area-testing/jest-environment',
};

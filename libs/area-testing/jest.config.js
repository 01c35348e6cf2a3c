import { jestConfig } from '../../tooling/jest-preset.js';

export default {
  ...jestConfig({ dom: true }),
  testEnvironment: new URL('./jest-environment.js', import.meta.url).pathname,
};

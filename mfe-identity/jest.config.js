import { jestConfig } from '../tooling/jest-preset.js';

export default {
  ...jestConfig({ dom: true }),
  testEnvironment: new URL('./jsdom-fetch-environment.js', import.meta.url).pathname,
};

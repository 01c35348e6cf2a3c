import { jestConfig } from './jest-preset.js';

export default { ...jestConfig(), testMatch: ['<rootDir>/test/**/*.test.js'] };

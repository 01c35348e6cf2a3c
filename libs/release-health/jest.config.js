import { jestConfig } from '../../tooling/jest-preset.js';

export default jestConfig();

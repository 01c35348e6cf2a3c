import { jestConfig } from '../../tooling/jest-preset.js';

// jsdom: the hooks (use-password-*.ts) render; the pure rules run the same in it.
export default jestConfig({ dom: true });

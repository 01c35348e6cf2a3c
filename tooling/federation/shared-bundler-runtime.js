// One federation bundler runtime per page (docs/decisions/005), as for runtime-core: the shell
// provides its copy, and each remote's build takes it instead of bundling its own (~4 kB br
// off every remoteEntry.js). Production builds only, like the external runtime-core.
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
const enhancedRequire = createRequire(
  createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'),
);
// The module the federation entry of every container imports (FederationRuntimePlugin).
const toolsRequire = createRequire(
  enhancedRequire.resolve('@module-federation/runtime-tools/bundler'),
);
const BUNDLER_RUNTIME = toolsRequire.resolve('@module-federation/webpack-bundler-runtime/bundler');
const BUNDLER_RUNTIME_DIR = path.dirname(BUNDLER_RUNTIME);
// The exact files the federation entry uses, so the modules below add no second copy.
const sameFiles = {
  'portal-federation/bundler-runtime$': path.join(BUNDLER_RUNTIME_DIR, 'index.js'),
  'portal-federation/init-container-entry$': path.join(
    BUNDLER_RUNTIME_DIR,
    'initContainerEntry.js',
  ),
  'portal-federation/runtime$': toolsRequire.resolve('@module-federation/runtime/bundler'),
};

/** The shell's runtime plugin that provides it. */
export const PROVIDE_BUNDLER_RUNTIME = path.join(here, 'provide-bundler-runtime.js');

/** The shell's aliases serve the provider's imports; a remote's also replace its own copy. */
export function bundlerRuntimeAlias(isRemote) {
  if (!isRemote) return sameFiles;
  return { ...sameFiles, [`${BUNDLER_RUNTIME}$`]: path.join(here, 'shell-bundler-runtime.js') };
}

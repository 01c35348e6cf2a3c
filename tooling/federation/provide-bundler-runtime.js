// The shell's runtime plugin that hands its federation bundler runtime, and the runtime API's
// `init` each container makes its instance with, to the remotes (docs/decisions/005). The
// functions keep no state of their own: each reads and writes the container it is given
// (webpackRequire.federation) or the instance made for it, so one copy serves every container.
import { attachShareScopeMap, bundlerRuntime } from 'portal-federation/bundler-runtime';
// The shell exposes nothing, so its build drops this one; a remote's container entry needs it.
import { initContainerEntry } from 'portal-federation/init-container-entry';
import { createInstance, getInstance } from 'portal-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';
import { containerInit } from './container-init.js';

export default function provideBundlerRuntime() {
  return {
    name: 'portal-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
        bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
        attachShareScopeMap,
        runtime: { init: containerInit({ createInstance, getInstance }) },
      };
      return args;
    },
  };
}

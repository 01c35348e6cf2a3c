// The shell's runtime plugin that hands its federation bundler runtime to the remotes
// (docs/decisions/005). Its functions keep no state of their own: each reads and writes the
// container it is given (webpackRequire.federation), so one copy serves every container.
import { attachShareScopeMap, bundlerRuntime } from 'portal-federation/bundler-runtime';
// The shell exposes nothing, so its build drops this one; a remote's container entry needs it.
import { initContainerEntry } from 'portal-federation/init-container-entry';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

export default function provideBundlerRuntime() {
  return {
    name: 'portal-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
        bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
        attachShareScopeMap,
      };
      return args;
    },
  };
}

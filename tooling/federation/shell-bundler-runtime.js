// A remote's federation bundler runtime, in place of its own copy (docs/decisions/005): the
// functions are the shell's (./provide-bundler-runtime.js); the state is this container's own.
import * as runtime from 'portal-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error('This remote needs a shell that provides the federation bundler runtime');
}

// The federation entry imports only this object (FederationRuntimePlugin's template).
export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

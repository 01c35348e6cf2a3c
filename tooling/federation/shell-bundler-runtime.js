// A remote's federation bundler runtime, in place of its own copy (docs/decisions/005): the
// functions, and the runtime API that builds the container's instance, are the shell's
// (./provide-bundler-runtime.js); the state is this container's own.
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
// A shell released before the runtime API was provided leaves it out (promote refuses that pair).
if (!provided?.runtime) {
  throw new Error('This remote needs a shell that provides the federation runtime it takes');
}

// The federation entry imports only this object (FederationRuntimePlugin's template).
export default {
  runtime: provided.runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

// A remote's federation bundler runtime, in place of its own copy (docs/decisions/005): the
// functions are the shell's (./provide-bundler-runtime.js); the state is this container's own.
import * as runtime from 'portal-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.js';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error('This remote needs a shell that provides the federation bundler runtime');
}

export const attachShareScopeMap = provided.attachShareScopeMap;
export const bundlerRuntime = { ...provided.bundlerRuntime, S: {} };
export const bundlerRuntimeOptions = {};
export const initOptions = undefined;
export const instance = undefined;
export { runtime };

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};

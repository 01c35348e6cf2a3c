/**
 * Where the shell leaves its bundler runtime and the runtime's `init` for the remotes
 * (./provide-bundler-runtime.js).
 */
export const BUNDLER_RUNTIME_GLOBAL = '_PORTAL_FEDERATION_BUNDLER_RUNTIME';

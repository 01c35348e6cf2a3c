// Upstream bug module-federation/core#5077 (open in @module-federation/enhanced 2.9.3): a build
// that exposes modules fails when output.filename has [contenthash] ("Path variable
// [contenthash] not implemented in this context"). So entry chunks (main.js, remoteEntry.js)
// carry no hash; they are served no-cache and are tiny, and everything they load is
// content-hashed and immutable. tooling/test/upstream-entry-hash.test.js fails once fixed.
export const ENTRY_FILENAME = '[name].js';

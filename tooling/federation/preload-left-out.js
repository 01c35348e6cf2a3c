// Stands in for runtime-core's utils/preload.js in the shell's production build
// (./runtime-without-snapshots-plugin.js). Only the runtime's preloadRemote() used it, for the
// files a remote's snapshot names; the shell never calls it: it preloads an area's files itself,
// from the manifest remotes.json carries (shell/src/first-page/area-files.ts).

const leftOut = () => {
  throw new Error('This federation runtime has no preloadRemote(): the shell preloads areas.');
};

export const defaultPreloadArgs = leftOut;
export const formatPreloadArgs = leftOut;
export const normalizePreloadExposes = leftOut;
export const preloadAssets = leftOut;

// Stands in for runtime-core's SnapshotHandler in the shell's production build
// (./runtime-without-snapshots-plugin.js). The handler turns a remote's mf-manifest.json into
// the runtime's "snapshot"; the shell registers every remote by its remote entry instead, read
// from the manifest by its own code (shell/src/areas/remote-manifest.ts), so nothing asks it for
// one. What the runtime still touches on every instance is kept: plugin registration and the
// manifest cache a re-registered remote is deleted from.

export class SnapshotHandler {
  constructor() {
    this.manifestCache = new Map();
    // No snapshot hooks: a plugin's snapshot handlers have nothing to run on.
    this.hooks = { lifecycle: {}, registerPlugins: {}, applyPlugin() {}, removePlugin() {} };
  }

  loadRemoteSnapshotInfo() {
    throw new Error('This federation runtime loads remotes by their entry only: no snapshots.');
  }
}

/** What a re-registered remote's host snapshot held: there is none. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined };
}

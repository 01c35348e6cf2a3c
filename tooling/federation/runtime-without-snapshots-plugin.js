// The shell's federation runtime without its manifest machinery (docs/decisions/005).
// runtime-core turns each remote's mf-manifest.json into a "snapshot" and preloads the files it
// names; `disableSnapshot` drops its plugins, but the handler and the preload helpers stay, as
// every runtime instance constructs the one and preloadRemote() imports the other. The shell
// needs neither: it registers each remote by its remote entry and preloads an area's files
// itself, both read from the manifest remotes.json carries. Replacing the two modules takes
// 2.2 kB brotli off main.js, which every first page downloads. A runtime whose files moved
// fails the build here instead of shipping both.
const NAME = 'RuntimeWithoutSnapshotsPlugin';
const here = import.meta.dirname;

export const LEFT_OUT = {
  'plugins/snapshot/SnapshotHandler.js': `${here}/snapshot-handler-left-out.js`,
  'utils/preload.js': `${here}/preload-left-out.js`,
};

const RUNTIME_CORE_DIST = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](.+)$/;

/** The stand-in for a runtime-core module, or undefined for every other file. */
export function standInFor(resource) {
  const file = RUNTIME_CORE_DIST.exec(resource ?? '')?.[1]?.replaceAll('\\', '/');
  return file ? LEFT_OUT[file] : undefined;
}

export class RuntimeWithoutSnapshotsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation, { normalModuleFactory }) => {
      const replaced = new Set();
      let runtimeCore = false;
      normalModuleFactory.hooks.afterResolve.tap(NAME, (data) => {
        const { resource } = data.createData;
        runtimeCore ||= RUNTIME_CORE_DIST.test(resource ?? '');
        const standIn = standInFor(resource);
        if (!standIn) return;
        replaced.add(standIn);
        data.createData.resource = standIn;
      });
      compilation.hooks.finishModules.tap(NAME, () => {
        // A build without the federation runtime (the bench's monolith) has nothing to replace.
        if (!runtimeCore) return;
        const missing = Object.entries(LEFT_OUT).filter(([, standIn]) => !replaced.has(standIn));
        if (missing.length === 0) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${NAME}: runtime-core no longer has ${missing.map(([file]) => file).join(', ')}; ` +
              'check what the shell leaves out of the federation runtime (docs/decisions/005).',
          ),
        );
      });
    });
  }
}

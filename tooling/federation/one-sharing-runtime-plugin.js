// webpack (5.111) adds its own "sharing" runtime module to every chunk that needs the share
// scopes (RuntimePlugin), and @module-federation/enhanced adds its "sharing" module after it,
// which assigns `__webpack_require__.S` and `.I` again. The first is dead code in every
// container: about 0.8 kB minified, 0.2 kB brotli, in the shell's main.js and in each
// remoteEntry.js. Its maintainers know (module-federation/core#1639: "otherwise there will be
// two ShareRuntimeModule"); this plugin drops the one that is overwritten.
const NAME = 'OneSharingRuntimePlugin';

export class OneSharingRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const modules = chunkGraph.getChunkRuntimeModulesIterable(chunk);
          for (const module of overwrittenSharing(modules)) {
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
          }
        }
      });
    });
  }
}

/**
 * The "sharing" modules that run before the last one of another kind: runtime modules run in
 * stage order, so the last stage's assignments are the ones that stay.
 * @param {Iterable<import('webpack').RuntimeModule>} runtimeModules one chunk's
 */
function overwrittenSharing(runtimeModules) {
  const sharing = [...runtimeModules].filter((module) => module.name === 'sharing');
  const last = sharing.reduce(
    (latest, module) => (module.stage > latest.stage ? module : latest),
    sharing[0],
  );
  return sharing.filter(
    (module) => module.stage < last.stage && module.constructor !== last.constructor,
  );
}

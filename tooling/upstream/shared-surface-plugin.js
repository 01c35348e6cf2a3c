// Tree-shakes a shared library down to the exports the portal uses (its "surface").
//
// A shared module is normally the whole package: whoever provides it cannot know what the
// consumers will import, so webpack keeps every export (react-router 8: 65 kB gzip shared,
// 31.5 kB with the portal's surface). Every app of the portal is built with the same surface
// list (SHARED_SURFACES in tooling/federation-shared.js), so whichever app provides the library,
// the copy on the page has every export any app imports; tooling/test/shared-surface.test.js
// fails when an app imports a name the surface lacks (docs/decisions/005).
//
// How: the provided copy and a consumer's own fallback copy each reach the library through one
// dependency, which webpack reads as "the whole namespace is used". This plugin answers
// webpack's public referenced-exports hook for exactly those dependencies with the surface
// list, so webpack's usual export-usage analysis and inner-graph shaking drop the rest. Nothing
// changes at runtime. Public fields only (a module's `type`, a consume-shared module's
// `options`, a module's `resource`).
//
// Upstream: the federation plugin's own `shared[name].treeShaking.usedExports` shakes the
// provided copy too, but in enhanced 2.9.3 it also builds each library apart and points the
// runtime at that build (`sharedFallback`), so the page would load an unpinned second copy
// instead of its own chunks (docs/decisions/005). tooling/test/upstream-shared-tree-shaking.test.js
// fails the day that stops: then set the option and delete this plugin's first half (the
// referenced-exports answer); the import check and the shared-imports record can stay.

import { SHARED_IMPORTS_FILE } from '../federation-shared.js';

const NAME = 'SharedSurfacePlugin';

const SHARED_DEPENDENCY_TYPES = new Set(['provide module for shared', 'consume shared fallback']);

const isConsumer = (module) => module?.type === 'consume-shared-module';

/**
 * The share key a federation dependency serves: a consumer names it; a provider is known by
 * the file it provides, which the consumers of the same key name as their fallback.
 */
function shareKeyOf(compilation, dependency, keysByFile) {
  const parent = compilation.moduleGraph.getParentModule(dependency);
  if (isConsumer(parent)) return parent.options.shareKey;
  return keysByFile().get(compilation.moduleGraph.getModule(dependency)?.resource);
}

/** File → share key, from every consumer in the build (computed once, when first asked). */
function shareKeysByFile(compilation) {
  let keys;
  return () => {
    keys ??= new Map(
      [...compilation.modules]
        .filter(isConsumer)
        .map((module) => [module.options.importResolved, module.options.shareKey]),
    );
    return keys;
  };
}

export class SharedSurfacePlugin {
  /** @param {Record<string, string[]>} surfaces share key → the export names kept */
  constructor(surfaces) {
    this.surfaces = surfaces;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const reported = new Set();
      const keysByFile = shareKeysByFile(compilation);
      /** @type {Map<string, Set<string>>} */
      const imports = new Map();
      compilation.hooks.dependencyReferencedExports.tap(NAME, (referenced, dependency) => {
        if (!SHARED_DEPENDENCY_TYPES.has(dependency.type)) {
          this.checkImport(compilation, dependency, referenced, reported, imports);
          return referenced;
        }
        const names = this.surfaces[shareKeyOf(compilation, dependency, keysByFile)];
        // canMangle false: consumers reach the exports by their real names at runtime.
        return names ? names.map((name) => ({ name: [name], canMangle: false })) : referenced;
      });
      // Once, from the build itself (not from a child compilation such as the page's).
      if (compilation.compiler !== compiler) return;
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const used = Object.fromEntries(
            [...imports]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, names]) => [key, [...names].sort()]),
          );
          compilation.emitAsset(
            SHARED_IMPORTS_FILE,
            new sources.RawSource(`${JSON.stringify(used, null, 2)}\n`),
          );
        },
      );
    });
  }

  /**
   * Fails the build when any module (app code or another library, such as @hookform/resolvers
   * importing react-hook-form) uses an export of a surfaced library that the surface lacks:
   * in the browser it would be undefined.
   */
  checkImport(compilation, dependency, referenced, reported, imports) {
    const module = compilation.moduleGraph.getModule(dependency);
    if (!isConsumer(module)) return;
    const key = module.options.shareKey;
    const surface = this.surfaces[key];
    if (!surface) return;
    for (const item of referenced) {
      const name = (Array.isArray(item) ? item : item.name)[0];
      if (name !== undefined && surface.includes(name)) {
        if (!imports.has(key)) imports.set(key, new Set());
        imports.get(key).add(name);
        continue;
      }
      const issuer = compilation.moduleGraph
        .getParentModule(dependency)
        ?.readableIdentifier(compilation.requestShortener);
      const what = name === undefined ? 'the whole module' : `"${name}"`;
      const message = `${issuer} uses ${what} of the shared "${key}", which its surface (SHARED_SURFACES in tooling/federation-shared.js) does not keep.`;
      if (reported.has(message)) continue;
      reported.add(message);
      compilation.errors.push(new compilation.compiler.webpack.WebpackError(message));
    }
  }
}

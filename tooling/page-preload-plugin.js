// Writes into a remote's mf-manifest.json which files each of its pages loads first, so the
// shell's boot script can start them with the page (issue 14, docs/decisions/003) instead of
// one wave after another: the exposed module, then the shared libraries it consumes, then the
// page's lazy chunk, then the libraries that chunk consumes. A page is an `import()` named
// `page-<name>` (webpackChunkName), <name> being the page the shell asks the area for. A
// library's files are its provider's chunks, which is what the runtime loads when it picks this
// build's copy (the manifest's own `shared` lists the consumers' fallback chunks as well).
// The manifest travels inside remotes.json, so this costs the borrower no request.

const NAME = 'PagePreloadPlugin';
const PAGE_CHUNK_PREFIX = 'page-';
const MANIFEST = 'mf-manifest.json';

/** The modules by which a build offers its shared libraries, each under its share key. */
function providerModules(compilation) {
  return [...compilation.modules].filter(
    (module) => /ProvideSharedModule$/.test(module.constructor.name) && module._name,
  );
}

/**
 * Per share key this build provides, the chunk group its provider loads: the copy the runtime
 * runs when it picks this build's (the consumers' own fallback chunks are never used then).
 * @param {import('webpack').Compilation} compilation
 */
export function providerGroups(compilation) {
  const groups = new Map();
  for (const module of providerModules(compilation))
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) groups.set(module._name, group);
    }
  return groups;
}

/**
 * The share keys a chunk group consumes, and those the providers of these consume in turn (a
 * library that imports another shared library brings that one too).
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup} group
 * @param {Map<string, import('webpack').ChunkGroup>} providers from providerGroups()
 */
export function consumedShareKeys(compilation, group, providers) {
  const keys = new Set();
  const seen = new Set();
  const pending = [group];
  while (pending.length) {
    const current = pending.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    for (const chunk of current.chunks)
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const key = module.options?.shareKey;
        if (!/ConsumeSharedModule$/.test(module.constructor.name) || !key) continue;
        keys.add(key);
        if (providers.has(key)) pending.push(providers.get(key));
      }
  }
  return [...keys].sort();
}

/**
 * The share keys a build provides: the libraries it declares shared and actually bundles (one
 * declared but never imported is not provided, and a remote then runs its own copy).
 * @param {import('webpack').Compilation} compilation
 */
export function providedShareKeys(compilation) {
  return [...new Set(providerModules(compilation).map((module) => module._name))].sort();
}

/** The js and css files of a chunk group's chunks: what its `import()` downloads at once. */
export function groupFiles(group) {
  const files = new Set(group.chunks.flatMap((chunk) => [...chunk.files]));
  const of = (ext) => [...files].filter((file) => file.endsWith(ext)).sort();
  return { js: of('.js'), css: of('.css') };
}

/**
 * What the manifest gains: the share keys the exposed module consumes; per page, its files and
 * the share keys it consumes; per library this build provides, its provider's files. Which
 * copy of a library runs (the shell's or this remote's) is the page's to decide at run time.
 * @param {import('webpack').Compilation} compilation
 * @param {string} exposeChunkName the exposed module's chunk (`__federation_expose_<name>`)
 */
export function firstLoad(compilation, exposeChunkName) {
  const providers = providerGroups(compilation);
  const consumed = (group) => consumedShareKeys(compilation, group, providers);
  const expose = compilation.namedChunkGroups.get(exposeChunkName);
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
    pages[name.slice(PAGE_CHUNK_PREFIX.length)] = { ...groupFiles(group), shared: consumed(group) };
  }
  const libraries = Object.fromEntries(
    [...providers]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, group]) => [key, groupFiles(group)]),
  );
  return { shared: expose ? consumed(expose) : [], pages, libraries };
}

export class PagePreloadPlugin {
  /** @param {{ expose: string }} options the exposed module's name (`area`) */
  constructor({ expose }) {
    this.exposeChunkName = `__federation_expose_${expose}`;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the federation plugin has written the manifest (OPTIMIZE_TRANSFER), with the
      // files' final, content-hashed names.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.preload = firstLoad(compilation, this.exposeChunkName);
          compilation.updateAsset(
            MANIFEST,
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

// Writes into a remote's mf-manifest.json which files each of its pages loads first, so the
// shell's boot script can start them with the page (issue 14, docs/decisions/003) instead of
// one wave after another: the exposed module, then the shared libraries it consumes, then the
// page's lazy chunk, then the libraries that chunk consumes. A page is an `import()` named
// `page-<name>` (webpackChunkName), <name> being the page the shell asks the area for. A
// library's files are those the federation plugin's own manifest names for this build's copy.
// The manifest travels inside remotes.json, so this costs the borrower no request.
// Public fields only: a module's `type`, a consume-shared module's `options`, chunk files.

const NAME = 'PagePreloadPlugin';
const PAGE_CHUNK_PREFIX = 'page-';
const MANIFEST = 'mf-manifest.json';

const isConsumer = (module) => module.type === 'consume-shared-module';

/**
 * The share keys a build consumes. A build provides every shared library it imports (nothing
 * is `import: false` in the shell), so for the shell these are the libraries it provides.
 * @param {import('webpack').Compilation} compilation
 */
export function providedShareKeys(compilation) {
  const keys = [...compilation.modules].filter(isConsumer).map((m) => m.options.shareKey);
  return [...new Set(keys)].sort();
}

/** The js and css files of some chunks, sorted. */
function filesOf(chunks) {
  const files = new Set(chunks.flatMap((chunk) => [...chunk.files]));
  const of = (ext) => [...files].filter((file) => file.endsWith(ext)).sort();
  return { js: of('.js'), css: of('.css') };
}

/**
 * Per share key this build provides, its copy's files, as the federation manifest names them.
 * @param {{ shared: { name: string, assets: Record<'js'|'css', { sync: string[], async: string[] }> }[] }} manifest
 */
export function libraryFiles(manifest) {
  const files = (kind) => [...kind.sync, ...kind.async].sort();
  return Object.fromEntries(
    manifest.shared
      .filter(({ assets }) => assets.js.sync.length + assets.js.async.length > 0)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ name, assets }) => [name, { js: files(assets.js), css: files(assets.css) }]),
  );
}

/**
 * The share keys some chunks consume, and those the libraries' own files consume in turn (a
 * library that imports another shared library brings that one too).
 */
function consumedShareKeys(compilation, chunks, libraries) {
  const chunkOfFile = new Map();
  for (const chunk of compilation.chunks)
    for (const file of chunk.files) chunkOfFile.set(file, chunk);
  const keys = new Set();
  const seen = new Set();
  const pending = [...chunks];
  while (pending.length) {
    const chunk = pending.pop();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (!isConsumer(module)) continue;
      const key = module.options.shareKey;
      keys.add(key);
      for (const file of libraries[key]?.js ?? []) pending.push(chunkOfFile.get(file));
    }
  }
  return [...keys].filter(Boolean).sort();
}

/**
 * What the manifest gains: the share keys the exposed module consumes; per page, its files and
 * the share keys it consumes; per library this build provides, its copy's files. Which copy of
 * a library runs (the shell's or this remote's) is the page's to decide at run time.
 * @param {import('webpack').Compilation} compilation
 * @param {object} manifest the federation plugin's mf-manifest.json
 * @param {string} exposeChunkName the exposed module's chunk (`__federation_expose_<name>`)
 */
export function firstLoad(compilation, manifest, exposeChunkName) {
  const libraries = libraryFiles(manifest);
  const consumed = (group) => consumedShareKeys(compilation, group.chunks, libraries);
  const expose = compilation.namedChunkGroups.get(exposeChunkName);
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
    pages[name.slice(PAGE_CHUNK_PREFIX.length)] = {
      ...filesOf(group.chunks),
      shared: consumed(group),
    };
  }
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
          manifest.preload = firstLoad(compilation, manifest, this.exposeChunkName);
          compilation.updateAsset(
            MANIFEST,
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

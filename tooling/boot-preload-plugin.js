// Names the files a page needs to boot as <link rel=preload> in its HTML, so the browser starts
// them with the page instead of discovering them one wave at a time (main.js → its async
// bootstrap chunk → the shared modules that chunk consumes → the start-up calls). Plain link
// tags: no inline script, so the strict CSP stays as it is.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'BootPreloadPlugin';

/**
 * The files the entry loads before the app can render: its `import('./bootstrap')` boundary
 * (the entry's async children other than shared-module providers), then the chunk of each
 * shared module those chunks consume, as provided by this build (the federation runtime loads
 * the provider's chunk, not the consumer's fallback), and so on for what that module consumes.
 * Other `import()`s (lazy pages) and shared modules only they use load when used.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 */
export function bootFiles(compilation, entryName = 'main') {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const { chunkGraph, moduleGraph } = compilation;
  const providerOf = (group) => group.origins.find((o) => o.module?.type === 'provide-module');
  const children = [...entry.childrenIterable];
  // Each provider's group under the file it provides, which a consumer names as its fallback.
  const providers = new Map();
  for (const group of children) {
    const dependency = providerOf(group)?.module.blocks[0]?.dependencies[0];
    const provided = dependency && moduleGraph.getModule(dependency)?.resource;
    if (provided) providers.set(provided, group);
  }

  const included = new Set(children.filter((group) => !providerOf(group)));
  const pending = [...included];
  while (pending.length) {
    const group = pending.pop();
    for (const chunk of group.chunks)
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = providers.get(module.options.importResolved);
        if (!provider || included.has(provider)) continue;
        included.add(provider);
        pending.push(provider);
      }
  }
  const files = new Set();
  for (const group of included)
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  return [...files].filter((file) => /\.(js|css)$/.test(file));
}

/** The link tag that preloads one file or call. */
export function preloadTag(href) {
  if (href.endsWith('.css')) return linkTag({ rel: 'preload', href, as: 'style' });
  if (href.endsWith('.js')) return linkTag({ rel: 'preload', href, as: 'script' });
  // fetch() preloads are matched by URL, mode and credentials: same-origin cors, as fetch sends.
  return linkTag({ rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' });
}

function linkTag(attributes) {
  return { tagName: 'link', voidTag: true, meta: { plugin: NAME }, attributes };
}

export class BootPreloadPlugin {
  /** @param {{ fetches?: string[] }} [options] start-up calls the page makes, by absolute path */
  constructor({ fetches = [] } = {}) {
    this.fetches = fetches;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const files = bootFiles(compilation).map((file) => `${publicPath}${file}`);
        data.headTags.push(...[...files, ...this.fetches].map(preloadTag));
        return data;
      });
    });
  }
}

// The monolith's copy of the federated page's per-route preloads (bench/README.md, "What is
// compared"): the federated boot script preloads the files of the area and page the URL shows,
// read from remotes.json; the monolith's (bench/monolith/boot.ts) reads the same facts from a
// JSON block of its page: per area and per page, each script with its hash, as the chunk loader
// pins it, and each stylesheet. A data block is no script: the CSP stays as it is.
import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'RouteFilesPlugin';
export const ROUTE_FILES_ID = 'monolith-route-files';

/** area-<area> and page-<page> chunk groups → the files to preload, scripts pinned. */
export function routeFiles(compilation, publicPath) {
  const integrity = (file) =>
    `sha384-${createHash('sha384').update(compilation.getAsset(file).source.buffer()).digest('base64')}`;
  const files = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!/^(area|page)-/.test(name)) continue;
    const own = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].sort();
    files[name] = [
      ...own.filter((f) => f.endsWith('.css')).map((f) => ({ as: 'style', href: publicPath + f })),
      ...own
        .filter((f) => f.endsWith('.js'))
        .map((f) => ({ as: 'script', href: publicPath + f, integrity: integrity(f) })),
    ];
  }
  return files;
}

export class RouteFilesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const json = JSON.stringify(routeFiles(compilation, data.publicPath ?? ''));
        data.headTags.push({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: NAME },
          attributes: { type: 'application/json', id: ROUTE_FILES_ID },
          innerHTML: json.replaceAll('<', '\\u003c'),
        });
        return data;
      });
    });
  }
}

// Production builds pin their scripts (docs/decisions/006-script-integrity.md):
// - integrity.json records the SHA-384 of every script the build emits (after webpack's last
//   change to them, the real content hashes), so a release can carry it into remotes.json;
// - the page's own <script> tags get `integrity` and `crossorigin`;
// - webpack's own chunk loader (`__webpack_require__.l`), which the federation runtime's
//   createScript hook never sees (webpack/webpack#14310), asks that hook for each chunk's
//   attributes, so a remote's chunks are pinned by the same plugin as its entry;
// - the shell's loader also knows its own chunks' hashes, written into its runtime (main.js,
//   itself pinned by the page) once the chunks are final: the shell needs no remotes.json
//   to load its own code. Anything neither pins does not run.
import { integrityOf, integrityOfScripts, INTEGRITY_FILE } from './script-integrity.js';

const NAME = 'ScriptIntegrityPlugin';

/**
 * A syntactically valid SHA-384 digest no script can have: a browser fetches the script and
 * refuses to run it. Used when no hash is known, so an unpinned script fails closed.
 */
export const UNMATCHABLE_INTEGRITY = `sha384-${'A'.repeat(64)}`;

/**
 * Stands in the shell's runtime for a chunk's hash until the chunk is final; as long as a
 * real one (71 characters), so replacing it moves nothing the source map points at.
 */
const PLACEHOLDER = /sha384-PORTAL_SRI_\d+_+/g;
export const chunkHashPlaceholder = (n) =>
  `sha384-PORTAL_SRI_${n}_`.padEnd(UNMATCHABLE_INTEGRITY.length, '_');

/**
 * The code added to webpack's script loader, where `url`, `chunkId` and `script` are in
 * scope. The federation instance's createScript hook answers with the element the host's
 * plugin built (shell/src/areas/pinned-scripts.ts); only its integrity and crossorigin are
 * taken. Otherwise the build's own hashes (the shell's), else the chunk fails closed.
 * @param {string} require the name of __webpack_require__ in the runtime
 * @param {Record<string, string> | null} ownHashes chunk id → integrity (null: a remote)
 */
export function pinChunkScriptSource(require, ownHashes) {
  const fail = `script.integrity = ${JSON.stringify(UNMATCHABLE_INTEGRITY)}; script.crossOrigin = "anonymous";`;
  return [
    'var pinned;',
    `try { var fed = ${require}.federation; var hook = fed && fed.instance && fed.instance.loaderHook.lifecycle.createScript;`,
    '  pinned = hook && hook.emit({ url: url, attrs: {} }); if (pinned && pinned.script) pinned = pinned.script;',
    '} catch (e) { pinned = undefined; }',
    'if (pinned && pinned.integrity) { script.integrity = pinned.integrity; script.crossOrigin = pinned.crossOrigin || "anonymous"; }',
    ownHashes
      ? `else { var own = ${JSON.stringify(ownHashes)}[chunkId]; if (own) { script.integrity = own; script.crossOrigin = "anonymous"; } else { ${fail} } }`
      : `else { ${fail} }`,
  ].join('\n');
}

/** Replaces the placeholders of a runtime's own chunk hashes with the hashes themselves. */
export function fillChunkHashes(code, hashOf) {
  return code.replace(PLACEHOLDER, (found) => hashOf(found) ?? UNMATCHABLE_INTEGRITY);
}

/**
 * Adds `integrity` and `crossorigin` to the page's script tags whose file the build hashed
 * (named relative to the build, or under a public path such as a shell release's `/0.2.0/`),
 * and to its script preloads: a preload is reused only when its integrity and CORS mode match
 * the script's, otherwise the browser downloads the file twice.
 */
export function pinPageScripts(html, integrity) {
  const names = Object.keys(integrity).sort((a, b) => b.length - a.length);
  const hashOf = (src) => {
    const path = src.replace(/[?#].*$/, '');
    const file = names.find((name) => path === name || path.endsWith(`/${name}`));
    return file && integrity[file];
  };
  const pin = (tag, src) => {
    const hash = hashOf(src);
    if (!hash || /\bintegrity=/.test(tag)) return tag;
    return tag.replace(
      /\s*\/?>$/,
      (end) => ` integrity="${hash}" crossorigin="anonymous"${end.trim()}`,
    );
  };
  return html
    .replace(/<script\b[^>]*?\bsrc="([^"]+)"[^>]*>/g, (tag, src) => pin(tag, src))
    .replace(/<link\b[^>]*>/g, (tag) => {
      const preloadsScript = /\brel="preload"/.test(tag) && /\bas="script"/.test(tag);
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
      return preloadsScript && href ? pin(tag, href) : tag;
    });
}

export class ScriptIntegrityPlugin {
  /** @param {{ role: 'shell' | 'remote' }} options the shell pins its own chunks itself */
  constructor({ role }) {
    this.role = role;
  }

  apply(compiler) {
    const { Compilation, RuntimeGlobals, runtime, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const placeholders = new Map(); // placeholder → the chunk whose hash replaces it
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        NAME,
        (source, runtimeChunk) => {
          let own = null;
          if (this.role === 'shell') {
            own = {};
            for (const chunk of compilation.chunks) {
              if (chunk === runtimeChunk || chunk.id === null) continue;
              const stand = chunkHashPlaceholder(placeholders.size);
              placeholders.set(stand, chunk);
              own[chunk.id] = stand;
            }
          }
          return `${source}\n${pinChunkScriptSource(RuntimeGlobals.require, own)}`;
        },
      );
      compilation.hooks.processAssets.tap(
        // After RealContentHashPlugin (OPTIMIZE_HASH), the last stage that changes a script.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const chunkHash = (stand) => {
            const chunk = placeholders.get(stand);
            const file = chunk && [...chunk.files].find((name) => name.endsWith('.js'));
            const asset = file && compilation.getAsset(file);
            return asset ? integrityOf(asset.source.buffer()) : undefined;
          };
          for (const asset of compilation.getAssets()) {
            if (placeholders.size === 0 || !asset.name.endsWith('.js')) continue;
            const code = asset.source.source().toString();
            const filled = fillChunkHashes(code, chunkHash);
            if (filled !== code) compilation.updateAsset(asset.name, new sources.RawSource(filled));
          }
          const integrity = integrityOfScripts(
            compilation.getAssets().map((asset) => [asset.name, asset.source.buffer()]),
          );
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.html')) continue;
            const html = pinPageScripts(asset.source.source().toString(), integrity);
            compilation.updateAsset(asset.name, new sources.RawSource(html));
          }
          compilation.emitAsset(
            INTEGRITY_FILE,
            new sources.RawSource(`${JSON.stringify(integrity, null, 2)}\n`),
          );
        },
      );
    });
  }
}

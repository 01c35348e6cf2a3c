// Production builds pin their scripts (docs/decisions/006-script-integrity.md):
// - integrity.json records the SHA-384 of every script the build emits (after webpack's last
//   change to them, the real content hashes), so a release can carry it into remotes.json;
// - the page's own <script> tags get `integrity` and `crossorigin`;
// - webpack's own chunk loader (`__webpack_require__.l`), which the federation runtime's
//   createScript hook never sees (webpack/webpack#14310), asks that hook for each chunk's
//   attributes, so a remote's chunks are pinned by the same plugin as its entry.
import { integrityOfScripts, INTEGRITY_FILE } from './script-integrity.js';

const NAME = 'ScriptIntegrityPlugin';

/**
 * A syntactically valid SHA-384 digest no script can have: a browser fetches the script and
 * refuses to run it. Used when no hash is known, so an unpinned script fails closed.
 */
export const UNMATCHABLE_INTEGRITY = `sha384-${'A'.repeat(64)}`;

/**
 * The code added to webpack's script loader, where `url` and `script` are in scope. The
 * federation instance's createScript hook answers with the element the host's plugin built
 * (shell/src/areas/pinned-scripts.ts); only its integrity and crossorigin are taken.
 * @param {string} require the name of __webpack_require__ in the runtime
 * @param {boolean} failClosed a remote: a chunk nobody pinned must not run
 */
export function pinChunkScriptSource(require, failClosed) {
  return [
    'var pinned;',
    `try { var fed = ${require}.federation; var hook = fed && fed.instance && fed.instance.loaderHook.lifecycle.createScript;`,
    '  pinned = hook && hook.emit({ url: url, attrs: {} }); if (pinned && pinned.script) pinned = pinned.script;',
    '} catch (e) { pinned = undefined; }',
    'if (pinned && pinned.integrity) { script.integrity = pinned.integrity; script.crossOrigin = pinned.crossOrigin || "anonymous"; }',
    failClosed
      ? `else { script.integrity = ${JSON.stringify(UNMATCHABLE_INTEGRITY)}; script.crossOrigin = "anonymous"; }`
      : '',
  ].join('\n');
}

/**
 * Adds `integrity` and `crossorigin` to the page's script tags whose file the build hashed
 * (named relative to the build, or under a public path such as a shell release's `/0.2.0/`).
 */
export function pinPageScripts(html, integrity) {
  const names = Object.keys(integrity).sort((a, b) => b.length - a.length);
  return html.replace(/<script\b([^>]*?)\bsrc="([^"?#]+)([^"]*)"([^>]*)>/g, (tag, ...parts) => {
    const [, src] = parts;
    const file = names.find((name) => src === name || src.endsWith(`/${name}`));
    const hash = file && integrity[file];
    if (!hash || /\bintegrity=/.test(tag)) return tag;
    return tag.replace(/>$/, ` integrity="${hash}" crossorigin="anonymous">`);
  });
}

export class ScriptIntegrityPlugin {
  /** @param {{ failClosed: boolean }} options failClosed: a remote's unpinned chunk never runs */
  constructor({ failClosed }) {
    this.failClosed = failClosed;
  }

  apply(compiler) {
    const { Compilation, RuntimeGlobals, runtime, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        NAME,
        (source) => `${source}\n${pinChunkScriptSource(RuntimeGlobals.require, this.failClosed)}`,
      );
      compilation.hooks.processAssets.tap(
        // After RealContentHashPlugin (OPTIMIZE_HASH), the last stage that changes a script.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
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

// The page's boot script (docs/decisions/003): a small bundle of its own, built beside the app
// (no federation, no webpack chunk runtime), emitted content-hashed and named first in the page
// as an external <script defer>, so it runs before the app's entry with the CSP left strict. The
// ScriptIntegrityPlugin, which runs later, records its hash and pins its tag like any script.
import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'BootScriptPlugin';

/** `<name>.<10 hex>.js`: the content-hashed form the servers cache as immutable. */
export function bootScriptFile(name, code) {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  return `${name}.${hash}.js`;
}

/** The page's tag for it: first in the head, deferred, so it runs before the entry does. */
export function bootScriptTag(src) {
  return {
    tagName: 'script',
    voidTag: false,
    meta: { plugin: NAME },
    attributes: { defer: true, src },
  };
}

export class BootScriptPlugin {
  /**
   * @param {{ entry: string, name?: string,
   *   defines?: (compilation: import('webpack').Compilation) => Record<string, unknown> }} options
   *   the boot script's source, and the build-time constants it reads (JSON values), computed
   *   from the app's compilation once its modules are known
   */
  constructor({ entry, name = 'boot', defines = () => ({}) }) {
    this.entry = entry;
    this.name = name;
    this.defines = defines;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    let file = null;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Built once the app's module graph is complete (its constants may read it), before the
      // page is written (HtmlWebpackPlugin runs at a later stage).
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const code = await this.build(compiler, this.defines(compilation));
          file = bootScriptFile(this.name, code);
          compilation.emitAsset(file, new sources.RawSource(code));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.unshift(bootScriptTag(`${data.publicPath ?? ''}${file}`));
        return data;
      });
    });
  }

  /** One minified file, every module hoisted into one scope; nothing written to disk. */
  build(compiler, defines) {
    const { options } = compiler;
    const nested = compiler.webpack({
      mode: 'production',
      context: options.context,
      entry: this.entry,
      target: 'web',
      devtool: false,
      output: { path: options.output.path, filename: 'boot.js', iife: true },
      // The app's own TypeScript rule (swc), so the boot script compiles as the app does.
      module: { rules: options.module.rules.filter((rule) => rule.test?.test?.('boot.ts')) },
      resolve: { extensions: options.resolve.extensions, modules: options.resolve.modules },
      optimization: { minimize: true, minimizer: options.optimization.minimizer },
      performance: { hints: false },
      plugins: [
        new compiler.webpack.DefinePlugin(
          Object.fromEntries(
            Object.entries(defines).map(([key, value]) => [key, JSON.stringify(value)]),
          ),
        ),
      ],
    });
    nested.hooks.shouldEmit.tap(NAME, () => false);
    return new Promise((resolve, reject) => {
      nested.run((error, stats) => {
        nested.close(() => undefined);
        if (error) return reject(error);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(stats.compilation.getAsset('boot.js').source.source().toString());
      });
    });
  }
}

// Brotli (quality 11) and gzip (level 9) siblings of every text file a build publishes, made once
// at build time so nginx sends them as they are (brotli_static, gzip_static) instead of spending
// CPU on every response, or sending the files uncompressed.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text files a page downloads. Images and fonts are compressed formats already; source maps
 * only reach developer tools, and brotli 11 on them would double every build's compression time.
 */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|ico)$/;

/** The brotli and gzip forms of one text file's bytes. */
async function compressed(body) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gz };
}

/** Writes `<file>.br` and `<file>.gz`. */
export async function precompressFile(file) {
  const body = await readFile(file);
  const { br, gz } = await compressed(body);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { file, bytes: body.length, br: br.length, gz: gz.length };
}

/** Every compressible file under `dir`, each with fresh siblings. */
export async function precompressTree(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const results = [];
  // A few at a time: zlib runs on libuv's thread pool, and the machine has two cores.
  for (let i = 0; i < files.length; i += 4)
    results.push(...(await Promise.all(files.slice(i, i + 4).map(precompressFile))));
  return results;
}

/**
 * Webpack plugin: precompresses every text file the build emits, beside it, through the
 * compiler's own output file system: on disk for a build, in memory under `webpack serve`
 * (whose dev server writes no dist/ to scan).
 */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const started = Date.now();
      const output = compiler.outputFileSystem;
      const read = promisify(output.readFile.bind(output));
      const write = promisify(output.writeFile.bind(output));
      const files = compilation.getAssets().filter(({ name }) => COMPRESSIBLE.test(name));
      let bytes = 0;
      let brBytes = 0;
      // A few at a time: zlib runs on libuv's thread pool, and the machine has two cores.
      for (let i = 0; i < files.length; i += 4)
        await Promise.all(
          files.slice(i, i + 4).map(async ({ name }) => {
            const file = path.join(compilation.outputOptions.path, name);
            const body = await read(file);
            const { br, gz } = await compressed(body);
            await Promise.all([write(`${file}.br`, br), write(`${file}.gz`, gz)]);
            bytes += body.length;
            brBytes += br.length;
          }),
        );
      compilation.logger?.info?.(
        `precompressed ${files.length} files (${bytes} → ${brBytes} bytes brotli) in ${Date.now() - started} ms`,
      );
    });
  }
}

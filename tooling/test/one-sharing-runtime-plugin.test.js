import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { OneSharingRuntimePlugin } from '../federation/one-sharing-runtime-plugin.js';
import { fakeLibrary, runWebpack, writeProject } from './webpack-fixture.js';

// A real (small) federated build: a container that provides and consumes one shared library,
// left unminified so the runtime's assignments can be read.
const fixture = () =>
  writeProject('sharing-', {
    ...fakeLibrary('fake-lib', "export const answer = 'ANSWER';"),
    'src/area.js': "export { answer } from 'fake-lib';",
  });

async function remoteEntry(plugins) {
  const dir = fixture();
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'area' },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'area',
        filename: 'remoteEntry.js',
        exposes: { './area': './src/area.js' },
        shared: { 'fake-lib': { requiredVersion: '^1.0.0' } },
        dts: false,
        manifest: false,
      }),
      ...plugins,
    ],
  });
  expect(stats.compilation.errors).toEqual([]);
  return readFileSync(path.join(dir, 'dist/remoteEntry.js'), 'utf8');
}

// Each assignment of the initializer, with the start of its body.
const initializers = (code) => code.match(/__webpack_require__\.I = [^]{0,120}/g) ?? [];

describe('OneSharingRuntimePlugin', () => {
  it('leaves a container one share-scope initializer: the federation runtime’s', async () => {
    const code = await remoteEntry([new OneSharingRuntimePlugin()]);
    expect(initializers(code)).toEqual([expect.stringContaining('bundlerRuntime.I(')]);
    expect(code).toMatch(/initOptions\.shared = \{\s*"fake-lib"/);
  }, 60_000);

  it('removes what webpack writes and the federation writes over (the reason it exists)', async () => {
    const code = await remoteEntry([]);
    expect(initializers(code)).toHaveLength(2);
    expect(initializers(code)[1]).toContain('bundlerRuntime.I(');
  }, 60_000);
});

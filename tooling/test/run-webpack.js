// One webpack build run to its end, its compiler closed: the plugin tests build small real
// projects. Resolves with the stats whatever the build reported, since a test may expect errors.
import webpack from 'webpack';

/** @param {import('webpack').Configuration} config */
export function runWebpack(config) {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(stats);
    }),
  );
}

// Jest transformer for the few ES-module-only packages the tests load (tournament-organizer and
// its tournament-pairings, used by the benchmark's peer adapter): jest 29 runs CommonJS, so
// esbuild rewrites their import/export to require/module.exports. Nothing else goes through it.
const esbuild = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = esbuild.transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcefile: filename,
      sourcemap: 'external',
    });
    return { code, map };
  },
};

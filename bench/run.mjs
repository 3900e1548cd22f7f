// `npm run bench`: builds what the benchmark measures (dist/Code.js and the CLI, via
// scripts/build.mjs), bundles bench/main.ts for Node into node_modules/.cache (outside dist/, so
// clasp never pushes it), and runs it. Quiet builds: with --json, stdout is the JSON alone.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

await import('../scripts/build.mjs');
const out = path.resolve('node_modules/.cache/tiebreaks/bench.cjs');
await esbuild.build({
  entryPoints: ['bench/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: out,
  logLevel: 'warning',
});
createRequire(import.meta.url)(out);

// `npm run bench:limits`: builds dist/ (scripts/build.mjs), bundles bench/appsScriptLimits.ts for
// Node into node_modules/.cache (outside dist/, so clasp never pushes it), and runs it.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

await import('../scripts/build.mjs');
const out = path.resolve('node_modules/.cache/tiebreaks/limits.cjs');
await esbuild.build({
  entryPoints: ['bench/appsScriptLimits.ts'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: out,
  logLevel: 'warning',
});
createRequire(import.meta.url)(out);

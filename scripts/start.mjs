// Runs scripts/start.ts (the emulated runtime on dist/Code.js). No ts-node here: esbuild bundles
// it for Node into node_modules/.cache, outside dist/ so clasp never sees it. `npm start` builds first.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

const out = path.resolve('node_modules/.cache/tiebreaks/start.cjs');
await esbuild.build({
  entryPoints: ['scripts/start.ts'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: out,
  logLevel: 'warning',
});
createRequire(import.meta.url)(out);

// Bundling TypeScript for Node: the CLI (build-cli.mjs), and the scripts that run a .ts entry
// without ts-node (start.mjs, preview.mjs, bench/run.mjs, bench/limits.mjs).
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

/** esbuild options for a Node 20 CommonJS bundle. Quiet but for warnings: the output would precede a command's own. */
export const NODE_BUNDLE = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'warning' };

/**
 * Bundles `entry` into node_modules/.cache/tiebreaks/NAME.cjs and runs it. The cache is outside
 * dist/, so clasp never pushes it.
 */
export async function runTs(entry, name) {
  const out = path.resolve(`node_modules/.cache/tiebreaks/${name}.cjs`);
  await esbuild.build({ ...NODE_BUNDLE, entryPoints: [entry], outfile: out });
  createRequire(import.meta.url)(out);
}

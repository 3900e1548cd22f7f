// `npm run bench`: builds what the benchmark measures (dist/Code.js and the CLI, via
// scripts/build.mjs), then bundles bench/main.ts for Node and runs it (scripts/bundle.mjs).
// Quiet builds: with --json, stdout is the JSON alone.
import { runTs } from '../scripts/bundle.mjs';

await import('../scripts/build.mjs');
await runTs('bench/main.ts', 'bench');

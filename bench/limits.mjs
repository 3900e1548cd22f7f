// `npm run bench:limits`: builds dist/ (scripts/build.mjs), then bundles bench/appsScriptLimits.ts
// for Node and runs it (scripts/bundle.mjs).
import { runTs } from '../scripts/bundle.mjs';

await import('../scripts/build.mjs');
await runTs('bench/appsScriptLimits.ts', 'limits');

// `npm run bench:limits`: builds dist/ and the CLI (scripts/build.mjs --dist; install/ stays as
// committed: it changes only with a release build), then bundles bench/appsScriptLimits.ts for
// Node and runs it (scripts/bundle.mjs).
import { execFileSync } from 'node:child_process';
import { runTs } from '../scripts/bundle.mjs';

execFileSync(process.execPath, ['scripts/build.mjs', '--dist'], { stdio: ['ignore', 'ignore', 'inherit'] });
await runTs('bench/appsScriptLimits.ts', 'limits');

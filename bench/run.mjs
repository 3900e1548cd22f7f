// `npm run bench`: builds what the benchmark measures, then bundles bench/main.ts for Node and
// runs it (scripts/bundle.mjs): dist/ and the CLI (scripts/build.mjs --dist), and the minified
// add-on into node_modules/.cache/tiebreaks/install (--install-to), which the cold start compares
// with dist/Code.js. install/ itself is left as committed: it changes only with a release build.
// Quiet builds: with --json, stdout is the JSON alone.
import { execFileSync } from 'node:child_process';
import { runTs } from '../scripts/bundle.mjs';

// bench/coldStart.ts reads Code.gs from here.
const INSTALL_DIR = 'node_modules/.cache/tiebreaks/install';

for (const args of [['--dist'], ['--install-to', INSTALL_DIR]])
  execFileSync(process.execPath, ['scripts/build.mjs', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
await runTs('bench/main.ts', 'bench');

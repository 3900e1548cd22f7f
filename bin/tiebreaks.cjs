#!/usr/bin/env node
// The CLI, built from src/cli by scripts/build-cli.mjs (run by `npm run build` and before `npm run tiebreaks`).
// A reader that stops early (`tiebreaks systems | head -1`) closes the pipe: stop quietly, as Unix tools do.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
// Loaded with V8's code cache (bin/load.cjs): a first run need not compile the whole bundle again.
const { cli, saveCache } = require('./load.cjs').load();
process.exitCode = cli.run(process.argv.slice(2));
saveCache();

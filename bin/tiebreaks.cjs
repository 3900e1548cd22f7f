#!/usr/bin/env node
// The CLI, built from src/cli by scripts/build-cli.mjs (run by `npm run build` and before `npm run tiebreaks`).
// A reader that stops early (`tiebreaks systems | head -1`) closes the pipe: stop quietly, as Unix tools do.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
process.exitCode = require('../dist/cli.cjs').run(process.argv.slice(2));

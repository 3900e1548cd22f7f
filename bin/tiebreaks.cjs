#!/usr/bin/env node
// The CLI, built from src/cli by scripts/build-cli.mjs (run by `npm run build` and before `npm run tiebreaks`).
process.exitCode = require('../dist/cli.cjs').run(process.argv.slice(2));

// Preloaded (`node -r bench/maxRss.cjs bin/tiebreaks.cjs …`) by the benchmark's peak-memory
// measure: on exit, the process's own peak resident memory (KB) as the last line of stderr.
process.on('exit', () => process.stderr.write(`\nmaxRSS ${process.resourceUsage().maxRSS}\n`));

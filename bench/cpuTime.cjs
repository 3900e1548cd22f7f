// Preloaded (`node -r bench/cpuTime.cjs …`) by the cold start's CPU-time figure: on exit, the
// process's own CPU time (user + system, Node's start included) in ms, as the last line of stderr.
// On a shared machine other jobs stretch wall time; they hardly change the CPU time a process uses.
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(`\ncpuMs ${(user + system) / 1000}\n`);
});

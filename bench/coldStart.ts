/**
 * Cold start (issue 18): what a person waits for beyond the table itself.
 *
 * - The CLI: a fresh `node bin/tiebreaks.cjs standings FILE` process, whole (wall time), against
 *   Node starting an empty script; and inside a fresh process (bench/coldStart.cjs): loading the
 *   bundle as bin/ does, the first run, and the warm run (median after warm-ups) in that process.
 *   Each with the code cache bin/load.cjs keeps and without it (a first run after install). And
 *   the whole process's CPU time (bench/cpuTime.cjs), which other jobs on a shared machine
 *   hardly change, where they stretch its wall time.
 * - A custom function: Apps Script starts a fresh script for every call, so a call pays for
 *   compiling the script, running its top level and running cold code. Measured in a fresh Node
 *   process: the script compiled and loaded into a fresh vm context, one =STANDINGS call, then
 *   warm calls in that same context; for dist/Code.js (what clasp pushes) and Code.gs as the
 *   install build makes it (the same minified; bench/run.mjs builds it into INSTALL_BUILD).
 *
 * Every figure is the least over PROCESSES fresh processes (see `least`). The table: TABLE_PLAYERS ×
 * TABLE_ROUNDS from generateSwiss, a club Swiss.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { valuesFromDelimited } from '../emulator';
import { generateSwiss } from '../test/support/generate';

export const TABLE_PLAYERS = 60;
export const TABLE_ROUNDS = 9;
export const PROCESSES = 7;
/** Warm runs inside each cold-start child (as many untimed first). */
const WARM_RUNS = 20;
const CHILD = path.resolve('bench/coldStart.cjs');
/** Preloaded to report a process's CPU time on exit. */
const CPU_TIME = path.resolve('bench/cpuTime.cjs');
/** The minified add-on, as `scripts/build.mjs --install-to` writes it (bench/run.mjs). */
const INSTALL_BUILD = 'node_modules/.cache/tiebreaks/install/Code.gs';

/** One fresh process's figures (bench/coldStart.cjs), in ms; compile is null for the CLI (inside load). */
export interface ColdFigures {
  node: number;
  compile: number | null;
  load: number;
  first: number;
  /** The call right after the first: compiled, but hardly optimised yet. */
  second: number;
  warm: number;
}

export interface ColdStart {
  /** Fresh processes each figure is the least of. */
  processes: number;
  players: number;
  rounds: number;
  /** Wall time of `node -e 0`. */
  nodeWallMs: number;
  /** Wall time of the whole CLI process, without and with the code cache. */
  cliWallMs: { noCache: number; cached: number };
  /** CPU time (user + system) of `node -e 0` and of the whole CLI process, without and with the code cache. */
  cpuMs: { node: number; noCache: number; cached: number };
  cli: { noCache: ColdFigures; cached: ColdFigures };
  gas: { dist: ColdFigures; install: ColdFigures };
}

/**
 * The least of a field over the fresh processes: on a shared machine every other job only adds
 * time, so the least is the figure least disturbed (cold and warm alike).
 */
const least = (xs: readonly number[]): number => {
  if (!xs.length) throw new Error('bench: the least of nothing');
  return Math.min(...xs);
};

/** Runs node with `args` once; returns its wall time (spawn to exit) and its stdout. */
function node(args: string[], env: NodeJS.ProcessEnv = process.env): { ms: number; stdout: string } {
  const start = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', env, maxBuffer: 16 << 20 });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`bench: node ${args.join(' ')} failed: ${r.stderr}`);
  return { ms, stdout: r.stdout };
}

/** The least wall time of `n` runs of node with `args`. */
const wall = (n: number, args: string[], env?: NodeJS.ProcessEnv): number =>
  least(Array.from({ length: n }, () => node(args, env).ms));

/** The least CPU time (user + system) of `n` runs of node with `args` (bench/cpuTime.cjs reports it). */
function cpu(n: number, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const one = (): number => {
    const r = spawnSync(process.execPath, ['-r', CPU_TIME, ...args], { encoding: 'utf8', env, maxBuffer: 16 << 20 });
    const ms = /cpuMs ([\d.]+)\n$/.exec(r.stderr)?.[1];
    if (r.status !== 0 || ms === undefined) throw new Error(`bench: node ${args.join(' ')} failed: ${r.stderr}`);
    return Number(ms);
  };
  return least(Array.from({ length: n }, one));
}

/**
 * The least, field by field, of `n` fresh bench/coldStart.cjs children, run as a person
 * runs them: no flags (V8 also refuses a code cache written under other flags).
 */
function figures(n: number, args: string[], env?: NodeJS.ProcessEnv): ColdFigures {
  const runs = Array.from({ length: n }, () => {
    const line = node([CHILD, ...args], env)
      .stdout.trim()
      .split('\n')
      .pop();
    if (!line) throw new Error(`bench: coldStart.cjs ${args[0]} printed nothing`);
    return JSON.parse(line) as Record<string, number | null>;
  });
  const field = (name: string): number => least(runs.map((r) => Number(r[name])));
  const compile = runs[0]?.compile_ms === null ? null : field('compile_ms');
  return {
    node: field('node_ms'),
    compile,
    load: field('load_ms'),
    first: field('first_ms'),
    second: field('second_ms'),
    warm: field('warm_ms'),
  };
}

/**
 * The cold-start figures; `dir` holds the table's files, `distDir` the built add-on; each the least
 * of `processes` fresh processes.
 */
export function measureColdStart(dir: string, distDir: string, processes = PROCESSES): ColdStart {
  const n = processes;
  const g = generateSwiss(2026, TABLE_PLAYERS, TABLE_ROUNDS);
  const csv = path.join(dir, `club-${TABLE_PLAYERS}x${TABLE_ROUNDS}.csv`);
  const values = path.join(dir, `club-${TABLE_PLAYERS}x${TABLE_ROUNDS}.json`);
  fs.writeFileSync(csv, g.csv);
  fs.writeFileSync(values, JSON.stringify(valuesFromDelimited(g.csv)));
  const noCache = { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' };
  // On Node 20 the code cache keeps the functions that ran in the process that wrote it
  // (bin/load.cjs). A cache folder of its own (XDG_CACHE_HOME, made private by mkdtemp), so the
  // cache measured is written by a standings run, as a director's first `tiebreaks standings`
  // writes it, not by whatever ran this build first (a test). Node 22's own cache
  // (module.enableCompileCache) is in the same folder. TMPDIR too, where the cache was kept until
  // issue 26, so that an older bin/load.cjs is measured the same way.
  const cacheDir = fs.mkdtempSync(path.join(dir, 'cache-'));
  const cached: NodeJS.ProcessEnv = {
    ...process.env,
    XDG_CACHE_HOME: cacheDir,
    TMPDIR: cacheDir,
    TMP: cacheDir,
    TEMP: cacheDir,
  };
  delete cached.NODE_COMPILE_CACHE;
  const cli = [path.resolve('bin/tiebreaks.cjs'), 'standings', csv, '--preset', 'uscf', '--format', 'json'];
  const nodeWallMs = wall(n, ['-e', '0']);
  const cliWallNoCache = wall(n, cli, noCache);
  node(cli, cached); // writes the code cache
  const cliWallCached = wall(n, cli, cached);
  const cpuMs = { node: cpu(n, ['-e', '0']), noCache: cpu(n, cli, noCache), cached: cpu(n, cli, cached) };
  const child = ['cli', csv, 'uscf', String(WARM_RUNS)];
  const gasArgs = (file: string) => ['gas', file, values, 'uscf', String(WARM_RUNS)];
  return {
    processes: n,
    players: TABLE_PLAYERS,
    rounds: TABLE_ROUNDS,
    nodeWallMs,
    cliWallMs: { noCache: cliWallNoCache, cached: cliWallCached },
    cpuMs,
    cli: { noCache: figures(n, child, noCache), cached: figures(n, child, cached) },
    gas: {
      dist: figures(n, gasArgs(path.join(distDir, 'Code.js'))),
      install: figures(n, gasArgs(path.resolve(INSTALL_BUILD))),
    },
  };
}

/** A first run against the warm one: everything after Node's own start, over the warm run. */
export const cliRatio = (f: ColdFigures): number => (f.load + f.first) / f.warm;

/** A cold custom-function call against a warm one in the same context. */
export function gasRatio(f: ColdFigures): number {
  if (f.compile === null) throw new Error('bench: a custom function call without its compile time');
  return (f.compile + f.load + f.first) / f.warm;
}

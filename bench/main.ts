/**
 * `npm run bench -- [--quick] [--cold-start] [--json] [--json-file PATH] [--peer-cap SECONDS]`:
 * figures for the README, never a test. --quick: 100 and 1,000 players only. --cold-start: the
 * cold start alone (a minute, not eight). --peer-cap: seconds allowed to tournament-organizer's
 * one run at 10,000 players (default 60; 0 skips it); over it, peer_ms is null.
 *
 * The parent generates the tournaments (test/support/generate.ts, one seed for every size so the
 * layout and cell style are the same), writes each as crosstable CSV, and measures every case in
 * fresh child processes, one after another:
 *   - "ours" child: the floor, ours, rank and the phases, interleaved run by run;
 *   - peak_mb: `node bin/tiebreaks.cjs standings CSV --preset P --format json` itself, the process a
 *     director starts, its peak RSS (process.resourceUsage().maxRSS, reported by bench/maxRss.cjs);
 *     the median of three;
 *   - "peer" child: tournament-organizer on the same pairings;
 *   - "gas" child: dist/Code.js's =STANDINGS in the emulated Apps Script runtime.
 * Each timing child does warm-up runs, then N timed runs, in steady state: no full GC is forced
 * between runs (it discards the optimised code of the functions whose per-run objects it frees:
 * docs/benchmarks.md), only a young-generation one, so each run pays the collections its own
 * allocation causes, as a long-running process does. The report gives medians. With --json, stdout holds only the JSON document;
 * progress goes to stderr.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSwiss } from '../test/support/generate';
import { appsScriptSubject, floorSubject, oursSubject, peerSubject, Subject } from './subjects';
import { ColdStart, measureColdStart, PROCESSES } from './coldStart';
import { PEER } from './peer';
import { phaseNames, phasesSubject, rankSubject } from './phases';
import { Measured, printColdStart, printReport, toJson } from './report';

const SEED = 2026;
const PRESETS = ['uscf', 'mca'];
const ROUNDS = [9, 11];
/** Timed runs, by size (medians are reported). */
const RUNS: Record<number, number> = { 100: 15, 1000: 9, 10000: 7 };
/** Untimed warm-up runs first, by size: small cases need more before the JIT has settled. */
const WARMUPS: Record<number, number> = { 100: 10, 1000: 5, 10000: 3 };
/** The peer is quadratic in players: past this size it is run once (see peerCapSeconds). */
const PEER_FULL_UP_TO = 1000;

interface ChildResult {
  samples: Record<string, number[]>;
  maxRssKb: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** A child's samples of one subject; a subject that never ran is a bug in the bench. */
function samplesOf(result: ChildResult, name: string): number[] {
  const xs = result.samples[name];
  if (!xs?.length) throw new Error(`bench: no samples of ${name}`);
  return xs;
}

/** The subjects a child of this kind measures on one CSV. */
/**
 * A young-generation collection before each timed run, so that each subject starts with an empty
 * nursery and pays for what it allocates itself, never for garbage the subject before it left
 * (rank, short, ran right after ours and took its collections). Unlike a full GC it drops no map,
 * so no optimised code is lost (docs/benchmarks.md, "Why steady state").
 */
const scavenge = (): void => (globalThis as { gc?: (o: { type: 'minor' }) => void }).gc?.({ type: 'minor' });

function subjectsOf(kind: string, text: string, preset: string, distDir: string): Record<string, Subject> {
  if (kind === 'ours')
    return {
      floor: floorSubject(text),
      ours: oursSubject(text, preset),
      rank: rankSubject(text, preset),
      phase: phasesSubject(text, preset),
    };
  if (kind === 'peer') return { peer: peerSubject(text, preset) };
  return { gas: appsScriptSubject(text, preset, distDir) };
}

/** Child: measures the subjects of one kind on one CSV, prints one JSON line. */
function child(kind: string, csvPath: string, preset: string, warmups: number, runs: number, distDir: string): void {
  const text = fs.readFileSync(csvPath, 'utf8');
  const subjects = subjectsOf(kind, text, preset, distDir);
  const samples: Record<string, number[]> = {};
  // Each timed function, and the subject whose `last` holds its parts (the phases).
  const all: [string, () => number, Subject | undefined][] = [];
  for (const [name, s] of Object.entries(subjects)) {
    all.push([name, () => s.sample(), s]);
    for (const [extra, f] of Object.entries(s.extras ?? {})) all.push([`${name}_${extra}`, f, undefined]);
  }
  for (let i = 0; i < warmups + runs; i++) {
    // Interleaved, so a change in the machine's load touches every subject alike.
    for (const [name, f, s] of all) {
      scavenge();
      const ms = f();
      if (i < warmups) continue;
      (samples[name] ??= []).push(ms);
      for (const [part, partMs] of Object.entries(s?.last ?? {})) (samples[`${name}_${part}`] ??= []).push(partMs);
    }
  }
  const result: ChildResult = { samples, maxRssKb: process.resourceUsage().maxRSS };
  process.stdout.write(JSON.stringify(result) + '\n');
}

interface Options {
  quick: boolean;
  /** Only the cold start (bench/coldStart.ts), its table printed alone. */
  coldStartOnly: boolean;
  json: boolean;
  /** Also write the --json document to this file (so one run gives the table and the JSON). */
  jsonFile?: string;
  peerCapSeconds: number;
}

function parseOptions(argv: string[]): Options {
  const o: Options = { quick: false, coldStartOnly: false, json: false, peerCapSeconds: 60 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') o.quick = true;
    else if (a === '--cold-start') o.coldStartOnly = true;
    else if (a === '--json') o.json = true;
    else if (a === '--peer-cap') o.peerCapSeconds = Number(argv[++i]);
    else if (a === '--json-file') o.jsonFile = argv[++i];
    else
      throw new Error(
        `Unknown option ${a}. Usage: npm run bench -- [--quick] [--cold-start] [--json] [--json-file PATH] [--peer-cap SECONDS]`,
      );
  }
  if (!(o.peerCapSeconds >= 0)) throw new Error('--peer-cap takes a number of seconds');
  if (o.coldStartOnly && (o.json || o.jsonFile)) throw new Error('--cold-start prints its table only, no JSON');
  return o;
}

function runChild(self: string, args: string[], timeoutMs?: number): ChildResult | { timedOut: true } {
  const r = spawnSync(process.execPath, ['--expose-gc', self, '--child', ...args], {
    encoding: 'utf8',
    maxBuffer: 16 << 20,
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.error && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT') return { timedOut: true };
  if (r.signal === 'SIGKILL' && timeoutMs !== undefined) return { timedOut: true };
  if (r.status !== 0)
    throw new Error(`benchmark child ${args.join(' ')} failed (status ${r.status}, signal ${r.signal})`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as ChildResult;
}

/** Peak RSS (KB) of one `tiebreaks standings` process on the CSV, as a director runs it. */
function cliPeakKb(csv: string, preset: string): number {
  const args = ['-r', path.resolve('bench/maxRss.cjs'), 'bin/tiebreaks.cjs', 'standings', csv, '--preset', preset];
  const r = spawnSync(process.execPath, [...args, '--format', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const kb = /maxRSS (\d+)\n$/.exec(r.stderr)?.[1];
  if (r.status !== 0 || kb === undefined) throw new Error(`bench: tiebreaks standings failed: ${r.stderr}`);
  return Number(kb);
}

function parent(o: Options, self: string, distDir: string): void {
  const say = (t: string) => process.stderr.write(t + '\n');
  const sizes = o.coldStartOnly ? [] : o.quick ? [100, 1000] : [100, 1000, 10000];
  const dir = path.join(os.tmpdir(), `tiebreaks-bench-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  const measured: Measured[] = [];
  let cold: ColdStart | undefined;
  try {
    for (const players of sizes) {
      for (const rounds of ROUNDS) {
        const g = generateSwiss(SEED, players, rounds);
        const csv = path.join(dir, `swiss-${players}x${rounds}.csv`);
        fs.writeFileSync(csv, g.csv);
        const runs = RUNS[players];
        const warmups = String(WARMUPS[players]);
        for (const preset of PRESETS) {
          say(`bench: ${players} players × ${rounds} rounds, ${preset} …`);
          const ours = runChild(self, ['ours', csv, preset, warmups, String(runs), distDir]);
          if ('timedOut' in ours) throw new Error('ours timed out');
          const gas = runChild(self, ['gas', csv, preset, warmups, String(runs), distDir]);
          if ('timedOut' in gas) throw new Error('Apps Script run timed out');
          // The peer is quadratic: past PEER_FULL_UP_TO players, one run without warm-up, under a cap.
          const full = players <= PEER_FULL_UP_TO;
          const peer =
            !full && o.peerCapSeconds === 0
              ? ({ timedOut: true } as const)
              : runChild(
                  self,
                  ['peer', csv, preset, full ? warmups : '0', full ? String(runs) : '1', distDir],
                  full ? undefined : o.peerCapSeconds * 1000,
                );
          measured.push({
            players,
            rounds,
            preset,
            cells: g.grid.length * g.grid[0].length,
            bytes: Buffer.byteLength(g.csv),
            runs,
            oursMs: median(ours.samples.ours),
            floorMs: median(ours.samples.floor),
            rankMs: median(ours.samples.rank),
            phasesMs: phaseNames(preset).map((name) => [name, median(samplesOf(ours, `phase_${name}`))]),
            peakMb: median([0, 1, 2].map(() => cliPeakKb(csv, preset))) / 1024,
            peer: PEER,
            peerMs: 'timedOut' in peer ? null : median(peer.samples.peer),
            peerLoadMs: 'timedOut' in peer ? null : median(peer.samples.peer_load),
            peerRuns: 'timedOut' in peer ? 0 : peer.samples.peer.length,
            peerPeakMb: 'timedOut' in peer ? null : peer.maxRssKb / 1024,
            peerCapSeconds: o.peerCapSeconds,
            gasMs: median(gas.samples.gas),
            gasPeakMb: gas.maxRssKb / 1024,
          });
        }
      }
    }
    say('bench: cold start (fresh processes) …');
    // Alone it has the time for three times the processes: their least is steadier on a busy machine.
    cold = measureColdStart(dir, distDir, o.coldStartOnly ? 3 * PROCESSES : PROCESSES);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!cold) throw new Error('bench: the cold start was not measured');
  if (o.coldStartOnly) {
    printColdStart(cold);
    return;
  }
  if (o.jsonFile) fs.writeFileSync(o.jsonFile, JSON.stringify(toJson(measured)) + '\n');
  if (o.json) process.stdout.write(JSON.stringify(toJson(measured)) + '\n');
  else printReport(measured, cold, o.quick, SEED);
}

function main(): void {
  const argv = process.argv.slice(2);
  // The bundle itself (run.mjs requires it, so argv[1] is run.mjs): the children run it with --child.
  const self = __filename;
  const distDir = path.resolve('dist');
  if (argv[0] === '--child') {
    const [kind, csv, preset, warmups, runs, dist] = argv.slice(1);
    child(kind, csv, preset, Number(warmups), Number(runs), dist);
    return;
  }
  let options: Options;
  try {
    options = parseOptions(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  parent(options, self, distDir);
}

main();

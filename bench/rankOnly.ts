/**
 * Tiebreaks and ranking alone (issue 18): rank() by a preset on a tournament already read, against
 * the floor (bench/floor.ts) on the same text. Medians of RUNS runs after WARMUP, a full GC before
 * each when Node runs with --expose-gc. Run: node bench/rankOnly.mjs [players] [rounds] [preset]
 */
import { performance } from 'node:perf_hooks';
import { readCrosstableText } from '../src/read';
import { rank } from '../src/standings/rank';
import { PRESETS } from '../src/standings/presets';
import { generateSwiss } from '../test/support/generate';
import { floor } from './floor';

const [players = 10000, rounds = 11] = process.argv.slice(2, 4).map(Number);
const presetId = process.argv[4] ?? 'uscf';
const RUNS = Number(process.env.RUNS ?? 15);
const WARMUP = 5;

const expose = (globalThis as { gc?: () => void }).gc;
/**
 * A full GC, then 50 ms asleep: the collector sweeps on helper threads after gc() returns, and
 * that work would otherwise land in the next timed run (process CPU time counts every thread).
 */
const gc = expose
  ? () => {
      expose();
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  : undefined;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const preset = PRESETS.find((p) => p.id === presetId);
if (!preset) throw new Error(`no preset ${presetId}`);
const text = generateSwiss(2026, players, rounds).csv;
const t = readCrosstableText(text, 'bench.csv');
/** CPU milliseconds of this thread (user + system): steadier than wall time on a busy machine. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Wall and CPU milliseconds of one run of `work`. */
function timed(work: () => void): [number, number] {
  const [w0, c0] = [performance.now(), cpuMs()];
  work();
  return [performance.now() - w0, cpuMs() - c0];
}

/** The floor: as many passes as fill 20 ms, per pass (as bench/subjects.ts does). */
function floorPass(): [number, number] {
  let passes = 0;
  const [w, c] = timed(() => {
    const start = performance.now();
    do {
      sink ^= floor(text).checksum;
      passes++;
    } while (performance.now() - start < 20);
  });
  return [w / passes, c / passes];
}

let sink = 0;
const runs: { rank: [number, number]; floor: [number, number] }[] = [];
for (let i = 0; i < WARMUP + RUNS; i++) {
  gc?.();
  let rows = 0;
  const r = timed(() => (rows = rank(t, { order: preset.order }).rows.length));
  if (rows !== t.players.length) throw new Error('rank lost players');
  gc?.();
  const f = floorPass();
  if (i >= WARMUP) runs.push({ rank: r, floor: f });
}
const show = (which: 0 | 1, name: string) => {
  const r = median(runs.map((x) => x.rank[which]));
  const f = median(runs.map((x) => x.floor[which]));
  return `${name}: rank ${r.toFixed(2)} ms, floor ${f.toFixed(2)} ms, rank/floor ${(r / f).toFixed(2)}x`;
};
console.log(`${players} x ${rounds} ${presetId}, medians of ${RUNS} (checksum ${sink & 1})`);
console.log(`  ${show(0, 'wall')}`);
console.log(`  ${show(1, 'cpu ')}`);

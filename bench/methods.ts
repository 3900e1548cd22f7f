/**
 * The benchmark's two methods side by side (docs/benchmarks.md, "Why steady state"): the CLI's
 * standings run and rank() alone, interleaved with the floor, medians of RUNS runs after 5
 * warm-ups; with FORCE_GC=1, a full GC before each run, as the bench did until 2026-11-25.
 * Run: node --expose-gc bench/methods.mjs [players] [preset] [runs]  (a generated Swiss, 11 rounds)
 */
import { performance } from 'node:perf_hooks';
import { run as cli } from '../src/cli/main';
import { readCrosstableText } from '../src/read';
import { rank } from '../src/standings/rank';
import { PRESETS } from '../src/standings/presets';
import { floor } from './floor';
import { generateSwiss } from '../test/support/generate';
const players = Number(process.argv[2] ?? 10000),
  preset = process.argv[3] ?? 'uscf',
  N = Number(process.argv[4] ?? 25);
const text = generateSwiss(2026, players, 11).csv;
const args = ['standings', 'bench.csv', '--preset', preset, '--format', 'json'];
let out = '';
const io = {
  out: (t: string) => (out = t),
  err: (t: string) => {
    throw new Error(t);
  },
  readFile: () => text,
};
const med = (x: number[]) => [...x].sort((a, b) => a - b)[x.length >> 1]!;
const time = (f: () => void) => {
  const s = performance.now();
  f();
  return performance.now() - s;
};
const ours: number[] = [],
  rk: number[] = [],
  fl: number[] = [];
const t = readCrosstableText(text, 'bench.csv');
const order = PRESETS.find((p) => p.id === preset)!.order;
const gc = process.env.FORCE_GC ? (globalThis as { gc?: () => void }).gc : undefined;
for (let i = 0; i < N + 5; i++) {
  gc?.();
  const a = time(() => cli(args, io));
  gc?.();
  const b = time(() => rank(t, { order }));
  gc?.();
  let passes = 0;
  const c =
    time(() => {
      const s = performance.now();
      do {
        floor(text);
        passes++;
      } while (performance.now() - s < 20);
    }) / passes;
  if (i >= 5) {
    ours.push(a);
    rk.push(b);
    fl.push(c);
  }
}
const f = med(fl);
console.log(
  `${process.env.LABEL ?? 'this tree'}${gc ? ' (full GC before each run)' : ' (steady)'} ${players}x11 ${preset}: ours ${med(ours).toFixed(1)} ms (${(med(ours) / f).toFixed(1)}x), rank ${med(rk).toFixed(1)} ms (${(med(rk) / f).toFixed(1)}x), floor ${f.toFixed(2)} ms, out ${out.length}`,
);

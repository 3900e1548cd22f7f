/**
 * Mid-event tables (docs/tiebreaks.md, "Rounds not yet played"): a chart made for every round and
 * filled in for the first k (later columns blank, no score column) ranks exactly as the finished
 * chart cut with "after round k", for generated events and for every reference file in ../shared
 * (refdata CSVs, TRF files), in the engine and in the CLI. A round half typed ranks as the round
 * before it, and the report counts the missing results.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { readAny } from '../../src/read';
import { rank } from '../../src/standings/rank';
import { toJson } from '../../src/standings/format';
import { findPreset } from '../../src/standings/presets';
import { generateSwiss, roundColumns, swissArbitrary, toCsv } from '../support/generate';
import { describeShared, sharedFiles } from '../support/shared';
import { runCli } from '../support/cli';
import { fromGenerated, ratesFor, WRITERS } from './notationWriters';
import { scanDelimited } from '../../src/read/csv';

const USCF = findPreset('uscf').order;
const SCORE_HEADERS = /^(score|pts\.?|points|total)$/i;

/** The standings as rows: rank, place, number, score and every value. */
function standingsOf(source: string | string[][], afterRound?: number, notation?: string) {
  const t = readAny(source, { notation }).tournament;
  return toJson(rank(t, { order: USCF, afterRound })).standings;
}

/** The grid as a chart made for all its rounds and filled in for the first k: later rounds blank, no score column. */
function chartAfter(grid: readonly (readonly string[])[], k: number): string[][] {
  const rounds = roundColumns(grid[0]);
  const blank = new Set([...rounds].filter(([r]) => r > k).map(([, c]) => c));
  const score = grid[0].findIndex((h) => SCORE_HEADERS.test(h.trim()));
  return grid.map((row, i) => row.map((cell, c) => (i > 0 && blank.has(c) ? '' : cell)).filter((_, c) => c !== score));
}

/** The TRF with every round after k blank and the points field blank (a file in progress prints none). */
function trfAfter(text: string, k: number): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      if (!line.startsWith('001')) return line;
      const kept = line.slice(0, 91 + 10 * k).padEnd(91 + 10 * k);
      return (kept.slice(0, 80) + '    ' + kept.slice(84)).trimEnd();
    })
    .join('\n');
}

describe('generated events: every prefix of rounds in the full chart ranks as "after round k"', () => {
  test('engine', () => {
    fc.assert(
      fc.property(swissArbitrary({ minRounds: 2, maxRounds: 7, maxPlayers: 16 }), (g) => {
        for (let k = 1; k < g.rounds; k++) {
          // The generator writes US Chess notation: a cut without its score column may no longer say so (H, U, B only).
          const prefix = readAny(chartAfter(g.grid, k), { notation: 'us' }).tournament;
          // A round whose results are all U (nobody paired) is still a round: only k or fewer count.
          expect(prefix.rounds).toBeLessThanOrEqual(k);
          if (prefix.rounds < k) continue;
          expect(prefix.plannedRounds).toBe(g.rounds);
          expect(prefix.roundInProgress).toBeUndefined();
          expect(standingsOf(chartAfter(g.grid, k), undefined, 'us')).toEqual(standingsOf(g.grid, k, 'us'));
        }
      }),
      { numRuns: 40 },
    );
  });

  test('CLI: the same output as --after-round k, and --verbose says "after round k of n"', () => {
    const g = generateSwiss(20261127, 14, 6, { withdraw: 0, lateEntry: 0 });
    for (let k = 1; k < g.rounds; k++) {
      const files = { 'full.csv': g.csv, 'prefix.csv': toCsv(chartAfter(g.grid, k)) };
      const cut = runCli(['standings', 'full.csv', '--after-round', String(k)], files);
      const prefix = runCli(['standings', 'prefix.csv', '--verbose'], files);
      expect(prefix.status).toBe(0);
      expect(prefix.out).toBe(cut.out);
      expect(prefix.err).toContain(`after round ${k} of 6`);
      const json = JSON.parse(runCli(['standings', 'prefix.csv', '--format', 'json'], files).out);
      expect([json.rounds, json.plannedRounds]).toEqual([k, 6]);
    }
  });
});

describe('every notation writer: a chart filled in for k rounds ranks as "after round k"', () => {
  // MSA's and Vega's printed tables are a finished event's printout, never a chart filled in as it goes.
  const charts = WRITERS.filter(
    (w) => w.id === 'trf' || typeof w.write(fromGenerated(generateSwiss(1, 2, 2))) !== 'string',
  );
  test.each(charts.map((w) => [w.label, w] as const))('%s', (_label, w) => {
    for (const seed of [3, 17, 2026]) {
      const g = generateSwiss(seed, 12, 5, { ...ratesFor(w), withdraw: 0, lateEntry: 0 });
      const written = w.write(fromGenerated(g));
      const options = { notation: w.id, ...(typeof written === 'string' ? { fileName: 'event.trf' } : {}) };
      const full = readAny(written, options).tournament;
      for (let k = 1; k < g.rounds; k++) {
        const mid = typeof written === 'string' ? trfAfter(written, k) : chartAfter(written, k);
        const prefix = readAny(mid, options).tournament;
        expect([prefix.rounds, prefix.roundInProgress]).toEqual([k, undefined]);
        expect(toJson(rank(prefix, { order: USCF })).standings).toEqual(
          toJson(rank(full, { order: USCF, afterRound: k })).standings,
        );
      }
    }
  });
});

describeShared('reference files: every prefix of rounds ranks as "after round k"', () => {
  const csvs = sharedFiles('refdata', /\.csv$/).filter((f) => !/_rr_/.test(f));
  test.each(csvs.map((f) => [path.basename(f), f]))('%s', (_name, file) => {
    const grid = scanDelimited(fs.readFileSync(file, 'utf8')).rows.map((row) => row.map(String));
    const full = readAny(grid).tournament;
    // The finished file reads as before: every round counts and none is in progress.
    expect([full.plannedRounds, full.roundInProgress]).toEqual([undefined, undefined]);
    for (let k = 1; k < full.rounds; k++) {
      const prefix = readAny(chartAfter(grid, k)).tournament;
      expect([prefix.rounds, prefix.plannedRounds, prefix.roundInProgress]).toEqual([k, full.rounds, undefined]);
      expect(standingsOf(chartAfter(grid, k))).toEqual(standingsOf(grid, k));
    }
  });

  const trfs = sharedFiles('trf', /\.trf$/);
  test.each(trfs.map((f) => [path.basename(f), f]))('%s', (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    const full = readAny(text, { fileName: 'event.trf' }).tournament;
    expect(full.roundInProgress).toBeUndefined();
    if (!full.roundOrderKnown) return;
    for (let k = 1; k < full.rounds; k++) {
      const cut = toJson(rank(full, { order: USCF, afterRound: k })).standings;
      const prefix = readAny(trfAfter(text, k), { fileName: 'event.trf' }).tournament;
      expect(prefix.rounds).toBe(k);
      expect(toJson(rank(prefix, { order: USCF })).standings).toEqual(cut);
    }
  });
});

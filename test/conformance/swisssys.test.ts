/**
 * Every printed column of the SwissSys reference files (shared/refdata/swisssys_*.csv) is
 * accounted for, and every computed one reproduced: each tiebreak column SwissSys printed
 * (Op. perf. included, rules.md §3a), the score-based place and the score; the columns that are
 * the table itself (number, name, rating, the requested byes, the rounds) are read back as
 * printed. A column this file does not know fails the "every printed column" test: it is never
 * skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromPoints } from '../../src/model/points';
import type { Tournament } from '../../src/model/tournament';
import { parseDelimited } from '../../src/read/csv';
import { readCrosstableText } from '../../src/read';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec, TIEBREAKS } from '../../src/tiebreaks/registry';
import { tiebreakColumn } from '../../src/standings/column';
import { describeShared, sharedFiles } from '../support/shared';

/**
 * SwissSys column label -> our system. "Med" in these exports is the Modified Median
 * (refdata-notes §1); "Op. perf." is US 34E10 as SwissSys computes it (rules.md §3a).
 */
const TIEBREAK_COLUMNS: Record<string, string> = {
  'Mod. Med': 'MM',
  Med: 'MM',
  Solk: 'SOLK',
  Solkoff: 'SOLK',
  'Cumul.': 'CUM',
  'Op. cumul.': 'OPPCUM',
  'Op. perf.': 'OPPPERF',
  Kash: 'KASH',
  BPG: 'BLACKS',
};

/** The columns that are the table itself, each read back by its own test below. */
const TABLE_COLUMNS = ['number', 'name', 'rating', 'byes'];
/** The columns computed from the table besides the tiebreaks: each has its own test below. */
const STANDING_COLUMNS = ['score', 'place'];

/** How this file checks a printed column, or undefined for one it does not know. */
function checkedAs(label: string): string | undefined {
  if (/^R\d+$/.test(label)) return 'round, read as a table entry';
  if (TABLE_COLUMNS.includes(label)) return 'read back as printed';
  if (STANDING_COLUMNS.includes(label)) return 'computed and compared';
  if (TIEBREAK_COLUMNS[label]) return `computed as ${TIEBREAK_COLUMNS[label]} and compared`;
  return undefined;
}

/** "2,4" or "3z": the rounds SwissSys records as requested byes, a trailing z for a zero-point one. */
function requestedByes(text: string): { round: number; zero: boolean }[] {
  return text
    .split(',')
    .filter(Boolean)
    .map((t) => ({ round: Number(t.replace(/z$/, '')), zero: t.endsWith('z') }));
}

/** What a requested bye must be in the table: a half-point bye, or 0 ("z", or a round SwissSys gave 0). */
function byeMismatches(tournament: Tournament, byNumber: Map<number, string[]>, col: number): string[] {
  const out: string[] = [];
  for (const p of tournament.players) {
    for (const { round, zero } of requestedByes(byNumber.get(p.number)![col])) {
      const kind = p.entries[round - 1]?.kind;
      const ok = zero ? kind === 'zeroBye' : kind === 'halfBye' || kind === 'zeroBye';
      if (!ok) out.push(`#${p.number} R${round}${zero ? 'z' : ''}: read as ${kind ?? 'no round'}`);
    }
  }
  return out;
}

describeShared('SwissSys reference files', () => {
  const files = sharedFiles('refdata', /^swisssys_.*\.csv$/);

  test('there are reference files to check, two of them with Op. perf.', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    const withOppPerf = files.filter((f) => parseDelimited(fs.readFileSync(f, 'utf8'))[0].includes('Op. perf.'));
    expect(withOppPerf.map((f) => path.basename(f))).toEqual([
      'swisssys_oscf_2026_es_copper.csv',
      'swisssys_oscf_2026_hs_platinum.csv',
    ]);
  });

  describe.each(files.map((f) => [path.basename(f), f]))('%s', (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    const [header, ...rows] = parseDelimited(text);
    const tournament = readCrosstableText(text, file);
    const byNumber = new Map(rows.map((r) => [Number(r[0]), r]));
    const printed = header.filter((h) => TIEBREAK_COLUMNS[h]);
    const cell = (number: number, label: string) => byNumber.get(number)![header.indexOf(label)];

    test('every printed column is checked (a new one fails here until it is reproduced)', () => {
      const unknown = header.filter((h) => checkedAs(h) === undefined);
      expect(unknown).toEqual([]);
      expect(header.filter((h) => /^R\d+$/.test(h)).length).toBeGreaterThanOrEqual(4);
    });

    test('number, name, rating and every round are read as printed', () => {
      expect(tournament.players).toHaveLength(rows.length);
      expect(tournament.rounds).toBe(header.filter((h) => /^R\d+$/.test(h)).length);
      // SwissSys prints 0 for an unrated player; the table holds no rating for them.
      const rating = (text: string) => (Number(text) > 0 ? text : 'unrated');
      for (const p of tournament.players) {
        expect(`#${p.number} name "${p.name}" rating ${p.rating ?? 'unrated'}`).toBe(
          `#${p.number} name "${cell(p.number, 'name')}" rating ${rating(cell(p.number, 'rating'))}`,
        );
      }
    });

    test('byes: every requested bye is a bye of that round in the table', () => {
      expect(byeMismatches(tournament, byNumber, header.indexOf('byes'))).toEqual([]);
    });

    test.each(printed)('%s: every printed value', (label) => {
      const spec = parseTiebreakSpec(TIEBREAK_COLUMNS[label]);
      const column = tiebreakColumn(tournament, spec);
      const inPoints = TIEBREAKS[spec.code].unit === 'points';
      const mismatches: string[] = [];
      tournament.players.forEach((p, i) => {
        const expected = cell(p.number, label);
        // No value (null) shows as an empty cell, as SwissSys would print nothing.
        const v = column[i].value;
        const got = v === null ? '' : inPoints ? v / 4 : v;
        if (expected === '' ? got !== '' : Number(expected) !== got)
          mismatches.push(`#${p.number}: printed ${expected}, computed ${got} (${column[i].explain()})`);
      });
      expect(mismatches).toEqual([]);
      expect(tournament.players.length).toBeGreaterThan(0);
    });

    test('place: the printed score ranges, shared ties included; score: summed from the rounds', () => {
      const standings = rank(tournament, { order: [] });
      for (const row of standings.rows) {
        const p = tournament.players[row.player];
        expect(`#${p.number} ${row.place}`).toBe(`#${p.number} ${cell(p.number, 'place')}`);
        expect(row.score).toBe(fromPoints(Number(cell(p.number, 'score'))));
      }
    });
  });
});

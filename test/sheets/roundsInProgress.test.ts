/**
 * Mid-event charts in the add-on (docs/sheets.md, "A chart not yet complete"): the example event
 * (examples/spring-swiss.csv, 5 rounds) filled in for its first k rounds, later columns blank and
 * no score column, gives the custom functions and the Standings sheet exactly what "after round k"
 * gives on the finished chart, and says "after round k of 5". A half-typed round 5 ranks as after
 * round 4, and "after round 5" is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues } from '../../emulator';
import { generateSwiss } from '../support/generate';
import { DIST, ensureBuilt, readDist } from '../bundle/built';
import { standingsTable } from '../support/standingsSheet';

const FULL = fs
  .readFileSync(path.join(__dirname, '../../examples/spring-swiss.csv'), 'utf8')
  .trim()
  .split(/\r?\n/)
  .map((line) => line.split(','));
const SCORE = 3;
const FIRST_ROUND = 4;
const ROUNDS = 5;

/** The chart without its score column, rounds after k blank, and round k+1 typed only for the rows `typed`. */
function chartAfter(k: number, typed: number[] = []): string[][] {
  return FULL.map((row, i) =>
    row
      .map((cell, c) => {
        const round = c - FIRST_ROUND + 1;
        if (i === 0 || round <= k) return cell;
        return round === k + 1 && typed.includes(i) ? cell : '';
      })
      .filter((_, c) => c !== SCORE),
  );
}

const withoutScore = (grid: string[][]) => grid.map((row) => row.filter((_, c) => c !== SCORE));
const range = (grid: string[][]) => `A1:${String.fromCharCode(64 + grid[0].length)}${grid.length}`;

beforeAll(() => ensureBuilt());

function runtimeWith(sheets: Record<string, string[][]>): AppsScriptRuntime {
  const runtime = new AppsScriptRuntime({ code: readDist('Code.js'), spreadsheet: new EmulatedSpreadsheet('Club') });
  const names = Object.keys(sheets);
  runtime.spreadsheet.getActiveSheet().setName(names[0]);
  for (const name of names.slice(1)) runtime.spreadsheet.insertSheet(name);
  for (const [name, grid] of Object.entries(sheets)) putValues(runtime.spreadsheet, name, grid);
  return runtime;
}

describe('custom functions', () => {
  test.each([1, 2, 3, 4])('round %i filled in of 5: STANDINGS and MODMEDIAN as after_round on the whole chart', (k) => {
    const prefix = chartAfter(k);
    const full = withoutScore(FULL);
    const rt = runtimeWith({ Prefix: prefix, Full: full });
    const mid = rt.setFormula('Prefix', 'K1', `=STANDINGS(${range(prefix)}, "uscf")`);
    const cut = rt.setFormula('Full', 'K1', `=STANDINGS(${range(full)}, "uscf", ${k})`);
    expect([mid.error, cut.error]).toEqual([undefined, undefined]);
    expect(mid.values[0][4]).toBe(`Score after round ${k} of ${ROUNDS}`);
    expect(mid.values.slice(1)).toEqual(cut.values.slice(1));
    const mm = rt.setFormula('Prefix', 'Z1', `=MODMEDIAN(${range(prefix)})`);
    const mmCut = rt.setFormula('Full', 'Z1', `=MODMEDIAN(${range(full)}, , ${k})`);
    expect(mm.values.slice(1)).toEqual(mmCut.values.slice(1));
  });

  test('a generated event: every prefix as after_round', () => {
    const g = generateSwiss(7, 12, 5, { withdraw: 0, lateEntry: 0 });
    const cols = g.columns.rounds;
    for (let k = 1; k < g.rounds; k++) {
      const prefix = g.grid.map((row, i) => row.map((cell, c) => (i > 0 && cols.indexOf(c) >= k ? '' : cell)));
      const rt = runtimeWith({ Prefix: prefix, Full: g.grid });
      const mid = rt.setFormula('Prefix', 'Z1', `=STANDINGS(${range(prefix)}, "uscf")`);
      const cut = rt.setFormula('Full', 'Z1', `=STANDINGS(${range(g.grid)}, "uscf", ${k})`);
      expect(mid.values.slice(1)).toEqual(cut.values.slice(1));
    }
  });

  test('round 5 half typed: ranked as after round 4; after_round 5 is an error saying why', () => {
    // Webb–Okafor (rows 1, 3) and Sokolova–Lindqvist (rows 2, 12) have no round 5 result yet.
    const typed = [4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15];
    const half = chartAfter(4, typed);
    const rt = runtimeWith({ Half: half, Full: withoutScore(FULL) });
    const mid = rt.setFormula('Half', 'K1', `=STANDINGS(${range(half)}, "uscf")`);
    const cut = rt.setFormula('Full', 'K1', `=STANDINGS(${range(half)}, "uscf", 4)`);
    expect(mid.values.slice(1)).toEqual(cut.values.slice(1));
    const five = rt.setFormula('Half', 'Z1', `=MODMEDIAN(${range(half)}, , 5)`);
    expect(five.error).toBe(
      'after_round 5: only 4 rounds are complete: round 5 is in progress (4 of 15 players have no result yet); expected a round from 1 to 4.',
    );
  });
});

describe('the Standings sheet', () => {
  function rankOn(grid: string[][], afterRound: number | null) {
    const ss = new EmulatedSpreadsheet('Spring Open', 'Crosstable');
    putValues(ss, 'Crosstable', grid);
    const rt = loadDist(DIST, { spreadsheet: ss });
    const out = rt.run('rankStandings', { preset: 'uscf', order: [], afterRound, lots: false, lotSeed: 1 }) as {
      ok: boolean;
      summary?: string;
      message?: string;
      problems?: { message: string }[];
    };
    return { out, table: out.ok ? standingsTable(rt.spreadsheet.getSheetByName('Standings')!) : undefined };
  }

  test.each([1, 3, 4])('round %i filled in of 5: the rows of after round k, titled "after round k of 5"', (k) => {
    const mid = rankOn(chartAfter(k), null);
    const cut = rankOn(withoutScore(FULL), k);
    expect(mid.out.ok).toBe(true);
    expect(mid.table!.rows).toEqual(cut.table!.rows);
    expect(mid.table!.title).toContain(`standings, US Chess`);
    expect(mid.table!.title).toMatch(new RegExp(`after round ${k} of 5$`));
    expect(mid.out.summary).toMatch(new RegExp(`^15 players ranked after round ${k} of 5;`));
  });

  test('round 5 half typed: after round 4 of 5, the note counts the missing results; after round 5 refused', () => {
    const half = chartAfter(4, [4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15]);
    const mid = rankOn(half, null);
    expect(mid.table!.rows).toEqual(rankOn(withoutScore(FULL), 4).table!.rows);
    expect(mid.table!.title).toMatch(/after round 4 of 5$/);
    const five = rankOn(half, 5);
    expect(five.out.ok).toBe(false);
    expect([five.out.message, ...(five.out.problems ?? []).map((p) => p.message)].join('\n')).toContain(
      '"After round" 5: only 4 rounds are complete: round 5 is in progress',
    );
  });
});

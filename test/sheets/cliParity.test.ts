/**
 * The sheet and the command line are one engine: each SwissSys reference file, put on an
 * emulated sheet as Sheets would hold it, gives through =STANDINGS() and the per-system
 * functions exactly what `tiebreaks standings FILE --format json` prints.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AppsScriptRuntime, cellA1, EmulatedSpreadsheet, putValues, Value, valuesFromDelimited } from '../../emulator';
import { placeValue } from '../../src/sheets/numberFormats';
import { ensureBuilt, readDist, ROOT } from '../bundle/built';
import { describeShared, sharedFiles } from '../support/shared';
import { sheetLabels } from '../support/sheetLabels';

interface CliStandings {
  tiebreaks: string[];
  standings: {
    rank: string;
    place: string;
    number: number;
    name: string;
    score: number;
    values: Record<string, number | null>;
    decidedBy: string | null;
  }[];
}

/** Per preset: formulas whose column must equal the CLI's value under that label. */
const CASES = {
  uscf: { MM: 'MODMEDIAN(RANGE)', SOLK: 'SOLKOFF(RANGE)', CUM: 'CUMULATIVE(RANGE)', OPPCUM: 'OPPCUMULATIVE(RANGE)' },
  mca: {
    PLAY: 'TIEBREAK(RANGE, "PLAY")',
    BLACKS: 'MOSTBLACKS(RANGE)',
    'SB(scores=adjusted)': 'SONNEBORNBERGER(RANGE,,,"adjusted")',
    'KASH(unplayed=2)': 'KASHDAN(RANGE,,,"unplayed=2")',
  },
} as const;

let code: string;
beforeAll(() => {
  ensureBuilt();
  code = readDist('Code.js');
});

function cli(file: string, preset: string): CliStandings {
  return JSON.parse(
    execFileSync('node', ['bin/tiebreaks.cjs', 'standings', file, '--preset', preset, '--format', 'json'], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );
}

/** The "Decided by" text names what the CLI's code says. */
function decidedMatches(code: string | null, text: Value): boolean {
  if (code === null) return text === '';
  if (code === 'shared') return text === 'shared';
  if (code === 'score') return String(text).startsWith('score ');
  if (code === 'LOTS') return String(text).startsWith('lot');
  return String(text).startsWith(code);
}

describeShared('custom functions agree with the CLI on the SwissSys reference files', () => {
  const files = sharedFiles('refdata', /^swisssys_.*\.csv$/);

  test('there are files to compare', () => expect(files.length).toBeGreaterThan(0));

  describe.each(files.map((f) => [path.basename(f), f]))('%s', (_name, file) => {
    const values = valuesFromDelimited(fs.readFileSync(file, 'utf8'));
    const range = `A1:${cellA1(values.length, values[0].length)}`;
    const numberCol = values[0].indexOf('number');

    test.each(Object.keys(CASES) as (keyof typeof CASES)[])(
      'preset %s: STANDINGS and the per-system columns',
      (preset) => {
        const expected = cli(file, preset);
        const runtime = new AppsScriptRuntime({ code, spreadsheet: new EmulatedSpreadsheet() });
        runtime.spreadsheet.getActiveSheet().setName('Crosstable');
        putValues(runtime.spreadsheet, 'Crosstable', values);
        runtime.spreadsheet.insertSheet('Out');

        const standings = runtime.setFormula('Out', 'A1', `=STANDINGS(Crosstable!${range}, "${preset}")`);
        expect(standings.error).toBeUndefined();
        const [header, ...rows] = standings.values;
        // Headed as on the Standings sheet ("SB" for the JSON's "SB(scores=adjusted)").
        const labels = sheetLabels(expected.tiebreaks);
        const heads = expected.tiebreaks.map((l) => labels.get(l) ?? l);
        expect(header).toEqual(['Rank', 'Place', 'No.', 'Name', 'Score', ...heads, 'Decided by']);
        expect(rows).toHaveLength(expected.standings.length);
        rows.forEach((row, i) => {
          const want = expected.standings[i];
          // Rank and Place are numbers, so the table sorts 1, 2, 10; a shared one ("3-5") is text.
          expect(row.slice(0, 5)).toEqual([
            placeValue(want.rank),
            placeValue(want.place),
            want.number,
            want.name,
            want.score,
          ]);
          expect(row.slice(5, -1)).toEqual(expected.tiebreaks.map((label) => want.values[label] ?? ''));
          const decided = row[row.length - 1];
          const code = want.decidedBy === null ? null : (labels.get(want.decidedBy) ?? want.decidedBy);
          expect(decidedMatches(code, decided) ? 'agree' : `CLI ${want.decidedBy}, sheet "${decided}"`).toBe('agree');
        });

        const byNumber = new Map(expected.standings.map((s) => [s.number, s]));
        Object.entries(CASES[preset]).forEach(([label, formula], i) => {
          const column = runtime.setFormula(
            'Out',
            cellA1(1, 20 + i),
            `=${formula.replace('RANGE', `Crosstable!${range}`)}`,
          );
          expect(column.error).toBeUndefined();
          expect(column.values[0]).toEqual([label]);
          values.slice(1).forEach((line, r) => {
            const want = byNumber.get(Number(line[numberCol]))!;
            expect([line[numberCol], column.values[r + 1][0]]).toEqual([line[numberCol], want.values[label]]);
          });
        });
      },
    );
  });
});

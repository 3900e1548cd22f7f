/**
 * Issue 27: a result the two players' cells tell differently (F5 says "W3W", F4 says "W4B") is
 * one problem about one game, the same in every front end: the CLI, =STANDINGS and the sidebar's
 * list of problems. When the score column shows which cell is wrong, that cell is named first and
 * the row's score is not reported again; when nothing shows it, both cells are named and no guess.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSpreadsheet, loadDist, putValues, Value, valuesFromDelimited } from '../../emulator';
import { STANDINGS } from '../../src/sheets/customFunctions';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { runCli } from '../support/cli';

const EXAMPLE = fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8');

/** Priya Raman (No. 4, row 5) lost to David Okafor (No. 3) in round 2; her cell is typed as a win. */
const PRIYA = '4,Priya Raman,1942,3,W11B,L3W';
const wrongCell = EXAMPLE.replace(PRIYA, '4,Priya Raman,1942,3,W11B,W3W');
/** The same, with her score column made to agree with the win: nothing tells which cell is wrong. */
const bothAgree = EXAMPLE.replace(PRIYA, '4,Priya Raman,1942,4,W11B,W3W');

const PROBABLY =
  `F5: player 4's round 2 says "W3W" but player 3's round 2 (F4) says "W4B"; F5 is probably the wrong one: ` +
  `player 4's score (D5) is 3, which adds up with a loss against player 3 in round 2.`;
const EITHER =
  `F4: player 3's round 2 says "W4B" but player 4's round 2 (F5) says "W3W"; expected a loss against player 3 in F5 ` +
  `or a loss against player 4 in F4. Nothing else in the table tells which is wrong: fix one of the two.`;

const CASES = [
  ['the score column tells which cell', wrongCell, PROBABLY],
  ['nothing tells which cell', bothAgree, EITHER],
] as const;

beforeAll(() => ensureBuilt(), 120_000);

test('the example is as the cases expect (the edit took)', () => {
  expect(EXAMPLE).toContain(PRIYA);
  expect(EXAMPLE).toContain('3,David Okafor,1987,4,W10W,W4B');
});

describe.each(CASES)('%s', (_name, csv, problem) => {
  test('CLI: the one problem on stderr, and nothing else', () => {
    const r = runCli(['standings', 'table.csv', '--preset', 'uscf'], () => csv);
    expect(r).toEqual({ status: 2, out: '', err: `${problem}\n` });
  });

  test('=STANDINGS: the one problem in the error', () => {
    const grid = valuesFromDelimited(csv) as Value[][];
    const [, cell, message] = /^([A-Z]+\d+): (.*)$/.exec(problem)!;
    const tooltip = `Cell ${cell} of the range: ${message} (Cells are named as if the range's top-left cell were A1.)`;
    expect(() => STANDINGS(grid, 'uscf')).toThrow(new Error(tooltip));
  });

  test("the sidebar's list of problems: the one problem with its cell", () => {
    const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
    putValues(ss, 'Crosstable', valuesFromDelimited(csv));
    const rt = loadDist(DIST, { spreadsheet: ss });
    const info = rt.run('readCrosstableInfo') as { ok: boolean; problems: { cell?: string; message: string }[] };
    expect(info.ok).toBe(false);
    expect(info.problems.map((p) => `${p.cell}: ${p.message}`)).toEqual([problem]);
  });
});

/**
 * Issue 30: "Check another program's numbers" from the sheet (the sidebar's block, the menu
 * item), on the emulated runtime. The crosstable is test/fide/conventions.test.ts's, with Vega's
 * 2026 Buchholz and Sonneborn-Berger printed beside the results as worked in
 * test/request/check.test.ts: #1 BH 2 (ours 2½), SB 1½ (ours 2); #4 BH 2½ (ours 3), SB 2 (ours
 * 2½), each Vega's reading of C.07 16.2.5; #2's SB printed 7, which nothing gives (ours 0).
 */
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues } from '../../emulator';
import type { CheckOutcome } from '../../src/sheets/shapes';
import { DIST, ensureBuilt } from '../bundle/built';
import { TableBuilder } from '../support/builder';
import { forbiddenIn } from '../support/directorWords';

beforeAll(() => ensureBuilt());

/** The crosstable with the printed columns `extra` (header, then one value per player 1-4) beside it. */
function printout(extra: Record<string, string[]>): string[][] {
  const b = new TableBuilder(3);
  for (let i = 1; i <= 4; i++) b.player(`P${i}`);
  b.game(1, 1, 2, 'W').game(1, 3, 4, 'D');
  b.game(2, 1, 3, 'W').bye(2, 2, 'U').bye(2, 4, 'B');
  b.game(3, 1, 3, 'D').game(3, 4, 2, 'X');
  const [header, ...rows] = b.grid();
  const headers = Object.keys(extra);
  return [[...header!, ...headers], ...rows.map((r, i) => [...r, ...headers.map((h) => extra[h]![i]!)])];
}

const VEGA = { BH: ['2', '2.5', '7.5', '2.5'], SB: ['1.5', '7', '2.5', '2'] };

function checked(values: string[][], settings: object = {}): { out: CheckOutcome; rt: AppsScriptRuntime } {
  const ss = new EmulatedSpreadsheet('Club', 'Crosstable');
  putValues(ss, 'Crosstable', values);
  const rt = loadDist(DIST, { spreadsheet: ss });
  return { out: rt.run('checkOtherProgram', { settings, table: null }) as CheckOutcome, rt };
}

describe('a Vega printout beside the results', () => {
  let out: CheckOutcome;
  beforeAll(() => (out = checked(printout(VEGA)).out));

  test('the summary counts the values, the same ones and the differences', () => {
    expect(out.ok && out.summary).toBe(
      "2 printed columns checked: 8 values, 3 the same, 4 explained by another program's reading, 1 by nothing we know",
    );
  });

  test('each difference: the player, the printed value, ours, and the program whose reading gives it', () => {
    if (!out.ok) throw new Error(out.message);
    expect(out.columns.map((c) => c.heading)).toEqual([
      'BH: Buchholz (FIDE). 4 values, 2 the same, 2 differ.',
      'SB: Sonneborn-Berger (FIDE). 4 values, 1 the same, 3 differ.',
    ]);
    const vega = 'As Vega prints it: a forfeit loss not counted as a round left voluntarily.';
    expect(out.columns[0]!.differences).toEqual([
      { text: `No. 1 P1: printed 2, ours 2½. ${vega}`, explained: true },
      { text: `No. 4 P4: printed 2½, ours 3. ${vega}`, explained: true },
    ]);
    // Vega's 2009 reading of Sonneborn-Berger changes nothing under 2026: only 16.2.5 is named.
    expect(out.columns[1]!.differences.map((d) => d.text)).toEqual([
      `No. 1 P1: printed 1½, ours 2. ${vega}`,
      `No. 4 P4: printed 2, ours 2½. ${vega}`,
      'No. 2 P2: printed 7, ours 0. Nothing we know explains it.',
    ]);
    expect(out.columns[1]!.differences[2]!.explained).toBe(false);
  });

  test('every line is in words', () => {
    if (!out.ok) throw new Error(out.message);
    const lines = [out.summary, ...out.columns.flatMap((c) => [c.heading, ...c.differences.map((d) => d.text)])];
    expect(forbiddenIn(lines.join('\n'))).toEqual([]);
  });
});

describe('headers', () => {
  test('TB1, TB2… are the rule set’s tiebreaks in order', () => {
    const { out } = checked(printout({ TB1: VEGA.SB }), { preset: 'custom', order: ['FIDE-SB', 'FIDE-BH'] });
    expect(out.ok && out.columns.map((c) => c.heading)).toEqual([
      'TB1: Sonneborn-Berger (FIDE). 4 values, 1 the same, 3 differ.',
    ]);
  });

  test('a column of numbers whose header names no tiebreak is a problem naming its header cell; a text column is just left out', () => {
    const { out } = checked(printout({ BH: VEGA.BH, Fed: ['ENG', 'SCO', 'WLS', 'ENG'], Pts2: ['3', '1', '2', '3'] }));
    if (!out.ok) throw new Error(out.message);
    expect(out.problems).toEqual([
      {
        cell: 'I1',
        message: expect.stringMatching(/^"Pts2" names no tiebreak we know, so its numbers were not checked\./),
      },
    ]);
    expect(out.notChecked).toBe('Not tiebreaks, not checked: Fed.');
    expect(out.summary).toMatch(/; 1 column of numbers not matched$/);
  });

  test('a table with no printed column says so', () => {
    const { out } = checked(printout({}));
    expect(out.ok && out.summary).toBe('No printed tiebreak column beside the results');
  });
});

test('a standings table pasted in its own order: matched by its No. column; a number that is no player is a problem at its cell', () => {
  const values = printout({ Rk: ['1', '2', '3', '4'], 'No.': ['4', '9', '3', '1'], BH: ['2.5', '3', '7.5', '2'] });
  const { out } = checked(values);
  if (!out.ok) throw new Error(out.message);
  // #4 printed 2½ (ours 3) and #1 printed 2 (ours 2½), Vega's; #3 the same; the row of 9 not checked.
  expect(out.columns.map((c) => c.heading)).toEqual(['BH: Buchholz (FIDE). 3 values, 1 the same, 2 differ.']);
  expect(out.problems).toEqual([
    {
      cell: 'H3',
      message:
        'The pasted table\'s "No." 9 is no player of the crosstable, or is given twice; its row was not checked.',
    },
  ]);
  expect(out.notChecked).toBe('Not tiebreaks, not checked: Rk.');
});

test('a pasted No. beside another player’s name is a problem naming both; that row is not checked', () => {
  const values = printout({
    'No.': ['1', '2', '3', '4'],
    Name: ['P1', 'P2', 'P3', 'P9'],
    BH: ['2.5', '2.5', '7.5', '3'],
  });
  const { out } = checked(values);
  if (!out.ok) throw new Error(out.message);
  expect(out.problems).toEqual([
    {
      cell: 'G5',
      message:
        'The pasted table names "P9" as No. 4, but No. 4 of the crosstable is "P4"; check the pasted "No." column. Its row was not checked.',
    },
  ]);
  expect(out.columns[0]!.heading).toBe('BH: Buchholz (FIDE). 3 values, 3 the same.');
});

test('a crosstable with a problem is refused, the problem naming its cell; nothing is checked', () => {
  const values = printout(VEGA);
  values[1]![4] = 'W9';
  const { out, rt } = checked(values);
  expect(out.ok).toBe(false);
  if (out.ok) return;
  expect(out.problems.some((p) => p.cell === 'E2')).toBe(true);
  expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Crosstable']);
});

test('the menu item opens the sidebar at the check', () => {
  const ss = new EmulatedSpreadsheet('Club', 'Crosstable');
  const rt = loadDist(DIST, { spreadsheet: ss });
  rt.run('showCheckSidebar');
  expect(rt.spreadsheet.hostUi.hostSidebarPage()).toContain('var TIEBREAKS_OPEN_AT = "check"');
});

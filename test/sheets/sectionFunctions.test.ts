/**
 * Custom functions on a table with a Section column (src/request/sections.ts, through
 * dist/Code.js): a column function gives each row its value within its own section; STANDINGS,
 * SCHOOLTEAMS and a player's number need section= when the table has several sections, and then
 * answer exactly as the section's rows alone do; without it they refuse, naming the sections.
 */
import { AppsScriptRuntime, cellA1, EmulatedSpreadsheet, putValues, Value } from '../../emulator';
import { ensureBuilt, readDist } from '../bundle/built';
import { EVENT_GRID, SECTION_ALONE } from '../support/sectionEvent';

let code: string;
beforeAll(() => {
  ensureBuilt();
  code = readDist('Code.js');
});

type Grid = readonly (readonly string[])[];

/** `text` with RANGE standing for the whole grid (on sheet Crosstable), evaluated in Out!A1. */
function formula(grid: Grid, text: string): { values: Value[][]; error?: string } {
  const runtime = new AppsScriptRuntime({ code, spreadsheet: new EmulatedSpreadsheet() });
  runtime.spreadsheet.getActiveSheet().setName('Crosstable');
  putValues(
    runtime.spreadsheet,
    'Crosstable',
    grid.map((r) => [...r]),
  );
  runtime.spreadsheet.insertSheet('Out');
  const range = `Crosstable!A1:${cellA1(grid.length, Math.max(...grid.map((r) => r.length)))}`;
  return runtime.setFormula('Out', 'A1', text.replace('RANGE', range));
}

function value(grid: Grid, text: string): Value[][] {
  const out = formula(grid, text);
  if (out.error !== undefined) throw new Error(out.error);
  return out.values;
}

/** A column function's values by player name. */
function byName(grid: Grid, text: string): Map<string, Value> {
  const column = value(grid, text);
  return new Map(grid.slice(1).map((row, i) => [row[1]!, column[i + 1]?.[0] ?? '']));
}

describe('a column function: each row its value within its own section', () => {
  test.each(['=MODMEDIAN(RANGE)', '=SOLKOFF(RANGE)', '=TIEBREAK(RANGE, "CUM")', '=TIEBREAK(RANGE, "OPPCUM")'])(
    '%s lines up with the table and equals each section alone',
    (text) => {
      const event = byName(EVENT_GRID, text);
      const alone = new Map([...byName(SECTION_ALONE['K-5'], text), ...byName(SECTION_ALONE.Open, text)]);
      expect(event).toEqual(alone);
      // Every player has a value: the check compares numbers, not blanks.
      expect([...event.values()].every((v) => typeof v === 'number')).toBe(true);
      // The header row keeps the label, as for a table of one section.
      expect(value(EVENT_GRID, text)[0]![0]).toBe(value(SECTION_ALONE.Open, text)[0]![0]);
    },
  );
});

describe("a player's number: numbers restart in each section", () => {
  test('found in two sections: refused, naming them; section= says which', () => {
    expect(formula(EVENT_GRID, '=SOLKOFF(RANGE, 3)').error).toBe(
      'Player number 3 is in 2 sections (K-5, Open); name one with section=K-5 in the options.',
    );
    expect(value(EVENT_GRID, '=SOLKOFF(RANGE, 3, , "section=Open")')).toEqual(
      value(SECTION_ALONE.Open, '=SOLKOFF(RANGE, 3)'),
    );
    expect(value(EVENT_GRID, '=TBEXPLAIN(RANGE, 3, "MM", , "section=k-5")')).toEqual(
      value(SECTION_ALONE['K-5'], '=TBEXPLAIN(RANGE, 3, "MM")'),
    );
  });
});

describe('STANDINGS and SCHOOLTEAMS: one section, named', () => {
  test('without section=: refused, naming the sections (never one mixed ranking)', () => {
    const message =
      'This table has 2 sections: K-5, Open; each is ranked alone: name one with section=K-5 in the options.';
    expect(formula(EVENT_GRID, '=STANDINGS(RANGE)').error).toBe(message);
    expect(formula(EVENT_GRID, '=SCHOOLTEAMS(RANGE, 2)').error).toBe(message);
  });

  test('with section=: exactly the standings and school teams of the section alone', () => {
    for (const section of ['K-5', 'Open'] as const) {
      expect(value(EVENT_GRID, `=STANDINGS(RANGE, "uscf", , , "section=${section}")`)).toEqual(
        value(SECTION_ALONE[section], '=STANDINGS(RANGE, "uscf")'),
      );
      expect(value(EVENT_GRID, `=SCHOOLTEAMS(RANGE, 2, "section=${section}")`)).toEqual(
        value(SECTION_ALONE[section], '=SCHOOLTEAMS(RANGE, 2)'),
      );
    }
  });

  test('section= refused by name: a section the table lacks, a table without sections, empty', () => {
    expect(formula(EVENT_GRID, '=STANDINGS(RANGE, , , , "section=K-8")').error).toBe(
      "section=K-8: the table's sections are K-5, Open.",
    );
    expect(formula(SECTION_ALONE.Open, '=MODMEDIAN(RANGE, , , "section=Open")').error).toBe(
      'section=Open: the table has no Section column naming two sections or more; leave section= out.',
    );
    expect(formula(EVENT_GRID, '=STANDINGS(RANGE, , , , "section=")').error).toMatch(/^section= is empty/);
  });
});

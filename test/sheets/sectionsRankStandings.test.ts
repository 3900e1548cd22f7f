/**
 * The sidebar's Rank standings on one table with a Section column (src/request/sections.ts), on the
 * emulated runtime through dist/Code.js: the Crosstable line lists the sections as each reads
 * alone, never "player number 1 is used twice"; Rank standings (sidebar and menu) ranks every
 * section on its own sheet, each exactly as the section's rows ranked as a table by themselves.
 */
import { EmulatedSpreadsheet, loadDist, putValues, Value } from '../../emulator';
import type { RankFailure, RankOutcome, TableInfo } from '../../src/sheets/shapes';
import { DIST, ensureBuilt } from '../bundle/built';
import { EVENT_GRID, SECTION_ALONE } from '../support/sectionEvent';
import { standingsTable } from '../support/standingsSheet';

beforeAll(() => ensureBuilt());

function runtimeWith(grid: readonly (readonly string[])[]) {
  const ss = new EmulatedSpreadsheet('Club', 'Players');
  putValues(ss, 'Players', grid.map((r) => [...r]) as Value[][]);
  return loadDist(DIST, { spreadsheet: ss });
}

const SETTINGS = { preset: 'uscf' };

/** The rows of a standings sheet as Sheets displays them, from the header down (the title names the event). */
function displayed(rt: ReturnType<typeof runtimeWith>, sheet: string): string[][] {
  return standingsTable(rt.spreadsheet.hostSheet(sheet)).displayed;
}

describe('the Crosstable line: a table of sections', () => {
  test('lists each section as read alone, and no false duplicate-number problem', () => {
    const info = runtimeWith(EVENT_GRID).run('readCrosstableInfo', SETTINGS, null) as TableInfo;
    expect(info.ok).toBe(true);
    expect(info.problems).toEqual([]);
    const alone = (section: 'K-5' | 'Open') =>
      runtimeWith(SECTION_ALONE[section]).run('readCrosstableInfo', SETTINGS, null) as TableInfo;
    expect(info.sections).toEqual(
      (['K-5', 'Open'] as const).map((name) => ({ name, players: 4, rounds: alone(name).rounds })),
    );
    expect(info.players).toBe(8);
  });

  test("a section's problem is named by its section and the sheet's cell", () => {
    const bad = EVENT_GRID.map((r) => [...r]);
    bad[4]![5] = 'Q9'; // Open #2's Rd 2, cell F5
    const info = runtimeWith(bad).run('readCrosstableInfo', SETTINGS, null) as TableInfo;
    expect(info.ok).toBe(false);
    expect(info.problems.map((p) => p.cell)).toEqual(['F5']);
    expect(info.problems[0]!.message).toMatch(/^Section Open: /);
  });
});

describe('Rank standings on a table of sections', () => {
  test('the sidebar: one standings sheet per section, each the section alone', () => {
    const rt = runtimeWith(EVENT_GRID);
    const out = rt.run('rankStandings', SETTINGS, null) as RankOutcome | RankFailure;
    if (!out.ok) throw new Error(out.message);
    expect(out.sheets).toEqual(['Standings K-5', 'School teams K-5', 'Standings Open', 'School teams Open']);
    expect(out.summary).toBe('2 sections ranked: K-5 (4 players), Open (4 players); school teams for each');
    expect(out.ranked).toEqual([]);
    expect(out.ties.some((t) => t.startsWith('Open: '))).toBe(true);
    for (const section of ['K-5', 'Open'] as const) {
      const alone = runtimeWith(SECTION_ALONE[section]);
      const one = alone.run('rankStandings', SETTINGS, null) as RankOutcome;
      expect(one.sheetName).toBe('Standings');
      expect(displayed(rt, `Standings ${section}`)).toEqual(displayed(alone, 'Standings'));
    }
    // Nothing is written under the one-table name: no mixed ranking anywhere.
    expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
  });

  test('the menu ranks the same, and says which sheets it wrote', () => {
    const rt = runtimeWith(EVENT_GRID);
    rt.run('rankStandingsFromMenu');
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual([
      'Players',
      'Standings K-5',
      'School teams K-5',
      'Standings Open',
      'School teams Open',
    ]);
    expect(rt.spreadsheet.hostToasts.map((t) => t.msg)).toEqual([
      '2 sections ranked: K-5 (4 players), Open (4 players); school teams for each. Written to the sheets ' +
        '"Standings K-5", "School teams K-5", "Standings Open", "School teams Open" from Players!A1:I9.',
    ]);
  });
});

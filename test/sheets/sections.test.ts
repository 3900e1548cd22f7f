/**
 * Issue 16 on the emulated runtime, through the built dist/Code.js: Rank all sections (one table
 * with a Section column, or one crosstable per sheet), what inspectSections finds, problems named
 * by section, sheet and cell, the sheets asserted as Sheets DISPLAYS them, and the busy lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSpreadsheet, loadDist, putValues, Value, valuesFromDelimited } from '../../emulator';
import { readAny } from '../../src/read/readAny';
import { formatPoints } from '../../src/model/points';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { sheetText } from '../../src/sheets/numberFormats';
import type { RankFailure, RankOutcome, SectionsFound, SectionsOutcome } from '../../src/sheets/shapes';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { generateScholastic, sectionGrid } from '../support/generateScholastic';
import { standingsTable } from '../support/standingsSheet';

beforeAll(() => ensureBuilt());

const EVENT = generateScholastic(16, { sizes: [20, 26, 31, 22] });

function runtimeWith(sheets: Record<string, Value[][]>) {
  const [first] = Object.keys(sheets);
  const ss = new EmulatedSpreadsheet('Scholastic', first);
  for (const [name, values] of Object.entries(sheets)) putValues(ss, name, values);
  return loadDist(DIST, { spreadsheet: ss });
}

const asValues = (grid: string[][]): Value[][] => valuesFromDelimited(grid.map((r) => r.join('\t')).join('\n'));

/** The standings of one section ranked alone, as the sheet should display them: Rank, Place, No., Score. */
function aloneDisplayed(section: string): string[][] {
  const t = readAny(sectionGrid(EVENT, section)).tournament;
  const s = rank(t, { order: findPreset('uscf').order });
  return s.rows.map((row) => {
    const p = t.players[row.player];
    return [row.rank, row.place, String(p.number), sheetText(formatPoints(row.score))];
  });
}

describe('Rank all sections: one table with a Section column', () => {
  test('inspectSections lists each section with its players, rounds, notation and school column', () => {
    const rt = runtimeWith({ Players: asValues(EVENT.grid) });
    const found = rt.run('inspectSections', null) as SectionsFound;
    expect(found.message).toBeUndefined();
    expect(found.sections.map((s) => [s.section, s.sheetName, s.players, s.rounds, s.schoolColumn])).toEqual([
      ['K-3', 'Players', 20, 5, 'School'],
      ['K-5', 'Players', 26, 5, 'School'],
      ['K-8', 'Players', 31, 5, 'School'],
      ['K-12', 'Players', 22, 5, 'School'],
    ]);
    expect(found.sections.every((s) => s.problem === undefined && /notation/i.test(s.notation))).toBe(true);
    expect(new Set(found.sections.map((s) => s.id)).size).toBe(4);
  });

  test('each section is ranked alone, on its own sheet, and a section left out is not written', () => {
    const rt = runtimeWith({ Players: asValues(EVENT.grid) });
    const found = rt.run('inspectSections', null) as SectionsFound;
    const k8 = found.sections.find((s) => s.section === 'K-8')!;
    const out = rt.run('rankAllSections', { preset: 'uscf' }, [k8.id]) as SectionsOutcome;
    expect(out.ok).toBe(true);
    expect(out.sheets).toEqual([
      'Standings K-3',
      'School teams K-3',
      'Standings K-5',
      'School teams K-5',
      'Standings K-12',
      'School teams K-12',
    ]);
    expect(out.summary).toBe(
      '3 sections ranked: K-3 (20 players), K-5 (26 players), K-12 (22 players); school teams for each',
    );
    for (const section of ['K-3', 'K-5', 'K-12']) {
      const table = standingsTable(rt.spreadsheet.hostSheet(`Standings ${section}`));
      const cols = ['Rank', 'Place', 'No.', 'Score'].map((h) => table.header.indexOf(h));
      const shown = table.displayed.slice(1).map((r) => cols.map((c) => r[c]));
      expect(shown).toEqual(aloneDisplayed(section));
      expect(table.title).toMatch(new RegExp(`^Scholastic ${section} standings, US Chess`));
    }
    const names = rt.spreadsheet.getSheets().map((s) => s.getName());
    expect(names).not.toContain('Standings K-8');
    // The crosstable is never written.
    expect(rt.spreadsheet.hostSheet('Players').hostValues()).toEqual(asValues(EVENT.grid));
  });

  test('a problem names its section, sheet and cell, and nothing is written', () => {
    const grid = EVENT.grid.map((r) => [...r]);
    const row = grid.findIndex((r) => r[3] === 'K-5');
    grid[row][6] = 'Q7';
    const rt = runtimeWith({ Players: asValues(grid) });
    const found = rt.run('inspectSections', null) as SectionsFound;
    const k5 = found.sections.find((s) => s.section === 'K-5')!;
    expect(k5.problem).toMatch(new RegExp(`^Section K-5, sheet "Players", cell G${row + 1}: `));
    expect(found.sections.filter((s) => s.problem).map((s) => s.section)).toEqual(['K-5']);
    const out = rt.run('rankAllSections', { preset: 'uscf' }, []) as RankFailure;
    expect(out.ok).toBe(false);
    expect(out.message).toMatch(/^Nothing was ranked or written: K-5 has problems/);
    expect(out.problems[0]).toMatchObject({ sheet: 'Players', cell: `G${row + 1}` });
    expect(out.problems[0].message).toMatch(/^Section K-5: /);
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Players']);
    // Left out, the others are ranked.
    const ok = rt.run('rankAllSections', { preset: 'uscf' }, [k5.id]) as SectionsOutcome;
    expect(ok.ok).toBe(true);
    expect(ok.sheets).not.toContain('Standings K-5');
  });

  test('Rank standings on the table ranks it section by section: the sheets Rank all sections writes, the same cells', () => {
    // Numbered over the whole event, so the table could read as one tournament: it is still never ranked as one.
    const event = generateScholastic(16, { sizes: [20, 26, 31, 22], numbering: 'event' });
    const rt = runtimeWith({ Players: asValues(event.grid) });
    const out = rt.run('rankStandings', { preset: 'uscf' }, null) as RankOutcome;
    expect(out.ok).toBe(true);
    const all = runtimeWith({ Players: asValues(event.grid) });
    const sections = all.run('rankAllSections', { preset: 'uscf' }, []) as SectionsOutcome;
    expect(out.sheets).toEqual(sections.sheets);
    expect(out.summary).toBe(sections.summary);
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Players', ...sections.sheets]);
    for (const name of sections.sheets)
      expect(standingsTable(rt.spreadsheet.hostSheet(name)).displayed).toEqual(
        standingsTable(all.spreadsheet.hostSheet(name)).displayed,
      );
  });

  test('a write failing in the second section keeps the sheets of the first and says which stand', () => {
    const clean = runtimeWith({ Players: asValues(EVENT.grid) });
    clean.failures.clear();
    clean.run('rankAllSections', { preset: 'uscf' }, []);
    // Call k is sequence[k - 1]: fail the third sheet inserted (K-5's standings).
    const inserts = clean.failures.sequence.flatMap((c, i) => (c.endsWith('insertSheet') ? [i + 1] : []));
    const rt = runtimeWith({ Players: asValues(EVENT.grid) });
    rt.failures.failAt(inserts[2]);
    const out = rt.run('rankAllSections', { preset: 'uscf' }, []) as RankFailure;
    expect(out.ok).toBe(false);
    expect(out.message).toMatch(
      /^Section K-5: Writing the sheet "Standings K-5" failed \(.*\)\. Nothing was changed: no sheet was added\. The sheets written before it stand: "Standings K-3", "School teams K-3"\. Try again in a moment\.$/,
    );
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual([
      'Players',
      'Standings K-3',
      'School teams K-3',
    ]);
  });

  test('a second ranking while one runs is refused, and nothing is written', () => {
    const rt = runtimeWith({ Players: asValues(EVENT.grid) });
    rt.locks.hostDocument.hostHoldElsewhere();
    const out = rt.run('rankAllSections', { preset: 'uscf' }, []) as RankFailure;
    rt.locks.hostDocument.hostRelease();
    expect(out.ok).toBe(false);
    expect(out.message).toMatch(/is already running in this spreadsheet/);
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Players']);
  });
});

describe('Rank all sections: one crosstable per sheet', () => {
  const k5 = valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/scholastic-k5.csv'), 'utf8'));
  const open = valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));
  const prizes: Value[][] = [
    ['Group', 'Place', 'Prize'],
    ['Overall', 1, '$100'],
  ];

  test('every sheet with a crosstable is a section; a prize table is passed over; the menu ranks them all', () => {
    const rt = runtimeWith({ 'K-5': k5, Open: open, 'Prize table': prizes });
    const found = rt.run('inspectSections', null) as SectionsFound;
    expect(found.sections.map((s) => [s.section, s.sheetName, s.players, s.rounds, s.schoolColumn])).toEqual([
      [null, 'K-5', 12, 4, 'School'],
      [null, 'Open', 15, 5, null],
    ]);
    rt.run('rankAllSectionsFromMenu');
    const names = rt.spreadsheet.getSheets().map((s) => s.getName());
    expect(names).toEqual(expect.arrayContaining(['Standings K-5', 'School teams K-5', 'Standings Open']));
    expect(names).not.toContain('School teams Open');
    const [toast] = rt.spreadsheet.hostToasts;
    expect(toast.msg).toMatch(/^2 sections ranked: K-5 \(12 players\), Open \(15 players\); school teams for 1\./);
  });

  test('a section the ranking refuses (after round 5 of a 4-round section) refuses them all before any is written', () => {
    const rt = runtimeWith({ 'K-5': k5, Open: open });
    const out = rt.run('rankAllSections', { preset: 'uscf', afterRound: 5 }, []) as RankFailure;
    expect(out.ok).toBe(false);
    // The section reads fine: the setting, not the section, is what stops it.
    expect(out.message).toBe(
      'Nothing was ranked or written: K-5 cannot be ranked with these settings (or leave it out).',
    );
    expect(out.problems).toEqual([
      { sheet: 'K-5', message: 'Sheet "K-5": "after round" must be a whole number from 1 to 4; got 5.' },
    ]);
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['K-5', 'Open']);
  });

  test('a school column headed "Team" is still a section of players, with school teams', () => {
    const teamHeaded = k5.map((r, i) => (i === 0 ? r.map((v) => (v === 'School' ? 'Team' : v)) : r));
    const rt = runtimeWith({ 'K-5': teamHeaded });
    const found = rt.run('inspectSections', null) as SectionsFound;
    expect(found.sections.map((s) => [s.sheetName, s.players, s.schoolColumn, s.problem])).toEqual([
      ['K-5', 12, 'Team', undefined],
    ]);
    const out = rt.run('rankAllSections', { preset: 'uscf' }, []) as SectionsOutcome;
    expect(out.sheets).toEqual(['Standings K-5', 'School teams K-5']);
    const teams = rt.spreadsheet.hostSheet('School teams K-5').getDataRange().getDisplayValues();
    expect(teams.slice(2, 6).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      ['1', '1', 'Lincoln', '10'],
      ['2', '2-3', 'Jefferson', '5'],
      ['3', '2-3', 'Adams', '5'],
      ['4', '4', 'Monroe', '4½'],
    ]);
    expect(rt.run('SCHOOLTEAMS', teamHeaded, 4)).toEqual(rt.run('SCHOOLTEAMS', k5, 4, 'team-column=School'));
  });
});

describe('section names on sheets', () => {
  test('a formula-like, long or control-character section value makes a plain sheet name that fits', () => {
    const long = `=HYPERLINK("x")\t${'Open '.repeat(30)}`;
    const grid = asValues(EVENT.grid).map((r, i) =>
      i > 0 && r[3] === 'K-3' ? r.map((v, c) => (c === 3 ? long : v)) : r,
    );
    const rt = runtimeWith({ Players: grid });
    const out = rt.run('rankAllSections', { preset: 'uscf' }, []) as SectionsOutcome;
    expect(out.ok).toBe(true);
    const [first, second] = out.sheets;
    expect(first.startsWith('Standings =HYPERLINK("x") Open Open')).toBe(true);
    expect(second.startsWith('School teams =HYPERLINK("x") Open')).toBe(true);
    for (const name of out.sheets) expect(name.length).toBeLessThanOrEqual(88);
    const sheet = rt.spreadsheet.hostSheet(first);
    // The title is text beginning with the spreadsheet's name; the note names the section read.
    expect(String(sheet.hostValues()[0][0])).toMatch(/^Scholastic =HYPERLINK/);
    expect(sheet.getRange(1, 1).getNote()).toMatch(/^Crosstable: Players!A1:K\d+, Section =HYPERLINK/m);
  });
});

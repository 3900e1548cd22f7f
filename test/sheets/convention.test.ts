/**
 * Issue 30: the sidebar's "Computed as" setting (another program's convention), saved with the
 * other settings and used by Rank standings, Rank all sections and Explain a player.
 *
 * The table is test/fide/conventions.test.ts's, whose values are worked there by hand:
 *   R1: 1-2 1-0, 3-4 ½; R2: 1-3 1-0, 2 zero-point bye, 4 full-point bye; R3: 1-3 ½, 4 wins by forfeit against 2.
 * FIDE-BH (2026) of #1: ½ + 1 + 1 = 2½ as FIDE's calculator reads C.07 16.2.5; 0 + 1 + 1 = 2 as
 * Vega reads it (#2's bye, followed only by a forfeit loss, counts as awarded).
 */
import { EmulatedSpreadsheet, loadDist, putValues, AppsScriptRuntime } from '../../emulator';
import { normaliseSettings } from '../../src/sheets/settings';
import { DIST, ensureBuilt } from '../bundle/built';
import { TableBuilder } from '../support/builder';
import { forbiddenIn } from '../support/directorWords';
import { standingsTable } from '../support/standingsSheet';

beforeAll(() => ensureBuilt());

function grid(): string[][] {
  const b = new TableBuilder(3);
  for (let i = 1; i <= 4; i++) b.player(`P${i}`);
  b.game(1, 1, 2, 'W').game(1, 3, 4, 'D');
  b.game(2, 1, 3, 'W').bye(2, 2, 'U').bye(2, 4, 'B');
  b.game(3, 1, 3, 'D').game(3, 4, 2, 'X');
  return b.grid();
}

function runtime(settings?: object): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Club', 'Crosstable');
  putValues(ss, 'Crosstable', grid());
  const rt = loadDist(DIST, { spreadsheet: ss });
  if (settings) rt.properties.hostDocument.setProperty('tiebreaks.settings', JSON.stringify(settings));
  return rt;
}

/** Player `n`'s value under `header` on the Standings sheet, and the lines under the table. */
function ranked(settings: object): { bh: (n: number) => unknown; footnote: string } {
  const rt = runtime(settings);
  rt.run('rankStandingsFromMenu');
  expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
  const t = standingsTable(rt.spreadsheet.hostSheet('Standings'));
  const col = t.header.indexOf('FIDE-BH');
  const no = t.header.indexOf('No.');
  return { bh: (n) => t.rows.find((r) => r[no] === n)?.[col], footnote: t.footnote };
}

const custom = { preset: 'custom', order: ['FIDE-BH'] };

describe('the setting', () => {
  test('is saved only when not the default; a program is named in any case', () => {
    expect(normaliseSettings({ convention: 'Vega' }).convention).toBe('vega');
    expect('convention' in normaliseSettings({ convention: 'fide' })).toBe(false);
    expect('convention' in normaliseSettings({})).toBe(false);
  });

  test('an unknown program is refused in words', () => {
    expect(() => normaliseSettings({ convention: 'chessbase' })).toThrow(
      `"Computed as" must be FIDE's calculator, Vega, Swiss-Manager or SwissSys; got "chessbase".`,
    );
  });
});

describe('Rank standings', () => {
  test('ranks as Vega computes when the settings say so, and the footnote says it', () => {
    const vega = ranked({ ...custom, convention: 'vega' });
    expect(vega.bh(1)).toBe(2);
    expect(vega.bh(4)).toBe(2.5);
    expect(vega.footnote).toContain(
      "Computed as Vega prints it where it departs from FIDE's calculator (the default): a forfeit loss not counted as a round left voluntarily (as Vega).",
    );
    expect(forbiddenIn(vega.footnote)).toEqual([]);
  });

  test('the default ranks as FIDE’s calculator, and the footnote says nothing of conventions', () => {
    const fide = ranked(custom);
    expect(fide.bh(1)).toBe(2.5);
    expect(fide.bh(4)).toBe(3);
    expect(fide.footnote).not.toContain('Computed as');
  });

  test('a convention that changes no column of the order is not said (US Chess has no FIDE system)', () => {
    const rt = runtime({ preset: 'uscf', convention: 'vega' });
    rt.run('rankStandingsFromMenu');
    expect(standingsTable(rt.spreadsheet.hostSheet('Standings')).footnote).not.toContain('Computed as');
  });
});

describe('Explain a player', () => {
  test('says the value depends on the convention and what the default gives, in words', () => {
    const rt = runtime();
    const out = rt.run('explainStandingsPlayer', {
      settings: { ...custom, convention: 'vega' },
      table: null,
      number: 1,
    }) as {
      ok: boolean;
      lines: string[];
    };
    expect(out.ok).toBe(true);
    const text = out.lines.join('\n');
    expect(text).toContain(
      "depends on the convention: with a forfeit loss not counted as a round left voluntarily (as Vega), 2; the default (C.07 as FIDE's calculator reads it) gives 2½",
    );
    expect(forbiddenIn(text)).toEqual([]);
  });
});

describe('the sidebar state', () => {
  test('offers every convention in words, the default first, each with its departures in words', () => {
    const state = runtime().run('getSidebarState') as {
      conventions: { id: string; name: string; departures: string[] }[];
      systems: { code: string; conventions: boolean; fideReading?: string }[];
    };
    expect(state.conventions.map((c) => c.name)).toEqual([
      "As FIDE's calculator computes it (default)",
      'As Vega prints it',
      'As Swiss-Manager prints it (no known difference)',
      'As SwissSys prints it (no known difference)',
    ]);
    expect(state.conventions[1]!.departures).toEqual([
      'a forfeit loss not counted as a round left voluntarily (as Vega)',
      "an own unplayed round: the virtual opponent's score times the points scored (as Vega)",
    ]);
    const sys = (code: string) => state.systems.find((s) => s.code === code)!;
    expect([sys('FIDE-BH').conventions, sys('FIDE-SB').conventions, sys('MM').conventions]).toEqual([
      true,
      true,
      false,
    ]);
    expect(sys('SB').fideReading).toBe('FIDE-SB');
  });
});

describe('Rank all sections', () => {
  test('ranks every section as the convention chosen computes', () => {
    const ss = new EmulatedSpreadsheet('Club', 'Open');
    putValues(ss, 'Open', grid());
    ss.insertSheet('Reserve');
    putValues(ss, 'Reserve', grid());
    const rt = loadDist(DIST, { spreadsheet: ss });
    const out = rt.run('rankAllSections', { ...custom, convention: 'vega' }, []) as { ok: boolean; sheets: string[] };
    expect(out.ok).toBe(true);
    for (const name of ['Standings Open', 'Standings Reserve']) {
      const t = standingsTable(rt.spreadsheet.hostSheet(name));
      const row = t.rows.find((r) => r[t.header.indexOf('No.')] === 1)!;
      expect([name, row[t.header.indexOf('FIDE-BH')]]).toEqual([name, 2]);
      expect(t.footnote).toContain('Computed as Vega prints it');
    }
  });
});

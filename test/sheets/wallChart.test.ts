/**
 * Issue 27: the Standings sheet a director posts on the wall. Every text a director reads on it
 * (title, header, cells, footnote, note) is free of code words (test/support/directorWords.ts),
 * whatever the rule set or options; a column's options are said in words; and, when asked for,
 * each round's result sits on the sheet as the crosstable has it ("W8" for "W8W").
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AppsScriptRuntime,
  EmulatedSpreadsheet,
  loadDist,
  putValues,
  Value,
  valuesFromDelimited,
} from '../../emulator';
import { RANK_PLACE_WORDS } from '../../src/sheets/standingsSheet';
import { columnWords, optionWords, sheetHeaders } from '../../src/standings/columnWords';
import { PRESETS } from '../../src/standings/presets';
import { parseTiebreakSpec, TIEBREAK_CODES, TIEBREAKS, withOptions } from '../../src/tiebreaks/registry';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { forbiddenIn, forbiddenInAll } from '../support/directorWords';
import { standingsTable } from '../support/standingsSheet';

beforeAll(() => ensureBuilt());

const exampleValues = (): Value[][] =>
  valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));

/** A runtime ranked once from the menu with the given saved settings. */
function rankedWith(settings: object): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Spring Swiss 2026', 'Crosstable');
  putValues(ss, 'Crosstable', exampleValues());
  const rt = loadDist(DIST, { spreadsheet: ss });
  rt.properties.hostDocument.setProperty('tiebreaks.settings', JSON.stringify(settings));
  rt.run('rankStandingsFromMenu');
  expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
  return rt;
}

/** Every text of the Standings sheet a director reads: each displayed cell, and the note on A1. */
function sheetTexts(rt: AppsScriptRuntime): { where: string; text: string }[] {
  const sheet = rt.spreadsheet.hostSheet('Standings');
  const shown = sheet.getDataRange().getDisplayValues();
  const cells = shown.flatMap((row, r) => row.map((text, c) => ({ where: `R${r + 1}C${c + 1}`, text })));
  return [...cells, { where: 'note on A1', text: sheet.getRange('A1').getNote() }];
}

describe('the list of forbidden words', () => {
  test('catches each kind of code a director was shown before issue 27', () => {
    for (const bad of [
      'C.07 itself leaves the order to the organiser. --fide-rules 2009|2024 selects older rules.',
      'MM:minus=lowest follows the literal MCA text.',
      'Event standings, US Chess 7th edition (uscf)',
      'SB(scores=adjusted)',
      'Options: MM(minus=highest, drop2from=9)',
      'Ranked by Tiebreaks for Google Sheets on 2026-11-27T15:40:00.000Z',
      'FIDE rules version: None',
    ])
      expect(forbiddenIn(bad)).not.toEqual([]);
  });

  test('lets words, points and shared places through', () => {
    for (const good of [
      "SB Sonneborn-Berger, over opponents' adjusted scores",
      'SOLK 14½ vs 13½',
      'Rank: "3-4" when no tiebreak separates the players.',
      'Ranked by Tiebreaks for Google Sheets on 27 November 2026 at 15:40',
      'W12',
    ])
      expect(forbiddenIn(good)).toEqual([]);
  });
});

describe('tiebreak columns in words', () => {
  test('every option value of every system is said in words, without option syntax', () => {
    for (const code of TIEBREAK_CODES)
      for (const o of TIEBREAKS[code].options) {
        const values = o.values === 'integer' ? ['7'] : o.values.filter((v) => v !== o.default);
        for (const v of values) {
          const words = optionWords(o.name, v);
          // "none" and "auto" are a modifier's and a pairing's defaults by other names: nothing to say.
          if (v === 'none' || v === 'auto') continue;
          expect({ code, option: o.name, value: v, words }).not.toEqual(expect.objectContaining({ words: '' }));
          expect(forbiddenIn(words)).toEqual([]);
        }
      }
  });

  test('short, distinct headers; the footnote tells apart what the headers abbreviate', () => {
    const order = ['BH/C1', 'FIDE-BH', 'SB', 'SB(scores=adjusted)', 'MM(minus=lowest)', 'KASH(unplayed=2)'].map(
      parseTiebreakSpec,
    );
    expect(sheetHeaders(order)).toEqual(['BH/C1', 'FIDE-BH', 'SB', 'SB 2', 'MM', 'KASH']);
    expect(columnWords(order)).toEqual([
      'BH/C1 Buchholz (FIDE), the least significant value cut',
      'FIDE-BH Buchholz (FIDE)',
      'SB Sonneborn-Berger',
      "SB 2 Sonneborn-Berger, over opponents' adjusted scores",
      'MM Modified Median, a minus score drops the lowest',
      'KASH Kashdan, an unplayed round counts 2',
    ]);
    // An older FIDE rules version is named, in words.
    expect(columnWords([withOptions('FIDE-BH', { fide: '2024' })])).toEqual([
      'FIDE-BH Buchholz (FIDE), unplayed rounds by FIDE C.07 2024 rules (dummy with own score)',
    ]);
  });
});

describe('the Standings sheet has no code words', () => {
  const settings: [string, object][] = [
    ...PRESETS.map((p): [string, object] => [p.id, { preset: p.id }]),
    ['fide with 2024 rules', { preset: 'fide', fideRules: '2024', afterRound: 4, lots: true, lotSeed: 77 }],
    [
      'a custom order with options',
      { preset: 'custom', order: ['MM(minus=lowest)', 'SB:scores=adjusted', 'KASH(unplayed=2)', 'BH/C1', 'FIDE-BH'] },
    ],
    ['the wall chart', { preset: 'uscf', roundResults: true }],
  ];
  test.each(settings)('%s: title, header, cells, footnote and note', (_, s) => {
    const rt = rankedWith(s);
    expect(forbiddenInAll(sheetTexts(rt))).toEqual([]);
    const table = standingsTable(rt.spreadsheet.hostSheet('Standings'));
    // Rank and Place are explained on the sheet itself.
    expect(table.footnote).toContain(RANK_PLACE_WORDS);
    expect(table.title).toMatch(/^Spring Swiss 2026 standings, .+, after round [45]$/);
  });

  test('the note says when in words and the FIDE rules in force when a FIDE rule set is chosen', () => {
    const note = rankedWith({ preset: 'fide' }).spreadsheet.hostSheet('Standings').getRange('A1').getNote();
    expect(note).toMatch(/^Ranked by Tiebreaks for Google Sheets on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(note).toContain('unplayed rounds by FIDE C.07 2026 rules (capped dummy)');
    const us = rankedWith({ preset: 'uscf' }).spreadsheet.hostSheet('Standings').getRange('A1').getNote();
    // No FIDE tiebreak: no FIDE rules to name.
    expect(us).not.toMatch(/FIDE/);
  });
});

describe('the wall chart: each round on the Standings sheet', () => {
  test('off unless asked for: the columns stay as they were', () => {
    const table = standingsTable(rankedWith({ preset: 'uscf' }).spreadsheet.hostSheet('Standings'));
    expect(table.header.slice(0, 7)).toEqual(['Rank', 'Place', 'No.', 'Name', 'Rating', 'Score', 'MM']);
  });

  test('Rd 1 to Rd 5 between the rating and the score, each cell as the crosstable has it without the colour', () => {
    const values = exampleValues();
    const rt = rankedWith({ preset: 'uscf', roundResults: true });
    const table = standingsTable(rt.spreadsheet.hostSheet('Standings'));
    expect(table.header.slice(0, 11)).toEqual([
      'Rank',
      'Place',
      'No.',
      'Name',
      'Rating',
      'Rd 1',
      'Rd 2',
      'Rd 3',
      'Rd 4',
      'Rd 5',
      'Score',
    ]);
    const crosstable = new Map(values.slice(1).map((r) => [Number(r[0]), r.slice(4, 9).map(String)]));
    expect(table.rows).toHaveLength(15);
    for (const row of table.rows) {
      const cells = crosstable.get(Number(row[2]))!;
      // "W8W" is a win against number 8 with White: the wall chart prints "W8", as SwissSys does.
      expect(row.slice(5, 10)).toEqual(cells.map((c) => c.replace(/^([WDL]\d+)[WB]$/, '$1')));
    }
    expect(table.footnote).toContain(
      "Rd 1 to Rd 5: each round's result and the opponent's number (W12: won against number 12); W won, D drew, L lost",
    );
  });

  test('after round 3: three round columns, and the title says so', () => {
    const rt = rankedWith({ preset: 'uscf', roundResults: true, afterRound: 3 });
    const table = standingsTable(rt.spreadsheet.hostSheet('Standings'));
    expect(table.header.filter((h) => h.startsWith('Rd '))).toEqual(['Rd 1', 'Rd 2', 'Rd 3']);
    expect(table.title).toBe('Spring Swiss 2026 standings, US Chess 7th edition, after round 3');
  });
});

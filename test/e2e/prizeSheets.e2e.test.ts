/**
 * The Prizes and Board prizes sheets drawn as Sheets lays them out (issue 27, "a sheet to post on
 * the wall"): a title over the table, the totals under it, and every table cell within its column.
 * The Prizes sheet's last column, How, is a sentence that spills into the empty cells beside it
 * (as the title and the lines under the table do), so only the columns before it are measured.
 * Pictures go to test-artifacts/ for a person to look at. Skipped when Chromium is absent.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSheet, EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../emulator';
import { DIST, ROOT } from '../bundle/built';
import { forbiddenIn } from '../support/directorWords';
import { sheetHtml } from '../support/sheetPicture';
import { titledTable } from '../support/standingsSheet';
import { ARTIFACTS, describeInChromium, useSidebar } from './harness';

const example = (name: string) => valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples', name), 'utf8'));

/** Whether Chromium draws Arial with Arial's metrics here (Liberation Sans): widths are measured only then. */
const ARIAL_METRICS = (() => {
  try {
    return /Liberation Sans/.test(execFileSync('fc-match', ['Arial'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
})();

/** The Prizes sheet of the example event and its prize table. */
function prizesSheet(): EmulatedSheet {
  const ss = new EmulatedSpreadsheet('Spring Swiss 2026', 'Crosstable');
  putValues(ss, 'Crosstable', example('spring-swiss.csv'));
  ss.insertSheet('Prize table');
  putValues(ss, 'Prize table', example('spring-prizes.csv'));
  ss.setActiveSheet(ss.getSheetByName('Crosstable')!);
  const rt = loadDist(DIST, { spreadsheet: ss });
  const out = rt.run('makePrizeList', { prizeRange: "'Prize table'!A1:C8", crosstableRange: 'Crosstable!A1:I16' });
  expect(out).toMatchObject({ ok: true });
  return rt.spreadsheet.hostSheet('Prizes');
}

/** The Board prizes sheet of the example board-by-board sheet. */
function boardPrizesSheet(): EmulatedSheet {
  const ss = new EmulatedSpreadsheet('County League 2026', 'Games');
  putValues(ss, 'Games', example('team-boards.csv'));
  const rt = loadDist(DIST, { spreadsheet: ss });
  expect(rt.run('rankStandings', { preset: 'uscf' })).toMatchObject({ ok: true });
  return rt.spreadsheet.hostSheet('Board prizes');
}

describeInChromium('prize sheets e2e', () => {
  const { newPage } = useSidebar();

  /** The table's cells (header to last row, columns before `columns`) whose text is wider than the column. */
  async function cut(sheet: EmulatedSheet, firstHeader: string, columns: number, picture: string): Promise<string[]> {
    const table = titledTable(sheet, firstHeader);
    const last = table.headerRow + table.rows.length;
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const page = await newPage();
    await page.setViewportSize({ width: 1600, height: 700 });
    await page.setContent(sheetHtml(sheet));
    await page.locator('table').screenshot({ path: path.join(ARTIFACTS, picture) });
    const wide = await page.evaluate<string[]>(`[...document.querySelectorAll('td')]
      .filter((td) => +td.dataset.row >= ${table.headerRow} && +td.dataset.row <= ${last})
      .filter((td) => td.cellIndex <= ${columns})
      .filter((td) => td.firstChild.getBoundingClientRect().width > td.clientWidth - 6)
      .map((td) => td.dataset.cell + ' ' + JSON.stringify(td.textContent))`);
    await page.close();
    return wide;
  }

  test('the Prizes sheet: titled, totalled, no code word, no table cell cut', async () => {
    const sheet = prizesSheet();
    const table = titledTable(sheet, 'Group');
    expect(table.title).toBe('Spring Swiss 2026 prizes, US Chess 7th edition, after round 5');
    expect(table.footnote).toContain('Cash paid: $390.00 to 8 players, the whole $390.00 prize fund.');
    const shown = sheet.getDataRange().getDisplayValues();
    expect(forbiddenIn(shown.map((r) => r.join(' ')).join('\n'))).toEqual([]);
    // Every column but How (the 10th), a sentence that spills.
    const wide = await cut(sheet, 'Group', table.header.length - 1, 'prizes-sheet.png');
    if (ARIAL_METRICS) expect(wide).toEqual([]);
  });

  test('the Board prizes sheet: titled, counted, no code word, no table cell cut', async () => {
    const sheet = boardPrizesSheet();
    const table = titledTable(sheet, 'Board');
    expect(table.title).toBe('County League 2026 board prizes, after round 5');
    expect(table.footnote).toMatch(/^4 boards, \d+ players ranked\./);
    const shown = sheet.getDataRange().getDisplayValues();
    expect(forbiddenIn(shown.map((r) => r.join(' ')).join('\n'))).toEqual([]);
    const wide = await cut(sheet, 'Board', table.header.length, 'board-prizes-sheet.png');
    if (ARIAL_METRICS) expect(wide).toEqual([]);
  });
});

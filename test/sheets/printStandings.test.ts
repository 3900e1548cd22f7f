/**
 * "Print standings" through the emulated runtime: the dialog shows the Standings sheet as the
 * sheet shows it (points with ½), names escaped, a Print button calling window.print(), no code
 * words, and the type scaled so the widest row fits A4's width (the narrower of A4 and Letter).
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
import {
  pageFit,
  PRINTABLE_WIDTH_PX,
  printedPoints,
  printedStandings,
  printPageHtml,
} from '../../src/sheets/printStandings';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { forbiddenIn } from '../support/directorWords';

beforeAll(() => ensureBuilt());

const exampleValues = (): Value[][] =>
  valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));

function runtime(values = exampleValues(), settings: object = { preset: 'uscf' }): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Spring Swiss 2026', 'Crosstable');
  putValues(ss, 'Crosstable', values);
  const rt = loadDist(DIST, { spreadsheet: ss });
  rt.properties.hostDocument.setProperty('tiebreaks.settings', JSON.stringify(settings));
  return rt;
}

/** The text of an HTML page as a reader sees it (tags out, entities read). */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));

describe('Print standings', () => {
  test('before any ranking: an alert, no dialog', () => {
    const rt = runtime();
    rt.run('printStandingsFromMenu');
    expect(rt.spreadsheet.hostUi.hostAlerts.map((a) => a.prompt)).toEqual([
      'There are no standings to print yet: choose Rank standings first.',
    ]);
    expect(rt.spreadsheet.hostUi.hostDialogs).toEqual([]);
  });

  test('the dialog shows the Standings sheet as it shows, points with ½, and prints it', () => {
    const rt = runtime();
    rt.run('rankStandingsFromMenu');
    const sheet = rt.spreadsheet.hostSheet('Standings');
    rt.spreadsheet.setActiveSheet(rt.spreadsheet.hostSheet('Crosstable'));
    rt.run('printStandingsFromMenu');
    const [dialog] = rt.spreadsheet.hostUi.hostDialogs;
    expect(dialog.modal).toBe(true);
    expect(dialog.title).toBe('Spring Swiss 2026 standings, US Chess 7th edition, after round 5');
    const html = dialog.html.getContent();
    expect(html).toContain('onclick="window.print()"');
    // The header repeats on every printed page; a row never splits across two.
    expect(html).toContain('thead { display: table-header-group; }');
    expect(html).toContain('break-inside: avoid');
    const shown = sheet.getDataRange().getDisplayValues();
    const page = printedStandings(shown);
    expect(page.header.slice(0, 6)).toEqual(['Rank', 'Place', 'No.', 'Name', 'Rating', 'Score']);
    expect(page.rows).toHaveLength(15);
    // Every cell of the sheet's table is on the page, "4 1/2" printed "4½".
    for (const row of page.rows)
      expect(html).toContain(`<tr>${row.map((c) => `<td>${printedPoints(c)}</td>`).join('')}</tr>`);
    expect(html).toMatch(/<td>\d½<\/td>/);
    expect(forbiddenIn(textOf(html))).toEqual([]);
  });

  test('a name is text, never markup', () => {
    const values = exampleValues();
    values[1][1] = '<img src=x onerror=alert(1)> & "Webb"';
    const rt = runtime(values);
    rt.run('rankStandingsFromMenu');
    rt.run('printStandingsFromMenu');
    const html = rt.spreadsheet.hostUi.hostDialogs[0].html.getContent();
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Webb&#34;');
  });

  test('the wall chart is printed smaller so that it fits the paper', () => {
    const rt = runtime(exampleValues(), { preset: 'uscf', roundResults: true });
    rt.run('rankStandingsFromMenu');
    const page = printedStandings(rt.spreadsheet.hostSheet('Standings').getDataRange().getDisplayValues());
    expect(page.header).toContain('Rd 5');
    const fit = pageFit(page);
    // Upright, at a type size between the smallest readable and the sheet's own.
    expect(fit).toEqual({ pt: expect.any(Number), landscape: false });
    expect(fit.pt).toBeGreaterThanOrEqual(7);
    expect(fit.pt).toBeLessThan(10);
    expect(printPageHtml(page)).toContain(`font: ${fit.pt}pt Arial`);
  });
});

describe('pageFit', () => {
  const table = (cols: number, text: string) => ({
    title: 'T',
    header: Array.from({ length: cols }, (_, i) => `C${i}`),
    rows: [Array.from({ length: cols }, () => text)],
    footnote: [],
  });
  test('a narrow table keeps the sheet’s 10 pt', () =>
    expect(pageFit(table(3, 'Ann'))).toEqual({ pt: 10, landscape: false }));
  test('a table too wide for 7 pt upright turns to landscape', () => {
    expect(pageFit(table(40, 'Wwwwwwwwww')).landscape).toBe(true);
    expect(PRINTABLE_WIDTH_PX).toBe(702);
  });
});

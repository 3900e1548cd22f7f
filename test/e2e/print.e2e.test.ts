/**
 * The posted sheet in Chromium: the Standings sheet with each round's result drawn as Sheets lays
 * it out (every cell fits its column), and the "Print standings" page printed to PDF on Letter
 * and on A4 (one page each for the example, the table no wider than the paper). Pictures go to
 * test-artifacts/ for a person to look at. Skipped when /usr/bin/chromium is absent.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../emulator';
import { PRINTABLE_LANDSCAPE_PX, PRINTABLE_WIDTH_PX } from '../../src/sheets/printStandings';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { sheetHtml } from '../support/sheetPicture';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.join(ROOT, 'test-artifacts');

/** Whether Chromium draws Arial with Arial's metrics here (Liberation Sans): widths are measured only then. */
const ARIAL_METRICS = (() => {
  try {
    return /Liberation Sans/.test(execFileSync('fc-match', ['Arial'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
})();

/** The example ranked as a wall chart: the runtime after Rank standings and Print standings. */
function wallChart() {
  const ss = new EmulatedSpreadsheet('Spring Swiss 2026', 'Crosstable');
  putValues(
    ss,
    'Crosstable',
    valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8')),
  );
  const rt = loadDist(DIST, { spreadsheet: ss });
  rt.properties.hostDocument.setProperty('tiebreaks.settings', JSON.stringify({ preset: 'mca', roundResults: true }));
  rt.run('rankStandingsFromMenu');
  rt.run('printStandingsFromMenu');
  return {
    sheet: rt.spreadsheet.hostSheet('Standings'),
    dialog: rt.spreadsheet.hostUi.hostDialogs[0].html.getContent(),
  };
}

/** Pages in a PDF: its page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

if (!fs.existsSync(CHROMIUM)) {
  describe('print e2e', () => {
    test.skip(`SKIPPED: no Chromium at ${CHROMIUM}`, () => undefined);
  });
} else {
  jest.setTimeout(60_000);
  let browser: Browser;
  beforeAll(async () => {
    ensureBuilt();
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  });
  afterAll(async () => browser?.close());

  test('the wall chart on the sheet: every table cell fits its column', async () => {
    const { sheet } = wallChart();
    const page = await browser.newPage({ viewport: { width: 1600, height: 700 } });
    await page.setContent(sheetHtml(sheet));
    await page.locator('table').screenshot({ path: path.join(ARTIFACTS, 'standings-wall-chart.png') });
    const last = sheet
      .getDataRange()
      .getValues()
      .findIndex((r, i) => i > 1 && r.every((v) => v === ''));
    const wide = await page.evaluate<string[]>(`[...document.querySelectorAll('td')]
      .filter((td) => +td.dataset.row >= 2 && +td.dataset.row <= ${last})
      .filter((td) => td.firstChild.getBoundingClientRect().width > td.clientWidth - 6)
      .map((td) => td.dataset.cell + ' ' + JSON.stringify(td.textContent))`);
    await page.close();
    if (ARIAL_METRICS) expect(wide).toEqual([]);
  });

  test('Print standings: one page on Letter and on A4, the table within the paper’s width', async () => {
    const { dialog } = wallChart();
    const page = await browser.newPage({ viewport: { width: 900, height: 640 } });
    await page.setContent(dialog);
    await page.screenshot({ path: path.join(ARTIFACTS, 'print-dialog.png') });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#print').isVisible()).toBe(false);
    // The wall chart of the MCA's nine columns is turned to landscape rather than printed below 7 pt.
    const landscape = dialog.includes('size: landscape');
    expect(landscape).toBe(true);
    // The printable width of the narrower paper (A4 upright, Letter across): the table must fit it.
    const paper = landscape ? PRINTABLE_LANDSCAPE_PX : PRINTABLE_WIDTH_PX;
    await page.setViewportSize({ width: paper, height: 1000 });
    const width = await page.evaluate<number>(`document.querySelector('table').getBoundingClientRect().width`);
    if (ARIAL_METRICS) expect(width).toBeLessThanOrEqual(paper);
    await page.screenshot({ path: path.join(ARTIFACTS, 'print-page.png'), fullPage: true });
    for (const format of ['Letter', 'A4'] as const) {
      // The orientation the page asks for, as the browser's print dialog takes it from @page.
      const pdf = await page.pdf({ format, landscape, path: path.join(ARTIFACTS, `standings-${format}.pdf`) });
      expect(pageCount(pdf)).toBe(1);
    }
    await page.close();
  });
}

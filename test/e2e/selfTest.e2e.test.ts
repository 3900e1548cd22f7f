/**
 * The self-test's report (Extensions → Tiebreaks → Self-test in this spreadsheet) in headless
 * Chromium at 300 px: the dialog the real dist/Code.js shows after running on the emulated
 * runtime, as a director reads it; and, with a failure injected into one emulated behaviour,
 * that difference as one line. Screenshots go to test-artifacts/. Skips when Chromium is absent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../emulator';
import { BROWSER_CHECK, CHECKS } from '../../src/sheets/selfTest';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.join(ROOT, 'test-artifacts');
const URL = 'http://selftest.invalid/';

if (!fs.existsSync(CHROMIUM)) {
  describe('self-test e2e', () => {
    test.skip(`SKIPPED: no Chromium at ${CHROMIUM}`, () => undefined);
  });
} else {
  jest.setTimeout(60_000);
  let browser: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    ensureBuilt();
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-chromium-'));
    const { chromium } = await import('playwright-core');
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 300, height: 600 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  });

  /** A director's spreadsheet (the example crosstable) on the built add-on. */
  function runtime(): AppsScriptRuntime {
    const ss = new EmulatedSpreadsheet('Club', 'Crosstable');
    putValues(
      ss,
      'Crosstable',
      valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8')),
    );
    return loadDist(DIST, { spreadsheet: ss });
  }

  /** Runs the menu item and opens the dialog it shows, as HtmlService was given it. */
  async function showReport(rt: AppsScriptRuntime): Promise<Page> {
    rt.run('showSelfTest');
    const dialogs = rt.spreadsheet.hostUi.hostDialogs;
    expect(dialogs.map((d) => d.title)).toEqual(['Tiebreaks self-test']);
    const html = dialogs[0]!.html.getContent();
    const page = await browser.newPage();
    await page.route(URL, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(URL);
    return page;
  }

  async function shoot(page: Page, name: string): Promise<void> {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `selftest-${name}.png`), fullPage: true });
  }

  test('after the self-test, the dialog says every check came out as expected', async () => {
    const rt = runtime();
    const page = await showReport(rt);
    const n = CHECKS.length;
    expect(await page.locator('#summary').textContent()).toBe(`${n} of ${n} as expected`);
    expect(await page.getByText("Sheets did what the add-on's tests expect. Nothing to report.").isVisible()).toBe(
      true,
    );
    expect(await page.locator('#differences li').count()).toBe(0);
    // The one check made in the browser: the marker appended as the sidebar's is reached the page.
    expect(await page.locator('#browser-check').textContent()).toBe(BROWSER_CHECK.ok);
    const report = await page.getByLabel('The report, to copy:').inputValue();
    expect(report.split('\n')[0]).toBe(`Tiebreaks self-test: ${n} of ${n} as expected.`);
    expect(report.split('\n').at(-1)).toBe(BROWSER_CHECK.ok);
    // "Select the report" selects the whole text, ready for Ctrl+C.
    await page.getByRole('button', { name: 'Select the report' }).click();
    const selected = await page.evaluate<[boolean, number, number, number]>(`(() => {
      const t = document.getElementById('report');
      return [document.activeElement === t, t.selectionStart, t.selectionEnd, t.value.length];
    })()`);
    expect(selected).toEqual([true, 0, report.length, report.length]);
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Crosstable']);
    await shoot(page, 'all-expected');
    await page.close();
  });

  test('a failure injected into one emulated behaviour shows as one clear line', async () => {
    const rt = runtime();
    // The first getDisplayValue is the first check's: 14.5 under the points format.
    rt.failures.failOn('Range.getDisplayValue', 1);
    const page = await showReport(rt);
    const n = CHECKS.length;
    expect(await page.locator('#summary').textContent()).toBe(`${n - 1} of ${n} as expected, 1 differs`);
    expect(await page.locator('#differences li').allTextContents()).toEqual([
      'DIFFERS Number formats: 14.5 under [=14.5]"14½";General (a score or tiebreak): Sheets gave an error: Service error: Spreadsheets, expected "14½" (emulator/display.ts displayText).',
    ]);
    const report = await page.getByLabel('The report, to copy:').inputValue();
    expect(report).toContain('Differences:\nDIFFERS Number formats: 14.5 under [=14.5]"14½";General');
    expect(rt.spreadsheet.getSheets().map((s) => s.getName())).toEqual(['Crosstable']);
    await shoot(page, 'one-differs');
    await page.close();
  });

  test('a marker HtmlService did not keep shows as one line made in the browser; the report still shows', async () => {
    const rt = runtime();
    // The third append is the dialog's own marker (the two sidebar checks appended theirs before).
    rt.failures.failOn('HtmlOutput.append', 3);
    const page = await showReport(rt);
    const n = CHECKS.length;
    expect(await page.locator('#summary').textContent()).toBe(`${n} of ${n} as expected`);
    expect(await page.locator('#browser-check').textContent()).toBe(BROWSER_CHECK.differs);
    expect(await page.locator('#headline').textContent()).toBe(
      "Sheets did something other than the add-on's tests expect. Please copy the text below into a bug report.",
    );
    const report = await page.getByLabel('The report, to copy:').inputValue();
    expect(report.split('\n').filter((l) => l.startsWith('DIFFERS'))).toEqual([BROWSER_CHECK.differs]);
    await shoot(page, 'marker-missing');
    await page.close();
  });
}

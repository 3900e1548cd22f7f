/**
 * The built sidebar (dist/sidebar.html) in headless Chromium, its google.script.run calls served
 * by the emulated runtime on the real dist/Code.js. Skips when /usr/bin/chromium is absent.
 */
import fs from 'node:fs';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues, Value, valuesFromDelimited } from '../../src/emulator';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { GAS_SHIM, gasHandler } from './gasShim';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const present = fs.existsSync(CHROMIUM);
const ARTIFACTS = path.join(ROOT, 'test-artifacts');

const exampleValues = () => valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));

if (!present) {
  describe('sidebar e2e', () => {
    test.skip(`SKIPPED: no Chromium at ${CHROMIUM} (apt-get install -y --no-install-recommends chromium)`, () => undefined);
  });
  // eslint-disable-next-line no-console
  console.warn(`[sidebar e2e] skipped: no Chromium at ${CHROMIUM}.`);
} else {
  jest.setTimeout(60_000);
  let server: http.Server;
  let url: string;
  let browser: BrowserContext;
  let profile: string;

  beforeAll(async () => {
    ensureBuilt();
    const html = fs.readFileSync(path.join(DIST, 'sidebar.html'), 'utf8');
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-chromium-'));
    const { chromium } = await import('playwright-core');
    // A fresh profile (--user-data-dir), given the way Playwright accepts it.
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 300, height: 900 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  });

  async function open(values: Value[][]): Promise<{ page: Page; rt: AppsScriptRuntime }> {
    const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
    putValues(ss, 'Crosstable', values);
    const rt = loadDist(DIST, { spreadsheet: ss });
    const page = await browser.newPage();
    const handle = gasHandler((name, ...args) => rt.run(name, ...args));
    await page.exposeFunction('__gasCall', (name: string, argsJson: string) => handle(name, argsJson));
    await page.addInitScript(GAS_SHIM);
    await page.goto(url);
    return { page, rt };
  }

  test('reads the table, changes preset and order, ranks and shows the summary', async () => {
    const { page, rt } = await open(exampleValues());
    await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
    await page.getByLabel('Rule set').selectOption('custom');
    await page.getByLabel('Add a tiebreak').selectOption('SB');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Move up SB' }).click();
    await page.getByRole('button', { name: 'Remove MM' }).click();
    await page.getByLabel('Break remaining ties by lot').check();
    await page.getByLabel('Lot seed').fill('1234');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/15 players ranked; .*Written to "Standings"/).waitFor();
    const header = rt.spreadsheet.hostSheet('Standings').hostValues()[0];
    expect(header).toEqual(['Rank', 'Place', 'No.', 'Name', 'Rating', 'Score', 'SOLK', 'CUM', 'SB', 'OPPCUM', 'LOTS', 'Decided by']);
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({ preset: 'custom', order: ['SOLK', 'CUM', 'SB', 'OPPCUM'], lots: true, lotSeed: 1234 });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'sidebar.png'), fullPage: true });
    await page.close();
  });

  test('a table with errors shows each problem with its cell; clicking one selects it', async () => {
    const values = exampleValues();
    values[2][5] = 'Q99';
    const { page, rt } = await open(values);
    const problem = page.getByRole('button', { name: /^F3: / });
    await problem.waitFor({ timeout: 5000 });
    await problem.click();
    for (let i = 0; i < 50 && rt.spreadsheet.getActiveRange().getA1Notation() !== 'F3'; i++) await page.waitForTimeout(50);
    expect(rt.spreadsheet.getActiveRange().getA1Notation()).toBe('F3');
    await page.close();
  });

  test('an HTML-like name stays inert text', async () => {
    const values = exampleValues();
    const evil = '<img src=x onerror="window.__pwned=1">';
    values[1][1] = evil;
    values[2][5] = evil; // a problem whose message quotes the cell, so the sheet's text reaches the page
    const { page } = await open(values);
    await page.getByRole('button', { name: /^F3: / }).waitFor({ timeout: 5000 });
    expect(await page.getByRole('button', { name: /^F3: / }).textContent()).toContain('<img');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.locator('#status').filter({ hasText: /./ }).waitFor();
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.close();
  });
}

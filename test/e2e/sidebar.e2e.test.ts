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
import { run as runCli } from '../../src/cli/main';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { GAS_SHIM, gasHandler } from './gasShim';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const present = fs.existsSync(CHROMIUM);
const ARTIFACTS = path.join(ROOT, 'test-artifacts');

const exampleValues = () => valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'));
const examplePrizes = () => valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-prizes.csv'), 'utf8'));

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

  async function open(values: Value[][], prizeTable?: Value[][]): Promise<{ page: Page; rt: AppsScriptRuntime }> {
    const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
    putValues(ss, 'Crosstable', values);
    if (prizeTable) {
      ss.insertSheet('Prize table');
      putValues(ss, 'Prize table', prizeTable);
      ss.setActiveSheet(ss.getSheetByName('Crosstable')!);
    }
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
    // Evaluated in the page: the test code has no DOM types (src/ui has its own tsconfig).
    expect(await page.evaluate<number | undefined>('window.__pwned')).toBeUndefined();
    await page.close();
  });

  test('a board-by-board sheet: read as teams, match points shown and saved, board prizes reported', async () => {
    const boards = valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/team-boards.csv'), 'utf8'));
    const { page, rt } = await open(boards);
    await page.getByText('Crosstable!A1:H', { exact: false }).waitFor();
    expect(await page.locator('#table').textContent()).toMatch(/^Crosstable!A1:H\d+: board-by-board sheet, 9 teams, 5 rounds, 4 boards \(board prizes too\)\.$/);
    const scale = page.getByLabel('Match points (won, drawn, lost)');
    expect(await scale.isVisible()).toBe(true);
    expect(await scale.inputValue()).toBe('2,1,0');
    expect(await page.getByLabel('Won, drawn, lost', { exact: true }).isVisible()).toBe(false);
    await scale.selectOption('custom');
    await page.getByLabel('Won, drawn, lost', { exact: true }).fill('3,1,0');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/^9 teams ranked; .*Written to "Standings"\. Board prizes \(4 boards, \d+ players\) written to "Board prizes"\.$/).waitFor();
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({ matchPoints: '3,1,0' });
    expect(rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).toContain('Match points: 3,1,0');
    await page.close();
    // An individual crosstable hides the match points.
    const solo = await open(exampleValues());
    await solo.page.getByText('US Chess notation, 15 players, 5 rounds, colours recorded.').waitFor();
    expect(await solo.page.getByLabel('Match points (won, drawn, lost)').isVisible()).toBe(false);
    await solo.page.close();
  });

  test('an ambiguous table: the advice names the sidebar; choosing Notation reads it and ranks it as --notation trf', async () => {
    const ambiguous: Value[][] = [
      ['No.', 'Name', 'R1', 'R2'],
      [1, 'Ann', 'F', 'H'],
      [2, 'Ben', 'U', ''],
      [3, 'Cai', 'H', 'F'],
    ];
    const { page, rt } = await open(ambiguous);
    await page.getByText(/Choose Notation: US Chess notation or FIDE TRF in the sidebar/).waitFor();
    // The ambiguous cells stay listed and clickable.
    const cell = page.getByRole('button', { name: /^C2: "F" is a forfeit loss/ });
    await cell.click();
    for (let i = 0; i < 50 && rt.spreadsheet.getActiveRange().getA1Notation() !== 'C2'; i++) await page.waitForTimeout(50);
    expect(rt.spreadsheet.getActiveRange().getA1Notation()).toBe('C2');
    // Choosing the notation reads the table again with it (not yet saved).
    await page.getByLabel('Notation', { exact: true }).selectOption({ label: 'FIDE TRF' });
    await page.getByText('Crosstable!A1:D4: FIDE TRF codes (as chosen), 3 players, 2 rounds, no colours.').waitFor();
    expect(await page.locator('#problems button').count()).toBe(0);
    expect(rt.properties.hostDocument.getProperty('tiebreaks.settings')).toBeNull();
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/^3 players ranked; .*Written to "Standings"\.$/).waitFor();
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({ notation: 'trf', pab: '', fideRules: '' });
    // The sheet holds what the CLI prints with --notation trf: F is a full-point bye there.
    const file = path.join(os.tmpdir(), `ambiguous-${process.pid}.csv`);
    fs.writeFileSync(file, ambiguous.map((r) => r.join(',')).join('\n') + '\n');
    const out: string[] = [];
    const io = { out: (t: string) => void out.push(t), err: () => undefined, readFile: (p: string) => fs.readFileSync(p, 'utf8') };
    expect(runCli(['standings', file, '--notation', 'trf', '--format', 'json'], io)).toBe(0);
    fs.rmSync(file, { force: true });
    const cli = JSON.parse(out.join('')) as { standings: { number: number; score: number }[] };
    const rows = rt.spreadsheet.hostSheet('Standings').hostValues().slice(1);
    expect(rows.map((r) => [r[2], r[5]])).toEqual(cli.standings.map((s) => [s.number, s.score]));
    expect(rows.find((r) => r[2] === 1)![5]).toBe(1.5);
    // Opened again, the sidebar shows the saved choice.
    await page.reload();
    const notation = page.getByLabel('Notation', { exact: true });
    for (let i = 0; i < 50 && (await notation.inputValue()) !== 'trf'; i++) await page.waitForTimeout(50);
    expect(await notation.inputValue()).toBe('trf');
    await page.close();
  });

  describe('Prizes', () => {
    /** What the CLI prints for the example with these extra options, as [group, place, number, award]. */
    const cliPrizes = (extra: string[]) => {
      const out: string[] = [];
      const io = { out: (t: string) => void out.push(t), err: () => undefined, readFile: (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8') };
      expect(runCli(['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv', '--format', 'json', ...extra], io)).toBe(0);
      const json = JSON.parse(out.join('')) as { prizes: { group: string; place: string; number: number; cents: number | null; item: string | null }[] };
      return json.prizes.map((p) => [p.group, p.place, p.number, p.cents === null ? p.item : p.cents / 100]);
    };

    test('makes a prize list with the Rank section\'s order: summary, pools split, and the Prizes sheet as the CLI prints it', async () => {
      const { page, rt } = await open(exampleValues(), examplePrizes());
      await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
      await page.getByLabel('Rule set').selectOption('custom');
      await page.getByRole('button', { name: 'Remove MM' }).click();
      // The director selects the prize table and takes the selection.
      rt.spreadsheet.hostSelect('Prize table', 'A1:C8');
      await page.getByRole('button', { name: 'Use selection' }).click();
      const range = page.getByLabel('Prize table (Group, Place, Prize)');
      for (let i = 0; i < 50 && (await range.inputValue()) === ''; i++) await page.waitForTimeout(50);
      expect(await range.inputValue()).toBe("'Prize table'!A1:C8");
      // Cash and trophy is only a choice when there is a limit on prizes per player.
      const kinds = page.getByLabel('Cash prize and trophy');
      expect(await kinds.inputValue()).toBe('both');
      expect(await kinds.locator('option').allTextContents()).toEqual(['A player may take one of each', 'One prize of either kind, cash first', 'One prize of either kind, trophy first']);
      await page.getByLabel('One prize per player').selectOption('off');
      expect(await kinds.isDisabled()).toBe(true);
      await page.getByLabel('One prize per player').selectOption('first');
      expect(await kinds.isDisabled()).toBe(false);
      await page.getByLabel('One prize per player').selectOption('larger');
      expect(await kinds.isDisabled()).toBe(false);
      // 32B3's combined pool: a choice only with the larger prize and one cash prize and one trophy each.
      const combine = page.getByLabel('Tied winners of different prizes: pool place and class prizes together (US Chess 32B3)');
      const combineNote = page.getByText('Only with one prize per player, the larger, and one cash prize and one trophy each.');
      expect(await combine.isChecked()).toBe(false);
      expect(await combine.isDisabled()).toBe(false);
      expect(await combineNote.isHidden()).toBe(true);
      await kinds.selectOption('cash');
      expect(await combine.isDisabled()).toBe(true);
      expect(await combineNote.isVisible()).toBe(true);
      await kinds.selectOption('both');
      await page.getByLabel('One prize per player').selectOption('first');
      expect(await combine.isDisabled()).toBe(true);
      await page.getByLabel('One prize per player').selectOption('larger');
      expect(await combine.isDisabled()).toBe(false);
      expect(await combineNote.isHidden()).toBe(true);
      await combine.check();
      await page.getByRole('button', { name: 'Make prize list' }).click();
      await page.getByText('7 prizes to 9 players; 2 pools split. Written to "Prizes".').waitFor();
      const pools = await page.locator('#prizeResult li').allTextContents();
      // Combined (32B3): the four on 2½ pool U1800 2nd with U1600 1st, which only three of them may
      // win; each group on its own, those three would get $10.00 each and #9 U1800 2nd ($20.00) alone.
      expect(pools).toEqual([
        'Overall 1st-3rd: 3 tied on 4, $150.00 + $100.00 + $50.00 = $300.00 pooled and split 3 ways (US Chess 32B2), $100.00 each',
        '32B3: 4 tied on 2½ for U1800 2nd + U1600 1st: $30.00 + $20.00 = $50.00 pooled, one prize per winner, split 4 ways, $12.50 each; dividing only U1600 ($30.00 among 3) would not pay them more (US Chess 32B3)',
      ]);
      const values = rt.spreadsheet.hostSheet('Prizes').hostValues();
      expect(values[0]).toEqual(['Group', 'Place', 'Prize', 'No.', 'Name', 'Rating', 'Score', 'Rank', 'Award', 'How']);
      expect(values.slice(1).map((r) => [r[0], r[1], r[3], r[8]])).toEqual(cliPrizes(['--tiebreaks', 'SOLK,CUM,OPPCUM', '--tied-class-prizes', 'combine']));
      // The crosstable read is the one the Crosstable section shows, though the selection is now the prize table.
      expect(rt.spreadsheet.hostSheet('Prizes').getRange('A1').getNote()).toContain("Crosstable: Crosstable!A1:I16; prize table: Prize table!A1:C8");
      expect(rt.spreadsheet.hostSheet('Prizes').getRange('A1').getNote()).toContain("tied winners of different groups' prizes share them combined (US Chess 32B3)");
      expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.prizes')!)).toEqual({ prizeRange: "'Prize table'!A1:C8", limit: 'larger', cashAndTrophy: 'both', unratedInRatingGroups: false, tiedClassPrizes: 'combine' });
      expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({ preset: 'custom', order: ['SOLK', 'CUM', 'OPPCUM'] });
      if (process.env.PRIZES_SCREENSHOT) await page.screenshot({ path: process.env.PRIZES_SCREENSHOT, fullPage: true });
      await page.close();
    });

    test('a bad prize cell shows a problem; clicking it selects the cell on the prize table\'s sheet', async () => {
      const prizes = examplePrizes();
      prizes[3][2] = '$5O';
      const { page, rt } = await open(exampleValues(), prizes);
      await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
      await page.getByLabel('Prize table (Group, Place, Prize)').fill("'Prize table'!A1:C8");
      await page.getByRole('button', { name: 'Make prize list' }).click();
      await page.getByText('The prize list could not be made.').waitFor();
      const problem = page.locator('#prizeProblems').getByRole('button', { name: /^C4: "\$5O" is not an amount/ });
      await problem.waitFor();
      await problem.click();
      for (let i = 0; i < 50 && rt.spreadsheet.getActiveRange().getA1Notation() !== 'C4'; i++) await page.waitForTimeout(50);
      expect(rt.spreadsheet.getActiveSheet().getName()).toBe('Prize table');
      expect(rt.spreadsheet.getActiveRange().getA1Notation()).toBe('C4');
      expect(rt.spreadsheet.getSheetByName('Prizes')).toBeNull();
      await page.close();
    });

    test('opened from the menu item, the sidebar shows the saved prize settings at the Prizes section', async () => {
      const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
      putValues(ss, 'Crosstable', exampleValues());
      const rt = loadDist(DIST, { spreadsheet: ss });
      rt.properties.hostDocument.setProperty('tiebreaks.prizes', JSON.stringify({ prizeRange: "'Prizes in'!A1:C9", limit: 'first', prefer: 'trophy', unratedInRatingGroups: true }));
      rt.run('showPrizeSidebar');
      const html = rt.spreadsheet.hostUi.hostSidebar!.getContent();
      const page = await browser.newPage();
      const handle = gasHandler((name, ...args) => rt.run(name, ...args));
      await page.exposeFunction('__gasCall', (name: string, argsJson: string) => handle(name, argsJson));
      await page.addInitScript(GAS_SHIM);
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      await page.goto(url);
      const range = page.getByLabel('Prize table (Group, Place, Prize)');
      for (let i = 0; i < 50 && (await range.inputValue()) === ''; i++) await page.waitForTimeout(50);
      expect(await range.inputValue()).toBe("'Prizes in'!A1:C9");
      expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('prizeRange');
      expect(await page.getByLabel('One prize per player').inputValue()).toBe('first');
      // Saved with the earlier "prefer": trophy, shown as its new name.
      expect(await page.getByLabel('Cash prize and trophy').inputValue()).toBe('trophy');
      expect(await page.getByLabel('Unrated players may win rating-class prizes').isChecked()).toBe(true);
      // Saved before 32B3's combined pool was offered: separate, and not a choice with "first".
      const combine = page.getByLabel('Tied winners of different prizes: pool place and class prizes together (US Chess 32B3)');
      expect(await combine.isChecked()).toBe(false);
      expect(await combine.isDisabled()).toBe(true);
      await page.close();
    });
  });
}

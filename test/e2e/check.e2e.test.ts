/**
 * Issue 30 in Chromium at the sidebar's width (300 px): "Check another program's numbers" on a
 * crosstable with Vega's printed Buchholz and Sonneborn-Berger pasted beside the results, and the
 * "Computed as" setting that ranks as Vega does.
 *
 * The table is test/fide/conventions.test.ts's (values worked there by hand):
 *   R1: 1-2 1-0, 3-4 ½; R2: 1-3 1-0, 2 zero-point bye, 4 full-point bye; R3: 1-3 ½, 4 wins by forfeit against 2.
 * Vega's 2026 values (test/request/check.test.ts): #1 BH 2 (ours 2½), SB 1½ (ours 2); #4 BH 2½
 * (ours 3), SB 2 (ours 2½), each Vega's reading of C.07 16.2.5; #2's SB is printed 7 by hand, which
 * nothing gives (ours 0).
 */
import { EmulatedSpreadsheet, loadDist, putValues, Value } from '../../emulator';
import { DIST } from '../bundle/built';
import { TableBuilder } from '../support/builder';
import { standingsTable } from '../support/standingsSheet';
import { describeInChromium, useSidebar } from './harness';

/** The crosstable, with `printed` columns (header, then players 1-4's values, as numbers) beside it. */
function printout(printed: Record<string, number[]> = {}): Value[][] {
  const b = new TableBuilder(3);
  for (let i = 1; i <= 4; i++) b.player(`P${i}`);
  b.game(1, 1, 2, 'W').game(1, 3, 4, 'D');
  b.game(2, 1, 3, 'W').bye(2, 2, 'U').bye(2, 4, 'B');
  b.game(3, 1, 3, 'D').game(3, 4, 2, 'X');
  const [header, ...rows] = b.grid();
  const headers = Object.keys(printed);
  return [
    [...header!, ...headers],
    ...rows.map((r, i) => [Number(r[0]), ...r.slice(1), ...headers.map((h) => printed[h]![i]!)]),
  ];
}

const VEGA = { BH: [2, 2.5, 7.5, 2.5], SB: [1.5, 7, 2.5, 2] };

describeInChromium('check another program’s numbers, in the sidebar', () => {
  const { open, openServed, until, shoot } = useSidebar();

  test('a pasted Vega printout: each column counted, each difference with the program that gives it, or none', async () => {
    const { page, calls } = await open(printout(VEGA));
    await page.getByText('4 players, 3 rounds').waitFor();
    await page.getByText("Check another program's numbers").click();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const status = page.locator('#checkStatus');
    await until(page, async () => (await status.textContent())!.endsWith('nothing we know.'), 'the check is done');
    expect(await status.textContent()).toBe(
      "2 printed columns checked: 8 values, 3 the same, 4 explained by another program's reading, 1 by nothing we know.",
    );
    expect(await page.locator('#checkResult > p').allTextContents()).toEqual([
      'BH: Buchholz (FIDE). 4 values, 2 the same, 2 differ.',
      'SB: Sonneborn-Berger (FIDE). 4 values, 1 the same, 3 differ.',
    ]);
    const vega = 'As Vega prints it: a forfeit loss not counted as a round left voluntarily.';
    expect(await page.locator('#checkResult li').allTextContents()).toEqual([
      `No. 1 P1: printed 2, ours 2½. ${vega}`,
      `No. 4 P4: printed 2½, ours 3. ${vega}`,
      `No. 1 P1: printed 1½, ours 2. ${vega}`,
      `No. 4 P4: printed 2, ours 2½. ${vega}`,
      'No. 2 P2: printed 7, ours 0. Nothing we know explains it.',
    ]);
    // The one nothing explains stands out.
    expect(await page.locator('#checkResult li.note').allTextContents()).toEqual([
      'No. 2 P2: printed 7, ours 0. Nothing we know explains it.',
    ]);
    // Nothing is written: the check reads the table only.
    expect(
      calls.filter((c) => c !== 'getSidebarState' && c !== 'readCrosstableInfo' && c !== 'inspectSections'),
    ).toEqual(['checkOtherProgram']);
    await page.locator('#checkSection').scrollIntoViewIfNeeded();
    await shoot(page, 'check');
    await page.close();
  });

  test('a column of numbers whose header names no tiebreak: a problem naming its cell, which a click selects', async () => {
    const { page, rt } = await open(printout({ BH: VEGA.BH, Perf: [1900, 1500, 1700, 1800] }));
    await page.getByText('4 players, 3 rounds').waitFor();
    await page.getByText("Check another program's numbers").click();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const problem = page.locator('#checkProblems button.problem');
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(
      /^H1: "Perf" names no tiebreak we know, so its numbers were not checked\./,
    );
    await problem.click();
    await until(page, () => rt.spreadsheet.getActiveRange()?.getA1Notation() === 'H1', 'the header cell is selected');
    await shoot(page, 'check-problem');
    await page.close();
  });

  test('opened from the menu item, the sidebar opens at the check', async () => {
    const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
    putValues(ss, 'Crosstable', printout(VEGA));
    const rt = loadDist(DIST, { spreadsheet: ss });
    rt.run('showCheckSidebar');
    const page = await openServed(rt, rt.spreadsheet.hostUi.hostSidebarPage()!);
    await until(page, () => page.evaluate<boolean>("document.getElementById('checkSection').open"), 'the block opens');
    await page.close();
  });
});

describeInChromium('computed as another program, in the sidebar', () => {
  const { open, until, shoot } = useSidebar();

  test('shown for a FIDE rule set only; Vega chosen ranks as Vega, says so, and Explain says what the default gives', async () => {
    const { page, rt } = await open(printout());
    await page.getByText('4 players, 3 rounds').waitFor();
    await page.getByText('Tiebreaks and ranking options').click();
    const computedAs = page.getByLabel('Computed as');
    // US Chess has no system another program computes differently.
    expect(await computedAs.isHidden()).toBe(true);
    await page.getByLabel('Rule set').selectOption('fide');
    await computedAs.waitFor();
    expect(await computedAs.inputValue()).toBe('fide');
    await computedAs.selectOption({ label: 'As Vega prints it' });
    expect(await page.locator('#conventionDepartures li').allTextContents()).toEqual([
      'a forfeit loss not counted as a round left voluntarily (as Vega)',
      "an own unplayed round: the virtual opponent's score times the points scored (as Vega)",
    ]);
    await page.locator('#conventionBlock').scrollIntoViewIfNeeded();
    await shoot(page, 'convention');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/4 players ranked.*Written to "Standings"/).waitFor();
    const sheet = standingsTable(rt.spreadsheet.hostSheet('Standings'));
    const bh = sheet.header.indexOf('FIDE-BH');
    const no = sheet.header.indexOf('No.');
    expect(sheet.rows.find((r) => r[no] === 1)?.[bh]).toBe(2);
    expect(sheet.footnote).toContain(
      "Computed as Vega prints it where it departs from FIDE's calculator (the default)",
    );
    // Saved with the other settings.
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!).convention).toBe('vega');
    await page.getByLabel('Explain a player').selectOption('1');
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    const box = page.locator('#explanation');
    await until(page, async () => (await box.textContent())!.includes('depends on the convention'), 'explained');
    expect(await box.textContent()).toContain(
      "depends on the convention: with a forfeit loss not counted as a round left voluntarily (as Vega), 2; the default (C.07 as FIDE's calculator reads it) gives 2½",
    );
    await box.scrollIntoViewIfNeeded();
    await shoot(page, 'convention-explain');
    await page.close();
  });
});

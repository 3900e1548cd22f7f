/**
 * The built sidebar (dist/sidebar.html) in headless Chromium, its google.script.run calls served
 * by the emulated runtime on the real dist/Code.js, at the sidebar's real width (300 px). Each test
 * asserts what the director sees: the sidebar's text and the sheets' displayed cells. Screenshots
 * go to test-artifacts/ (docs/images/ keeps the ones the README shows). Skips when
 * /usr/bin/chromium is absent.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  AppsScriptRuntime,
  EmulatedSheet,
  EmulatedSpreadsheet,
  loadDist,
  putValues,
  Value,
  valuesFromDelimited,
} from '../../emulator';
import { run as runCli } from '../../src/cli/main';
import { DIST, ROOT } from '../bundle/built';
import { forbiddenIn } from '../support/directorWords';
import { sheetHtml } from '../support/sheetPicture';
import { standingsTable, titledTable } from '../support/standingsSheet';
import { ARTIFACTS, CHROMIUM, chromiumPresent, examplePrizes, exampleValues, useSidebar } from './harness';
import { oneTable, schoolScores, Section, sectionCsv, sectionTable } from './scholastic';

if (!chromiumPresent) {
  describe('sidebar e2e', () => {
    test.skip(`SKIPPED: no Chromium at ${CHROMIUM} (apt-get install -y --no-install-recommends chromium)`, () =>
      undefined);
  });

  console.warn(`[sidebar e2e] skipped: no Chromium at ${CHROMIUM}.`);
} else {
  const { open, openOn, openServed, newPage, until, shoot } = useSidebar();

  /** Every text the status line showed, in order (a MutationObserver in the page records them). */
  const STATUS_LOG = `(() => { window.__status = []; const s = document.getElementById('status');
    new MutationObserver(() => window.__status.push(s.textContent)).observe(s, { childList: true, characterData: true, subtree: true }); })()`;

  const standingsOf = (rt: AppsScriptRuntime) => standingsTable(rt.spreadsheet.hostSheet('Standings'));

  /** What the CLI prints for a CSV text with these arguments. */
  function cli(csv: string, args: string[]): string {
    const file = path.join(os.tmpdir(), `e2e-${process.pid}-${Math.random().toString(36).slice(2)}.csv`);
    fs.writeFileSync(file, csv);
    const out: string[] = [];
    const io = {
      out: (t: string) => void out.push(t),
      err: () => undefined,
      readFile: (p: string) => fs.readFileSync(p, 'utf8'),
    };
    try {
      expect(runCli([...args.slice(0, 1), file, ...args.slice(1)], io)).toBe(0);
    } finally {
      fs.rmSync(file, { force: true });
    }
    return out.join('');
  }

  test('reads the table, changes preset and order, ranks and shows the summary', async () => {
    const { page, rt } = await open(exampleValues());
    await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
    // A rule set's order is fixed: no "Add a tiebreak" until the order is a custom one.
    expect(await page.getByLabel('Add a tiebreak').isHidden()).toBe(true);
    await page.getByLabel('Rule set').selectOption('custom');
    await page.getByLabel('Add a tiebreak').selectOption('SB');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Move up SB' }).click();
    await page.getByRole('button', { name: 'Remove MM' }).click();
    // The seed shows only when lots are asked for.
    expect(await page.getByLabel('Lots drawn with number').isHidden()).toBe(true);
    await page.getByLabel('Break remaining ties by lot').check();
    await page.getByLabel('Lots drawn with number').fill('1234');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/15 players ranked; .*Written to "Standings"/).waitFor();
    expect(standingsOf(rt).header).toEqual([
      'Rank',
      'Place',
      'No.',
      'Name',
      'Rating',
      'Score',
      'SOLK',
      'CUM',
      'SB',
      'OPPCUM',
      'Lots',
      'Decided by',
    ]);
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({
      preset: 'custom',
      order: ['SOLK', 'CUM', 'SB', 'OPPCUM'],
      lots: true,
      lotSeed: 1234,
    });
    await page.close();
  });

  test('a custom order with every tiebreak removed: the status says so, the table has no problem', async () => {
    const { page, rt } = await open(exampleValues());
    await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
    await page.getByLabel('Rule set').selectOption('custom');
    for (const code of ['MM', 'SOLK', 'CUM', 'OPPCUM'])
      await page.getByRole('button', { name: `Remove ${code}` }).click();
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText('A custom order needs at least one tiebreak.').waitFor();
    expect(await page.locator('#status').getAttribute('class')).toBe('error');
    expect(await page.locator('#problems button').count()).toBe(0);
    expect(await page.locator('#table').textContent()).toBe(
      'Crosstable!A1:I16: US Chess notation, 15 players, 5 rounds, colours recorded.',
    );
    expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
    await page.close();
  });

  test('after round is read as every front end reads a whole number: "3.0" is refused as typed, "3" ranks', async () => {
    const { page, rt } = await open(exampleValues());
    await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
    await page.getByText('Tiebreaks and ranking options').click();
    const after = page.getByLabel('After round (blank: all rounds)');
    await after.fill('3.0');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText('"after round" must be a whole number from 1; got "3.0".').waitFor();
    expect(await page.locator('#status').getAttribute('class')).toBe('error');
    expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
    await shoot(page, 'after-round-refused');
    await after.fill('3');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/15 players ranked; .*Written to "Standings"/).waitFor();
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({ afterRound: 3 });
    await page.close();
  });

  test('a table with errors shows each problem with its cell; clicking one selects it', async () => {
    const values = exampleValues();
    values[2][5] = 'Q99';
    const { page, rt } = await open(values);
    const problem = page.getByRole('button', { name: /^F3: / });
    await problem.waitFor({ timeout: 5000 });
    expect(await page.locator('#table').textContent()).toBe('Crosstable!A1:I16: 1 problem to fix.');
    await shoot(page, 'problem');
    await problem.click();
    await until(page, () => rt.spreadsheet.getActiveRange().getA1Notation() === 'F3', 'F3 is selected');
    // Rank refuses and says where; the problem stays under the crosstable it belongs to.
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page
      .getByText('Crosstable!A1:I16 has 1 problem to fix (listed under the crosstable). Nothing was written.')
      .waitFor();
    expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
    // The director fixes the cell and reads the table again: no red message stays that is no longer true.
    expect(rt.spreadsheet.hostSheet('Crosstable').hostType('F3', exampleValues()[2]![5] as string)).toEqual({
      accepted: true,
    });
    await page.getByRole('button', { name: 'Read again' }).click();
    await page.getByText(/^Crosstable!A1:I16: US Chess notation, 15 players/).waitFor();
    expect(await page.locator('#status').textContent()).toBe('');
    expect(await page.locator('#problems').textContent()).toBe('');
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
    await page
      .locator('#status')
      .filter({ hasText: /Nothing was written/ })
      .waitFor();
    expect(await page.locator('img').count()).toBe(0);
    // Evaluated in the page: the test code has no DOM types (src/ui has its own tsconfig).
    expect(await page.evaluate<number | undefined>('window.__pwned')).toBeUndefined();
    await page.close();
  });

  test('a board-by-board sheet: read as teams, match points shown and saved, bye and prizes hidden, board prizes reported', async () => {
    const boards = valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/team-boards.csv'), 'utf8'));
    const { page, rt } = await open(boards);
    await page.getByText('Crosstable!A1:H', { exact: false }).waitFor();
    expect(await page.locator('#table').textContent()).toMatch(
      /^Crosstable!A1:H\d+: board-by-board sheet, 9 teams, 5 rounds, 4 boards \(board prizes too\)\.$/,
    );
    await page.getByText('How the table is read', { exact: true }).click();
    const scale = page.getByLabel('Match points (won, drawn, lost)');
    expect(await scale.isVisible()).toBe(true);
    expect(await scale.inputValue()).toBe('2,1,0');
    // What does not apply to teams is not shown: the pairing-allocated bye and the prize list.
    expect(await page.getByLabel('Pairing-allocated bye').isHidden()).toBe(true);
    expect(await page.getByText('Prize list', { exact: true }).isHidden()).toBe(true);
    expect(await page.getByLabel('Won, drawn, lost', { exact: true }).isVisible()).toBe(false);
    await scale.selectOption('custom');
    await page.getByLabel('Won, drawn, lost', { exact: true }).fill('3,1,0');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page
      .getByText(
        /^9 teams ranked; .*Written to "Standings"\. Board prizes \(4 boards, \d+ players\) written to "Board prizes"\.$/,
      )
      .waitFor();
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({
      matchPoints: '3,1,0',
    });
    expect(rt.spreadsheet.hostSheet('Standings').getRange('A1').getNote()).toContain('Match points: 3,1,0');
    // The ties are counted in match points.
    expect((await page.locator('#ties li').allTextContents()).every((t) => / on \d+ match points: /.test(t))).toBe(
      true,
    );
    await page.close();
    // An individual crosstable hides the match points and shows the bye.
    const solo = await open(exampleValues());
    await solo.page.getByText('US Chess notation, 15 players, 5 rounds, colours recorded.').waitFor();
    await solo.page.getByText('How the table is read', { exact: true }).click();
    expect(await solo.page.getByLabel('Match points (won, drawn, lost)').isVisible()).toBe(false);
    expect(await solo.page.getByLabel('Pairing-allocated bye').isVisible()).toBe(true);
    await solo.page.close();
  });

  test("an ambiguous table: the advice names the sidebar's own setting; choosing Notation reads it and ranks it as --notation trf", async () => {
    const ambiguous: Value[][] = [
      ['No.', 'Name', 'R1', 'R2'],
      [1, 'Ann', 'F', 'H'],
      [2, 'Ben', 'U', ''],
      [3, 'Cai', 'H', 'F'],
    ];
    const { page, rt } = await open(ambiguous);
    // In the sidebar, the advice points at its own setting, not at the menu that opens the sidebar.
    const advice = page.getByText(/Choose Notation: US Chess notation or FIDE TRF under "How the table is read" below/);
    await advice.waitFor();
    expect(await advice.textContent()).not.toContain('Open sidebar');
    // The ambiguous cells stay listed and clickable.
    const cell = page.getByRole('button', { name: /^C2: "F" is a forfeit loss/ });
    await cell.click();
    await until(page, () => rt.spreadsheet.getActiveRange().getA1Notation() === 'C2', 'C2 is selected');
    // Choosing the notation reads the table again with it (not yet saved).
    await page.getByText('How the table is read', { exact: true }).click();
    await page.getByLabel('Notation', { exact: true }).selectOption({ label: 'FIDE TRF' });
    await page.getByText('Crosstable!A1:D4: FIDE TRF codes (as chosen), 3 players, 2 rounds, no colours.').waitFor();
    expect(await page.locator('#problems button').count()).toBe(0);
    expect(rt.properties.hostDocument.getProperty('tiebreaks.settings')).toBeNull();
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/^3 players ranked; .*Written to "Standings"\.$/).waitFor();
    expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({
      notation: 'trf',
      pab: '',
      fideRules: '',
    });
    // The sheet holds what the CLI prints with --notation trf: F is a full-point bye there.
    const json = JSON.parse(
      cli(ambiguous.map((r) => r.join(',')).join('\n') + '\n', ['standings', '--notation', 'trf', '--format', 'json']),
    ) as { standings: { number: number; score: number }[] };
    const rows = standingsOf(rt).rows;
    expect(rows.map((r) => [r[2], r[5]])).toEqual(json.standings.map((s) => [s.number, s.score]));
    expect(rows.find((r) => r[2] === 1)![5]).toBe(1.5);
    // Opened again, the sidebar shows the saved choice.
    await page.reload();
    const notation = page.getByLabel('Notation', { exact: true });
    await until(page, async () => (await notation.inputValue()) === 'trf', 'the saved notation is shown');
    await page.close();
  });

  test('at 300 × 600 the table, the rule set and the Rank button are in view without scrolling, for every rule set', async () => {
    const tables: [string, Value[][]][] = [
      ['individual', exampleValues()],
      ['board-by-board', valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/team-boards.csv'), 'utf8'))],
    ];
    for (const [kind, values] of tables) {
      const { page } = await open(values);
      await page
        .locator('#table')
        .filter({ hasText: /players|teams/ })
        .waitFor();
      const presets = await page
        .getByLabel('Rule set')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
      expect(presets.length).toBeGreaterThanOrEqual(10);
      for (const preset of presets) {
        await page.getByLabel('Rule set').selectOption(preset);
        // Measured where the page is when it opens: scrolled to the top.
        await page.evaluate('window.scrollTo(0, 0)');
        for (const id of ['table', 'preset', 'rank']) {
          const box = (await page.locator(`#${id}`).boundingBox())!;
          expect({ kind, preset, id, bottom: box.y + box.height <= 600, top: box.y >= 0 }).toEqual({
            kind,
            preset,
            id,
            bottom: true,
            top: true,
          });
        }
      }
      await page.close();
    }
  });

  test("the director's path: blank crosstable, type results, rank, change the rule set on the Standings sheet, rank again, double-click, explain", async () => {
    // A new spreadsheet with nothing on it.
    const { page, rt, calls } = await open([], undefined, 'Club Championship');
    await page.locator('#table').filter({ hasText: 'is empty' }).waitFor();
    await shoot(page, 'empty');

    // 1. New crosstable (open already: on an empty sheet it is the action to take): 4 players, 3 rounds.
    expect(await page.locator('#newTableSection').getAttribute('open')).not.toBeNull();
    await page.getByLabel('Players', { exact: true }).fill('4');
    await page.getByLabel('Rounds', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Insert blank crosstable' }).click();
    await page.getByText(/^A blank crosstable for 4 players and 3 rounds is on the sheet "Crosstable 2"\./).waitFor();
    const sheet = rt.spreadsheet.hostSheet('Crosstable 2');
    expect(sheet.hostValues()[0]).toEqual(['No.', 'Name', 'Rating', 'R1', 'R2', 'R3']);
    // The sidebar now names the new sheet as the table it will rank.
    await until(
      page,
      async () => ((await page.locator('#table').textContent()) ?? '').startsWith('Crosstable 2'),
      'the new sheet is the table',
    );

    // 2. The director types names and results; a mistyped round cell is refused with what was expected.
    const typed: [string, string, string, string, string][] = [
      ['Ann Lee', '1800', 'W2', 'D3', 'L4'],
      ['Bob Ray', '1700', 'L1', 'W4', 'W3'],
      ['Cy Fox', '1600', 'W4', 'D1', 'L2'],
      ['Di Wu', '1500', 'L3', 'L2', 'W1'],
    ];
    const refused = sheet.hostType('D2', 'W9');
    expect(refused.accepted).toBe(false);
    expect(refused.accepted ? '' : refused.message).toMatch(/W12|won/);
    typed.forEach((row, i) =>
      row.forEach((text, c) => expect(sheet.hostType(`${'BCDEF'[c]}${i + 2}`, text)).toEqual({ accepted: true })),
    );
    await page.getByRole('button', { name: 'Read again' }).click();
    await page.getByText('Crosstable 2!A1:F5: US Chess notation, 4 players, 3 rounds, no colours.').waitFor();

    // 3. Rank: progress in words, then the summary and the ties.
    await page.evaluate(STATUS_LOG);
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/^4 players ranked; .*Written to "Standings"\.$/).waitFor();
    const log = await page.evaluate<string[]>('window.__status');
    expect(log.slice(0, 2)).toEqual(['Reading 4 players…', 'Ranking 4 players and writing the standings…']);
    expect(await page.locator('#ties li').allTextContents()).toEqual([
      '2nd–3rd on 1½: Ann Lee and Cy Fox still tied after every tiebreak (rank 2-3)',
    ]);
    expect(rt.spreadsheet.getActiveSheet().getName()).toBe('Standings');
    let standings = standingsOf(rt);
    expect(standings.title).toContain('Club Championship');
    expect(standings.displayed.slice(1).map((r) => [r[0], r[1], r[3], r[5]])).toEqual([
      ['1', '1', 'Bob Ray', '2'],
      ['2-3', '2-3', 'Ann Lee', '1½'],
      ['2-3', '2-3', 'Cy Fox', '1½'],
      ['4', '4', 'Di Wu', '1'],
    ]);

    // 4. With the Standings sheet active, change the rule set and rank again: the same crosstable is read.
    await page.getByLabel('Rule set').selectOption('madison-swiss');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/^4 players ranked; .*Written to "Standings"\.$/).waitFor();
    await until(
      page,
      async () => (await page.locator('#status').textContent())!.includes('4 players ranked'),
      'the second ranking is done',
    );
    expect(await page.locator('#table').textContent()).toBe(
      'Crosstable 2!A1:F5: US Chess notation, 4 players, 3 rounds, no colours.',
    );
    expect(await page.locator('#problems button').count()).toBe(0);
    await shoot(page, 'ranked-again');
    standings = standingsOf(rt);
    expect(standings.header.slice(6, -1)).toEqual(['MM', 'CUM', 'SOLK', 'OPPCUM']);
    expect(standings.footnote).toContain('Madison City Chess League');
    // The menu from the Standings sheet ranks the remembered crosstable too.
    rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('Standings')!);
    rt.run('rankStandingsFromMenu');
    expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
    expect(standingsOf(rt).rows).toHaveLength(4);

    // 5. A double click ranks once; the button is off while it runs.
    const before = calls.filter((c) => c === 'rankStandings').length;
    await page.getByRole('button', { name: 'Rank standings' }).dblclick();
    await until(
      page,
      async () =>
        !(await page.getByRole('button', { name: 'Rank standings' }).isDisabled()) &&
        calls.filter((c) => c === 'rankStandings').length > before,
      'the ranking is done',
    );
    await page.waitForTimeout(300);
    expect(calls.filter((c) => c === 'rankStandings').length - before).toBe(1);
    expect(await page.locator('#status').textContent()).toMatch(/^4 players ranked; /);
    // Another ranking holding the lock (another editor, the menu): refused with a clear message, nothing queued.
    rt.locks.hostDocument.hostHoldElsewhere();
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/^Rank standings is already running in this spreadsheet/).waitFor();
    rt.locks.hostDocument.hostRelease();

    // 6. Explain a player: from the list, and from the selected row of the Standings sheet.
    await page.getByLabel('Explain a player').selectOption({ label: '2-3. Cy Fox (No. 3)' });
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    const csv = ['No.,Name,Rating,R1,R2,R3', ...typed.map((r, i) => [i + 1, ...r].join(','))].join('\n') + '\n';
    const explained = cli(csv, ['standings', '--preset', 'madison-swiss', '--explain', '3']);
    await until(
      page,
      async () => ((await page.locator('#explanation').textContent()) ?? '').startsWith('#3 Cy Fox'),
      'the explanation is shown',
    );
    expect(await page.locator('#explanation p').allTextContents()).toEqual(explained.trimEnd().split('\n'));
    const bobRow = standingsOf(rt).headerRow + 1;
    rt.spreadsheet.hostSelect('Standings', `D${bobRow}`);
    await page.getByRole('button', { name: 'Selected row' }).click();
    await until(
      page,
      async () => ((await page.locator('#explanation').textContent()) ?? '').startsWith('#2 Bob Ray'),
      'the selected row is explained',
    );
    await page.close();
  });

  describe('New crosstable under every rule set, typed with and without colours', () => {
    /**
     * A four-player round robin, every game drawn: every system that reads only the results leaves
     * all four level, so the tie reaches the rule set's colour system if it has one. Colours: Ann
     * has Black once, Ben twice, Cai never, Dee three times.
     */
    const DRAWN: [string, string, string, string, string][] = [
      ['Ann', '', 'D2W', 'D3B', 'D4W'],
      ['Ben', '', 'D1B', 'D4W', 'D3B'],
      ['Cai', '', 'D4W', 'D1W', 'D2W'],
      ['Dee', '', 'D3B', 'D2B', 'D1B'],
    ];
    const RULE_SETS: [string, string | null][] = [
      ['uscf', null],
      ['mca', 'BLACKS'],
      ['big-rapids-swiss', 'BLACKS'],
      ['big-rapids-rr', null],
      ['madison-swiss', null],
      ['madison-rr', null],
      ['ljc', 'WHITES'],
      ['fide', 'BWG'],
      ['fide-rr', null],
    ];
    const NAMES: Record<string, string> = {
      BLACKS: 'Most blacks',
      WHITES: 'Fewest whites',
      BWG: 'Games won with Black',
    };

    /** The sidebar at New crosstable with `preset` chosen: the blank chart made, with colours or not, and typed. */
    async function typedChart(preset: string, colours: boolean) {
      const { page, rt } = await open([], undefined, 'Club Night');
      await page.locator('#table').filter({ hasText: 'is empty' }).waitFor();
      await page.getByLabel('Rule set').selectOption(preset);
      // On an empty sheet, New crosstable is open already: it is the action the director needs.
      expect(await page.locator('#newTableSection').getAttribute('open')).not.toBeNull();
      const box = page.getByLabel('Colours with every game (W12B)');
      const usesColours = RULE_SETS.find(([id]) => id === preset)![1] !== null;
      // On by default exactly for the rule sets that count colours.
      expect([preset, await box.isChecked()]).toEqual([preset, usesColours]);
      await box.setChecked(colours);
      await page.getByLabel('Players', { exact: true }).fill('4');
      await page.getByLabel('Rounds', { exact: true }).fill('3');
      await page.getByRole('button', { name: 'Insert blank crosstable' }).click();
      await page.getByText(/^A blank crosstable for 4 players and 3 rounds is on the sheet "Crosstable 2"\./).waitFor();
      const sheet = rt.spreadsheet.hostSheet('Crosstable 2');
      if (colours) {
        // With colours, a game typed without one is refused, and the help text shows how to write it.
        const refused = sheet.hostType('D2', 'D2');
        expect(refused.accepted ? '' : refused.message).toMatch(/^Enter a result with the colour played, .* W4B \(won/);
      }
      DRAWN.forEach((row, i) =>
        row.forEach((text, c) => {
          const cell = colours || c < 2 ? text : text.slice(0, -1);
          expect(sheet.hostType(`${'BCDEF'[c]}${i + 2}`, cell)).toEqual({ accepted: true });
        }),
      );
      await until(
        page,
        async () => ((await page.locator('#table').textContent()) ?? '').startsWith('Crosstable 2'),
        'the new sheet is the table',
      );
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page.getByText(/^4 players ranked; .*Written to "Standings"\.$/).waitFor();
      return { page, rt };
    }

    test.each(RULE_SETS)(
      '%s (colour tiebreak: %s): ranks the chart typed without colours; a tie reaching it passes it over, said everywhere',
      async (preset, code) => {
        const { page, rt } = await typedChart(preset, false);
        const standings = standingsOf(rt);
        expect(standings.displayed.slice(1).map((r) => r[0])).toEqual(['1-4', '1-4', '1-4', '1-4']);
        const decided = standings.displayed.slice(1).map((r) => r[r.length - 1]);
        const ties = await page.locator('#ties li').allTextContents();
        const notes = await page.locator('#ties li.note').allTextContents();
        if (code === null) {
          expect(decided).toEqual(['', 'shared', 'shared', 'shared']);
          expect(notes).toEqual([]);
          return;
        }
        const note = `${NAMES[code]} (${code}) passed over for the tie of Ann (No. 1), Ben (No. 2), Cai (No. 3) and Dee (No. 4) on 1½ points: this table has no colours.`;
        expect(decided).toEqual(['', ...Array(3).fill(`shared (${code} passed over: this table has no colours)`)]);
        expect(notes).toEqual([note]);
        // Said once, in its own line after the tie's.
        expect(ties).toEqual([expect.stringMatching(/^1st–4th on 1½: Ann and Ben still tied/), note]);
        expect(standings.footnote).toContain(note);
        // Explain says it too, for a player whose tie reached it.
        await page.getByLabel('Explain a player').selectOption('3');
        await page.getByRole('button', { name: 'Explain', exact: true }).click();
        await page
          .locator('#explanation p', { hasText: `${code} (${NAMES[code]}, ` })
          .filter({ hasText: 'passed over: this table has no colours' })
          .waitFor();
        if (preset === 'mca') {
          await page.locator('#result').scrollIntoViewIfNeeded();
          await shoot(page, 'passed-over');
          await page.locator('#explanation p', { hasText: 'BLACKS (Most blacks, ' }).scrollIntoViewIfNeeded();
          await shoot(page, 'passed-over-explain');
        }
      },
    );

    test.each(RULE_SETS)(
      '%s (colour tiebreak: %s): ranks the chart typed with colours; nothing is passed over',
      async (preset, code) => {
        const { page, rt } = await typedChart(preset, true);
        const standings = standingsOf(rt);
        // Most blacks: Dee 3, Ben 2, Ann 1, Cai 0; fewest whites the same order; no black wins (BWG) in a drawn event.
        const names = standingsOf(rt)
          .displayed.slice(1)
          .map((r) => r[3]);
        expect(names).toEqual(
          code === 'BLACKS' || code === 'WHITES' ? ['Dee', 'Ben', 'Ann', 'Cai'] : ['Ann', 'Ben', 'Cai', 'Dee'],
        );
        expect(await page.locator('#ties li.note').count()).toBe(0);
        expect(standings.footnote).not.toContain('passed over');
      },
    );

    test('"Stop and ask for the data": the tie and the data needed, nothing written', async () => {
      const { page, rt } = await typedChart('mca', false);
      await page.getByText('Tiebreaks and ranking options', { exact: true }).click();
      await page.getByLabel('A tie that reaches a tiebreak the table has no data for').selectOption('stop');
      expect(await page.locator('#missingDataSource').textContent()).toContain(
        'Michigan Chess Association: pass it over (MCA Tie Break Rules (2001)',
      );
      rt.spreadsheet.deleteSheet(rt.spreadsheet.getSheetByName('Standings')!);
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page
        .locator('#problems')
        .filter({
          hasText:
            'The tie of Ann (No. 1), Ben (No. 2), Cai (No. 3) and Dee (No. 4) on 1½ points reaches BLACKS (Most blacks), which needs the colour of every played game',
        })
        .waitFor();
      expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
      await page.locator('#problems').scrollIntoViewIfNeeded();
      await shoot(page, 'missing-data-stop');
    });
  });

  test('screenshots of the sidebar at 300 × 600: fresh, ranked with its ties, explaining a player as --explain does', async () => {
    const { page } = await open(exampleValues());
    await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
    await shoot(page, 'fresh');
    await page.getByRole('button', { name: 'Rank standings' }).click();
    await page.getByText(/15 players ranked; .*Written to "Standings"/).waitFor();
    expect((await page.locator('#ties li').allTextContents())[0]).toBe(
      '1st–3rd on 4: Marcus Webb ahead of David Okafor on Modified Median 14 vs 12½; David Okafor ahead of Elena Sokolova on Modified Median 12½ vs 12',
    );
    await shoot(page, 'ranked');
    await page.getByLabel('Explain a player').selectOption({ label: '1-3. David Okafor (No. 3)' });
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await until(
      page,
      async () => ((await page.locator('#explanation').textContent()) ?? '').startsWith('#3 David Okafor'),
      'the explanation is shown',
    );
    const explained = cli(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8'), [
      'standings',
      '--explain',
      '3',
    ]);
    expect(await page.locator('#explanation p').allTextContents()).toEqual(explained.trimEnd().split('\n'));
    await page.locator('#explainPlayer').scrollIntoViewIfNeeded();
    await page.evaluate("document.getElementById('explainPlayer').scrollIntoView({ block: 'start' })");
    await shoot(page, 'explain');
    await page.close();
  });

  /**
   * The sheet drawn as Sheets lays it out, at its own widths: the cells of rows first..last whose
   * text is wider than its column (the title and footnote may spill, as in Sheets).
   */
  async function overflowing(sheet: EmulatedSheet, first: number, last: number, picture?: string): Promise<string[]> {
    // What the sheet shows a director holds no code words (issue 27).
    const shown = sheet.getDataRange().getDisplayValues();
    expect(forbiddenIn(shown.map((r) => r.join(' ')).join('\n'))).toEqual([]);
    const page = await newPage();
    await page.setViewportSize({ width: 1400, height: 700 });
    await page.setContent(sheetHtml(sheet));
    if (picture) await page.locator('table').screenshot({ path: path.join(ARTIFACTS, picture) });
    const wide = await page.evaluate<string[]>(`[...document.querySelectorAll('td')]
      .filter((td) => +td.dataset.row >= ${first} && +td.dataset.row <= ${last})
      .filter((td) => td.firstChild.getBoundingClientRect().width > td.clientWidth - 6)
      .map((td) => td.dataset.cell + ' ' + JSON.stringify(td.textContent))`);
    await page.close();
    return wide;
  }

  /** Whether Chromium draws Arial with Arial's metrics here (Liberation Sans, which .ci/run installs). */
  const ARIAL_METRICS = (() => {
    try {
      return /Liberation Sans/.test(execFileSync('fc-match', ['Arial'], { encoding: 'utf8' }));
    } catch {
      return false;
    }
  })();
  if (!ARIAL_METRICS)
    console.warn(
      "[sidebar e2e] column widths not measured: no font with Arial's metrics (apt-get install fonts-liberation).",
    );

  test('the Standings sheet as Sheets lays it out: title, frozen bold header, banding, every table cell fits its column', async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const cases: [string, Value[][], string][] = [
      ['uscf', exampleValues(), 'standings.png'],
      ['mca', exampleValues(), 'standings-mca.png'],
      ['fide', exampleValues(), 'standings-fide.png'],
      [
        'uscf',
        valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/team-boards.csv'), 'utf8')),
        'standings-teams.png',
      ],
    ];
    for (const [preset, values, picture] of cases) {
      const ss = new EmulatedSpreadsheet('Spring Swiss 2026', 'Crosstable');
      putValues(ss, 'Crosstable', values);
      const rt = loadDist(DIST, { spreadsheet: ss });
      rt.run('saveRankSettings', { preset });
      rt.run('rankStandingsFromMenu');
      expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
      const sheet = rt.spreadsheet.hostSheet('Standings');
      const table = standingsTable(sheet);
      expect(table.title).toMatch(/^Spring Swiss 2026 standings, /);
      expect(sheet.getFrozenRows()).toBe(table.headerRow);
      expect(
        sheet
          .getRange(table.headerRow, 1, 1, table.header.length)
          .getFontWeights()[0]
          .every((w) => w === 'bold'),
      ).toBe(true);
      expect(sheet.getBandings()).toHaveLength(1);
      // Rank and Place mix numbers and shared text ("12-13"): both aligned right, so each column reads straight.
      const rankPlace = sheet.getRange(table.headerRow + 1, 1, table.rows.length, 2).getHorizontalAlignments();
      expect(rankPlace.flat().every((a) => a === 'right')).toBe(true);
      const wide = await overflowing(sheet, table.headerRow, table.headerRow + table.rows.length, picture);
      // Measured only in Arial's metrics (Liberation Sans): the fallback font is wider than what Sheets shows.
      if (ARIAL_METRICS) expect({ preset, picture, overflowing: wide }).toEqual({ preset, picture, overflowing: [] });
    }
  });

  describe('Rank all sections', () => {
    /** Three sections, as a scholastic event runs them: each its own rounds, each with a School column. */
    const SECTIONS: Section[] = [
      { name: 'K-3', players: 8, rounds: 3, rating: 700 },
      { name: 'K-5', players: 10, rounds: 3, rating: 950 },
      { name: 'K-8', players: 8, rounds: 4, rating: 1300 },
    ];

    /** Each line of the Sections block: the section's name (its box's label), then what was read. */
    const sectionLines = (page: Page) =>
      page.evaluate<string[][]>(`[...document.querySelectorAll('#sections li')]
        .map((li) => [...li.children].map((c) => c.textContent.trim()))`);

    /** The spreadsheet: one sheet per section, named for it, the first one active. */
    function threeSheets(): EmulatedSpreadsheet {
      const ss = new EmulatedSpreadsheet('Scholastic 2026', 'K-3');
      SECTIONS.forEach((s, k) => {
        if (k > 0) ss.insertSheet(s.name);
        putValues(ss, s.name, sectionTable(s, k * 3));
      });
      ss.setActiveSheet(ss.getSheetByName('K-3')!);
      return ss;
    }

    /** What the CLI ranks for the section alone: [rank, place, number, name, score] per player, and the schools. */
    function alone(
      s: Section,
      offset: number,
    ): { rows: [string, string, number, string, number][]; schools: string[] } {
      const json = JSON.parse(cli(sectionCsv(s, offset), ['standings', '--format', 'json'])) as {
        standings: { rank: string; place: string; number: number; name: string; score: number }[];
      };
      const schools = sectionTable(s, offset)
        .slice(1)
        .map((r) => String(r[3]));
      return {
        rows: json.standings.map((p) => [String(p.rank), String(p.place), p.number, p.name, p.score]),
        schools: json.standings.map((p) => schools[p.number - 1]!),
      };
    }

    /** The standings sheet of a section: [rank, place, number, name, score] as the cells hold them, Rank and Place as shown. */
    function shownStandings(rt: AppsScriptRuntime, sheet: string): [string, string, number, string, number][] {
      const table = standingsTable(rt.spreadsheet.hostSheet(sheet));
      expect(table.header.slice(0, 6)).toEqual(['Rank', 'Place', 'No.', 'Name', 'Rating', 'Score']);
      return table.rows.map((r, i) => [
        table.displayed[i + 1]![0]!,
        table.displayed[i + 1]![1]!,
        r[2] as number,
        String(r[3]),
        r[5] as number,
      ]);
    }

    /** Each school's score and how many counted, worked out from the section's own scores. */
    function expectedTeams(s: Section, offset: number, top: number): [string, number, number][] {
      const { rows, schools } = alone(s, offset);
      const teams = schoolScores(
        schools,
        rows.map((r) => r[4]),
        top,
      );
      return [...teams].map(([team, t]) => [team, t.score, t.counted] as [string, number, number]);
    }

    test('three sheets with a School column: listed with players, rounds and notation; one click ranks each alone and scores its school teams', async () => {
      const { page, rt, calls } = await openOn(threeSheets());
      const block = page.locator('#sectionsBlock');
      await block.getByText('K-8', { exact: true }).waitFor();
      expect(await sectionLines(page)).toEqual([
        ['K-3', '8 players, 3 rounds, US Chess notation; school teams by School'],
        ['K-5', '10 players, 3 rounds, US Chess notation; school teams by School'],
        ['K-8', '8 players, 4 rounds, US Chess notation; school teams by School'],
      ]);
      // The Rank block is the one table's, as before (the first sheet), still in view at the top.
      for (const id of ['table', 'preset', 'rank']) {
        const box = (await page.locator(`#${id}`).boundingBox())!;
        expect({ id, inView: box.y >= 0 && box.y + box.height <= 600 }).toEqual({ id, inView: true });
      }
      expect(await page.locator('#table').textContent()).toBe(
        'K-3!A1:G9: US Chess notation, 8 players, 3 rounds, no colours.',
      );
      // The School teams line is in the folded options: the column found, the top N (3 here, not 4).
      await page.getByText('Tiebreaks and ranking options', { exact: true }).click();
      expect(await page.getByLabel('Team column').getAttribute('placeholder')).toBe('Automatic: School');
      expect(await page.getByLabel('Top', { exact: true }).inputValue()).toBe('4');
      await page.getByLabel('Top', { exact: true }).fill('3');
      expect(await page.locator('#schoolNote').textContent()).toMatch(
        /^A school's score is the sum of its best 3 players' scores/,
      );
      await page.evaluate("document.getElementById('schoolBlock').scrollIntoView({ block: 'center' })");
      await shoot(page, 'school-teams');
      await page.getByText('Tiebreaks and ranking options', { exact: true }).click();

      await page.getByRole('button', { name: 'Rank all sections' }).click();
      await page
        .locator('#sectionsStatus')
        .filter({ hasText: /ranked/ })
        .waitFor();
      expect(calls.filter((c) => c === 'rankAllSections')).toHaveLength(1);
      expect(await page.locator('#sectionsStatus').getAttribute('class')).toBe('');
      expect(await page.locator('#sectionsResult li').allTextContents()).toEqual(
        SECTIONS.flatMap((s) => [`Standings ${s.name}`, `School teams ${s.name}`]),
      );
      expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({ schoolTop: 3 });

      // Each section's standings sheet shows what ranking that section alone gives (the CLI on its rows).
      SECTIONS.forEach((s, k) =>
        expect({ section: s.name, rows: shownStandings(rt, `Standings ${s.name}`) }).toEqual({
          section: s.name,
          rows: alone(s, k * 3).rows,
        }),
      );
      // Worked by hand for K-3 (ratings decide: the higher wins, within 25 points a draw): Ava 3; Ben,
      // Cleo and Dev 2 each, in that order by Modified Median (above 50%, the lowest opponent is
      // dropped: Ava 2 + 2, Ben 3 + 2, Cleo 3 + 1, Dev 2 + 1½).
      const k3 = standingsTable(rt.spreadsheet.hostSheet('Standings K-3'));
      expect(k3.header[6]).toBe('MM');
      expect(k3.displayed.slice(1, 5).map((r) => r.slice(0, 7))).toEqual([
        ['1', '1', '1', 'Ava Ames', '700', '3', '4'],
        ['2', '2-4', '2', 'Ben Ford', '660', '2', '5'],
        ['3', '2-4', '3', 'Cleo Kerr', '645', '2', '4'],
        ['4', '2-4', '4', 'Dev Diaz', '635', '2', '3½'],
      ]);
      // K-3's schools by hand: Lincoln has Ava 3, Dev 2, Gia ½ (5½); Jefferson Ben 2, Ella 1½, Hugo 0
      // (3½); Adams only Cleo 2 and Finn 1 (3, short of 3 players).
      const k3Teams = standingsTable(rt.spreadsheet.hostSheet('School teams K-3'));
      const counted = k3Teams.header.indexOf('Counted (top 3)');
      expect(k3Teams.displayed.slice(1).map((r) => [...r.slice(0, 4), r[counted]])).toEqual([
        ['1', '1', 'Lincoln', '5½', '#1 Ava Ames 3, #4 Dev Diaz 2, #7 Gia Grant ½'],
        ['2', '2', 'Jefferson', '3½', '#2 Ben Ford 2, #5 Ella Ito 1½, #8 Hugo Lund 0'],
        ['3', '3', 'Adams', '3', '#3 Cleo Kerr 2, #6 Finn Brook 1'],
      ]);
      expect(k3Teams.footnote).toContain('Adams has 2 players, fewer than 3: its score is the sum of the 2 it has.');

      // Each School teams sheet: every school with the sum of its best 3, as worked out from the scores.
      for (const [k, s] of SECTIONS.entries()) {
        const teams = standingsTable(rt.spreadsheet.hostSheet(`School teams ${s.name}`));
        expect(teams.header.slice(0, 4)).toEqual(['Rank', 'Place', 'Team', 'Score']);
        expect(teams.header).toContain('Counted (top 3)');
        const expected = expectedTeams(s, k * 3, 3);
        expect(teams.rows.map((r) => [String(r[2]), r[3]]).sort()).toEqual(expected.map(([t, sc]) => [t, sc]).sort());
        // Teams in score order; a team with fewer than 3 players is said to be short under the table.
        const scores = teams.rows.map((r) => r[3] as number);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
        for (const [team, , counted] of expected)
          if (counted < 3) expect(teams.footnote).toContain(`${team} has ${counted} players, fewer than 3`);
      }
      await page.evaluate("document.getElementById('sectionsBlock').scrollIntoView({ block: 'start' })");
      await shoot(page, 'sections');
      // The School teams sheet as Sheets lays it out: every table cell fits its column.
      const wide = await overflowing(
        rt.spreadsheet.hostSheet('School teams K-3'),
        k3Teams.headerRow,
        k3Teams.headerRow + k3Teams.rows.length,
        'school-teams.png',
      );
      if (ARIAL_METRICS) expect(wide).toEqual([]);
      await page.close();
    });

    test('a problem names its section, sheet and cell; clicking selects it; leaving that section out ranks the rest', async () => {
      const ss = threeSheets();
      ss.getSheetByName('K-5')!.getRange('F3').setValue('Q99');
      const { page, rt } = await openOn(ss);
      await page.locator('#sectionsBlock').getByText('K-8', { exact: true }).waitFor();
      const readAs = 'US Chess notation; school teams by School';
      // The section with a problem says where it is (its sheet and cell), not what it would have counted.
      expect(await sectionLines(page)).toEqual([
        ['K-3', `8 players, 3 rounds, ${readAs}`],
        ['K-5', expect.stringMatching(/^Sheet "K-5", cell F3: "Q99" cannot be read: expected a US Chess result/)],
        ['K-8', `8 players, 4 rounds, ${readAs}`],
      ]);
      // Nothing is written while a section has a problem: the problem is listed with its cell.
      await page.getByRole('button', { name: 'Rank all sections' }).click();
      await page.locator('#sectionsStatus.error').waitFor();
      expect(await page.locator('#sectionsStatus').textContent()).toBe(
        'Nothing was ranked or written: K-5 has problems to fix first (or leave it out).',
      );
      expect(await page.locator('#sectionsProblems button').allTextContents()).toEqual([
        expect.stringMatching(/^F3: Sheet "K-5": "Q99" cannot be read: /),
      ]);
      await page.locator('#sectionsProblems button').first().click();
      await until(page, () => rt.spreadsheet.getActiveRange().getA1Notation() === 'F3', 'F3 is selected');
      expect(rt.spreadsheet.getActiveSheet().getName()).toBe('K-5');
      expect(rt.spreadsheet.getSheetByName('Standings K-3')).toBeNull();
      await page.getByRole('checkbox', { name: 'K-5' }).uncheck();
      await page.getByRole('button', { name: 'Rank all sections' }).click();
      await page
        .locator('#sectionsStatus')
        .filter({ hasText: /ranked/ })
        .waitFor();
      expect(rt.spreadsheet.getSheetByName('Standings K-3')).not.toBeNull();
      expect(rt.spreadsheet.getSheetByName('Standings K-5')).toBeNull();
      await shoot(page, 'sections-problem');
      await page.close();
    });

    test('a named team column is looked for in every section: each line says when it is not there', async () => {
      const { page } = await openOn(threeSheets());
      await page.locator('#sectionsBlock').getByText('K-8', { exact: true }).waitFor();
      await page.getByText('Tiebreaks and ranking options', { exact: true }).click();
      await page.getByLabel('Team column').fill('Club');
      await page.getByLabel('Team column').press('Enter');
      await until(page, async () => (await page.locator('#sections .error').count()) === 3, 'every section says so');
      const absent =
        ': There is no "Club" column to take the school teams from: the columns beside the results are "School".';
      expect(await sectionLines(page)).toEqual(SECTIONS.map((s) => [s.name, `Sheet "${s.name}"${absent}`]));
      await page.close();
    });

    test('one sheet with a Section column: each value is a section; one left out is not ranked', async () => {
      const same = SECTIONS.map((s) => ({ ...s, rounds: 3 }));
      const ss = new EmulatedSpreadsheet('Scholastic 2026', 'Entries');
      putValues(ss, 'Entries', oneTable(same));
      const { page, rt } = await openOn(ss);
      await page.locator('#sectionsBlock').getByText('K-8', { exact: true }).waitFor();
      expect(await sectionLines(page)).toEqual([
        ['K-3', 'on Entries: 8 players, 3 rounds, US Chess notation; school teams by School'],
        ['K-5', 'on Entries: 10 players, 3 rounds, US Chess notation; school teams by School'],
        ['K-8', 'on Entries: 8 players, 3 rounds, US Chess notation; school teams by School'],
      ]);
      await page.getByRole('checkbox', { name: 'K-5' }).uncheck();
      await page.getByRole('button', { name: 'Rank all sections' }).click();
      await page
        .locator('#sectionsStatus')
        .filter({ hasText: /ranked/ })
        .waitFor();
      expect(await page.locator('#sectionsResult li').allTextContents()).toEqual([
        'Standings K-3',
        'School teams K-3',
        'Standings K-8',
        'School teams K-8',
      ]);
      expect(rt.spreadsheet.getSheetByName('Standings K-5')).toBeNull();
      // Each section ranked alone: as its own table (the rows oneTable wrote for it) ranks in the CLI.
      for (const k of [0, 2]) {
        const s = same[k]!;
        expect(shownStandings(rt, `Standings ${s.name}`)).toEqual(alone(s, k * 3).rows);
        const teams = standingsTable(rt.spreadsheet.hostSheet(`School teams ${s.name}`));
        expect(teams.rows.map((r) => [String(r[2]), r[3]]).sort()).toEqual(
          expectedTeams(s, k * 3, 4)
            .map(([t, sc]) => [t, sc])
            .sort(),
        );
      }
      await page.close();
    });

    test('one table of sections: the Crosstable line lists them, no false problems; Rank standings ranks each alone', async () => {
      const same = SECTIONS.map((s) => ({ ...s, rounds: 3 }));
      const ss = new EmulatedSpreadsheet('Scholastic 2026', 'Entries');
      putValues(ss, 'Entries', oneTable(same));
      const { page, rt } = await openOn(ss);
      const line = '3 sections: K-3 (8 players, 3 rounds), K-5 (10 players, 3 rounds), K-8 (8 players, 3 rounds)';
      await page.locator('#table').filter({ hasText: line }).waitFor();
      expect(await page.locator('#table').textContent()).toBe(`Entries!A1:H27: ${line}.`);
      // Numbers restart in each section: nothing says "player number 1 is used twice".
      expect(await page.locator('#problems li').count()).toBe(0);
      await shoot(page, 'sections-line');
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page
        .locator('#status')
        .filter({ hasText: /3 sections ranked/ })
        .waitFor();
      expect(await page.locator('#status').textContent()).toBe(
        '3 sections ranked: K-3 (8 players), K-5 (10 players), K-8 (8 players); school teams for each. Written to ' +
          '"Standings K-3", "School teams K-3", "Standings K-5", "School teams K-5", "Standings K-8", "School teams K-8".',
      );
      // Each section's ties and players, one section at a time.
      expect(await page.getByLabel('Section', { exact: true }).locator('option').allTextContents()).toEqual([
        'K-3',
        'K-5',
        'K-8',
      ]);
      expect(await page.locator('#explainBlock').isVisible()).toBe(true);
      for (const [k, s] of same.entries())
        expect(shownStandings(rt, `Standings ${s.name}`)).toEqual(alone(s, k * 3).rows);
      expect(rt.spreadsheet.getSheetByName('Standings')).toBeNull();
      await shoot(page, 'sections-ranked');
      await page.close();
    });

    test('one table: no Sections block and, without a school column, no School teams line', async () => {
      const { page, calls } = await open(exampleValues());
      await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
      await until(page, () => calls.includes('inspectSections'), 'the sections were looked for');
      await page.waitForTimeout(200);
      expect(await page.locator('#sectionsBlock').isHidden()).toBe(true);
      await page.getByText('Tiebreaks and ranking options', { exact: true }).click();
      expect(await page.getByLabel('Team column').isHidden()).toBe(true);
      await page.close();
    });

    test('one table with a School column: no Sections block; the School teams setting is saved and used by Rank standings', async () => {
      const { page, rt } = await open(sectionTable(SECTIONS[0]!));
      await page.locator('#table').filter({ hasText: '8 players, 3 rounds' }).waitFor();
      await page.getByText('Tiebreaks and ranking options', { exact: true }).click();
      await page.getByLabel('Team column').waitFor();
      expect(await page.locator('#sectionsBlock').isHidden()).toBe(true);
      // A column that is not there: the standings are written, the school teams are not, and the status says why.
      await page.getByLabel('Team column').fill('Club');
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page
        .getByText(
          /^8 players ranked; .*Written to "Standings"\. No school teams: There is no "Club" column to take the school teams from: the columns beside the results are "School"\.$/,
        )
        .waitFor();
      expect(rt.spreadsheet.getSheetByName('School teams')).toBeNull();
      await page.getByLabel('Team column').fill('School');
      await page.getByLabel('Top', { exact: true }).fill('2');
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page
        .getByText(
          /^8 players ranked; .*Written to "Standings"\. School teams \(3 teams, top 2 of each School\) written to "School teams"\.$/,
        )
        .waitFor();
      const teams = standingsTable(rt.spreadsheet.hostSheet('School teams'));
      expect(teams.header).toContain('Counted (top 2)');
      // Lincoln: Ava 3 and Dev 2; Jefferson: Ben 2 and Ella 1½; Adams: Cleo 2 and Finn 1.
      expect(teams.displayed.slice(1).map((r) => r.slice(2, 4))).toEqual([
        ['Lincoln', '5'],
        ['Jefferson', '3½'],
        ['Adams', '3'],
      ]);
      expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({
        schoolColumn: 'School',
        schoolTop: 2,
      });
      // Opened again, the sidebar shows the saved setting.
      await page.reload();
      const top = page.getByLabel('Top', { exact: true });
      await until(page, async () => (await top.inputValue()) === '2', 'the saved top N is shown');
      expect(await page.getByLabel('Team column').inputValue()).toBe('School');
      await page.close();
    });

    test('a section named like HTML stays inert text', async () => {
      const evil = '<img src=x onerror="window.__pwned=1">';
      const table = oneTable(SECTIONS.slice(0, 2).map((s) => ({ ...s, rounds: 3 })));
      for (const row of table.slice(1)) if (row[4] === 'K-5') row[4] = evil;
      const ss = new EmulatedSpreadsheet('Scholastic 2026', 'Entries');
      putValues(ss, 'Entries', table);
      const { page } = await openOn(ss);
      await page.locator('#sectionsBlock').getByText(evil, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Rank all sections' }).click();
      await page
        .locator('#sectionsStatus')
        .filter({ hasText: /ranked/ })
        .waitFor();
      expect(await page.locator('#sectionsResult li').allTextContents()).toEqual([
        'Standings K-3',
        'School teams K-3',
        `Standings ${evil}`,
        `School teams ${evil}`,
      ]);
      expect(await page.locator('img').count()).toBe(0);
      expect(await page.evaluate<number | undefined>('window.__pwned')).toBeUndefined();
      await page.close();
    });
  });

  describe('Prizes', () => {
    /** What the CLI prints for the example with these extra options, as [group, place, number, award]. */
    const cliPrizes = (extra: string[]) => {
      const out: string[] = [];
      const io = {
        out: (t: string) => void out.push(t),
        err: () => undefined,
        readFile: (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8'),
      };
      expect(
        runCli(['prizes', 'examples/spring-swiss.csv', 'examples/spring-prizes.csv', '--format', 'json', ...extra], io),
      ).toBe(0);
      const json = JSON.parse(out.join('')) as {
        prizes: { group: string; place: string; number: number; cents: number | null; item: string | null }[];
      };
      return json.prizes.map((p) => [p.group, p.place, p.number, p.cents === null ? p.item : p.cents / 100]);
    };

    test("makes a prize list with the Rank section's order: summary, pools split, and the Prizes sheet as the CLI prints it", async () => {
      const { page, rt } = await open(exampleValues(), examplePrizes());
      await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
      await page.getByLabel('Rule set').selectOption('custom');
      await page.getByRole('button', { name: 'Remove MM' }).click();
      // The director selects the prize table and takes the selection.
      await page.getByText('Prize list', { exact: true }).click();
      rt.spreadsheet.hostSelect('Prize table', 'A1:C8');
      await page.locator('#usePrizeSelection').click();
      const range = page.getByLabel('Prize table (Group, Place, Prize)');
      for (let i = 0; i < 50 && (await range.inputValue()) === ''; i++) await page.waitForTimeout(50);
      expect(await range.inputValue()).toBe("'Prize table'!A1:C8");
      // Cash and trophy is only a choice when there is a limit on prizes per player.
      const kinds = page.getByLabel('Cash prize and trophy');
      expect(await kinds.inputValue()).toBe('both');
      expect(await kinds.locator('option').allTextContents()).toEqual([
        'A player may take one of each',
        'One prize of either kind, cash first',
        'One prize of either kind, trophy first',
      ]);
      // A choice that does not apply is hidden, not greyed.
      await page.getByLabel('One prize per player').selectOption('off');
      expect(await kinds.isHidden()).toBe(true);
      await page.getByLabel('One prize per player').selectOption('first');
      expect(await kinds.isVisible()).toBe(true);
      await page.getByLabel('One prize per player').selectOption('larger');
      expect(await kinds.isVisible()).toBe(true);
      // 32B3's combined pool: a choice only with the larger prize and one cash prize and one trophy each.
      const combine = page.getByLabel(
        'Tied winners of different prizes: pool place and class prizes together (US Chess 32B3)',
      );
      expect(await combine.isChecked()).toBe(false);
      expect(await combine.isVisible()).toBe(true);
      await kinds.selectOption('cash');
      expect(await combine.isHidden()).toBe(true);
      await kinds.selectOption('both');
      await page.getByLabel('One prize per player').selectOption('first');
      expect(await combine.isHidden()).toBe(true);
      await page.getByLabel('One prize per player').selectOption('larger');
      expect(await combine.isVisible()).toBe(true);
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
      const prizes = titledTable(rt.spreadsheet.hostSheet('Prizes'), 'Group');
      expect(prizes.header).toEqual([
        'Group',
        'Place',
        'Prize',
        'No.',
        'Name',
        'Rating',
        'Score',
        'Rank',
        'Award',
        'How',
      ]);
      expect(prizes.rows.map((r) => [r[0], r[1], r[3], r[8]])).toEqual(
        cliPrizes(['--tiebreaks', 'SOLK,CUM,OPPCUM', '--tied-class-prizes', 'combine']),
      );
      // The crosstable read is the one the Crosstable section shows, though the selection is now the prize table.
      expect(rt.spreadsheet.hostSheet('Prizes').getRange('A1').getNote()).toContain(
        'Crosstable: Crosstable!A1:I16; prize table: Prize table!A1:C8',
      );
      expect(rt.spreadsheet.hostSheet('Prizes').getRange('A1').getNote()).toContain(
        "tied winners of different groups' prizes share them combined (US Chess 32B3)",
      );
      expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.prizes')!)).toEqual({
        prizeRange: "'Prize table'!A1:C8",
        limit: 'larger',
        cashAndTrophy: 'both',
        unratedInRatingGroups: false,
        tiedClassPrizes: 'combine',
      });
      expect(JSON.parse(rt.properties.hostDocument.getProperty('tiebreaks.settings')!)).toMatchObject({
        preset: 'custom',
        order: ['SOLK', 'CUM', 'OPPCUM'],
      });
      if (process.env.PRIZES_SCREENSHOT) await page.screenshot({ path: process.env.PRIZES_SCREENSHOT, fullPage: true });
      await page.close();
    });

    test("a bad prize cell shows a problem; clicking it selects the cell on the prize table's sheet", async () => {
      const prizes = examplePrizes();
      prizes[3][2] = '$5O';
      const { page, rt } = await open(exampleValues(), prizes);
      await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
      await page.getByText('Prize list', { exact: true }).click();
      await page.getByLabel('Prize table (Group, Place, Prize)').fill("'Prize table'!A1:C8");
      await page.getByRole('button', { name: 'Make prize list' }).click();
      await page.getByText('The prize list could not be made.').waitFor();
      const problem = page.locator('#prizeProblems').getByRole('button', { name: /^C4: "\$5O" is not an amount/ });
      await problem.waitFor();
      await problem.click();
      for (let i = 0; i < 50 && rt.spreadsheet.getActiveRange().getA1Notation() !== 'C4'; i++)
        await page.waitForTimeout(50);
      expect(rt.spreadsheet.getActiveSheet().getName()).toBe('Prize table');
      expect(rt.spreadsheet.getActiveRange().getA1Notation()).toBe('C4');
      expect(rt.spreadsheet.getSheetByName('Prizes')).toBeNull();
      await page.close();
    });

    test('opened from the menu item, the sidebar shows the saved prize settings at the Prizes section', async () => {
      const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
      putValues(ss, 'Crosstable', exampleValues());
      const rt = loadDist(DIST, { spreadsheet: ss });
      rt.properties.hostDocument.setProperty(
        'tiebreaks.prizes',
        JSON.stringify({
          prizeRange: "'Prizes in'!A1:C9",
          limit: 'first',
          prefer: 'trophy',
          unratedInRatingGroups: true,
        }),
      );
      rt.run('showPrizeSidebar');
      // The page as HtmlService serves it: without the <meta> tags it ignores.
      const html = rt.spreadsheet.hostUi.hostSidebarPage()!;
      const page = await openServed(rt, html);
      const range = page.getByLabel('Prize table (Group, Place, Prize)');
      for (let i = 0; i < 50 && (await range.inputValue()) === ''; i++) await page.waitForTimeout(50);
      expect(await range.inputValue()).toBe("'Prizes in'!A1:C9");
      expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('prizeRange');
      expect(await page.getByLabel('One prize per player').inputValue()).toBe('first');
      // Saved with the earlier "prefer": trophy, shown as its new name.
      expect(await page.getByLabel('Cash prize and trophy').inputValue()).toBe('trophy');
      expect(await page.getByLabel('Unrated players may win rating-class prizes').isChecked()).toBe(true);
      // Saved before 32B3's combined pool was offered: separate, and not a choice with "first".
      const combine = page.getByLabel(
        'Tied winners of different prizes: pool place and class prizes together (US Chess 32B3)',
      );
      expect(await combine.isChecked()).toBe(false);
      expect(await combine.isHidden()).toBe(true);
      await page.close();
    });

    test('opened from New crosstable, the sidebar opens at that section, its first field focused', async () => {
      const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
      putValues(ss, 'Crosstable', exampleValues());
      const rt = loadDist(DIST, { spreadsheet: ss });
      rt.run('showNewCrosstableSidebar');
      const html = rt.spreadsheet.hostUi.hostSidebarPage()!;
      const page = await openServed(rt, html);
      const focused = () => page.evaluate<string | undefined>('document.activeElement?.id');
      for (let i = 0; i < 50 && (await focused()) !== 'newPlayers'; i++) await page.waitForTimeout(50);
      expect(await focused()).toBe('newPlayers');
      expect(await page.evaluate<boolean>('document.getElementById("newTableSection").open')).toBe(true);
      expect(await page.evaluate<boolean>('document.getElementById("prizesSection").open')).toBe(false);
      await page.close();
    });
  });
}

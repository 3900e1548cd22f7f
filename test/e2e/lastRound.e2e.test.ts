/**
 * The sidebar's "Before the last round" panel in Chromium at 300 px, on the example event before
 * its last round (examples/spring-swiss.csv as a TRF pasted one line a cell, round 5's results
 * left blank and its pairings kept: test/support/pendingTrf.ts). What it shows for a player with
 * a clinched place, one whose place depends on another board and one for whom places are out of
 * reach is what `tiebreaks scenarios` prints for the same table: one engine, one decision. The
 * panel is hidden on a finished table and on one with two rounds left, survives Read again, and
 * renders names as text. Pictures go to test-artifacts/ (docs/images/ with `npm run screenshots`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Value } from '../../emulator';
import type { OutlookJson, PlayerJson } from '../../src/lastRound/format';
import { runCli } from '../support/cli';
import { sheetHtml } from '../support/sheetPicture';
import { pendingTrf, unpairedRows } from '../support/pendingTrf';
import { ROOT } from '../bundle/built';
import { ARTIFACTS, describeInChromium, examplePrizes, exampleValues, useSidebar } from './harness';

/** A TRF pasted into column A, one line a cell, as a director pastes one. */
const pasted = (trf: string): Value[][] =>
  trf
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => [line]);

/** What the CLI answers for the same table, as JSON (its contract). */
function scenarios(trf: string, places: number, preset = 'uscf'): OutlookJson {
  const args = ['scenarios', 'event.trf', '--format', 'json', '--places', String(places), '--preset', preset];
  const r = runCli(args, { 'event.trf': trf });
  expect(r.status).toBe(0);
  return JSON.parse(r.out) as OutlookJson;
}

/** A player's rank as the panel says it, from the CLI's numbers: "1st–4th", "14th". */
const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const ranks = (j: PlayerJson) =>
  j.bestRank === j.worstRank ? ordinal(j.bestRank) : `${ordinal(j.bestRank)}–${ordinal(j.worstRank)}`;

/** How many players can still take prize place `i`, or have clinched it. */
const contenders = (json: OutlookJson, i: number) =>
  json.players.filter((j) => j.prizes[i]!.status !== 'out of reach').length;

/** The panel's text for one player, each paragraph and list item, as a director reads it. */
const shownLines = (page: Page) => page.locator('#lastRoundAnswer > p, #lastRoundAnswer li').allInnerTexts();

/** The panel at the top of the sidebar's window, for its picture. */
const showPanel = (page: Page) =>
  page.evaluate(
    "document.activeElement.blur(); document.getElementById('lastRoundSection').scrollIntoView({ block: 'start' })",
  );

/**
 * The sheet's picture: its title, the players' lines and the first prize place (rows 1 to `last`),
 * as wide as the longest line spills (the last column's text runs on over the empty cells, as in Sheets).
 */
async function sheetPicture(page: Page, last: number, file: string): Promise<void> {
  const clip = await page.evaluate<{ width: number; height: number }>(`(() => {
    const cells = [...document.querySelectorAll('td')].filter((td) => +td.dataset.row <= ${last});
    const right = Math.max(...cells.map((td) => Math.max(td.getBoundingClientRect().right, td.firstChild.getBoundingClientRect().right)));
    const bottom = Math.max(...cells.map((td) => td.getBoundingClientRect().bottom));
    return { width: Math.ceil(right) + 6, height: Math.ceil(bottom) + 1 };
  })()`);
  await page.screenshot({ path: file, clip: { x: 0, y: 0, ...clip } });
}

describeInChromium('before the last round e2e', () => {
  const { open, newPage, until, shoot } = useSidebar();
  const trf = pendingTrf();

  async function openPanel(values: Value[][]) {
    const opened = await open(values, undefined, 'Spring Swiss 2026');
    await opened.page.getByText(/after round 4 of 5/).waitFor();
    await opened.page.getByText('Before the last round (round 5, 6 boards to play)').click();
    await until(
      opened.page,
      async () =>
        /^Round 5, 6 boards to play/.test((await opened.page.locator('#lastRoundStatus').textContent()) ?? ''),
      'the panel has its answer',
    );
    return opened;
  }

  test('each player as the CLI answers: a clinched place, a place that depends on another board, places out of reach', async () => {
    const { page } = await openPanel(pasted(trf));
    expect(await page.locator('#lastRoundStatus').textContent()).toBe(
      'Round 5, 6 boards to play, ranked by US Chess 7th edition over every way the boards can end. Every best and worst rank is exact.',
    );
    // Every player: the line the CLI prints, in its order.
    const five = scenarios(trf, 5);
    const items = await page.locator('#lastRoundAnswer li').allInnerTexts();
    expect(items.map((t) => t.split('\n').filter(Boolean)[1])).toEqual(
      five.players.map((j) => `Final rank ${ranks(j)}: ${j.outlook}.`),
    );
    expect(items[0]!.split('\n')[0]).toBe('Marcus Webb (No. 1), 3½ now, board 1');
    await showPanel(page);
    await shoot(page, 'last-round');

    // Trophies for 15 places, as a scholastic event gives them: 14th is Tom Kowalski's already.
    await page.getByLabel('Prizes', { exact: true }).fill('15');
    await page.getByLabel('Prizes', { exact: true }).dispatchEvent('change');
    await until(page, async () => (await page.locator('#lastRoundView option').count()) === 1 + 15 + 15, '15 places');
    const fifteen = scenarios(trf, 15);
    const cli = (n: number) => fifteen.players.find((j) => j.number === n)!;
    const said = (j: PlayerJson) =>
      j.prizes
        .filter((x) => x.status !== 'out of reach')
        .map((x) => `${x.prize}: ${x.status === 'clinched' ? 'clinched' : `needs ${x.needs}`}`);

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Tom Kowalski (No. 5), ½' });
    const tom = cli(5);
    expect(tom.prizes.map((x) => x.status)).toEqual([...Array(13).fill('out of reach'), 'clinched', 'out of reach']);
    expect(await shownLines(page)).toEqual([
      'Tom Kowalski (No. 5), ½ now',
      `Final rank 14th: ${tom.outlook}.`,
      ...said(tom),
      'Out of reach: 1st–13th, 15th',
    ]);
    expect(said(tom)).toEqual(['14th: clinched']);

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Ray Tanaka (No. 15), 2½' });
    const ray = cli(15);
    expect(ray.outlook).toMatch(/^a win gives 4th if Priya Raman \(4\) wins on board 3, otherwise 5th; /);
    expect(await shownLines(page)).toEqual([
      'Ray Tanaka (No. 15), 2½ now, board 4',
      `Final rank ${ranks(ray)}: ${ray.outlook}.`,
      ...said(ray),
      'Out of reach: 1st–3rd, 12th–15th',
    ]);
    expect(said(ray)[0]).toBe('4th: needs a win if Priya Raman (4) wins on board 3');
    await showPanel(page);
    await shoot(page, 'last-round-player');

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Ben Oduya (No. 13), 0' });
    expect(await shownLines(page)).toEqual([
      'Ben Oduya (No. 13), 0 now',
      `Final rank 15th: ${cli(13).outlook}.`,
      '15th: clinched',
      'Out of reach: 1st–14th',
    ]);

    // One prize place: who can still take 4th and what each needs, as the CLI lists them.
    await page.getByLabel('Show', { exact: true }).selectOption({ label: '4th place' });
    const fourth = fifteen.players.filter((j) => j.prizes[3]!.status !== 'out of reach');
    expect(await shownLines(page)).toEqual([
      '4th place',
      'Nobody has clinched it. Can still take it:',
      ...fourth.map((j) => `${j.name} (No. ${j.number}): needs ${j.prizes[3]!.needs}`),
    ]);
    await page.getByLabel('Show', { exact: true }).selectOption({ label: '14th place' });
    expect(await shownLines(page)).toEqual(['14th place', 'Clinched by Tom Kowalski (No. 5).']);
    // Nothing is wider than the sidebar.
    expect(await page.evaluate('document.body.scrollWidth')).toBeLessThanOrEqual(300);
    await page.close();
  });

  test('the button writes the Last round sheet for the places shown, as the menu item writes it', async () => {
    const { page, rt } = await openPanel(pasted(trf));
    const before = rt.spreadsheet.hostSheet('Crosstable').hostValues();
    await page.getByRole('button', { name: 'Write the Last round sheet' }).click();
    await page.getByText('What each player needs, written to the sheet "Last round".').waitFor();
    const sheet = rt.spreadsheet.hostSheet('Last round');
    const shown = sheet.getDataRange().getDisplayValues();
    expect(shown[0]![0]).toBe('Spring Swiss 2026: before round 5, US Chess 7th edition');
    const json = scenarios(trf, 5);
    expect(shown.slice(2, 2 + json.players.length).map((r) => [r[0], r[6]])).toEqual(
      json.players.map((j) => [String(j.number), j.outlook]),
    );
    expect(shown.filter((r) => /^\d+(st|nd|rd|th) place:$/.test(r[0]!)).map((r) => r[0])).toEqual([
      '1st place:',
      '2nd place:',
      '3rd place:',
      '4th place:',
      '5th place:',
    ]);
    expect(rt.spreadsheet.hostSheet('Crosstable').hostValues()).toEqual(before);
    // The sheet as Sheets lays it out, for the README.
    const picture = await newPage();
    await picture.setViewportSize({ width: 1600, height: 900 });
    await picture.setContent(sheetHtml(sheet));
    const firstPlace = shown.findIndex((r) => r[0] === '1st place:') + 1;
    await sheetPicture(picture, firstPlace + contenders(json, 0), path.join(ARTIFACTS, 'last-round.png'));
    await picture.close();
    await page.close();
  });

  test('hidden on a finished table and on a table with two rounds left', async () => {
    const finished = await open(exampleValues());
    await finished.page.getByText('15 players, 5 rounds, colours recorded').waitFor();
    expect(await finished.page.locator('#lastRoundSection').isHidden()).toBe(true);
    await finished.page.close();

    const twoLeft = await open(pasted(trf.replace(/^XXR 5$/m, 'XXR 6')));
    await twoLeft.page.getByText(/after round 4 of 6/).waitFor();
    expect(await twoLeft.page.locator('#lastRoundSection').isHidden()).toBe(true);
    await twoLeft.page.close();
  });

  test("the director's prize list: each prize by its name, as the CLI answers --prizes", async () => {
    const prizesCsv = fs.readFileSync(path.join(ROOT, 'examples/spring-prizes.csv'), 'utf8');
    const r = runCli(['scenarios', 'event.trf', '--format', 'json', '--prizes', 'prizes.csv'], {
      'event.trf': trf,
      'prizes.csv': prizesCsv,
    });
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out) as OutlookJson;
    const { page } = await open(pasted(trf), examplePrizes(), 'Spring Swiss 2026');
    await page.getByText(/after round 4 of 5/).waitFor();
    // Not offered until the Prize list names a prize table.
    await page.getByText('Before the last round (round 5, 6 boards to play)').click();
    expect(await page.locator('#lastRoundPrizeListBlock').isHidden()).toBe(true);
    await page.getByText('Before the last round (round 5, 6 boards to play)').click();
    await page.getByText('Prize list', { exact: true }).click();
    await page.getByLabel('Prize table (Group, Place, Prize)').fill("'Prize table'!A1:C8");
    await page.getByText('Before the last round (round 5, 6 boards to play)').click();
    await page.getByLabel('The prize list instead (its prize table under Prize list)').check();
    await until(
      page,
      async () => (await page.locator('#lastRoundView optgroup[label="A prize"] option').count()) === 7,
      'the prize list answered',
    );
    const names = json.players[0]!.prizes.map((x) => x.prize);
    expect(names).toEqual([
      'Overall 1st',
      'Overall 2nd',
      'Overall 3rd',
      'U1800 1st',
      'U1800 2nd',
      'U1600 1st',
      'Unrated 1st',
    ]);
    expect(await page.locator('#lastRoundView optgroup[label="A prize"] option').allInnerTexts()).toEqual(names);
    // One player's prizes, each worded as the CLI's JSON has it.
    const ray = json.players.find((j) => j.number === 15)!;
    await page.locator('#lastRoundView').selectOption('player:15');
    const lines = await page.locator('#lastRoundAnswer li').allInnerTexts();
    for (const x of ray.prizes.filter((p) => p.status !== 'out of reach'))
      expect(lines).toContain(`${x.prize}: ${x.status === 'clinched' ? 'clinched' : `needs ${x.needs}`}`);
    const out = ray.prizes.filter((p) => p.status === 'out of reach').map((p) => p.prize);
    if (out.length) expect(lines).toContain(`Out of reach: ${out.join(', ')}`);
    await shoot(page, 'last-round-prize-list');
    await page.close();
  });

  test('before the round is paired: the panel answers on score, as the CLI does, and says so', async () => {
    const rows = unpairedRows();
    const csv = rows.map((r) => r.join(',')).join('\n') + '\n';
    const r = runCli(['scenarios', 'before.csv', '--format', 'json', '--places', '5'], { 'before.csv': csv });
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out) as OutlookJson;
    const { page } = await open(rows, undefined, 'Spring Swiss 2026');
    await page.getByText('Before the last round (round 5, not paired yet)').click();
    await until(
      page,
      async () => /^Round 5 is not paired yet/.test((await page.locator('#lastRoundStatus').textContent()) ?? ''),
      'the panel has its answer',
    );
    // Every player's line as the CLI words it; Webb (3½) can finish no lower than 6th on score.
    const lines = await page.locator('#lastRoundAnswer li').allInnerTexts();
    expect(lines).toHaveLength(json.players.length);
    json.players.forEach((j, i) => expect(lines[i]).toContain(j.outlook));
    expect(json.players.find((j) => j.number === 1)).toMatchObject({ bestRank: 1, worstRank: 6 });
    expect(await page.locator('#lastRoundStatus').getAttribute('class')).not.toBe('error');
    await shoot(page, 'last-round-unpaired');
    await page.close();
  });

  test('survives Read again, and names are rendered as text', async () => {
    // A name that would be markup if it were written as HTML, padded to the TRF's name field.
    const marked = trf.replace('Marcus Webb       ', '<b>Marcus</b> Webb');
    const { page, calls } = await openPanel(pasted(marked));
    await page.getByLabel('Show', { exact: true }).selectOption({ label: '<b>Marcus</b> Webb (No. 1), 3½' });
    expect((await shownLines(page))[0]).toBe('<b>Marcus</b> Webb (No. 1), 3½ now, board 1');
    expect(await page.locator('#lastRoundSection b').count()).toBe(0);
    const asked = calls.filter((c) => c === 'getLastRoundAnswer').length;
    await page.getByRole('button', { name: 'Read again' }).click();
    await until(
      page,
      () => calls.filter((c) => c === 'getLastRoundAnswer').length === asked + 1,
      'the panel asks again',
    );
    await until(
      page,
      async () => /^Round 5/.test((await page.locator('#lastRoundStatus').textContent()) ?? ''),
      'the answer is back',
    );
    expect(await page.locator('#lastRoundSection').isVisible()).toBe(true);
    // The player looked at is still the one shown.
    expect((await shownLines(page))[0]).toBe('<b>Marcus</b> Webb (No. 1), 3½ now, board 1');
    await page.close();
  });

  test('by the rule set the sidebar holds: another rule set chosen, the panel answers by it, as the CLI does', async () => {
    const { page } = await openPanel(pasted(trf));
    await page.getByLabel('Rule set').selectOption({ label: 'Michigan Chess Association' });
    await until(
      page,
      async () => /Michigan Chess Association/.test((await page.locator('#lastRoundStatus').textContent()) ?? ''),
      'the answer by the new rule set',
    );
    const mca = scenarios(trf, 5, 'mca');
    const items = await page.locator('#lastRoundAnswer li').allInnerTexts();
    expect(items.map((t) => t.split('\n').filter(Boolean)[1])).toEqual(
      mca.players.map((j) => `Final rank ${ranks(j)}: ${j.outlook}.`),
    );
    // Not the same answer as US Chess's for every player: the rule set decides.
    expect(mca.players.map((j) => j.outlook)).not.toEqual(scenarios(trf, 5).players.map((j) => j.outlook));
    await page.close();
  });
});

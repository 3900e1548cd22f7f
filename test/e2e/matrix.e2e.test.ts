/**
 * The scenario matrix (issue 27): every rule set × every kind of table × every action a director
 * takes in the sidebar (rank, rank again after a change, a ranking that fails, explain, prize
 * list, rank all sections, close and reopen), checked on every screen: no code word in the
 * rendered text, nothing cut at 300 px, and no false or stale alarm (a red message or a problem
 * button only while the table truly has a problem, none left once it is fixed). The sheets
 * written (Standings, School teams, Prizes, Board prizes) are checked for code words too.
 *
 * Built for time: one page per kind of table, every rule set walked through the actions in it.
 * A check that fails is collected with its cell's name, and each kind's test fails once with
 * all of them. Screenshots of a sample of cells go to test-artifacts/matrix-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AppsScriptRuntime, EmulatedSheet } from '../../emulator';
import { PRESETS } from '../../src/standings/presets';
import { TIEBREAKS } from '../../src/tiebreaks/registry';
import { forbiddenIn, forbiddenInAll } from '../support/directorWords';
import { columnName } from '../../src/standings/columnWords';
import { standingsTable } from '../support/standingsSheet';
import { ARTIFACTS, describeInChromium, OpenSidebar, useSidebar } from './harness';
import { example, PROBLEM_KINDS, TABLE_KINDS, TableKind } from './tableKinds';

/** What one look at the page finds: its text, what is cut, and the red messages shown. */
interface Screen {
  text: string;
  cut: string[];
  alarms: string[];
}

/**
 * Read in the page (the test has no DOM types): the rendered text, every shown element whose
 * content is wider than its box (and a select whose chosen text is wider than it), the page
 * scrolling sideways, and every shown red message or problem button.
 */
const LOOK = `(() => {
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const name = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '');
  const cut = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) cut.push('the page scrolls sideways (' + root.scrollWidth + ' px)');
  const ctx = document.createElement('canvas').getContext('2d');
  for (const e of document.body.querySelectorAll('*')) {
    if (!shown(e) || ['OPTION', 'SCRIPT', 'STYLE', 'BR'].includes(e.tagName)) continue;
    if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
      cut.push(name(e) + ': ' + (e.value || e.textContent).trim().slice(0, 60));
    if (e.tagName === 'SELECT' && e.selectedIndex >= 0) {
      const s = getComputedStyle(e);
      ctx.font = s.fontWeight + ' ' + s.fontSize + ' ' + s.fontFamily;
      const text = e.options[e.selectedIndex].text;
      // The box less its padding, borders and the arrow (about 20 px).
      if (ctx.measureText(text).width > e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 20)
        cut.push(name(e) + ': ' + text);
    }
  }
  const alarms = [...document.querySelectorAll('.error, .problem')]
    .filter((e) => shown(e) && e.textContent.trim())
    .map((e) => name(e) + ': ' + e.textContent.trim().slice(0, 120));
  return { text: document.body.innerText, cut, alarms };
})()`;

/** The sheets the add-on writes, by name. */
const WRITTEN = /^(Standings|School teams|Prizes|Board prizes)( |$)/;

/** Each written sheet's displayed cells and notes, for the code-word check. */
function writtenTexts(rt: AppsScriptRuntime): { where: string; text: string }[] {
  return rt.spreadsheet
    .getSheets()
    .filter((s) => WRITTEN.test(s.getName()))
    .flatMap((sheet) => {
      const shown = sheet.hostDisplayValues();
      const notes = shown.flatMap((row, r) => row.map((_, c) => sheet.hostNote(r + 1, c + 1)).filter(Boolean));
      return [
        ...shown.map((row, r) => ({ where: `${sheet.getName()} row ${r + 1}`, text: row.join('\t') })),
        ...notes.map((text) => ({ where: `${sheet.getName()} note`, text })),
      ];
    });
}

/** The names a tie may be decided on under a rule set: its tiebreaks' names, and game points on a team table. */
function tiebreakNames(presetId: string): Set<string> {
  const preset = PRESETS.find((p) => p.id === presetId)!;
  // A tie names its system, with its options where they differ from the system's own ("Buchholz (FIDE), the least significant value cut").
  return new Set([...preset.order.flatMap((s) => [TIEBREAKS[s.code].name, columnName(s)]), 'Game points']);
}

/** The tiebreaks a ties line says decided something ("ahead of Cy Fox on Modified Median 8 vs 6½"). */
const decidedOn = (tie: string) => [...tie.matchAll(/ ahead of .+? on (.+?) -?[\d½¼¾]+ vs /g)].map((m) => m[1]!);

/** The checks of one kind's walk: failures collected by cell ("kind × rule set × action: check"). */
class Walk {
  readonly failures: string[] = [];
  constructor(readonly kind: string) {}

  check(cell: string, found: string[]): void {
    const name = `${this.kind} × ${cell}`;
    this.failures.push(...found.map((f) => `${name}: ${f}`));
  }
}

describeInChromium('the scenario matrix: every rule set × table kind × action', () => {
  const { openOn, until } = useSidebar();
  jest.setTimeout(180_000);

  /** Looks at the page: code words, cut text, and red messages only where `alarm` says the table has a problem. */
  async function look(walk: Walk, page: Page, cell: string, alarm: 'none' | 'true'): Promise<Screen> {
    const s = await page.evaluate<Screen>(LOOK);
    const found = [...forbiddenIn(s.text), ...s.cut.map((c) => `cut: ${c}`)];
    if (alarm === 'none') found.push(...s.alarms.map((a) => `false or stale alarm: ${a}`));
    if (alarm === 'true' && !s.alarms.length) found.push('no red message for a table with a problem');
    walk.check(`${cell}: screen`, found);
    return s;
  }

  async function shot(page: Page, name: string): Promise<void> {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `matrix-${name}.png`), fullPage: true });
  }

  const text = (page: Page, id: string) =>
    page
      .locator(`#${id}`)
      .textContent()
      .then((t) => t ?? '');

  /** Waits until `js` (evaluated in the page, which polls it on every frame) holds. */
  const holds = (page: Page, js: string) => page.waitForFunction(js, undefined, { timeout: 10_000 });
  const textOf = (id: string) => `document.getElementById('${id}').textContent`;

  /** Waits until the Crosstable line has been read (it says "Reading…" until then). */
  const tableRead = (page: Page) => holds(page, `!${textOf('table')}.startsWith('Reading')`);

  /** Clicks a button and waits until its status line has its answer (not a progress line). */
  async function press(page: Page, button: string, status: string, progress: RegExp): Promise<string> {
    await page.locator(`#${button}`).click();
    await holds(page, `!document.getElementById('${button}').disabled && !${progress}.test(${textOf(status)})`);
    return text(page, status);
  }
  const rank = (page: Page) => press(page, 'rank', 'status', /^(Reading|Ranking) /);
  const redStatus = async (page: Page, id = 'status') =>
    (await page.locator(`#${id}`).getAttribute('class')) === 'error';

  /** The ties list as shown (without the notes on tiebreaks passed over); [] when hidden. */
  async function ties(page: Page): Promise<string[]> {
    if (await page.locator('#result').isHidden()) return [];
    return page.locator('#ties li:not(.note)').allTextContents();
  }

  /** The sheets written hold no code word. */
  function sheetsClean(walk: Walk, rt: AppsScriptRuntime, cell: string): void {
    walk.check(`${cell}: sheets`, forbiddenInAll(writtenTexts(rt)));
  }

  /** The title of each Standings sheet, by name. */
  function titles(rt: AppsScriptRuntime): Record<string, string> {
    const sheets = rt.spreadsheet.getSheets().filter((s) => /^Standings( |$)/.test(s.getName()));
    return Object.fromEntries(sheets.map((s: EmulatedSheet) => [s.getName(), standingsTable(s).title]));
  }

  /** A ranking that worked: said in black, the ties decided on the rule set's own tiebreaks, its sheets titled with it. */
  async function ranked(walk: Walk, o: OpenSidebar, kind: TableKind, preset: (typeof PRESETS)[number], cell: string) {
    const round = (await o.page.getByLabel('After round (blank: all rounds)').inputValue()) || String(kind.rounds);
    const status = await rank(o.page);
    const found: string[] = [];
    if (await redStatus(o.page)) found.push(`refused: ${status}`);
    const names = tiebreakNames(preset.id);
    for (const tie of await ties(o.page))
      for (const on of decidedOn(tie)) if (!names.has(on)) found.push(`a tie decided on ${on}: ${tie}`);
    const written = [...(/Written to (.*)\.$/.exec(status)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    for (const [sheet, title] of Object.entries(titles(o.rt)))
      if (written.includes(sheet) && !(title.includes(preset.name) && title.includes(`after round ${round}`)))
        found.push(`"${sheet}" is titled ${JSON.stringify(title)}, ranked after round ${round}`);
    if (!written.some((w) => /^Standings/.test(w))) found.push(`no Standings sheet written: ${status}`);
    if (kind.sectionColumn && !status.includes('sections ranked')) found.push(`not ranked by section: ${status}`);
    walk.check(`${cell}: ranked`, found);
    await look(walk, o.page, cell, 'none');
    sheetsClean(walk, o.rt, cell);
  }

  /** Types the kind's results into a blank chart made by New crosstable; the chart becomes the table. */
  async function typeBlankChart(walk: Walk, o: OpenSidebar, kind: TableKind): Promise<void> {
    const { page, rt } = o;
    const typed = kind.typed!;
    // A brand-new spreadsheet: nothing red before the director has done anything.
    await look(walk, page, 'empty spreadsheet', 'none');
    await shot(page, `${kind.id}-empty`);
    // With no table, New crosstable is already open, its Insert button the blue one (issue 27).
    expect(await page.evaluate<boolean>('document.getElementById("newTableSection").open')).toBe(true);
    await page.getByLabel('Colours with every game (W12B)').setChecked(typed.colours);
    await page.getByLabel('Players', { exact: true }).fill(String(typed.rows.length));
    await page.getByLabel('Rounds', { exact: true }).fill(String(kind.rounds));
    await page.getByRole('button', { name: 'Insert blank crosstable' }).click();
    await page.getByText(/^A blank crosstable for /).waitFor();
    const sheet = rt.spreadsheet.getActiveSheet().getName();
    await holds(page, `${textOf('table')}.startsWith(${JSON.stringify(sheet)})`);
    await look(walk, page, 'blank chart', 'none');
    const host = rt.spreadsheet.hostSheet(sheet);
    typed.rows.forEach((row, r) =>
      row.forEach((cell, c) => expect(host.hostType(`${'BCDEFGH'[c]}${r + 2}`, cell)).toEqual({ accepted: true })),
    );
    await page.getByRole('button', { name: 'Read again' }).click();
    await holds(page, `${textOf('table')}.includes(' players, ')`);
    await page.getByText('New crosstable', { exact: true }).click();
    await look(walk, page, 'typed chart', 'none');
  }

  /**
   * A ranking refused under `preset` (after a round the table has not reached), after one under
   * `before` worked: the sheets stay as they were, and the sidebar does not show the earlier rule
   * set's ties as if they were this one's.
   */
  async function refused(walk: Walk, o: OpenSidebar, kind: TableKind, before: string, cell: string): Promise<void> {
    const { page, rt } = o;
    const sheetsBefore = titles(rt);
    const line = await text(page, 'table');
    await page.getByLabel('After round (blank: all rounds)').fill(String(kind.rounds + 1));
    const status = await rank(page);
    const found: string[] = [];
    if (!(await redStatus(page))) found.push(`not refused: ${status}`);
    // What was asked of the table is refused, not the table: its line still says what was read.
    const after = await text(page, 'table');
    if (after !== line) found.push(`the table line said ${JSON.stringify(line)}, now ${JSON.stringify(after)}`);
    if (/problems? to fix/.test(status)) found.push(`the status blames the table: ${status}`);
    walk.check(`${cell}: refused`, found);
    await look(walk, page, `${cell} refused`, 'true');
    walk.check(
      `${cell} refused: sheets unchanged`,
      JSON.stringify(titles(rt)) === JSON.stringify(sheetsBefore)
        ? []
        : [`the Standings titles were ${JSON.stringify(sheetsBefore)}, now ${JSON.stringify(titles(rt))}`],
    );
    // The ties as rendered, without Explain a player (an explanation names its rule set without marking anything).
    const shown = await page.evaluate<string>(`(() => {
      const result = document.getElementById('result');
      if (result.hidden) return '';
      return result.innerText.replace(document.getElementById('explainBlock').innerText, '');
    })()`);
    walk.check(
      `${cell} refused: no earlier ties as this rule set's`,
      shown && !shown.includes(before)
        ? [`the ties of ${before} are shown under the refusal: ${shown.slice(0, 120)}`]
        : [],
    );
    await page.getByLabel('After round (blank: all rounds)').fill('');
  }

  /** Explains the second player in the list (or says there is none to explain). */
  async function explain(walk: Walk, page: Page, cell: string): Promise<void> {
    if (await page.locator('#explainBlock').isHidden()) return;
    const who = page.getByLabel('Explain a player');
    const values = await who.locator('option').evaluateAll((os) => os.map((x) => (x as { value: string }).value));
    if (values.length < 2) return;
    await who.selectOption(values[1]!);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await holds(page, `!${textOf('explanation')}.startsWith('Working it out')`);
    const box = await page.locator('#explanation').getAttribute('class');
    walk.check(`${cell}: explained`, box === 'error' ? [`refused: ${await text(page, 'explanation')}`] : []);
    await look(walk, page, cell, 'none');
  }

  async function prizes(walk: Walk, o: OpenSidebar, kind: TableKind, cell: string): Promise<void> {
    // Folded again when the sidebar was reopened; the range saved with the last prize list.
    if ((await o.page.locator('#prizesSection').getAttribute('open')) === null)
      await o.page.getByText('Prize list', { exact: true }).click();
    const range = o.page.getByLabel('Prize table (Group, Place, Prize)');
    if ((await range.inputValue()) === '') await range.fill(kind.prizeRange!);
    const status = await press(o.page, 'makePrizes', 'prizeStatus', /^Making /);
    walk.check(`${cell}: made`, (await redStatus(o.page, 'prizeStatus')) ? [`refused: ${status}`] : []);
    await look(walk, o.page, cell, 'none');
    sheetsClean(walk, o.rt, cell);
  }

  async function rankAll(walk: Walk, o: OpenSidebar, kind: TableKind, cell: string): Promise<void> {
    const status = await press(o.page, 'rankAll', 'sectionsStatus', /^Ranking /);
    const found = (await redStatus(o.page, 'sectionsStatus')) ? [`refused: ${status}`] : [];
    walk.check(`${cell}: ranked`, found);
    await look(walk, o.page, cell, 'none');
    sheetsClean(walk, o.rt, cell);
    // The ties of each section ranked, in the sidebar as after Rank standings.
    const result = (await o.page.locator('#result').isHidden()) ? '' : await o.page.locator('#result').innerText();
    walk.check(
      `${cell}: ties of each section`,
      kind.sections!.filter((s) => !result.includes(s)).map((s) => `no ties listed for ${s}`),
    );
  }

  /** Closes and reopens the sidebar, on the sheet the last action left active. */
  async function reopen(walk: Walk, o: OpenSidebar, cell: string): Promise<void> {
    const { page } = o;
    const before = await ties(page);
    const looked = o.calls.filter((c) => c === 'inspectSections').length;
    await page.reload();
    await tableRead(page);
    await holds(page, `document.querySelectorAll('#preset option').length > 0`);
    // The sections are looked for after the state: let that answer land.
    await until(
      page,
      () => o.calls.filter((c) => c === 'inspectSections').length > looked,
      'the sections are looked for',
    );
    await page.waitForTimeout(50);
    await look(walk, page, cell, 'none');
    const after = await ties(page);
    walk.check(
      `${cell}: ties kept`,
      JSON.stringify(after) === JSON.stringify(before) ? [] : [`ties before ${before.length}, after ${after.length}`],
    );
  }

  /** Every rule set walked through every action that applies to the kind, in the one page. */
  async function walkRuleSets(walk: Walk, o: OpenSidebar, kind: TableKind): Promise<void> {
    const { page } = o;
    const after = page.getByLabel('After round (blank: all rounds)');
    for (const [i, preset] of PRESETS.entries()) {
      const cell = (action: string) => `${preset.id} × ${action}`;
      await page.getByLabel('Rule set').selectOption(preset.id);
      await look(walk, page, cell('chosen'), 'none');
      // The options are folded again after a reopen, which also shows the settings saved last.
      if ((await page.locator('#tiebreaksSection').getAttribute('open')) === null)
        await page.getByText('Tiebreaks and ranking options', { exact: true }).click();
      await after.fill('');
      await page.locator('#roundResults').uncheck();
      await ranked(walk, o, kind, preset, cell('rank'));
      if (i === 0) await shot(page, `${kind.id}-ranked`);
      await explain(walk, page, cell('explain'));
      if (kind.prizeRange) await prizes(walk, o, kind, cell('prize list'));
      if (kind.sections) await rankAll(walk, o, kind, cell('rank all sections'));
      // The next rule set, asked for a round the table has not reached: refused, with this one's ties shown.
      const next = PRESETS[(i + 1) % PRESETS.length]!;
      await page.getByLabel('Rule set').selectOption(next.id);
      await refused(walk, o, kind, preset.name, `${next.id} × rank fails after ${preset.id}`);
      if (i === 0) await shot(page, `${kind.id}-refused`);
      // Back to this one, ranked again after a change: after the round before the last, each round's result shown.
      await page.getByLabel('Rule set').selectOption(preset.id);
      await after.fill(String(kind.rounds - 1));
      await page.locator('#roundResults').check();
      await ranked(walk, o, kind, preset, cell('rank again after a change'));
      if (kind.sections && kind.schoolTeams)
        o.rt.spreadsheet.setActiveSheet(o.rt.spreadsheet.getSheetByName(`School teams ${kind.sections[0]}`)!);
      await reopen(walk, o, cell('reopen'));
      if (i === 0) await shot(page, `${kind.id}-reopened`);
    }
  }

  for (const kind of TABLE_KINDS)
    test(`${kind.id}: every rule set ranked, ranked again, refused, explained${kind.prizeRange ? ', prize list' : ''}${kind.sections ? ', every section ranked' : ''}, reopened`, async () => {
      const walk = new Walk(kind.id);
      const o = await openOn(kind.spreadsheet());
      await tableRead(o.page);
      if (kind.typed) await typeBlankChart(walk, o, kind);
      else await look(walk, o.page, 'opened', 'none');
      if (kind.sections) {
        // Rank all sections as the first thing done, then reopened with a School teams sheet active.
        await rankAll(walk, o, kind, 'rank all sections first');
        o.rt.spreadsheet.setActiveSheet(o.rt.spreadsheet.getSheetByName(`School teams ${kind.sections[0]}`)!);
        await reopen(walk, o, 'reopened after rank all sections');
        await shot(o.page, `${kind.id}-reopened-after-rank-all`);
        // The director goes back to the crosstable and opens the sidebar there.
        o.rt.spreadsheet.setActiveSheet(o.rt.spreadsheet.getSheets()[0]!);
        await o.page.reload();
        await tableRead(o.page);
      }
      await walkRuleSets(walk, o, kind);
      await o.page.close();
      expect(walk.failures).toEqual([]);
    });

  test('a table with each kind of problem: each shown with its cell, refused, and gone once fixed', async () => {
    const walk = new Walk('problems');
    const o = await openOn(TABLE_KINDS.find((k) => k.id === 'example')!.spreadsheet());
    const { page, rt } = o;
    await tableRead(page);
    const original = example('spring-swiss.csv');
    const sheet = rt.spreadsheet.hostSheet('Crosstable');
    const restore = (a1: string) => {
      const m = /^([A-Z])(\d+)$/.exec(a1)!;
      sheet.hostType(a1, String(original[Number(m[2]) - 1]![m[1]!.charCodeAt(0) - 65]));
    };
    for (const [k, problem] of PROBLEM_KINDS.entries()) {
      const preset = PRESETS[k % PRESETS.length]!;
      await page.getByLabel('Rule set').selectOption(preset.id);
      for (const [a1, typed] of problem.change) sheet.hostType(a1, typed);
      await page.getByRole('button', { name: 'Read again' }).click();
      await holds(page, `${textOf('table')}.includes('to fix')`);
      await look(walk, page, `${problem.id}: read`, 'true');
      const listed = await page.locator('#problems .problem').allTextContents();
      // Each problem names its cell, and one of them the cell changed (or the cells it makes disagree).
      walk.check(`${problem.id}: its cells`, [
        ...listed.filter((p) => !/^[A-Z]+\d+: /.test(p)).map((p) => `no cell: ${p}`),
        ...(listed.some((p) => problem.cells.some((c) => p.startsWith(`${c}: `)))
          ? []
          : [`none of ${problem.cells.join(', ')} named: ${listed.join(' | ')}`]),
      ]);
      await shot(page, `problem-${problem.id}`);
      const status = await rank(page);
      walk.check(`${problem.id} × ${preset.id}: refused`, (await redStatus(page)) ? [] : [`not refused: ${status}`]);
      await look(walk, page, `${problem.id} × ${preset.id}: rank refused`, 'true');
      // Fixed, then read again: nothing red stays.
      for (const [a1] of problem.change) restore(a1);
      await page.getByRole('button', { name: 'Read again' }).click();
      await holds(page, `${textOf('table')}.includes('15 players')`);
      await look(walk, page, `${problem.id}: fixed and read again`, 'none');
      // Broken again and fixed without reading again: Rank reads it, and nothing red stays either.
      for (const [a1, typed] of problem.change) sheet.hostType(a1, typed);
      await rank(page);
      for (const [a1] of problem.change) restore(a1);
      await ranked(
        walk,
        o,
        TABLE_KINDS.find((k) => k.id === 'example')!,
        preset,
        `${problem.id} × ${preset.id}: fixed and ranked`,
      );
    }
    await page.close();
    expect(walk.failures).toEqual([]);
  });
});

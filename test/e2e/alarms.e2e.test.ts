/**
 * No false or stale alarm (issue 27): a red message in the sidebar is true now. Each test walks a
 * journey a director takes at 300 px in Chromium, on the emulated runtime running the built
 * add-on, and asserts what the sidebar shows: no problem listed where there is none, no red line
 * left from before, the result shown marked for what it is. Screenshots go to test-artifacts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { EmulatedSpreadsheet, putValues } from '../../emulator';
import { ROOT } from '../bundle/built';
import { runCli } from '../support/cli';
import { standingsTable } from '../support/standingsSheet';
import { describeInChromium, examplePrizes, exampleValues, useSidebar } from './harness';
import { Section, sectionCsv, sectionTable } from './scholastic';

/** Three sections, each on a sheet of its own with a School column. */
const SECTIONS: Section[] = [
  { name: 'K-3', players: 8, rounds: 3, rating: 700 },
  { name: 'K-5', players: 10, rounds: 3, rating: 950 },
  { name: 'K-8', players: 8, rounds: 4, rating: 1300 },
];

function threeSheets(): EmulatedSpreadsheet {
  const ss = new EmulatedSpreadsheet('Scholastic 2026', 'K-3');
  SECTIONS.forEach((s, k) => {
    if (k > 0) ss.insertSheet(s.name);
    putValues(ss, s.name, sectionTable(s, k * 3));
  });
  ss.setActiveSheet(ss.getSheetByName('K-3')!);
  return ss;
}

/** Whatever the sidebar shows in red, as text: the status lines, the problems, an explanation refused. */
const redText = (page: Page) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('.error, .problem')]
    .filter((e) => e.offsetParent !== null && e.textContent.trim() !== '')
    .map((e) => e.textContent.trim())`);

/** What the CLI's --explain prints for a CSV text, line by line. */
function cliExplain(csv: string, number: number): string[] {
  const r = runCli(['standings', 'table.csv', '--explain', String(number)], { 'table.csv': csv });
  expect(r.status).toBe(0);
  return r.out.trimEnd().split('\n');
}

const exampleCsv = () => fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8');

describeInChromium('no false or stale alarm', () => {
  const { open, openOn, until, shoot } = useSidebar();

  describe('a sidebar opened on a sheet the add-on wrote', () => {
    test('after Rank all sections, reopened on School teams K-5: it reads the K-5 crosstable, no problem', async () => {
      const { page, rt } = await openOn(threeSheets());
      await page.locator('#sectionsBlock').getByText('K-8', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Rank all sections' }).click();
      await page
        .locator('#sectionsStatus')
        .filter({ hasText: /ranked/ })
        .waitFor();
      rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('School teams K-5')!);
      await page.reload();
      await page.locator('#table').filter({ hasText: 'K-5!' }).waitFor();
      expect(await page.locator('#table').textContent()).toBe(
        'K-5!A1:G11: US Chess notation, 10 players, 3 rounds, no colours.',
      );
      expect(await redText(page)).toEqual([]);
      await shoot(page, 'alarms-reopened-on-school-teams');
      // Use selection there means the same table: the one the sheet was made from.
      await page.getByRole('button', { name: 'Use selection' }).click();
      await page.waitForTimeout(300);
      expect(await page.locator('#table').textContent()).toBe(
        'K-5!A1:G11: US Chess notation, 10 players, 3 rounds, no colours.',
      );
      expect(await redText(page)).toEqual([]);
      await page.close();
    });

    test('a sheet it wrote that does not say its crosstable: said in plain words, not as a problem', async () => {
      const ss = new EmulatedSpreadsheet('Club Night', 'Crosstable');
      putValues(ss, 'Crosstable', exampleValues());
      const old = ss.insertSheet('Standings');
      putValues(ss, 'Standings', [['Rank', 'Name']]);
      old.addDeveloperMetadata('tiebreaks-addon', 'standings');
      ss.setActiveSheet(old);
      const { page } = await openOn(ss);
      await page.locator('#table').filter({ hasText: 'Tiebreaks wrote' }).waitFor();
      expect(await page.locator('#table').textContent()).toBe(
        '"Standings" is a sheet Tiebreaks wrote, not a crosstable. Go to the sheet with your crosstable (or select the table there) and choose "Use selection" in the sidebar.',
      );
      expect(await redText(page)).toEqual([]);
      await shoot(page, 'alarms-owned-sheet');
      await page.close();
    });
  });

  describe('an empty sheet', () => {
    test('says what to do, not in red; Insert blank crosstable is the blue button until there is a table', async () => {
      const { page } = await open([], undefined, 'Club Night');
      await page.locator('#table').filter({ hasText: 'is empty' }).waitFor();
      expect(await page.locator('#table').textContent()).toBe(
        '"Crosstable" is empty. Insert a blank crosstable (New crosstable, below) to type the results in, or paste your crosstable here and choose Read again.',
      );
      expect(await redText(page)).toEqual([]);
      expect(await page.locator('button.action:visible').allTextContents()).toEqual(['Insert blank crosstable']);
      await shoot(page, 'alarms-empty');
      // Rank standings on no table: nothing is ranked, and nothing is called a problem.
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page.getByText('Nothing was ranked yet: the crosstable line above says what to do.').waitFor();
      expect(await redText(page)).toEqual([]);
      await page.getByLabel('Players', { exact: true }).fill('4');
      await page.getByLabel('Rounds', { exact: true }).fill('3');
      await page.getByRole('button', { name: 'Insert blank crosstable' }).click();
      await until(
        page,
        async () => ((await page.locator('#table').textContent()) ?? '').startsWith('Crosstable 2'),
        'the new sheet is the table',
      );
      expect(await page.locator('button.action:visible').allTextContents()).toEqual(['Rank standings']);
      // A blank chart is no mistake either: no result yet, said plainly; the line about no table is gone.
      expect(await page.locator('#table').textContent()).toMatch(/^Crosstable 2!A1:\w+: No round has a result yet; /);
      expect(await redText(page)).toEqual([]);
      expect(await page.locator('#status').textContent()).toBe('');
      await shoot(page, 'alarms-empty-then-inserted');
      await page.close();
    });
  });

  /** Explains player `number` in the result block and waits for the explanation. */
  async function explainShown(page: Page, number: number): Promise<string[]> {
    await page.getByLabel('Explain a player').selectOption(String(number));
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await until(
      page,
      async () => ((await page.locator('#explanation').textContent()) ?? '').startsWith(`#${number} `),
      'the explanation is shown',
    );
    return page.locator('#explanation p').allTextContents();
  }

  test('a blank chart beside a played one: no result yet is said plainly, in the Sections block too', async () => {
    const { page } = await open(exampleValues());
    await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
    await page.getByText('New crosstable', { exact: true }).click();
    await page.getByLabel('Players', { exact: true }).fill('4');
    await page.getByLabel('Rounds', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Insert blank crosstable' }).click();
    await page.locator('#sectionsBlock').getByText('Crosstable 2', { exact: true }).waitFor();
    expect(await page.locator('#sections li p').allTextContents()).toEqual([
      '15 players, 5 rounds, US Chess notation',
      expect.stringMatching(/^Sheet "Crosstable 2": No round has a result yet; /),
    ]);
    await until(
      page,
      async () => ((await page.locator('#table').textContent()) ?? '').startsWith('Crosstable 2'),
      'the new sheet is the table',
    );
    expect(await redText(page)).toEqual([]);
    await page.evaluate("document.getElementById('sectionsBlock').scrollIntoView({ block: 'start' })");
    await shoot(page, 'alarms-blank-section');
    await page.close();
  });

  describe('a failed ranking', () => {
    test('leaves the last standings written marked as such, and their sheet titled with their own rule set', async () => {
      const { page, rt } = await open(exampleValues(), undefined, 'Spring Swiss 2026');
      await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page.getByText(/15 players ranked; .*Written to "Standings"/).waitFor();
      const ties = await page.locator('#ties li').allTextContents();
      const heading = '"Standings", ranked under US Chess 7th edition.';
      expect(await page.locator('#resultHeading').textContent()).toBe(heading);
      expect(await page.locator('#resultStale').isHidden()).toBe(true);
      // Another rule set, and a round the table does not have: refused, nothing written.
      await page.getByLabel('Rule set').selectOption('mca');
      await page.getByText('Tiebreaks and ranking options', { exact: true }).click();
      await page.getByLabel('After round (blank: all rounds)').fill('9');
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page.locator('#status.error').waitFor();
      // The ties shown are the US Chess ones, said to be the last written, not the refused ranking's.
      expect(await page.locator('#resultStale').isVisible()).toBe(true);
      expect(await page.locator('#resultHeading').textContent()).toBe(heading);
      expect(await page.locator('#ties li').allTextContents()).toEqual(ties);
      // The Standings sheet was not touched: its title still names the rule set it was ranked with.
      expect(standingsTable(rt.spreadsheet.hostSheet('Standings')).title).toBe(
        'Spring Swiss 2026 standings, US Chess 7th edition, after round 5',
      );
      // Explain explains those standings (US Chess's, as the CLI explains them), not the refused ones.
      expect(await explainShown(page, 3)).toEqual(cliExplain(exampleCsv(), 3));
      await page.evaluate("document.getElementById('result').scrollIntoView({ block: 'start' })");
      await shoot(page, 'alarms-failed-ranking');
      await page.close();
    });
  });

  describe('the ties list and Explain', () => {
    test('survive closing and reopening the sidebar, until the table changes', async () => {
      const { page, rt } = await open(exampleValues());
      await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page.getByText(/15 players ranked; .*Written to "Standings"/).waitFor();
      const ties = await page.locator('#ties li').allTextContents();
      expect(ties[0]).toMatch(/^1st–3rd on 4: Marcus Webb ahead of David Okafor/);
      await page.reload();
      await page.locator('#result').waitFor();
      expect(await page.locator('#ties li').allTextContents()).toEqual(ties);
      expect(await page.locator('#resultHeading').textContent()).toBe(
        '"Standings", ranked under US Chess 7th edition.',
      );
      expect(await explainShown(page, 3)).toEqual(cliExplain(exampleCsv(), 3));
      await page.evaluate("document.getElementById('result').scrollIntoView({ block: 'start' })");
      await shoot(page, 'alarms-reopened-ties');
      // A result typed in since: the ties shown would no longer be the table's, so none are shown.
      rt.spreadsheet.getSheetByName('Crosstable')!.getRange('B2').setValue('Marcus Webb Jr');
      await page.reload();
      await page.getByText('15 players, 5 rounds, colours recorded').waitFor();
      await page.waitForTimeout(200);
      expect(await page.locator('#result').isHidden()).toBe(true);
      await page.close();
    });

    test('after Rank all sections: each section has its ties and Explain, before and after reopening', async () => {
      // K-5 ranked alone, for what its section must show.
      const alone = await open(sectionTable(SECTIONS[1]!, 3));
      await alone.page.getByRole('button', { name: 'Rank standings' }).click();
      await alone.page.getByText(/10 players ranked; .*Written to "Standings"/).waitFor();
      const k5Ties = await alone.page.locator('#ties li').allTextContents();
      await alone.page.close();

      const { page } = await openOn(threeSheets());
      await page.locator('#sectionsBlock').getByText('K-8', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Rank all sections' }).click();
      await page.locator('#result').waitFor();
      for (const reopened of [false, true]) {
        if (reopened) {
          await page.reload();
          await page.locator('#result').waitFor();
        }
        const picker = page.getByLabel('Section', { exact: true });
        expect(await picker.locator('option').allTextContents()).toEqual(['K-3', 'K-5', 'K-8']);
        await picker.selectOption({ label: 'K-5' });
        expect(await page.locator('#resultHeading').textContent()).toBe(
          '"Standings K-5", ranked under US Chess 7th edition.',
        );
        expect(await page.locator('#ties li').allTextContents()).toEqual(k5Ties);
        expect(await explainShown(page, 2)).toEqual(cliExplain(sectionCsv(SECTIONS[1]!, 3), 2));
        await page.evaluate("document.getElementById('result').scrollIntoView({ block: 'start' })");
        await shoot(page, reopened ? 'alarms-sections-reopened' : 'alarms-sections-ties');
      }
      await page.close();
    });
  });

  describe('a red line about a table since changed', () => {
    test('Use selection on another table: the refusal of the first one goes', async () => {
      const values = exampleValues();
      values[2]![5] = 'Q99';
      const ss = new EmulatedSpreadsheet('Club Night', 'Crosstable');
      putValues(ss, 'Crosstable', values);
      ss.insertSheet('Juniors');
      putValues(ss, 'Juniors', [
        ['No.', 'Name', 'Rating', 'R1', 'R2'],
        [1, 'Ann', 1200, 'W2', 'D3'],
        [2, 'Ben', 1100, 'L1', 'B'],
        [3, 'Cai', 1000, 'B', 'D1'],
      ]);
      ss.setActiveSheet(ss.getSheetByName('Crosstable')!);
      const { page, rt } = await openOn(ss);
      await page.getByRole('button', { name: /^F3: / }).waitFor();
      await page.getByRole('button', { name: 'Rank standings' }).click();
      await page.getByText('Crosstable!A1:I16 has 1 problem to fix').waitFor();
      rt.spreadsheet.setActiveSheet(rt.spreadsheet.getSheetByName('Juniors')!);
      await page.getByRole('button', { name: 'Use selection' }).click();
      await page.locator('#table').filter({ hasText: 'Juniors!' }).waitFor();
      // (The Sections block still lists Crosstable's problem: true, as that sheet still has it.)
      expect(await page.locator('#status').textContent()).toBe('');
      expect(await page.locator('#problems').textContent()).toBe('');
      await shoot(page, 'alarms-use-selection');
      await page.close();
    });

    test('Rank all sections refused for a section since fixed: Read again clears the refusal', async () => {
      const ss = threeSheets();
      const cell = ss.getSheetByName('K-5')!.getRange('F3');
      const typed = String(cell.getValue());
      cell.setValue('Q99');
      const { page, rt } = await openOn(ss);
      await page.locator('#sectionsBlock').getByText('K-8', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Rank all sections' }).click();
      await page.locator('#sectionsStatus.error').waitFor();
      expect(await page.locator('#sectionsProblems button').count()).toBe(1);
      rt.spreadsheet.getSheetByName('K-5')!.getRange('F3').setValue(typed);
      await page.getByRole('button', { name: 'Read again' }).click();
      await until(page, async () => (await page.locator('#sections .error').count()) === 0, 'K-5 reads again');
      await until(page, async () => (await redText(page)).length === 0, 'no red line is left');
      expect(await page.locator('#sectionsStatus').textContent()).toBe('');
      await page.evaluate("document.getElementById('sectionsBlock').scrollIntoView({ block: 'start' })");
      await shoot(page, 'alarms-section-fixed');
      await page.close();
    });
  });

  test('a prize list refused for a crosstable problem: the refusal goes once the table is fixed and read again', async () => {
    const values = exampleValues();
    const right = String(values[2]![5]);
    values[2]![5] = 'Q99';
    const { page, rt } = await open(values, examplePrizes());
    await page.getByRole('button', { name: /^F3: / }).waitFor();
    await page.getByText('Prize list', { exact: true }).click();
    await page.getByLabel('Prize table (Group, Place, Prize)').fill("'Prize table'!A1:C8");
    await page.getByRole('button', { name: 'Make prize list' }).click();
    await page.locator('#prizeProblems').getByRole('button', { name: /^F3: / }).waitFor();
    expect(await page.locator('#prizeStatus').getAttribute('class')).toBe('error');
    rt.spreadsheet.getSheetByName('Crosstable')!.getRange('F3').setValue(right);
    await page.getByRole('button', { name: 'Read again' }).click();
    await page.getByText(/^Crosstable!A1:I16: US Chess notation, 15 players/).waitFor();
    await until(page, async () => (await redText(page)).length === 0, 'no red line is left');
    expect(await page.locator('#prizeStatus').textContent()).toBe('');
    await page.close();
  });

  test("Selected row on a section's standings sheet explains that section's player", async () => {
    const { page, rt } = await openOn(threeSheets());
    await page.locator('#sectionsBlock').getByText('K-8', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Rank all sections' }).click();
    await page.locator('#result').waitFor();
    expect(await page.locator('#resultHeading').textContent()).toBe(
      '"Standings K-3", ranked under US Chess 7th edition.',
    );
    const k8 = standingsTable(rt.spreadsheet.hostSheet('Standings K-8'));
    rt.spreadsheet.hostSelect('Standings K-8', `D${k8.headerRow + 1}`);
    await page.getByRole('button', { name: 'Selected row' }).click();
    const first = `#${String(k8.rows[0]![2])} ${String(k8.rows[0]![3])}:`;
    await until(
      page,
      async () => ((await page.locator('#explanation').textContent()) ?? '').startsWith(first),
      'the selected row is explained',
    );
    expect(await page.locator('#resultHeading').textContent()).toBe(
      '"Standings K-8", ranked under US Chess 7th edition.',
    );
    expect(await page.locator('#explanation p').allTextContents()).toEqual(
      cliExplain(sectionCsv(SECTIONS[2]!, 6), Number(k8.rows[0]![2])),
    );
    await page.close();
  });
});

/**
 * No false or stale alarm (issue 27): a red message in the sidebar is true now. Each test walks a
 * journey a director takes at 300 px in Chromium, on the emulated runtime running the built
 * add-on, and asserts what the sidebar shows: no problem listed where there is none, no red line
 * left from before, the result shown marked for what it is. Screenshots go to test-artifacts/.
 */
import type { Page } from 'playwright-core';
import { EmulatedSpreadsheet, putValues } from '../../emulator';
import { describeInChromium, exampleValues, useSidebar } from './harness';
import { Section, sectionTable } from './scholastic';

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
        '"Standings" is a sheet Tiebreaks wrote, not a crosstable. Go to the sheet with your crosstable (or select the table there) and choose "Use selection" in the sidebar, or Rank standings again.',
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
      await page.getByText('Nothing was ranked: no crosstable is chosen yet (see above).').waitFor();
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
      await shoot(page, 'alarms-empty-then-inserted');
      await page.close();
    });
  });
});

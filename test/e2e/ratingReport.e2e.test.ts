/**
 * A director's walk to the US Chess rating report (issue 29) in Chromium at 300 px: the Event
 * details filled in, a missing player ID shown with its cell and fixed in the sheet, Read again,
 * the three files handed over (the downloads captured and compared byte for byte with what the
 * CLI writes for the same table and event file), and the details there again when the sidebar
 * is opened again. Screenshots go to test-artifacts/.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { valuesFromDelimited } from '../../emulator';
import { run } from '../../src/cli/main';
import { SMALL_EVENT, SMALL_TABLE } from '../support/uscfReport';
import { describeInChromium, useSidebar } from './harness';

/** The worked event with player 3's US Chess ID not yet typed (cell C4). */
const MISSING_ID = SMALL_TABLE.replace('3,Bob Stone,34567890', '3,Bob Stone,');

/** The CLI's three files for the table and event file (uscf-report --event --out). */
function cliFiles(table: string, event: object): Record<string, Buffer> {
  const files: Record<string, string> = { 't.csv': table, 'e.json': JSON.stringify(event) };
  const written: Record<string, Buffer> = {};
  const status = run(['uscf-report', 't.csv', '--event', 'e.json', '--out', 'out'], {
    out: () => undefined,
    err: () => undefined,
    readFile: (p) => files[p] ?? '',
    writeFile: (_dir, name, bytes) => (written[name] = Buffer.from(bytes)),
  });
  expect(status).toBe(0);
  return written;
}

/** The form's field by its label, within the Rating report block. */
const field = (page: Page, label: string) => page.locator('#ratingReportSection').getByLabel(label, { exact: true });

async function fillDetails(page: Page): Promise<void> {
  await field(page, 'Event name').fill(SMALL_EVENT.name);
  await field(page, 'First day').fill(SMALL_EVENT.beginDate);
  await field(page, 'Last day').fill(SMALL_EVENT.endDate);
  await field(page, 'Affiliate ID').fill(SMALL_EVENT.affiliateId);
  await field(page, "Chief TD's ID").fill(SMALL_EVENT.chiefTdId);
  await field(page, 'City').fill(SMALL_EVENT.city);
  await field(page, 'State').fill(SMALL_EVENT.state);
  await field(page, 'ZIP code').fill(SMALL_EVENT.zip);
  await field(page, 'Rating system').selectOption('D');
  await field(page, 'Time control').fill('G/45;d5');
  await field(page, 'Type').selectOption('S');
}

describeInChromium('rating report e2e', () => {
  const { open, openServed, until, shoot } = useSidebar();

  test('Event details, a missing ID fixed, the files handed over as the CLI writes them, the details kept', async () => {
    const { page, rt, calls } = await open(valuesFromDelimited(MISSING_ID), undefined, 'Spring Open');
    await page.getByText('5 players, 3 rounds').waitFor();
    await page.getByText('Rating report', { exact: true }).click();
    await page.getByText('The event: Crosstable (5 players, 3 rounds)').waitFor();
    await fillDetails(page);
    await shoot(page, 'report-filled');

    // A field left wrong is marked and named in the form's words.
    await field(page, 'ZIP code').fill('2116');
    await page.getByRole('button', { name: 'Make the files' }).click();
    const zipProblem = page.getByRole('button', { name: /^ZIP code is "2116"; expected a ZIP code/ });
    await zipProblem.waitFor();
    expect(await field(page, 'ZIP code').getAttribute('class')).toContain('invalid');
    await zipProblem.click();
    expect(await page.evaluate<string>('document.activeElement.id')).toBe('reportZip');
    await field(page, 'ZIP code').fill(SMALL_EVENT.zip);

    // The missing ID: named by its cell; clicking it selects the cell.
    await page.getByRole('button', { name: 'Make the files' }).click();
    const idProblem = page.getByRole('button', { name: /^C4: player 3 has no US Chess ID/ });
    await idProblem.waitFor();
    expect(await page.locator('#reportProblems .problem').count()).toBe(1);
    await page.locator('#ratingReportSection').scrollIntoViewIfNeeded();
    await idProblem.scrollIntoViewIfNeeded();
    await shoot(page, 'report-problem');
    await idProblem.click();
    await until(page, () => calls.includes('selectProblemCell'), 'the cell is selected');
    expect(rt.spreadsheet.getActiveRange()?.getA1Notation()).toBe('C4');

    // Fixed in the sheet, then Read again: checked again, and the files are handed over.
    rt.spreadsheet.getSheetByName('Crosstable')!.getRange('C4').setValue(34567890);
    await page.getByRole('button', { name: 'Read again' }).click();
    await page.locator('#reportFiles a').first().waitFor();
    expect(await page.locator('#reportProblems .problem').count()).toBe(0);
    await page.locator('#reportFiles').scrollIntoViewIfNeeded();
    await shoot(page, 'report-files');

    const expected = cliFiles(SMALL_TABLE, SMALL_EVENT);
    for (const name of ['THEXPORT.DBF', 'TSEXPORT.DBF', 'TDEXPORT.DBF']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('#reportFiles').getByRole('link', { name }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      const saved = fs.readFileSync((await download.path())!);
      expect([name, saved.equals(expected[name]!)]).toEqual([name, true]);
    }

    // Closed, and opened again from the menu's Rating report: open at the form, with the details
    // typed, saved with the spreadsheet.
    await page.close();
    rt.run('showRatingReportSidebar');
    const again = await openServed(rt, rt.spreadsheet.hostUi.hostSidebarPage()!);
    await again.getByText('The event: Crosstable (5 players, 3 rounds)').waitFor();
    expect(await again.locator('#ratingReportSection').getAttribute('open')).not.toBeNull();
    const values = await again.evaluate<[string, string][]>(
      `Array.from(document.querySelectorAll('#ratingReportSection [data-field]')).map((c) => [c.dataset.field, c.value])`,
    );
    expect(Object.fromEntries(values)).toEqual({
      name: 'Spring Open',
      beginDate: '2026-04-11',
      endDate: '2026-04-12',
      affiliateId: 'A6012345',
      chiefTdId: '87654321',
      assistantTdId: '',
      city: 'Boston',
      state: 'MA',
      zip: '02116',
      country: 'USA',
      'sections[0].ratingSystem': 'D',
      'sections[0].timeControl': 'G/45;d5',
      'sections[0].type': 'S',
    });
    await shoot(again, 'report-reopened');
  });
});

/**
 * The "Before the last round" panel keeps the director's choice of prizes (src/sheets/
 * lastRoundChoice.ts) in Chromium at 300 px: 3 places chosen, the sidebar closed and opened again
 * on the same spreadsheet, the panel shows 3 and answers 3 places, and the menu's Last round sheet
 * answers the same 3.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Value } from '../../emulator';
import { DIST } from '../bundle/built';
import { pendingTrf } from '../support/pendingTrf';
import { describeInChromium, useSidebar } from './harness';

/** A TRF pasted into column A, one line a cell, as a director pastes one. */
const pasted = (trf: string): Value[][] =>
  trf
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => [line]);

const PANEL = 'Before the last round (round 5, 6 boards to play)';
const prizeOptions = (page: Page) => page.locator('#lastRoundView optgroup[label="A prize"] option').allInnerTexts();

describeInChromium('the last round choice e2e', () => {
  const { open, openServed, until, shoot } = useSidebar();

  /** The panel opened, once its answer for `places` prize places is shown. */
  async function openPanel(page: Page, places: number): Promise<void> {
    await page.getByText(/after round 4 of 5/).waitFor();
    await page.getByText(PANEL).click();
    await until(page, async () => (await prizeOptions(page)).length === places, `${places} places answered`);
  }

  test('3 places chosen, the sidebar closed and opened again: the panel shows 3, and the menu writes 3', async () => {
    const { page, rt } = await open(pasted(pendingTrf()), undefined, 'Spring Swiss 2026');
    await openPanel(page, 5);
    const places = page.getByLabel('Prizes', { exact: true });
    await places.fill('3');
    await places.dispatchEvent('change');
    await until(page, async () => (await prizeOptions(page)).length === 3, '3 places answered');
    await until(page, () => rt.properties.hostDocument.getProperty('tiebreaks.lastRound') !== null, 'the choice kept');
    await page.close();

    // The same spreadsheet, the sidebar opened again.
    const again = await openServed(rt, fs.readFileSync(path.join(DIST, 'sidebar.html'), 'utf8'));
    await openPanel(again, 3);
    expect(await again.getByLabel('Prizes', { exact: true }).inputValue()).toBe('3');
    expect(await prizeOptions(again)).toEqual(['1st place', '2nd place', '3rd place']);
    expect(await again.locator('#lastRoundPrizeList').isChecked()).toBe(false);
    await again.evaluate(
      "document.activeElement.blur(); document.getElementById('lastRoundSection').scrollIntoView({ block: 'start' })",
    );
    await shoot(again, 'last-round-choice');
    expect(await again.evaluate('document.body.scrollWidth')).toBeLessThanOrEqual(300);
    await again.close();

    // The menu answers what the panel shows.
    rt.run('lastRoundFromMenu');
    const shown = rt.spreadsheet.hostSheet('Last round').getDataRange().getDisplayValues();
    expect(shown.filter((r) => / place:$/.test(r[0]!)).map((r) => r[0])).toEqual([
      '1st place:',
      '2nd place:',
      '3rd place:',
    ]);
  });
});

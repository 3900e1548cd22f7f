/**
 * The sidebar's "Before the last round" panel on the director's prize list before the last round
 * is paired, in Chromium at 300 px: the example event with round 5 blank and seven players not
 * paired, so the other eight's every pairing and result is ranked; then all fifteen to pair, too
 * many to rank every pairing. The panel says how the prize list was worked out, and each prize as
 * `tiebreaks scenarios --prizes` words it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OutlookJson } from '../../src/lastRound/format';
import { runCli } from '../support/cli';
import { unpairedRows } from '../support/pendingTrf';
import { ROOT } from '../bundle/built';
import { describeInChromium, examplePrizes, useSidebar } from './harness';

describeInChromium('the prize list before the pairing e2e', () => {
  const { open, until, shoot } = useSidebar();

  /** The panel on the prize list: the Prize list's table named first (the panel offers it then), then ticked; `said`: the status once answered. */
  async function prizeListPanel(rows: Parameters<typeof open>[0], said: RegExp) {
    const { page } = await open(rows, examplePrizes(), 'Spring Swiss 2026');
    const summary = page.getByText('Before the last round (round 5, not paired yet)');
    await summary.waitFor();
    await page.getByText('Prize list', { exact: true }).click();
    await page.getByLabel('Prize table (Group, Place, Prize)').fill("'Prize table'!A1:C8");
    await summary.click();
    await page.getByLabel('The prize list instead (its prize table under Prize list)').check();
    await until(
      page,
      async () => said.test((await page.locator('#lastRoundStatus').textContent()) ?? ''),
      'the prize list answered',
    );
    return page;
  }

  test('the panel answers the prize list over every pairing, as the CLI does, and says how', async () => {
    const rows = unpairedRows({ 5: 'U', 8: 'U', 9: 'U', 10: 'U', 11: 'U', 13: 'U', 14: 'U' });
    const prizesCsv = fs.readFileSync(path.join(ROOT, 'examples/spring-prizes.csv'), 'utf8');
    const r = runCli(['scenarios', 'before.csv', '--format', 'json', '--prizes', 'prizes.csv'], {
      'before.csv': rows.map((x) => x.join(',')).join('\n') + '\n',
      'prizes.csv': prizesCsv,
    });
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out) as OutlookJson;
    const page = await prizeListPanel(rows, /over every pairing and result\.$/);
    // Webb's prizes, each as the CLI's JSON words it.
    const webb = json.players.find((j) => j.number === 1)!;
    await page.locator('#lastRoundView').selectOption('player:1');
    const lines = await page.locator('#lastRoundAnswer li').allInnerTexts();
    for (const x of webb.prizes.filter((p) => p.status !== 'out of reach'))
      expect(lines).toContain(`${x.prize}: ${x.status === 'clinched' ? 'clinched' : `possible with ${x.needs}`}`);
    expect(lines).toContain('Out of reach: U1800 1st, U1800 2nd, U1600 1st, Unrated 1st');
    await page.locator('#lastRoundView').selectOption('place:0');
    await page.evaluate(
      "document.activeElement.blur(); document.getElementById('lastRoundSection').scrollIntoView({ block: 'start' })",
    );
    await shoot(page, 'last-round-unpaired-prize-list');
    await page.close();
  });

  test('fifteen to pair: the panel says the prize list is worked out over the pairings tried, and which prizes are unknown', async () => {
    const page = await prizeListPanel(unpairedRows(), /and otherwise unknown\.$/);
    // Ben Oduya (0): the overall prizes ruled out on score, the class prizes neither seen nor ruled out.
    await page.locator('#lastRoundView').selectOption('player:13');
    const lines = await page.locator('#lastRoundAnswer li').allInnerTexts();
    expect(lines).toContain('Out of reach: Overall 1st, Overall 2nd, Overall 3rd, Unrated 1st');
    expect(lines.some((l) => /^U1800 1st: (unknown: not taken in any|possible with)/.test(l))).toBe(true);
    await page.locator('#lastRoundView').selectOption('place:3');
    await page.evaluate(
      "document.activeElement.blur(); document.getElementById('lastRoundSection').scrollIntoView({ block: 'start' })",
    );
    await shoot(page, 'last-round-unpaired-prize-list-bounds');
    await page.close();
  });
});

/**
 * Issue 27: a prize line says what happened, checked on the example event (examples/spring-swiss.csv)
 * with its prize table (examples/spring-prizes.csv) and with trophies added to it: clear, tied and
 * pooled, tied but won on tiebreak, and tied with players who hold a prize already. Each expected
 * line is worked from the crosstable (scores, ratings, tiebreak ranks), not from our output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../bundle/built';
import { runCli } from '../support/cli';

const read = (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8');
const PRIZES = read('examples/spring-prizes.csv');

/** Each distinct "how" of `tiebreaks prizes` on the example, in the prize list's order. */
function hows(prizeTable: string, ...options: string[]): string[] {
  const files: Record<string, string> = { 'swiss.csv': read('examples/spring-swiss.csv'), 'prizes.csv': prizeTable };
  const r = runCli(['prizes', 'swiss.csv', 'prizes.csv', '--format', 'json', ...options], files);
  expect(r.status).toBe(0);
  const json = JSON.parse(r.out) as { prizes: { how: string }[] };
  return [...new Set(json.prizes.map((p) => p.how))];
}

test('the example prize table: pooled, clear within the group, tied with players who have a prize', () => {
  expect(hows(PRIZES)).toEqual([
    // Marcus Webb, David Okafor and Elena Sokolova all scored 4.
    'Overall 1st-3rd: 3 tied on 4, $150.00 + $100.00 + $50.00 = $300.00 pooled and split 3 ways (US Chess 32B2), $100.00 each',
    // Three scored 3, but Hannah Berg (1702) is the only one under 1800.
    'U1800 1st: clear on 3',
    // Four under 1800 scored 2½ (Nora Lindqvist, Aisha Patel, Owen Fitzgerald, Ray Tanaka); three
    // of them share U1600 1st, the larger prize (US Chess 32B1): Owen is not clear, he is the one left.
    'U1800 2nd: 4 on 2½, the other 3 already have a prize; passed over: #12 already has U1600 1st ($10.00), #10 already has U1600 1st ($10.00)',
    'U1600 1st: 3 tied on 2½, $30.00 pooled and split 3 ways (US Chess 32B2), $10.00 each',
    // Chloe Martin is the only unrated player (Leo Marchetti, also on 1½, is rated).
    'Unrated 1st: clear on 1½',
  ]);
});

test('trophies: taken by tiebreak within a tie, and the count never leaves out a player on the score', () => {
  const table = [
    'Group,Place,Prize',
    'Overall,1,$100',
    'Overall,2,$50',
    'Overall,3,Trophy',
    'Overall,4,Trophy',
    'U1800,1,$40',
    'U1800,2,Trophy',
    'U1800,3,$20',
    'U1600,1,$30',
    'U1600,2,Trophy',
    'Unrated,1,Book prize',
  ].join('\n');
  expect(hows(table)).toEqual([
    'Overall 1st-3rd: 3 tied on 4, $100.00 + $50.00 = $150.00 pooled and split 3 ways (US Chess 32B2), $50.00 each',
    // The 3rd place of the three on 4 is the trophy: Elena Sokolova, 3rd of them by tiebreak.
    'Overall 3rd: by tiebreak rank 3, 3rd of 3 tied on 4',
    // Priya Raman, Grace Liu and Hannah Berg scored 3: Priya first of them by tiebreak.
    'Overall 4th: by tiebreak rank 4, ahead of #6 (rank 5) on 3',
    'U1800 1st: clear on 3',
    // Nora takes the U1800 2nd trophy; Aisha, also on 2½, already has the U1600 2nd trophy (one each).
    'U1800 2nd: by tiebreak rank 7, ahead of #9 (rank 9) on 2½ (1 more on 2½ already has a prize)',
    'U1800 2nd-3rd: 3 tied on 2½ who may take it (1 more on 2½ already has a prize); #12 takes the 2nd (Trophy), #15 already has U1600 1st-2nd ($10.00); $20.00 to the one left',
    'U1600 1st-2nd: 3 tied on 2½, $30.00 pooled and split 3 ways (US Chess 32B2), $10.00 each',
    // The 2nd place of the three under 1600 on 2½ is the trophy: Aisha, 2nd of them by tiebreak.
    'U1600 2nd: by tiebreak rank 8, 2nd of 3 tied on 2½',
    'Unrated 1st: clear on 1½',
  ]);
  // One prize each, cash first: the three on 4 take the cash; of the three on 3 Hannah already has
  // U1800's $40, so Grace is 2nd of the two left, not "2nd of 2 tied" as if only two had scored 3.
  expect(hows(table, '--cash-and-trophy', 'cash')).toContain(
    'Overall 4th: by tiebreak rank 5, 2nd of 2 tied on 3 who may take it (1 more on 3 already has a prize); passed over: #1 already has Overall 1st-2nd ($50.00), #3 already has Overall 1st-2nd ($50.00), #2 already has Overall 1st-2nd ($50.00)',
  );
});

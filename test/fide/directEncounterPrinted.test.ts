/**
 * Direct encounter as Swiss-Manager prints it (issue 15): the value is the points a player scored
 * against the players still tied with them on points and every earlier tiebreak, 0 for everyone
 * else; the order is C.07 Article 6's (separate standings, re-applied to those left level, 6.2;
 * 6.3 when not all the tied players met), and "Decided by" and --explain say how it came.
 * C.07: https://handbook.fide.com/chapter/TieBreakRegulations082024 (Article 6).
 * Every printed DE value of the Moscow Open 2018 is reproduced in test/fide/conformance.test.ts.
 */
import path from 'node:path';
import { decidedByText, toJson, toTable } from '../../src/standings/format';
import { explainPlayer } from '../../src/standings/explain';
import { rank, Standings } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import type { Tournament } from '../../src/model/tournament';
import { TableBuilder } from '../support/builder';
import { runCli } from '../support/cli';
import { describeShared, SHARED_DIR } from '../support/shared';

const byDE = (t: Tournament) => rank(t, { order: [parseTiebreakSpec('DE')] });

/** Name, rank, DE as shown, and "Decided by", for the first `n` rows. */
function lines(s: Standings, n: number): string[] {
  return toTable(s)
    .split('\n')
    .slice(2, 2 + n)
    .map((l) => l.replace(/\s+/g, ' ').trim());
}

/** A-B ½, C-D 1-0 | A-C ½, B-D 0-1 | A-D 1-0, B-C 1-0 | R4 against others: all on 2. */
function allMet(): Tournament {
  const b = new TableBuilder(4);
  const [A, B, C, D] = ['A', 'B', 'C', 'D'].map((n) => b.player(n));
  b.game(1, A, B, 'D').game(1, C, D, 'W').game(2, A, C, 'D').game(2, B, D, 'L').game(3, A, D, 'W').game(3, B, C, 'W');
  b.results(A, [null, null, null, 'L'])
    .results(B, [null, null, null, 'D'])
    .results(C, [null, null, null, 'D'])
    .results(D, [null, null, null, 'W']);
  return b.tournament();
}

describe('DE shows the points against the players still tied', () => {
  test('6.2: the points order A, B and C level on 1½, then B beat C among the two', () => {
    const s = byDE(allMet());
    expect(lines(s, 4)).toEqual([
      '1 1-4 1 A 2 2',
      '2 1-4 2 B 2 1½ DE 2 vs 1½ among 4, C.07 6.2',
      '3 1-4 3 C 2 1½ DE 1 vs 0 among 2 again, C.07 6.2',
      '4 1-4 4 D 2 1 DE 1½ vs 1 among 4, C.07 6.2',
    ]);
    expect(
      toJson(s)
        .standings.slice(0, 4)
        .map((r) => r.values.DE),
    ).toEqual([2, 1.5, 1.5, 1]);
    const text = explainPlayer(s, 3);
    expect(text).toContain('DE (Direct encounter, FIDE C.07 6): 1½ = ');
    expect(text).toContain(
      'among 4: #1 2, #2 1½, #3 1½, #4 1 (all met); then among 2: #2 1, #3 0 (all met); DE 1½, place 3 of 4',
    );
    expect(text).toContain('decided by: DE 1 vs 0 among 2 again, C.07 6.2');
  });

  test('6.3: a player ahead whatever the missing games is first; the two who never met stay level on 0', () => {
    // P beat Q and R; Q and R never met.
    const b = new TableBuilder(3);
    const [P, Q, R] = ['P', 'Q', 'R'].map((n) => b.player(n));
    b.game(1, P, Q, 'W').game(2, P, R, 'W');
    b.results(P, [null, null, 'L']).results(Q, [null, 'W', 'W']).results(R, ['W', null, 'W']);
    const s = byDE(b.tournament());
    expect(lines(s, 3)).toEqual([
      '1 1-3 1 P 2 2',
      '2-3 1-3 2 Q 2 0 DE 2 vs at most 1 among 3, not all met, C.07 6.3',
      '2-3 1-3 3 R 2 0 shared',
    ]);
  });

  test('6.3: the points alone would separate, but a missing game could still catch up: all stay level', () => {
    // P beat Q; R met neither and could still reach 2. Swiss-Manager prints P 1, Q 0, R 0.
    const b = new TableBuilder(3);
    const [P, Q, R] = ['P', 'Q', 'R'].map((n) => b.player(n));
    b.game(1, P, Q, 'W');
    b.results(P, [null, 'L', 'D']).results(Q, [null, 'W', 'D']).results(R, ['D', 'D', 'D']);
    const s = byDE(b.tournament());
    expect(lines(s, 3)).toEqual(['1-3 1-3 1 P 1½ 1', '1-3 1-3 2 Q 1½ 0 shared', '1-3 1-3 3 R 1½ 0 shared']);
    expect(explainPlayer(s, 1)).toContain(
      'among 3, not all met: #1 1 (at most 2), #3 0 (at most 2), #2 0 (at most 1); no one is ahead whatever the missing games; DE 1, place 1 of 3',
    );
  });

  test('a player the earlier tiebreaks left alone shows 0, as Swiss-Manager prints it', () => {
    const b = new TableBuilder(1);
    const [P, Q] = ['P', 'Q'].map((n) => b.player(n));
    b.game(1, P, Q, 'W');
    const t = b.tournament();
    const s = rank(t, { order: ['DE', 'WIN'].map(parseTiebreakSpec) });
    expect(toJson(s).standings.map((r) => r.values)).toEqual([
      { DE: 0, WIN: 1 },
      { DE: 0, WIN: 0 },
    ]);
    expect(explainPlayer(s, 1)).toContain(
      'DE (Direct encounter, FIDE C.07 6): 0 = no one else is tied on points and the tiebreaks before; DE 0',
    );
    expect(s.rows.map((r) => decidedByText(s, r))).toEqual(['', 'score 1 vs 0']);
  });
});

describeShared('DE on the Moscow Open 2018 A, through the CLI', () => {
  const file = path.join(SHARED_DIR, 'refdata/chessresults_moscow_open_2018_a.csv');
  const argv = ['standings', file, '--tiebreaks', 'BH,BH/C1,DE,SB', '--fide-rules', '2009'];

  test('TB3 as printed: ½ for #27 and #28, who drew each other, 0 for the other 218', () => {
    const json = JSON.parse(runCli([...argv, '--format', 'json']).out);
    const de = json.standings.map((r: { number: number; values: Record<string, number> }) => [r.number, r.values.DE]);
    expect(de.filter(([, v]: number[]) => v !== 0)).toEqual([
      [27, 0.5],
      [28, 0.5],
    ]);
    expect(de).toHaveLength(220);
  });

  test('--explain 28: level with #27 on DE, Sonneborn-Berger decides', () => {
    const { status, out } = runCli([...argv, '--explain', '28']);
    expect(status).toBe(0);
    expect(out).toContain(
      'DE (Direct encounter, FIDE C.07 6): ½ = Swiss; tied: #27, #28; among 2: #27 ½, #28 ½ (all met): level; DE ½, place 1 of 2',
    );
    // The short header, as on the Standings sheet; the 2009 rules are said in words on the SB line.
    expect(out).toMatch(/decided by: FIDE-SB \S+ vs \S+/);
    expect(out).toMatch(
      /^FIDE-SB \(Sonneborn-Berger \(FIDE\), unplayed rounds by FIDE 2009 rules \(virtual opponent\), /m,
    );
  });
});

/**
 * "After round N" on a table whose round order is unknown (a round-robin "vs" grid: the reader
 * lays its games on an assumed Berger schedule) would count an arbitrary subset of the games,
 * so it is refused with what to do instead. N = every round is the whole table and is accepted.
 */
import { run } from '../../src/cli/main';
import { CrosstableError } from '../../src/model/problems';
import { readCrosstable } from '../../src/read';
import { tiebreakColumn } from '../../src/standings/column';
import { findPreset } from '../../src/standings/presets';
import { checkRequest, rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { problemsOf } from '../support/builder';
import { FOUR_PLAYER_RR } from '../support/roundRobinGrid';

const CSV = FOUR_PLAYER_RR.map((r) => r.join(',')).join('\n') + '\n';
const REFUSAL =
  /"after round 2" needs the order of the rounds, which this table does not give.*enter the crosstable round by round.*US notation/;

describe('"after round N" on a round-robin grid', () => {
  const t = readCrosstable(FOUR_PLAYER_RR);

  test('the grid has no round order', () => {
    expect([t.roundOrderKnown, t.rounds]).toEqual([false, 3]);
  });

  test.each([1, 2])('rank and a single column refuse N = %p, naming what to do instead', (n) => {
    const order = [parseTiebreakSpec('SB')];
    for (const attempt of [
      () => rank(t, { order, afterRound: n }),
      () => tiebreakColumn(t, order[0], n),
      () => checkRequest(t, [], n),
    ]) {
      const problems = problemsOf(attempt);
      expect(problems).toHaveLength(1);
      expect(problems[0].message).toContain(`"after round ${n}" needs the order of the rounds`);
      expect(problems[0].message).toMatch(/US notation/);
    }
  });

  test('N = every round is the whole table, and is accepted', () => {
    const order = findPreset('fide-rr').order.filter((s) => s.code !== 'LOTS');
    const shown = (afterRound?: number) =>
      rank(t, { order, afterRound }).rows.map((r) => [
        r.player,
        r.rank,
        r.place,
        r.values.map((v) => v?.value ?? null),
      ]);
    expect(shown(3)).toEqual(shown());
    expect(tiebreakColumn(t, parseTiebreakSpec('SB'), 3)).toHaveLength(4);
  });

  test('a number outside 1..rounds gets the range message, not the order one', () => {
    const problems = problemsOf(() => checkRequest(t, [], 4));
    expect(problems.map((p) => p.message)).toEqual(['"after round" must be a whole number from 1 to 3; got 4.']);
  });

  test('the same games in US notation (round order known) can be cut', () => {
    // FOUR_PLAYER_RR's games written out by hand in US notation: a transcription of its own, not a shared fixture.
    const us = readCrosstable([
      ['No.', 'Name', 'R1', 'R2', 'R3'],
      ['1', 'Ann', 'D2W', 'W3B', 'W4W'],
      ['2', 'Ben', 'D1B', 'W4W', 'D3B'],
      ['3', 'Cai', 'D4B', 'L1W', 'D2W'],
      ['4', 'Dee', 'D3W', 'L2B', 'L1B'],
    ]);
    expect(rank(us, { order: [parseTiebreakSpec('SB')], afterRound: 2 }).rounds).toBe(2);
  });

  test('the CLI exits 2 with the message on stderr and nothing on stdout', () => {
    let out = '';
    let err = '';
    const status = run(['standings', 'rr.csv', '--preset', 'fide-rr', '--after-round', '2'], {
      out: (s) => (out += s),
      err: (s) => (err += s),
      readFile: () => CSV,
    });
    expect(status).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(REFUSAL);
    // The whole table still ranks.
    out = '';
    expect(
      run(['standings', 'rr.csv', '--preset', 'fide-rr', '--after-round', '3'], {
        out: (s) => (out += s),
        err: () => undefined,
        readFile: () => CSV,
      }),
    ).toBe(0);
    expect(out).toContain('Ann');
  });

  test('the refusal is a CrosstableError (what every front end shows as a problem list)', () => {
    expect(() => rank(t, { order: [], afterRound: 1 })).toThrow(CrosstableError);
  });
});

/**
 * The benchmark's peer adapter (bench/peer.ts) gives tournament-organizer the same pairings and
 * results our reader read: where the two define a tiebreak the same way, every player's value
 * must agree exactly. A correctness test of the comparison, not a timing.
 *
 * Where the semantics differ, and why the chosen events are comparable:
 * - Our SOLK/HARKNESS/MM use opponents' ADJUSTED scores (34E: their unplayed rounds count ½); it uses
 *   raw scores. Equal only when nobody has an unplayed round: ALL_PLAYED events.
 * - Our CUM deducts a point for an unplayed win (34E3); its cumulative does not. Equal without
 *   byes and forfeits.
 * - It counts each distinct opponent once (a filter over players), we count every round. Equal
 *   only when no pairing repeats: the seeds are checked to have none.
 * - Its median Buchholz drops one highest and one lowest; our HARKNESS drops two of each from nine
 *   rounds. Equal under nine rounds.
 * - SB: both use final scores over played games; OPPCUM: both sum played opponents' cumulative.
 */
import { readCrosstableText } from '../../src/read';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { POINTS } from '../../src/model/tournament';
import { loadPeer, PEER_ORDER, peerStandings, toLoadable } from '../../bench/peer';
import { ALL_PLAYED, generateSwiss } from '../support/generate';

const CODES = ['SOLK', 'HARKNESS', 'CUM', 'OPPCUM', 'SB'] as const;
/** Its field for each of our codes; its values are in points, ours in quarter-points. */
const PEER_FIELD = {
  SOLK: 'solkoff',
  HARKNESS: 'medianBuchholz',
  CUM: 'cumulative',
  OPPCUM: 'oppCumulative',
  SB: 'sonnebornBerger',
} as const;

function compare(seed: number, players: number, rounds: number) {
  const g = generateSwiss(seed, players, rounds, ALL_PLAYED);
  expect(g.stats.repeatPairings).toBe(0);
  expect(g.stats.games * 2).toBe(players * rounds);
  const t = readCrosstableText(g.csv, 'event.csv');
  const ours = rank(t, { order: CODES.map((c) => parseTiebreakSpec(c)) });
  const theirs = peerStandings(loadPeer(toLoadable(t, PEER_ORDER.uscf)));
  expect(theirs).toHaveLength(players);
  const byNumber = new Map(theirs.map((s) => [Number(s.player.getId()), s]));
  let checked = 0;
  for (const row of ours.rows) {
    const number = t.players[row.player].number;
    const peer = byNumber.get(number)!;
    expect(peer).toBeDefined();
    expect({ number, score: peer.matchPoints * 4 }).toEqual({ number, score: row.score });
    CODES.forEach((code, i) => {
      expect({ number, code, value: peer.tiebreaks[PEER_FIELD[code]] * 4 }).toEqual({
        number,
        code,
        value: row.values[i]!.value,
      });
      checked++;
    });
  }
  return checked;
}

describe('tournament-organizer on our pairings', () => {
  test.each([
    // Seeds whose greedy pairing never repeats a pairing (asserted in compare).
    [29, 40, 5],
    [32, 30, 7],
    [73, 30, 7],
  ])(
    'seed %i, %i players, %i rounds, every game played: Solkoff, median, cumulative, opp. cumulative, SB agree',
    (seed, players, rounds) => {
      expect(compare(seed, players, rounds)).toBe(players * CODES.length);
    },
  );

  test('with byes, forfeits, late entries and withdrawals: same scores and the same played opponents', () => {
    const g = generateSwiss(7, 60, 9);
    expect(g.stats.halfByes + g.stats.fullByes + g.stats.forfeits + g.stats.zeroRounds).toBeGreaterThan(0);
    const t = readCrosstableText(g.csv, 'event.csv');
    const values = toLoadable(t, PEER_ORDER.mca);
    // One match entry per player and round, whatever the round held.
    values.players.forEach((p) => expect(p.matches).toHaveLength(t.rounds));
    const theirs = new Map(peerStandings(loadPeer(values)).map((s) => [Number(s.player.getId()), s]));
    for (const p of t.players) {
      const peer = theirs.get(p.number)!;
      const score = p.entries.reduce((sum, e) => sum + POINTS[e.kind], 0);
      expect({ number: p.number, score: peer.matchPoints * 4 }).toEqual({ number: p.number, score });
      const played = p.entries
        .filter((e) => e.kind === 'win' || e.kind === 'draw' || e.kind === 'loss')
        .map((e) => String(t.players[e.opponent!].number));
      const peerOpponents = peer.player
        .getMatches()
        .filter((m) => m.opponent !== null)
        .map((m) => m.opponent);
      expect({ number: p.number, opponents: peerOpponents.sort() }).toEqual({
        number: p.number,
        opponents: played.sort(),
      });
    }
  });
});

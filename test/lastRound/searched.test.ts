/**
 * Fields too large to rank every ending (20 boards, 3^20 endings): the best and worst ranks are
 * searched (src/lastRound/exactRanks.ts). What can be checked without the enumeration: each ending
 * kept for a bound, ranked, gives a rank said to be reached (without a group system, the best and
 * the worst said), and no ending of a fixed random sample contradicts a bound or a place said to
 * be out of reach or clinched.
 */
import { readAny } from '../../src/read/readAny';
import { findPreset } from '../../src/standings/presets';
import { rank, RankRequest } from '../../src/standings/rank';
import { beforeLastRound, BoardResult, endings } from '../../src/lastRound/event';
import { firstNumber } from '../../src/lastRound/outcomes';
import { lastRoundOutlook, PlayerOutlook } from '../../src/lastRound/outlook';
import { prizeAnswer } from '../../src/lastRound/needs';
import { sampleEndings } from '../../src/lastRound/probes';
import { generateSwiss } from '../support/generate';

const PLACES = 5;

describe.each(['uscf', 'mca'])('a 40-player section before its fifth round, preset %s', (preset) => {
  const g = generateSwiss(2031, 40, 5, { forfeit: 0.02, halfBye: 0.03, withdraw: 0 });
  const event = beforeLastRound(readAny(g.csv).tournament);
  const request: RankRequest = { order: findPreset(preset).order.filter((s) => s.code !== 'LOTS') };
  const play = endings(event);
  const rankIn = (results: readonly BoardResult[]) => {
    const rows = rank(play.play(results), request).rows;
    const out: number[] = [];
    for (const row of rows) out[row.player] = firstNumber(row.rank);
    return out;
  };
  const outlook = lastRoundOutlook(event, { ...request, places: PLACES });
  const searched = outlook.players.filter((o) => o.own.some((own) => own.reachedBy));
  const ownOf = (o: PlayerOutlook, results: readonly BoardResult[]) =>
    o.ownBoard === -1 ? null : results[o.ownBoard]!;

  test('the field is too large to rank every ending, and its contenders are searched', () => {
    expect(event.boards.length).toBeGreaterThanOrEqual(18);
    expect(3 ** event.boards.length).toBeGreaterThan(1e8);
    // The leaders can reach a prize place on score: each of them is searched, not left to bounds.
    const leaders = outlook.players.filter((o) => o.bestRank === 1);
    expect(leaders.length).toBeGreaterThan(0);
    for (const o of leaders) expect(o.complete || o.own.every((own) => own.reachedBy)).toBe(true);
  });

  test('each ending kept for a bound gives, ranked, a rank said to be reached', () => {
    expect(searched.length).toBeGreaterThan(0);
    for (const o of searched)
      for (const own of o.own) {
        const { best, worst } = own.reachedBy!;
        expect([ownOf(o, best), ownOf(o, worst)]).toEqual([own.result, own.result]);
        for (const ending of [best, worst]) {
          const got = rankIn(ending)[o.player]!;
          expect({ player: o.player, own: own.result, got, said: own.ranks.includes(got) }).toEqual({
            player: o.player,
            own: own.result,
            got,
            said: true,
          });
        }
        // Without a group system the keys decide every tie: the endings kept give the best and worst said.
        if (preset === 'uscf')
          expect([rankIn(best)[o.player], rankIn(worst)[o.player]]).toEqual([
            Math.min(...own.ranks),
            Math.max(...own.ranks),
          ]);
      }
  });

  test('no ending of a sample falls outside a bound or reaches a place said to be out of reach', () => {
    const sample = sampleEndings(event.boards.length, 300);
    const answers = outlook.players.map((o) =>
      Array.from({ length: PLACES }, (_, i) => prizeAnswer(event.before, event.boards, o, i + 1)),
    );
    for (const results of sample) {
      const ranks = rankIn(results);
      outlook.players.forEach((o, i) => {
        const r = ranks[o.player]!;
        const own = o.own.find((x) => x.result === ownOf(o, results))!;
        const claim = { player: o.player, ending: results.join(''), rank: r };
        if (r < own.bounds[0] || r > own.bounds[1]) expect({ ...claim, bounds: own.bounds }).toBeUndefined();
        if (r <= (own.checkedUpTo ?? 0) && !own.ranks.includes(r))
          expect({ ...claim, ranks: own.ranks }).toBeUndefined();
        answers[i]!.forEach((a) => {
          if (a.status === 'out of reach' && r === a.place) expect({ ...claim, place: a.place }).toBeUndefined();
          if (a.status === 'clinched' && r !== a.place) expect({ ...claim, place: a.place }).toBeUndefined();
        });
      });
    }
  });
});

/**
 * The columnar view of a tournament (src/tiebreaks/columns.ts) says what the entries say, and the
 * sums read from it (trimmedSum, sumOfPlayedOpponents) equal the lists the explanations are
 * written from, whatever is dropped.
 */
import fc from 'fast-check';
import { readCrosstableText } from '../../src/read';
import { isPlayed, playedOpponent, POINTS } from '../../src/model/tournament';
import { ENTRY_KINDS } from '../../src/model/kinds';
import { columnsOf } from '../../src/tiebreaks/columns';
import { TiebreakContext } from '../../src/tiebreaks/context';
import { sumOf } from '../../src/tiebreaks/explain';
import { opponentScoreList, trim, trimmedSum } from '../../src/tiebreaks/opponentScores';
import { sumOfPlayedOpponents, sumOverPlayedOpponents } from '../../src/tiebreaks/playedOpponents';
import { generateSwiss, swissArbitrary } from '../support/generate';
import { runs } from '../support/properties';

describe('columns of a tournament', () => {
  test('every cell holds the entry’s kind and played opponent; score and adjusted score as the rules count them', () => {
    fc.assert(
      fc.property(swissArbitrary(), fc.nat(), (g, cut) => {
        const t = readCrosstableText(g.csv, 'g.csv');
        const rounds = cut % (t.rounds + 1);
        const c = columnsOf(t, rounds);
        t.players.forEach((p, i) => {
          const counted = p.entries.slice(0, rounds);
          counted.forEach((e, r) => {
            expect(ENTRY_KINDS[c.kind[i * rounds + r]]).toBe(e.kind);
            expect(c.played[i * rounds + r]).toBe(playedOpponent(e) ?? -1);
          });
          expect(c.score[i]).toBe(counted.reduce((s, e) => s + POINTS[e.kind], 0));
          expect(c.adjusted[i]).toBe(counted.reduce((s, e) => s + (isPlayed(e) ? POINTS[e.kind] : 2), 0));
        });
      }),
      runs(30),
    );
  });

  test('an opponent outside the table is refused, not read as a score', () => {
    const t = readCrosstableText(generateSwiss(7, 6, 3).csv, 'g.csv');
    const e = t.players[0].entries.find((x) => isPlayed(x))!;
    e.opponent = 99;
    expect(() => columnsOf(t, 3)).toThrow(RangeError);
  });
});

describe('sums read from the columns equal the explained lists', () => {
  test('trimmedSum is the sum of what trim keeps, for any number dropped at either end', () => {
    fc.assert(
      fc.property(swissArbitrary(), (g) => {
        const ctx = new TiebreakContext(readCrosstableText(g.csv, 'g.csv'));
        for (let p = 0; p < ctx.playerCount; p++) {
          const list = opponentScoreList(ctx, p);
          for (let low = 0; low <= 4; low++)
            for (let high = 0; high <= 4; high++)
              expect(trimmedSum(ctx, p, low, high)).toBe(sumOf(trim(list, low, high).kept));
        }
      }),
      runs(20),
    );
  });

  test('sumOfPlayedOpponents is the sum sumOverPlayedOpponents explains', () => {
    fc.assert(
      fc.property(swissArbitrary(), (g) => {
        const ctx = new TiebreakContext(readCrosstableText(g.csv, 'g.csv'));
        for (let p = 0; p < ctx.playerCount; p++)
          expect(sumOfPlayedOpponents(ctx, p, ctx.score)).toBe(sumOverPlayedOpponents(ctx, p, ctx.score).value);
      }),
      runs(20),
    );
  });

  test('a player outside the table throws', () => {
    const ctx = new TiebreakContext(readCrosstableText(generateSwiss(7, 6, 3).csv, 'g.csv'));
    expect(() => trimmedSum(ctx, 6, 0, 0)).toThrow(RangeError);
    expect(() => sumOfPlayedOpponents(ctx, -1, ctx.score)).toThrow(RangeError);
  });
});

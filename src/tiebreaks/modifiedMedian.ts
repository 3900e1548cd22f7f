import { Explained, pts } from './explain';
import { at, optionOf } from './lookup';
import { describeList, dropCount, opponentScoreList, trim, trimmedSum } from './opponentScores';
import type { PlayerTiebreak, TiebreakOptions } from './types';
import type { TiebreakContext } from './context';
import { Quarters } from '../model/points';

export type ScoreStanding = 'plus' | 'minus' | 'even';

/** Plus, minus or even: the score against half the rounds counted (US Chess 7th ed.). */
export function scoreStanding(score: Quarters, rounds: number): ScoreStanding {
  const half = rounds * 2; // N/2 points, in quarters
  return score > half ? 'plus' : score < half ? 'minus' : 'even';
}

/** How many of the lowest (or highest) opponents' scores 34E1 drops, with k dropped at an end. */
function dropsAt(standing: ScoreStanding, k: number, options: TiebreakOptions, end: 'low' | 'high'): number {
  if (standing === 'plus') return end === 'low' ? k : 0;
  if (standing === 'even') return k;
  return (end === 'low') === (optionOf(options, 'minus') === 'lowest') ? k : 0;
}

/** How many of the lowest and highest opponents' scores 34E1 drops. */
export function modifiedMedianDrops(
  standing: ScoreStanding,
  rounds: number,
  options: TiebreakOptions,
): { low: number; high: number } {
  const k = dropCount(rounds, optionOf(options, 'drop2from'));
  return { low: dropsAt(standing, k, options, 'low'), high: dropsAt(standing, k, options, 'high') };
}

/** The list, the player's standing and what it drops, rebuilt when an explanation is asked for. */
function explainModifiedMedian(
  ctx: TiebreakContext,
  player: number,
  value: Quarters,
  options: TiebreakOptions,
): string {
  const score = at(ctx.score, player);
  const standing = scoreStanding(score, ctx.rounds);
  const { low, high } = modifiedMedianDrops(standing, ctx.rounds, options);
  const list = opponentScoreList(ctx, player);
  const { dropped } = trim(list, low, high);
  return (
    `opponents ${describeList(ctx, player, list)}; ${standing} score (${pts(score)} of ${ctx.rounds}): ` +
    `dropped ${describeList(ctx, player, dropped)}; MM ${pts(value)}`
  );
}

/**
 * Modified Median, US Chess 34E1: the Solkoff list with the k lowest dropped for a plus score,
 * the k highest for a minus score, both for an even score (k = 2 from nine rounds).
 * Plus, minus and even compare the score with half the rounds counted (as SwissSys does).
 */
export const modifiedMedian: PlayerTiebreak = {
  kind: 'player',
  code: 'MM',
  name: 'Modified Median',
  rule: 'US Chess 34E1',
  summary: "Opponents' adjusted scores, dropping the lowest (plus score), highest (minus) or both (even).",
  unit: 'points',
  options: [
    {
      name: 'minus',
      values: ['highest', 'lowest'],
      default: 'highest',
      help: 'What a minus score drops: US Chess says the highest; the MCA text literally says lowest.',
    },
    { name: 'drop2from', values: 'integer', default: '9', help: 'Round count from which two are dropped at each end.' },
  ],
  compute(ctx, player, options) {
    // The drops as two numbers, not modifiedMedianDrops' object: this runs for every player.
    const standing = scoreStanding(at(ctx.score, player), ctx.rounds);
    const k = dropCount(ctx.rounds, optionOf(options, 'drop2from'));
    const value = trimmedSum(ctx, player, dropsAt(standing, k, options, 'low'), dropsAt(standing, k, options, 'high'));
    return new Explained(value, explainModifiedMedian, ctx, player, options);
  },
};

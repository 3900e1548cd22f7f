import { isPlayed } from '../../model/tournament';
import { roundLabel } from '../explain';
import { at, optionOf } from '../lookup';
import type { PlayerTiebreak } from '../types';
import { unratedOption } from './options';
import { perfectPerformanceTable } from './perfectPerformance';
import { roundHalfUp } from './ratings';

/**
 * Average perfect performance of opponents, FIDE C.07 10.5: the mean of the PTPs (10.3) of the
 * opponents met over the board, rounded to the nearest whole number, halves up. An opponent
 * without a PTP (no rated opponent of their own) is left out; none left: no value.
 */
export const averagePerfectPerformance: PlayerTiebreak = {
  kind: 'player',
  code: 'APPO',
  name: 'Average perfect performance of opponents',
  rule: 'FIDE C.07 10.5',
  summary: "Mean of the opponents' perfect tournament performances.",
  unit: 'rating',
  needs: ['ratings'],
  options: [unratedOption],
  compute(ctx, player, options) {
    const ptp = perfectPerformanceTable(ctx, Number(optionOf(options, 'unrated')));
    const parts: { round: number; opponent: number; ptp: number | null }[] = [];
    ctx
      .player(player)
      .entries.slice(0, ctx.rounds)
      .forEach((e, round) => {
        if (isPlayed(e) && e.opponent !== undefined)
          parts.push({ round, opponent: e.opponent, ptp: at(ptp, e.opponent) });
      });
    const known = parts.filter((x) => x.ptp !== null).map((x) => x.ptp!);
    // roundHalfUp needs a sum that is not negative: shift by the lowest PTP, which is exact.
    const floor = known.length ? Math.min(0, ...known) : 0;
    const value = known.length
      ? floor +
        roundHalfUp(
          known.reduce((a, x) => a + x - floor, 0),
          known.length,
        )
      : null;
    return {
      value,
      explain: () =>
        `opponents' PTP ${parts.map((x) => `${roundLabel(x.round)} ${ctx.label(x.opponent)} ${x.ptp ?? 'none'}`).join(', ') || 'none'}` +
        (value === null ? '; no opponent with a PTP' : `; mean of ${known.length} rounded; APPO ${value}`),
    };
  },
};

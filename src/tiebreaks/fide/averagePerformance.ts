import { isPlayed } from '../../model/tournament';
import { roundLabel } from '../explain';
import { at, optionOf } from '../lookup';
import type { PlayerTiebreak } from '../types';
import { unratedOption } from './options';
import { performanceTable, roundHalfUp } from './ratings';

/**
 * Average performance rating of opponents, FIDE C.07 10.4: the mean of the TPRs (10.2) of the
 * opponents met over the board, rounded to the nearest whole number, halves up. An opponent
 * without a TPR (no rated opponent of their own) is left out; with none left, no value.
 */
export const averagePerformance: PlayerTiebreak = {
  kind: 'player',
  code: 'APRO',
  name: 'Average performance rating of opponents',
  rule: 'FIDE C.07 10.4',
  summary: "Mean of the opponents' tournament performance ratings.",
  unit: 'rating',
  needs: ['ratings'],
  options: [unratedOption],
  compute(ctx, player, options) {
    const tpr = performanceTable(ctx, Number(optionOf(options, 'unrated')));
    const parts: { round: number; opponent: number; tpr: number | null }[] = [];
    ctx
      .player(player)
      .entries.slice(0, ctx.rounds)
      .forEach((e, round) => {
        if (isPlayed(e) && e.opponent !== undefined)
          parts.push({ round, opponent: e.opponent, tpr: at(tpr, e.opponent) });
      });
    const known = parts.filter((x) => x.tpr !== null);
    const value = known.length
      ? roundHalfUp(
          known.reduce((a, x) => a + x.tpr!, 0),
          known.length,
        )
      : null;
    return {
      value,
      explain: () =>
        `opponents' TPR ${parts.map((x) => `${roundLabel(x.round)} ${ctx.label(x.opponent)} ${x.tpr ?? 'none'}`).join(', ') || 'none'}` +
        (value === null ? '; no opponent with a TPR to average' : `; APRO ${value}`),
    };
  },
};

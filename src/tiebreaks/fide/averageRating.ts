import { roundLabel } from '../explain';
import { optionOf } from '../lookup';
import type { PlayerTiebreak } from '../types';
import { applyModifier, withModifier } from './modifiers';
import { modifierOption, unratedOption } from './options';
import { ratedGames, roundHalfUp } from './ratings';

/**
 * Average rating of opponents, FIDE C.07 10.1: the mean rating of the opponents met over the
 * board (forfeits never count, 15.2), rounded to the nearest whole number, halves up. ARO/C1 and
 * the other modifiers (14) cut the lowest (and highest) ratings; an unrated opponent left out of
 * the mean is the first thing cut. Printed "FIDE-ARO" without a modifier, since ARO is US 34E11.
 * With nothing left to average (ARO/C1 of a player who met one opponent over the board) there is
 * no value, as the FIDE exercise solution prints it (exercise 18, player 12).
 */
export const fideAverageRating: PlayerTiebreak = {
  kind: 'player',
  code: 'FIDE-ARO',
  name: 'Average rating of opponents (FIDE)',
  rule: 'FIDE C.07 10.1, 14',
  summary: 'Mean rating of the opponents met over the board; ARO/C1 leaves out the lowest.',
  unit: 'rating',
  needs: ['ratings'],
  options: [modifierOption(['C1', 'C2', 'M1', 'M2']), unratedOption],
  compute(ctx, player, options) {
    const modifier = optionOf(options, 'cut');
    const games = ratedGames(ctx, player, Number(optionOf(options, 'unrated'))).map((g) => ({
      ...g,
      key: g.rating ?? -1,
      value: g.rating ?? 0,
      voluntary: false,
    }));
    const { kept, cut } = applyModifier(games, modifier, false);
    const rated = kept.filter((g) => g.rating !== null);
    const value = rated.length
      ? roundHalfUp(
          rated.reduce((a, g) => a + g.rating!, 0),
          rated.length,
        )
      : null;
    const label = withModifier('ARO', modifier);
    const describe = (g: (typeof games)[number]) =>
      `${roundLabel(g.round)} ${ctx.label(g.opponent)} ${g.rating ?? 'unrated'}`;
    return {
      value,
      explain: () =>
        `opponents ${games.map(describe).join(', ') || 'none'}` +
        (modifier !== 'none' ? `; cut ${cut.map(describe).join(', ') || 'nothing'}` : '') +
        (rated.length ? `; mean of ${rated.length} rounded; ${label} ${value}` : `; no rated opponent left to average`),
    };
  },
};

import { pts } from '../explain';
import type { TiebreakContext } from '../context';
import { optionOf } from '../lookup';
import type { PlayerTiebreak, TiebreakOptions, TiebreakValue } from '../types';
import { noteConvention, voluntaryOption, voluntaryReadingOf } from './conventionOptions';
import { applyModifier, withModifier } from './modifiers';
import { fideVersionOf, fideVersionOption, modifierOption, VERSION_LABEL } from './options';
import { swissUnplayedNeedsOrder } from './roundOrder';
import { contributions, describeContribution, fideView, shortContribution } from './unplayed';
import { teamBuchholz } from './team/buchholz';

/**
 * The Buchholz sum of C.07 8.1 under `options` (modifier and rule version), on the table as it
 * stands or, for Fore Buchholz (8.3), with every final-round pairing counted as a draw.
 */
export function buchholzSum(
  ctx: TiebreakContext,
  player: number,
  options: TiebreakOptions,
  code: string,
  fore: boolean,
): TiebreakValue {
  return noteConvention(buchholzUnder(ctx, player, options, code, fore), options, [voluntaryOption], (defaults) =>
    buchholzUnder(ctx, player, defaults, code, fore),
  );
}

function buchholzUnder(
  ctx: TiebreakContext,
  player: number,
  options: TiebreakOptions,
  code: string,
  fore: boolean,
): TiebreakValue {
  const version = fideVersionOf(options);
  const modifier = optionOf(options, 'cut');
  const view = fideView(ctx, version, fore, voluntaryReadingOf(options));
  const list = contributions(ctx, view, player).map((c) => ({ ...c, key: c.score, value: c.score }));
  const { kept, cut } = applyModifier(list, modifier, version !== '2009');
  const value = kept.reduce((a, c) => a + c.value, 0);
  const label = withModifier(code, modifier);
  return {
    value,
    explain: () => {
      const parts = list.map((c) => describeContribution(ctx, view, c));
      const cuts = cut.map(
        (c) =>
          `${shortContribution(ctx, view, c)}${c.voluntary && version !== '2009' ? ' [voluntarily unplayed, cut first: 16.5]' : ''}`,
      );
      return (
        `${VERSION_LABEL[version]}${fore ? '; final round counted as draws (8.3)' : ''}: ${parts.join(', ') || 'no rounds'}` +
        (modifier !== 'none' ? `; cut ${cuts.join(', ') || 'nothing'}` : '') +
        `; ${label} ${pts(value)}`
      );
    },
  };
}

/**
 * Buchholz, FIDE C.07 8.1: the sum of the opponents' scores, with unplayed rounds handled under
 * the chosen version (C.07 16, or the 2009 virtual opponent) and the C.07 14 modifiers
 * (BH/C1, BH/C2, BH/M1, BH/M2). Printed "FIDE-BH" without a modifier, since the plain code BH
 * is the Lothian club system.
 */
export const fideBuchholz: PlayerTiebreak = {
  kind: 'player',
  code: 'FIDE-BH',
  name: 'Buchholz (FIDE)',
  rule: 'FIDE C.07 8.1, 14, 16',
  summary:
    "Sum of the opponents' scores (on a team table their match points, C.07 13); own unplayed rounds count a dummy (or 2009 virtual opponent).",
  unit: 'points',
  options: [modifierOption(['C1', 'C2', 'M1', 'M2']), fideVersionOption, voluntaryOption],
  // Buchholz always handles unplayed rounds the Swiss way, which can need their round.
  roundOrderNeeded: (t, options, rounds) =>
    swissUnplayedNeedsOrder(
      t,
      fideVersionOf(options),
      rounds,
      'rank this round robin by FIDE-SB or KS, which count its forfeits as games and its sit-outs as nothing (C.07 15.2).',
    ),
  // C.07 13: on a team table the opponents' scores are their match points, the primary score.
  compute: (ctx, player, options) =>
    ctx.tournament.boards !== undefined
      ? teamBuchholz(ctx, player, options, 'M')
      : buchholzSum(ctx, player, options, 'BH', false),
};

import { isPlayed } from '../../model/tournament';
import type { TiebreakContext } from '../context';
import { pts, roundLabel } from '../explain';
import { at, optionOf } from '../lookup';
import type { OptionSpec, PlayerTiebreak, TiebreakOptions } from '../types';
import { buchholzSum } from './buchholz';
import { FideVersion, fideVersionOf, fideVersionOption, VERSION_LABEL } from './options';
import { roundHalfUp } from './ratings';
import { swissUnplayedNeedsOrder } from './roundOrder';

/** AOB/F (C.07 8.2): the opponents' Fore Buchholz instead of their Buchholz. */
const foreOption: OptionSpec = {
  name: 'fore',
  values: ['none', 'F'],
  default: 'none',
  modifier: true,
  help: "AOB/F averages the opponents' Fore Buchholz (C.07 8.3) instead of their Buchholz.",
};

/** Every player's Buchholz (or Fore Buchholz) in quarters under `version`, once per context. */
function buchholzTable(ctx: TiebreakContext, version: FideVersion, fore: boolean): readonly number[] {
  return ctx.memo(`fide:aob:${version}:${fore}`, () => {
    const options: TiebreakOptions = { cut: 'none', fide: version };
    return ctx.tournament.players.map((_, p) => buchholzSum(ctx, p, options, fore ? 'FB' : 'BH', fore).value ?? 0);
  });
}

/**
 * Average of opponents' Buchholz, FIDE C.07 8.2: the mean of the Buchholz (8.1, no modifier) of
 * the opponents met over the board, forfeits excluded, each Buchholz with unplayed rounds
 * handled under the chosen version (16, or the 2009 virtual opponent). The FIDE exercises print
 * it to two decimals (13.375 as 13.38): it is kept in whole hundredths, rounded half up.
 */
export const opponentsBuchholz: PlayerTiebreak = {
  kind: 'player',
  code: 'AOB',
  name: "Average of opponents' Buchholz",
  rule: 'FIDE C.07 8.2, 16',
  summary: 'Mean of the Buchholz of the opponents met over the board; AOB/F their Fore Buchholz.',
  unit: 'hundredths',
  options: [foreOption, fideVersionOption],
  // The opponents' Buchholz handle unplayed rounds the Swiss way, which can need their round.
  roundOrderNeeded: (t, options, rounds) =>
    optionOf(options, 'fore') === 'F'
      ? 'needs the order of the rounds, which this table does not give: Fore Buchholz counts the final round as draws. AOB without /F does not need it.'
      : swissUnplayedNeedsOrder(
          t,
          fideVersionOf(options),
          rounds,
          'rank this round robin by FIDE-SB or KS (Buchholz systems are not for round robins).',
        ),
  compute(ctx, player, options) {
    const version = fideVersionOf(options);
    const fore = optionOf(options, 'fore') === 'F';
    const bh = buchholzTable(ctx, version, fore);
    const met: { round: number; opponent: number }[] = [];
    ctx
      .player(player)
      .entries.slice(0, ctx.rounds)
      .forEach((e, round) => {
        if (isPlayed(e) && e.opponent !== undefined) met.push({ round, opponent: e.opponent });
      });
    const sum = met.reduce((a, m) => a + at(bh, m.opponent), 0);
    // Quarters to hundredths: 25 per quarter; the mean rounded half up. No opponent met over
    // the board: nothing to average, no value.
    const value = met.length ? roundHalfUp(25 * sum, met.length) : null;
    const code = fore ? 'AOB/F' : 'AOB';
    return {
      value,
      explain: () =>
        `${VERSION_LABEL[version]}: opponents' ${fore ? 'Fore Buchholz' : 'Buchholz'} ` +
        `${met.map((m) => `${roundLabel(m.round)} ${ctx.label(m.opponent)} ${pts(at(bh, m.opponent))}`).join(', ') || 'none (no game over the board)'}` +
        (value !== null
          ? `; ${pts(sum)} / ${met.length} = ${code} ${(value / 100).toFixed(2)}`
          : `; no opponent met over the board`),
    };
  },
};

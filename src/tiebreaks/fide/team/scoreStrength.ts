import type { TiebreakContext } from '../../context';
import { pts } from '../../explain';
import { gamePoints } from '../../gamePoints';
import type { PlayerTiebreak, TiebreakOptions, TiebreakValue } from '../../types';
import { fideVersionOf, fideVersionOption, VERSION_LABEL } from '../options';
import { roundHalfUp } from '../ratings';
import { teamBuchholz, teamUnplayedNeedsOrder } from './buchholz';

/**
 * The normalising factor of SSSC with match points as the primary score: the most match points
 * a team can score (a won match each round) over the most game points of one match (a win on
 * every board), rounded down. Held's exercise 49: 7 rounds × 2 MP / 4 boards = 3.5, so 3; FIDE's
 * TieBreakServer (TEC-FIDE) computes it the same way.
 */
function normalisingFactor(ctx: TiebreakContext): number {
  const { scoring, boards } = ctx.tournament;
  if (!scoring || boards === undefined) throw new Error('SSSC needs a team table with match points and boards.');
  // scoring.win is in quarters of a point, and a board won is worth 1 game point (4 quarters).
  return Math.floor((scoring.win * ctx.rounds) / (4 * boards));
}

/** SSSC of `team` in hundredths: its game points plus its Buchholz on match points / the factor. */
function scoreStrength(ctx: TiebreakContext, team: number, options: TiebreakOptions): TiebreakValue {
  const version = fideVersionOf(options);
  const factor = normalisingFactor(ctx);
  const gp = gamePoints.compute(ctx, team, {}).value;
  const bh = teamBuchholz(ctx, team, { cut: 'none', fide: version }, 'M').value;
  if (gp === null || bh === null) throw new Error(`SSSC: team ${ctx.label(team)} has no game points or Buchholz.`);
  // Quarters to hundredths (25 a quarter), the quotient rounded half up to hundredths, as
  // TieBreakServer prints it; a factor of 0 (fewer MP possible than boards) leaves no value.
  const value = factor > 0 ? roundHalfUp(25 * (gp * factor + bh), factor) : null;
  const { scoring, boards } = ctx.tournament;
  const why = `factor ${factor} = ⌊${ctx.rounds} rounds × ${pts(scoring?.win ?? 0)} MP / ${boards ?? 0} boards⌋`;
  return {
    value,
    explain: () =>
      `${VERSION_LABEL[version]}: GP ${pts(gp)} + BH on MP ${pts(bh)} / ${factor} (${why})` +
      (value !== null ? `; SSSC ${(value / 100).toFixed(2)}` : '; no value: the factor is 0'),
  };
}

/**
 * SSSC, FIDE C.07 13.4: the team's secondary score (game points, as our team standings rank by
 * match points first) plus its Buchholz on the primary score (match points, 13 with 8.1, no cut)
 * divided by a normalising factor, printed to two decimals.
 */
export const sssc: PlayerTiebreak = {
  kind: 'player',
  code: 'SSSC',
  name: 'Score and strength combination (teams)',
  rule: 'FIDE C.07 13.4, 16',
  summary: "Team events: game points + the opponents' match points (Buchholz) / a normalising factor.",
  unit: 'hundredths',
  needsTeams: true,
  options: [fideVersionOption],
  roundOrderNeeded: teamUnplayedNeedsOrder,
  compute: scoreStrength,
};

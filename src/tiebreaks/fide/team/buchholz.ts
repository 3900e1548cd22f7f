/**
 * Buchholz for team events, FIDE C.07 13 with 8.1: the sum of the opponents' scores, where a
 * team's score is its primary score, match points (the team standings here always rank by
 * match points first). Unplayed matches as the Extended Sonneborn-Berger handles them (C.07 16
 * with MP in place of points): an opponent's requested byes followed only by voluntarily
 * unplayed rounds count as drawn matches, a team's own unplayed round is a match against a
 * dummy with the team's own score (capped from 2026), and the 2009 virtual opponent. Chosen by
 * FIDE-BH on a team table, so BH/C1 on a team table is this sum with Cut-1 (16.5 first).
 */
import { isPlayed, Tournament } from '../../../model/tournament';
import type { TiebreakContext } from '../../context';
import { pts, roundLabel } from '../../explain';
import { at, optionOf } from '../../lookup';
import type { TiebreakOptions, TiebreakValue } from '../../types';
import { applyModifier, withModifier } from '../modifiers';
import { fideVersionOf, VERSION_LABEL } from '../options';
import { swissUnplayedNeedsOrder } from '../roundOrder';
import { isVoluntary } from '../unplayed';
import { SCORE_NAME, TeamScore, teamView } from './extendedSonnebornBerger';

/** Team Buchholz of `team` on `score` (M: match points, the primary score; G: game points). */
/**
 * A team Buchholz system (GBH, SSSC) handles unplayed rounds the Swiss way, which can need their
 * round; a team round robin is better ranked by EGGSB.
 */
export function teamUnplayedNeedsOrder(t: Tournament, options: TiebreakOptions, rounds: number): string | null {
  return swissUnplayedNeedsOrder(
    t,
    fideVersionOf(options),
    rounds,
    'rank this round robin by EGGSB, which counts its forfeits as matches (C.07 15.2).',
  );
}

export function teamBuchholz(
  ctx: TiebreakContext,
  team: number,
  options: TiebreakOptions,
  score: TeamScore,
): TiebreakValue {
  const version = fideVersionOf(options);
  const view = teamView(ctx, version, score);
  const modifier = optionOf(options, 'cut');
  const entries = ctx.player(team).entries.slice(0, ctx.rounds);
  const items = entries.map((e, round) => {
    const played = isPlayed(e) && e.opponent !== undefined;
    const dummy = played ? null : view.dummy(team, round);
    const s = played ? at(view.adjusted, e.opponent!) : dummy!.value;
    const who = played ? ctx.label(e.opponent!) : dummy!.note;
    return { round, key: s, value: s, voluntary: isVoluntary(e.kind), text: `${roundLabel(round)} ${who} ${pts(s)}` };
  });
  const { kept, cut } = applyModifier(items, modifier, version !== '2009');
  const value = kept.reduce((a, x) => a + x.value, 0);
  return {
    value,
    explain: () =>
      `${VERSION_LABEL[version]}: team event, opponents' ${SCORE_NAME[score]} (C.07 13): ${items.map((x) => x.text).join(', ') || 'no rounds'}` +
      (modifier !== 'none' ? `; cut ${cut.map((x) => x.text).join(', ') || 'nothing'}` : '') +
      `; ${withModifier('BH', modifier)} ${pts(value)}`,
  };
}

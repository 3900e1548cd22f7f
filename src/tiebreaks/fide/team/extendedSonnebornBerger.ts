/**
 * Extended Sonneborn-Berger for team events, FIDE C.07 13.2: for every round, an opponent's
 * score times the team's own result in that match, summed. The score and the result are each
 * either match points (M) or game points (G), which gives the four systems C.07 names:
 * EMMSB (opponent's MP × own MP), EMGSB (opponent's MP × own GP), EGMSB (opponent's GP × own
 * MP) and EGGSB (opponent's GP × own GP).
 *
 * Unplayed matches as C.07 16 handles them for individuals, with MP or GP in place of points:
 * an opponent's requested byes followed only by voluntarily unplayed rounds count as drawn
 * matches (16.2.5, 16.3.2); a team's own unplayed round is a match against a dummy with the
 * team's own score (16.4), capped from 2026 at the forfeiting opponent's adjusted score or at a
 * draw in every round (16.4.1, 16.4.2); under the 2009 rules the opponent's unplayed rounds
 * count as draws and an own unplayed round a virtual opponent. With pre-determined pairings (a
 * round robin, 15.2) Article 16 does not apply: a forfeited match counts as a match against the
 * scheduled opponent and a bye adds nothing. Cut-1/Cut-2 (14) cut the lowest opponent's score, a
 * voluntarily unplayed round first (16.5, Swiss, 2024 and 2026).
 */
import { isPlayed } from '../../../model/tournament';
import type { Entry, Tournament } from '../../../model/tournament';
import type { TiebreakContext } from '../../context';
import { pts, roundLabel } from '../../explain';
import { at, optionOf } from '../../lookup';
import type { PlayerTiebreak, TiebreakValue, TiebreakOptions } from '../../types';
import { applyModifier, withModifier } from '../modifiers';
import {
  FideVersion,
  fideVersionOf,
  fideVersionOption,
  modifierOption,
  pairingsOption,
  VERSION_LABEL,
} from '../options';
import { pairingsOf, PAIRINGS_LABEL } from '../pairings';
import { isForfeit, isRequestedBye, isVoluntary } from '../unplayed';

/** M: match points; G: game points. */
export type TeamScore = 'M' | 'G';

export const SCORE_NAME: Record<TeamScore, string> = { M: 'MP', G: 'GP' };

/** Team `p`'s match in round `r`. */
function matchOf(t: Tournament, p: number, r: number): Entry {
  return at(at(t.players, p).entries, r);
}

/** What one round is worth to a team, and what a drawn match and a won one are worth, in quarters. */
export function scale(
  t: Tournament,
  kind: TeamScore,
): { of: (p: number, r: number) => number; draw: number; win: number } {
  const scoring = t.scoring;
  const boards = t.boards ?? 0;
  if (kind === 'M' && scoring)
    return { of: (p, r) => scoring[matchOf(t, p, r).kind], draw: scoring.draw, win: scoring.win };
  return { of: (p, r) => matchOf(t, p, r).gamePoints ?? 0, draw: 2 * boards, win: 4 * boards };
}

export interface TeamView {
  total: readonly number[];
  adjusted: readonly number[];
  /** The dummy's (or 2009 virtual opponent's) score for team p's own unplayed round r, and how. */
  dummy: (p: number, r: number) => { value: number; note: string };
}

function buildView(ctx: TiebreakContext, version: FideVersion, kind: TeamScore): TeamView {
  const t = ctx.tournament;
  const n = ctx.rounds;
  const { of, draw, win } = scale(t, kind);
  const rounds = Array.from({ length: n }, (_, r) => r);
  const total = t.players.map((_, p) => rounds.reduce((a, r) => a + of(p, r), 0));
  const adjusted = t.players.map((pl, p) => {
    if (version === '2009') return rounds.reduce((a, r) => a + (isPlayed(at(pl.entries, r)) ? of(p, r) : draw), 0);
    let last = -1;
    for (const r of rounds) {
      const e = at(pl.entries, r);
      if (isPlayed(e) || !isVoluntary(e.kind)) last = r;
    }
    return rounds.reduce((a, r) => a + (r > last && isRequestedBye(at(pl.entries, r).kind) ? draw : of(p, r)), 0);
  });
  const name = SCORE_NAME[kind];
  const dummy = (p: number, r: number) => {
    const e = matchOf(t, p, r);
    if (version === '2009') {
      const before = rounds.slice(0, r).reduce((a, i) => a + of(p, i), 0);
      const value = before + (win - of(p, r)) + draw * (n - 1 - r);
      return { value, note: `virtual opponent ${pts(value)} ${name}` };
    }
    const own = at(total, p);
    if (version === '2024') return { value: own, note: `dummy with own ${pts(own)} ${name}` };
    const cap = isForfeit(e.kind) && e.opponent !== undefined ? at(adjusted, e.opponent) : draw * n;
    return own <= cap
      ? { value: own, note: `dummy with own ${pts(own)} ${name}` }
      : { value: cap, note: `dummy capped at ${pts(cap)} ${name}` };
  };
  return { total, adjusted, dummy };
}

export function teamView(ctx: TiebreakContext, version: FideVersion, kind: TeamScore): TeamView {
  return ctx.memo(`fide:team:${version}:${kind}`, () => buildView(ctx, version, kind));
}

/** ESB of `team`: the opponent's `score` times the team's own `result`, round by round. */
export function extendedSB(
  ctx: TiebreakContext,
  team: number,
  options: TiebreakOptions,
  score: TeamScore,
  result: TeamScore,
): TiebreakValue {
  const version = fideVersionOf(options);
  const view = teamView(ctx, version, score);
  const own = scale(ctx.tournament, result).of;
  const code = `E${score}${result}SB`;
  const modifier = optionOf(options, 'cut');
  const rr = pairingsOf(ctx, optionOf(options, 'pairings')) === 'rr';
  const entries = ctx
    .player(team)
    .entries.slice(0, ctx.rounds)
    .map((e, round) => ({ e, round }));
  // 15.2: in a round robin a forfeited match is a match against the scheduled opponent; a bye is nothing.
  const counted = rr ? entries.filter(({ e }) => e.opponent !== undefined) : entries;
  const items = counted.map(({ e, round }) => {
    if (rr) {
      const s = at(view.total, e.opponent!);
      const r = own(team, round);
      return {
        round,
        key: s,
        value: (s * r) / 4,
        voluntary: false,
        text: `${roundLabel(round)} ${ctx.label(e.opponent!)} ${pts(s)} × ${pts(r)}`,
      };
    }
    const played = isPlayed(e) && e.opponent !== undefined;
    const dummy = played ? null : view.dummy(team, round);
    const s = played ? at(view.adjusted, e.opponent!) : dummy!.value;
    const r = own(team, round);
    const who = played ? ctx.label(e.opponent!) : dummy!.note;
    return {
      round,
      key: s,
      value: (s * r) / 4,
      voluntary: isVoluntary(e.kind),
      text: `${roundLabel(round)} ${who} ${pts(s)} × ${pts(r)}`,
    };
  });
  const { kept, cut } = applyModifier(items, modifier, !rr && version !== '2009');
  const value = kept.reduce((a, x) => a + x.value, 0);
  return {
    value,
    explain: () =>
      `${rr ? PAIRINGS_LABEL.rr : VERSION_LABEL[version]}: opponent's ${SCORE_NAME[score]} × own ${SCORE_NAME[result]}: ${items.map((x) => x.text).join(', ') || 'no rounds'}` +
      (modifier !== 'none' ? `; cut ${cut.map((x) => x.text).join(', ') || 'nothing'}` : '') +
      `; ${withModifier(code, modifier)} ${pts(value)}`,
  };
}

/** One of the four systems, as the registry lists it. */
export function extendedSBSystem(score: TeamScore, result: TeamScore): PlayerTiebreak {
  const code = `E${score}${result}SB` as PlayerTiebreak['code'];
  return {
    kind: 'player',
    code,
    name: `Extended Sonneborn-Berger, opponent's ${SCORE_NAME[score]} × own ${SCORE_NAME[result]}`,
    rule: 'FIDE C.07 13.2, 14, 15.2, 16',
    summary: `Team events: each opponent's ${score === 'M' ? 'match' : 'game'} points times the ${result === 'M' ? 'match' : 'game'} points scored against them.`,
    unit: 'points',
    needsTeams: true,
    options: [modifierOption(['C1', 'C2']), fideVersionOption, pairingsOption],
    compute: (ctx, team, options) => extendedSB(ctx, team, options, score, result),
  };
}

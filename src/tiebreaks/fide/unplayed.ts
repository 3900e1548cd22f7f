/**
 * Unplayed rounds in Swiss tournaments, for Buchholz, Sonneborn-Berger and their variants, under
 * each version of the FIDE rules:
 *
 * - 2009 (pre-2023 regulations, as Swiss-Manager computes them): an opponent's unplayed rounds
 *   count as draws; a player's own unplayed round is a game against a virtual opponent whose
 *   score is the player's score before that round, plus the opposite of the result, plus a draw
 *   in every later round: Svon = SPR + (1 - SfPR) + ½ × (n - R).
 * - 2024 (C.07 as adopted in 2023, 16.3-16.4): an opponent's unplayed rounds count as awarded,
 *   except requested byes followed only by voluntarily unplayed rounds (or in the last round),
 *   which count as draws; a player's own unplayed round is a game against a dummy whose score is
 *   the player's own score.
 * - 2026 (C.07 from 1 Mar 2026, 16.4.1-16.4.2): as 2024, but the dummy's score may not exceed
 *   the scheduled opponent's adjusted score (forfeits) or ½ × the number of rounds (byes).
 *
 * Fore Buchholz (C.07 8.3) reads the same table as if every game paired in the final round had
 * ended in a draw: the view below does that too, so every rule applies to it unchanged.
 */
import { DRAW, Quarters, WIN } from '../../model/points';
import { EntryKind, isPlayed, KIND_LABEL, POINTS } from '../../model/tournament';
import type { TiebreakContext } from '../context';
import { pts, roundLabel } from '../explain';
import { at } from '../lookup';
import type { VoluntaryReading } from './conventionOptions';
import type { FideVersion } from './options';

/** One round of a player as a FIDE view counts it. */
export interface RoundResult {
  /** The entry as the table gives it (its category never changes, C.07 16.2). */
  kind: EntryKind;
  points: Quarters;
  /** A game over the board (or, for Fore Buchholz, a final-round pairing counted as a drawn game). */
  played: boolean;
  opponent?: number;
  /** Fore Buchholz: this final-round result was replaced by a draw. */
  foreDraw?: boolean;
}

/** Requested byes, C.07 16.1.1: half- and zero-point byes (every round after a withdrawal is one). */
export function isRequestedBye(kind: EntryKind): boolean {
  return kind === 'halfBye' || kind === 'zeroBye';
}

/** Voluntarily unplayed round ("VUR"), C.07 16.1.2: a requested bye or a forfeit loss. */
export function isVoluntary(kind: EntryKind): boolean {
  return isRequestedBye(kind) || kind === 'forfeitLoss';
}

export function isForfeit(kind: EntryKind): boolean {
  return kind === 'forfeitWin' || kind === 'forfeitLoss' || kind === 'forfeitDraw';
}

export interface FideView {
  version: FideVersion;
  /** Which unplayed rounds 16.2.5 counts as voluntary (a convention; the text by default). */
  vur: VoluntaryReading;
  fore: boolean;
  rounds: number;
  results: readonly (readonly RoundResult[])[];
  /** Each player's score as the view counts it. */
  score: readonly Quarters[];
  /** Each player's score as their opponents' tiebreaks count it (16.3, or ½ per unplayed round in 2009). */
  adjusted: readonly Quarters[];
  /** Rounds whose points 16.3.2 counts as a draw, per player (2024/2026 only), for explanations. */
  drawnForOpponents: readonly (readonly number[])[];
}

/** The table as FIDE rules `version` read it for Buchholz-like systems; once per context. */
export function fideView(
  ctx: TiebreakContext,
  version: FideVersion,
  fore = false,
  vur: VoluntaryReading = 'byes-and-forfeits',
): FideView {
  return ctx.memo(`fide:view:${version}:${fore}:${vur}`, () => buildView(ctx, version, fore, vur));
}

/** Whether 16.2.5 treats an unplayed round of this kind as voluntary under `vur`. */
function voluntaryFor(kind: EntryKind, vur: VoluntaryReading): boolean {
  return vur === 'byes' ? isRequestedBye(kind) : isVoluntary(kind);
}

function buildView(ctx: TiebreakContext, version: FideVersion, fore: boolean, vur: VoluntaryReading): FideView {
  const n = ctx.rounds;
  const results = ctx.tournament.players.map((p) =>
    p.entries.slice(0, n).map((e, r): RoundResult => {
      if (fore && r === n - 1 && e.opponent !== undefined) {
        return { kind: e.kind, points: DRAW, played: true, opponent: e.opponent, foreDraw: true };
      }
      return { kind: e.kind, points: POINTS[e.kind], played: isPlayed(e), opponent: e.opponent };
    }),
  );
  const score = results.map((rs) => rs.reduce((a, x) => a + x.points, 0));
  const drawnForOpponents: number[][] = [];
  const adjusted = results.map((rs, p) => {
    const drawn: number[] = [];
    drawnForOpponents.push(drawn);
    if (version === '2009') {
      return rs.reduce((a, x) => a + (x.played ? x.points : DRAW), 0);
    }
    // 16.2.5: a requested bye followed only by voluntarily unplayed rounds (categories read from the table).
    const entries = ctx.player(p).entries;
    let lastNotVoluntary = -1;
    for (let r = 0; r < n; r++) {
      const e = at(entries, r);
      if (isPlayed(e) || !voluntaryFor(e.kind, vur)) lastNotVoluntary = r;
    }
    return rs.reduce((a, x, r) => {
      if (!x.played && isRequestedBye(x.kind) && r > lastNotVoluntary) {
        if (x.points !== DRAW) drawn.push(r);
        return a + DRAW;
      }
      return a + x.points;
    }, 0);
  });
  return { version, vur, fore, rounds: n, results, score, adjusted, drawnForOpponents };
}

/** What one round adds to Buchholz-like sums: an opponent's adjusted score or an own unplayed round's value. */
export interface Contribution {
  round: number;
  /** The opponent met over the board; undefined for an own unplayed round. */
  opponent?: number;
  /** The opponent's adjusted score, or the virtual opponent's / dummy's score. */
  score: Quarters;
  /** The player's points in that round as the view counts them. */
  points: Quarters;
  /** A voluntarily unplayed round (16.5: cut first in 2024/2026). */
  voluntary: boolean;
  /** For an own unplayed round: how its value was reached. */
  note?: string;
}

/** The value of an own unplayed round `r` of player `p` (16.4, or the 2009 virtual opponent). */
export function ownUnplayedValue(
  ctx: TiebreakContext,
  view: FideView,
  p: number,
  r: number,
): { value: Quarters; note: string } {
  const results = at(view.results, p);
  const x = at(results, r);
  const what = `${KIND_LABEL[x.kind]}`;
  if (view.version === '2009') {
    let before = 0;
    for (let i = 0; i < r; i++) before += at(results, i).points;
    const left = view.rounds - 1 - r;
    const value = before + (WIN - x.points) + DRAW * left;
    return {
      value,
      note: `${what}: virtual opponent ${pts(before)} before the round + ${pts(WIN - x.points)} + ½ × ${left} later rounds = ${pts(value)}`,
    };
  }
  const own = at(view.score, p);
  if (view.version === '2024') return { value: own, note: `${what}: dummy with own score ${pts(own)} (16.4)` };
  const forfeitOpponent = isForfeit(x.kind) ? x.opponent : undefined;
  const cap = forfeitOpponent !== undefined ? at(view.adjusted, forfeitOpponent) : DRAW * view.rounds;
  const capText =
    forfeitOpponent !== undefined
      ? `${ctx.label(forfeitOpponent)}'s adjusted score ${pts(cap)} (16.4.1)`
      : `½ × ${view.rounds} rounds = ${pts(cap)} (16.4.2)`;
  return own <= cap
    ? { value: own, note: `${what}: dummy with own score ${pts(own)} (cap ${capText})` }
    : { value: cap, note: `${what}: dummy capped at ${capText}; own score ${pts(own)}` };
}

/** Round by round, what player `p`'s Buchholz-like sums are made of under `view`. */
export function contributions(ctx: TiebreakContext, view: FideView, p: number): Contribution[] {
  return at(view.results, p).map((x, round): Contribution => {
    if (x.played && x.opponent !== undefined) {
      return { round, opponent: x.opponent, score: at(view.adjusted, x.opponent), points: x.points, voluntary: false };
    }
    const { value, note } = ownUnplayedValue(ctx, view, p, round);
    return { round, score: value, points: x.points, voluntary: isVoluntary(x.kind), note };
  });
}

/** "R3 #12 3 (adjusted; scored 2)", "R4 dummy 4 (half-point bye: ...)" */
export function describeContribution(
  ctx: TiebreakContext,
  view: FideView,
  c: Contribution,
  value: Quarters = c.score,
): string {
  if (c.opponent === undefined) return `${roundLabel(c.round)} ${pts(value)} (${c.note})`;
  const scored = at(view.score, c.opponent);
  const notes: string[] = [];
  if (at(view.adjusted, c.opponent) !== scored) notes.push(`adjusted; scored ${pts(scored)}`);
  if (view.fore && at(view.results, c.opponent)[view.rounds - 1]?.foreDraw) notes.push('final round as a draw');
  const shown = value === c.score ? pts(value) : `${pts(c.score)} → ${pts(value)}`;
  return `${roundLabel(c.round)} ${ctx.label(c.opponent)} ${shown}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

/** "R5 #7 1½" or "R4 1½ (dummy)": a contribution named without its working, for the cut list. */
export function shortContribution(ctx: TiebreakContext, view: FideView, c: Contribution): string {
  if (c.opponent !== undefined) return `${roundLabel(c.round)} ${ctx.label(c.opponent)} ${pts(c.score)}`;
  return `${roundLabel(c.round)} ${pts(c.score)} (${view.version === '2009' ? 'virtual opponent' : 'dummy'})`;
}

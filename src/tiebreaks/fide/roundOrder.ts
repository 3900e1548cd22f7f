/**
 * Unplayed rounds valued by when they happened, on a table that does not give the round order
 * (a round-robin grid lays its games on an assumed schedule in row order: src/read/roundRobin.ts).
 * A value must never follow the order the director typed the rows, so where the Swiss handling
 * of unplayed rounds would, the request is refused (src/standings/rank.ts) with the reason.
 *
 * - 2009: an own unplayed round counts a virtual opponent with the score before that round + the
 *   opposite result + ½ per later round. Moving it past another round changes that by the other
 *   round's points - ½, so it needs the order unless every other round scored exactly ½.
 * - 2024 and 2026 (C.07 16.2.5, 16.3.2): a requested zero-point bye counts as a draw in the
 *   player's adjusted score only when nothing but voluntarily unplayed rounds follows it. That
 *   needs the order when the player also has a round that is not voluntarily unplayed, and
 *   matters when an opponent counts that adjusted score: one met over the board, or (2026,
 *   16.4.1) one whose forfeit against the player is capped by it.
 *
 * The rest of Article 16 does not depend on the order: the dummy's own score (16.4), the
 * ½ × rounds cap (16.4.2), which rounds are voluntarily unplayed (16.5). With pre-determined
 * pairings Article 16 does not apply at all (C.07 15.2): FIDE-SB and KS on a round robin count
 * the games alone and need no order.
 */
import { DRAW } from '../../model/points';
import { isPlayed, POINTS } from '../../model/tournament';
import type { Entry, Tournament } from '../../model/tournament';
import { at } from '../lookup';
import type { FideVersion } from './options';
import { isRoundRobin } from './pairings';
import { isForfeit, isRequestedBye, isVoluntary } from './unplayed';

/** 2009: some own unplayed round would move past a round not scored exactly ½. */
function virtualOpponentMoves(entries: readonly Entry[]): boolean {
  return entries.some((u, i) => !isPlayed(u) && entries.some((e, j) => j !== i && POINTS[e.kind] !== DRAW));
}

/** 2024/2026: whether a zero-point requested bye counts as a draw (16.2.5) depends on its round. */
function terminalByeMoves(entries: readonly Entry[]): boolean {
  const zeroBye = entries.some((e) => !isPlayed(e) && isRequestedBye(e.kind) && POINTS[e.kind] !== DRAW);
  return zeroBye && entries.some((e) => isPlayed(e) || !isVoluntary(e.kind));
}

/** Players (indices) whose unplayed rounds `version` values by their round, counting `rounds` rounds. */
export function playersNeedingRoundOrder(t: Tournament, version: FideVersion, rounds: number): number[] {
  const counted = t.players.map((p) => p.entries.slice(0, rounds));
  if (version === '2009') {
    return counted.flatMap((entries, p) => (virtualOpponentMoves(entries) ? [p] : []));
  }
  const adjustedUsed = new Set<number>();
  counted.forEach((entries) => {
    for (const e of entries) {
      if (e.opponent === undefined) continue;
      if (isPlayed(e) || (version === '2026' && isForfeit(e.kind))) adjustedUsed.add(e.opponent);
    }
  });
  return counted.flatMap((entries, p) => (adjustedUsed.has(p) && terminalByeMoves(entries) ? [p] : []));
}

function numbers(t: Tournament, players: readonly number[]): string {
  const shown = players
    .map((p) => at(t.players, p).number)
    .sort((a, b) => a - b)
    .slice(0, 6);
  return `${players.length === 1 ? 'player' : 'players'} ${shown.join(', ')}${players.length > 6 ? ', …' : ''}`;
}

/**
 * Why a Buchholz-like sum under `version` (the Swiss handling: C.07 16, or the 2009 virtual
 * opponent) needs the round order on `t`, or null when no unplayed round there moves its value.
 * `instead` names what a complete round robin can use instead (C.07 15.2).
 */
export function swissUnplayedNeedsOrder(
  t: Tournament,
  version: FideVersion,
  rounds: number,
  instead: string,
): string | null {
  const players = playersNeedingRoundOrder(t, version, rounds);
  if (!players.length) return null;
  const [how, which] =
    version === '2009'
      ? [
          'values an own unplayed round by a virtual opponent made from the score before that round and the rounds after it (FIDE 2009 rules)',
          'Unplayed rounds',
        ]
      : [
          'counts a zero-point bye as a draw for the opponents only when no game follows it (C.07 16.2.5, 16.3.2)',
          'Zero-point byes (a sit-out in an odd round robin, or a game not played)',
        ];
  const otherwise = isRoundRobin(t) ? `, or ${instead}` : '.';
  return (
    `${how}, and this table does not give the order of the rounds, so the value would depend on the order of the rows. ` +
    `${which}: ${numbers(t, players)}. Enter the crosstable with its rounds (e.g. US Chess notation: W12, X7, U)${otherwise}`
  );
}

/**
 * Sums over the opponents met in played games (forfeits and byes are not games, rules.md §1),
 * shared by the systems that add up a per-opponent table: Buchholz (final scores) and
 * Opposition Cumulative (each opponent's Cumulative).
 */
import { Quarters } from '../model/points';
import { playedOpponent } from '../model/tournament';
import type { TiebreakContext } from './context';
import { pts, roundLabel } from './explain';
import { at } from './lookup';

/** The sum alone, read from the columns (what a system computes for every player). */
export function sumOfPlayedOpponents(ctx: TiebreakContext, player: number, table: readonly Quarters[]): Quarters {
  ctx.player(player); // one outside the table throws
  const { played, rounds } = ctx.columns;
  let value = 0;
  for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) {
    const opponent = played[cell]!;
    if (opponent >= 0) value += at(table, opponent);
  }
  return value;
}

/** The sum and the rounds it came from, for an explanation. */
export function sumOverPlayedOpponents(
  ctx: TiebreakContext,
  player: number,
  table: readonly Quarters[],
): { value: Quarters; rounds: number[] } {
  const { entries } = ctx.player(player);
  let value = 0;
  const rounds: number[] = [];
  for (let r = 0; r < ctx.rounds; r++) {
    const opp = playedOpponent(at(entries, r));
    if (opp === undefined) continue;
    value += at(table, opp);
    rounds.push(r);
  }
  return { value, rounds };
}

/** "R1 #7 2, R3 #10 2½", or `none` when no game was played. */
export function describeOpponents(
  ctx: TiebreakContext,
  player: number,
  rounds: readonly number[],
  table: readonly Quarters[],
  none: string,
): string {
  const { entries } = ctx.player(player);
  const parts = rounds.map((r) => {
    const opp = at(entries, r).opponent!;
    return `${roundLabel(r)} ${ctx.label(opp)} ${pts(at(table, opp))}`;
  });
  return parts.join(', ') || none;
}

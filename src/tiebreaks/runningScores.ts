import { POINTS_BY_CODE } from '../model/kinds';
import { Quarters } from '../model/points';
import type { TiebreakContext } from './context';

/** The player's score after each round counted, every point included (progressive scores); read from the columns. */
export function runningScores(ctx: TiebreakContext, player: number): Quarters[] {
  ctx.player(player); // one outside the table throws
  const { kind, rounds } = ctx.columns;
  const running: Quarters[] = [];
  let score = 0;
  for (let r = 0; r < rounds; r++) {
    score += POINTS_BY_CODE[kind[player * rounds + r]!]!;
    running.push(score);
  }
  return running;
}

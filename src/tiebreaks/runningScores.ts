import { Quarters } from '../model/points';
import { POINTS } from '../model/tournament';
import type { TiebreakContext } from './context';
import { at } from './lookup';

/** The player's score after each round counted, every point included (progressive scores). */
export function runningScores(ctx: TiebreakContext, player: number): Quarters[] {
  const { entries } = ctx.player(player);
  const running: Quarters[] = [];
  let score = 0;
  for (let r = 0; r < ctx.rounds; r++) {
    score += POINTS[at(entries, r).kind];
    running.push(score);
  }
  return running;
}

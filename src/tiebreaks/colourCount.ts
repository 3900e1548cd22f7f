import { colourCode } from '../model/kinds';
import { Colour, isPlayed } from '../model/tournament';
import type { TiebreakContext } from './context';
import { roundLabel } from './explain';
import { at } from './lookup';

/** Played games with the given colour; forfeits carry no colour for tiebreaks (rules.md §1). */
export function colourCount(ctx: TiebreakContext, player: number, colour: Colour): number {
  const { colour: colours, rounds } = ctx.columns;
  const code = colourCode(colour);
  let count = 0;
  for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) if (colours[cell] === code) count++;
  return count;
}

/** The games counted, by round, written only when an explanation is asked for. */
export function explainColour(
  ctx: TiebreakContext,
  player: number,
  colour: Colour,
  code: string,
  value: number,
): string {
  const { entries } = ctx.player(player);
  const rounds: number[] = [];
  for (let r = 0; r < ctx.rounds; r++) {
    const e = at(entries, r);
    if (isPlayed(e) && e.colour === colour) rounds.push(r);
  }
  const word = colour === 'B' ? 'Black' : 'White';
  return `played games with ${word}: ${rounds.map(roundLabel).join(', ') || 'none'}; ${code} ${value}`;
}

import { Colour, isPlayed } from '../model/tournament';
import type { TiebreakContext } from './context';
import { roundLabel } from './explain';
import { at } from './lookup';
import type { TiebreakValue } from './types';

/** Played games with the given colour; forfeits carry no colour for tiebreaks (rules.md §1). */
export function colourCount(ctx: TiebreakContext, player: number, colour: Colour, code: string): TiebreakValue {
  const { entries } = ctx.player(player);
  const rounds: number[] = [];
  for (let r = 0; r < ctx.rounds; r++) {
    const e = at(entries, r);
    if (isPlayed(e) && e.colour === colour) rounds.push(r);
  }
  const word = colour === 'B' ? 'Black' : 'White';
  return {
    value: rounds.length,
    explain: () =>
      `played games with ${word}: ${rounds.map(roundLabel).join(', ') || 'none'}; ${code} ${rounds.length}`,
  };
}

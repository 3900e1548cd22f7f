/**
 * The counting systems of FIDE C.07 7.1-7.4 share one shape: the rounds that qualify, listed.
 */
import { Entry, isPlayed, KIND_LABEL } from '../../model/tournament';
import type { TiebreakContext } from '../context';
import { roundLabel } from '../explain';
import { at } from '../lookup';
import type { TiebreakValue } from '../types';

export function countRounds(
  ctx: TiebreakContext,
  player: number,
  code: string,
  what: string,
  qualifies: (e: Entry) => boolean,
): TiebreakValue {
  const { entries } = ctx.player(player);
  const rounds: number[] = [];
  for (let r = 0; r < ctx.rounds; r++) if (qualifies(at(entries, r))) rounds.push(r);
  return {
    value: rounds.length,
    explain: () => {
      const listed = rounds.map((r) => {
        const e = at(entries, r);
        return isPlayed(e) ? roundLabel(r) : `${roundLabel(r)} (${KIND_LABEL[e.kind]})`;
      });
      return `${what}: ${listed.join(', ') || 'none'}; ${code} ${rounds.length}`;
    },
  };
}

/**
 * Games lost by both players (0-0), which the readers accept as two losses naming each other
 * (model MIRROR): said in the reading's report, since the same cells could be a result typed
 * wrong, and a director should see it rather than have it pass unseen.
 */
import { kindCode } from '../model/kinds';
import type { Player, Tournament } from '../model/tournament';

const LOSS = kindCode('loss');

/** Round r of player p as a kind code and an opponent index (-1: none), from the reader's codes while they stand. */
function roundOf(p: Player, r: number): { kind: number; opponent: number } {
  if (p.codes) {
    const { table, row } = p.codes;
    const i = row * table.rounds + r;
    return { kind: table.kind[i]!, opponent: table.opponent[i]! };
  }
  const e = p.entries[r];
  return e ? { kind: kindCode(e.kind), opponent: e.opponent ?? -1 } : { kind: -1, opponent: -1 };
}

/** "round 4: players 1 and 5 both lost (0-0)", once per such game, in round order. */
export function doubleLossNotes(t: Tournament): string[] {
  const notes: string[] = [];
  for (let r = 0; r < t.rounds; r++) {
    t.players.forEach((p, i) => {
      const mine = roundOf(p, r);
      if (mine.kind !== LOSS || mine.opponent <= i) return;
      const other = t.players[mine.opponent];
      if (other && roundOf(other, r).kind === LOSS)
        notes.push(`round ${r + 1}: players ${p.number} and ${other.number} both lost (0-0)`);
    });
  }
  return notes;
}

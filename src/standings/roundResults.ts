/**
 * Each round's result as a wall chart prints it ("W12", "D7", "H"): the letter of US Chess
 * notation (src/read/usNotation.ts reads the same letters) and the opponent's pairing number,
 * as SwissSys's standings with results show them. Written on the Standings sheet when the
 * director asks for the wall chart, and explained in words under the table.
 */
import type { Entry, EntryKind, Tournament } from '../model/tournament';

/** The letter of each kind, and what it means to a reader of the posted sheet. */
const LETTERS: Readonly<Record<EntryKind, { letter: string; words: string }>> = {
  win: { letter: 'W', words: 'won' },
  draw: { letter: 'D', words: 'drew' },
  loss: { letter: 'L', words: 'lost' },
  forfeitWin: { letter: 'X', words: 'won by forfeit' },
  forfeitLoss: { letter: 'F', words: 'lost by forfeit' },
  forfeitDraw: { letter: 'Z', words: 'both forfeited, scored as a draw' },
  fullBye: { letter: 'B', words: 'a full-point bye' },
  halfBye: { letter: 'H', words: 'a half-point bye' },
  zeroBye: { letter: 'U', words: 'not played, no points' },
};

/** "W12" (won against number 12), "H" (a half-point bye): one round of one player. */
export function roundResultText(t: Tournament, entry: Entry): string {
  const { letter } = LETTERS[entry.kind];
  const opponent = entry.opponent === undefined ? undefined : t.players[entry.opponent];
  return opponent ? `${letter}${opponent.number}` : letter;
}

/** The player's first `rounds` rounds, as roundResultText writes them. */
export function roundResults(t: Tournament, player: number, rounds: number): string[] {
  const p = t.players[player];
  if (!p) throw new Error(`No player at index ${player} in a tournament of ${t.players.length}.`);
  return p.entries.slice(0, rounds).map((e) => roundResultText(t, e));
}

/** "W won, D drew, H a half-point bye": the letters the results use, in words, in a fixed order. */
export function resultLetterWords(used: ReadonlySet<EntryKind>): string {
  return (Object.keys(LETTERS) as EntryKind[])
    .filter((k) => used.has(k))
    .map((k) => `${LETTERS[k].letter} ${LETTERS[k].words}`)
    .join(', ');
}

/** The kinds of entry in the first `rounds` rounds of the table (for resultLetterWords). */
export function kindsUsed(t: Tournament, rounds: number): Set<EntryKind> {
  const used = new Set<EntryKind>();
  for (const p of t.players) for (const e of p.entries.slice(0, rounds)) used.add(e.kind);
  return used;
}

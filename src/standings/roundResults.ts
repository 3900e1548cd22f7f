/**
 * Each round's result as a wall chart prints it ("W12", "D7", "H"): the letter of US Chess
 * notation (src/read/usNotation.ts reads the same letters) and the opponent's pairing number,
 * as SwissSys's standings with results show them. Written on the Standings sheet when the
 * director asks for the wall chart, and explained in words under the table.
 */
import { formatPoints, Quarters } from '../model/points';
import { POINTS, type Entry, type EntryKind, type Tournament } from '../model/tournament';

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

/** What each kind of round was, in a sentence's words: "won against", "a half-point bye". */
const SAID: Readonly<Record<EntryKind, { against?: string; alone: string }>> = {
  win: { against: 'won against', alone: 'won' },
  draw: { against: 'drew with', alone: 'drew' },
  loss: { against: 'lost to', alone: 'lost' },
  forfeitWin: { against: 'won by forfeit against', alone: 'won by forfeit' },
  forfeitLoss: { against: 'lost by forfeit to', alone: 'lost by forfeit' },
  forfeitDraw: { against: 'both forfeited (scored as a draw) with', alone: 'both forfeited, scored as a draw' },
  fullBye: { alone: 'a full-point bye' },
  halfBye: { alone: 'a half-point bye' },
  zeroBye: { alone: 'did not play' },
};

/** "1 point", "½ point", "2½ points", "0 points". */
const pointsWord = (q: Quarters, noun: string) => `${formatPoints(q)} ${noun}${q === 4 || q === 2 ? '' : 's'}`;

/**
 * One round of one player or team in words, as a parent could follow it: "Round 2: drew with Elena
 * Sokolova (No. 2), with Black, ½ point". A team's round is a match: its game points are named as
 * such, so they are never read as the match points of its score.
 */
export function roundInWords(t: Tournament, entry: Entry, round: number): string {
  const said = SAID[entry.kind];
  const opponent = entry.opponent === undefined ? undefined : t.players[entry.opponent];
  const team = t.boards !== undefined;
  const who = opponent ? `${opponent.name} (No. ${opponent.number})` : '';
  const what =
    opponent && said.against
      ? `${team ? said.against.replace(/^(won|drew|lost)/, '$1 the match') : said.against} ${who}`
      : said.alone;
  const colour = entry.colour === 'W' ? ', with White' : entry.colour === 'B' ? ', with Black' : '';
  const points = team
    ? entry.gamePoints === undefined
      ? ''
      : `, ${pointsWord(entry.gamePoints, 'game point')}`
    : `, ${pointsWord(POINTS[entry.kind], 'point')}`;
  return `Round ${round}: ${what}${colour}${points}`;
}

/** Every counted round of a player or team in words (roundInWords), round 1 first. */
export function roundsInWords(t: Tournament, player: number, rounds: number): string[] {
  const p = t.players[player];
  if (!p) throw new Error(`No player at index ${player} in a tournament of ${t.players.length}.`);
  return p.entries.slice(0, rounds).map((e, r) => roundInWords(t, e, r + 1));
}

/**
 * One round of a player in SwissSys 11's event file (.sjson, docs/swisssys-sjson.md): a string of
 * seven fields separated by semicolons, as the file's own note names them, "Result; Op.; Clr;
 * Brd; Logical ops. 1 & 2; Game pnts", e.g. "+;14;W;3;14;14;0" (won with White against 14 on
 * board 3). Only the result, the opponent and the colour are read; the board, SwissSys's two
 * pairing fields and the game points (0 but on a bye) say nothing the standings need. Anything
 * else in the result field is refused, never guessed.
 */
import type { EntryKind } from '../model/tournament';
import type { ParsedCell } from './notation';

/** The result letters as SwissSys writes them in the file, the same as its Results Editor's. */
const KINDS: Readonly<Record<string, EntryKind>> = {
  '+': 'win',
  '-': 'loss',
  '=': 'draw',
  X: 'forfeitWin',
  F: 'forfeitLoss',
  // The Results Editor's forfeit draw (US Chess mode), written like X and F.
  Z: 'forfeitDraw',
  B: 'fullBye',
  H: 'halfBye',
  U: 'zeroBye',
};

/** Paired, the result not in yet: the round in progress. */
const PENDING = '~';

export const RESULT_LETTERS =
  '+ - = (win, loss, draw), X F Z (forfeit win, loss, draw), B H U (full-, half-, zero-point bye) or ~ (paired, no result yet)';

const FIELDS = 7;

/** The opponent field: a pair number, or 0 or -1 for none. */
function opponentOf(field: string): number | undefined {
  return /^-?\d{1,7}$/.test(field) ? Number(field) : undefined;
}

/**
 * A round as the reader keeps it, or what was expected instead. The pairing bye (B) is the
 * pairing's, so the director's bye value applies to it (ParsedCell.pab unset).
 */
export function parseSwissSysRound(raw: string): ParsedCell | string {
  const fields = raw.split(';');
  if (fields.length !== FIELDS)
    return `expected ${FIELDS} fields separated by semicolons (result; opponent; colour; board; two pairing fields; game points), as SwissSys writes a round`;
  const [result = '', oppField = '', colourField = ''] = fields;
  const opponent = opponentOf(oppField);
  if (opponent === undefined) return `expected the opponent's pair number (0 or -1 for none) in the second field`;
  if (!['W', 'B', '-', '*'].includes(colourField)) return `expected the colour W, B or - in the third field`;
  const colour = colourField === 'W' || colourField === 'B' ? colourField : undefined;
  if (result === PENDING) return pendingRound(opponent, colour);
  const kind = KINDS[result];
  if (kind === undefined) return `expected the result ${RESULT_LETTERS} in the first field`;
  if (kind === 'win' || kind === 'loss' || kind === 'draw') return playedRound(kind, opponent, colour, colourField);
  if (kind === 'fullBye' || kind === 'halfBye' || kind === 'zeroBye')
    return opponent > 0 ? `a bye has no opponent; expected 0 or -1 in the second field` : { kind };
  // A forfeit is no game: its colour is left out (rules.md §1), and SwissSys may name no opponent.
  return opponent > 0 ? { kind, opponent } : { kind };
}

function playedRound(
  kind: EntryKind,
  opponent: number,
  colour: 'W' | 'B' | undefined,
  colourField: string,
): ParsedCell | string {
  if (opponent <= 0) return `a game has an opponent; expected the opponent's pair number in the second field`;
  if (colourField === '*') return `expected the colour of a game played, W or B, in the third field`;
  return colour ? { kind, opponent, colour } : { kind, opponent };
}

function pendingRound(opponent: number, colour: 'W' | 'B' | undefined): ParsedCell | string {
  if (opponent <= 0) return `a pairing without a result names the opponent; expected a pair number in the second field`;
  // As chess-results' "13b": the kind is never read in a round not counted (read/rounds.ts).
  return colour ? { kind: 'zeroBye', opponent, colour, pending: true } : { kind: 'zeroBye', opponent, pending: true };
}

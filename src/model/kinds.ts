/**
 * The one numbering of entry kinds and colours: a reader keeps a table's rounds as these codes
 * (Player.codes), and the tiebreaks' columns (tiebreaks/columns.ts) hold them. Every system that
 * counts one kind names it through kindCode, never by its number.
 */
import { Quarters } from './points';
import { Colour, EntryKind, isPlayed, POINTS } from './tournament';

/**
 * A kind's code. The games played over the board take the lowest codes (PLAYED_BELOW). A switch,
 * which is faster than a keyed lookup, asked once for every entry of the table.
 */
export function kindCode(kind: EntryKind): number {
  switch (kind) {
    case 'win':
      return 0;
    case 'draw':
      return 1;
    case 'loss':
      return 2;
    case 'forfeitWin':
      return 3;
    case 'forfeitLoss':
      return 4;
    case 'forfeitDraw':
      return 5;
    case 'fullBye':
      return 6;
    case 'halfBye':
      return 7;
    case 'zeroBye':
      return 8;
  }
}

/** Every kind at its code; kindCode numbering two kinds alike, skipping a code or not putting the games played first throws here. */
function kindsByCode(): EntryKind[] {
  const kinds = Object.keys(POINTS) as EntryKind[]; // POINTS names every kind (a Record)
  const byCode: EntryKind[] = [];
  for (const kind of kinds) byCode[kindCode(kind)] = kind;
  const played = kinds.filter((kind) => isPlayed({ kind })).length;
  const numbered = kinds.every((kind) => byCode[kindCode(kind)] === kind) && byCode.length === kinds.length;
  if (!numbered || !byCode.every((kind, code) => isPlayed({ kind }) === code < played))
    throw new Error('kindCode: the kinds must be numbered 0, 1, 2… once each, the games played first.');
  return byCode;
}

/** Every kind of entry (rules.md §1); a kind's code is its index here. */
export const ENTRY_KINDS: readonly EntryKind[] = kindsByCode();

/** The codes of the games played over the board (win, draw, loss) are the lowest: code < PLAYED_BELOW. */
export const PLAYED_BELOW = ENTRY_KINDS.filter((kind) => isPlayed({ kind })).length;

/** A table by kind (a team scoring, a deduction) as an array by kind code. */
export function byKindCode(table: Readonly<Record<EntryKind, Quarters>>): readonly Quarters[] {
  return ENTRY_KINDS.map((k) => table[k]);
}

/** POINTS by kind code, for loops over a column of kinds. */
export const POINTS_BY_CODE = byKindCode(POINTS);

/** A colour's code: 0 none (an unplayed round, or a notation without colours), 1 White, 2 Black. */
export const NO_COLOUR = 0;
export const WHITE = 1;
export const BLACK = 2;

export function colourCode(colour: Colour | undefined): number {
  return colour === 'W' ? WHITE : colour === 'B' ? BLACK : NO_COLOUR;
}

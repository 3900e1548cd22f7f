/**
 * One round cell as a notation reads it, before opponents are resolved to players. Opponents
 * are still the director's pairing numbers here.
 */
import { quoteText } from '../model/problems';
import { Colour, EntryKind } from '../model/tournament';

export interface ParsedCell {
  kind: EntryKind;
  opponent?: number;
  colour?: Colour;
  /**
   * Whether a full-point bye is the pairing-allocated bye, whose value is a setting (pabPoints).
   * Unset means yes: in every notation but TRF the one full-point bye code is the pairing's bye
   * (US B, chess-results -1, Vega +BYE, SwissPerfect 0:+); TRF tells F (requested) from U.
   */
  pab?: boolean;
  /**
   * Paired, but the result is not in yet (chess-results "13b"): the opponent and colour are the
   * pairing's. The round is then in progress and not counted (read/rounds.ts); in a round not
   * counted nothing reads the kind.
   */
  pending?: boolean;
}

/** A cell-by-cell notation: parse returns a string saying what was expected when it cannot read a cell. */
export interface CellNotation {
  id: NotationId;
  /** "US Chess notation", as the reader reports it. */
  name: string;
  /**
   * The contract detection leans on (cellShapes.ts): when the reading of a text takes its first
   * run of ASCII digits as the opponent, a text that differs only in those digits (as many, not
   * all zeros) reads the same way with its own number as the opponent. Held by
   * test/read/detectShapes.test.ts for every notation in CELL_NOTATIONS.
   */
  parse(text: string): ParsedCell | string;
  /**
   * Every ASCII character (either case) a cell that parse reads can begin with, after the
   * leading spaces: detection skips parsing other texts, most of another notation's cells.
   */
  firstChars?: string;
  /** Cleans a name cell of marks the notation puts there (Vega's "(W)" for a withdrawn player). */
  readName?(text: string): { name: string; withdrawn: boolean };
}

/** The notations a director can name (CLI --notation, readAny's `notation`). */
export const NOTATION_IDS = ['us', 'msa', 'chess-results', 'vega', 'swissperfect', 'trf', 'rr'] as const;
export type NotationId = (typeof NOTATION_IDS)[number];

export const NOTATION_NAMES: Record<NotationId, string> = {
  us: 'US Chess notation',
  msa: 'US Chess MSA crosstable',
  'chess-results': 'chess-results notation',
  vega: 'Vega notation',
  swissperfect: 'SwissPerfect notation',
  trf: 'FIDE TRF',
  rr: 'round-robin grid',
};

/** How each notation writes "not paired" in a round, for a message asking the director to write it. */
export const NOT_PAIRED: Record<NotationId, string> = {
  us: 'U',
  msa: 'U',
  'chess-results': '-0',
  vega: '--',
  swissperfect: '0:-',
  trf: '0000 - Z',
  rr: '',
};

export function isNotationId(text: string): text is NotationId {
  return (NOTATION_IDS as readonly string[]).includes(text);
}

/** A reading with the text and the cell it came from, as the readers hand it to buildTournament. */
export type LocatedCell = ParsedCell & { raw: string; cell: string };

/**
 * A reading with its text, and its cell when the reader names it there. The grid reader does
 * not: the cells that hold one text share one reading, and ReadPlayer.row names a cell
 * only when a message or an explanation asks.
 */
export type ReadCell = ParsedCell & { raw: string; cell?: string };

/**
 * `p` with its text. Built field by field, always with the same fields: spreading readings of
 * several shapes ({ ...p, raw }) is many times slower in V8, and building reads one for every cell.
 */
export function withRaw(p: ParsedCell, raw: string): ReadCell {
  return { kind: p.kind, opponent: p.opponent, colour: p.colour, pab: p.pab, pending: p.pending, raw };
}

/**
 * The value of a pairing-allocated bye, when the director sets one: the PAB cells become a
 * full-, half- or zero-point bye. Without a setting the notation's own printed value stands.
 */
export function withPabPoints(cell: ParsedCell, pabQuarters: number | undefined): ParsedCell {
  if (pabQuarters === undefined || cell.kind !== 'fullBye' || cell.pab === false) return cell;
  const kind: EntryKind = pabQuarters === 4 ? 'fullBye' : pabQuarters === 2 ? 'halfBye' : 'zeroBye';
  return { ...cell, kind };
}

/**
 * The longest round cell any notation reads (spaces at either end aside). A result is a few
 * characters ("W:123456:B", "+W86", "12w½", "W12 2½-1½"); a longer cell is refused unread, so a
 * pasted paragraph is named at once and no pattern ever works through a long text.
 */
export const MAX_RESULT_CELL_LENGTH = 40;

/** Why a round cell is not read when it is longer than a result can be; undefined when it is not. */
export function resultTooLong(text: string): string | undefined {
  const length = text.trim().length;
  return length > MAX_RESULT_CELL_LENGTH ? `a result has at most ${MAX_RESULT_CELL_LENGTH} characters` : undefined;
}

/**
 * A cell's text as a problem quotes it: whole when it is short, else its start and its length,
 * so one pasted page does not bury the other problems.
 */
export function quoteCell(raw: string): string {
  return quoteText(raw, MAX_RESULT_CELL_LENGTH);
}

/**
 * One round cell as a notation reads it, before opponents are resolved to players. Opponents
 * are still the director's pairing numbers here.
 */
import { Colour, EntryKind } from '../model/tournament';

export interface ParsedCell {
  kind: EntryKind;
  opponent?: number;
  colour?: Colour;
}

/** A cell-by-cell notation: parse returns a string saying what was expected when it cannot read a cell. */
export interface CellNotation {
  id: string;
  /** "US Chess notation", as the reader reports it. */
  name: string;
  parse(text: string): ParsedCell | string;
}

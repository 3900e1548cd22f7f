/**
 * A request the engine will not run, said as a reason code and the values a message needs: each
 * front end words it its own way (the CLI names --pab-points, a custom function pab=, the sidebar
 * its own setting), so the code is the contract and the wording stays with the front end.
 */
export type RefusalCode =
  // Settings (one parser each, src/request/settings.ts).
  | 'pab-not-a-bye-value'
  | 'match-points-not-three'
  | 'notation-unknown'
  | 'notation-board-sheet'
  | 'fide-version-unknown'
  | 'convention-unknown'
  | 'not-a-whole-number'
  | 'school-top-out-of-range'
  | 'school-tiebreak-unknown'
  | 'missing-data-unknown'
  // The order (src/request/order.ts).
  | 'preset-and-codes'
  | 'codes-empty'
  | 'tiebreak-or-preset-unknown'
  | 'lots-in-order'
  | 'too-many-tiebreaks'
  | 'order-invalid'
  // The table (src/request/input.ts).
  | 'pab-on-team-table'
  | 'match-points-on-individual-table'
  | 'board-sheet-not-accepted'
  // Sections (src/request/sections.ts): given is the name asked, detail the table's sections.
  | 'section-unknown'
  | 'section-without-sections'
  | 'section-not-named'
  // "after round N" on the table read (src/request/rankRequest.ts): N is a round not yet counted.
  | 'after-round-past-results';

export interface Refusal {
  code: RefusalCode;
  /** The value as the director gave it, for the message to quote. */
  given?: string;
  /** The engine's own explanation, when it has one (a bad tiebreak code, a bad match-points text). */
  detail?: string;
}

/** A setting's value, or why it was refused. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const accepted = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const refused = (code: RefusalCode, given?: string, detail?: string): Parsed<never> => ({
  ok: false,
  refusal: { code, ...(given === undefined ? {} : { given }), ...(detail === undefined ? {} : { detail }) },
});

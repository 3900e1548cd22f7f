/**
 * What a custom function receives from Sheets, made into engine requests: the crosstable range
 * (a 2-D array, or one value for a one-cell range), optional arguments that arrive as "" or
 * undefined when left out, and errors rewritten so the #ERROR! tooltip names the cell.
 */
import { CrosstableError, Problem } from '../model/problems';
import { readCrosstable } from '../read';
import { cellText, isDate } from '../read/cells';
import type { Tournament } from '../model/tournament';
import { findPreset, PRESETS } from '../standings/presets';
import { isTiebreakCode, parseTiebreakSpec, splitTiebreakList, TIEBREAKS, TiebreakSpec, withOptions } from '../tiebreaks/registry';
import type { TiebreakCode } from '../tiebreaks/types';

/** A range as Sheets hands it over: rows of cells, or a bare value for a single cell. */
export type SheetRange = unknown[][] | unknown;
/** A value a custom function returns: one value, or rows that spill into the cells beside it. */
export type SheetCell = string | number;

/** A one-cell range arrives as the value itself; a row may arrive ragged from callers other than Sheets. */
export function asGrid(range: SheetRange): unknown[][] {
  if (!Array.isArray(range)) return [[range]];
  return range.map((row) => (Array.isArray(row) ? row : [row]));
}

export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (cellText(v) === '' && !isDate(v));
}

export interface Table {
  grid: unknown[][];
  tournament: Tournament;
  /** Grid row of each player, in tournament order. */
  rowOf: number[];
  /** Grid row of the header (the first non-blank row). */
  headerRow: number;
}

/**
 * The whole range, header row included. A custom function is not told where its range starts,
 * so cells are named as if the range began at A1 ("cell C7 of the range").
 */
export function readTable(range: SheetRange): Table {
  const grid = asGrid(range);
  const tournament = readCrosstable(grid);
  // The reader keeps the cell of each player's row ("A7"), origin A1, so its row is the grid row.
  const rowOf = tournament.players.map((p) => Number(/\d+$/.exec(p.cell ?? '')?.[0] ?? NaN) - 1);
  if (rowOf.some((r) => !Number.isInteger(r) || r < 0 || r >= grid.length)) {
    throw new Error('Internal error: the reader did not say which row each player is on.');
  }
  const headerRow = grid.findIndex((row) => row.some((v) => !isBlank(v)));
  return { grid, tournament, rowOf, headerRow };
}

/** A whole number from a cell: 3 or "3". A date (1/2 typed into a cell) or text says what was expected. */
function wholeNumber(value: unknown, what: string): number {
  const n = typeof value === 'number' ? value : isDate(value) ? NaN : Number(cellText(value));
  if (!Number.isInteger(n) || n < 0) throw new Error(`${what}; got ${isDate(value) ? 'a date' : `"${cellText(value)}"`}.`);
  return n;
}

/** "after round N": blank means every round; the engine checks N against the table. */
export function afterRoundArg(value: unknown): number | undefined {
  return isBlank(value) ? undefined : wholeNumber(value, 'after_round must be a whole number of rounds such as 3');
}

/** A player number from a cell (12 or "12"). */
export function playerNumber(value: unknown): number {
  const n = isBlank(value) ? NaN : wholeNumber(value, 'player must be a player number such as 12');
  if (!(n >= 1)) throw new Error(`player must be a player number such as 12; got "${cellText(value)}".`);
  return n;
}

/** The player's index in the tournament, by number. */
export function playerIndex(t: Tournament, number: number): number {
  const i = t.players.findIndex((p) => p.number === number);
  if (i < 0) throw new Error(`There is no player number ${number} in the table.`);
  return i;
}

/**
 * An options argument as name=value pairs: "scores=adjusted", "minus=lowest; drop2from=7", or
 * just a value such as "adjusted" when exactly one of the system's options accepts it.
 */
function optionPairs(code: TiebreakCode, options: unknown): string[] {
  return cellText(options)
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((part) => {
      if (part.includes('=')) return part;
      const value = part.toLowerCase();
      const owners = TIEBREAKS[code].options.filter((o) => o.values !== 'integer' && o.values.includes(value));
      if (owners.length !== 1) {
        const known = TIEBREAKS[code].options.map((o) => `${o.name}=${o.values === 'integer' ? 'N' : o.values.join('|')}`).join(', ');
        throw new Error(`${code}: cannot tell which option "${part}" sets; write it as name=value (${known || 'it has no options'}).`);
      }
      return `${owners[0].name}=${value}`;
    });
}

/** A per-system function's spec: its code and the options argument, read as the engine reads "SB(scores=adjusted)". */
export function specWithOptions(code: TiebreakCode, options: unknown): TiebreakSpec {
  if (isBlank(options)) return withOptions(code);
  return parseTiebreakSpec(`${code}(${optionPairs(code, options).join(', ')})`);
}

/** TIEBREAK's code ("SB", "SB:scores=adjusted", "SB(scores=adjusted)", "BH/C1") plus separate options. */
export function specFromCode(code: unknown, options: unknown): TiebreakSpec {
  const text = cellText(code);
  if (!text) throw new Error(`code must name a tiebreak system, such as ${Object.keys(TIEBREAKS).slice(0, 4).join(', ')}.`);
  const spec = parseTiebreakSpec(text);
  if (spec.code === 'LOTS') throw new Error('Drawing of lots needs a seed: use STANDINGS(crosstable, tiebreaks, after_round, lot_seed).');
  if (isBlank(options)) return spec;
  if (/[:(]/.test(text)) throw new Error(`Give the options of ${spec.code} once: in code ("${text}") or in options, not both.`);
  return parseTiebreakSpec(`${text}(${optionPairs(spec.code, options).join(', ')})`);
}

/** True when the argument is one preset id such as "uscf" (rather than tiebreak codes). */
export function namesPreset(value: unknown): boolean {
  const texts = asGrid(value).flat().map(cellText).filter(Boolean);
  return texts.length === 1 && PRESETS.some((p) => p.id === texts[0].toLowerCase());
}

/** STANDINGS' order: blank (US Chess), a preset id, or codes in a cell or a range of cells. */
export function orderArg(value: unknown): readonly TiebreakSpec[] {
  const texts = asGrid(value).flat().map(cellText).filter(Boolean);
  if (!texts.length) return findPreset('uscf').order;
  if (namesPreset(value)) return findPreset(texts[0]).order;
  const tokens = texts.flatMap(splitTiebreakList);
  const specs = tokens.map((token) => {
    // One unknown word may have been meant as a preset: say so.
    if (tokens.length === 1 && !isTiebreakCode(token.split(/[:(]/)[0].trim().toUpperCase())) {
      throw new Error(`Unknown tiebreak or preset "${token}". Expected a preset (${PRESETS.map((p) => p.id).join(', ')}) or codes such as "MM, SOLK, CUM".`);
    }
    return parseTiebreakSpec(token);
  });
  if (specs.some((s) => s.code === 'LOTS')) throw new Error('Drawing of lots is given as a seed, not a code: STANDINGS(crosstable, tiebreaks, after_round, lot_seed).');
  return specs;
}

/** A seed for drawing of lots: a whole number, or blank for none. */
export function lotSeedArg(value: unknown): number | undefined {
  return isBlank(value) ? undefined : wholeNumber(value, 'lot_seed must be a whole number such as 1234');
}

const MAX_LISTED = 5;

/** How a problem in the range reads in the #ERROR! tooltip. */
function describe(p: Problem): string {
  return p.cell ? `Cell ${p.cell} of the range: ${p.message}` : p.message;
}

/**
 * Runs a custom function's body; whatever goes wrong comes back as a plain Error whose message
 * is what the director sees in the #ERROR! tooltip.
 */
export function asCustomFunction<T>(body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof CrosstableError) {
      const lines = e.problems.slice(0, MAX_LISTED).map(describe);
      const more = e.problems.length - MAX_LISTED;
      if (more > 0) lines.push(`…and ${more} more problem${more === 1 ? '' : 's'}.`);
      // The function is not told where its range starts: say how cells are named.
      if (e.problems.some((p) => p.cell)) lines.push("(Cells are named as if the range's top-left cell were A1.)");
      throw new Error(lines.join('\n'));
    }
    throw e instanceof Error ? new Error(e.message) : new Error(String(e));
  }
}

/**
 * What a custom function receives from Sheets, made into engine requests: the crosstable range
 * (a 2-D array, or one value for a one-cell range), optional arguments that arrive as "" or
 * undefined when left out, and errors rewritten so the #ERROR! tooltip names the cell.
 */
import { CrosstableError, Problem } from '../model/problems';
import { cellText, isDate } from '../read/cells';
import { AmbiguousNotationError } from '../read/detect';
import type { Tournament } from '../model/tournament';
import { parseWholeNumberValue, Refusal, resolveOrder } from '../request';
import { applyConvention } from '../standings/conventions';
import { applyFideRules } from '../standings/fideRules';
import { PRESETS } from '../standings/presets';
import { parseTiebreakSpec, TIEBREAKS, TiebreakSpec, withOptions } from '../tiebreaks/registry';
import type { TiebreakCode } from '../tiebreaks/registry';
import { readRange, splitTableOptions, TABLE_OPTION_SHAPES, TableOptions } from './tableOptions';

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
 * The whole range, header row included, read with the options' notation, bye value and match
 * points; a team crosstable gives one row per team. A custom function is not told where its
 * range starts, so cells are named as if the range began at A1 ("cell C7 of the range").
 */
export function readTable(range: SheetRange, options: TableOptions = {}): Table {
  const grid = asGrid(range);
  const tournament = readRange(grid, options);
  // The reader keeps the cell of each player's row ("A7"), origin A1, so its row is the grid row.
  const rowOf = tournament.players.map((p) => Number(/^(?:.*\D)?(\d+)$/.exec(p.cell ?? '')?.[1] ?? NaN) - 1);
  if (rowOf.some((r) => !Number.isInteger(r) || r < 0 || r >= grid.length)) {
    throw new Error('Internal error: the reader did not say which row each player is on.');
  }
  const headerRow = grid.findIndex((row) => row.some((v) => !isBlank(v)));
  return { grid, tournament, rowOf, headerRow };
}

/**
 * A whole number from a cell: 3 or "3", read as the command line reads one (parseWholeNumberValue).
 * A date (1/2 typed into a cell) or text says what was expected.
 */
function wholeNumber(value: unknown, what: string): number {
  const n = isDate(value) ? undefined : parseWholeNumberValue(typeof value === 'number' ? value : cellText(value));
  if (!n?.ok) throw new Error(`${what}; got ${isDate(value) ? 'a date' : `"${cellText(value)}"`}.`);
  return n.value;
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
 * The system's part of an options argument as name=value pairs: "scores=adjusted",
 * "minus=lowest; drop2from=7", or just a value such as "adjusted" when exactly one of the
 * system's options accepts it. A name the system does not know lists the system's options and
 * the table's.
 */
function optionPairs(code: TiebreakCode, parts: readonly string[]): string[] {
  const known = TIEBREAKS[code].options
    .map((o) => `${o.name}=${o.values === 'integer' ? 'N' : o.values.join('|')}`)
    .join(', ');
  return parts.map((part) => {
    if (part.includes('=')) {
      const name = part.slice(0, part.indexOf('=')).trim().toLowerCase();
      if (!TIEBREAKS[code].options.some((o) => o.name === name)) {
        throw new Error(
          `Unknown option "${part}" for ${code}; expected ${known ? `${known} or ` : ''}${TABLE_OPTION_SHAPES}.`,
        );
      }
      return part;
    }
    const value = part.toLowerCase();
    const owners = TIEBREAKS[code].options.filter((o) => o.values !== 'integer' && o.values.includes(value));
    const [owner] = owners;
    if (owners.length !== 1 || !owner) {
      throw new Error(
        `${code}: cannot tell which option "${part}" sets; write it as name=value (${known ? `${known}, or ` : ''}${TABLE_OPTION_SHAPES}).`,
      );
    }
    return `${owner.name}=${value}`;
  });
}

/** A system and how to read the table for it. */
export interface SystemRequest {
  spec: TiebreakSpec;
  table: TableOptions;
}

/**
 * A per-system function's spec from its options argument, read as the engine reads
 * "SB(scores=adjusted)", with the table's options (notation=, pab=, mp=) taken out. fide= is
 * refused: it would make BUCHHOLZ the FIDE system, which TIEBREAK(…, "BH", "fide=2024") names.
 */
export function specWithOptions(code: TiebreakCode, options: unknown): SystemRequest {
  const { table, rest } = splitTableOptions(options);
  if (table.fideRules !== undefined) {
    throw new Error(
      `fide= reads BH, SB and ARO as the FIDE systems; use it in STANDINGS or TIEBREAK, e.g. =TIEBREAK(A1:K40, "${code}", "fide=${table.fideRules}").`,
    );
  }
  const spec = rest.length ? parseTiebreakSpec(`${code}(${optionPairs(code, rest).join(', ')})`) : withOptions(code);
  return { spec: conventionReading(spec, table.convention), table };
}

/**
 * TIEBREAK's code ("SB", "SB:scores=adjusted", "SB(scores=adjusted)", "BH/C1") plus separate
 * options; fide=V reads the code as the CLI's --fide-rules V does.
 */
export function specFromCode(code: unknown, options: unknown): SystemRequest {
  const text = cellText(code);
  if (!text)
    throw new Error(`code must name a tiebreak system, such as ${Object.keys(TIEBREAKS).slice(0, 4).join(', ')}.`);
  let spec = parseTiebreakSpec(text);
  if (spec.code === 'LOTS')
    throw new Error('Drawing of lots needs a seed: use STANDINGS(crosstable, tiebreaks, after_round, lot_seed).');
  const { table, rest } = splitTableOptions(options);
  if (rest.length) {
    if (/[:(]/.test(text))
      throw new Error(`Give the options of ${spec.code} once: in code ("${text}") or in options, not both.`);
    spec = parseTiebreakSpec(`${text}(${optionPairs(spec.code, rest).join(', ')})`);
  }
  if (table.fideRules !== undefined) spec = fideReading(spec, table.fideRules);
  return { spec: conventionReading(spec, table.convention), table };
}

/** One system as a convention reads it (convention=vega), as --convention reads each system of an order. */
function conventionReading(spec: TiebreakSpec, convention: string | undefined): TiebreakSpec {
  if (convention === undefined) return spec;
  const [read] = applyConvention([spec], convention);
  return read ?? spec;
}

/** One system read under a FIDE rules version, as --fide-rules reads each system of an order. */
function fideReading(spec: TiebreakSpec, version: string): TiebreakSpec {
  const [read] = applyFideRules([spec], version);
  if (!read) throw new Error(`Internal error: the FIDE rules gave no reading of ${spec.code}.`);
  return read;
}

/** True when the argument is one preset id such as "uscf" (rather than tiebreak codes). */
export function namesPreset(value: unknown): boolean {
  const [only, ...others] = filledTexts(value);
  return only !== undefined && !others.length && PRESETS.some((p) => p.id === only.toLowerCase());
}

/** The argument's filled cells as text, in reading order. */
function filledTexts(value: unknown): string[] {
  return asGrid(value).flat().map(cellText).filter(Boolean);
}

/**
 * STANDINGS' order: blank (US Chess), a preset id, or codes in a cell or a range of cells. With
 * fide=V (the CLI's --fide-rules V), BH, SB and ARO are the FIDE systems and blank means fide.
 */
export function orderArg(value: unknown, fideRules?: string, convention?: string): readonly TiebreakSpec[] {
  const texts = filledTexts(value);
  const order = resolveOrder({
    codes: texts.length ? texts : undefined,
    fideRules,
    convention,
    mayNamePreset: true,
    refuseLots: true,
  });
  if (order.ok) return order.value;
  throw new Error(orderRefusalMessage(order.refusal));
}

/** How a custom function words a refused order. */
function orderRefusalMessage(r: Refusal): string {
  if (r.code === 'tiebreak-or-preset-unknown') {
    return `Unknown tiebreak or preset "${r.given}". Expected a preset (${PRESETS.map((p) => p.id).join(', ')}) or codes such as "MM, SOLK, CUM".`;
  }
  if (r.code === 'lots-in-order')
    return 'Drawing of lots is given as a seed, not a code: STANDINGS(crosstable, tiebreaks, after_round, lot_seed).';
  return r.detail ?? `Internal error: no message for ${r.code}.`;
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

/** How a custom function was called, so advice can show the formula to type. */
export interface Call {
  name: string;
  /** The arguments as given, crosstable first. */
  args: readonly unknown[];
  /** Where the options argument stands among them. */
  optionsAt: number;
}

/** A per-system function's call (crosstable, player, after_round, options). */
export function systemCall(name: string, args: readonly unknown[]): Call {
  return { name, args, optionsAt: 3 };
}

/** An argument as it would be typed again: a number, "text", or left empty. */
function typed(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return '…';
  return `"${cellText(value).replace(/"/g, '""')}"`;
}

/**
 * The call again with `option` added to its options argument, the range written A1:K40:
 * =STANDINGS(A1:K40, "uscf", , , "notation=us").
 */
export function withOption(call: Call, option: string): string {
  const args = call.args.slice(1, call.optionsAt).map(typed);
  const given = isBlank(call.args[call.optionsAt]) ? '' : cellText(call.args[call.optionsAt]);
  args.push(`"${given ? `${given}; ` : ''}${option}"`);
  return `=${call.name}(A1:K40, ${args.join(', ')})`;
}

/** The refusal of an ambiguous table, with the options a sheet user types instead of --notation. */
function ambiguityAdvice(e: AmbiguousNotationError, call: Call): string {
  const [a, b] = e.notations;
  // The reader names two notations whenever it refuses a table as ambiguous.
  if (!a || !b) return e.problems[0]?.message ?? 'The notation of this table is ambiguous.';
  return (
    `The letters in this table mean different things in ${a.name} and ${b.name}, and nothing in the table decides which ` +
    `(no score column that fits only one reading, no cell only one of them uses). Say which notation it is in the options argument: ` +
    `${withOption(call, `notation=${a.id}`)} or "notation=${b.id}" (with your range for A1:K40), or add the score column.`
  );
}

/**
 * Runs a custom function's body; whatever goes wrong comes back as a plain Error whose message
 * is what the director sees in the #ERROR! tooltip. Advice about the table's notation names the
 * options argument of `call`, not the CLI's --notation.
 */
export function asCustomFunction<T>(body: () => T, call?: Call): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof CrosstableError) {
      const problems =
        e instanceof AmbiguousNotationError && call
          ? [{ message: ambiguityAdvice(e, call) }, ...e.problems.slice(1)]
          : e.problems;
      const lines = problems.slice(0, MAX_LISTED).map(describe);
      const more = problems.length - MAX_LISTED;
      if (more > 0) lines.push(`…and ${more} more problem${more === 1 ? '' : 's'}.`);
      // The function is not told where its range starts: say how cells are named.
      if (problems.some((p) => p.cell)) lines.push("(Cells are named as if the range's top-left cell were A1.)");
      throw new Error(lines.join('\n'));
    }
    throw e instanceof Error ? new Error(e.message) : new Error(String(e));
  }
}

/**
 * What a custom function receives from Sheets, made into engine requests: the crosstable range
 * (a 2-D array, or one value for a one-cell range), optional arguments that arrive as "" or
 * undefined when left out, and errors rewritten so the #ERROR! tooltip names the cell.
 */
import { didYouMean } from '../model/nearest';
import { CrosstableError, groupDigits, Problem } from '../model/problems';
import { cellText, isDate } from '../read/cells';
import { AmbiguousNotationError } from '../read/detect';
import type { Tournament } from '../model/tournament';
import type { Grid } from '../read/crosstable';
import {
  afterRoundOfTable,
  MAX_TIEBREAKS,
  oneSection,
  Parsed,
  parseWholeNumberValue,
  Refusal,
  resolveOrder,
  SectionSource,
  sectionsToRank,
} from '../request';
import { applyConvention } from '../standings/conventions';
import { applyFideRules } from '../standings/fideRules';
import { PRESETS } from '../standings/presets';
import { parseTiebreakSpec, TIEBREAK_CODES, TIEBREAKS, TiebreakSpec, withOptions } from '../tiebreaks/registry';
import type { TiebreakCode } from '../tiebreaks/registry';
import { optionRefusalMessage, readRange, splitTableOptions, TABLE_OPTION_SHAPES, TableOptions } from './tableOptions';

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
  /** The section these rows are (a table with a Section column); null for the whole table. */
  section: string | null;
}

/** The sections a request ranks (src/request/sections.ts), or its refusal as the #ERROR! text. */
function sectionsOf<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new Error(optionRefusalMessage(parsed.refusal));
  return parsed.value;
}

/**
 * The whole range, header row included, read with the options' notation, bye value and match
 * points; a team crosstable gives one row per team. A table with a Section column is one section:
 * the one section= names, and without it the table is refused, naming its sections (a ranked
 * table of one section is what the director asked for, never a mix). A custom function is not
 * told where its range starts, so cells are named as if the range began at A1 ("cell C7 of the range").
 */
export function readTable(range: SheetRange, options: TableOptions = {}): Table {
  const grid = asGrid(range);
  const one = sectionsOf(oneSection(grid as Grid, options.section));
  return tableOf(grid, one, options);
}

/**
 * Every section of the range, each read alone (its own rounds, score groups and places), each
 * keeping the range's rows where they are; only the one section= names; or the whole table.
 */
export function readSectionTables(range: SheetRange, options: TableOptions = {}): Table[] {
  const grid = asGrid(range);
  return sectionsOf(sectionsToRank(grid as Grid, options.section)).map((s) => tableOf(grid, s, options));
}

function tableOf(grid: unknown[][], source: SectionSource, options: TableOptions): Table {
  // A section's grid keeps the range's shape: its rows where they are, the others blank.
  const tournament = readRange(source.source as Grid, options);
  // The reader keeps the cell of each player's row ("A7"), origin A1, so its row is the grid row.
  const rowOf = tournament.players.map((p) => Number(/^(?:.*\D)?(\d+)$/.exec(p.cell ?? '')?.[1] ?? NaN) - 1);
  if (rowOf.some((r) => !Number.isInteger(r) || r < 0 || r >= grid.length)) {
    throw new Error('Internal error: the reader did not say which row each player is on.');
  }
  const headerRow = grid.findIndex((row) => row.some((v) => !isBlank(v)));
  return { grid, tournament, rowOf, headerRow, section: source.section };
}

/**
 * The section table holding player `number`: numbers restart in each section, so a number found
 * in two sections is refused, naming them, rather than answered from either.
 */
export function tableOfPlayer(tables: readonly Table[], number: number): Table {
  const holding = tables.filter((t) => t.tournament.players.some((p) => p.number === number));
  const [only, ...more] = holding;
  if (only && !more.length) return only;
  if (!only) {
    if (tables.length === 1 && tables[0]) return tables[0];
    throw new Error(`There is no player number ${number} in any section of the table.`);
  }
  const names = holding.map((t) => t.section ?? '').join(', ');
  throw new Error(
    `Player number ${number} is in ${holding.length} sections (${names}); name one with section=${only.section ?? ''} in the options.`,
  );
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

/** after_round read and checked against the table: a round not yet counted (read/rounds.ts) is an error saying why. */
export function afterRoundOnTable(t: Tournament, value: unknown): number | undefined {
  const checked = afterRoundOfTable(t, afterRoundArg(value));
  if (!checked.ok) throw new Error(optionRefusalMessage(checked.refusal));
  return checked.value;
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
    const names = [...PRESETS.map((p) => p.id), ...TIEBREAK_CODES];
    return `Unknown tiebreak or preset "${r.given}".${didYouMean(r.given ?? '', names)} Expected a preset (${PRESETS.map((p) => p.id).join(', ')}) or codes such as "MM, SOLK, CUM".`;
  }
  if (r.code === 'lots-in-order')
    return 'Drawing of lots is given as a seed, not a code: STANDINGS(crosstable, tiebreaks, after_round, lot_seed).';
  if (r.code === 'too-many-tiebreaks')
    return `The tiebreaks list ${groupDigits(Number(r.given))} codes; expected at most ${MAX_TIEBREAKS}, such as "MM, SOLK, CUM" (each breaks only the ties the ones before it leave).`;
  return r.detail ?? `Internal error: no message for ${r.code}.`;
}

/** A seed for drawing of lots: a whole number, or blank for none. */
export function lotSeedArg(value: unknown): number | undefined {
  return isBlank(value) ? undefined : wholeNumber(value, 'lot_seed must be a whole number such as 1234');
}

const MAX_LISTED = 5;

/**
 * The longest #ERROR! message: Sheets shows the thrown message in a small tooltip, and Google
 * documents neither its size nor any line break in it, so a message is one line, and a list of
 * problems stops (saying how many more) before it would pass this many characters.
 */
export const MAX_ERROR_LENGTH = 1000;

/** A message on one line: every line break and the white space around it become one space. */
export function oneLine(text: string): string {
  return text
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

/** A message cut to MAX_ERROR_LENGTH at a space, with an ellipsis. */
function capped(text: string): string {
  if (text.length <= MAX_ERROR_LENGTH) return text;
  const cut = text.lastIndexOf(' ', MAX_ERROR_LENGTH - 1);
  return `${text.slice(0, cut > 0 ? cut : MAX_ERROR_LENGTH - 1)}…`;
}

/**
 * The tooltip for problems in the range: each on one line, joined by spaces, as many as fit in
 * MAX_ERROR_LENGTH (at most MAX_LISTED) with the count of the rest, and the note on cell names.
 */
export function problemsTooltip(problems: readonly Problem[]): string {
  const note = problems.some((p) => p.cell) ? " (Cells are named as if the range's top-left cell were A1.)" : '';
  const moreText = (listed: number) => {
    const more = problems.length - listed;
    return more > 0 ? ` …and ${more} more problem${more === 1 ? '' : 's'}.` : '';
  };
  const listed: string[] = [];
  for (const p of problems.slice(0, MAX_LISTED)) {
    const text = [...listed, oneLine(describe(p))].join(' ') + moreText(listed.length + 1) + note;
    // The first problem is always said, cut if it must be.
    if (listed.length && text.length > MAX_ERROR_LENGTH) break;
    listed.push(oneLine(describe(p)));
  }
  return capped(listed.join(' ') + moreText(listed.length) + note);
}

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
      // The function is not told where its range starts: the tooltip says how cells are named.
      throw new Error(problemsTooltip(problems));
    }
    return rethrown(e);
  }
}

/** Any other error, as a one-line message of at most MAX_ERROR_LENGTH characters. */
function rethrown(e: unknown): never {
  throw new Error(capped(oneLine(e instanceof Error ? e.message : String(e))));
}

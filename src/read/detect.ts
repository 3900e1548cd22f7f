/**
 * Which cell notation a table is written in, decided from the whole table (notations.md §9).
 * Every notation tries every cell (each shape of cell once, cellShapes.ts, and only those that
 * start the way its cells can); the one that reads them all wins. Where two notations read
 * every cell but disagree (a bare F is a forfeit loss in US Chess and a full-point bye in FIDE
 * TRF; U is "not paired" or the pairing bye), the score column decides, then the pairings'
 * consistency; if nothing decides, the reader refuses and names the cells and both readings
 * rather than guess.
 */
import { formatPoints } from '../model/points';
import { CrosstableError, Problem } from '../model/problems';
import { KIND_LABEL, POINTS } from '../model/tournament';
import { buildTournament } from './build';
import { CellShapes, cellShapes, textAt } from './cellShapes';
import { chessResultsNotation } from './chessResults';
import { readCells, RoundCell, TableScan } from './crosstable';
import { CellNotation, ParsedCell, ReadCell, withPabPoints, withRaw } from './notation';
import { BLANK, readingOf, ShapeReading, ShapeReadings } from './shapeReadings';
import { swissPerfectNotation } from './swissPerfect';
import { trfCellNotation } from './trfCodes';
import { usNotation } from './usNotation';
import { vegaNotation } from './vega';

/** In order of preference when several read a table the same way. */
export const CELL_NOTATIONS: readonly CellNotation[] = [
  usNotation,
  chessResultsNotation,
  vegaNotation,
  swissPerfectNotation,
  trfCellNotation,
];

export interface CellChoice {
  notation: CellNotation;
  /** Why, when the letters could have meant something else. */
  notes: string[];
  /**
   * The chosen notation's reading of every round cell (rows in order, rounds within; bye value
   * applied; cells of one text without a number share one), null where it cannot read one: the
   * reader uses them instead of parsing again. Made when first asked: the reader takes `shared`.
   */
  readonly readings?: readonly (ReadCell | null)[];
  /** The same readings without an object per cell (shapeReadings.ts), as the grid reader takes them. */
  shared?: ShapeReadings;
}

/** The table's round cells and their shapes (cellShapes.ts). */
interface Cells {
  scan: TableScan;
  shapes: CellShapes;
}

interface Attempt {
  notation: CellNotation;
  /** Per shape: how this notation reads its cells. */
  byShape: ShapeReading[];
  /** Cells this notation cannot read. */
  failures: number;
}

/** The i-th round cell of the scan (rows in order, rounds within), named for a message. */
function cellAt(cells: Cells, i: number): RoundCell {
  const { rounds } = cells.shapes;
  const row = cells.scan.rows[Math.floor(i / rounds)];
  const r = i % rounds;
  const raw = row?.texts[r];
  if (!row || raw === undefined) throw new Error(`detect: no round cell ${i}`);
  return { raw, cell: row.roundCell(r), isDate: row.dates?.[r] === true };
}

/**
 * First characters a notation's cells can start with, both cases, as a lookup by character
 * code: most of another notation's cells fail this test, which is far cheaper than parsing them.
 */
function firstCharTable(notation: CellNotation): Uint8Array | undefined {
  if (notation.firstChars === undefined) return undefined;
  const table = new Uint8Array(128);
  for (const ch of notation.firstChars)
    table[ch.toLowerCase().charCodeAt(0)] = table[ch.toUpperCase().charCodeAt(0)] = 1;
  return table;
}

/**
 * False only when the notation surely cannot read the text: its first character is plain ASCII
 * and none its cells start with. Spaces and other characters (which case mapping or trimming
 * might turn into something readable) are left to parse.
 */
function mayRead(table: Uint8Array | undefined, text: string): boolean {
  const c = text.charCodeAt(0);
  return table === undefined || c <= 32 || c >= 128 || table[c] === 1;
}

/** Whether the test above answers alike for every digit, so a shape whose text starts with its number passes or fails whole. */
function digitsAlike(table: Uint8Array | undefined): boolean {
  return table === undefined || table.subarray(48, 58).every((x) => x === table[48]);
}

/**
 * Whether the reading of shape s's first cell stands for every cell of the shape, its number set
 * aside: it takes that number as the opponent, and (CellNotation's contract, notation.ts, checked
 * here at the cost of one parse) a cell of the shape with another number reads alike with its own
 * number as the opponent. A notation that broke the contract is then read cell by cell, not misread.
 */
function standsForShape(reading: ReadCell, shapes: CellShapes, s: number, readCell: (i: number) => ReadCell | null) {
  if (reading.opponent !== shapes.numberOf[shapes.first[s]!]) return false;
  const other = shapes.lastOther[s]!;
  // Every cell holds the first cell's number, so its text.
  if (other < 0) return true;
  const o = readCell(other);
  return (
    o !== null &&
    o.opponent === shapes.numberOf[other] &&
    o.kind === reading.kind &&
    o.colour === reading.colour &&
    o.pab === reading.pab &&
    o.pending === reading.pending
  );
}

function attempt(notation: CellNotation, cells: Cells, pabQuarters: number | undefined): Attempt {
  const table = firstCharTable(notation);
  const { shapes } = cells;
  const read = (text: string): ReadCell | null => {
    const parsed = mayRead(table, text) ? notation.parse(text) : 'unreadable';
    // With its text, as the reader takes it: the parse's own object dies young.
    return typeof parsed === 'string' ? null : withRaw(withPabPoints(parsed, pabQuarters), text);
  };
  const readCell = (i: number) => read(textAt(cells.scan, shapes, i));
  const wholeByFirstChar = digitsAlike(table);
  let failures = 0;
  const byShape = shapes.texts.map((text, s): ShapeReading => {
    const start = shapes.runStart[s]!;
    if (start !== 0 || wholeByFirstChar) {
      const reading = read(text);
      // One text; or a reading that holds for every number of the shape.
      if (reading && (start < 0 || standsForShape(reading, shapes, s, readCell))) return reading;
      if (start < 0 || !mayRead(table, text)) {
        failures += shapes.counts[s]!;
        return null;
      }
    }
    const byNumber = new Map<number, ReadCell | null>();
    for (let i = shapes.first[s]!; i >= 0; i = shapes.nextOf[i]!) {
      const n = shapes.numberOf[i]!;
      let reading = byNumber.get(n);
      if (reading === undefined) byNumber.set(n, (reading = readCell(i)));
      if (reading === null) failures++;
    }
    return byNumber;
  });
  return { notation, byShape, failures };
}

/** Attempt `a`'s reading of cell i, its text looked up (shapeReadings.ts's readingAt is handed the text). */
function attemptReadingAt(a: Attempt, cells: Cells, i: number): ReadCell | null {
  const s = cells.shapes.shapeOf[i]!;
  return s < 0 ? BLANK : readingOf(a.byShape[s]!, cells.shapes.numberOf[i]!, textAt(cells.scan, cells.shapes, i));
}

/** Attempt `a`'s reading of every cell, in the order of the scan. */
function cellReadings(a: Attempt, cells: Cells): (ReadCell | null)[] {
  const { shapeOf, numberOf } = cells.shapes;
  const readings = new Array<ReadCell | null>(shapeOf.length);
  let i = 0;
  for (const row of cells.scan.rows)
    for (const text of row.texts) {
      const s = shapeOf[i]!;
      readings[i] = s < 0 ? BLANK : readingOf(a.byShape[s]!, numberOf[i]!, text);
      i++;
    }
  return readings;
}

/** How two notations compare on a shape's cells that both read. */
const enum Relation {
  Alike,
  Different,
  CellByCell,
}

function relations(a: Attempt, b: Attempt): Relation[] {
  return a.byShape.map((x, s) => {
    const y = b.byShape[s]!;
    if (x === null || y === null) return Relation.Alike;
    if (x instanceof Map || y instanceof Map) return Relation.CellByCell;
    // Where the shape sets a number aside, both readings take it as the opponent.
    return same(x, y) ? Relation.Alike : Relation.Different;
  });
}

/** Whether both read cell i, and differently. */
function differAt(a: Attempt, b: Attempt, cells: Cells, i: number): boolean {
  const p = attemptReadingAt(a, cells, i);
  const q = attemptReadingAt(b, cells, i);
  return p !== null && q !== null && !same(p, q);
}

/** Cells (in table order) that both notations read, but differently. */
function differing(a: Attempt, b: Attempt, cells: Cells): Diff[] {
  const relation = relations(a, b);
  const { shapeOf } = cells.shapes;
  const diff: Diff[] = [];
  for (let i = 0; i < shapeOf.length; i++) {
    const s = shapeOf[i]!;
    if (s < 0 || relation[s] === Relation.Alike || !differAt(a, b, cells, i)) continue;
    diff.push({
      i,
      raw: textAt(cells.scan, cells.shapes, i),
      a: attemptReadingAt(a, cells, i)!,
      b: attemptReadingAt(b, cells, i)!,
    });
  }
  return diff;
}

/**
 * The first `n` cells both notations read differently, no two with the same text (trimmed, either
 * case): the examples a note names. A shape without a number is one text, named once.
 */
function differentTexts(a: Attempt, b: Attempt, cells: Cells, n: number): Diff[] {
  const relation = relations(a, b);
  const { shapeOf, runStart } = cells.shapes;
  const named = new Uint8Array(relation.length);
  const seen = new Set<string>();
  const firsts: Diff[] = [];
  for (let i = 0; i < shapeOf.length && firsts.length < n; i++) {
    const s = shapeOf[i]!;
    if (s < 0 || relation[s] === Relation.Alike || named[s] || !differAt(a, b, cells, i)) continue;
    if (runStart[s]! < 0) named[s] = 1;
    const raw = textAt(cells.scan, cells.shapes, i);
    const key = raw.trim().toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    firsts.push({ i, raw, a: attemptReadingAt(a, cells, i)!, b: attemptReadingAt(b, cells, i)! });
  }
  return firsts;
}

/** Whether two notations read every cell both can read the same way. */
function readAlike(a: Attempt, b: Attempt, cells: Cells): boolean {
  const { first, nextOf } = cells.shapes;
  return relations(a, b).every((relation, s) => {
    if (relation !== Relation.CellByCell) return relation === Relation.Alike;
    for (let i = first[s]!; i >= 0; i = nextOf[i]!) if (differAt(a, b, cells, i)) return false;
    return true;
  });
}

/** A cell that `a` reads and `b` cannot, the first in table order. */
function onlyReadBy(a: Attempt, b: Attempt, cells: Cells): RoundCell | undefined {
  const { first, nextOf } = cells.shapes;
  let found = -1;
  a.byShape.forEach((x, s) => {
    const y = b.byShape[s]!;
    // Nothing to find where `a` reads none of the shape or `b` reads all of it.
    if (x === null || (y !== null && !(y instanceof Map))) return;
    for (let i = first[s]!; i >= 0 && (found < 0 || i < found); i = nextOf[i]!)
      if (attemptReadingAt(a, cells, i) !== null && attemptReadingAt(b, cells, i) === null) {
        found = i;
        return;
      }
  });
  return found < 0 ? undefined : cellAt(cells, found);
}

/** A cell both notations read differently (its place among the cells, its text), with each reading. */
interface Diff {
  i: number;
  raw: string;
  a: ParsedCell;
  b: ParsedCell;
}

function same(a: ParsedCell, b: ParsedCell): boolean {
  return a.kind === b.kind && a.opponent === b.opponent && a.colour === b.colour;
}

/** "forfeit loss (0)", "pairing-allocated bye (1)", "win against 12". */
export function describeReading(p: ParsedCell): string {
  if (p.pab && p.kind === 'fullBye') return 'pairing-allocated bye (1)';
  if (p.pending) return 'a game without a result yet';
  const label = p.kind === 'zeroBye' ? 'round not paired' : KIND_LABEL[p.kind];
  return p.opponent !== undefined ? `${label} against ${p.opponent}` : `${label} (${formatPoints(POINTS[p.kind])})`;
}

/** `notations`: the ones to choose from, in order of preference (another list only in tests). */
export function chooseCellNotation(
  scan: TableScan,
  pabQuarters?: number,
  notations: readonly CellNotation[] = CELL_NOTATIONS,
): CellChoice {
  const cells: Cells = { scan, shapes: cellShapes(scan) };
  const attempts = notations.map((notation) => attempt(notation, cells, pabQuarters));
  const filled = cells.shapes.counts.reduce((sum, n) => sum + n, 0);
  if (!filled) return { notation: usNotation, notes: ['no results entered yet'] };
  const best = Math.min(...attempts.map((a) => a.failures));
  if (best === filled) throw noNotationReads(cells, notations);
  const choice = (chosen: Attempt, notes: string[]): CellChoice => {
    let readings: (ReadCell | null)[] | undefined;
    return {
      notation: chosen.notation,
      notes,
      get readings() {
        return (readings ??= cellReadings(chosen, cells));
      },
      shared: { shapeOf: cells.shapes.shapeOf, numberOf: cells.shapes.numberOf, byShape: chosen.byShape },
    };
  };

  // Notations that read the table identically are one reading; keep the preferred one.
  const tied: Attempt[] = [];
  for (const a of attempts) if (a.failures === best && !tied.some((d) => readAlike(d, a, cells))) tied.push(a);
  const [first] = tied;
  if (!first) throw new Error('chooseCellNotation: no notation reads the fewest cells wrong');
  if (tied.length > 1) {
    const { chosen, reason } = settleTie(tied, cells, pabQuarters);
    const rival = tied.find((a) => a !== chosen)!;
    return choice(chosen, [letterNote(chosen, rival, differentTexts(chosen, rival, cells, 4), reason)]);
  }
  const chosen = first;
  // Say why the letters were read this way when another notation would have read some of them differently.
  for (const rival of attempts) {
    if (rival === chosen || readAlike(chosen, rival, cells)) continue;
    const evidence = onlyReadBy(chosen, rival, cells);
    if (evidence)
      return choice(chosen, [
        letterNote(
          chosen,
          rival,
          differentTexts(chosen, rival, cells, 4),
          `cells such as ${evidence.cell} "${evidence.raw}" exist only in ${chosen.notation.name}`,
        ),
      ]);
  }
  return choice(chosen, []);
}

/** The refusal when every notation fails on some cell, with the first few filled cells. */
function noNotationReads(cells: Cells, notations: readonly CellNotation[]): CrosstableError {
  const { shapeOf } = cells.shapes;
  const examples: RoundCell[] = [];
  for (let i = 0; i < shapeOf.length && examples.length < 3; i++) if (shapeOf[i]! >= 0) examples.push(cellAt(cells, i));
  return new CrosstableError([
    {
      message:
        `No known notation reads these round cells (tried ${notations.map((n) => n.name).join(', ')}), e.g. ` +
        examples.map((c) => `${c.cell} "${c.raw}"`).join(', ') +
        '; expected results such as W12 (US Chess), 12w1 (chess-results), +W12 (Vega), 12:W (SwissPerfect) or "12 w 1" (FIDE TRF).',
    },
  ]);
}

/**
 * Two or more readings of every cell that differ: the score column decides, then the pairings'
 * consistency, then the count of pairing-allocated byes. When none decides, the table is refused.
 */
function settleTie(
  contenders: readonly Attempt[],
  cells: Cells,
  pabQuarters: number | undefined,
): { chosen: Attempt; reason: string } {
  const { scan } = cells;
  let tied = contenders;
  let reason = '';
  const fitsScores = tied.filter((a) => scoresFit(scan, cellReadings(a, cells)));
  if (fitsScores.length >= 1 && fitsScores.length < tied.length) {
    reason = 'the score column fits only that reading';
    tied = fitsScores;
  }
  if (tied.length > 1) {
    const builds = tied.filter((a) => buildsCleanly(scan, a.notation, pabQuarters));
    if (builds.length >= 1 && builds.length < tied.length) {
      reason = 'only that reading makes every pairing agree with the opponent’s cell';
      tied = builds;
    }
  }
  if (tied.length > 1) {
    const plausible = tied.filter((a) => !tooManyPairingByes(scan, cellReadings(a, cells)));
    if (plausible.length >= 1 && plausible.length < tied.length) {
      reason = 'the other reading would give more than one pairing-allocated bye in a round';
      tied = plausible;
    }
  }
  const [chosen, other] = tied;
  if (other) throw ambiguous(chosen!, other, differing(chosen!, other, cells), cells);
  // Each filter above keeps at least one.
  return { chosen: chosen!, reason };
}

/**
 * '"F" means forfeit loss (0) and "U" round not paired (0) as in US Chess notation, not … as in
 * FIDE TRF codes: why'. `firsts` are the cells both read differently, up to four texts (differentTexts).
 */
function letterNote(chosen: Attempt, rival: Attempt, firsts: Diff[], reason: string): string {
  // A rival that reads the table differently differs in at least one cell, so parts is never empty.
  const and = (parts: string[]) =>
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]!;
  const meanings = (side: 'a' | 'b', quoted: boolean) =>
    and(firsts.map((d) => `${quoted ? `"${d.raw.trim()}" ` : ''}${describeReading(d[side])}`));
  return `${meanings('a', true).replace(/^("[^"]*") /, '$1 means ')} as in ${chosen.notation.name}, not ${meanings('b', false)} as in ${rival.notation.name}: ${reason}`;
}

/** Every printed score equals the reading's total (false when nothing is printed). */
function scoresFit(scan: TableScan, readings: readonly (ParsedCell | null)[]): boolean {
  let k = 0;
  let checked = false;
  for (const row of scan.rows) {
    let total = 0;
    for (let r = 0; r < row.texts.length; r++, k++) {
      const p = readings[k];
      if (p) total += POINTS[p.kind];
    }
    if (row.declaredScore !== undefined) {
      checked = true;
      if (total !== row.declaredScore) return false;
    }
  }
  return checked;
}

/** FIDE gives at most one pairing-allocated bye (U) a round; a reading with more is not that notation. */
function tooManyPairingByes(scan: TableScan, readings: readonly (ParsedCell | null)[]): boolean {
  const rounds = scan.layout.rounds.length;
  const perRound = new Array<number>(rounds).fill(0);
  readings.forEach((p, k) => {
    if (p?.pab === true) perRound[k % rounds]!++;
  });
  return perRound.some((n) => n > 1);
}

function buildsCleanly(scan: TableScan, notation: CellNotation, pabQuarters?: number): boolean {
  const reading = readCells(scan, notation, pabQuarters);
  if (reading.problems.length) return false;
  try {
    buildTournament(reading.players, { rounds: scan.layout.rounds.length, notation: notation.name });
    return true;
  } catch (e) {
    if (e instanceof CrosstableError) return false;
    throw e;
  }
}

/**
 * The refusal when two notations read a table differently and nothing decides. Its message gives
 * the CLI's advice; `notations` lets another front end (a custom function) give its own.
 */
export class AmbiguousNotationError extends CrosstableError {
  constructor(
    problems: readonly Problem[],
    readonly notations: readonly { id: string; name: string }[],
  ) {
    super(problems);
  }
}

function ambiguous(a: Attempt, b: Attempt, diff: Diff[], cells: Cells): CrosstableError {
  const problems: Problem[] = [
    {
      message:
        `The letters in this table mean different things in ${a.notation.name} and ${b.notation.name}, and nothing in the table decides which ` +
        `(no score column that fits only one reading, no cell only one of them uses). Say which notation it is ` +
        `(--notation ${a.notation.id} or --notation ${b.notation.id}), or add the score column.`,
    },
  ];
  for (const d of diff.slice(0, 10)) {
    problems.push({
      cell: cellAt(cells, d.i).cell,
      message: `"${d.raw}" is a ${describeReading(d.a)} in ${a.notation.name} but a ${describeReading(d.b)} in ${b.notation.name}; expected the notation to be named.`,
    });
  }
  if (diff.length > 10) problems.push({ message: `…and ${diff.length - 10} more such cells.` });
  return new AmbiguousNotationError(
    problems,
    [a, b].map((x) => ({ id: x.notation.id, name: x.notation.name })),
  );
}

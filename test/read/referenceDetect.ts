/**
 * The plain rule notation detection stands for, as detect.ts had it before it grouped cells by
 * shape: every notation parses every distinct text. detectShapes.test.ts checks that
 * chooseCellNotation answers exactly as this does (notation, notes, readings, refusals).
 */
import { formatPoints } from '../../src/model/points';
import { CrosstableError, Problem } from '../../src/model/problems';
import { KIND_LABEL, POINTS } from '../../src/model/tournament';
import { buildTournament } from '../../src/read/build';
import { CELL_NOTATIONS } from '../../src/read/detect';
import { readCells, RoundCell, TableScan } from '../../src/read/crosstable';
import { CellNotation, ParsedCell, ReadCell, withPabPoints, withRaw } from '../../src/read/notation';
import { usNotation } from '../../src/read/usNotation';

interface CellChoice {
  notation: CellNotation;
  /** Why, when the letters could have meant something else. */
  notes: string[];
  /**
   * The chosen notation's reading of every round cell (rows in order, rounds within; bye value
   * applied; one shared reading per distinct text), null where it cannot read one: the reader
   * uses them instead of parsing again.
   */
  readings?: readonly (ReadCell | null)[];
}

/**
 * The round cells flattened over rows, each distinct text numbered once: a large table repeats
 * "U", "H", "-0"… many times, and every notation reads a text the same way wherever it stands.
 */
interface Texts {
  scan: TableScan;
  /** Per cell: index into `distinct`, or -1 for a blank or date cell, which no notation reads differently. */
  ids: Int32Array;
  distinct: string[];
  /** How many cells hold each distinct text. */
  counts: number[];
}

interface Attempt {
  notation: CellNotation;
  /** Per distinct text: the reading, or null where this notation cannot read it. */
  byText: (ReadCell | null)[];
  /** Cells this notation cannot read. */
  failures: number;
}

function distinctTexts(scan: TableScan): Texts {
  const rounds = scan.layout.rounds.length;
  const ids = new Int32Array(scan.rows.length * rounds);
  const idOf = new Map<string, number>();
  const distinct: string[] = [];
  const counts: number[] = [];
  let i = 0;
  for (const row of scan.rows) {
    // A date cell's text is '': blank to every notation, and reported by the scan.
    for (const raw of row.texts) {
      let id = raw === '' ? -1 : idOf.get(raw);
      if (id === undefined) {
        id = distinct.length;
        idOf.set(raw, id);
        distinct.push(raw);
        counts.push(0);
      }
      if (id >= 0) counts[id]!++;
      ids[i++] = id;
    }
  }
  return { scan, ids, distinct, counts };
}

/** The i-th round cell of the scan (rows in order, rounds within), named for a message. */
function cellAt(texts: Texts, i: number): RoundCell {
  const rounds = texts.scan.layout.rounds.length;
  const row = texts.scan.rows[Math.floor(i / rounds)];
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

function attempt(notation: CellNotation, texts: Texts, pabQuarters: number | undefined): Attempt {
  const table = firstCharTable(notation);
  let failures = 0;
  const byText = texts.distinct.map((text, id) => {
    const parsed = mayRead(table, text) ? notation.parse(text) : 'unreadable';
    // With its text, as the reader takes it: the parse's own object dies young.
    if (typeof parsed !== 'string') return withRaw(withPabPoints(parsed, pabQuarters), text);
    failures += texts.counts[id]!;
    return null;
  });
  return { notation, byText, failures };
}

/** A blank or date cell: a round not paired in every notation. */
const BLANK: ReadCell = { kind: 'zeroBye', raw: '' };

/** Attempt `a`'s reading of every cell, in the order of the scan (one reading per distinct text). */
function cellReadings(a: Attempt, texts: Texts): (ReadCell | null)[] {
  const readings: (ReadCell | null)[] = [];
  for (const id of texts.ids) readings.push(id < 0 ? BLANK : a.byText[id]!);
  return readings;
}

/** Cells (in table order) that both notations read, but differently. */
function differing(a: Attempt, b: Attempt, texts: Texts): Diff[] {
  const differs = a.byText.map((p, id) => p !== null && b.byText[id] !== null && !same(p, b.byText[id]!));
  const diff: Diff[] = [];
  texts.ids.forEach((id, i) => {
    if (id >= 0 && differs[id]) diff.push({ i, raw: texts.distinct[id]!, a: a.byText[id]!, b: b.byText[id]! });
  });
  return diff;
}

/** Whether two notations read every cell both can read the same way. */
function readAlike(a: Attempt, b: Attempt): boolean {
  return a.byText.every((p, id) => p === null || b.byText[id] === null || same(p, b.byText[id]!));
}

/** A cell that `a` reads and `b` cannot, the first in table order. */
function onlyReadBy(a: Attempt, b: Attempt, texts: Texts): RoundCell | undefined {
  const i = texts.ids.findIndex((id) => id >= 0 && a.byText[id] !== null && b.byText[id] === null);
  return i < 0 ? undefined : cellAt(texts, i);
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
function describeReading(p: ParsedCell): string {
  if (p.pab && p.kind === 'fullBye') return 'pairing-allocated bye (1)';
  if (p.pending) return 'a game without a result yet';
  const label = p.kind === 'zeroBye' ? 'round not paired' : KIND_LABEL[p.kind];
  return p.opponent !== undefined ? `${label} against ${p.opponent}` : `${label} (${formatPoints(POINTS[p.kind])})`;
}

export function referenceChooseCellNotation(scan: TableScan, pabQuarters?: number): CellChoice {
  const texts = distinctTexts(scan);
  const attempts = CELL_NOTATIONS.map((notation) => attempt(notation, texts, pabQuarters));
  const filled = texts.counts.reduce((sum, n) => sum + n, 0);
  if (!filled) return { notation: usNotation, notes: ['no results entered yet'] };
  const best = Math.min(...attempts.map((a) => a.failures));
  if (best === filled) throw noNotationReads(texts);
  const choice = (chosen: Attempt, notes: string[]): CellChoice => ({
    notation: chosen.notation,
    notes,
    readings: cellReadings(chosen, texts),
  });

  // Notations that read the table identically are one reading; keep the preferred one.
  const tied: Attempt[] = [];
  for (const a of attempts) if (a.failures === best && !tied.some((d) => readAlike(d, a))) tied.push(a);
  const [first] = tied;
  if (!first) throw new Error('chooseCellNotation: no notation reads the fewest cells wrong');
  if (tied.length > 1) {
    const { chosen, reason } = settleTie(tied, scan, texts, pabQuarters);
    const rival = tied.find((a) => a !== chosen)!;
    return choice(chosen, [letterNote(chosen, rival, differing(chosen, rival, texts), reason)]);
  }
  const chosen = first;
  // Say why the letters were read this way when another notation would have read some of them differently.
  for (const rival of attempts) {
    if (rival === chosen || readAlike(chosen, rival)) continue;
    const evidence = onlyReadBy(chosen, rival, texts);
    if (evidence)
      return choice(chosen, [
        letterNote(
          chosen,
          rival,
          differing(chosen, rival, texts),
          `cells such as ${evidence.cell} "${evidence.raw}" exist only in ${chosen.notation.name}`,
        ),
      ]);
  }
  return choice(chosen, []);
}

/** The refusal when every notation fails on some cell, with the first few filled cells. */
function noNotationReads(texts: Texts): CrosstableError {
  const examples: RoundCell[] = [];
  for (let i = 0; i < texts.ids.length && examples.length < 3; i++)
    if (texts.ids[i]! >= 0) examples.push(cellAt(texts, i));
  return new CrosstableError([
    {
      message:
        `No known notation reads these round cells (tried ${CELL_NOTATIONS.map((n) => n.name).join(', ')}), e.g. ` +
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
  scan: TableScan,
  texts: Texts,
  pabQuarters: number | undefined,
): { chosen: Attempt; reason: string } {
  let tied = contenders;
  let reason = '';
  const fitsScores = tied.filter((a) => scoresFit(scan, cellReadings(a, texts)));
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
    const plausible = tied.filter((a) => !tooManyPairingByes(scan, cellReadings(a, texts)));
    if (plausible.length >= 1 && plausible.length < tied.length) {
      reason = 'the other reading would give more than one pairing-allocated bye in a round';
      tied = plausible;
    }
  }
  const [chosen, other] = tied;
  if (other) throw ambiguous(chosen!, other, differing(chosen!, other, texts), texts);
  // Each filter above keeps at least one.
  return { chosen: chosen!, reason };
}

/** '"F" means forfeit loss (0) and "U" round not paired (0) as in US Chess notation, not … as in FIDE TRF codes: why'. */
function letterNote(chosen: Attempt, rival: Attempt, diff: Diff[], reason: string): string {
  const seen = new Set<string>();
  const firsts = diff
    .filter(({ raw }) => !seen.has(raw.trim().toUpperCase()) && !!seen.add(raw.trim().toUpperCase()))
    .slice(0, 4);
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
class AmbiguousNotationError extends CrosstableError {
  constructor(
    problems: readonly Problem[],
    readonly notations: readonly { id: string; name: string }[],
  ) {
    super(problems);
  }
}

function ambiguous(a: Attempt, b: Attempt, diff: Diff[], texts: Texts): CrosstableError {
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
      cell: cellAt(texts, d.i).cell,
      message: `"${d.raw}" is a ${describeReading(d.a)} in ${a.notation.name} but a ${describeReading(d.b)} in ${b.notation.name}; expected the notation to be named.`,
    });
  }
  if (diff.length > 10) problems.push({ message: `…and ${diff.length - 10} more such cells.` });
  return new AmbiguousNotationError(
    problems,
    [a, b].map((x) => ({ id: x.notation.id, name: x.notation.name })),
  );
}

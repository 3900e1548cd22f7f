/**
 * From rows that a notation has read to a validated Tournament: opponents resolved to players,
 * and every inconsistency reported at once with the cell it sits in. Shared by every notation.
 */
import { formatPoints, Quarters } from '../model/points';
import { CrosstableError, Problem } from '../model/problems';
import { colourCode, ENTRY_KINDS, kindCode, NO_COLOUR } from '../model/kinds';
import {
  Colour,
  Entry,
  EntryKind,
  isPlayed,
  MIRROR,
  PairingCell,
  Player,
  POINTS,
  RoundInProgress,
  RowCodes,
  Tournament,
} from '../model/tournament';
import type { ReadCell } from './notation';
import { BLANK, CellStates, PENDING, RESULT, roundInProgress, roundsCounted, RoundsCounted } from './rounds';
import { readInto, ShapeReadings } from './shapeReadings';
import { disputedGame } from './disputedGame';

export interface ReadPlayer {
  number: number;
  name: string;
  rating: number | null;
  /** The score the table prints, when it has a score column. */
  declaredScore?: Quarters;
  /** One per round; `raw` says what the cell held, `cell` (or `row`) where it is. Empty when `shared` holds them. */
  cells: ReadCell[];
  /** The grid row, which names round r's cell for a reading that carries none (the grid reader's shared readings). */
  row?: GridRow;
  /**
   * The grid reader's cells as detection read them, without an object per cell: round r is the
   * table's cell `sharedFrom + r`, its text row.texts[r] (shapeReadings.ts, readInto).
   */
  shared?: ShapeReadings;
  sharedFrom?: number;
  /** Cell of the player's number (or first cell of the row), and of the score. */
  cell: string;
  scoreCell?: string;
  /** The scores of further score columns ("Total" beside "Score"), each with its cell. */
  moreScores?: { score: Quarters; cell: string; header: string }[];
  /** The row's other columns (Section, Age, School…), header -> text. */
  labels?: Record<string, string>;
}

/** A grid reader's row: its round cells' texts, and where each is ("E7"), worked out when asked. */
export interface GridRow {
  texts: readonly string[];
  roundCell(round: number): string;
}

export interface BuildOptions {
  /** The round columns read. */
  rounds: number;
  notation: string;
  roundOrderKnown?: boolean;
  /** The rounds the chart was made for, when the reader knows more than the columns (TRF's XXR). */
  plannedRounds?: number;
  /** How the notation writes "not paired" (U, -0), for the note on a round in progress. */
  notPaired?: string;
  /** True when every round read counts whatever it holds (team events): no round is in progress. */
  everyRoundCounts?: boolean;
  /** True when the notation defines a blank round as not paired (TRF: blank ≡ Z), whatever the table prints. */
  blanksAreNotPaired?: boolean;
}

export function buildTournament(rows: readonly ReadPlayer[], options: BuildOptions): Tournament {
  const problems: Problem[] = [];
  const places = placesByNumber(rows, problems);
  const table = roundTable(rows.length, options.rounds);
  const scratch = scratchCell();
  rows.forEach((row, p) => noteRow(row, p, places, table, scratch, problems));
  const entryAt = (p: number, r: number) => entryOf(rows[p]!, places, r, scratch);
  const explained = checkPairings(rows, table, entryAt, problems);
  checkScores(rows, table, explained, problems);
  const cellStates = states(rows, table, options);
  const counted = countedRounds(cellStates, options);
  if (counted.counted === 0 && rows.length > 0) problems.push(noResultProblem(counted));
  const inProgress = roundInProgress(cellStates, counted, (p) => pairingCell(entryAt(p, counted.inProgress! - 1)));
  if (inProgress) checkPendingPairings(rows, inProgress, entryAt, problems);

  if (problems.length) throw new CrosstableError(problems);
  const players = rows.map((row, p) => new RowPlayer(row, places, { table, row: p }, counted.counted));
  const planned = Math.max(options.plannedRounds ?? 0, options.rounds);
  return {
    players,
    rounds: counted.counted,
    ...(planned > counted.counted ? { plannedRounds: planned } : {}),
    ...(inProgress ? { roundInProgress: inProgress } : {}),
    hasColours: everyGameHasColour(table),
    roundOrderKnown: options.roundOrderKnown ?? true,
    notation: options.notation,
  };
}

/** The table's cells as the rounds rule (rounds.ts) sees them. */
function states(rows: readonly ReadPlayer[], table: RoundTable, options: BuildOptions): CellStates {
  // A printed score says the table is finished; TRF's grammar says a blank round is not paired.
  const scoreColumn = options.blanksAreNotPaired === true || rows.some((row) => row.declaredScore !== undefined);
  return { players: rows.length, rounds: table.rounds, state: table.state, scoreColumn };
}

/** The rounds that count (rounds.ts); every round read for a table whose rounds all count. */
function countedRounds(cellStates: CellStates, options: BuildOptions): RoundsCounted {
  // A round-robin grid's "rounds" are made from its opponents' columns; a team event counts every round.
  if (options.everyRoundCounts || options.roundOrderKnown === false)
    return { counted: options.rounds, blanksRound: -1 };
  return roundsCounted(cellStates);
}

/** A chart with players and no result: nothing to rank yet. */
function noResultProblem(counted: RoundsCounted): Problem {
  return {
    notYet: true,
    message:
      counted.inProgress === 1
        ? 'Round 1 is paired but no result is in yet; expected at least one complete round to rank.'
        : 'No round has a result yet; expected at least one result (such as W12, L5, D7 or a bye) to rank.',
  };
}

/** A player's cell of the round in progress as the model keeps it. */
function pairingCell(e: Entry): Omit<PairingCell, 'player' | 'result'> & { kind: EntryKind } {
  return {
    ...(e.opponent === undefined ? {} : { opponent: e.opponent }),
    ...(e.colour ? { colour: e.colour } : {}),
    kind: e.kind,
    raw: e.raw ?? '',
    ...(e.cell ? { cell: e.cell } : {}),
  };
}

/** A pending pairing names an opponent whose cell of the round must name the player back, also without a result. */
function checkPendingPairings(
  rows: readonly ReadPlayer[],
  inProgress: RoundInProgress,
  entryAt: (p: number, r: number) => Entry,
  problems: Problem[],
): void {
  const r = inProgress.round - 1;
  const byPlayer = new Map(inProgress.pairings.map((c) => [c.player, c]));
  for (const c of inProgress.pairings) {
    if (c.result !== undefined || c.opponent === undefined) continue;
    const theirs = byPlayer.get(c.opponent);
    // Their result naming this player is checkPairings' to report; their pending cell naming back is right.
    if (theirs?.opponent === c.player) continue;
    const e = entryAt(c.opponent, r);
    const them = rows[c.opponent]!.number;
    problems.push({
      cell: c.cell,
      message: `"${c.raw}" pairs player ${rows[c.player]!.number} with player ${them} in round ${inProgress.round}, but player ${them}'s round ${inProgress.round} (${e.cell ?? 'their row'}) says ${e.raw?.trim() ? `"${e.raw}"` : 'nothing'}; expected it to name player ${rows[c.player]!.number} too.`,
    });
  }
}

/**
 * Row p's cells noted in the table, each opponent's number resolved to their place. The entries
 * are made only when asked (RowPlayer). `scratch` takes a shared row's cells one at a time
 * (sharedCell).
 */
function noteRow(
  row: ReadPlayer,
  p: number,
  places: Places,
  table: RoundTable,
  scratch: ReadCell,
  problems: Problem[],
): void {
  const count = roundsOf(row);
  for (let r = 0; r < count; r++) {
    const c = cellAt(row, r, scratch);
    const opponent = opponentPlace(c, row, places);
    if (opponent === -1 && c.opponent !== undefined) opponentProblem(c, r, row, places, problems);
    note(table, p, r, c, opponent);
  }
}

/** How many round cells the row has. */
function roundsOf(row: ReadPlayer): number {
  return row.shared ? row.row!.texts.length : row.cells.length;
}

/** Round r's cell of the row: its own reading, or (a shared row) the reading written into `scratch`. */
function cellAt(row: ReadPlayer, r: number, scratch: ReadCell): ReadCell {
  return row.shared ? sharedCell(row, r, scratch) : row.cells[r]!;
}

/**
 * A player as a row of the table was read. Its entries are made the first time something asks:
 * ranking reads the table's codes (Player.codes, tiebreaks/columns.ts), and explanations read the
 * entries of a few players, so most of a large table's hundred thousand entry objects were never
 * needed. They are made by the same code from the same cells as when every entry was made at
 * once. `entries` is an own, enumerable property, as on any player, so a copy (`{ ...p }`) or
 * JSON has them; `codes` is not, so a copy, which may be changed, is ranked by its entries.
 */
class RowPlayer implements Player {
  readonly number: number;
  readonly name: string;
  readonly rating: number | null;
  readonly cell: string;
  readonly labels?: Record<string, string>;
  declare entries: Entry[];
  /**
   * What the entries are made from, or the entries once made (and the row let go). Private, so a
   * copy or a comparison of players sees only a player's fields.
   */
  #source: RowSource | Entry[];

  /** `entries`, one descriptor for every instance, so that they all keep one hidden class. */
  static readonly #ENTRIES: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: RowPlayer): Entry[] {
      const source = this.#source;
      if (Array.isArray(source)) return source;
      return (this.#source = entriesOf(source.row, source.places, source.rounds));
    },
    set(this: RowPlayer, entries: Entry[]) {
      this.#source = entries;
    },
  };

  constructor(row: ReadPlayer, places: Places, codes: RowCodes, rounds: number) {
    this.number = row.number;
    this.name = row.name;
    this.rating = row.rating;
    this.cell = row.cell;
    if (row.labels) this.labels = row.labels;
    this.#source = { row, places, codes, rounds };
    Object.defineProperty(this, 'entries', RowPlayer.#ENTRIES);
  }

  get codes(): RowCodes | undefined {
    const source = this.#source;
    return Array.isArray(source) ? undefined : source.codes;
  }
}

interface RowSource {
  readonly row: ReadPlayer;
  readonly places: Places;
  readonly codes: RowCodes;
  /** The rounds counted (Tournament.rounds): a round in progress or not yet played has no entry. */
  readonly rounds: number;
}

/**
 * The row's first `rounds` rounds as entries. A number that names no one, or the player's own,
 * gives no opponent: the build reports it as a problem, and a build with problems makes no tournament.
 */
function entriesOf(row: ReadPlayer, places: Places, rounds: number): Entry[] {
  const scratch = scratchCell();
  const count = Math.min(roundsOf(row), rounds);
  const entries: Entry[] = [];
  for (let r = 0; r < count; r++) entries.push(entryOf(row, places, r, scratch));
  return entries;
}

/** Round r of a row as an entry; `scratch` as for cellAt. */
function entryOf(row: ReadPlayer, places: Places, r: number, scratch: ReadCell): Entry {
  const c = cellAt(row, r, scratch);
  const opponent = opponentPlace(c, row, places);
  return new ReadEntry(c.kind, c.raw, c.colour, opponent === -1 ? undefined : opponent, whereIs(c, r, row), r);
}

/**
 * Where sharedCell reads a cell into: nothing keeps it, so one object serves every cell of a build
 * (or of a row whose entries are made). Made whole at once, every field present, so each cell's
 * fields are only written.
 */
function scratchCell(): ReadCell {
  return {
    kind: 'zeroBye',
    opponent: undefined,
    colour: undefined,
    pab: undefined,
    pending: undefined,
    raw: '',
    cell: undefined,
  };
}

/** Round r's cell of a row the grid reader shares with detection (ReadPlayer.shared), read into `scratch`. */
function sharedCell({ shared, sharedFrom, row }: ReadPlayer, r: number, scratch: ReadCell): ReadCell {
  // readCells reported every cell detection could not read, and a table with problems is never built.
  if (!readInto(shared!, sharedFrom! + r, row!.texts[r]!, scratch))
    throw new Error(`buildTournament: round ${r + 1} unread`);
  return scratch;
}

/** The kinds at their codes (model/kinds.ts), for the round table; UNKNOWN: a cell no entry filled. */
const KINDS = ENTRY_KINDS;
const KIND_POINTS = Float64Array.from(KINDS.map((k) => POINTS[k]));
const UNKNOWN = 255;
const OTHER_COLOUR = 3;
/** MIRRORS[a * KINDS.length + b]: 1 when kind b is a mirror of kind a (MIRROR). */
const MIRRORS = Uint8Array.from(KINDS.flatMap((a) => KINDS.map((b) => (MIRROR[a].includes(b) ? 1 : 0))));
const PLAYED = Uint8Array.from(KINDS.map((kind) => (isPlayed({ kind }) ? 1 : 0)));

/**
 * The table's cells as numbers, cell p * rounds + r: the opponent's place (-1: none), the kind and
 * the colour as codes; and each row's points. The checks compare every pairing with its mirror
 * cell, a jump across the table, so they read these small arrays, which stay in the cache, rather
 * than a hundred thousand entries; a pairing they cannot pass is looked at again on the entries.
 * A plain record with functions, not a class: a class's instances of one build die together, and
 * V8 then drops the compiled code that knew their shape.
 */
interface RoundTable {
  rounds: number;
  opponent: Int32Array;
  kind: Uint8Array;
  /** NO_COLOUR, WHITE, BLACK (model/kinds.ts), or OTHER_COLOUR: one no reader makes, which checkMirror compares on the entries. */
  colour: Uint8Array;
  /** Each cell's state for the rounds rule (rounds.ts): RESULT, BLANK or PENDING. */
  state: Uint8Array;
  /** Each row's results added up (every cell it has), as checkScores compares them. */
  points: Float64Array;
  /** Games played over the board in every cell of every row, and how many of them carry no colour. */
  games: number;
  uncoloured: number;
}

function roundTable(players: number, rounds: number): RoundTable {
  return {
    rounds,
    opponent: new Int32Array(players * rounds).fill(-1),
    kind: new Uint8Array(players * rounds).fill(UNKNOWN),
    colour: new Uint8Array(players * rounds),
    state: new Uint8Array(players * rounds).fill(BLANK),
    points: new Float64Array(players),
    games: 0,
    uncoloured: 0,
  };
}

/** Player p's round r cell into the table, its opponent (-1: none) resolved to a place. */
function note(table: RoundTable, p: number, r: number, e: ReadCell, opponent: number): void {
  const kind = kindCode(e.kind);
  table.points[p] = table.points[p]! + KIND_POINTS[kind]!;
  if (PLAYED[kind] === 1) {
    table.games++;
    if (e.colour === undefined) table.uncoloured++;
  }
  if (r >= table.rounds) return;
  const i = p * table.rounds + r;
  // A pending pairing is no game yet: nothing checks it as one (checkPendingPairings does).
  table.opponent[i] = e.pending ? -1 : opponent;
  table.state[i] = e.pending ? PENDING : isBlankCell(e.raw) ? BLANK : RESULT;
  table.kind[i] = kind;
  table.colour[i] = e.colour === undefined ? NO_COLOUR : colourCode(e.colour) || OTHER_COLOUR;
}

/** A cell with nothing written in it (spaces aside). */
function isBlankCell(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) if (raw.charCodeAt(i) > 32) return false;
  return true;
}

/** True when p's round r surely mirrors q's (checkMirror): the mirror kind, naming p back (or no one, unplayed), not the same colour. */
function mirrors(table: RoundTable, p: number, r: number, q: number): boolean {
  const mine = p * table.rounds + r;
  const theirs = q * table.rounds + r;
  const kind = table.kind[theirs]!;
  if (MIRRORS[table.kind[mine]! * KINDS.length + kind] !== 1) return false;
  const named = table.opponent[theirs];
  if (named !== p && (named !== -1 || PLAYED[kind] === 1)) return false;
  const colour = table.colour[mine];
  return colour === 0 || colour !== table.colour[theirs];
}

/** True when the table has played games and every one carries a colour. */
function everyGameHasColour(table: RoundTable): boolean {
  return table.games > 0 && table.uncoloured === 0;
}

/**
 * Each player number's place in the rows (-1: no such player). Pairing numbers are mostly 1…N,
 * so an array indexed by number answers each of the table's lookups without hashing; sparse
 * numbers (six digits in a small table) keep a Map, not a large array.
 */
type Places = Int32Array | Map<number, number>;

/**
 * The array's bound on numbers: four times the rows, at 4 bytes a slot still smaller than a Map
 * of the rows; and 1,024 more, so a small table whose numbers run into the hundreds keeps it.
 */
const MOST_SLOTS_PER_ROW = 4;
const SPARE_SLOTS = 1024;

function placeOf(places: Places, number: number): number {
  return places instanceof Map ? (places.get(number) ?? -1) : (places[number] ?? -1);
}

/** Each player number's place in the rows; a number used twice is a problem at the second. */
function placesByNumber(rows: readonly ReadPlayer[], problems: Problem[]): Places {
  let max = 0;
  for (const row of rows)
    max = Number.isSafeInteger(row.number) && row.number >= 0 ? Math.max(max, row.number) : Infinity;
  const places: Places =
    max <= MOST_SLOTS_PER_ROW * rows.length + SPARE_SLOTS ? new Int32Array(max + 1).fill(-1) : new Map();
  rows.forEach((row, i) => {
    const first = placeOf(places, row.number);
    if (first !== -1) {
      problems.push({
        cell: row.cell,
        message: `player number ${row.number} is used twice (also at ${rows[first]!.cell}); expected each number once.`,
      });
    } else if (places instanceof Map) places.set(row.number, i);
    else places[row.number] = i;
  });
  return places;
}

/**
 * A round as the reader built it. Every entry has the same fields, set once in the constructor,
 * so the loops over them stay fast; `cell` ("E7") is worked out when something asks (a message,
 * an explanation), since a large table has a hundred thousand cells and few are ever named.
 */
class ReadEntry implements Entry {
  readonly colour: Colour | undefined;

  constructor(
    public kind: EntryKind,
    public raw: string,
    colour: Colour | undefined,
    public opponent: number | undefined,
    private readonly at: string | GridRow,
    private readonly round: number,
  ) {
    this.colour = colour || undefined;
  }

  get cell(): string {
    return cellName(this.at, this.round);
  }
}

/** The name ("E7") of a round's cell: as the reading gave it, or as its grid row works it out. */
function cellName(at: string | GridRow, round: number): string {
  return typeof at === 'string' ? at : at.roundCell(round);
}

/** Where round r's cell of the row is: the reading's own cell, or the grid row, which names it. */
function whereIs(c: ReadCell, r: number, row: ReadPlayer): string | GridRow {
  if (c.cell !== undefined) return c.cell;
  if (!row.row) throw new Error(`buildTournament: player ${row.number}'s round ${r + 1} names no cell`);
  return row.row;
}

/** The place of the player the cell names; -1 for none, a number not in the table, or the player's own. */
function opponentPlace(c: ReadCell, row: ReadPlayer, places: Places): number {
  if (c.opponent === undefined || c.opponent === row.number) return -1;
  return placeOf(places, c.opponent);
}

/** The problem with a cell whose opponent opponentPlace did not find: a number not in the table, or the player's own. */
function opponentProblem(c: ReadCell, r: number, row: ReadPlayer, places: Places, problems: Problem[]): void {
  const cell = cellName(whereIs(c, r, row), r);
  if (placeOf(places, c.opponent!) === -1) {
    problems.push({
      cell,
      message: `"${c.raw}" names player ${c.opponent}, who is not in the table; expected the number of a player listed.`,
    });
  } else {
    problems.push({
      cell,
      message: `"${c.raw}" pairs player ${row.number} with themselves; expected another player's number.`,
    });
  }
}

/**
 * Each pairing, round by round: one opponent per player a round, and the opponent's cell saying the
 * same game. Returns the rows whose score column a disputed game explains (place → the total the
 * column agrees with once the wrong cell is fixed): their score problem is the game's.
 */
function checkPairings(
  rows: readonly ReadPlayer[],
  table: RoundTable,
  entryAt: EntryAt,
  problems: Problem[],
): Map<number, number> {
  const players = rows.length;
  const explained = new Map<number, number>();
  // Per round, who named each player as their opponent (-1: nobody yet); an array, not a Map,
  // because this is asked once for every pairing of the table.
  const namedBy = new Int32Array(players);
  for (let r = 0; r < table.rounds; r++) {
    namedBy.fill(-1);
    for (let p = 0; p < players; p++) {
      const q = table.opponent[p * table.rounds + r]!;
      if (q === -1) continue;
      const earlier = namedBy[q]!;
      if (earlier !== -1) namedTwice(rows, entryAt, r, p, earlier, problems);
      else {
        namedBy[q] = p;
        // Every reader gives each player one cell per round; two cells naming each other are one
        // game, told once (by the first of the two).
        const mutual = table.opponent[q * table.rounds + r] === p;
        if (!mirrors(table, p, r, q) && !(mutual && q < p))
          checkMirror(rows, table, entryAt, r, p, q, problems, explained);
      }
    }
  }
  return explained;
}

/** Player p's round r as an entry, for a message: every round read, counted or not. */
type EntryAt = (p: number, r: number) => Entry;

/** Player p names, in round r, the opponent player `earlier` already named. */
function namedTwice(
  rows: readonly ReadPlayer[],
  at: EntryAt,
  r: number,
  p: number,
  earlier: number,
  problems: Problem[],
): void {
  const e = at(p, r);
  const other = at(earlier, r);
  problems.push({
    cell: e.cell,
    message: `player ${rows[e.opponent!]!.number} is already the round ${r + 1} opponent of player ${rows[earlier]!.number} (${other.cell}); expected each player once per round.`,
  });
}

/** Player p's entry in round r against their opponent q's entry for that round: the mirrored result, with the other colour. */
function checkMirror(
  rows: readonly ReadPlayer[],
  table: RoundTable,
  at: EntryAt,
  r: number,
  p: number,
  q: number,
  problems: Problem[],
  explained: Map<number, number>,
): void {
  const e = at(p, r);
  const theirs = at(q, r);
  const mirrored =
    MIRROR[e.kind].includes(theirs.kind) &&
    (theirs.opponent === p || (theirs.opponent === undefined && !isPlayed(theirs))) &&
    !(e.colour && theirs.colour && e.colour === theirs.colour);
  if (mirrored) return;
  const dispute = disputedGame(
    rows,
    r,
    { place: p, entry: e, total: table.points[p]! },
    { place: q, entry: theirs, total: table.points[q]! },
  );
  problems.push(dispute.problem);
  if (dispute.explains) explained.set(dispute.explains.place, dispute.explains.total);
}

/** Every score column the table prints against the sum of the player's results. */
function checkScores(
  rows: readonly ReadPlayer[],
  table: RoundTable,
  explained: ReadonlyMap<number, number>,
  problems: Problem[],
): void {
  rows.forEach((row, p) => {
    const total = table.points[p]!;
    // A column a disputed game's probably wrong cell accounts for is told with that game.
    const fixed = explained.get(p);
    // Most rows agree: the column (and its cell) is put together only for a row that does not.
    if (row.declaredScore !== undefined && row.declaredScore !== total && row.declaredScore !== fixed)
      checkScore(row, total, { score: row.declaredScore, cell: row.scoreCell ?? row.cell, header: 'score' }, problems);
    if (row.moreScores) for (const d of row.moreScores) if (d.score !== fixed) checkScore(row, total, d, problems);
  });
}

/** One score column of a row against the row's results. */
function checkScore(
  row: ReadPlayer,
  total: number,
  d: { score: Quarters; cell: string; header: string },
  problems: Problem[],
): void {
  if (total === d.score) return;
  problems.push({
    cell: d.cell,
    message: `the ${d.header} column says ${formatPoints(d.score)} but player ${row.number}'s results add up to ${formatPoints(total)}; expected them to agree.`,
  });
}

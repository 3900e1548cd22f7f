/**
 * US Chess MSA crosstables (notations.md §2.3): two lines per player. The first has the pair
 * number, name, total and a US Chess result per round ("W  39", "H", "B", "U", "X"); the
 * second has the state, "USCF ID / R: 1794 ->1817" and the colour of each game (W or B,
 * blank for unplayed rounds). Read from the published pipe-separated text or from a sheet the
 * text was pasted into; a sheet with R1… headers and a colour line under each player reads the
 * same way.
 *
 * A lone B is a full-point bye on a first line and Black on a second line. Where the table has
 * no number column to tell the lines apart, a row of nothing but B's under a player could be
 * either, so the reader stops and names it.
 */
import { CrosstableError, Problem, cellRef } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { buildTournament, ReadPlayer } from './build';
import {
  asciiDigits,
  cellText,
  CellValue,
  DATE_IN_CELL,
  ForeignDigits,
  isDate,
  isDigits,
  parsePoints,
  readRating,
} from './cells';
import type { Grid, Origin } from './crosstable';
import { roundOfHeader } from './layout';
import { quoteCell, withPabPoints } from './notation';
import { usNotation } from './usNotation';

const NAME = 'US Chess MSA crosstable';

interface MsaLayout {
  /** Grid row of the last header row. */
  headerEnd: number;
  number?: number;
  name?: number;
  score?: number;
  rating?: number;
  rounds: number[];
}

const text = (v: CellValue) => cellText(v);
const isSeparator = (row: readonly CellValue[]) =>
  row.every((v) => /^[-=+_\s]*$/.test(text(v))) && row.some((v) => text(v) !== '');
const isColourCell = (v: CellValue) => /^[WB]?$/i.test(text(v));
/**
 * An MSA second line's "R: 1794 ->1817". A number, a boolean or a blank cell cannot hold it, nor
 * text without "R:": detection asks this of every cell of a sheet, so those skip the pattern.
 */
const holdsRatingLine = (v: CellValue) =>
  (typeof v === 'string' ? v.includes('R:') : typeof v === 'object' && v !== null) && /\bR:\s*\d/.test(text(v));

/** Column titles from one header row, or two when the first says only "Round" (MSA). */
function findMsaLayout(grid: Grid): MsaLayout | null {
  const h = grid.findIndex((row) => row.some((v) => text(v) !== '') && !isSeparator(row));
  const header = grid[h];
  if (!header) return null;
  let titles = header.map(text);
  let headerEnd = h;
  const next = grid[h + 1];
  if (next && titles.some((t) => /^round$/i.test(t))) {
    titles = titles.map((t, c) => `${t} ${text(next[c])}`.trim());
    headerEnd = h + 1;
  }
  const layout: MsaLayout = { headerEnd, rounds: [] };
  const rounds: [number, number][] = [];
  titles.forEach((t, c) => {
    const n = t.toLowerCase();
    const round = roundOfHeader(t);
    if (round !== null) rounds.push([round, c]);
    else if (layout.number === undefined && /^(pair|no\b|num|#|number)/.test(n)) layout.number = c;
    else if (layout.name === undefined && /(player|name)/.test(n)) layout.name = c;
    else if (layout.score === undefined && /^(total|pts|score|points)/.test(n)) layout.score = c;
    else if (layout.rating === undefined && /^(rating|rtg)/.test(n)) layout.rating = c;
  });
  rounds.sort((a, b) => a[0] - b[0]);
  if (!rounds.length || rounds.some(([r], i) => r !== i + 1)) return null;
  layout.rounds = rounds.map(([, c]) => c);
  return layout;
}

/** A player number cell; its digits may be of any script (asciiDigits), as every reader reads them. */
const isNumberCell = (v: CellValue) => isDigits(asciiDigits(text(v)), 6);

/** A second line: only W, B or blanks in the round columns, at least one of them filled. */
function isColourLine(row: readonly CellValue[], layout: MsaLayout): boolean {
  if (layout.number !== undefined && isNumberCell(row[layout.number])) return false;
  const cells = layout.rounds.map((c) => row[c]);
  return cells.every(isColourCell) && cells.some((v) => text(v) !== '');
}

/**
 * The MSA layout: its two-row header, its "R: 1794" ratings, or colour lines under players.
 * `ratingsPossible` false is the caller's word that no cell holds "R:" (readAny knows it from the
 * text the cells were scanned from), so the cells are not searched for it one by one.
 */
export function looksLikeMsa(grid: Grid, ratingsPossible = true): boolean {
  // Every table that is read is asked this: plain loops that stop at the first answer.
  if (ratingsPossible) for (const row of grid) for (const v of row) if (holdsRatingLine(v)) return true;
  const layout = findMsaLayout(grid);
  if (!layout) return false;
  if (layout.headerEnd > 0 && grid[layout.headerEnd - 1]?.some((v) => /^round$/i.test(text(v)))) return true;
  let filledRows = 0;
  for (let r = layout.headerEnd + 1; r < grid.length; r++) {
    const row = grid[r]!;
    // A player number is neither a separator nor blank, and no colour line has one: the usual row, told by one cell.
    if (layout.number !== undefined && isNumberCell(row[layout.number])) {
      filledRows++;
      continue;
    }
    if (isSeparator(row) || !row.some((v) => text(v) !== '')) continue;
    // The first filled row is a player's; a colour line can only come under one.
    if (filledRows++ === 0) continue;
    if (
      isColourLine(row, layout) &&
      (layout.number !== undefined || layout.rounds.some((c) => /^W$/i.test(text(row[c]))))
    )
      return true;
  }
  return false;
}

export function readMsa(
  grid: Grid,
  options: { origin?: Origin; pabQuarters?: number } = {},
): { tournament: Tournament; notes: string[] } {
  const origin = options.origin ?? { row: 1, col: 1 };
  const layout = msaLayoutOrRefuse(grid, origin);
  const msa: MsaReading = {
    grid,
    layout,
    ref: (r: number, c: number) => cellRef(r, c, origin),
    problems: [],
    pabQuarters: options.pabQuarters,
    digits: new ForeignDigits(),
  };
  const { problems, ref } = msa;
  const players: ReadPlayer[] = [];
  let last: ReadPlayer | null = null;
  const twoLine = hasTwoLinesPerPlayer(grid, layout);

  for (let r = layout.headerEnd + 1; r < grid.length; r++) {
    const row = grid[r]!;
    if (!row.some((v) => text(v) !== '' || isDate(v)) || isSeparator(row)) continue;
    const colourLine = isColourLine(row, layout);
    if (colourLine && last && twoLine) {
      const ambiguousB = layout.number === undefined && !layout.rounds.some((c) => /^W$/i.test(text(row[c])));
      if (ambiguousB) {
        problems.push({
          // A colour line has a filled round cell, so there is a round column.
          cell: ref(r, layout.rounds[0]!),
          message: `this row holds only "B": full-point byes of a player (US Chess) or Black on the second line of player ${last.number} (MSA)? Expected a number column to tell them apart, or W/B colours written with the results (W12B).`,
        });
      } else applyColours(last, row, layout, r, ref, problems);
      last = null;
      continue;
    }
    if (layout.number !== undefined && !isNumberCell(row[layout.number])) {
      // The second line of a player whose games were all unplayed, or a stray line: only its rating matters.
      last = null;
      continue;
    }
    const player = readPlayerLine(msa, r, players.length + 1);
    players.push(player);
    last = player;
  }
  if (!players.length && !problems.length)
    problems.push({
      cell: ref(layout.headerEnd, 0),
      message: 'the crosstable has a header but no players; expected two lines per player below it.',
    });
  if (problems.length) throw new CrosstableError(problems);
  const notes = msa.digits.note ? [msa.digits.note] : [];
  return { tournament: buildTournament(players, { rounds: layout.rounds.length, notation: NAME }), notes };
}

/** The MSA layout of the grid; throws when its header is not one. */
function msaLayoutOrRefuse(grid: Grid, origin: Origin): MsaLayout {
  const layout = findMsaLayout(grid);
  if (!layout) {
    throw new CrosstableError([
      {
        cell: cellRef(0, 0, origin),
        message:
          'expected an MSA crosstable header: Pair | Player Name | Total | Round | Round … with the round numbers under it.',
      },
    ]);
  }
  return layout;
}

/** Whether a player takes two lines. */
function hasTwoLinesPerPlayer(grid: Grid, layout: MsaLayout): boolean {
  // Under a number column, a line without a number is a second line. Without one, only a line with a lone W is surely colours.
  return (
    layout.number !== undefined ||
    grid
      .slice(layout.headerEnd + 1)
      .some((row) => isColourLine(row, layout) && layout.rounds.some((c) => /^W$/i.test(text(row[c]))))
  );
}

/** What every line of one MSA table is read with. */
interface MsaReading {
  grid: Grid;
  layout: MsaLayout;
  ref: (r: number, c: number) => string;
  problems: Problem[];
  pabQuarters?: number;
  /** Number, rating, score and round cells with digits other than 0–9, for the reading note. */
  digits: ForeignDigits;
}

/** A player's first line (number, name, total, a result per round) and the rating on the line under it. */
function readPlayerLine(msa: MsaReading, r: number, place: number): ReadPlayer {
  const { grid, layout, ref, problems, digits } = msa;
  const row = grid[r]!;
  const number =
    layout.number !== undefined ? Number(digits.read(text(row[layout.number]), () => ref(r, layout.number!))) : place;
  if (layout.rating !== undefined) digits.saw(row[layout.rating], () => ref(r, layout.rating!));
  const nameCell = layout.name !== undefined ? text(row[layout.name]) : '';
  const rating = layout.rating !== undefined ? ratingOf(row[layout.rating], ref(r, layout.rating), problems) : null;
  const player: ReadPlayer = {
    number,
    name: nameCell,
    rating,
    cells: [],
    cell: ref(r, layout.number ?? layout.name ?? 0),
  };
  if (layout.score !== undefined) {
    const v = row[layout.score];
    player.scoreCell = ref(r, layout.score);
    digits.saw(v, () => player.scoreCell!);
    if (isDate(v)) problems.push({ cell: player.scoreCell, message: `the score ${DATE_IN_CELL}` });
    else if (text(v) !== '') {
      const q = parsePoints(asciiDigits(text(v)));
      if (q === null)
        problems.push({
          cell: player.scoreCell,
          message: `"${text(v)}" is not a score; expected points such as 4, 4.5 or 4½.`,
        });
      else player.declaredScore = q;
    }
  }
  readResults(msa, player, row, r);
  // The rating is on the second line ("15445895 / R: 1794 ->1817"): the pre-event rating.
  const second = grid[r + 1];
  if (second && layout.name !== undefined && (layout.number === undefined || !isNumberCell(second[layout.number]))) {
    const line = text(second[layout.name]);
    if (line.includes('R:')) {
      digits.saw(preEventRating(line), () => ref(r + 1, layout.name!));
      player.rating = ratingOf(preEventRating(line), ref(r + 1, layout.name), problems);
    }
  }
  return player;
}

/** The US Chess result in each round column of a first line. */
function readResults(msa: MsaReading, player: ReadPlayer, row: readonly CellValue[], r: number): void {
  for (const c of msa.layout.rounds) {
    const cell = msa.ref(r, c);
    if (isDate(row[c])) {
      msa.problems.push({ cell, message: `the round cell ${DATE_IN_CELL}` });
      continue;
    }
    const raw = msa.digits.read(text(row[c]), () => cell);
    const parsed = usNotation.parse(raw);
    if (typeof parsed === 'string')
      msa.problems.push({ cell, message: `${quoteCell(raw)} cannot be read: ${parsed}.` });
    else player.cells.push({ ...withPabPoints(parsed, msa.pabQuarters), raw, cell });
  }
}

/**
 * The pre-event rating of a second line, "R: 1794 ->1817" or "R: 1600P12->1610": the word after
 * "R:", up to a space or the arrow, read as any rating cell is (a five-digit "R: 12345" is refused,
 * never cut to 1234).
 */
function preEventRating(line: string): string {
  return line
    .slice(line.indexOf('R:') + 2)
    .trim()
    .split(/\s|->/)[0]!;
}

/** A rating read as readRating reads it; a cell it refuses is a problem naming that cell. */
function ratingOf(v: CellValue, cell: string, problems: Problem[]): number | null {
  const rating = readRating(v);
  if (rating === null || typeof rating === 'number') return rating;
  problems.push({ cell, message: rating.problem });
  return null;
}

function applyColours(
  player: ReadPlayer,
  row: readonly CellValue[],
  layout: MsaLayout,
  r: number,
  ref: (r: number, c: number) => string,
  problems: Problem[],
): void {
  layout.rounds.forEach((c, i) => {
    const entry = player.cells[i];
    const colour = text(row[c]).toUpperCase();
    if (!entry || !colour) return;
    if (entry.kind === 'win' || entry.kind === 'draw' || entry.kind === 'loss') {
      entry.colour = colour as 'W' | 'B';
    } else if (entry.kind === 'fullBye' || entry.kind === 'halfBye' || entry.kind === 'zeroBye') {
      problems.push({
        cell: ref(r, c),
        message: `"${colour}" is a colour, but round ${i + 1} of player ${player.number} is a ${entry.kind === 'zeroBye' ? 'round not paired' : 'bye'} with no game; expected it blank.`,
      });
    }
    // A forfeit may carry its scheduled colour; it is not a game, so the colour is not kept.
  });
}

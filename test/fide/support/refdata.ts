/**
 * A small private parser for just the three FIDE-style reference files (refdata-notes.md,
 * "Notation per file"), so the FIDE conformance tests do not wait for the chess-results and
 * Vega readers being written in src/read/. It builds the Tournament through the real
 * buildTournament, so pairings are still checked both ways.
 *
 * - chessresults_moscow_open_2018_a.csv: "161w1", "29b½", "198w+", "60b-", "-1", "0".
 * - chessresults_rr_tnr437642.csv: a round-robin grid "vsN" (1, ½, 0, * for itself), without
 *   round order or colours; rounds are laid out by the circle method so every pairing mirrors.
 * - fide_tec_exercise_2024_partial.csv: "+W9", "=B13", "-B1", "+F11"/"-F11", "+BYE", "=BYE", "--".
 * - hamiltonnz_club_champs_2018_partialTB.csv: the same, and an empty cell for a round not paired.
 */
import fs from 'node:fs';
import type { Tournament } from '../../../src/model/tournament';
import { buildTournament, ReadPlayer } from '../../../src/read/build';
import { parseDelimited } from '../../../src/read/csv';
import { parsePoints } from '../../../src/read/cells';
import type { ParsedCell } from '../../../src/read/notation';

export interface RefTable {
  tournament: Tournament;
  header: string[];
  /** The file's rows by player number. */
  rows: Map<number, string[]>;
}

function column(header: string[], name: string): number {
  const i = header.indexOf(name);
  if (i < 0) throw new Error(`no column ${name}`);
  return i;
}

function rating(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null;
}

function score(text: string): number | undefined {
  return text === '' ? undefined : (parsePoints(text) ?? undefined);
}

function load(file: string): { header: string[]; body: string[][] } {
  const [header, ...body] = parseDelimited(fs.readFileSync(file, 'utf8')).filter((r) => r.some((c) => c !== ''));
  return { header, body };
}

function finish(
  header: string[],
  body: string[][],
  players: ReadPlayer[],
  rounds: number,
  notation: string,
  roundOrderKnown = true,
): RefTable {
  const tournament = buildTournament(players, { rounds, notation, roundOrderKnown });
  return { tournament, header, rows: new Map(body.map((r) => [Number(r[0]), r])) };
}

function chessResultsCell(text: string): ParsedCell {
  const s = text.trim();
  if (s === '0') return { kind: 'zeroBye' };
  if (s === '-1') return { kind: 'fullBye' };
  if (s === '-½') return { kind: 'halfBye' };
  const m = /^(\d+)([wb])(1|½|0|\+|-)$/.exec(s);
  if (!m) throw new Error(`cannot read chess-results cell "${text}"`);
  const opponent = Number(m[1]);
  const colour = m[2] === 'w' ? 'W' : 'B';
  switch (m[3]) {
    case '+':
      return { kind: 'forfeitWin', opponent };
    case '-':
      return { kind: 'forfeitLoss', opponent };
    case '1':
      return { kind: 'win', opponent, colour };
    case '½':
      return { kind: 'draw', opponent, colour };
    default:
      return { kind: 'loss', opponent, colour };
  }
}

/** A table with No., Name, Rating, Score and R1…Rn columns, its round cells read by `readCell`. */
function readRoundColumns(file: string, readCell: typeof chessResultsCell, parser: string): RefTable {
  const { header, body } = load(file);
  const roundCols = header.map((h, i) => (/^R\d+$/.test(h) ? i : -1)).filter((i) => i >= 0);
  const players = body.map((r, i): ReadPlayer => ({
    number: Number(r[0]),
    name: r[column(header, 'name')],
    rating: rating(r[column(header, 'rating')]),
    declaredScore: score(r[column(header, 'score')]),
    cell: `A${i + 2}`,
    cells: roundCols.map((c) => ({ ...readCell(r[c]), raw: r[c], cell: `${header[c]}:${r[0]}` })),
  }));
  return finish(header, body, players, roundCols.length, parser);
}

/** The chess-results "Final Ranking crosstable" export (Moscow Open 2018 A). */
export function readChessResultsSwiss(file: string): RefTable {
  return readRoundColumns(file, chessResultsCell, 'chess-results (test parser)');
}

/** Round r (0-based) pairings of n players (n even) by the circle method. */
function circle(n: number): Map<string, number> {
  const roundOf = new Map<string, number>();
  const ring = Array.from({ length: n - 1 }, (_, i) => i + 1);
  for (let r = 0; r < n - 1; r++) {
    const order = [0, ...ring.slice(r), ...ring.slice(0, r)];
    for (let k = 0; k < n / 2; k++) {
      const a = order[k];
      const b = order[n - 1 - k];
      roundOf.set(`${Math.min(a, b)}-${Math.max(a, b)}`, r);
    }
  }
  return roundOf;
}

/** The chess-results round-robin grid "vsN" (tnr437642): no round order, no colours. */
export function readChessResultsRoundRobin(file: string): RefTable {
  const { header, body } = load(file);
  const vs = header.map((h, i) => (/^vs\d+$/.test(h) ? i : -1)).filter((i) => i >= 0);
  const n = body.length;
  const even = n % 2 === 0 ? n : n + 1;
  const roundOf = circle(even);
  const rounds = even - 1;
  const players = body.map((r, i): ReadPlayer => {
    const cells: ReadPlayer['cells'] = Array.from({ length: rounds }, (_, k) => ({
      kind: 'zeroBye',
      raw: '',
      cell: `R${k + 1}:${r[0]}`,
    }));
    vs.forEach((c, j) => {
      if (j === i) return;
      const points = parsePoints(r[c]);
      const kind = points === 4 ? 'win' : points === 2 ? 'draw' : points === 0 ? 'loss' : null;
      if (!kind) throw new Error(`cannot read round-robin cell "${r[c]}"`);
      const round = roundOf.get(`${Math.min(i, j)}-${Math.max(i, j)}`)!;
      cells[round] = { kind, opponent: Number(header[c].slice(2)), raw: r[c], cell: `${header[c]}:${r[0]}` };
    });
    return {
      number: Number(r[0]),
      name: r[column(header, 'name')],
      rating: rating(r[column(header, 'rating')]),
      declaredScore: score(r[column(header, 'score')]),
      cell: `A${i + 2}`,
      cells,
    };
  });
  return finish(header, body, players, rounds, 'chess-results round robin (test parser)', false);
}

function vegaCell(text: string): ParsedCell {
  const s = text.trim().toUpperCase();
  if (s === '--' || s === '') return { kind: 'zeroBye' };
  if (s === '+BYE') return { kind: 'fullBye' };
  if (s === '=BYE') return { kind: 'halfBye' };
  const m = /^([+=-])([WBF])(\d+)$/.exec(s);
  if (!m) throw new Error(`cannot read exercise cell "${text}"`);
  const opponent = Number(m[3]);
  if (m[2] === 'F') {
    if (m[1] === '=') throw new Error(`no forfeit draw in "${text}"`);
    return { kind: m[1] === '+' ? 'forfeitWin' : 'forfeitLoss', opponent };
  }
  const kind = m[1] === '+' ? 'win' : m[1] === '=' ? 'draw' : 'loss';
  return { kind, opponent, colour: m[2] as 'W' | 'B' };
}

/** The FIDE tie-break exercise crosstable ("+W9", "=BYE", "--"). */
export function readFideExercise(file: string): RefTable {
  return readRoundColumns(file, vegaCell, 'FIDE exercise (test parser)');
}

/** The Hamilton (NZ) Club Champs 2018 table: the exercise's notation, an empty cell for a round not paired. */
export function readHamilton(file: string): RefTable {
  return readRoundColumns(file, vegaCell, 'Hamilton NZ (test parser)');
}

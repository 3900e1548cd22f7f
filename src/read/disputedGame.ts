/**
 * One game told two ways: player p's cell of a round names q, and q's cell of that round does not
 * tell the same game (G9 says W12, G13 says W8). It is one problem about one game, worded once
 * with both cells; when a score column shows which cell is wrong (the row's score adds up once
 * that cell is mirrored), the problem names that cell first and says why. When nothing tells,
 * it says so: the director fixes one of the two, never a cell we guessed silently.
 */
import { formatPoints, Quarters } from '../model/points';
import type { Problem } from '../model/problems';
import { Entry, EntryKind, KIND_LABEL, MIRROR, POINTS } from '../model/tournament';

/** What the disputed game needs of a row: its number and the score it prints. */
export interface DisputeRow {
  number: number;
  declaredScore?: Quarters;
  scoreCell?: string;
  cell: string;
}

/** One side of the game: the row's place, its cell of the round, its results added up. */
export interface Side {
  place: number;
  entry: Entry;
  total: number;
}

/** The problem, and the row whose score column the probably wrong cell explains (its score problem is this one). */
export interface Dispute {
  problem: Problem;
  explains?: { place: number; total: number };
}

/** `a` (p's cell, which names q) against `b` (q's cell of the same round), round r (0-based). */
export function disputedGame(rows: readonly DisputeRow[], r: number, a: Side, b: Side): Dispute {
  const aFix = fixFor(a, b);
  const bFix = fixFor(b, a);
  const aWrong = scoreSays(rows[a.place]!, a, aFix);
  const bWrong = scoreSays(rows[b.place]!, b, bFix);
  if (aWrong !== undefined && bWrong === undefined) return probably(rows, r, a, b, aFix, aWrong);
  if (bWrong !== undefined && aWrong === undefined) return probably(rows, r, b, a, bFix, bWrong);
  return { problem: eitherCell(rows, r, a, b, aFix, bFix) };
}

/** The kinds side's cell would say to mirror the other's, when the other names side's player. */
function fixFor(side: Side, other: Side): EntryKind[] {
  return other.entry.opponent === side.place ? MIRROR[other.entry.kind] : [];
}

/**
 * The row's total once its cell says one of `fix` instead, when that total is the score column's
 * and today's is not: the score column says this cell is the wrong one.
 */
function scoreSays(row: DisputeRow, side: Side, fix: readonly EntryKind[]): number | undefined {
  const declared = row.declaredScore;
  if (declared === undefined || declared === side.total) return undefined;
  const totals = fix.map((k) => side.total - POINTS[side.entry.kind] + POINTS[k]);
  return totals.find((t) => t === declared);
}

/**
 * "player 4's round 2 says "W3W" but player 3's round 2 (F4) says "W4B"": the first cell is the
 * problem's own, which every front end shows before the message.
 */
function head(rows: readonly DisputeRow[], r: number, first: Side, second: Side): string {
  const where = second.entry.cell ? ` (${second.entry.cell})` : '';
  return (
    `player ${rows[first.place]!.number}'s round ${r + 1} says ${shown(first.entry)} ` +
    `but player ${rows[second.place]!.number}'s round ${r + 1}${where} says ${shown(second.entry)}`
  );
}

function shown(e: Entry): string {
  return e.raw ? `"${e.raw}"` : KIND_LABEL[e.kind];
}

/** "a loss against player 3" (or "a win or loss …"). */
function result(kinds: readonly EntryKind[], against: number): string {
  return `a ${kinds.map((k) => KIND_LABEL[k]).join(' or ')} against player ${against}`;
}

/** Both name each other with mirrored results but the same colour. */
function sameColour(a: Side, b: Side): boolean {
  return a.entry.colour !== undefined && a.entry.colour === b.entry.colour;
}

function probably(
  rows: readonly DisputeRow[],
  r: number,
  wrong: Side,
  right: Side,
  fix: readonly EntryKind[],
  total: number,
): Dispute {
  const row = rows[wrong.place]!;
  const other = rows[right.place]!.number;
  const kind = fix.find((k) => wrong.total - POINTS[wrong.entry.kind] + POINTS[k] === total)!;
  const score = row.scoreCell ? `score (${row.scoreCell})` : 'score';
  return {
    problem: {
      ...(wrong.entry.cell ? { cell: wrong.entry.cell } : {}),
      message:
        `${head(rows, r, wrong, right)}; ${wrong.entry.cell ?? 'this cell'} is probably the wrong one: ` +
        `player ${row.number}'s ${score} is ${formatPoints(total)}, which adds up with ${result([kind], other)} in round ${r + 1}.`,
    },
    explains: { place: wrong.place, total },
  };
}

function eitherCell(
  rows: readonly DisputeRow[],
  r: number,
  a: Side,
  b: Side,
  aFix: readonly EntryKind[],
  bFix: readonly EntryKind[],
): Problem {
  const aNumber = rows[a.place]!.number;
  const bNumber = rows[b.place]!.number;
  const bCell = b.entry.cell ?? `player ${bNumber}'s row`;
  const aCell = a.entry.cell ?? `player ${aNumber}'s row`;
  const both = head(rows, r, a, b);
  const cell = a.entry.cell ? { cell: a.entry.cell } : {};
  if (aFix.length && bFix.length && MIRROR[a.entry.kind].includes(b.entry.kind) && sameColour(a, b))
    return {
      ...cell,
      message: `${both}: the same colour on both sides of one game; expected the other colour in ${aCell} or ${bCell}.`,
    };
  const either = aFix.length ? ` or ${result(aFix, bNumber)} in ${aCell}` : ` or another result in ${aCell}`;
  return {
    ...cell,
    message:
      `${both}; expected ${result(bFix, aNumber)} in ${bCell}${either}. ` +
      `Nothing else in the table tells which is wrong: fix one of the two.`,
  };
}

/**
 * Which column is which, from the header row. Headers are matched ignoring case, spaces and
 * punctuation; columns the engine has no use for (place, byes, printed tiebreaks) are ignored.
 */
import { Problem, cellRef } from '../model/problems';
import { asciiDigits, cellText, CellValue, formulaError } from './cells';
import { limitText, MAX_ROUND } from './limits';

export interface Layout {
  number?: number;
  name?: number;
  rating?: number;
  score?: number;
  /** Further score columns ("Score" and "Total"): each is checked against the results too. */
  moreScores?: number[];
  /** Column of each round, in round order. */
  rounds: number[];
  /** Every other headed column (Section, Age, School, printed tiebreaks…), carried to Player.labels. */
  labels?: { header: string; col: number }[];
}

const HEADERS: Record<'number' | 'name' | 'rating' | 'score', string[]> = {
  // "Rk." heads chess-results' ranking crosstable, whose opponents are final ranks.
  number: ['no', 'pair', 'pairno', 'num', 'number', '#', 'plr', 'plr#', 'sno', 'startno', 'rk'],
  name: ['name', 'player', 'playername', 'players'],
  rating: ['rating', 'rtg', 'elo', 'rate'],
  score: ['score', 'total', 'pts', 'points', 'tot', 'totalpts'],
};

function normalise(header: string): string {
  return header.toLowerCase().replace(/[\s._:\-()]/g, '');
}

/**
 * The round a header names: "R1", "Rd 1", "Round 1", "Rnd1", "1", and chess-results' "1.Rd".
 * Any number of digits is a round header, so "R0" and "R1000" come back to be refused by
 * roundHeaderProblem rather than be taken for label columns.
 */
export function roundOfHeader(header: string): number | null {
  // "R５" is round 5, in whatever script its digits are (asciiDigits), not a column of other facts.
  const m = /^(?:r|rd|rnd|round)?(\d{1,15})(?:rd)?$/.exec(normalise(asciiDigits(header)));
  return m ? Number(m[1]) : null;
}

/** What is wrong with a round header's number, or null: rounds are numbered from 1 to MAX_ROUND. */
export function roundHeaderProblem(round: number, header: string): string | null {
  if (round === 0) return `"${header}" names round 0; expected rounds numbered from 1 (R1, R2, R3…).`;
  if (round > MAX_ROUND)
    return `"${header}" names round ${round}; expected at most ${limitText(MAX_ROUND)} rounds (R1 to R${MAX_ROUND}).`;
  return null;
}

export function findLayout(
  header: readonly CellValue[],
  origin: { row: number; col: number },
): { layout: Layout; problems: Problem[] } {
  const problems: Problem[] = [];
  const layout: Layout = { rounds: [] };
  const roundCols: [number, number][] = [];
  let refusedRound = false;
  header.forEach((value, col) => {
    const error = formulaError(cellText(value));
    if (error)
      problems.push({
        cell: cellRef(0, col, origin),
        message: `the header ${error}; expected a column name such as No., Name, Score or R1.`,
      });
    const text = normalise(cellText(value));
    if (!text) return;
    for (const key of Object.keys(HEADERS) as (keyof typeof HEADERS)[]) {
      if (HEADERS[key].includes(text) && layout[key] === undefined) {
        layout[key] = col;
        return;
      }
    }
    // A second score column stays a label (shown as before) and is checked like the first.
    if (HEADERS.score.includes(text)) (layout.moreScores ??= []).push(col);
    const round = roundOfHeader(cellText(value));
    const badRound = round === null ? null : roundHeaderProblem(round, cellText(value));
    if (badRound) {
      refusedRound = true;
      problems.push({ cell: cellRef(0, col, origin), message: `the header ${badRound}` });
    } else if (round !== null) {
      if (roundCols.some(([r]) => r === round)) {
        problems.push({
          cell: cellRef(0, col, origin),
          message: `round ${round} has a second column; expected each round once.`,
        });
      } else roundCols.push([round, col]);
    } else (layout.labels ??= []).push({ header: cellText(value).trim(), col });
  });
  roundCols.sort((a, b) => a[0] - b[0]);
  roundCols.forEach(([round, col], i) => {
    if (round !== i + 1) {
      problems.push({
        cell: cellRef(0, col, origin),
        message: `round ${round} follows round ${i}; expected rounds numbered 1, 2, 3… with none missing.`,
      });
    }
  });
  layout.rounds = roundCols.map(([, col]) => col);
  // A round header refused above already says what is wrong with the header.
  if (!layout.rounds.length && !refusedRound) {
    problems.push({
      cell: cellRef(0, 0, origin),
      message:
        'expected a header row naming the columns: No., Name, Rating, Score and one column per round (R1, R2… or Round 1, Round 2…).',
    });
  }
  return { layout, problems };
}

/** The number, name, rating and score columns alone: a round-robin grid has no round columns. */
export function playerColumns(header: readonly CellValue[]): Omit<Layout, 'rounds'> {
  const found: Omit<Layout, 'rounds'> = {};
  header.forEach((value, col) => {
    const text = normalise(cellText(value));
    const key = (Object.keys(HEADERS) as (keyof typeof HEADERS)[]).find(
      (k) => HEADERS[k].includes(text) && found[k] === undefined,
    );
    if (key) found[key] = col;
  });
  return found;
}

/**
 * A team event as its crosstables give it (seeds 000 and 001: "In team tournaments, total game
 * points scored by all team members is the first tiebreak method used"). Each team's round is
 * one match: the opposing team, the match result, and the game points scored on the boards.
 *
 * A team event becomes an ordinary Tournament whose players are the teams and whose entries are
 * match results (won, drawn, lost, forfeited, bye), each carrying its game points, so every
 * Swiss tiebreak of the registry applies to teams unchanged (src/teams/build.ts).
 */
import { Quarters } from '../model/points';
import type { Colour, EntryKind } from '../model/tournament';

/** One team's round as a team notation reads it; opponents are still the director's team numbers. */
export interface TeamCell {
  /** The match result: win/draw/loss played, forfeitWin/forfeitLoss a forfeited match, byes. */
  kind: EntryKind;
  opponent?: number;
  /** The team's colour on board 1, when the notation records it. */
  colour?: Colour;
  /** Game points the team scored, when the cell writes them. */
  gamePoints?: Quarters;
  /** Game points the opposing team scored, when the cell writes them ("3-1"). */
  against?: Quarters;
  /** The notation writes only game points (chess-results "18w4½"): the match result follows from them. */
  fromGamePoints?: boolean;
  /** The team's points on board 1, 2, …, when the sheet gives each board (src/teams/boardSheet.ts). */
  boardPoints?: readonly Quarters[];
}

/** A team notation: parse returns a string saying what was expected when it cannot read a cell. */
export interface TeamCellNotation {
  id: TeamNotationId;
  name: string;
  parse(text: string): TeamCell | string;
}

export const TEAM_NOTATION_IDS = ['us-team', 'chess-results-team', 'board-sheet'] as const;
export type TeamNotationId = (typeof TEAM_NOTATION_IDS)[number];

/** One team row of a team crosstable (or one team gathered from a board-by-board sheet). */
export interface TeamRow {
  number: number;
  name: string;
  /** One per round; `raw` and `cell` say where the match was read from. */
  cells: (TeamCell & { raw: string; cell: string })[];
  /** Cell of the team's number (or first cell of its row). */
  cell: string;
  /** Match points and game points the table prints, to check against the results. */
  declaredMatchPoints?: Quarters;
  matchPointsCell?: string;
  declaredGamePoints?: Quarters;
  gamePointsCell?: string;
}

/** Match points for a match won, drawn and lost, in quarters (2/1/0 is { win: 8, draw: 4, loss: 0 }). */
export interface MatchPoints {
  win: Quarters;
  draw: Quarters;
  loss: Quarters;
}

export const DEFAULT_MATCH_POINTS: MatchPoints = { win: 8, draw: 4, loss: 0 };

/**
 * What each entry of a team event is worth in the standings: a forfeited match counts as a
 * match won or lost, a bye as a match won, a half-point bye as a match drawn, an unpaired round
 * nothing.
 */
export function scoringOf(mp: MatchPoints): Record<EntryKind, Quarters> {
  return {
    win: mp.win,
    draw: mp.draw,
    loss: mp.loss,
    forfeitWin: mp.win,
    forfeitLoss: mp.loss,
    forfeitDraw: mp.draw,
    fullBye: mp.win,
    halfBye: mp.draw,
    zeroBye: mp.loss,
  };
}

/** "2,1,0", "3 1 0", "2/1/0": match points for a win, a draw and a loss; throws an Error saying what was expected. */
export function parseMatchPoints(text: string): MatchPoints {
  const parts = text
    .trim()
    .split(/\s*[,;/\s]\s*/)
    .filter(Boolean);
  const q = parts.map((p) => {
    const n = Number(p.replace('½', '.5'));
    return Number.isFinite(n) && n >= 0 && Number.isInteger(n * 4) ? n * 4 : NaN;
  });
  const [win, draw, loss, ...more] = q;
  if (
    win === undefined ||
    draw === undefined ||
    loss === undefined ||
    more.length ||
    q.some(Number.isNaN) ||
    !(win > draw && draw >= loss)
  ) {
    throw new Error(
      `Match points "${text}": expected three numbers for a match won, drawn and lost, highest first, such as 2,1,0 or 3,1,0.`,
    );
  }
  return { win, draw, loss };
}

/** "2,1,0": how a director writes the match points. */
export function matchPointsLabel(mp: MatchPoints): string {
  return [mp.win, mp.draw, mp.loss].map((x) => String(x / 4)).join(',');
}

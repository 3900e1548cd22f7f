/**
 * US-style team crosstable cells, as WinTD and SwissSys print team wall charts: the match result
 * letter and the opposing team's number, an optional colour of board 1, then the game points,
 * either both teams' ("W12 3-1", "L 5 1½-2½") or the team's own in brackets ("W12 (3)").
 *   X12 / F12   forfeited match won / lost (game points optional: "X12 4-0")
 *   B, BYE      bye, a match won ("B (2)": the game points it is given)
 *   H           half-point bye, a match drawn
 *   U, -, empty not paired
 */
import { parsePoints } from '../read/cells';
import type { EntryKind } from '../model/tournament';
import { resultTooLong } from '../read/notation';
import type { TeamCell, TeamCellNotation } from './model';

const EXPECTED =
  'expected a team result such as W12 3-1 or W12 (3) (won against team 12, game points), D5 2-2, L3 1½-2½, X12 or F12 (forfeited match), B or B (2) (bye), H, or U/- (not paired)';

const RESULT: Record<string, EntryKind> = {
  W: 'win',
  D: 'draw',
  L: 'loss',
  X: 'forfeitWin',
  F: 'forfeitLoss',
  Z: 'forfeitDraw',
};

/**
 * The game points part: "3-1", "3½:½", "(3)", "3" (own only), or nothing. The patterns leave
 * the spaces inside to trim: spaces matched both by a part and by "\s*" beside it would make
 * them quadratic (or worse) in a long run of spaces.
 */
function gamePointsOf(text: string): { gamePoints?: number; against?: number } | null {
  const s = text.trim();
  if (s === '') return {};
  const [, ownOnly] = /^\(([^()]*)\)$/.exec(s) ?? /^([\d.,½¼¾]+)$/.exec(s) ?? [];
  if (ownOnly !== undefined) {
    const own = ownOnly.trim() === '' ? null : parsePoints(ownOnly.trim());
    return own === null ? null : { gamePoints: own };
  }
  const [, ownText, againstText] = /^([\d.,½¼¾\s]+)[-:–]([\d.,½¼¾\s]+)$/.exec(s) ?? [];
  if (ownText === undefined || againstText === undefined || ownText.trim() === '' || againstText.trim() === '')
    return null;
  const own = parsePoints(ownText);
  const against = parsePoints(againstText);
  return own === null || against === null ? null : { gamePoints: own, against };
}

export const usTeamNotation: TeamCellNotation = {
  id: 'us-team',
  name: 'US team notation',
  parse(text): TeamCell | string {
    const s = text.trim().toUpperCase();
    if (s === '' || s === 'U' || s === '-') return { kind: 'zeroBye' };
    const tooLong = resultTooLong(s);
    if (tooLong) return tooLong;
    // The rest is trimmed by gamePointsOf, not matched by "\s*": a space run in two parts is quadratic.
    const [, bye, afterBye] = /^(BYE|B|H)\b(.*)$/.exec(s) ?? [];
    if (afterBye !== undefined) {
      const gp = gamePointsOf(afterBye);
      if (!gp || gp.against !== undefined) return EXPECTED;
      return { kind: bye === 'H' ? 'halfBye' : 'fullBye', ...gp };
    }
    const [, letter, number, colour, rest] = /^([WDLXFZ])(?:\s*(\d{1,4}))?(?:\s*([WB])(?!\d))?(.*)$/.exec(s) ?? [];
    if (letter === undefined || rest === undefined) return EXPECTED;
    const kind = RESULT[letter];
    // The pattern takes only RESULT's letters.
    if (kind === undefined) throw new Error(`US team notation: no result for "${letter}"`);
    const opponent = number === undefined ? undefined : Number(number);
    const played = kind === 'win' || kind === 'draw' || kind === 'loss';
    if (played && opponent === undefined) return `a played match needs the opposing team's number; ${EXPECTED}`;
    if (opponent === 0) return `there is no team 0; ${EXPECTED}`;
    const gp = gamePointsOf(rest);
    if (!gp) return EXPECTED;
    if (played && gp.gamePoints === undefined) return `the game points are missing; ${EXPECTED}`;
    const cell: TeamCell = { kind, ...gp };
    if (opponent !== undefined) cell.opponent = opponent;
    // A forfeited match is not a match played: like a forfeited game it keeps no colour.
    if (colour && played) cell.colour = colour as 'W' | 'B';
    return cell;
  },
};

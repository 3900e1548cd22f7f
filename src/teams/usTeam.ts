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

const RESULT: Record<string, EntryKind> = { W: 'win', D: 'draw', L: 'loss', X: 'forfeitWin', F: 'forfeitLoss', Z: 'forfeitDraw' };

/**
 * The game points part: "3-1", "3½:½", "(3)", "3" (own only), or nothing. The patterns leave
 * the spaces inside to trim: spaces matched both by a part and by "\s*" beside it would make
 * them quadratic (or worse) in a long run of spaces.
 */
function gamePointsOf(text: string): { gamePoints?: number; against?: number } | null {
  const s = text.trim();
  if (s === '') return {};
  let m = /^\(([^()]*)\)$/.exec(s) ?? /^([\d.,½¼¾]+)$/.exec(s);
  if (m) {
    const own = m[1].trim() === '' ? null : parsePoints(m[1].trim());
    return own === null ? null : { gamePoints: own };
  }
  m = /^([\d.,½¼¾\s]+)[-:–]([\d.,½¼¾\s]+)$/.exec(s);
  if (!m || m[1].trim() === '' || m[2].trim() === '') return null;
  const own = parsePoints(m[1]);
  const against = parsePoints(m[2]);
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
    let m = /^(BYE|B|H)\b(.*)$/.exec(s);
    if (m) {
      const gp = gamePointsOf(m[2]);
      if (!gp || gp.against !== undefined) return EXPECTED;
      return { kind: m[1] === 'H' ? 'halfBye' : 'fullBye', ...gp };
    }
    m = /^([WDLXFZ])(?:\s*(\d{1,4}))?(?:\s*([WB])(?!\d))?(.*)$/.exec(s);
    if (!m) return EXPECTED;
    const kind = RESULT[m[1]];
    const opponent = m[2] === undefined ? undefined : Number(m[2]);
    const played = kind === 'win' || kind === 'draw' || kind === 'loss';
    if (played && opponent === undefined) return `a played match needs the opposing team's number; ${EXPECTED}`;
    if (opponent === 0) return `there is no team 0; ${EXPECTED}`;
    const gp = gamePointsOf(m[4]);
    if (!gp) return EXPECTED;
    if (played && gp.gamePoints === undefined) return `the game points are missing; ${EXPECTED}`;
    const cell: TeamCell = { kind, ...gp };
    if (opponent !== undefined) cell.opponent = opponent;
    // A forfeited match is not a match played: like a forfeited game it keeps no colour.
    if (m[3] && played) cell.colour = m[3] as 'W' | 'B';
    return cell;
  },
};

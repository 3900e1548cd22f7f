/**
 * chess-results / Swiss-Manager team crosstable cells (notations.md §5): the opposing team's
 * number, the colour of board 1, and the game points the team scored: "18w4½", "3b2". A
 * forfeited match is "18w+" (won) or "18w-" (lost); "-2" is a bye with the game points it is
 * given (a match won), "-0" and "0w0" a round the team was not paired.
 * Seen on chess-results (tnr368281, "Ranking crosstable after Round 2", art=63): "18w4½", "13w5",
 * "0w0"; the number is the opposing row's Rk., not its starting number, so the Rk. column is
 * the team's number. Game points may add up to less than the boards there ("14b3" against
 * "6w0" on five boards): boards both teams left empty. The forfeit forms were not seen.
 */
import { parsePoints } from '../read/cells';
import { resultTooLong } from '../read/notation';
import type { TeamCell, TeamCellNotation } from './model';

const EXPECTED =
  'expected a chess-results team result such as 18w4½ or 3b2 (opposing team, colour of board 1 w/b, game points scored), 18w+ or 18w- (forfeited match), -2 (bye with its game points) or -0 (not paired)';

export const chessResultsTeamNotation: TeamCellNotation = {
  id: 'chess-results-team',
  name: 'chess-results team notation',
  parse(text): TeamCell | string {
    const s = text.trim().toLowerCase();
    if (s === '' || s === '0') return { kind: 'zeroBye' };
    const tooLong = resultTooLong(s);
    if (tooLong) return tooLong;
    const [, byePoints] = /^-\s*(\S.*)$/.exec(s) ?? [];
    if (byePoints !== undefined) {
      const gp = parsePoints(byePoints);
      if (gp === null) return EXPECTED;
      return gp === 0 ? { kind: 'zeroBye' } : { kind: 'fullBye', gamePoints: gp };
    }
    // The rest is trimmed, not matched by "\s*": a space run two parts can take is quadratic.
    const [, number, colour, after] = /^(\d{1,5})\s*([wb])(.*)$/.exec(s) ?? [];
    if (after === undefined) return EXPECTED;
    const opponent = Number(number);
    const rest = after.trim();
    if (opponent === 0)
      return rest === '' || parsePoints(rest) === 0 ? { kind: 'zeroBye' } : `there is no team 0; ${EXPECTED}`;
    if (rest === '+') return { kind: 'forfeitWin', opponent };
    if (rest === '-') return { kind: 'forfeitLoss', opponent };
    if (rest === '') return `the game points are missing; ${EXPECTED}`;
    const gp = parsePoints(rest);
    if (gp === null) return EXPECTED;
    // Whether the match was won is for the game points to say, once the boards are known (build.ts).
    return { kind: 'win', fromGamePoints: true, opponent, colour: colour === 'w' ? 'W' : 'B', gamePoints: gp };
  },
};

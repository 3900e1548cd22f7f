/**
 * The board systems of FIDE C.07 12, for team events read board by board: each needs the result
 * on every board, which only a board-by-board sheet gives (refused elsewhere by name, see
 * needsBoardResults). Summed over every match. A bye or a forfeited match has no board results:
 * when its game points are all the boards or none, every board's result is known all the same (1
 * on each, or 0 on each) and counts; any other share could have fallen on any boards, so the team
 * has no value rather than a guessed one (C.07 does not say; counting such a match as nothing
 * would rank a forfeit win best on BC, where lower is better).
 *
 * - BC, board count (12.1): each board's points times the board's number; lower is better, so
 *   points won on the top boards count for more (Held, exercise 46: 1-0, ½-½, ½-½, 0-1 from
 *   board 1 down is 1×1 + 2×½ + 3×½ + 4×0 = 3.5 for one team and 6.5 for the other, the first
 *   ranked higher).
 * - TBR, top board result (12.2): the points on board 1.
 * - BBE, bottom board elimination (12.3): the points with the bottom board left out.
 */
import { Quarters, WIN } from '../../../model/points';
import type { Entry } from '../../../model/tournament';
import type { TiebreakContext } from '../../context';
import { pts, roundLabel } from '../../explain';
import type { PlayerTiebreak, TiebreakValue } from '../../types';

type Code = 'BC' | 'TBR' | 'BBE';

/** What one match's boards add, in quarters, and how it reads in the explanation. */
const MATCH: Record<Code, (boards: readonly Quarters[]) => { value: number; text: string }> = {
  BC: (b) => ({
    value: b.reduce((a, x, i) => a + (i + 1) * x, 0),
    text: b.map((x, i) => `${i + 1}×${pts(x)}`).join(' + '),
  }),
  TBR: (b) => ({ value: b[0] ?? 0, text: `board 1 ${pts(b[0] ?? 0)}` }),
  BBE: (b) => ({
    value: b.slice(0, -1).reduce((a, x) => a + x, 0),
    text: `${b.slice(0, -1).map(pts).join(' + ') || '0'} (board ${b.length} left out)`,
  }),
};

/** A match's points on each board: as played, or known from its game points when it was all or nothing; else null. */
function boardsOf(e: Entry, boards: number): readonly Quarters[] | null {
  if (e.boardPoints) return e.boardPoints;
  const gp = e.gamePoints ?? 0;
  if (gp === 0) return Array<Quarters>(boards).fill(0);
  if (gp === boards * WIN) return Array<Quarters>(boards).fill(WIN);
  return null;
}

function boardValue(ctx: TiebreakContext, team: number, code: Code): TiebreakValue {
  const boards = ctx.tournament.boards ?? 0;
  const parts = ctx
    .player(team)
    .entries.slice(0, ctx.rounds)
    .map((e, round) => {
      const points = boardsOf(e, boards);
      const where = `${roundLabel(round)}${e.opponent !== undefined ? ` ${ctx.label(e.opponent)}` : ''}`;
      if (!points)
        return { value: null, text: `${where} ${pts(e.gamePoints ?? 0)} without board results, which boards unknown` };
      const m = MATCH[code](points);
      return {
        value: m.value,
        text: `${where} ${e.boardPoints ? '' : 'not played on the boards, every board alike: '}${m.text}`,
      };
    });
  const unknown = parts.some((x) => x.value === null);
  const value = unknown ? null : parts.reduce((a, x) => a + (x.value ?? 0), 0);
  return {
    value,
    explain: () =>
      `${parts.map((x) => x.text).join(', ') || 'no rounds'}; ${value === null ? 'no value' : `${code} ${pts(value)}`}`,
  };
}

function boardSystem(
  code: Code,
  name: string,
  article: string,
  summary: string,
  lowerIsBetter = false,
): PlayerTiebreak {
  return {
    kind: 'player',
    code,
    name,
    rule: `FIDE C.07 ${article}`,
    summary,
    unit: 'points',
    lowerIsBetter,
    needsTeams: true,
    needsBoardResults: true,
    options: [],
    compute: (ctx, team) => boardValue(ctx, team, code),
  };
}

export const boardCount = boardSystem(
  'BC',
  'Board count',
  '12.1',
  "Team events read board by board: each board's points times its board number, summed; lower is better.",
  true,
);
export const topBoardResult = boardSystem(
  'TBR',
  'Top board result',
  '12.2',
  'Team events read board by board: the points scored on board 1.',
);
export const bottomBoardElimination = boardSystem(
  'BBE',
  'Bottom board elimination',
  '12.3',
  'Team events read board by board: the game points with the bottom board left out.',
);

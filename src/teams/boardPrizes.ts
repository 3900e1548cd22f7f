/**
 * Board prizes: for each board, the players who sat on it, ranked by their score on that board
 * (the games they played there, forfeits counted as on the match score), then by percentage
 * (score over games on that board, so a player who missed rounds is not ahead of one who played
 * them all for the same score), and then shared. This is the rule most US team events announce;
 * a director with a minimum number of games sets minGames.
 */
import { Quarters } from '../model/points';
import type { Tournament } from '../model/tournament';
import { at } from '../tiebreaks/lookup';
import type { BoardGame } from './boardSheet';

export interface BoardPrizeRow {
  board: number;
  /** "1" or "2-3" when score and percentage are equal. */
  rank: string;
  player: string;
  /** Team index into the tournament's players. */
  team: number;
  teamName: string;
  points: Quarters;
  games: number;
  /** Of games played over the board (forfeits excluded), for the record. */
  played: number;
}

export interface BoardPrizeOptions {
  /** Leave out players with fewer games on the board (default 1). */
  minGames?: number;
  /** Count the rounds up to this one only. */
  afterRound?: number;
}

export function boardPrizes(
  t: Tournament,
  games: readonly BoardGame[],
  options: BoardPrizeOptions = {},
): BoardPrizeRow[] {
  const upTo = options.afterRound ?? Infinity;
  const tally = new Map<string, BoardPrizeRow>();
  for (const g of games) {
    // An empty seat (a board forfeited with no player named) is nobody's game.
    if (g.round > upTo || g.player.trim() === '') continue;
    const key = `${g.board}\u0000${g.team}\u0000${g.player.toLowerCase()}`;
    let row = tally.get(key);
    if (!row) {
      row = {
        board: g.board,
        rank: '',
        player: g.player,
        team: g.team,
        teamName: at(t.players, g.team).name,
        points: 0,
        games: 0,
        played: 0,
      };
      tally.set(key, row);
    }
    row.points += g.points;
    row.games += 1;
    if (g.played) row.played += 1;
  }
  const minGames = options.minGames ?? 1;
  const byBoard = new Map<number, BoardPrizeRow[]>();
  for (const row of tally.values()) {
    if (row.games < minGames) continue;
    byBoard.set(row.board, [...(byBoard.get(row.board) ?? []), row]);
  }
  const out: BoardPrizeRow[] = [];
  for (const board of [...byBoard.keys()].sort((a, b) => a - b)) {
    // Exact comparison of percentages: a/b against c/d as a·d against c·b.
    const cmp = (x: BoardPrizeRow, y: BoardPrizeRow) => y.points - x.points || y.points * x.games - x.points * y.games;
    const rows = byBoard.get(board)!.sort((x, y) => cmp(x, y) || x.team - y.team || x.player.localeCompare(y.player));
    for (let start = 0; start < rows.length;) {
      let end = start;
      // Indexes below rows.length, by the loop bounds.
      while (end + 1 < rows.length && cmp(rows[start]!, rows[end + 1]!) === 0) end++;
      for (let i = start; i <= end; i++) rows[i]!.rank = start === end ? `${start + 1}` : `${start + 1}-${end + 1}`;
      start = end + 1;
    }
    out.push(...rows);
  }
  return out;
}

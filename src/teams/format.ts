/**
 * Team standings and board prizes as people and programs read them: a text table, CSV and JSON,
 * in the shape of the individual standings (src/standings/format.ts) with the team's match
 * points where a player's score would be ("MP"), game points always shown, and "decided by" in
 * a director's words ("GP 14½ vs 13", "MP 8 vs 6").
 */
import { formatPoints, toPoints } from '../model/points';
import { decidedByCode, decidedByText, formatValue, numericValue, orderLabels } from '../standings/format';
import { columnLegend, sheetHeaders } from '../standings/columnWords';
import type { StandingRow, Standings } from '../standings/rank';
import { CsvCell, csvLine, CsvOptions, fixedWidthLines } from '../standings/text';
import { at } from '../tiebreaks/lookup';
import type { BoardPrizeRow } from './boardPrizes';

function gamePointsOf(s: Standings, row: StandingRow): number {
  const { entries } = at(s.tournament.players, row.player);
  let total = 0;
  for (let r = 0; r < s.rounds; r++) total += at(entries, r).gamePoints ?? 0;
  return total;
}

function matchPointsOf(s: Standings): { win: number; draw: number; loss: number } {
  const scoring = s.tournament.scoring;
  return scoring
    ? { win: toPoints(scoring.win), draw: toPoints(scoring.draw), loss: toPoints(scoring.loss) }
    : { win: 1, draw: 0.5, loss: 0 };
}

/** The CLI's team JSON contract: StandingsJson's shape with team, match and game points in place of name, rating and score. */
export interface TeamStandingsJson {
  event: 'team';
  rounds: number;
  boards: number;
  matchPoints: { win: number; draw: number; loss: number };
  tiebreaks: string[];
  standings: {
    rank: string;
    place: string;
    number: number;
    team: string;
    matchPoints: number;
    gamePoints: number;
    values: Record<string, number | null>;
    decidedBy: string | null;
  }[];
}

export function teamJson(s: Standings): TeamStandingsJson {
  const labels = orderLabels(s.order);
  return {
    event: 'team',
    rounds: s.rounds,
    boards: s.tournament.boards ?? 0,
    matchPoints: matchPointsOf(s),
    tiebreaks: labels,
    standings: s.rows.map((row) => {
      const team = at(s.tournament.players, row.player);
      const values: Record<string, number | null> = {};
      row.values.forEach((v, i) => (values[at(labels, i)] = v ? numericValue(at(s.order, i), v.value) : null));
      const code = decidedByCode(s, row);
      return {
        rank: row.rank,
        place: row.place,
        number: team.number,
        team: team.name,
        matchPoints: toPoints(row.score),
        gamePoints: toPoints(gamePointsOf(s, row)),
        values,
        decidedBy: code === 'score' ? 'matchPoints' : code,
      };
    }),
  };
}

/** Team names neutralised for a spreadsheet unless options.raw (src/standings/text.ts csvLine). */
export function teamCsv(s: Standings, options: CsvOptions = {}): string {
  const header = ['rank', 'place', 'number', 'team', 'matchPoints', ...orderLabels(s.order)];
  const lines = [csvLine(header, options)];
  for (const row of s.rows) {
    const team = at(s.tournament.players, row.player);
    const cells: CsvCell[] = [row.rank, row.place, team.number, team.name, toPoints(row.score)];
    row.values.forEach((v, i) => cells.push((v && numericValue(at(s.order, i), v.value)) ?? ''));
    lines.push(csvLine(cells, options));
  }
  return lines.join('\n') + '\n';
}

function fixedWidth(header: string[], body: string[][], textColumns: number[]): string {
  return fixedWidthLines(header, body, (c) => !textColumns.includes(c)).join('\n') + '\n';
}

/** The team standings for a terminal, the tiebreaks headed as on the Standings sheet (format.ts toTable). */
export function teamTable(s: Standings): string {
  const labels = sheetHeaders(s.order);
  const header = ['Rank', 'Place', 'No.', 'Team', 'MP', ...labels, 'Decided by'];
  const body = s.rows.map((row) => {
    const team = at(s.tournament.players, row.player);
    return [
      row.rank,
      row.place,
      String(team.number),
      team.name,
      formatPoints(row.score),
      ...row.values.map((v, i) => (v ? formatValue(at(s.order, i), v.value) : '')),
      decidedByText(s, row, labels),
    ];
  });
  const legend = columnLegend(s.order, orderLabels(s.order));
  return fixedWidth(header, body, [3, header.length - 1]) + (legend.length ? `\n${legend.join('\n')}\n` : '');
}

/** Board prizes, board by board. */
export function boardPrizesTable(rows: readonly BoardPrizeRow[]): string {
  const header = ['Board', 'Rank', 'Player', 'Team', 'Score', 'Games', '%'];
  const body = rows.map((r) => [
    String(r.board),
    r.rank,
    r.player,
    r.teamName,
    formatPoints(r.points),
    String(r.games),
    percent(r),
  ]);
  return fixedWidth(header, body, [2, 3]);
}

function percent(r: BoardPrizeRow): string {
  return r.games ? `${Math.round((100 * r.points) / (4 * r.games))}` : '';
}

/** Player and team names neutralised for a spreadsheet unless options.raw. */
export function boardPrizesCsv(rows: readonly BoardPrizeRow[], options: CsvOptions = {}): string {
  const lines = ['board,rank,player,team,score,games,played'];
  for (const r of rows)
    lines.push(csvLine([r.board, r.rank, r.player, r.teamName, toPoints(r.points), r.games, r.played], options));
  return lines.join('\n') + '\n';
}

export function boardPrizesJson(rows: readonly BoardPrizeRow[]): {
  boards: { board: number; rank: string; player: string; team: string; score: number; games: number; played: number }[];
} {
  return {
    boards: rows.map((r) => ({
      board: r.board,
      rank: r.rank,
      player: r.player,
      team: r.teamName,
      score: toPoints(r.points),
      games: r.games,
      played: r.played,
    })),
  };
}

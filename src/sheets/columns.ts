/**
 * The shapes custom functions return: a tiebreak column aligned with the crosstable range,
 * one player's value, the standings table, and a player's explanation. On a team crosstable
 * (one row per team) the rows are teams: the standings rank them by match points, then game
 * points (GP) and the tiebreaks, as the CLI's team standings do.
 */
import { toPoints } from '../model/points';
import { tiebreakColumn } from '../standings/column';
import { explainPlayer } from '../standings/explain';
import { decidedByText, explainedValue, numericValue } from '../standings/format';
import { rank } from '../standings/rank';
import { specLabel, TIEBREAKS } from '../tiebreaks/registry';
import {
  afterRoundArg,
  asGrid,
  isBlank,
  lotSeedArg,
  namesPreset,
  orderArg,
  playerIndex,
  playerNumber,
  readTable,
  SheetCell,
  SheetRange,
  SystemRequest,
} from './arguments';
import { placeValue } from './numberFormats';
import { tableOptionsArg } from './tableOptions';

/**
 * One tiebreak for the whole range: the header row gets the system's label, each player row its
 * value, every other row "" (so the column lines up with the table it sits beside). With a
 * player number, just that player's value; with a range of player numbers, a column beside it.
 */
export function tiebreakResult(
  crosstable: SheetRange,
  request: SystemRequest,
  player: unknown,
  afterRound: unknown,
): SheetCell | SheetCell[][] {
  const { spec } = request;
  const table = readTable(crosstable, request.table);
  const values = tiebreakColumn(table.tournament, spec, afterRoundArg(afterRound));
  // No value (nothing left to average) is an empty cell.
  const valueOf = (p: number): SheetCell => numericValue(spec, at(values, p, 'tiebreak value').value) ?? '';
  if (Array.isArray(player)) {
    return asGrid(player).map((row) => [
      isBlank(row[0]) ? '' : valueOf(playerIndex(table.tournament, playerNumber(row[0]))),
    ]);
  }
  if (!isBlank(player)) return valueOf(playerIndex(table.tournament, playerNumber(player)));
  const column: SheetCell[][] = table.grid.map(() => ['']);
  column[table.headerRow] = [specLabel(spec)];
  table.rowOf.forEach((row, p) => (column[row] = [valueOf(p)]));
  return column;
}

export function standingsTable(
  crosstable: SheetRange,
  tiebreaks: unknown,
  afterRound: unknown,
  lotSeed: unknown,
  options: unknown,
): SheetCell[][] {
  const table = tableOptionsArg(options);
  const { tournament } = readTable(crosstable, table);
  const order = orderArg(tiebreaks, table.fideRules, table.convention);
  const s = rank(tournament, { order, afterRound: afterRoundArg(afterRound), lotSeed: lotSeedArg(lotSeed) });
  // A team table is ranked by match points (MP); its order starts with game points (GP).
  const team = tournament.boards !== undefined;
  const header = [
    'Rank',
    'Place',
    'No.',
    team ? 'Team' : 'Name',
    team ? 'MP' : 'Score',
    ...s.order.map(specLabel),
    'Decided by',
  ];
  // Rank and place are numbers, so the table sorts 1, 2, 10; a shared one stays text ("3-5" is not a date or a subtraction).
  const rows = s.rows.map((row): SheetCell[] => {
    const p = at(tournament.players, row.player, 'player');
    return [
      placeValue(row.rank),
      placeValue(row.place),
      p.number,
      p.name,
      toPoints(row.score),
      ...s.order.map((spec, i) => {
        const v = row.values[i];
        return (v && numericValue(spec, v.value)) ?? '';
      }),
      decidedByText(s, row),
    ];
  });
  return [header, ...rows];
}

/**
 * One system's working for a player when `tiebreaks` is a single code (what its column shows);
 * otherwise the player's whole standings line, every tiebreak of the order explained.
 */
export function explanation(
  crosstable: SheetRange,
  player: unknown,
  tiebreaks: unknown,
  afterRound: unknown,
  options: unknown,
): string {
  const table = tableOptionsArg(options);
  const { tournament } = readTable(crosstable, table);
  const number = playerNumber(player);
  const round = afterRoundArg(afterRound);
  const order = orderArg(tiebreaks, table.fideRules, table.convention);
  const [spec] = order;
  if (order.length === 1 && spec && !namesPreset(tiebreaks)) {
    const p = playerIndex(tournament, number);
    const v = at(tiebreakColumn(tournament, spec, round), p, 'tiebreak value');
    const tb = TIEBREAKS[spec.code];
    const who = `#${number} ${at(tournament.players, p, 'player').name}`.trimEnd();
    return `${who}: ${specLabel(spec)} (${tb.name}, ${tb.rule}): ${explainedValue(spec, v)}`;
  }
  const text = explainPlayer(rank(tournament, { order, afterRound: round }), number).trimEnd();
  // A team's line says match points where a player's says score, as the CLI's does.
  return tournament.boards === undefined ? text : text.replace(/^(#\d+[^:\n]*): score /, '$1: match points ');
}

/** The item at an index the engine gave (a player's, in range by construction); a clear error if not. */
function at<T>(items: readonly T[], i: number, what: string): T {
  const item = items[i];
  if (item === undefined) throw new Error(`Internal error: no ${what} at index ${i}.`);
  return item;
}

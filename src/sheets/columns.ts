/**
 * The shapes custom functions return: a tiebreak column aligned with the crosstable range,
 * one player's value, the standings table, and a player's explanation. On a team crosstable
 * (one row per team) the rows are teams: the standings rank them by match points, then game
 * points (GP) and the tiebreaks, as the CLI's team standings do.
 */
import { toPoints } from '../model/points';
import { tiebreakColumn } from '../standings/column';
import { changedOptionWords, sheetHeaders } from '../standings/columnWords';
import { explainPlayer } from '../standings/explain';
import { decidedByText, explainedValue, numericValue, shownValues } from '../standings/format';
import { afterRoundOf } from '../read';
import { rank, Standings } from '../standings/rank';
import { oneLine } from '../standings/text';
import { outlookOf } from '../lastRound/answer';
import { outlookLine } from '../lastRound/needs';
import { defaultBudget } from '../lastRound/outlook';
import { lastRoundOf } from '../lastRound/unpaired';
import { specLabel, TIEBREAKS } from '../tiebreaks/registry';
import {
  afterRoundOnTable,
  asGrid,
  isBlank,
  lotSeedArg,
  namesPreset,
  orderArg,
  playerIndex,
  playerNumber,
  readSectionTables,
  readTable,
  SheetCell,
  SheetRange,
  SystemRequest,
  Table,
  tableOfPlayer,
} from './arguments';
import { limitText } from '../read/limits';
import { placeValue } from './numberFormats';
import { TableOptions, tableOptionsArg } from './tableOptions';
import { cellText } from '../read/cells';
import { missingDataDefault } from '../request';
import type { MissingDataRule } from '../standings/missingData';

/**
 * One tiebreak for the whole range: the header row gets the system's label, each player row its
 * value, every other row "" (so the column lines up with the table it sits beside). A table with a
 * Section column gives each row its value within its own section (each section read alone). With
 * a player number, just that player's value; with a range of player numbers, a column beside it.
 */
export function tiebreakResult(
  crosstable: SheetRange,
  request: SystemRequest,
  player: unknown,
  afterRound: unknown,
): SheetCell | SheetCell[][] {
  const { spec } = request;
  const tables = readSectionTables(crosstable, request.table);
  // Each section's column is worked out once, when first asked, after round N as it counts its rounds.
  const columns = new Map<Table, ReturnType<typeof tiebreakColumn>>();
  const columnOf = (t: Table) => {
    const known = columns.get(t);
    if (known) return known;
    const column = tiebreakColumn(t.tournament, spec, afterRoundOnTable(t.tournament, afterRound));
    columns.set(t, column);
    return column;
  };
  // No value (nothing left to average) is an empty cell.
  const valueOf = (t: Table, p: number): SheetCell =>
    numericValue(spec, at(columnOf(t), p, 'tiebreak value').value) ?? '';
  const ofNumber = (n: number): SheetCell => {
    const t = tableOfPlayer(tables, n);
    return valueOf(t, playerIndex(t.tournament, n));
  };
  if (Array.isArray(player))
    return asGrid(player).map((row) => [isBlank(row[0]) ? '' : ofNumber(playerNumber(row[0]))]);
  if (!isBlank(player)) return ofNumber(playerNumber(player));
  const [first] = tables;
  if (!first) throw new Error('Internal error: a table with no section.');
  const column: SheetCell[][] = first.grid.map(() => ['']);
  column[first.headerRow] = [specLabel(spec)];
  for (const t of tables) t.rowOf.forEach((row, p) => (column[row] = [valueOf(t, p)]));
  return column;
}

/** "Score", or "Score after round 4 of 5" for a chart not yet complete (read/rounds.ts). */
function scoreHeader(s: Standings, team: boolean): string {
  const after = afterRoundOf(s.tournament, s.rounds);
  return `${team ? 'MP' : 'Score'}${after ? ` ${after}` : ''}`;
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
  const s = rank(tournament, {
    order,
    afterRound: afterRoundOnTable(tournament, afterRound),
    lotSeed: lotSeedArg(lotSeed),
    missingData: missingDataArg(tiebreaks, table),
  });
  // A team table is ranked by match points (MP); its order starts with game points (GP).
  const team = tournament.boards !== undefined;
  const labels = sheetHeaders(s.order);
  const header = [
    'Rank',
    'Place',
    'No.',
    team ? 'Team' : 'Name',
    scoreHeader(s, team),
    // Short headers a director reads, as on the Standings sheet ("SB 2", not "SB(scores=adjusted)").
    ...labels,
    'Decided by',
  ];
  // Rank and place are numbers, so the table sorts 1, 2, 10; a shared one stays text ("3-5" is not a date or a subtraction).
  // The drawing of lots shows the order drawn within the tie, as on the Standings sheet.
  const shown = shownValues(s);
  const rows = s.rows.map((row, r): SheetCell[] => {
    const p = at(tournament.players, row.player, 'player');
    return [
      placeValue(row.rank),
      placeValue(row.place),
      p.number,
      // A line separator in a name would start a new line in a program reading the sheet's CSV.
      oneLine(p.name),
      toPoints(row.score),
      ...at(shown, r, 'row').map((v, i) => numericValue(at(s.order, i, 'tiebreak'), v) ?? ''),
      decidedByText(s, row, labels),
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
  const number = playerNumber(player);
  // The player's own section: numbers restart per section, so one found in two is refused.
  const { tournament } = tableOfPlayer(readSectionTables(crosstable, table), number);
  const round = afterRoundOnTable(tournament, afterRound);
  const order = orderArg(tiebreaks, table.fideRules, table.convention);
  const [spec] = order;
  if (order.length === 1 && spec && !namesPreset(tiebreaks)) {
    const p = playerIndex(tournament, number);
    const v = at(tiebreakColumn(tournament, spec, round), p, 'tiebreak value');
    const tb = TIEBREAKS[spec.code];
    const who = `#${number} ${oneLine(at(tournament.players, p, 'player').name)}`.trimEnd();
    const name = [tb.name, ...changedOptionWords(spec)].join(', ');
    return withinCell(`${who}: ${sheetHeaders([spec]).join('')} (${name}, ${tb.rule}): ${explainedValue(spec, v)}`);
  }
  const missingData = missingDataArg(tiebreaks, table);
  // A team's line says match points where a player's says score (explainPlayer decides it).
  return withinCell(
    oneLine(explainPlayer(rank(tournament, { order, afterRound: round, missingData }), number).trimEnd()),
  );
}

/**
 * Before the last round, one player's line: what a win, a draw and a loss each give ("#1 Marcus
 * Webb: a win gives clear 1st; a draw gives 1st–4th; a loss gives 2nd–4th"), from the round in
 * progress's pairings (src/lastRound), or on score alone before the round is paired. A custom function has 30 s where Apps Script runs about ten
 * times slower than Node, so it ranks a sixth of the endings the CLI would, for this player only;
 * an answer that is bounds says so.
 */
export function lastRoundLine(crosstable: SheetRange, player: unknown, tiebreaks: unknown, options: unknown): string {
  const table = tableOptionsArg(options);
  const number = playerNumber(player);
  const { tournament } = tableOfPlayer(readSectionTables(crosstable, table), number);
  // Drawing of lots settles an indivisible prize once the round is over, not what may happen in it.
  const order = orderArg(tiebreaks, table.fideRules, table.convention).filter((s) => s.code !== 'LOTS');
  // Before the pairings (on score only), an odd number to pair leaves one the bye, worth pab=.
  const event = lastRoundOf(tournament, table.pabPoints === undefined ? {} : { pab: table.pabPoints * 4 });
  const p = playerIndex(tournament, number);
  const budget = Math.floor(defaultBudget(tournament.players.length, order) / 6);
  const [o] = outlookOf(event, { order, budget, players: [p] }).players;
  if (!o) throw new Error(`Internal error: no outlook for player ${number}.`);
  const who = `#${number} ${at(tournament.players, p, 'player').name}`.trimEnd();
  return oneLine(`${who}: ${outlookLine(event.before, event.boards, o)}${o.complete ? '' : ` (bounds: ${o.why})`}`);
}

/** The most characters a Sheets cell holds (Google Sheets' documented limit, 50,000). */
export const MAX_CELL_TEXT = 50_000;

/**
 * An explanation that fits in one cell: a longer one (a long event, many systems) is cut at the
 * last line that fits, and says so and where the whole of it is, rather than fail the formula.
 */
export function withinCell(text: string): string {
  if (text.length <= MAX_CELL_TEXT) return text;
  const note =
    `\n… cut here: the whole explanation is ${limitText(text.length)} characters, more than the ` +
    `${limitText(MAX_CELL_TEXT)} a cell holds. Give fewer tiebreaks, or print it whole with the ` +
    'command line (tiebreaks standings FILE --explain NUMBER).';
  const end = text.lastIndexOf('\n', MAX_CELL_TEXT - note.length);
  return text.slice(0, end > 0 ? end : MAX_CELL_TEXT - note.length) + note;
}

/** missing= of the options, else the default of the rule set the tiebreaks argument names. */
function missingDataArg(tiebreaks: unknown, table: TableOptions): MissingDataRule {
  const codes = isBlank(tiebreaks) ? undefined : [cellText(tiebreaks)];
  return table.missingData ?? missingDataDefault({ codes, mayNamePreset: true, fideRules: table.fideRules }).rule;
}

/** The item at an index the engine gave (a player's, in range by construction); a clear error if not. */
function at<T>(items: readonly T[], i: number, what: string): T {
  const item = items[i];
  if (item === undefined) throw new Error(`Internal error: no ${what} at index ${i}.`);
  return item;
}

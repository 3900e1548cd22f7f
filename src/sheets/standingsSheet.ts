/**
 * "Rank standings": read the crosstable once, rank it, write the standings once, to a sheet the
 * add-on created and marked as its own (developer metadata). The crosstable and every other sheet
 * are never written; a "Standings" sheet the add-on does not own is left alone and a new name is
 * used. The read-compute-write runs under the document lock, so two rankings never interleave.
 * The sheet is written atomically (ownedSheet.ts): a failure at any service call leaves the old
 * standings or the complete new ones, and comes back as a failure message, not an exception.
 */
import { CrosstableError, formatProblem } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { formatPoints, toPoints } from '../model/points';
import type { Grid, Origin } from '../read/crosstable';
import { afterRoundOf, afterRoundTitle, inProgressText } from '../read';
import { readTable, SectionSource, tableSections } from '../request';
import { changedOptionWords, columnName, columnWords, optionWords, sheetHeaders } from '../standings/columnWords';
import { CONVENTIONS, DEFAULT_CONVENTION, isConventionId } from '../tiebreaks/conventions';
import { decidedByText, shownValues } from '../standings/format';
import { rank, Standings } from '../standings/rank';
import { neutralise } from '../standings/text';
import { passedOverLines, tieLines } from '../standings/ties';
import { findPreset } from '../standings/presets';
import { lotsWords } from '../standings/lotsDrawn';
import { kindsUsed, resultLetterWords, roundResults } from '../standings/roundResults';
import { TIEBREAKS, TiebreakSpec } from '../tiebreaks/registry';
import { writeBoardPrizesSheet } from './boardPrizesSheet';
import { pointsFormat, placeFormat, placeValue, plainFormat, sheetText } from './numberFormats';
import { LockedTask, withDocumentLock } from './documentLock';
import { rankedAt } from './rankedAt';
import { fingerprint, keepRanking, tableResult } from './lastResult';

export { rankedAt };
import {
  messageOf,
  OWNER_KEY,
  OwnedSheetContent,
  OwnedSheetError,
  readableWidths,
  writeOwnedSheet,
} from './ownedSheet';
import { readWithSettings, sheetProblems, ShownIn } from './readCrosstable';
import { rememberTable, TableRef, tableToRank } from './rankTarget';
import { SCHOOL_TEAMS_NAME, SCHOOL_TEAMS_OWNER, schoolTeamsOf, writeSchoolTeamsSheet } from './schoolTeamsSheet';
import type { RankedTable, RankFailure, RankOutcome } from './shapes';
import { RankSettings, settingsName, settingsRankRequest, settingsReading } from './settings';

type Range = GoogleAppsScript.Spreadsheet.Range;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export { OWNER_KEY };
export const OWNER_VALUE = 'standings';
export const STANDINGS_NAME = 'Standings';
/** The refusal of a second ranking while one runs (a double click, the menu and the sidebar, two editors). */
export const BUSY_MESSAGE =
  'Rank standings is already running in this spreadsheet (from the sidebar, the menu or another editor). This request was not run, ' +
  'and nothing was written by it; wait for the first to finish, then rank again if you need to.';
/** A ranking already running is not waited for (waitMs 0): the second request is refused, never queued behind it. */
const RANKING: LockedTask = {
  name: 'Rank standings',
  notWritten: 'The standings were not written.',
  waitMs: 0,
  busy: BUSY_MESSAGE,
};

/** The one rule for formula-like player strings, shared with every CSV the CLI writes (src/standings/text.ts). */
export { neutralise };

/** What a ranking answers the menu and the sidebar (shapes.ts). */
export type { RankedTable, RankFailure, RankOutcome };

/** The range "Rank standings" reads: the table ranked last, else the selection or the active sheet's data (rankTarget.ts). */
export function sourceRange(ss: Spreadsheet): Range {
  return tableToRank(ss).range;
}

/** One cell of an owned sheet: its value, its number format, and the text it shows (for column widths). */
interface SheetCellOut {
  value: string | number;
  format: string;
  text: string;
}

/** A name or the "Decided by" words, written as before (a formula-like name is neutralised first). */
const wordsCell = (value: string): SheetCellOut => ({ value, format: 'General', text: value });
const placeCell = (text: string): SheetCellOut => {
  const value = placeValue(text);
  return { value, format: placeFormat(value), text };
};
const pointsCell = (q: number): SheetCellOut => ({
  value: toPoints(q),
  format: pointsFormat(toPoints(q)),
  text: sheetText(formatPoints(q)),
});
const plainCell = (n: number): SheetCellOut => ({ value: n, format: plainFormat(n), text: String(n) });
const blankCell: SheetCellOut = { value: '', format: 'General', text: '' };

/** A tiebreak value in its unit: points with ½ (numberFormats.ts), ratings and counts plain, as the CLI prints them. */
function tiebreakCell(spec: TiebreakSpec, value: number): SheetCellOut {
  const unit = TIEBREAKS[spec.code].unit;
  // AOB: two decimals shown, as the CLI prints it (13.40).
  if (unit === 'hundredths') return { value: value / 100, format: '0.00', text: (value / 100).toFixed(2) };
  return unit === 'points' ? pointsCell(value) : plainCell(value);
}

/** The player (or team) of a standings row; the ranking made the row from the tournament, so a miss is a bug. */
function playerOf(s: Standings, row: Standings['rows'][number]): Standings['tournament']['players'][number] {
  const p = s.tournament.players[row.player];
  if (!p) throw new Error(`A standings row names player index ${row.player}, which the tournament does not have.`);
  return p;
}

/** The order's `i`th tiebreak; a row's values and a decision's index follow the order, so a miss is a bug. */
function specAt(s: Standings, i: number): TiebreakSpec {
  const spec = s.order[i];
  if (!spec) throw new Error(`No tiebreak ${i + 1} in an order of ${s.order.length}.`);
  return spec;
}

/** "Rd 1", "Rd 2"…: the round columns of the wall chart. */
const roundHeaders = (rounds: number) => Array.from({ length: rounds }, (_, r) => `Rd ${r + 1}`);

/**
 * The wall chart's round columns are written when the director asks for them (RankSettings
 * roundResults) and the table is of players: a team's rounds are matches, shown on its crosstable.
 */
function showsRounds(s: Standings, settings: RankSettings): boolean {
  return settings.roundResults === true && s.tournament.boards === undefined;
}

/**
 * The standings table: a header and one row per player, every cell with its value, format and
 * shown text. With `rounds`, each round's result ("W12") sits between the rating and the score, as
 * on a wall chart.
 */
function standingsCells(s: Standings, rounds = false): { header: string[]; rows: SheetCellOut[][] } {
  const labels = sheetHeaders(s.order);
  // A team table (src/teams) is ranked by match points.
  const team = s.tournament.boards !== undefined;
  const perRound = rounds ? s.rounds : 0;
  // Teams have no rating: their sheet leaves the column out, as the CLI and =STANDINGS() do.
  const header = [
    'Rank',
    'Place',
    'No.',
    team ? 'Team' : 'Name',
    ...(team ? [] : ['Rating']),
    ...roundHeaders(perRound),
    team ? 'MP' : 'Score',
    ...labels,
    'Decided by',
  ];
  const shown = shownValues(s);
  const rows = s.rows.map((row, r) => {
    const p = playerOf(s, row);
    return [
      placeCell(row.rank),
      placeCell(row.place),
      plainCell(p.number),
      wordsCell(String(neutralise(p.name))),
      ...(team ? [] : [p.rating === null ? blankCell : plainCell(p.rating)]),
      ...roundResults(s.tournament, row.player, perRound).map(wordsCell),
      pointsCell(row.score),
      ...(shown[r] ?? []).map((v, i) => (v !== null ? tiebreakCell(specAt(s, i), v) : blankCell)),
      wordsCell(decidedByText(s, row, labels)),
    ];
  });
  return { header, rows };
}

/** Where the table sits on the Standings sheet: the title in row 1, the header in row 2. */
export const STANDINGS_HEADER_ROW = 2;

/**
 * "Spring Open standings, US Chess 7th edition, after round 4": the event, the rule set in words,
 * the rounds counted; "…, after round 4 of 5" for a chart whose later rounds have no result yet
 * or are in progress (read/rounds.ts).
 */
export function standingsTitle(event: string, settings: RankSettings, s: Standings): string {
  return `${event} standings, ${settingsName(settings)}, ${afterRoundTitle(s.tournament, s.rounds)}`;
}

/** Rank and Place in words (rules.md §5), for a reader of the posted sheet who has not met the two. */
export const RANK_PLACE_WORDS =
  'Rank: the order after the tiebreaks, for trophies and other prizes that cannot be split; "3-4" when no tiebreak separates the players. ' +
  'Place: by score alone, shared by everyone on the same score ("2-5"), for cash prizes that are split.';

/**
 * The lines under the table: what each tiebreak column is, in words (a reader of a printed sheet or
 * a projector need not know "OPPCUM" or "scores=adjusted"), what Rank and Place mean, the round
 * columns' letters when the sheet has them, then the rule set and the rulebook it comes from.
 */
export function standingsFootnote(settings: RankSettings, s: Standings): string[] {
  const from =
    settings.preset === 'custom'
      ? 'a custom order chosen for this event'
      : `${findPreset(settings.preset).name}, from ${findPreset(settings.preset).source}`;
  const rounds = showsRounds(s, settings)
    ? [
        `Rd 1 to Rd ${s.rounds}: each round's result and the opponent's number (W12: won against number 12); ${resultLetterWords(kindsUsed(s.tournament, s.rounds))}.`,
      ]
    : [];
  // A tie that went past a tiebreak for lack of data is said under the table, with why.
  return [
    `Tiebreaks in order: ${columnWords(s.order).join('; ')}.`,
    RANK_PLACE_WORDS,
    ...rounds,
    `Rule set: ${from}.`,
    ...conventionLines(settings, s),
    ...(s.lotSeed !== undefined ? [`Drawing of lots: ${lotsWords(s.lotSeed)}.`] : []),
    ...passedOverLines(s),
  ];
}

/**
 * Which program's reading of C.07 ranked the sheet, when the settings name one other than the
 * default and it set an option of some column; nothing otherwise (the default is not said).
 */
function conventionLines(settings: RankSettings, s: Standings): string[] {
  const id = settings.convention;
  if (id === undefined || !isConventionId(id) || id === DEFAULT_CONVENTION) return [];
  const c = CONVENTIONS[id];
  const used = c.departures.filter((d) => s.order.some((spec) => spec.options[d.option] === d.value));
  if (!used.length) return [];
  const words = used.map((d) => optionWords(d.option, d.value)).join('; ');
  return [`Computed as ${c.name} prints it where it departs from FIDE's calculator (the default): ${words}.`];
}

/**
 * The Standings sheet ready to print or project: a title (the event and the rule set), the
 * header (bold, frozen with the title, banded with the rows), the table, then a footnote naming
 * the rule set and its source. Widths fit the table's text; the title and footnote spill across.
 */
export function standingsSheetContent(
  s: Standings,
  at: { event: string; settings: RankSettings },
): Pick<
  OwnedSheetContent,
  'values' | 'formats' | 'frozenRows' | 'boldRows' | 'columnWidths' | 'bandedRows' | 'rightAligned'
> {
  const { header, rows } = standingsCells(s, showsRounds(s, at.settings));
  const width = header.length;
  const line = (text: string) => [text === '' ? '' : String(neutralise(text)), ...Array<string>(width - 1).fill('')];
  const asText = () => Array<string>(width).fill('@');
  const footnote = standingsFootnote(at.settings, s);
  const values = [
    line(standingsTitle(at.event, at.settings, s)),
    header,
    ...rows.map((r) => r.map((c) => c.value)),
    line(''),
    ...footnote.map(line),
  ];
  const formats = [asText(), asText(), ...rows.map((r) => r.map((c) => c.format)), asText(), ...footnote.map(asText)];
  return {
    values,
    formats,
    frozenRows: STANDINGS_HEADER_ROW,
    boldRows: [1, STANDINGS_HEADER_ROW],
    columnWidths: readableWidths([header, ...rows.map((r) => r.map((c) => c.text))]),
    bandedRows: { first: STANDINGS_HEADER_ROW, count: rows.length + 1 },
    // Rank and Place hold numbers and shared text ("12-13"): one alignment, so the column reads straight.
    rightAligned: { columns: [1, 2], first: STANDINGS_HEADER_ROW, count: rows.length + 1 },
  };
}

/** "24 players ranked; 3 ties decided by Solkoff, 1 left shared". */
export function summaryText(s: Standings): string {
  const by = new Map<string, number>();
  let shared = 0;
  for (const row of s.rows) {
    if (row.decidedBy.by === 'shared') shared++;
    if (row.decidedBy.by === 'tiebreak') {
      // In words with its options: BH/C1 and BH are two columns, never both "Buchholz (FIDE)".
      const name = columnName(specAt(s, row.decidedBy.index));
      by.set(name, (by.get(name) ?? 0) + 1);
    }
  }
  const parts = [...by].map(([name, n], i) =>
    i === 0 ? `${n} tie${n === 1 ? '' : 's'} decided by ${name}` : `${n} by ${name}`,
  );
  if (shared) parts.push(`${shared} left shared`);
  const n = s.rows.length;
  const noun = s.tournament.boards === undefined ? 'player' : 'team';
  const after = afterRoundOf(s.tournament, s.rounds);
  return `${n} ${noun}${n === 1 ? '' : 's'} ranked${after ? ` ${after}` : ''}${parts.length ? `; ${parts.join(', ')}` : '; no ties to break'}`;
}

/** " (after round 4 of 5; round 5 in progress, …)", or " (after round 3)" as asked of a complete chart. */
function roundsCountedNote(settings: RankSettings, s: Standings): string {
  const t = s.tournament;
  const parts = [
    afterRoundOf(t, s.rounds) ?? (settings.afterRound ? `after round ${settings.afterRound}` : undefined),
    t.roundInProgress && inProgressText(t.roundInProgress),
  ].filter((p) => p !== undefined);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/** The options the order sets, in words ("MM: a minus score drops the lowest"); "none" is said as such. */
function optionsInWords(s: Standings): string {
  const labels = sheetHeaders(s.order);
  const set = s.order
    .map((spec, i) => ({ label: labels[i], words: changedOptionWords(spec) }))
    .filter((x) => x.words.length > 0)
    .map((x) => `${x.label} ${x.words.join(', ')}`);
  return set.length ? set.join('; ') : 'each tiebreak as its rule defines it';
}

/** The header note: what produced this sheet, and when, in words. */
export function provenance(settings: RankSettings, s: Standings, source: string, when = ''): string {
  return [
    `Ranked by Tiebreaks for Google Sheets${when ? ` on ${when}` : ''}`,
    `Crosstable: ${source}`,
    settingsReading(settings, s.tournament.notation, s.order),
    `Rule set: ${settingsName(settings)}`,
    `Tiebreaks in order: ${sheetHeaders(s.order).join(', ')}`,
    `Options: ${optionsInWords(s)}`,
    `Rounds counted: ${s.rounds}${roundsCountedNote(settings, s)}`,
    `Drawing of lots: ${s.lotSeed !== undefined ? lotsWords(s.lotSeed) : 'not asked for'}`,
    `A tie reaching a tiebreak the table has no data for: ${s.missingData === 'stop' ? 'stop' : 'pass it over'} (${settings.missingData ? 'chosen' : "the rule set's default"})`,
    // A team table is sorted by match points before any tiebreak.
    ...(s.tournament.boards === undefined
      ? []
      : [`Match points: ${settings.matchPoints} (match won, drawn, lost); ${s.tournament.boards} boards`]),
  ].join('\n');
}

/**
 * A board-by-board sheet also gets its board prizes, on the "Board prizes" sheet. The standings
 * are written by then, so a failure here says so and leaves them.
 */
function boardPrizesSentence(
  ss: Spreadsheet,
  s: Standings,
  games: NonNullable<ReturnType<typeof readTable>['games']>,
  at: { where: string; sourceSheet: GoogleAppsScript.Spreadsheet.Sheet; ref: TableRef; settings: RankSettings },
): string {
  try {
    const w = writeBoardPrizesSheet(
      ss,
      { tournament: s.tournament, games, afterRound: at.settings.afterRound ?? undefined },
      { source: at.where, spare: at.sourceSheet, ref: at.ref, neutralise: (v) => String(neutralise(v)) },
    );
    return `Board prizes (${w.boards} board${w.boards === 1 ? '' : 's'}, ${w.players} player${w.players === 1 ? '' : 's'}) written to "${w.name}".`;
  } catch (e) {
    // The owned-sheet writer's message says what the spreadsheet holds now.
    const what = e instanceof OwnedSheetError ? e.message : `The board prizes were not written (${messageOf(e)}).`;
    return `${what} The standings were written; rank again to write the board prizes.`;
  }
}

/**
 * A table with a school column (School, Team, Club, or the one the settings name) also gets its
 * school teams, on the "School teams" sheet; null when it has none. The standings are written by
 * then, so a failure here says so and leaves them.
 */
function schoolTeamsSentence(
  ss: Spreadsheet,
  s: Standings,
  at: { where: string; sourceSheet: GoogleAppsScript.Spreadsheet.Sheet; ref: TableRef; settings: RankSettings },
): string | null {
  let teams: ReturnType<typeof schoolTeamsOf>;
  try {
    // A table of sections never reaches here: it is ranked section by section (rankLocked).
    teams = schoolTeamsOf(s, at.settings);
  } catch (e) {
    // A school column named in the settings that the table lacks: the standings stand.
    if (e instanceof CrosstableError) return `No school teams: ${e.problems.map(formatProblem).join(' ')}`;
    throw e;
  }
  if (!teams) return null;
  try {
    const name = writeSchoolTeamsSheet(ss, s, teams, {
      owner: SCHOOL_TEAMS_OWNER,
      baseName: SCHOOL_TEAMS_NAME,
      event: ss.getName(),
      source: at.where,
      spare: at.sourceSheet,
      ref: at.ref,
    });
    const n = teams.teams.length;
    return `School teams (${n} team${n === 1 ? '' : 's'}, top ${teams.top} of each ${teams.column}) written to "${name}".`;
  } catch (e) {
    const what = e instanceof OwnedSheetError ? e.message : `The school teams were not written (${messageOf(e)}).`;
    return `${what} The standings were written; rank again to write the school teams.`;
  }
}

/**
 * Rank the crosstable and write the standings sheet, all under the document lock. The table is
 * `asked` (the one the sidebar shows), else the one ranked last, else the selection; once ranked
 * it is remembered, so ranking again from the Standings sheet ranks the same table.
 */
export function rankToSheet(
  settings: RankSettings,
  asked?: TableRef | null,
  shownIn: ShownIn = 'menu',
  sections?: SectionsRanker,
): RankOutcome | RankFailure {
  return withDocumentLock(RANKING, () =>
    rankLocked(SpreadsheetApp.getActiveSpreadsheet(), settings, asked, { shownIn, sections }),
  );
}

/** The table found to rank: its range, its values (read once), where it sits and how the sidebar names it. */
export interface TableToRank {
  range: Range;
  ref: TableRef;
  values: Grid;
  origin: Origin;
  table: RankedTable;
  sections: SectionSource[];
}

/**
 * Ranks a table of sections (src/request/sections.ts decides), the lock held: one standings sheet
 * per section, as Rank all sections writes them (src/sheets/sectionsServer.ts, which this module
 * may not import).
 */
export type SectionsRanker = (ss: Spreadsheet, found: TableToRank, settings: RankSettings) => RankOutcome | RankFailure;

/**
 * A table read, ranked. The table was read, so what stops the ranking is what was asked of it
 * (after round N, a tie reaching a tiebreak whose data it lacks): the failure names no `table`, and
 * the sidebar does not say the table has problems (issue 27: a red message must be true).
 */
function rankRead(t: Tournament, settings: RankSettings, shownIn: ShownIn): Standings | RankFailure {
  try {
    return rank(t, settingsRankRequest(settings, t));
  } catch (e) {
    if (e instanceof CrosstableError)
      return { ok: false, message: 'Nothing was ranked or written.', problems: sheetProblems(e, shownIn) };
    throw e;
  }
}

/** The ranking itself, the lock held: read, rank, write, remember the table. */
function rankLocked(
  ss: Spreadsheet,
  settings: RankSettings,
  asked: TableRef | null | undefined,
  how: { shownIn: ShownIn; sections?: SectionsRanker },
): RankOutcome | RankFailure {
  const { shownIn } = how;
  let target: ReturnType<typeof tableToRank>;
  try {
    target = tableToRank(ss, asked);
  } catch (e) {
    if (e instanceof CrosstableError)
      return { ok: false, message: 'Nothing was ranked or written.', problems: sheetProblems(e, shownIn) };
    throw e;
  }
  const source = target.range;
  const sourceSheet = source.getSheet();
  const table: RankedTable = { ...target.ref, sheet: sourceSheet.getName(), a1: source.getA1Notation() };
  const where = `${table.sheet}!${table.a1}`;
  let tournament: Tournament;
  let games: ReturnType<typeof readTable>['games'];
  let print: string;
  try {
    const values = source.getValues();
    print = fingerprint(values);
    const origin = { row: source.getRow(), col: source.getColumn() };
    // A table with a Section column is ranked section by section, never as one.
    const sections = tableSections(values, origin);
    if (sections) {
      if (!how.sections) throw new Error('Internal error: a table of sections and no way to rank it.');
      const ranked = how.sections(ss, { range: source, ref: target.ref, values, origin, table, sections }, settings);
      if (ranked.ok) rememberAfterWrite(target.ref);
      return ranked;
    }
    const read = readWithSettings(values, origin, settings);
    games = read.games;
    tournament = read.tournament;
  } catch (e) {
    if (e instanceof CrosstableError)
      return {
        ok: false,
        message: `The crosstable at ${where} could not be ranked.`,
        table,
        problems: sheetProblems(e, shownIn),
      };
    throw e;
  }
  const standings = rankRead(tournament, settings, shownIn);
  if ('ok' in standings) return standings;
  const outcome = writeStandings(ss, standings, { table, where, sourceSheet, settings });
  const also = alsoWritten(ss, standings, games, { where, sourceSheet, ref: target.ref, settings });
  if (also) outcome.also = also;
  rememberAfterWrite(target.ref);
  keepRanking(settings, [{ result: outcome.result.results[0]!, fingerprint: print }]);
  return outcome;
}

/** The Standings sheet written, and what the sidebar shows of it. */
function writeStandings(
  ss: Spreadsheet,
  standings: Standings,
  at: { table: RankedTable; where: string; sourceSheet: GoogleAppsScript.Spreadsheet.Sheet; settings: RankSettings },
): RankOutcome {
  const { settings } = at;
  const written = writeOwnedSheet(ss, {
    owner: OWNER_VALUE,
    baseName: STANDINGS_NAME,
    // Formats go first: a shared Rank or Place is text ("3-5" is a shared rank, not a date).
    ...standingsSheetContent(standings, { event: ss.getName(), settings }),
    note: provenance(settings, standings, at.where, rankedAt(new Date(), ss.getSpreadsheetTimeZone())),
    spare: at.sourceSheet,
    source: { sheetId: at.table.sheetId, range: at.table.range },
  });
  const result = tableResult(standings, { sheetName: written.name, table: at.table, settings });
  return {
    ok: true,
    sheetName: written.name,
    players: standings.rows.length,
    summary: summaryText(standings),
    table: at.table,
    ties: tieLines(standings),
    passedOver: passedOverLines(standings),
    ranked: standings.rows.map((row) => {
      const p = playerOf(standings, row);
      return { number: p.number, name: p.name, place: row.place };
    }),
    result: { settings, results: [result] },
  };
}

/** What else a ranking writes beside the standings: a board-by-board sheet's board prizes, a school column's school teams. */
function alsoWritten(
  ss: Spreadsheet,
  standings: Standings,
  games: ReturnType<typeof readTable>['games'],
  at: { where: string; sourceSheet: GoogleAppsScript.Spreadsheet.Sheet; ref: TableRef; settings: RankSettings },
): string | undefined {
  const also = [
    games ? boardPrizesSentence(ss, standings, games, at) : null,
    schoolTeamsSentence(ss, standings, at),
  ].filter((x): x is string => x !== null);
  return also.length ? also.join(' ') : undefined;
}

/** The standings are written by now: a property that cannot be saved must not report them as failed. */
function rememberAfterWrite(ref: TableRef): void {
  try {
    rememberTable(ref);
  } catch {
    /* the next ranking asks for the table again */
  }
}

/** An alert's text for a failure: the message, then each problem with its cell. */
export function failureText(f: RankFailure): string {
  return [f.message, ...f.problems.map(formatProblem)].join('\n');
}

/**
 * "Prize list": rank the crosstable with the saved settings, read the prize table the director
 * filled in (a range such as "Prizes table!A1:C12"), and write the sheet "Prizes", owned by the
 * add-on and written atomically like the standings (ownedSheet.ts), under the document lock.
 * Neither the crosstable nor the prize table is modified.
 */
import { CrosstableError } from '../model/problems';
import { toPoints } from '../model/points';
import {
  allocatePrizes,
  CASH_AND_TROPHY,
  CashAndTrophy,
  DEFAULT_PRIZE_OPTIONS,
  describeOptions,
  labelHeaders,
  PrizeLimit,
  PrizeList,
  PrizeOptions,
  prizeLines,
  prizeLineTexts,
  prizeTotalLines,
  readPrizeTable,
  ROUNDING_RULE,
  TIED_CLASS_PRIZES,
  TiedClassPrizes,
  unawardedLines,
} from '../prizes';
import { rank, Standings } from '../standings/rank';
import { afterRoundTitle } from '../read';
import { oneSection } from '../request';
import { LockedTask, withDocumentLock } from './documentLock';
import { messageOf, readableWidths, titledTable, writeOwnedSheet } from './ownedSheet';
import { rankedAt } from './rankedAt';
import type { PrizeFailure, PrizeOutcome, PrizeSettingsThatApply, SheetProblem } from './shapes';
import { refOfRange } from './rankTarget';
import { readsAsTeams, readWithSettings, sheetProblems } from './readCrosstable';
import { loadSettings, RankSettings, settingsName, settingsRankRequest, settingsReading } from './settings';
import { MONEY_FORMAT, placeFormat, placeValue, plainFormat, pointsFormat } from './numberFormats';
import { neutralise, sourceRange } from './standingsSheet';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

export const PRIZES_OWNER = 'prizes';
export const PRIZES_NAME = 'Prizes';
/** A prize list waits a while for a ranking that holds the lock, then gives up. */
const PRIZE_LIST: LockedTask = {
  name: 'The prize list',
  notWritten: 'The prize list was not written.',
  waitMs: 10_000,
  busy: 'Another ranking is running in this spreadsheet (the document lock is held). Nothing was written; try again in a moment.',
};
const TEAM_TABLE_MESSAGE =
  'This crosstable is a team event; prize lists are for crosstables of individual players. Rank standings gives the team standings (and, for a board-by-board sheet, the board prizes).';

export interface PrizeRequest {
  /** The prize table's range with its sheet: "Prize table!A1:C12". */
  prizeRange: string;
  /** The crosstable's range; the selection or active sheet (as Rank standings reads) when absent. */
  crosstableRange?: string;
  options: PrizeOptions;
}

/** What a prize list answers the sidebar (shapes.ts); each problem names the sheet its cell is on. */
export type { PrizeFailure, PrizeOutcome, SheetProblem };

/** The values of "one prize per player", in the order the sidebar offers them. */
export const PRIZE_LIMITS: readonly PrizeLimit[] = ['larger', 'first', 'off'];

/**
 * Which other prize settings decide anything under `limit` and `cashAndTrophy`: how cash and
 * trophies count only under a limit; 32B3's combined pool only with "the larger" and one of each
 * (the pool pays each tied winner one cash prize, 32B1, beside any trophy). The request is refused
 * by this rule, and the sidebar asks only what it says applies.
 */
export function prizeSettingsThatApply(limit: PrizeLimit, cashAndTrophy: CashAndTrophy): PrizeSettingsThatApply {
  return {
    limit,
    cashAndTrophy,
    asksCashAndTrophy: limit !== 'off',
    asksTiedClassPrizes: limit === 'larger' && cashAndTrophy === 'both',
  };
}

/** The rule for every pair of "one prize per player" and "cash prize and trophy", for the sidebar. */
export function allPrizeSettingsThatApply(): PrizeSettingsThatApply[] {
  return PRIZE_LIMITS.flatMap((limit) =>
    CASH_AND_TROPHY.map((cashAndTrophy) => prizeSettingsThatApply(limit, cashAndTrophy)),
  );
}

/**
 * "cash prize and trophy" from a request or saved settings. Settings saved before it existed
 * have "prefer": "trophy" keeps its meaning (one prize, the trophy first); "cash" was only ever
 * the default, which took the champion's trophy away, so it loads as the new default "both".
 */
function cashAndTrophyOf(o: Record<string, unknown>): CashAndTrophy {
  if (o.cashAndTrophy === undefined) {
    if (o.prefer !== undefined && o.prefer !== 'cash' && o.prefer !== 'trophy')
      throw new Error(`"prefer" must be cash or trophy; got ${String(o.prefer)}.`);
    return o.prefer === 'trophy' ? 'trophy' : DEFAULT_PRIZE_OPTIONS.cashAndTrophy;
  }
  const value = String(o.cashAndTrophy);
  if (!(CASH_AND_TROPHY as readonly string[]).includes(value))
    throw new Error(`"cash prize and trophy" must be both, cash or trophy; got ${value}.`);
  return value as CashAndTrophy;
}

/**
 * "tied winners of different prizes" (US Chess 32B3's combined pool, opt-in). Settings saved
 * before it existed have none and load as "separate". "combine" is refused, as the CLI refuses
 * it, unless one prize per player is "the larger" and a cash prize and a trophy are limited on
 * their own: the pool pays each tied winner one cash prize (32B1) beside any trophy.
 */
function tiedClassPrizesOf(
  o: Record<string, unknown>,
  limit: PrizeLimit,
  cashAndTrophy: CashAndTrophy,
): TiedClassPrizes {
  if (o.tiedClassPrizes === undefined) return 'separate';
  const value = String(o.tiedClassPrizes);
  if (!(TIED_CLASS_PRIZES as readonly string[]).includes(value))
    throw new Error(`"tied winners of different prizes" must be separate or combine; got ${value}.`);
  if (value === 'combine' && !prizeSettingsThatApply(limit, cashAndTrophy).asksTiedClassPrizes) {
    throw new Error(
      'Pooling tied winners\' place and class prizes together (US Chess 32B3) needs "one prize per player" set to the larger and "cash prize and trophy" set to one of each.',
    );
  }
  return value as TiedClassPrizes;
}

/** The request from anything the sidebar sends; throws a readable Error. */
export function normalisePrizeRequest(input: unknown): PrizeRequest {
  const o = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const prizeRange = typeof o.prizeRange === 'string' ? o.prizeRange.trim() : '';
  if (!prizeRange)
    throw new Error('Choose the range of the prize table (Group, Place, Prize), e.g. Prizes table!A1:C12.');
  const limit = o.limit === undefined ? DEFAULT_PRIZE_OPTIONS.limit : String(o.limit);
  if (!(PRIZE_LIMITS as readonly string[]).includes(limit))
    throw new Error(`"one prize per player" must be larger, first or off; got ${limit}.`);
  const cashAndTrophy = cashAndTrophyOf(o);
  const tiedClassPrizes = tiedClassPrizesOf(o, limit as PrizeLimit, cashAndTrophy);
  const request: PrizeRequest = {
    prizeRange,
    options: {
      limit: limit as PrizeLimit,
      cashAndTrophy,
      unratedInRatingGroups: o.unratedInRatingGroups === true,
      tiedClassPrizes,
    },
  };
  if (typeof o.crosstableRange === 'string' && o.crosstableRange.trim())
    request.crosstableRange = o.crosstableRange.trim();
  return request;
}

/**
 * Header and one row per winner; every number stays a number and shows as the CLI prints it:
 * amounts in dollars with a currency format ("$37.50"), scores with ½ as everywhere ("2½"),
 * Rank a number unless shared. `widths` fit the text the CLI prints.
 */
export function prizesGrid(list: PrizeList): { values: (string | number)[][]; formats: string[][]; widths: number[] } {
  const header = ['Group', 'Place', 'Prize', 'No.', 'Name', 'Rating', 'Score', 'Rank', 'Award', 'How'];
  const lines = prizeLines(list);
  const cells = lines.map((l) => {
    const rating = l.rating ?? '';
    const score = toPoints(l.score);
    const rank = placeValue(l.rank);
    const award = typeof l.award === 'number' ? l.award / 100 : neutralise(l.award);
    return {
      values: [
        neutralise(l.group),
        l.place,
        neutralise(l.prize),
        l.number,
        neutralise(l.name),
        rating,
        score,
        rank,
        award,
        neutralise(l.how),
      ],
      formats: [
        '@',
        '@',
        '@',
        '0',
        'General',
        typeof rating === 'number' ? plainFormat(rating) : '0',
        pointsFormat(score),
        placeFormat(rank),
        typeof award === 'number' ? MONEY_FORMAT : '@',
        'General',
      ],
    };
  });
  const rows = cells.map((c) => c.values);
  const formats = cells.map((c) => c.formats);
  // The How column is a sentence: it keeps the width of its header and spills, as notes do.
  const texts = lines.map((l) => [...prizeLineTexts(l).slice(0, -1), '']);
  return {
    values: [header, ...rows],
    formats: [header.map(() => '@'), ...formats],
    widths: readableWidths([header, ...texts]),
  };
}

/** "Spring Open prizes, US Chess 7th edition, after round 5": as the Standings sheet's title. */
export function prizesTitle(event: string, settings: RankSettings, s: Standings): string {
  return `${event} prizes, ${settingsName(settings)}, ${afterRoundTitle(s.tournament, s.rounds)}`;
}

/** Under the list: the totals paid, the prizes not awarded, and the rules the list followed, in words. */
export function prizesFootnote(list: PrizeList): string[] {
  const options = describeOptions(list);
  // A line of its own on the sheet: a sentence, with its capital.
  return [
    ...prizeTotalLines(list),
    ...unawardedLines(list),
    options.charAt(0).toUpperCase() + options.slice(1),
    ROUNDING_RULE,
  ];
}

/** The range `a1` names ("Prize table!A1:C12"), or a refusal saying what was expected. */
export function rangeOf(ss: Spreadsheet, a1: string, what: string): Range {
  try {
    return ss.getRange(a1);
  } catch {
    throw new CrosstableError([
      { message: `"${a1}" is not a range of this spreadsheet; expected the ${what} as Sheet!A1:C12.` },
    ]);
  }
}

/** "7 prizes to 9 players; 2 pools split; 1 not awarded", with the details the sidebar lists. */
export function prizeSummary(list: PrizeList): Omit<PrizeOutcome, 'ok' | 'sheetName'> {
  const players = new Set(list.awards.flatMap((a) => a.winners.map((w) => w.player))).size;
  const prizes = list.awards.reduce((n, a) => n + a.prizes.length, 0);
  const pooled = list.awards.filter((a) => a.pool !== null && a.winners.length > 1).map((a) => a.how);
  const notAwarded = unawardedLines(list);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const summary =
    `${plural(prizes, 'prize', 'prizes')} to ${plural(players, 'player', 'players')}` +
    (pooled.length ? `; ${plural(pooled.length, 'pool', 'pools')} split` : '') +
    (notAwarded.length ? `; ${notAwarded.length} not awarded` : '');
  return { summary, prizes, players, pooled, notAwarded };
}

/**
 * Ranks (with `settings`, else the saved ones), allocates and writes the Prizes sheet; a failure
 * comes back as a message, never an exception. Each problem names the sheet its cell is on.
 */
export function prizesToSheet(input: unknown, settings?: RankSettings): PrizeOutcome | PrizeFailure {
  let request: PrizeRequest;
  try {
    request = normalisePrizeRequest(input);
  } catch (e) {
    return { ok: false, message: messageOf(e), problems: [] };
  }
  return withDocumentLock(PRIZE_LIST, () => prizeListLocked(SpreadsheetApp.getActiveSpreadsheet(), request, settings));
}

/** The range being read, whose sheet a problem's cell is on; null between reads. */
interface Reading {
  range: Range | null;
}

/** The prize list, the lock held: a reading failure comes back with each problem on its sheet. */
function prizeListLocked(
  ss: Spreadsheet,
  request: PrizeRequest,
  settings: RankSettings | undefined,
): PrizeOutcome | PrizeFailure {
  const reading: Reading = { range: null };
  try {
    return makePrizeList(ss, request, settings, reading);
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    const sheet = reading.range?.getSheet().getName();
    const problems = sheetProblems(e).map((p): SheetProblem =>
      p.cell && sheet !== undefined
        ? { sheet, cell: p.cell, message: p.message }
        : p.cell
          ? { cell: p.cell, message: p.message }
          : { message: p.message },
    );
    return { ok: false, message: 'The prize list could not be made.', problems };
  }
}

/** Why a table of sections gets no prize list, and what to do instead. */
function sectionsMessage(names: string): string {
  return (
    `The crosstable has sections (${names}), each ranked alone, and a prize list is one section's. ` +
    "Put a section's rows on a sheet of their own (with the header row) and make its prize list from there."
  );
}

/** Rank the crosstable, read the prize table, allocate, write the Prizes sheet. */
function makePrizeList(
  ss: Spreadsheet,
  request: PrizeRequest,
  settings: RankSettings | undefined,
  reading: Reading,
): PrizeOutcome | PrizeFailure {
  const source = request.crosstableRange ? rangeOf(ss, request.crosstableRange, 'crosstable') : sourceRange(ss);
  const prizeSource = rangeOf(ss, request.prizeRange, 'prize table');
  const s = settings ?? loadSettings();
  reading.range = source;
  const cells = source.getValues();
  // A team table would otherwise come back as one "cannot be read" per team cell.
  if (readsAsTeams(cells, s)) return { ok: false, message: TEAM_TABLE_MESSAGE, problems: [] };
  const origin = { row: source.getRow(), col: source.getColumn() };
  // A prize list is one tournament's: a table of sections is never ranked as one (request/sections.ts).
  const one = oneSection(cells, undefined, origin);
  if (!one.ok) return { ok: false, message: sectionsMessage(one.refusal.detail ?? ''), problems: [] };
  // Read with the ranking settings' notation and bye value, as Rank standings reads it.
  const { tournament } = readWithSettings(cells, origin, s);
  const standings = rank(tournament, settingsRankRequest(s, tournament));
  reading.range = prizeSource;
  const table = readPrizeTable(prizeSource.getValues(), labelHeaders(tournament), {
    row: prizeSource.getRow(),
    col: prizeSource.getColumn(),
  });
  reading.range = null;
  const list = allocatePrizes(standings, table, request.options);
  const where = (r: Range) => `${r.getSheet().getName()}!${r.getA1Notation()}`;
  const note = [
    `Prize list by Tiebreaks for Google Sheets on ${rankedAt(new Date(), ss.getSpreadsheetTimeZone())}`,
    `Crosstable: ${where(source)}; prize table: ${where(prizeSource)}`,
    settingsReading(s, tournament.notation, standings.order),
    `Rule set: ${settingsName(s)}`,
    describeOptions(list),
    ROUNDING_RULE,
    ...unawardedLines(list),
  ].join('\n');
  const written = writeOwnedSheet(ss, {
    owner: PRIZES_OWNER,
    baseName: PRIZES_NAME,
    // Rank (the 8th column) mixes numbers and shared text ("2-3"), as on the Standings sheet.
    ...titledTable(prizesTitle(ss.getName(), s, standings), prizesGrid(list), prizesFootnote(list), [8]),
    note,
    spare: source.getSheet(),
    source: refOfRange(source),
  });
  return { ok: true, sheetName: written.name, ...prizeSummary(list) };
}

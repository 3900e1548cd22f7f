/**
 * *Before the last round* (the menu): the table ranked last (or the selection), read with the
 * saved settings, its round in progress's pairings answered (src/lastRound), written to a sheet
 * the add-on owns, "Last round", to post beside the pairings: each player's best and worst rank,
 * what a win, a draw and a loss each give, and each prize place with who can still take it.
 */
import { CrosstableError, formatProblem } from '../model/problems';
import { outlookOf } from '../lastRound/answer';
import { lastRoundOf } from '../lastRound/unpaired';
import { outlookJson, OutlookJson, PlayerJson, prizeWords, unpairedHeading } from '../lastRound/format';
import { formatPoints } from '../model/points';
import { neutralise, oneLine } from '../standings/text';
import { withDocumentLock } from './documentLock';
import { insteadNote, lastRoundAsked, loadLastRoundChoice } from './lastRoundChoice';
import { prizeListAnswers } from './lastRoundPrizes';
import { loadPrizeSettings, PrizeSettings } from './prizeSettings';
import { headedTable, readableWidths, writeOwnedSheet } from './ownedSheet';
import { TableRef, tableToRank } from './rankTarget';
import { readWithSettings } from './readCrosstable';
import { loadSettings, RankSettings, settingsName, settingsRankRequest } from './settings';
import { BUSY_MESSAGE } from './standingsSheet';

export const LAST_ROUND_SHEET = 'Last round';
const OWNER = 'last-round';

const TASK = { name: 'Before the last round', notWritten: 'The sheet was not written.', waitMs: 0, busy: BUSY_MESSAGE };

/** The menu item: the sheet written and a toast, or an alert that says what stopped it. */
export function lastRoundFromMenu(): void {
  const ui = SpreadsheetApp.getUi();
  const outcome = withDocumentLock(TASK, () => {
    try {
      return writeLastRound(SpreadsheetApp.getActiveSpreadsheet(), loadSettings(), null, savedChoice);
    } catch (e) {
      // A table that cannot answer (no round in progress, a pairing not written) says why, by its cells.
      if (e instanceof CrosstableError)
        return { ok: false as const, message: `Nothing was written. ${e.problems.map(formatProblem).join(' ')}` };
      throw e;
    }
  });
  if (outcome.ok) SpreadsheetApp.getActiveSpreadsheet().toast(outcome.text, 'Tiebreaks', 8);
  else ui.alert('Before the last round', outcome.message, ui.ButtonSet.OK);
}

/** The `task` the sidebar's write runs under: the same lock and messages as the menu's. */
export const LAST_ROUND_TASK = TASK;

/** What the answer covers: prize places 1 to N, or the director's prize list (the Prize list's table and options). */
export type PrizesToAnswer = number | { prizeList: PrizeSettings };

/**
 * What to answer, read when the table is: the prizes, and a note for the sheet's title when they
 * are not the ones chosen ("" when they are).
 */
export type PrizesChosen = () => { prizes: PrizesToAnswer; note: string };

/** The menu's: as the panel was last set, else the default (lastRoundChoice.ts decides), with the Prize list's settings. */
export const savedChoice: PrizesChosen = () => {
  const prizeList = loadPrizeSettings();
  const asked = lastRoundAsked(loadLastRoundChoice(), prizeList.prizeRange !== '');
  return { prizes: asked.prizeList ? { prizeList } : asked.places, note: insteadNote(asked) };
};

/**
 * The table (`ref`, else the one ranked last, else the selection) read with `settings`, and its
 * last round answered for `prizes` by the settings' order: what the sheet and the sidebar's panel
 * both show. Throws CrosstableError when the table cannot answer.
 */
export function answerLastRound(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  settings: RankSettings,
  ref: TableRef | null,
  chosen: PrizesToAnswer | PrizesChosen,
): {
  json: OutlookJson;
  range: GoogleAppsScript.Spreadsheet.Range;
  source: TableRef;
  prizesExact: boolean;
  note: string;
  /** The answer is the director's prize list (not places 1 to N). */
  listed: boolean;
} {
  const { range, ref: source } = tableToRank(ss, ref);
  const origin = { row: range.getRow(), col: range.getColumn() };
  const { tournament } = readWithSettings(range.getValues(), origin, settings);
  // Drawing of lots settles an indivisible prize once the round is over, not what may happen in it.
  const request = { order: settingsRankRequest(settings, tournament).order.filter((s) => s.code !== 'LOTS') };
  // Before the pairings, an odd number to pair leaves one the bye, scored as the settings read it.
  const event = lastRoundOf(tournament, settings.pab === '' ? {} : { pab: Number(settings.pab) * 4 });
  const { prizes, note } = typeof chosen === 'function' ? chosen() : { prizes: chosen, note: '' };
  const asked =
    typeof prizes === 'number' ? prizes : prizeListAnswers(ss, tournament, event, request, prizes.prizeList);
  // The prize list's answers are exact only when every ending could be allocated (prizeList.ts).
  const prizesExact = typeof asked === 'number' || asked.exact;
  const listed = typeof asked !== 'number';
  return { json: outlookJson(outlookOf(event, request), asked), range, source, prizesExact, note, listed };
}

/** Reads the table, answers its last round, writes the sheet; the toast's text and the sheet's name. */
export function writeLastRound(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  settings: RankSettings,
  ref: TableRef | null,
  chosen: PrizesToAnswer | PrizesChosen,
): { ok: true; text: string; sheetName: string } {
  const { json, range, source, note, prizesExact, listed } = answerLastRound(ss, settings, ref, chosen);
  const title = `${ss.getName()}: before round ${json.rounds}, ${settingsName(settings)}`;
  const values = lastRoundValues(title, json, note, listed ? { exact: prizesExact } : undefined);
  const written = writeOwnedSheet(ss, {
    owner: OWNER,
    baseName: LAST_ROUND_SHEET,
    ...headedTable({ values, formats: values.map((r) => r.map(() => '@')), widths: readableWidths(values.slice(1)) }),
    // The title, then the header, frozen; the players' rows banded under it.
    frozenRows: 2,
    boldRows: [1, 2],
    bandedRows: { first: 2, count: json.players.length + 1 },
    spare: range.getSheet(),
    source,
  });
  return {
    ok: true,
    text: `What each player needs, written to the sheet "${written.name}".`,
    sheetName: written.name,
  };
}

/**
 * A player's line as the sheet and the sidebar say it: bounds named as bounds, with why. Once
 * paired, a line whose best and worst ranks are exact (searched, src/lastRound/exactRanks.ts)
 * needs no such note; before the pairing every rank is on score, and the note says so.
 */
export function outlookText(p: PlayerJson, paired = true): string {
  return oneLine(p.complete || (paired && p.exact) ? p.outlook : `${p.outlook} (bounds: ${p.why ?? ''})`);
}

/** A prize place as the sheet and the sidebar say it: "clinched", "needs a win; or a draw unless …", or before the pairing "possible with …". */
export function prizeText(json: OutlookJson, prize: PlayerJson['prizes'][number]): string {
  return oneLine(prizeWords(json, prize));
}

/** "4th place" for a place of places 1 to N; a prize of the director's list by its own name ("U1800 1st"). */
export function prizeHeading(prize: string): string {
  return /^\d+(st|nd|rd|th)$/.test(prize) ? `${prize} place` : prize;
}

/** The players who have clinched prize place `i` (0-based) or can still take it, in the table's order. */
export function contenders(json: OutlookJson, i: number): PlayerJson[] {
  return json.players.filter((p) => p.prizes[i] && p.prizes[i]!.status !== 'out of reach');
}

const HEADER = ['No.', 'Name', 'Score now', 'Board', 'Best rank', 'Worst rank', 'What each result gives'];

/**
 * The sheet's rows: the title (with what it answers instead of the prize list chosen, `note`, and
 * before the pairing whether the prize list, `prizeList`, covers every pairing), a row per player,
 * then each prize place with who can still take it.
 */
export function lastRoundValues(
  title: string,
  json: OutlookJson,
  note = '',
  prizeList?: { exact: boolean },
): string[][] {
  const width = HEADER.length;
  const row = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  const notes = [...(json.paired === false ? [unpairedHeading(json, prizeList)] : []), ...(note ? [note] : [])];
  const rows: string[][] = [row([notes.length ? `${title}. ${notes.join(' ')}` : title]), HEADER];
  for (const p of json.players)
    rows.push([
      String(p.number),
      String(neutralise(oneLine(p.name))),
      formatPoints(p.score * 4),
      p.board === null ? '' : String(p.board),
      String(p.bestRank),
      String(p.worstRank),
      outlookText(p, json.paired !== false),
    ]);
  for (let i = 0; i < (json.players[0]?.prizes.length ?? 0); i++) {
    const holders = contenders(json, i);
    if (!holders.length) continue;
    rows.push(row(['']), row([`${prizeHeading(json.players[0]?.prizes[i]?.prize ?? String(i + 1))}:`]));
    for (const p of holders) {
      // In the last column, beside the players' lines: the widest text in the widest column.
      rows.push(
        row([String(p.number), String(neutralise(oneLine(p.name))), '', '', '', '', prizeText(json, p.prizes[i]!)]),
      );
    }
  }
  return rows;
}

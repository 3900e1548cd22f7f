/**
 * The sidebar's "Before the last round" panel: whether the table read has its last round paired
 * and not yet played (decided here, once, for the Crosstable line), each player's line and each
 * prize place for the table the sidebar shows by the rule set it holds, and the Last round sheet
 * written from the panel by the menu's own code (lastRoundSheet.ts). Nothing but the sheet is
 * written; the crosstable never is.
 */
import { OutlookJson, PlayerJson, unpairedHeading } from '../lastRound/format';
import { ordinal } from '../lastRound/needs';
import { lastRoundOf } from '../lastRound/unpaired';
import { formatPoints } from '../model/points';
import { CrosstableError, formatProblem } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { withDocumentLock } from './documentLock';
import {
  LAST_ROUND_PLACES,
  LastRoundChoice,
  loadLastRoundChoice,
  normaliseLastRoundChoice,
  placesAsked,
  saveLastRoundChoice,
} from './lastRoundChoice';
import {
  answerLastRound,
  contenders,
  LAST_ROUND_TASK,
  outlookText,
  prizeHeading,
  prizeText,
  PrizesToAnswer,
  writeLastRound,
} from './lastRoundSheet';

const PRIZE_LIST = 'prize list';
import { messageOf } from './ownedSheet';
import { tableRefOf } from './rankTarget';
import { sheetProblems } from './readCrosstable';
import { normalisePrizeSettings, PrizeSettings, savePrizeSettings } from './prizeSettings';
import { normaliseSettings, RankSettings, saveSettings, settingsName } from './settings';
import type {
  LastRoundAnswer,
  LastRoundFailure,
  LastRoundPlace,
  LastRoundPlayer,
  LastRoundWritten,
  SheetProblem,
  TableInfo,
} from './shapes';

export type { LastRoundAnswer, LastRoundFailure, LastRoundWritten };

/**
 * The last round still to play: the chart's last (a chart made for R rounds with R-1 complete),
 * with every pairing written and at least one game to play, or not paired yet (answered on score
 * only). A team table's rounds are matches, which the answers do not cover.
 */
export function lastRoundAhead(t: Tournament): TableInfo['lastRound'] {
  // The round to play next; a finished table has none (its next round is past the chart's last).
  const round = t.roundInProgress?.round ?? t.rounds + 1;
  if (t.boards !== undefined || round !== t.plannedRounds) return undefined;
  try {
    const event = lastRoundOf(t);
    if (event.unpaired) return { round, boards: Math.floor(event.unpaired.toPair.length / 2), paired: false };
    return event.boards.length ? { round, boards: event.boards.length, paired: true } : undefined;
  } catch (e) {
    // A pairing not written, or two rounds to play: the panel stays hidden (the menu item says why).
    if (e instanceof CrosstableError) return undefined;
    throw e;
  }
}

/** "3rd–5th, 9th": whole places in runs. */
export function placesText(places: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const p of places) {
    const last = runs[runs.length - 1];
    if (last && last[1] === p - 1) last[1] = p;
    else runs.push([p, p]);
  }
  return runs.map(([a, b]) => (a === b ? ordinal(a) : `${ordinal(a)}–${ordinal(b)}`)).join(', ');
}

/** "1st–4th", "14th", or "between 3rd and 17th" for bounds that no ending ranked was seen to reach. */
function ranksText(p: PlayerJson): string {
  if (!p.exact) return `between ${ordinal(p.bestRank)} and ${ordinal(p.worstRank)}`;
  return p.bestRank === p.worstRank ? ordinal(p.bestRank) : `${ordinal(p.bestRank)}–${ordinal(p.worstRank)}`;
}

function playerOf(json: OutlookJson, p: PlayerJson): LastRoundPlayer {
  const within = p.prizes.filter((x) => x.status !== 'out of reach');
  const out = p.prizes.flatMap((x, i) => (x.status === 'out of reach' ? [i + 1] : []));
  // Places 1 to N in runs ("3rd–5th"); the prize list's prizes by their names.
  const named = prizeList(json, true) !== undefined;
  return {
    number: p.number,
    name: p.name,
    score: formatPoints(p.score * 4),
    board: p.board,
    ranks: ranksText(p),
    line: outlookText(p, json.paired !== false),
    places: within.map((x) => ({ prize: x.prize, said: prizeText(json, x) })),
    outOfReach: named ? out.map((i) => p.prizes[i - 1]!.prize).join(', ') : placesText(out),
  };
}

function placeOf(json: OutlookJson, i: number): LastRoundPlace {
  const holders = contenders(json, i);
  const clinched = holders.filter((p) => p.prizes[i]!.status === 'clinched');
  const possible = holders.filter((p) => p.prizes[i]!.status === 'possible');
  const prize = json.players[0]?.prizes[i]?.prize ?? ordinal(i + 1);
  return {
    prize,
    heading: prizeHeading(prize),
    clinched: clinched.map((p) => ({ number: p.number, name: p.name })),
    possible: possible.map((p) => ({ number: p.number, name: p.name, said: prizeText(json, p.prizes[i]!) })),
  };
}

/** The director's prize list (its prizes by their own names), and whether its answers are exact; undefined for places 1 to N. */
function prizeList(json: OutlookJson, exact: boolean): { exact: boolean } | undefined {
  return json.players[0]?.prizes.some((x) => prizeHeading(x.prize) === x.prize) ? { exact } : undefined;
}

/** The panel's answer from the JSON every front end shares (src/lastRound/format.ts). */
export function panelAnswer(
  json: OutlookJson,
  settings: RankSettings,
  boards: number,
  prizesExact = true,
): LastRoundAnswer {
  const places = json.players[0]?.prizes.length ?? 0;
  return {
    ok: true,
    round: json.rounds,
    boards,
    ruleSet: settingsName(settings),
    players: json.players.map((p) => playerOf(json, p)),
    places: Array.from({ length: places }, (_, i) => placeOf(json, i)),
    bounds: !prizesExact || json.players.some((p) => !p.complete && !(p.exact && json.paired !== false)),
    paired: json.paired !== false,
    ...(json.paired === false ? { heading: unpairedHeading(json, prizeList(json, prizesExact)) } : {}),
  };
}

interface Asked {
  settings: RankSettings;
  table: unknown;
  places: PrizesToAnswer;
}

/**
 * The panel's request: the sidebar's settings, its table, and how many prize places (1 to 100)
 * or the prize list ("prize list", with the Prize list's settings as `prizes`);
 * settings or places that cannot be read are refused with what was sent, as Rank standings refuses them.
 */
function requestOf(request: unknown): Asked | LastRoundFailure {
  const o = request !== null && typeof request === 'object' ? (request as Record<string, unknown>) : {};
  const places = o.places === undefined || o.places === null || o.places === '' ? LAST_ROUND_PLACES : o.places;
  try {
    const asked: PrizesToAnswer =
      places === PRIZE_LIST ? { prizeList: normalisePrizeSettings(o.prizes) } : placesAsked(places);
    return { settings: normaliseSettings(o.settings), table: o.table, places: asked };
  } catch (e) {
    return refusal(messageOf(e));
  }
}

const refusal = (message: string): LastRoundFailure => ({ ok: false, message, problems: [] });

/** A refusal for the sidebar: a sentence, and the table's problems that have a cell, to click. */
function failureOf(e: unknown, what: string): LastRoundFailure {
  if (!(e instanceof CrosstableError)) return refusal(`${what} (${messageOf(e)}).`);
  const all = sheetProblems(e, 'sidebar');
  const problems: SheetProblem[] = all.flatMap((p) => (p.cell ? [{ cell: p.cell, message: p.message }] : []));
  const said = all.filter((p) => !p.cell).map(formatProblem);
  if (problems.length) said.push('Fix the cells listed below, then choose Read again.');
  return { ok: false, message: `${what}. ${said.join(' ')}`, problems };
}

/** The panel: every player's line and every prize place, for `{settings, table, places}`; nothing written. */
export function lastRoundForSidebar(request: unknown): LastRoundAnswer | LastRoundFailure {
  const asked = requestOf(request);
  if ('ok' in asked) return asked;
  try {
    const { settings, table, places } = asked;
    const ss = SpreadsheetApp.getActiveSpreadsheet();
    const { json, prizesExact } = answerLastRound(ss, settings, tableRefOf(table), places);
    const boards = new Set(json.players.map((p) => p.board).filter((b) => b !== null)).size;
    return panelAnswer(json, settings, boards, prizesExact);
  } catch (e) {
    return failureOf(e, 'What each player needs could not be worked out');
  }
}

/**
 * The panel's places or prize list as a choice to keep: the prize list keeps the places chosen
 * before (what the menu answers while the prize list cannot be).
 */
function choiceOf(places: PrizesToAnswer): LastRoundChoice {
  if (typeof places === 'number') return { places, prizeList: false };
  return { places: loadLastRoundChoice()?.places ?? LAST_ROUND_PLACES, prizeList: true };
}

/**
 * The panel's places or prize list changed (`{places, prizeList, prizes}`): kept with the
 * spreadsheet's settings, with the prize list's table and options when it is the prize list, so
 * the menu's Last round sheet answers the same and the panel opens with it again. The choice
 * kept, or why not.
 */
export function storeLastRoundChoice(choice: unknown): LastRoundChoice | LastRoundFailure {
  let c: LastRoundChoice;
  let prizes: PrizeSettings | null;
  try {
    c = normaliseLastRoundChoice(choice);
    prizes = c.prizeList ? normalisePrizeSettings((choice as { prizes?: unknown }).prizes) : null;
  } catch (e) {
    return refusal(messageOf(e));
  }
  try {
    if (prizes) savePrizeSettings(prizes);
    saveLastRoundChoice(c);
    return c;
  } catch (e) {
    return refusal(`The choice of prizes could not be saved (${messageOf(e)}); try again in a moment.`);
  }
}

/**
 * The panel's button: the settings, the choice of prizes (with the prize list's settings when it
 * is the prize list) saved, as Rank standings saves its own, then the Last round sheet written.
 */
export function lastRoundSheetForSidebar(request: unknown): LastRoundWritten | LastRoundFailure {
  const asked = requestOf(request);
  if ('ok' in asked) return asked;
  try {
    saveSettings(asked.settings);
    // The prize list's table and options too, as Make prize list saves them: the menu answers with them.
    if (typeof asked.places !== 'number') savePrizeSettings(asked.places.prizeList);
    saveLastRoundChoice(choiceOf(asked.places));
  } catch (e) {
    return refusal(`The settings could not be saved (${messageOf(e)}). Nothing was written; try again in a moment.`);
  }
  const outcome = withDocumentLock(LAST_ROUND_TASK, () => {
    try {
      return writeLastRound(
        SpreadsheetApp.getActiveSpreadsheet(),
        asked.settings,
        tableRefOf(asked.table),
        asked.places,
      );
    } catch (e) {
      if (e instanceof CrosstableError) return failureOf(e, 'Nothing was written');
      throw e;
    }
  });
  return outcome;
}

/**
 * What the Last round sheet answers: prize places 1 to N, or the director's prize list, as the
 * "Before the last round" panel was last set. Kept with the spreadsheet's settings
 * (DocumentProperties, one JSON value beside the ranking and prize-list settings) and decided
 * here, once, for the menu's sheet and for the panel as it opens.
 */
import { loadDocumentJson, saveDocumentJson } from './documentJson';
import type { LastRoundChoice } from './shapes';

export type { LastRoundChoice };

export const LAST_ROUND_CHOICE_KEY = 'tiebreaks.lastRound';
/** The prize places answered when nobody chose another number (the menu's sheet, the CLI's default). */
export const LAST_ROUND_PLACES = 5;
/** As many prize places as the CLI's --places allows. */
export const MOST_PLACES = 100;

/** The places asked, checked as the CLI's --places is: a whole number from 1 to 100. Throws a readable Error. */
export function placesAsked(value: unknown): number {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(String(value).trim()) : NaN;
  if (String(value ?? '').trim() === '' || !Number.isInteger(n) || n < 1 || n > MOST_PLACES)
    throw new Error(`Prize places must be a whole number from 1 to ${MOST_PLACES}; got "${String(value)}".`);
  return n;
}

/** A choice from the panel or from saved JSON, checked; throws a readable Error. */
export function normaliseLastRoundChoice(input: unknown): LastRoundChoice {
  const o = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  return { places: placesAsked(o.places), prizeList: o.prizeList === true };
}

/** The choice the panel last made in this spreadsheet; null when it never made one. */
export function loadLastRoundChoice(): LastRoundChoice | null {
  const saved = loadDocumentJson<{ choice: LastRoundChoice | null }>(
    LAST_ROUND_CHOICE_KEY,
    (json) => ({ choice: normaliseLastRoundChoice(json) }),
    { choice: null },
  );
  return saved.choice;
}

export function saveLastRoundChoice(choice: LastRoundChoice): void {
  saveDocumentJson(LAST_ROUND_CHOICE_KEY, choice);
}

/** Why the sheet answers places when the prize list was chosen; null when it answers as chosen. */
export type Instead = 'no prize table' | null;

/**
 * What to answer: the choice saved, or, when none was ever made, the prize list where the Prize
 * list names a prize table and places 1 to 5 where it does not. The prize list needs its prize
 * table (paired or not, src/lastRound answers both); without one places are answered, and
 * `instead` says why when the director had chosen the prize list.
 */
export function lastRoundAsked(
  saved: LastRoundChoice | null,
  prizeTable: boolean,
): LastRoundChoice & { instead: Instead } {
  const places = saved?.places ?? LAST_ROUND_PLACES;
  const chosen = saved?.prizeList === true;
  if (saved && !chosen) return { places, prizeList: false, instead: null };
  if (!prizeTable) return { places, prizeList: false, instead: chosen ? 'no prize table' : null };
  return { places, prizeList: true, instead: null };
}

/** The sheet's note when it answers places instead of the prize list chosen, in plain words; "" when it answers as chosen. */
export function insteadNote(asked: { places: number; instead: Instead }): string {
  if (asked.instead === null) return '';
  const places = asked.places === 1 ? 'Prize place 1' : `Prize places 1 to ${asked.places}`;
  return `${places} instead of the prize list chosen: no prize table is named under Prize list.`;
}

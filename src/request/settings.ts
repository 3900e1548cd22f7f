/**
 * One parser per setting a director gives, whatever front end it comes through (a CLI option, a
 * custom function's options text, the sidebar's saved settings). Each returns the value or a
 * refusal code; the front end words the refusal.
 */
import { NOTATION_IDS } from '../read/notation';
import { MatchPoints, parseMatchPoints, TEAM_NOTATION_IDS } from '../teams/model';
import { MAX_SCHOOL_TOP, SCHOOL_TIEBREAK_IDS, SchoolTiebreakId } from '../teams/school';
import { FideVersion, isFideVersion } from '../tiebreaks/fide/options';
import { MISSING_DATA_RULES, MissingDataRule } from '../standings/missingData';
import { accepted, Parsed, refused } from './refusal';

/** Every notation a table can be named in: individual, then team (board-sheet last). */
export const ALL_NOTATION_IDS: readonly string[] = [...NOTATION_IDS, ...TEAM_NOTATION_IDS];

/**
 * What a pairing-allocated bye is worth: 1, 0.5 or 0; "½", "1/2" and a decimal comma ("0,5")
 * read as 0.5. Blank is refused: leaving the setting out is how to say "as the table says".
 */
export function parsePabPoints(text: string): Parsed<number> {
  const t = text.trim().replace(',', '.');
  const p = t === '½' || t === '1/2' ? 0.5 : t === '' ? NaN : Number(t);
  return p === 1 || p === 0.5 || p === 0 ? accepted(p) : refused('pab-not-a-bye-value', text);
}

/** Match points for a match won, drawn, lost ("2,1,0", "3,1,0"); the detail is the engine's explanation. */
export function parseMatchPointsSetting(text: string): Parsed<MatchPoints> {
  try {
    return accepted(parseMatchPoints(text));
  } catch (e) {
    return refused('match-points-not-three', text, (e as Error).message);
  }
}

/**
 * A notation id, trimmed and in lower case, among those the front end offers. "board-sheet" has
 * its own code: a front end that cannot line results up with a board sheet's rows says why.
 */
export function parseNotation(text: string, offered: readonly string[]): Parsed<string> {
  const id = text.trim().toLowerCase();
  if (offered.includes(id)) return accepted(id);
  return refused(id === 'board-sheet' ? 'notation-board-sheet' : 'notation-unknown', text);
}

/**
 * What a tie that reaches a tiebreak the table has no data for does: "pass" (on to the next
 * tiebreak, noted) or "stop" (a refusal asking for the data); any case, spaces trimmed.
 */
export function parseMissingData(text: string): Parsed<MissingDataRule> {
  const rule = MISSING_DATA_RULES.find((r) => r === text.trim().toLowerCase());
  return rule === undefined ? refused('missing-data-unknown', text) : accepted(rule);
}

/** Whether a notation id names a team table (a team crosstable or a board-by-board sheet). */
export function isTeamNotation(id: string): boolean {
  return (TEAM_NOTATION_IDS as readonly string[]).includes(id);
}

/** A FIDE rules version: 2009, 2024 or 2026. */
export function parseFideVersion(text: string): Parsed<FideVersion> {
  const v = text.trim();
  return isFideVersion(v) ? accepted(v) : refused('fide-version-unknown', text);
}

/**
 * A whole number typed as text (after round N, a lot seed, a player number on the command line):
 * digits only, so "3.0", "-1" and "1e2" are refused rather than guessed at.
 */
export function parseWholeNumber(text: string): Parsed<number> {
  return /^\d+$/.test(text) ? accepted(Number(text)) : refused('not-a-whole-number', text);
}

/**
 * A whole number as a spreadsheet holds it (a cell's value, a saved setting): a number that is
 * whole and not negative, or text that parseWholeNumber takes once its spaces are trimmed. The
 * same grammar as the command line's, so "3.0" typed as text, "1e2" and "0x3" are refused there too.
 */
export function parseWholeNumberValue(value: string | number): Parsed<number> {
  // Any whole number, as any run of digits is one: the engine checks after round against the table.
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 ? accepted(value) : refused('not-a-whole-number', String(value));
  const n = parseWholeNumber(value.trim());
  return n.ok ? n : refused('not-a-whole-number', value);
}

/**
 * How many of a school's best scores count (school teams): a whole number from 1 to
 * MAX_SCHOOL_TOP, the same for `--top`, =SCHOOLTEAMS' top and the sidebar's setting.
 */
export function parseSchoolTop(text: string): Parsed<number> {
  const n = parseWholeNumber(text.trim());
  return n.ok && n.value >= 1 && n.value <= MAX_SCHOOL_TOP ? n : refused('school-top-out-of-range', text);
}

/** How school teams on equal score are separated: one of SCHOOL_TIEBREAK_IDS, any case, spaces trimmed. */
export function parseSchoolTiebreak(text: string): Parsed<SchoolTiebreakId> {
  const id = SCHOOL_TIEBREAK_IDS.find((t) => t === text.trim().toLowerCase());
  return id === undefined ? refused('school-tiebreak-unknown', text) : accepted(id);
}

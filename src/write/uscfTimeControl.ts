/**
 * A section's time control as the rating report spells it (S_TIMECTL: "G/90;d5",
 * "40/90,SD/30;d5", "G/15;+10") and the rating systems it can be rated in, by US Chess rule 5C
 * (Ratable time controls): a player's total time is the minutes of every control plus the
 * seconds of delay or increment (G/60;d5 = 65);
 *   Regular only: more than 65;  Dual (regular and quick): 30 to 65;
 *   Quick only: more than 10 and less than 30, these three with a first control of at least 5
 *   minutes;  Blitz: 5 to 10, with a first control of at least 3 minutes.
 * US Chess rates a section from its time control (its staff, forum thread "Ratings report for
 * USCF in SwissSys"); S_R_SYSTEM is still sent, and a code that says otherwise is refused here
 * so the director is not surprised by the ratings that come back.
 */

export type RatingCategory = 'regular' | 'dual' | 'quick' | 'blitz';

export interface TimeControl {
  /** Minutes of every control, added up, plus the delay or increment's seconds (rule 5C). */
  total: number;
  /** The first control's minutes. */
  primary: number;
}

/** "G/90", "SD/30", "Game/60", or "40/90" (moves in minutes). */
const CONTROL = /^(?:(?:g|sd|game)\s*\/?\s*(\d{1,3})|(\d{1,3})\s*\/\s*(\d{1,3}))$/i;
/** ";d5", " d/5", ";+30", " inc/30", ";inc30". */
const EXTRA = /^(?:d|delay|\+|inc|i)\s*\/?\s*(\d{1,3})$/i;

/** The controls and the delay or increment, apart: "G/60;d5", "G/60 d5" and "G/60+5" all split. */
function splitExtra(text: string): [string, string | undefined] | undefined {
  const parts = text.trim().split(';');
  if (parts.length > 2) return undefined;
  if (parts.length === 2) return [(parts[0] ?? '').trim(), (parts[1] ?? '').trim()];
  const spaced = /^(.*?)\s+(\S+)$/.exec(parts[0] ?? '');
  if (spaced && EXTRA.test(spaced[2] ?? '')) return [spaced[1] ?? '', spaced[2]];
  const plus = /^(.*?\d)(\+\d+)$/.exec(parts[0] ?? '');
  if (plus) return [plus[1] ?? '', plus[2]];
  return [(parts[0] ?? '').trim(), undefined];
}

/** The time control's minutes, or undefined when it is not written as the report spells one. */
export function parseTimeControl(text: string): TimeControl | undefined {
  const split = splitExtra(text);
  if (!split || split[0] === '') return undefined;
  const [controls, extra] = split;
  const minutes: number[] = [];
  for (const part of controls.split(/\s*,\s*/)) {
    const m = CONTROL.exec(part);
    if (!m) return undefined;
    minutes.push(Number(m[1] ?? m[3]));
  }
  let seconds = 0;
  if (extra !== undefined) {
    const m = EXTRA.exec(extra);
    if (!m) return undefined;
    seconds = Number(m[1]);
  }
  return { total: minutes.reduce((a, b) => a + b, 0) + seconds, primary: minutes[0] ?? 0 };
}

/** Which US Chess rating the time control gets (rule 5C), or undefined when it is not ratable. */
export function ratingCategory(tc: TimeControl): RatingCategory | undefined {
  if (tc.primary >= 5 && tc.total > 65) return 'regular';
  if (tc.primary >= 5 && tc.total >= 30) return 'dual';
  if (tc.primary >= 5 && tc.total > 10) return 'quick';
  if (tc.primary >= 3 && tc.total >= 5 && tc.total <= 10) return 'blitz';
  return undefined;
}

/**
 * The S_R_SYSTEM codes that fit each category. A dual-rated section may also be sent as R: a
 * dual event is a regular event that is also quick-rated, and SwissSys sends R for G/60;d5,
 * which US Chess rates dual. Q for a dual time control is refused: it would be regular-rated too.
 */
export const FITTING_CODES: Readonly<Record<RatingCategory, readonly string[]>> = {
  regular: ['R'],
  dual: ['D', 'R'],
  quick: ['Q'],
  blitz: ['B'],
};

/** The S_R_SYSTEM codes the report takes: R regular, Q quick, D dual, B blitz. */
export const RATING_SYSTEM_CODES: readonly string[] = ['R', 'Q', 'D', 'B'];

export const CATEGORY_LABEL: Readonly<Record<RatingCategory, string>> = {
  regular: 'regular only (more than 65 minutes)',
  dual: 'dual, regular and quick (30 to 65 minutes)',
  quick: 'quick only (11 to 29 minutes)',
  blitz: 'blitz (5 to 10 minutes)',
};

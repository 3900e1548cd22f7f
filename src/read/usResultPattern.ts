/**
 * The US Chess results usNotation reads, as one regular expression for a sheet's data validation
 * (REGEXMATCH, which is RE2), written so RE2 and JavaScript read it alike: every letter in both
 * cases rather than (?i) (their case folding differs: RE2 matches "ſ" for S), spaces as " "
 * rather than \s (RE2's \s is not JavaScript's), digits as [0-9], and no ".", no escapes.
 *
 * Built from US_SHAPES and LETTER, the reader's own grammar, and narrowed to opponents 1..players:
 * a number outside the table is a cell the reader would refuse. It accepts no tab or other space
 * and no "ſ", which the reader would also take: a director does not type them.
 */
import type { EntryKind } from '../model/tournament';
import { LETTER, US_SHAPES } from './usNotation';

const GAME_KINDS: readonly EntryKind[] = ['win', 'loss', 'draw'];
const FORFEIT_KINDS: readonly EntryKind[] = ['forfeitWin', 'forfeitLoss', 'forfeitDraw'];

/** "[WLDwld]": the letters in both cases, "-" last (where a class takes it literally). */
function letterClass(letters: string): string {
  const plain = [...letters].filter((c) => c !== '-');
  return `[${plain.join('')}${plain.join('').toLowerCase()}${letters.includes('-') ? '-' : ''}]`;
}

/** "[Bb][Yy][Ee]": a word in either case. */
const anyCase = (word: string) => [...word].map((c) => (/[A-Z]/.test(c) ? letterClass(c) : c)).join('');

const digits = (a: number, b: number) => (a === b ? String(a) : `[${a}-${b}]`);

/** Numbers lo..hi written with the same number of digits (lo <= hi), as a pattern. */
function sameLength(lo: string, hi: string): string {
  if (lo === hi) return lo;
  if (/^0*$/.test(lo) && /^9*$/.test(hi)) return `[0-9]{${lo.length}}`;
  if (lo.length === 1) return digits(+lo, +hi);
  const loFirst = lo.charAt(0);
  const hiFirst = hi.charAt(0);
  if (loFirst === hiFirst) return loFirst + sameLength(lo.slice(1), hi.slice(1));
  const rest = lo.length - 1;
  const parts = [loFirst + sameLength(lo.slice(1), '9'.repeat(rest))];
  if (+hiFirst - +loFirst > 1) parts.push(`${digits(+loFirst + 1, +hiFirst - 1)}[0-9]{${rest}}`);
  parts.push(hiFirst + sameLength('0'.repeat(rest), hi.slice(1)));
  return `(?:${parts.join('|')})`;
}

/**
 * Player numbers 1..players as the reader takes them: with leading zeros up to `maxDigits` digits
 * in all, or any number of them (`maxDigits` undefined, as in a SwissSys triplet).
 */
function opponents(players: number, maxDigits?: number): string {
  const parts: string[] = [];
  for (let d = 1; d <= String(players).length; d++) {
    const hi = Math.min(players, 10 ** d - 1);
    const zeros = maxDigits === undefined ? '0*' : maxDigits > d ? `0{0,${maxDigits - d}}` : '';
    parts.push(zeros + sameLength(String(10 ** (d - 1)), String(hi)));
  }
  return `(?:${parts.join('|')})`;
}

/** The letters of `shape` whose results are of these kinds. */
const ofKinds = (letters: string, kinds: readonly EntryKind[]) =>
  [...letters].filter((c) => kinds.includes(LETTER[c]!)).join('');

/**
 * Every cell text usNotation reads as a result against a player numbered 1..players (or with no
 * opponent), blank included: `^ *(?:…)? *$`. With `colourRequired`, a game played over the board
 * (W, L, D, N, R, S) must carry its colour (W12B, W:12:B), so Most blacks can be counted; a
 * forfeit or bye, which is no game, needs none.
 */
export function usResultPattern(players: number, colourRequired = false): string {
  const n = US_SHAPES.opponentDigits;
  const colour = letterClass('WB');
  const { triplet, game, bye } = US_SHAPES;
  const byeKinds = (letters: string) =>
    [...letters].filter((c) => !GAME_KINDS.includes(LETTER[c]!) && !FORFEIT_KINDS.includes(LETTER[c]!)).join('');
  const alternatives: string[] = [];
  const add = (letters: string, rest: string) => letters && alternatives.push(letterClass(letters) + rest);
  // W12, W 12 B, W012: a game needs its opponent; a forfeit may have one (X, X0, X5B); nothing else.
  add(ofKinds(game, GAME_KINDS), ` *${opponents(players, n)} *${colour}${colourRequired ? '' : '?'}`);
  add(ofKinds(game, FORFEIT_KINDS), ` *(?:${opponents(players, n)}|0{1,${n}})? *${colour}?`);
  add(byeKinds(game), ` *(?:0{1,${n}})? *${colour}?`);
  // W:12:B, X:0:-, H:0:-: any number of digits.
  const tripletColour = letterClass('WB-');
  add(ofKinds(triplet, GAME_KINDS), `:${opponents(players)}:${colourRequired ? colour : tripletColour}`);
  add(ofKinds(triplet, FORFEIT_KINDS), `:(?:${opponents(players)}|0+):${tripletColour}`);
  add(byeKinds(triplet), `:0+:${tripletColour}`);
  alternatives.push(`(?:${bye.map(anyCase).join('|')})-{0,3}`);
  return `^ *(?:${alternatives.join('|')})? *$`;
}

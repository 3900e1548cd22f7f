/**
 * US Chess wall-chart letters (notations.md §2–4): W12, L 5, D7, X/X12, F/F12, Z, B/BYE, H, U,
 * "-", with an optional colour (W12B, "W12 W"), and SwissSys triplets W:12:B, H:0:-, X:11:W.
 * A forfeit is not a game, so any colour written on it is not kept.
 */
import { EntryKind } from '../model/tournament';
import type { CellNotation, ParsedCell } from './notation';

const LETTER: Record<string, EntryKind> = {
  W: 'win',
  L: 'loss',
  D: 'draw',
  // TD-ruled inconsistent but ratable results: wiN, dRaw, losS.
  N: 'win',
  R: 'draw',
  S: 'loss',
  X: 'forfeitWin',
  F: 'forfeitLoss',
  Z: 'forfeitDraw',
  B: 'fullBye',
  H: 'halfBye',
  U: 'zeroBye',
  '-': 'zeroBye',
};

const EXPECTED =
  'expected a US Chess result such as W12, L5, D7 (optionally with the colour, W12B), X or F (forfeit), H (half-point bye), B (full-point bye), U (not paired), or a SwissSys triplet such as W:12:B';

function build(letter: string, opponent: number, colour: string | undefined): ParsedCell | string {
  const kind = LETTER[letter];
  if (kind === 'win' || kind === 'loss' || kind === 'draw') {
    if (!opponent) return `${letter} needs the opponent's number (e.g. ${letter}12); ${EXPECTED}`;
    return { kind, opponent, colour: colour === 'W' || colour === 'B' ? colour : undefined };
  }
  if (kind === 'forfeitWin' || kind === 'forfeitLoss' || kind === 'forfeitDraw') {
    return opponent ? { kind, opponent } : { kind };
  }
  if (opponent) return `a bye (${letter}) has no opponent; ${EXPECTED}`;
  return { kind };
}

export const usNotation: CellNotation = {
  id: 'us',
  name: 'US Chess notation',
  firstChars: 'WLDNRSXFZBHU-',
  parse(text) {
    const s = text.trim().toUpperCase();
    if (s === '') return { kind: 'zeroBye' };
    let m = /^([WLDXFZBHU]):(\d+):([WB-])$/.exec(s);
    if (m) return build(m[1], Number(m[2]), m[3]);
    m = /^([WLDNRSXFZ])\s*(\d{1,6})?\s*([WB])?$/.exec(s);
    if (m) return build(m[1], Number(m[2] ?? 0), m[3]);
    if (/^(B|BYE|H|U|-)-{0,3}$/.test(s)) return build(s === 'BYE' ? 'B' : s[0], 0, undefined);
    return EXPECTED;
  },
};

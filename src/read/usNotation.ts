/**
 * US Chess wall-chart letters (notations.md §2–4): W12, L 5, D7, X/X12, F/F12, Z, B/BYE, H, U,
 * "-", with an optional colour (W12B, "W12 W"), and SwissSys triplets W:12:B, H:0:-, X:11:W.
 * A forfeit is not a game, so any colour written on it is not kept.
 */
import { EntryKind } from '../model/tournament';
import { resultTooLong, type CellNotation, type ParsedCell } from './notation';

export const LETTER: Record<string, EntryKind> = {
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

/**
 * The letters of each cell shape parse reads, and the most digits an opponent may have: the
 * sheet's result validation (usResultPattern.ts) is built from these, so the two cannot drift.
 */
export const US_SHAPES = {
  /** SwissSys triplets: W:12:B, H:0:-. */
  triplet: 'WLDXFZBHU',
  /** A letter, maybe an opponent, maybe a colour: W12, W 12 B, X, F5. */
  game: 'WLDNRSXFZ',
  /** Byes and unpaired rounds, with up to three dashes after: B, BYE, H, U, -, U---. */
  bye: ['B', 'BYE', 'H', 'U', '-'],
  opponentDigits: 6,
} as const;

/** Exported for the ReDoS check of every reader pattern (test/hardening/linearPatterns.test.ts). */
export const TRIPLET = new RegExp(`^([${US_SHAPES.triplet}]):(\\d+):([WB-])$`);
// Each space run belongs to the part after it ("\s*\d?\s*" would share it, quadratic in spaces).
export const GAME = new RegExp(`^([${US_SHAPES.game}])(?:\\s*(\\d{1,${US_SHAPES.opponentDigits}}))?(?:\\s*([WB]))?$`);
export const BYE = new RegExp(`^(${US_SHAPES.bye.join('|')})-{0,3}$`);

const EXPECTED =
  'expected a US Chess result such as W12, L5, D7 (optionally with the colour, W12B), X or F (forfeit), H (half-point bye), B (full-point bye), U (not paired), or a SwissSys triplet such as W:12:B';

function build(letter: string, opponent: number, colour: string | undefined): ParsedCell | string {
  // The patterns take only letters LETTER has.
  const kind = LETTER[letter]!;
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
    const tooLong = resultTooLong(s);
    if (tooLong) return tooLong;
    let m = TRIPLET.exec(s);
    if (m) return build(m[1]!, Number(m[2]), m[3]);
    m = GAME.exec(s);
    if (m) return build(m[1]!, Number(m[2] ?? 0), m[3]);
    if (BYE.test(s)) return build(s === 'BYE' ? 'B' : s.charAt(0), 0, undefined);
    return EXPECTED;
  },
};

/**
 * FIDE TRF round results (notations.md §1.4–1.5), shared by the TRF file reader and by a grid
 * whose cells hold TRF codes ("12 w 1", "0000 - U", "H"). The letters here are FIDE's: F is a
 * full-point bye and U the pairing-allocated bye (US Chess reads both as zero), Z a zero-point
 * bye. W/D/L (a game of less than one move) count as played, as FIDE's tie-break server does.
 */
import type { CellNotation, ParsedCell } from './notation';

export const TRF_CODES = '10=+-WDLHFUZ';

/** One round from its three TRF fields; opponent 0 is none. A string says what is wrong. */
export function trfResult(opponent: number, colourText: string, codeText: string): ParsedCell | string {
  const code = codeText.toUpperCase();
  const c = colourText.toLowerCase();
  const colour = c === 'w' ? 'W' : c === 'b' ? 'B' : undefined;
  if (c !== '' && c !== '-' && !colour) return `"${colourText}" is not a TRF colour; expected w, b or -`;
  const played = { '1': 'win', W: 'win', '=': 'draw', D: 'draw', '0': 'loss', L: 'loss' } as const;
  if (opponent) {
    // An opponent with a colour and no result yet: a pairing published before its result.
    if (code === '' && colour) return { kind: 'zeroBye', opponent, colour, pending: true };
    if (code in played)
      return colour
        ? { kind: played[code as keyof typeof played], opponent, colour }
        : { kind: played[code as keyof typeof played], opponent };
    if (code === '+') return { kind: 'forfeitWin', opponent };
    if (code === '-') return { kind: 'forfeitLoss', opponent };
    return `"${codeText}" is a bye or absence and has no opponent; expected 0000 before it, or a game result (1, =, 0, +, -)`;
  }
  switch (code) {
    case 'H':
    case '=': // old-style "0000 - =": half-point bye
      return { kind: 'halfBye' };
    case 'F':
      return { kind: 'fullBye', pab: false };
    case 'U':
    case '+': // old-style "0000 - +": the bye the pairing gave ("spielfrei")
      return { kind: 'fullBye', pab: true };
    case 'Z':
    case '-': // lichess "absent", old-style "0000 - -"
    case '':
      return { kind: 'zeroBye' };
    default:
      return `"${codeText}" is a game result and needs the opponent's starting rank; expected an opponent number, or H, F, U, Z for a bye`;
  }
}

const EXPECTED = 'expected a FIDE TRF round such as "12 w 1", "7 b =", "3 w +", "0000 - H", or a bye code H, F, U or Z';

/** A grid whose round cells hold TRF codes. */
export const trfCellNotation: CellNotation = {
  id: 'trf',
  name: 'FIDE TRF codes',
  firstChars: '0123456789-+=HFUZ',
  parse(text) {
    const s = text.trim();
    if (s === '') return { kind: 'zeroBye' };
    const tokens = s.split(/\s+/);
    const isCode = (t: string) => t.length === 1 && TRF_CODES.includes(t.toUpperCase());
    const isOpp = (t: string) => /^\d{1,6}$/.test(t);
    const isColour = (t: string) => /^[wb-]$/i.test(t);
    // Each test below reads only the words that tokens.length says are there.
    if (tokens.length === 3 && isOpp(tokens[0]!) && isColour(tokens[1]!) && isCode(tokens[2]!))
      return trfResult(Number(tokens[0]), tokens[1]!, tokens[2]!);
    if (tokens.length === 2 && isOpp(tokens[0]!) && isCode(tokens[1]!))
      return trfResult(Number(tokens[0]), '', tokens[1]!);
    if (tokens.length === 2 && tokens[0] === '-' && isCode(tokens[1]!)) return trfResult(0, '-', tokens[1]!);
    const m = /^(\d{1,6})([wb-])([10=+-])$/i.exec(s) ?? /^()()([HFUZ+=-])$/i.exec(s);
    if (tokens.length === 1 && m) return trfResult(Number(m[1] || 0), m[2]!, m[3]!);
    return EXPECTED;
  },
};

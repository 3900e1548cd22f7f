/**
 * SwissPerfect export cells (notations.md §7): "opponent:result" with W/L/D for games played
 * and +/-/= for games not played; opponent 0 is no opponent, so "0:+" is the pairing bye,
 * "0:=" a half-point bye, "0:-" not paired. The export has no colours.
 */
import { resultTooLong, type CellNotation, type ParsedCell } from './notation';

const EXPECTED =
  'expected a SwissPerfect result such as 12:W, 12:L, 12:D (opponent:result), 12:+ or 12:- (forfeit), 0:+ (bye), 0:= (half-point bye) or 0:- (not paired)';

export const swissPerfectNotation: CellNotation = {
  id: 'swissperfect',
  name: 'SwissPerfect notation',
  firstChars: '0123456789:',
  parse(text): ParsedCell | string {
    const s = text.trim().toUpperCase();
    if (s === '') return { kind: 'zeroBye' };
    const tooLong = resultTooLong(s);
    if (tooLong) return tooLong;
    const m = /^(\d{0,6})\s*:\s*([-+=LWD]?)$/.exec(s);
    if (!m) return EXPECTED;
    const opponent = Number(m[1] || 0);
    const code = m[2];
    if (!opponent) {
      if (code === '+') return { kind: 'fullBye' };
      if (code === '=') return { kind: 'halfBye' };
      if (code === '-' || code === '') return { kind: 'zeroBye' };
      return `${code} is a game and needs the opponent's number (e.g. 12:${code}); ${EXPECTED}`;
    }
    switch (code) {
      case 'W':
        return { kind: 'win', opponent };
      case 'L':
        return { kind: 'loss', opponent };
      case 'D':
        return { kind: 'draw', opponent };
      case '+':
        return { kind: 'forfeitWin', opponent };
      case '-':
        return { kind: 'forfeitLoss', opponent };
      case '=':
        return { kind: 'forfeitDraw', opponent };
      default:
        // Paired, no result entered yet: the round is in progress (read/rounds.ts).
        return { kind: 'zeroBye', opponent, pending: true };
    }
  },
};

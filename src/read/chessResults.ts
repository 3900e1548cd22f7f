/**
 * chess-results / Swiss-Manager crosstable cells (notations.md §5): "54b1", "29w½", "3b0",
 * "21w+", "76b-" (forfeits keep the scheduled colour, which is not kept: a forfeit is not a
 * game), "-1", "-½", "-0", the plain "0" of the exported Final Ranking crosstable for "not
 * paired", and "13b" for a round paired but without a result yet.
 *
 * A pending "13b" is a pairing without a result yet (paired with 13, Black): its round is in
 * progress and is not counted (read/rounds.ts), and the report says how many results are
 * missing. It adds nothing to the printed total, so the score column still agrees.
 */
import { resultTooLong, type CellNotation, type ParsedCell } from './notation';
import { parsePoints } from './cells';

const EXPECTED =
  'expected a chess-results result such as 54b1, 29w½, 3b0 (opponent, colour w/b, result 1/½/0), 21w+ or 76b- (forfeit), -1, -½ or -0 (no game), or 13b (paired, no result yet)';

function result(text: string): 'win' | 'draw' | 'loss' | null {
  const q = parsePoints(text);
  return q === 4 ? 'win' : q === 2 ? 'draw' : q === 0 ? 'loss' : null;
}

export const chessResultsNotation: CellNotation = {
  id: 'chess-results',
  name: 'chess-results notation',
  firstChars: '0123456789-',
  parse(text): ParsedCell | string {
    const s = text.trim().toLowerCase();
    if (s === '' || s === '0') return { kind: 'zeroBye' };
    const tooLong = resultTooLong(s);
    if (tooLong) return tooLong;
    let m = /^-\s*(\S.*)$/.exec(s);
    if (m) {
      const kind = result(m[1]!);
      if (kind === 'win') return { kind: 'fullBye' };
      if (kind === 'draw') return { kind: 'halfBye' };
      if (kind === 'loss') return { kind: 'zeroBye' };
      return EXPECTED;
    }
    // The rest is trimmed, not matched by "\s*": a space run two parts can take is quadratic.
    m = /^(\d{1,6})\s*([wb])(.*)$/.exec(s);
    if (!m) return EXPECTED;
    const opponent = Number(m[1]);
    const colour = m[2] === 'w' ? 'W' : 'B';
    const rest = m[3]!.trim();
    if (opponent < 1) return `there is no player 0; ${EXPECTED}`;
    if (rest === '') return { kind: 'zeroBye', opponent, colour, pending: true };
    if (rest === '+') return { kind: 'forfeitWin', opponent };
    if (rest === '-') return { kind: 'forfeitLoss', opponent };
    const kind = result(rest);
    return kind ? { kind, opponent, colour } : EXPECTED;
  },
};

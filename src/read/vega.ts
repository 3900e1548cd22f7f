/**
 * Vega cells (notations.md §6): a sign for the result, then the colour and the opponent,
 * "+W86", "=B42", "-W3"; "+F148"/"-F54" for forfeits (no colour: not a game); "+BYE",
 * "=BYE" for byes; "--" for a round not paired. An empty cell is a round the table printed
 * nothing for, which counts as not paired (the Hamilton club table does this).
 * A "(W)" after a name marks a withdrawn player.
 */
import { resultTooLong, type CellNotation, type ParsedCell } from './notation';

const EXPECTED =
  'expected a Vega result such as +W86, =B42, -W3 (result, colour, opponent), +F148 or -F54 (forfeit), +BYE or =BYE, or -- (not paired)';

const PLAYED = { '+': 'win', '=': 'draw', '-': 'loss' } as const;

export const vegaNotation: CellNotation = {
  id: 'vega',
  name: 'Vega notation',
  firstChars: '+=-',
  parse(text): ParsedCell | string {
    const tooLong = resultTooLong(text);
    if (tooLong) return tooLong;
    const s = text.trim().toUpperCase().replace(/\s+/g, '');
    if (s === '' || s === '--') return { kind: 'zeroBye' };
    let m = /^([+=-])([WB])(\d{1,6})$/.exec(s);
    if (m) return { kind: PLAYED[m[1] as '+' | '=' | '-'], colour: m[2] as 'W' | 'B', opponent: Number(m[3]) };
    m = /^([+=-])F(\d{1,6})$/.exec(s);
    if (m)
      return {
        kind: m[1] === '+' ? 'forfeitWin' : m[1] === '-' ? 'forfeitLoss' : 'forfeitDraw',
        opponent: Number(m[2]),
      };
    m = /^([+=-])BYE$/.exec(s);
    // The full-point BYE is the one the pairing gave; "=BYE" is a requested half point.
    if (m) return m[1] === '+' ? { kind: 'fullBye' } : m[1] === '=' ? { kind: 'halfBye' } : { kind: 'zeroBye' };
    return EXPECTED;
  },
  readName(text) {
    // The name is whatever precedes "(W)", trimmed: "(.*?)\s*" would be quadratic in spaces.
    const m = /^(.*)\(W\)\s*$/i.exec(text);
    return m ? { name: m[1]!.trimEnd(), withdrawn: true } : { name: text, withdrawn: false };
  },
};

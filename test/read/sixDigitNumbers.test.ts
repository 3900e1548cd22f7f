/**
 * Player numbers up to six digits (999,999), in the number column and in every round cell that
 * names an opponent, so an event of 100,000 players or more reads. The number column has always
 * taken six digits; the cell notations took five, which refused opponents above 99,999.
 */
import { readAny } from '../../src/read';
import { CELL_NOTATIONS } from '../../src/read/detect';
import { NotationId } from '../../src/read/notation';

/**
 * Four players numbered above 99,999. Round 1: 100001 beats 123456 (White), 999999 draws
 * 100000 (White). Round 2: 999999 (White) draws 100001, 123456 (White) beats 100000.
 */
const NUMBERS = [100001, 123456, 999999, 100000];
const CELLS: Record<Exclude<NotationId, 'msa' | 'rr'>, string[][]> = {
  us: [
    ['W123456W', 'D999999B'],
    ['L100001B', 'W100000W'],
    ['D100000W', 'D100001W'],
    ['D999999B', 'L123456B'],
  ],
  'chess-results': [
    ['123456w1', '999999b½'],
    ['100001b0', '100000w1'],
    ['100000w½', '100001w½'],
    ['999999b½', '123456b0'],
  ],
  vega: [
    ['+W123456', '=B999999'],
    ['-B100001', '+W100000'],
    ['=W100000', '=W100001'],
    ['=B999999', '-B123456'],
  ],
  swissperfect: [
    ['123456:W', '999999:D'],
    ['100001:L', '100000:W'],
    ['100000:D', '100001:D'],
    ['999999:D', '123456:L'],
  ],
  trf: [
    ['123456 w 1', '999999 b ='],
    ['100001 b 0', '100000 w 1'],
    ['100000 w =', '100001 w ='],
    ['999999 b =', '123456 b 0'],
  ],
};
const SCORES = ['1.5', '1', '1', '0.5'];

function grid(cells: string[][]): (string | number)[][] {
  return [['No.', 'Name', 'Score', 'R1', 'R2'], ...NUMBERS.map((n, p) => [n, `Player ${n}`, SCORES[p], ...cells[p]])];
}

describe('six-digit player numbers', () => {
  for (const [id, cells] of Object.entries(CELLS) as [keyof typeof CELLS, string[][]][]) {
    test(`${id}: opponents numbered above 99,999 are read, named or detected`, () => {
      for (const notation of [id, undefined]) {
        const { tournament, notation: read } = readAny(grid(cells), { notation });
        expect(read).toBe(id);
        expect(tournament.players.map((p) => p.number)).toEqual(NUMBERS);
        // Opponents are indexes into the players: 100001 met 123456 (index 1), then 999999 (index 2).
        expect(tournament.players.map((p) => p.entries.map((e) => [e.kind, e.opponent]))).toEqual([
          [
            ['win', 1],
            ['draw', 2],
          ],
          [
            ['loss', 0],
            ['win', 3],
          ],
          [
            ['draw', 3],
            ['draw', 0],
          ],
          [
            ['draw', 2],
            ['loss', 1],
          ],
        ]);
      }
    });
  }

  test('no notation reads a seven-digit opponent (the number column refuses seven digits too)', () => {
    const sevenDigits: Record<string, string> = {
      us: 'W1234567',
      'chess-results': '1234567w1',
      vega: '+W1234567',
      swissperfect: '1234567:W',
      trf: '1234567 w 1',
    };
    for (const notation of CELL_NOTATIONS) {
      expect(typeof notation.parse(sevenDigits[notation.id])).toBe('string');
      expect(typeof notation.parse(sevenDigits[notation.id].replace('1234567', '123456'))).toBe('object');
    }
    expect(() => readAny(grid(CELLS.us).map((row, r) => (r === 1 ? [1234567, ...row.slice(1)] : row)))).toThrow(
      'A2: "1234567" is not a player number; expected a whole number such as 12 (at most 999,999).',
    );
  });
});

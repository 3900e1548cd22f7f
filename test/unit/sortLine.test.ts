/**
 * sortLine (src/standings/sortLine.ts) orders a stretch of players exactly as the comparator
 * rank.ts used before it did: higher key first, lower pairing number among equal keys; the
 * rest of the line is left alone.
 */
import fc from 'fast-check';
import { sortLine } from '../../src/standings/sortLine';
import { runs } from '../support/properties';

describe('sortLine', () => {
  test('a stretch comes out as Array.prototype.sort with the comparator orders it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(-Infinity)), { minLength: 1, maxLength: 120 }),
        fc.nat(),
        fc.nat(),
        (keys, a, b) => {
          const n = keys.length;
          const key = Float64Array.from(keys);
          // Distinct pairing numbers, not in index order.
          const numbers = Float64Array.from(keys, (_, i) => ((i * 37) % 101) + i * 101);
          const line = Int32Array.from(keys, (_, i) => n - 1 - i);
          const [from, to] = [Math.min(a % (n + 1), b % (n + 1)), Math.max(a % (n + 1), b % (n + 1))];
          const expected = [...line];
          const stretch = expected.slice(from, to).sort((x, y) => key[y] - key[x] || numbers[x] - numbers[y]);
          expected.splice(from, to - from, ...stretch);
          sortLine({ line, spare: new Int32Array(n), key, numbers }, from, to);
          expect([...line]).toEqual(expected);
        },
      ),
      runs(200),
    );
  });
});

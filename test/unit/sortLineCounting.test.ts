/**
 * sortLine with room for counting buckets: a stretch already in pairing-number order with
 * whole-number keys is sorted by counting (src/standings/sortLine.ts), and must come out exactly
 * as the comparator orders it, as any other stretch does.
 */
import fc from 'fast-check';
import { sortLine } from '../../src/standings/sortLine';
import { runs } from '../support/properties';

describe('sortLine by counting', () => {
  test('a stretch in pairing-number order comes out as Array.prototype.sort with the comparator orders it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -40, max: 40 }), fc.constant(-Infinity), fc.constant(0.5)), {
          minLength: 1,
          maxLength: 300,
        }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (keys, a, b, shuffled) => {
          const n = keys.length;
          const key = Float64Array.from(keys);
          // Pairing numbers rising with the index, so an untouched line is in pairing-number order.
          const numbers = Float64Array.from(keys, (_, i) => i * 3 + (i % 2));
          const line = Int32Array.from(keys, (_, i) => (shuffled ? (i * 7) % n : i));
          if (shuffled && new Set(line).size !== n) line.forEach((_, i) => (line[i] = i));
          const [from, to] = [Math.min(a % (n + 1), b % (n + 1)), Math.max(a % (n + 1), b % (n + 1))];
          const expected = [...line];
          const stretch = expected.slice(from, to).sort((x, y) => key[y] - key[x] || numbers[x] - numbers[y]);
          expected.splice(from, to - from, ...stretch);
          sortLine({ line, spare: new Int32Array(n), key, numbers, counts: new Int32Array(n + 1) }, from, to);
          expect([...line]).toEqual(expected);
        },
      ),
      runs(300),
    );
  });
});

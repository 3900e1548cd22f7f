/** The nearest names for a refusal's suggestion (src/model/nearest.ts), distances worked by hand. */
import { didYouMean, nearest, slips } from '../../src/model/nearest';

test('slips: insertions, deletions, changes and a swap of neighbours each count one; case is ignored', () => {
  expect(slips('preset', 'preset')).toBe(0);
  expect(slips('presett', 'preset')).toBe(1); // one letter too many
  expect(slips('SOLK', 'solk')).toBe(0);
  expect(slips('standngs', 'standings')).toBe(1); // one left out
  expect(slips('fromat', 'format')).toBe(1); // r and o swapped
  expect(slips('kash', 'cash')).toBe(1);
  expect(slips('chek', 'help')).toBe(3); // chek → hek → hel → help
  expect(slips('', 'abc')).toBe(3);
});

test('nearest: one slip in a name of four letters or fewer, two in a longer one; ties in the given order', () => {
  expect(nearest('SOLKK', ['MM', 'SOLK', 'CUM'])).toEqual(['SOLK']);
  expect(nearest('MN', ['MM', 'MED', 'GP'])).toEqual(['MM']);
  expect(nearest('MX', ['ME', 'MM'])).toEqual(['ME', 'MM']);
  expect(nearest('chek', ['standings', 'help', 'presets'])).toEqual([]);
  expect(nearest('uscfff', ['uscf', 'mca'])).toEqual(['uscf']);
  expect(nearest('usccfff', ['uscf', 'mca'])).toEqual([]);
});

test('didYouMean words one, two or more names, or nothing', () => {
  expect(didYouMean('presett', ['preset', 'tiebreaks'], (o) => `--${o}`)).toBe(' Did you mean --preset?');
  expect(didYouMean('MX', ['ME', 'MM'])).toBe(' Did you mean "ME" or "MM"?');
  expect(didYouMean('XA', ['XB', 'XC', 'XD'])).toBe(' Did you mean "XB", "XC" or "XD"?');
  expect(didYouMean('zzzz', ['uscf'])).toBe('');
});

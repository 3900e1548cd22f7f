/**
 * Issue 26: a prize table's places and amounts in characters that only look like digits or a
 * dollar sign. Before, "＄50", "50¢", "５０" and "€50" were read as indivisible prizes (trophies)
 * and a 5O place was "not a place" without saying why; money is read exactly as typed and the
 * prize table has no reading report, so each is refused at its cell with what to type.
 */
import { CrosstableError } from '../../src/model/problems';
import { readPrizeTable } from '../../src/prizes';

const EXPECTED_AMOUNT =
  'expected dollars and at most two decimals such as $150, 150.00 or $1,250.50 (a cash prize and a trophy for the same place go in two rows of different groups).';

function problems(rows: string[][]): string[] {
  try {
    readPrizeTable(rows, []);
  } catch (e) {
    expect(e).toBeInstanceOf(CrosstableError);
    return (e as CrosstableError).problems.map((p) => `${p.cell}: ${p.message}`);
  }
  throw new Error('expected the prize table to be refused');
}
const table = (place: string, prize: string) => [
  ['Group', 'Place', 'Prize'],
  ['Overall', place, prize],
];

describe('an amount that only looks like one is refused, never a trophy', () => {
  test.each([
    ['＄50', ' ("＄" is not the dollar sign $)'], // full-width dollar sign
    ['€50', ' ("€" is not the dollar sign $)'],
    ['50¢', ' (cents are written as dollars: $0.50)'],
    ['５０', ' (its digits are not 0–9; type them with 0–9)'],
    ['$５０', ' (its digits are not 0–9; type them with 0–9)'],
    ['$15O', ' (the letter "O" stands for a digit; type the digits (0 and 1, not O and l))'],
    ['l00', ' (the letter "l" stands for a digit; type the digits (0 and 1, not O and l))'],
  ])('%s', (prize, hint) => {
    expect(problems(table('1', prize))).toEqual([`C2: "${prize}" is not an amount${hint}; ${EXPECTED_AMOUNT}`]);
  });

  test('a prize named with a digit is still a prize, and $ amounts still read', () => {
    const read = readPrizeTable(
      [
        ['Group', 'Place', 'Prize'],
        ['Overall', '1', '$150'],
        ['Overall', '2', 'Book (2 vols)'],
        ['Overall', '3', 'Trophy'],
      ],
      [],
    );
    expect(read.groups[0]!.prizes.map((p) => [p.place, p.cash, p.text])).toEqual([
      [1, 15000, '$150'],
      [2, null, 'Book (2 vols)'],
      [3, null, 'Trophy'],
    ]);
  });
});

describe('a place that only looks like a number says why it is not one', () => {
  test.each([
    ['１', ' (its digits are not 0–9; type them with 0–9)'],
    ['l', ''], // no digit: a word
    ['1O', ' (the letter "O" stands for a digit; type the digits (0 and 1, not O and l))'],
  ])('%s', (place, hint) => {
    expect(problems(table(place, '$50'))).toEqual([
      `B2: "${place}" is not a place${hint}; expected a whole number such as 1 or 2nd.`,
    ]);
  });
});

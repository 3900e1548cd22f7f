/**
 * Issue 17, ratings as people type them, in the MSA two-line text: the "R: 1794 ->1817" of each
 * second line and a rating column are read as every other rating cell is (src/read/cells.ts
 * readRating), so a five-digit rating is refused with its cell, never cut to its first four digits,
 * and a rating the reader cannot take is never read as unrated.
 */
import { CrosstableError } from '../../src/model/problems';
import { readAny } from '../../src/read/readAny';
import { MSA } from '../read/smallEvent';

/** The problems a reading gives, as "cell: message". */
function problems(text: string): string[] {
  try {
    readAny(text);
    return [];
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    return e.problems.map((p) => `${p.cell ?? ''}: ${p.message}`);
  }
}

const ratings = (text: string) => readAny(text).tournament.players.map((p) => p.rating);

test('the pre-event ratings of the small event, provisional mark included', () => {
  expect(ratings(MSA)).toEqual([2000, 1900, 1800, 1700, 1600, 1500]);
});

test('a five-digit rating on a second line is refused with its cell, not read as 1234', () => {
  const text = MSA.replace('R: 1900   ->1905', 'R: 12345  ->1905');
  const found = problems(text);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^B8: "12345" is not a rating; expected a rating such as 1850 \(at most 3999\)/);
});

test('a thousands separator on a second line reads as the rating meant', () => {
  expect(ratings(MSA.replace('R: 1900   ->1905', 'R: 1,900  ->1905'))[1]).toBe(1900);
});

test('a word for unrated on a second line is unrated; a mangled number is a problem', () => {
  expect(ratings(MSA.replace('R: 1900   ->1905', 'R: Unr.   ->1905'))[1]).toBeNull();
  expect(problems(MSA.replace('R: 1900   ->1905', 'R: 19,00  ->1905'))).toEqual([
    expect.stringMatching(/^B\d+: "19,00" is not a rating/),
  ]);
});

/**
 * Issue 26: characters that look like digits. Digits of other scripts (full-width "２０００",
 * Arabic-Indic "١٧٠٠", mathematical "𝟏𝟕𝟎𝟎") are the digits they are: a rating, a player number,
 * a score and a round cell's opponent read as those digits, with a note in the reading report.
 * Letters typed for digits ("15OO", "l500") are refused with the cell; before, the first read as
 * unrated and the second was cut to 15 and 500.
 */
import { asciiDigits, CellValue, lettersForDigits, readRating } from '../../src/read/cells';
import { readAny } from '../../src/read';
import { readTeamEvent } from '../../src/teams/read';
import { problemsOf } from '../support/builder';
import * as E from './smallEvent';

type Grid = CellValue[][];

/** Four players, three rounds, US Chess notation; scores 2, 1, 2, 1. */
function small(): Grid {
  return [
    ['No.', 'Name', 'Rating', 'Score', 'R1', 'R2', 'R3'],
    [1, 'Ann Adams', 2000, 2, 'W2W', 'W3B', 'L4W'],
    [2, 'Ben Brown', 1900, 1, 'L1B', 'W4W', 'L3B'],
    [3, 'Cai Chen', 1800, 2, 'W4B', 'L1W', 'W2W'],
    [4, 'Dee Dunn', 1700, 1, 'L3W', 'L2B', 'W1B'],
  ];
}
const edit = (f: (g: Grid) => void): Grid => {
  const g = small();
  f(g);
  return g;
};
const problems = (g: Grid) => problemsOf(() => readAny(g)).map((p) => `${p.cell}: ${p.message}`);
const RATING_EXPECTED = 'expected a rating such as 1850 (at most 3999), or blank for an unrated player.';

describe('digits of other scripts are the digits they are', () => {
  test.each([
    ['２０００', 2000], // full-width, as a Japanese or Chinese input method types it
    ['١٧٠٠', 1700], // Arabic-Indic
    ['۱۷۰۰', 1700], // Extended Arabic-Indic (Persian, Urdu)
    ['१७००', 1700], // Devanagari
    ['𝟏𝟕𝟎𝟎', 1700], // mathematical bold, from a styled-text generator
    ['𝟙𝟟𝟘𝟘', 1700], // mathematical double-struck, the second run of the block
    ['１,８５０', 1850], // full-width digits with a thousands separator
    ['1７00', 1700], // one digit of another script among ASCII ones
  ])('rating %s reads %d, never unrated', (typed, rating) => {
    expect(readRating(typed)).toBe(rating);
    const read = readAny(edit((g) => (g[4]![2] = typed)));
    expect(read.tournament.players[3]!.rating).toBe(rating);
    expect(read.report).toContain(`1 cell has digits other than 0–9, read as the digits they are (C5 "${typed}" as "`);
  });

  test('every script run maps 0 to 9 in order', () => {
    // Each of Unicode's runs of ten decimal digits starts at its 0 (UCD, Numeric_Type=Decimal).
    for (const zero of [0x660, 0x6f0, 0x966, 0xff10, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6]) {
      const run = Array.from({ length: 10 }, (_, k) => String.fromCodePoint(zero + k)).join('');
      expect(asciiDigits(run)).toBe('0123456789');
    }
  });

  test('a player number, a score and round cells read as their digits, with one note for all', () => {
    const read = readAny(
      edit((g) => {
        g[1]![0] = '１';
        g[1]![3] = '２';
        g[1]![4] = 'W２W';
        g[2]![4] = 'L١B';
      }),
    );
    const ann = read.tournament.players.find((p) => p.name === 'Ann Adams')!;
    expect(ann.number).toBe(1);
    expect(read.tournament.players.map((p) => p.name)).toEqual(['Ann Adams', 'Ben Brown', 'Cai Chen', 'Dee Dunn']);
    expect(read.report).toContain(
      '4 cells have digits other than 0–9, read as the digits they are (first A2 "１" as "1")',
    );
  });

  test('a round header "R３" is round 3, not a column of other facts', () => {
    const read = readAny(edit((g) => (g[0]![6] = 'R３')));
    expect(read.tournament.rounds).toBe(3);
    expect(read.report).toContain('(G1 "R３" as "R3")');
  });

  test('a table of ASCII digits has no such note', () => {
    expect(readAny(small()).report).not.toContain('0–9');
  });

  test('a numeral that is not a digit is no rating, not unrated', () => {
    expect(problems(edit((g) => (g[4]![2] = '①')))).toEqual([`C5: "①" is not a rating; ${RATING_EXPECTED}`]);
  });
});

describe('letters typed for digits are refused with the cell', () => {
  test.each([
    ['15OO', 'the letters "OO" stand for digits'],
    ['l500', 'the letter "l" stands for a digit'],
    ['I7OO', 'the letter "I" stands for a digit'],
    ['1o5o', 'the letter "o" stands for a digit'],
  ])('rating %s', (typed, hint) => {
    expect(problems(edit((g) => (g[4]![2] = typed)))).toEqual([
      `C5: "${typed}" is not a rating (${hint}; type the digits (0 and 1, not O and l)); ${RATING_EXPECTED}`,
    ]);
  });

  test.each([
    ['Elo 2104', 2104],
    ['Elo2104', 2104],
    ['1850 (FIDE)', 1850],
    ['1500P12', 1500],
    ['R: 1794 ->1817', 1794],
    ['1850 Old', 1850],
  ])('a word beside a rating is no digit: %s reads %d', (typed, rating) => {
    expect(readRating(typed)).toBe(rating);
  });

  test('which letters stand for digits', () => {
    expect(lettersForDigits('15OO')).toBe('OO');
    expect(lettersForDigits('Elo 2104')).toBeNull();
    expect(lettersForDigits('Ol 5')).toBeNull(); // a word apart from the number
    expect(lettersForDigits('O5')).toBe('O');
  });

  test('a player number and a score say which letter', () => {
    expect(problems(edit((g) => (g[2]![0] = 'l2')))).toContain(
      'A3: "l2" is not a player number (the letter "l" stands for a digit; type the digits (0 and 1, not O and l)); expected a whole number such as 12.',
    );
    expect(problems(edit((g) => (g[1]![3] = '1O')))).toEqual([
      'D2: "1O" is not a score (the letter "O" stands for a digit; type the digits (0 and 1, not O and l)); expected points such as 4, 4.5 or 4½.',
    ]);
  });
});

describe('every reader reads a rating the same way', () => {
  // Dee Dunn, player 4, is rated 1700 in every notation of the small event.
  const FILES: [string, string, string][] = [
    ['US Chess CSV', E.csv(E.US), 'C5'],
    ['chess-results CSV', E.csv(E.CHESS_RESULTS), 'C5'],
    ['MSA text', E.MSA, 'B14'], // the rating is on the player's second line,
    ['TRF', E.TRF, 'line 10'],
    ['Vega text', E.VEGA_TEXT, 'line 6'],
  ];
  /** The event with Dee Dunn's rating typed as `typed` (same length, so TRF's columns stay). */
  const retyped = (text: string, typed: string) => {
    const at = text.indexOf('1700');
    expect(at).toBeGreaterThan(0);
    return text.slice(0, at) + typed + text.slice(at + 4);
  };
  const dee = (t: { players: readonly { name: string; rating: number | null }[] }) =>
    t.players.find((p) => p.name === 'Dee Dunn')!.rating;

  test.each(FILES)('%s: "１７００" is 1700, with a note naming where', (_, text, where) => {
    const read = readAny(retyped(text, '１７００'));
    expect(dee(read.tournament)).toBe(1700);
    expect(read.report).toContain(
      `1 cell has digits other than 0–9, read as the digits they are (${where} "１７００" as "1700")`,
    );
  });

  test.each(FILES)('%s: "17OO" is refused where it is, never unrated', (_, text, where) => {
    const found = problemsOf(() => readAny(retyped(text, '17OO')));
    expect(found.map((p) => p.cell)).toEqual([where]);
    expect(found[0]!.message).toContain('"17OO" is not a rating (the letters "OO" stand for digits;');
  });

  test('a round-robin grid: number, rating, score and results', () => {
    const grid: Grid = [
      ['No', 'Name', 'Rating', 'Score', 'vs1', 'vs2', 'vs3', 'vs4'],
      ['１', 'Ann Adams', '２０００', '３', '*', '1', '1', '1'],
      [2, 'Ben Brown', 1900, 2, 0, '*', '１', 1],
      [3, 'Cai Chen', 1800, 1, 0, 0, '*', 1],
      [4, 'Dee Dunn', '17OO', 0, 0, 0, 0, '*'],
    ];
    expect(problems(grid)).toEqual([
      `C5: "17OO" is not a rating (the letters "OO" stand for digits; type the digits (0 and 1, not O and l)); ${RATING_EXPECTED}`,
    ]);
    grid[4]![2] = 1700;
    const read = readAny(grid);
    expect(read.tournament.players.map((p) => [p.number, p.rating])).toEqual([
      [1, 2000],
      [2, 1900],
      [3, 1800],
      [4, 1700],
    ]);
    expect(read.tournament.players.map((p) => p.entries.filter((e) => e.kind === 'win').length)).toEqual([3, 2, 1, 0]);
    expect(read.report).toContain(
      '4 cells have digits other than 0–9, read as the digits they are (first A2 "１" as "1")',
    );
  });
});

describe('a reader with no reading report refuses them, never reads them silently', () => {
  test("a board sheet's result in full-width digits is refused at its cell", () => {
    const sheet =
      'Round,Board,Team,Player,Colour,Result,Opponent team,Opponent\n' +
      '1,1,Queens,Q1,W,１-0,Rooks,R1\n' +
      '1,2,Queens,Q2,B,0-1,Rooks,R2\n';
    const found = problemsOf(() => readTeamEvent(sheet));
    expect(found.map((p) => p.cell)).toEqual(['F2']);
    expect(found[0]!.message).toContain('"１-0" cannot be read');
  });
});

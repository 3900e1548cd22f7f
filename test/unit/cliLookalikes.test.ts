/**
 * Issue 26 through the command line: a rating typed in digits of another script is the rating it
 * shows (so its player does not win the Unrated prize), said with --verbose; a rating with
 * letters for digits stops the command at its cell; a number argument is refused, never guessed.
 */
import { runCli } from '../support/cli';

/** Eve is rated 1900, typed in full-width digits; Dee is the one unrated player. */
const SWISS = `No.,Name,Rating,Score,R1,R2,R3
1,Ann,2450,2.5,W4W,D3B,W5W
2,Ben,2300,2,D5B,W6W,D3B
3,Cai,2100,2,W6W,D1W,D2W
4,Dee,,0.5,L1B,L5W,H
5,Eve,１９００,1.5,D2W,W4B,L1B
6,Fay,1800,1,L3B,L2B,B
`;
const FILES: Record<string, string> = {
  'swiss.csv': SWISS,
  'letters.csv': SWISS.replace('１９００', '19OO'),
  'prizes.csv': 'Group,Place,Prize\nUnrated,1,$50\nU2000,1,$40\n',
};
const cli = (...argv: string[]) => runCli(argv, FILES);

test('a rating in full-width digits is that rating: the Unrated prize goes to the unrated player', () => {
  const r = cli('prizes', 'swiss.csv', 'prizes.csv', '--format', 'json');
  expect(r.err).toBe('');
  expect(r.status).toBe(0);
  const prizes = JSON.parse(r.out).prizes as { group: string; name: string; rating: number | null }[];
  expect(prizes.map((p) => [p.group, p.name, p.rating])).toEqual([
    ['Unrated', 'Dee', null],
    ['U2000', 'Eve', 1900],
  ]);
});

test('--verbose says which cell was read from other digits, and standings show the rating', () => {
  const r = cli('standings', 'swiss.csv', '--format', 'json', '--verbose');
  expect(r.status).toBe(0);
  expect(r.err).toContain('1 cell has digits other than 0–9, read as the digits they are (C6 "１９００" as "1900")');
  const eve = (JSON.parse(r.out).standings as { name: string; rating: number | null }[]).find((p) => p.name === 'Eve');
  expect(eve?.rating).toBe(1900);
});

test('a rating with letters for digits stops the command at its cell', () => {
  const r = cli('standings', 'letters.csv');
  expect(r.status).toBe(2);
  expect(r.out).toBe('');
  expect(r.err).toContain(
    'C6: "19OO" is not a rating (the letters "OO" stand for digits; type the digits (0 and 1, not O and l)); expected a rating such as 1850 (at most 3999), or blank for an unrated player.',
  );
});

test.each(['３', 'l', '2O'])('--after-round %s is refused, not read as another number', (n) => {
  const r = cli('standings', 'swiss.csv', '--after-round', n);
  expect(r.status).toBe(2);
  expect(r.out).toBe('');
  expect(r.err).toContain(`"${n}"`);
});

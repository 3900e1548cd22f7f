/**
 * One small Swiss written in every notation the reader knows: 6 players, 4 rounds, with a
 * pairing bye, a half-point bye, a forfeit (3 against 6 in round 1), a withdrawal (6 after
 * round 1) and colours where the notation has them.
 *
 *   R1: 1(W) beats 4; 5(W) draws 2; 3 wins by forfeit against 6 (3 scheduled White)
 *   R2: 3(W) loses to 1; 4(W) draws 5; 2 gets the pairing bye; 6 withdrawn
 *   R3: 1(W) draws 2; 5(W) beats 3; 4 takes a half-point bye
 *   R4: 1(W) beats 5; 2(W) beats 4; 3 gets the pairing bye
 * Scores: 1 3½, 2 3, 3 2, 4 1, 5 2, 6 0.
 */
import type { Tournament } from '../../src/model/tournament';

export const PLAYERS: [number, string, number][] = [
  [1, 'Ann Adams', 2000],
  [2, 'Ben Brown', 1900],
  [3, 'Cai Chen', 1800],
  [4, 'Dee Dunn', 1700],
  [5, 'Eve Ellis', 1600],
  [6, 'Fay Ford', 1500],
];
export const SCORES = ['3.5', '3', '2', '1', '2', '0'];

function grid(cells: string[][], nameOf: (i: number) => string = (i) => PLAYERS[i][1]): string[][] {
  return [
    ['No.', 'Name', 'Rating', 'Score', 'R1', 'R2', 'R3', 'R4'],
    ...cells.map((row, i) => [String(PLAYERS[i][0]), nameOf(i), String(PLAYERS[i][2]), SCORES[i], ...row]),
  ];
}

export const US = grid([
  ['W4W', 'W3B', 'D2W', 'W5W'],
  ['D5B', 'B', 'D1B', 'W4W'],
  ['X6', 'L1W', 'L5B', 'B'],
  ['L1B', 'D5W', 'H', 'L2B'],
  ['D2W', 'D4B', 'W3W', 'L1B'],
  ['F3', 'U', 'U', 'U'],
]);

export const CHESS_RESULTS = grid([
  ['4w1', '3b1', '2w½', '5w1'],
  ['5b½', '-1', '1b½', '4w1'],
  ['6w+', '1w0', '5b0', '-1'],
  ['1b0', '5w½', '-½', '2b0'],
  ['2w½', '4b½', '3w1', '1b0'],
  ['3b-', '-0', '-0', '-0'],
]);

export const VEGA = grid(
  [
    ['+W4', '+B3', '=W2', '+W5'],
    ['=B5', '+BYE', '=B1', '+W4'],
    ['+F6', '-W1', '-B5', '+BYE'],
    ['-B1', '=W5', '=BYE', '-B2'],
    ['=W2', '=B4', '+W3', '-B1'],
    ['-F3', '--', '--', '--'],
  ],
  (i) => (i === 5 ? `${PLAYERS[i][1]} (W)` : PLAYERS[i][1]),
);

export const SWISSPERFECT = grid([
  ['4:W', '3:W', '2:D', '5:W'],
  ['5:D', '0:+', '1:D', '4:W'],
  ['6:+', '1:L', '5:L', '0:+'],
  ['1:L', '5:D', '0:=', '2:L'],
  ['2:D', '4:D', '3:W', '1:L'],
  ['3:-', '0:-', '0:-', '0:-'],
]);

/** TRF round cells as they stand in columns 92–99 etc. */
const TRF_CELLS = [
  ['   4 w 1', '   3 b 1', '   2 w =', '   5 w 1'],
  ['   5 b =', '0000 - U', '   1 b =', '   4 w 1'],
  ['   6 w +', '   1 w 0', '   5 b 0', '0000 - U'],
  ['   1 b 0', '   5 w =', '0000 - H', '   2 b 0'],
  ['   2 w =', '   4 b =', '   3 w 1', '   1 b 0'],
  ['   3 b -', '0000 - Z', '0000 - Z', '0000 - Z'],
];

/** TRF codes typed into a grid, one round a cell. */
export const TRF_GRID = grid(TRF_CELLS.map((row) => row.map((c) => c.trim())));

/** A 001 line in TRF's fixed columns. */
export function trfLine(
  number: number,
  name: string,
  rating: number | null,
  points: string,
  rank: number,
  cells: string[],
): string {
  const head =
    '001 ' +
    String(number).padStart(4) +
    ' m    ' +
    name.padEnd(33) +
    ' ' +
    (rating ? String(rating) : '').padStart(4) +
    ' USA ' +
    ''.padStart(11) +
    ' ' +
    ''.padStart(10) +
    ' ' +
    points.padStart(4) +
    ' ' +
    String(rank).padStart(4);
  return `${head}  ${cells.join('  ')}`;
}

const RANKS = [1, 2, 3, 5, 3, 6];
export const TRF = [
  '012 Small Swiss',
  '062 6',
  '092 Individual: Swiss-System',
  'XXR 4',
  '### a comment line',
  'XYZ an unknown record, ignored',
  ...TRF_CELLS.map((cells, i) =>
    trfLine(PLAYERS[i][0], PLAYERS[i][1], PLAYERS[i][2], Number(SCORES[i]).toFixed(1), RANKS[i], cells),
  ),
].join('\n');

/** The MSA two-line text: X and F carry no opponent, unplayed rounds no colour. */
export const MSA = [
  ' Pair | Player Name                     |Total|Round|Round|Round|Round|',
  ' Num  | USCF ID / Rtg (Pre->Post)       | Pts |  1  |  2  |  3  |  4  |',
  '-----------------------------------------------------------------------',
  '    1 | Ann Adams                       |3.5  |W   4|W   3|D   2|W   5|',
  '   MI | 12345671 / R: 2000   ->2010     |N:2  |W    |B    |W    |W    |',
  '-----------------------------------------------------------------------',
  '    2 | Ben Brown                       |3.0  |D   5|B    |D   1|W   4|',
  '   MI | 12345672 / R: 1900   ->1905     |     |B    |     |B    |W    |',
  '-----------------------------------------------------------------------',
  '    3 | Cai Chen                        |2.0  |X    |L   1|L   5|B    |',
  '   ON | 12345673 / R: 1800   ->1790     |     |     |W    |B    |     |',
  '-----------------------------------------------------------------------',
  '    4 | Dee Dunn                        |1.0  |L   1|D   5|H    |L   2|',
  '   MI | 12345674 / R: 1700   ->1690     |     |B    |W    |     |B    |',
  '-----------------------------------------------------------------------',
  '    5 | Eve Ellis                       |2.0  |D   2|D   4|W   3|L   1|',
  '   MI | 12345675 / R: 1600P12->1610     |     |W    |B    |W    |B    |',
  '-----------------------------------------------------------------------',
  '    6 | Fay Ford                        |0.0  |F    |U    |U    |U    |',
  '   MI | 12345676 / R: 1500   ->1480     |     |     |     |     |     |',
  '-----------------------------------------------------------------------',
].join('\n');

/** Vega's printed cross table for the same event. */
export const VEGA_TEXT = [
  '                        Cross Table',
  'No Name                         Rtg  Fed  Pts | 1     2     3     4     |',
  '  1 Ann Adams                   2000 USA  3.5 | +W4   +B3   =W2   +W5   |    0.0',
  '  2 Ben Brown                   1900 USA  3.0 | =B5   +BYE  =B1   +W4   |    0.0',
  '  3 Cai Chen                    1800 USA  2.0 | +F6   -W1   -B5   +BYE  |    0.0',
  '  4 Dee Dunn                    1700 USA  1.0 | -B1   =W5   =BYE  -B2   |    0.0',
  '  5 Eve Ellis                   1600 USA  2.0 | =W2   =B4   +W3   -B1   |    0.0',
  '  6 Fay Ford                (W) 1500 USA  0.0 | -F3   --    --    --    |    0.0',
].join('\n');

/** What a reading of the event must say, notation aside: players, ratings, and each round. */
export function shape(t: Tournament, opts: { colours?: boolean; forfeitOpponents?: boolean } = {}) {
  return {
    rounds: t.rounds,
    roundOrderKnown: t.roundOrderKnown,
    players: t.players.map((p) => ({
      number: p.number,
      name: p.name,
      rating: p.rating,
      entries: p.entries.map((e) => {
        const forfeit = e.kind.startsWith('forfeit');
        const opponent =
          e.opponent === undefined || (forfeit && opts.forfeitOpponents === false)
            ? undefined
            : t.players[e.opponent].number;
        return { kind: e.kind, opponent, colour: opts.colours === false ? undefined : e.colour };
      }),
    })),
  };
}

export function csv(grid: string[][]): string {
  return (
    grid.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n') + '\n'
  );
}

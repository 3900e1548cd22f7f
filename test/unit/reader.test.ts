/**
 * The US-notation reader: header recognition, every cell spelling, and validation problems
 * reported all at once, each with its cell reference and a message saying what was expected.
 */
import { problemsOf } from '../support/builder';
import { CrosstableError } from '../../src/model/problems';
import { EntryKind } from '../../src/model/tournament';
import { readCrosstable, readCrosstableText } from '../../src/read';
import { usNotation } from '../../src/read/usNotation';
import { rank } from '../../src/standings/rank';
import { tiebreakColumn } from '../../src/standings/column';
import { parseTiebreakSpec, withOptions } from '../../src/tiebreaks/registry';

/** A valid 4-player, 2-round table (colours recorded) to break one cell at a time. */
const VALID: string[][] = [
  ['No.', 'Name', 'Rating', 'Score', 'R1', 'R2'],
  ['1', 'Ann', '2000', '2', 'W2W', 'W3B'],
  ['2', 'Ben', '1900', '0.5', 'L1B', 'D4W'],
  ['3', 'Cai', '1800', '1', 'W4B', 'L1W'],
  ['4', 'Dee', '', '0.5', 'L3W', 'D2B'],
];

function edit(grid: string[][], changes: Record<string, string>): string[][] {
  const copy = grid.map((r) => [...r]);
  for (const [ref, value] of Object.entries(changes)) {
    const col = ref.charCodeAt(0) - 65;
    const row = Number(ref.slice(1)) - 1;
    copy[row][col] = value;
  }
  return copy;
}

describe('a valid table', () => {
  test('reads players, ratings, entries and colours', () => {
    const t = readCrosstable(VALID);
    expect(t.rounds).toBe(2);
    expect(t.hasColours).toBe(true);
    expect(t.notation).toBe('US Chess notation');
    expect(t.players.map((p) => [p.number, p.name, p.rating])).toEqual([
      [1, 'Ann', 2000],
      [2, 'Ben', 1900],
      [3, 'Cai', 1800],
      [4, 'Dee', null],
    ]);
    expect(t.players[0].entries[0]).toMatchObject({ kind: 'win', opponent: 1, colour: 'W', raw: 'W2W', cell: 'E2' });
    expect(t.players[3].entries[1]).toMatchObject({ kind: 'draw', opponent: 1, colour: 'B', cell: 'F5' });
  });
});

describe('validation problems, all at once, with cell references', () => {
  test('an unreadable cell', () => {
    const problems = problemsOf(() => readCrosstable(edit(VALID, { E3: 'Q7' })));
    expect(problems).toHaveLength(1);
    expect(problems[0].cell).toBe('E3');
    expect(problems[0].message).toContain('"Q7" cannot be read: expected a US Chess result such as W12');
  });

  test('several unreadable cells and a bad player number are reported together', () => {
    const problems = problemsOf(() => readCrosstable(edit(VALID, { E3: 'Q7', F4: 'W', A5: 'four' })));
    expect(problems.map((p) => p.cell).sort()).toEqual(['A5', 'E3', 'F4']);
    expect(problems.find((p) => p.cell === 'F4')!.message).toContain("W needs the opponent's number (e.g. W12)");
    expect(problems.find((p) => p.cell === 'A5')!.message).toContain(
      '"four" is not a player number; expected a whole number such as 12.',
    );
  });

  test('a bye with an opponent number', () => {
    const [p] = problemsOf(() => readCrosstable(edit(VALID, { E2: 'H:2:-' })));
    expect(p.cell).toBe('E2');
    expect(p.message).toContain('a bye (H) has no opponent');
  });

  test('an opponent number not in the table', () => {
    const problems = problemsOf(() => readCrosstable(edit(VALID, { F5: 'D9B' })));
    expect(problems).toContainEqual({
      cell: 'F5',
      message: expect.stringContaining(
        '"D9B" names player 9, who is not in the table; expected the number of a player listed.',
      ),
    });
  });

  test('duplicate player numbers', () => {
    const problems = problemsOf(() => readCrosstable(edit(VALID, { A4: '2' })));
    expect(problems).toContainEqual({
      cell: 'A4',
      message: expect.stringContaining('player number 2 is used twice (also at A3); expected each number once.'),
    });
  });

  test('results that do not mirror: W against W is one problem, and the score column says which cell', () => {
    // Cai's score (D4) is 1: with "W1B" in E3 Ben's row adds up to 1½ while his score says ½.
    const problems = problemsOf(() => readCrosstable(edit(VALID, { E3: 'W1B' })));
    expect(problems).toEqual([
      {
        cell: 'E3',
        message:
          `player 2's round 1 says "W1B" but player 1's round 1 (E2) says "W2W"; E3 is probably the wrong one: ` +
          `player 2's score (D3) is ½, which adds up with a loss against player 1 in round 1.`,
      },
    ]);
  });

  test('results that do not mirror: W against W, both scores agreeing, names both cells', () => {
    const problems = problemsOf(() => readCrosstable(edit(VALID, { E3: 'W1B', D3: '1.5' })));
    expect(problems).toEqual([
      {
        cell: 'E2',
        message:
          `player 1's round 1 says "W2W" but player 2's round 1 (E3) says "W1B"; expected a loss against player 1 in E3 ` +
          `or a loss against player 2 in E2. Nothing else in the table tells which is wrong: fix one of the two.`,
      },
    ]);
  });

  test('results that do not mirror: D against L, the wrong one listed first', () => {
    // Dee's score (D5) is still ½: her "L2B" makes her results 0, so F5 is the cell to fix.
    const problems = problemsOf(() => readCrosstable(edit(VALID, { F5: 'L2B' })));
    expect(problems).toEqual([
      {
        cell: 'F5',
        message:
          `player 4's round 2 says "L2B" but player 2's round 2 (F3) says "D4W"; F5 is probably the wrong one: ` +
          `player 4's score (D5) is ½, which adds up with a draw against player 2 in round 2.`,
      },
    ]);
  });

  test('results that do not mirror: with no score column, both cells and no guess', () => {
    const grid = edit(VALID, { F5: 'L2B' }).map((row) => row.filter((_, c) => c !== 3));
    const problems = problemsOf(() => readCrosstable(grid));
    expect(problems).toEqual([
      {
        cell: 'E3',
        message:
          `player 2's round 2 says "D4W" but player 4's round 2 (E5) says "L2B"; expected a draw against player 2 in E5 ` +
          `or a win or loss against player 4 in E3. Nothing else in the table tells which is wrong: fix one of the two.`,
      },
    ]);
  });

  test('results that do not mirror: the wrong opponent', () => {
    // Round 1 as a cycle: 1 says it beat 2, 2 says it lost to 3, 3 says it beat 1.
    const grid = [
      ['No.', 'Name', 'R1'],
      ['1', 'Ann', 'W2'],
      ['2', 'Ben', 'L3'],
      ['3', 'Cai', 'W1'],
    ];
    const problems = problemsOf(() => readCrosstable(grid));
    expect(problems).toContainEqual({
      cell: 'C2',
      message: expect.stringContaining(
        `player 1's round 1 says "W2" but player 2's round 1 (C3) says "L3"; expected a loss against player 1 in C3 or another result in C2.`,
      ),
    });
  });

  test('the same colour on both sides of a game', () => {
    const problems = problemsOf(() => readCrosstable(edit(VALID, { E3: 'L1W' })));
    expect(problems).toEqual([
      {
        cell: 'E2',
        message: `player 1's round 1 says "W2W" but player 2's round 1 (E3) says "L1W": the same colour on both sides of one game; expected the other colour in E2 or E3.`,
      },
    ]);
  });

  test('a player appearing twice as an opponent in one round', () => {
    const grid = [
      ['No.', 'Name', 'R1'],
      ['1', 'Ann', 'W3'],
      ['2', 'Ben', 'W3'],
      ['3', 'Cai', 'L1'],
    ];
    const problems = problemsOf(() => readCrosstable(grid));
    expect(problems).toContainEqual({
      cell: 'C3',
      message: expect.stringContaining(
        'player 3 is already the round 1 opponent of player 1 (C2); expected each player once per round.',
      ),
    });
  });

  test('a player paired with themselves', () => {
    const problems = problemsOf(() => readCrosstable(edit(VALID, { F2: 'W1B' })));
    expect(problems).toContainEqual({
      cell: 'F2',
      message: expect.stringContaining('"W1B" pairs player 1 with themselves; expected another player\'s number.'),
    });
  });

  test('a score column that disagrees', () => {
    const problems = problemsOf(() => readCrosstable(edit(VALID, { D3: '1½' })));
    expect(problems).toEqual([
      { cell: 'D3', message: "the score column says 1½ but player 2's results add up to ½; expected them to agree." },
    ]);
  });

  test('a score that is not a number', () => {
    const [p] = problemsOf(() => readCrosstable(edit(VALID, { D2: 'two' })));
    expect(p).toEqual({
      cell: 'D2',
      message: expect.stringContaining('"two" is not a score; expected points such as 4, 4.5 or 4½.'),
    });
  });

  test('several consistency problems are reported in one error', () => {
    const problems = problemsOf(() => readCrosstable(edit(VALID, { D2: '3', F2: 'W1B', F5: 'D9B', A5: '3' })));
    const cells = problems.map((p) => p.cell);
    expect(cells).toEqual(expect.arrayContaining(['A5', 'F2', 'F5', 'D2']));
    const err = (() => {
      try {
        readCrosstable(edit(VALID, { D2: '3', F2: 'W1B', F5: 'D9B', A5: '3' }));
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    // The message lists them one per line, each with its cell.
    expect(err!.message.split('\n').length).toBe(problems.length);
    expect(err!.message).toMatch(/^D2: |\nD2: /);
  });

  test('a date in a round cell (1/2 turned into a date by the sheet) names ½', () => {
    const grid: unknown[][] = VALID.map((r) => [...r]);
    grid[4][5] = new Date(2025, 0, 2);
    const problems = problemsOf(() => readCrosstable(grid));
    expect(problems).toHaveLength(1);
    expect(problems[0].cell).toBe('F5');
    expect(problems[0].message).toContain('½');
    expect(problems[0].message).toContain('date');
  });

  test('a date in the score column', () => {
    const grid: unknown[][] = VALID.map((r) => [...r]);
    grid[2][3] = new Date(2025, 0, 2);
    const [p] = problemsOf(() => readCrosstable(grid));
    expect(p.cell).toBe('D3');
    expect(p.message).toContain('½');
  });

  test('origin offset: cells named as in the sheet', () => {
    const grid = [
      ['No.', 'R1'],
      ['1', 'W2'],
      ['2', 'Q'],
    ];
    const [p] = problemsOf(() => readCrosstable(grid, { origin: { row: 3, col: 2 } }));
    expect(p.cell).toBe('C5');
    const t = readCrosstable(
      [
        ['No.', 'R1'],
        ['1', 'W2'],
        ['2', 'L1'],
      ],
      { origin: { row: 3, col: 2 } },
    );
    expect(t.players[1].cell).toBe('B5');
    expect(t.players[1].entries[0].cell).toBe('C5');
  });

  test('no header row, and a header without players', () => {
    expect(problemsOf(() => readCrosstable([['Ann', 'Ben']]))[0].message).toContain(
      'expected a header row naming the columns',
    );
    expect(problemsOf(() => readCrosstable([]))[0].message).toContain('The range is empty');
    const [p] = problemsOf(() => readCrosstable([['No.', 'Name', 'R1']]));
    expect(p).toEqual({ cell: 'A1', message: expect.stringContaining('the table has a header row but no players') });
  });

  test('round columns out of order or repeated', () => {
    expect(
      problemsOf(() =>
        readCrosstable([
          ['No.', 'R1', 'R3'],
          ['1', 'U', 'U'],
        ]),
      ),
    ).toContainEqual({
      cell: 'C1',
      message: expect.stringContaining('round 3 follows round 1'),
    });
    expect(
      problemsOf(() =>
        readCrosstable([
          ['No.', 'R1', 'Round 1'],
          ['1', 'U', 'U'],
        ]),
      ),
    ).toContainEqual({
      cell: 'C1',
      message: expect.stringContaining('round 1 has a second column'),
    });
  });
});

describe('a colour-based tiebreak on a table without colours', () => {
  const noColours = [
    ['No.', 'Name', 'R1', 'R2'],
    ['1', 'Ann', 'W2', 'D3'],
    ['2', 'Ben', 'L1', 'B'],
    ['3', 'Cai', 'H', 'D1'],
  ];

  test.each(['BLACKS', 'WHITES'])(
    '%s: its column is refused; a ranking passes it over, or stops when asked, only for a tie that reaches it',
    (code) => {
      const t = readCrosstable(noColours);
      expect(t.hasColours).toBe(false);
      const problems = problemsOf(() => tiebreakColumn(t, withOptions(code as 'BLACKS')));
      expect(problems).toHaveLength(1);
      expect(problems[0].message).toBe(
        `${code} (${code === 'BLACKS' ? 'Most blacks' : 'Fewest whites'}) needs the colour of every played game, and this table has no colours. Write the colours with the results (e.g. W12B or W:12:B).`,
      );
      // Ben (L1, bye) and Cai (H, D1) tie on 1; Modified Median leaves them level (both ½ after the drop).
      const order = [parseTiebreakSpec('MM'), parseTiebreakSpec(code)];
      expect(rank(t, { order }).passedOver).toEqual([{ index: 1, players: [1, 2], score: 4 }]);
      const stop = problemsOf(() => rank(t, { order, missingData: 'stop' }));
      expect(stop).toHaveLength(1);
      expect(stop[0].message).toMatch(/^The tie of Ben \(No\. 2\) and Cai \(No\. 3\) on 1 points reaches /);
    },
  );

  test('one played game without its colour is enough to refuse', () => {
    const t = readCrosstable([
      ['No.', 'R1', 'R2'],
      ['1', 'D2W', 'D2'],
      ['2', 'D1B', 'D1'],
    ]);
    expect(t.hasColours).toBe(false);
    expect(() => rank(t, { order: [withOptions('BLACKS')], missingData: 'stop' })).toThrow(
      'this table does not give the colour of every played game',
    );
    expect(() => tiebreakColumn(t, withOptions('BLACKS'))).toThrow(CrosstableError);
  });
});

describe('header recognition', () => {
  const rowsFor = (header: string[]) => [header, ['7', 'Ann', '2100', '1', 'W9'], ['9', 'Ben', '1500', '0', 'L7']];

  test.each(['No', 'No.', '#', 'Pair', 'Num', 'Number', 'Pair No.', 'Plr#'])('number column "%s"', (h) => {
    const t = readCrosstable(rowsFor([h, 'Name', 'Rating', 'Score', 'R1']));
    expect(t.players.map((p) => p.number)).toEqual([7, 9]);
  });

  test.each(['Name', 'Player', 'Player Name'])('name column "%s"', (h) => {
    const t = readCrosstable(rowsFor(['No.', h, 'Rating', 'Score', 'R1']));
    expect(t.players.map((p) => p.name)).toEqual(['Ann', 'Ben']);
  });

  test.each(['Rating', 'Rtg', 'Elo'])('rating column "%s"', (h) => {
    const t = readCrosstable(rowsFor(['No.', 'Name', h, 'Score', 'R1']));
    expect(t.players.map((p) => p.rating)).toEqual([2100, 1500]);
  });

  test.each(['Score', 'Total', 'Pts', 'Points'])('score column "%s" is checked', (h) => {
    const grid = rowsFor(['No.', 'Name', 'Rating', h, 'R1']);
    expect(() => readCrosstable(grid)).not.toThrow();
    grid[1][3] = '0';
    expect(problemsOf(() => readCrosstable(grid))[0]).toMatchObject({
      cell: 'D2',
      message: expect.stringContaining('the score column says 0'),
    });
  });

  test.each([
    ['R1', 'R2'],
    ['Rd 1', 'Rd 2'],
    ['Round 1', 'Round 2'],
    ['Rnd1', 'Rnd2'],
    ['1', '2'],
    ['rd. 1', 'rd. 2'],
  ])('round columns "%s", "%s"', (r1, r2) => {
    const t = readCrosstable([
      ['No.', 'Name', r1, r2],
      ['1', 'Ann', 'W2', 'D2'],
      ['2', 'Ben', 'L1', 'D1'],
    ]);
    expect(t.rounds).toBe(2);
    expect(t.players[0].entries.map((e) => e.kind)).toEqual(['win', 'draw']);
  });

  test('round columns in any column order are read in round order', () => {
    const t = readCrosstable([
      ['R2', 'No.', 'R1'],
      ['D2', '1', 'W2'],
      ['D1', '2', 'L1'],
    ]);
    expect(t.players[0].entries.map((e) => e.kind)).toEqual(['win', 'draw']);
  });

  test('unknown columns are ignored', () => {
    const t = readCrosstable([
      ['Place', 'No.', 'Name', 'Fed', 'Club', 'Rating', 'R1', 'Byes', 'Solkoff', 'Notes'],
      ['1', '1', 'Ann', 'USA', 'X1', '2000', 'W2', 'zzz', '14.5', 'L1 ??'],
      ['2', '2', 'Ben', 'USA', 'Q9', '1900', 'L1', 'yyy', '1', 'W9 !!'],
    ]);
    expect(t.rounds).toBe(1);
    expect(t.players.map((p) => [p.number, p.name, p.rating])).toEqual([
      [1, 'Ann', 2000],
      [2, 'Ben', 1900],
    ]);
  });

  test('no number column: players are numbered in row order', () => {
    const t = readCrosstable([
      ['Name', 'R1', 'R2'],
      ['Ann', 'W2', 'L3'],
      ['Ben', 'L1', 'B'],
      ['Cai', 'H', 'W1'],
    ]);
    expect(t.players.map((p) => [p.number, p.name])).toEqual([
      [1, 'Ann'],
      [2, 'Ben'],
      [3, 'Cai'],
    ]);
    expect(t.players[0].entries[1].opponent).toBe(2);
  });

  test('blank rows are skipped but cells keep their sheet references', () => {
    const t = readCrosstable([
      ['', ''],
      ['No.', 'R1'],
      ['', ''],
      ['1', 'W2'],
      ['2', 'L1'],
    ]);
    expect(t.players.map((p) => p.cell)).toEqual(['A4', 'A5']);
  });

  test('unrated ratings: blank, "unr", provisional "1403P5"', () => {
    const t = readCrosstable([
      ['No.', 'Rating', 'R1'],
      ['1', '', 'U'],
      ['2', 'unr', 'U'],
      ['3', '1403P5', 'U'],
      ['4', 2250, 'U'],
    ]);
    expect(t.players.map((p) => p.rating)).toEqual([null, null, 1403, 2250]);
  });
});

describe('round cells', () => {
  const cases: [string, EntryKind, number | undefined, 'W' | 'B' | undefined][] = [
    ['W12', 'win', 12, undefined],
    ['L 5', 'loss', 5, undefined],
    ['D7', 'draw', 7, undefined],
    ['X', 'forfeitWin', undefined, undefined],
    ['X12', 'forfeitWin', 12, undefined],
    ['F12', 'forfeitLoss', 12, undefined],
    ['F', 'forfeitLoss', undefined, undefined],
    ['Z', 'forfeitDraw', undefined, undefined],
    ['B', 'fullBye', undefined, undefined],
    ['BYE', 'fullBye', undefined, undefined],
    ['B---', 'fullBye', undefined, undefined],
    ['H', 'halfBye', undefined, undefined],
    ['H---', 'halfBye', undefined, undefined],
    ['U', 'zeroBye', undefined, undefined],
    ['-', 'zeroBye', undefined, undefined],
    ['', 'zeroBye', undefined, undefined],
    ['W12B', 'win', 12, 'B'],
    ['W12 W', 'win', 12, 'W'],
    ['L 5 B', 'loss', 5, 'B'],
    ['W:12:B', 'win', 12, 'B'],
    ['D:7:-', 'draw', 7, undefined],
    ['H:0:-', 'halfBye', undefined, undefined],
    ['B:0:-', 'fullBye', undefined, undefined],
    ['U:0:-', 'zeroBye', undefined, undefined],
    ['X:11:W', 'forfeitWin', 11, undefined],
    ['F:11:B', 'forfeitLoss', 11, undefined],
    ['w12b', 'win', 12, 'B'],
    ['d7w', 'draw', 7, 'W'],
    ['x12', 'forfeitWin', 12, undefined],
    ['h', 'halfBye', undefined, undefined],
    ['bye', 'fullBye', undefined, undefined],
    ['N12', 'win', 12, undefined],
    ['R12', 'draw', 12, undefined],
    ['S12', 'loss', 12, undefined],
    ['  W12B  ', 'win', 12, 'B'],
  ];

  test.each(cases)('"%s" is a %s', (text, kind, opponent, colour) => {
    const parsed = usNotation.parse(text);
    expect(typeof parsed).toBe('object');
    expect(parsed).toEqual({ kind, ...(opponent !== undefined ? { opponent } : {}), ...(colour ? { colour } : {}) });
    // No colour is kept on a forfeit: it is not a game.
    if (typeof parsed === 'object' && !['win', 'draw', 'loss'].includes(parsed.kind))
      expect(parsed.colour).toBeUndefined();
  });

  test.each(['Q', 'W', 'W12Q', '1-0', '½', 'H5', 'B3', 'W:12', 'WW12', '12W'])('"%s" cannot be read', (text) => {
    expect(typeof usNotation.parse(text)).toBe('string');
  });

  test('an empty round cell is an unplayed zero', () => {
    // Round 2 is a round (player 3 has a bye in it), so the blanks in it are rounds not paired.
    const t = readCrosstable([
      ['No.', 'Score', 'R1', 'R2'],
      ['1', '1', 'W2', ''],
      ['2', '0', 'L1', ''],
      ['3', '1', '', 'B'],
    ]);
    expect(t.players[0].entries[1]).toMatchObject({ kind: 'zeroBye', raw: '' });
    expect(t.players[0].entries[1].opponent).toBeUndefined();
  });

  test('a forfeit with the scheduled colour is not a game and keeps no colour', () => {
    const t = readCrosstable([
      ['No.', 'R1', 'R2'],
      ['1', 'X:2:W', 'W2B'],
      ['2', 'F:1:B', 'L1W'],
    ]);
    expect(t.players[0].entries[0]).toMatchObject({ kind: 'forfeitWin', opponent: 1 });
    expect(t.players[0].entries[0].colour).toBeUndefined();
    expect(t.hasColours).toBe(true);
  });

  test('forfeits mirror: X12 against F, a double forfeit F/F, a forfeit draw Z/Z', () => {
    const t = readCrosstable([
      ['No.', 'R1', 'R2'],
      ['1', 'X2', 'F3'],
      ['2', 'F', 'Z4'],
      ['3', 'U', 'F1'],
      ['4', 'U', 'Z2'],
    ]);
    expect(t.players.map((p) => p.entries.map((e) => e.kind))).toEqual([
      ['forfeitWin', 'forfeitLoss'],
      ['forfeitLoss', 'forfeitDraw'],
      ['zeroBye', 'forfeitLoss'],
      ['zeroBye', 'forfeitDraw'],
    ]);
  });

  test('numbers and booleans from a sheet are read as text', () => {
    const t = readCrosstable([
      ['No.', 'Score', 'R1'],
      [1, 1, 'W2'],
      [2, 0, 'L1'],
    ]);
    expect(t.players.map((p) => p.number)).toEqual([1, 2]);
  });

  test('CSV text with quoted names, a BOM and CRLF line ends; TSV by file name', () => {
    const csv = '\uFEFFNo.,Name,Score,R1\r\n1,"Lee, Ann",1,W2\r\n2,"Ben ""the rook"" Ode",0,L1\r\n';
    const t = readCrosstableText(csv, 'x.csv');
    expect(t.players.map((p) => p.name)).toEqual(['Lee, Ann', 'Ben "the rook" Ode']);
    const tsv = 'No.\tName\tR1\n1\tLee, Ann\tW2\n2\tBen\tL1\n';
    expect(readCrosstableText(tsv, 'x.tsv').players[0].name).toBe('Lee, Ann');
    expect(readCrosstableText(tsv, 'x.txt').players[0].name).toBe('Lee, Ann');
  });

  test('scores written 4½, 4.5, 4,5 and ½ are all accepted', () => {
    const t = readCrosstable([
      ['No.', 'Score', 'R1', 'R2'],
      ['1', '1½', 'W2', 'D2'],
      ['2', '½', 'L1', 'D1'],
    ]);
    expect(t.players).toHaveLength(2);
    expect(() =>
      readCrosstable([
        ['No.', 'Score', 'R1', 'R2'],
        ['1', '1,5', 'W2', 'D2'],
        ['2', '.5', 'L1', 'D1'],
      ]),
    ).not.toThrow();
  });
});

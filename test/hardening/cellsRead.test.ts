/**
 * Issue 17, part A: cells the reader must not guess. Each class failed silently before (a
 * rating of "2,104" read as 104, an "R1000" column dropped, a second score column ignored) or
 * named the wrong cells (one odd cell turned an individual table into a team table, "R0" gave
 * "round 0 follows round 0"). Every case drives the readers the front ends use (readTable for
 * the Sheets side, the CLI on a CSV file) and asserts the ratings read or the problems a
 * director sees, each naming its cell.
 */
import { CellValue } from '../../src/read/cells';
import { MAX_BOARD, MAX_PLAYER_NUMBER, MAX_ROUND, MAX_TEAM_NUMBER } from '../../src/read/limits';
import { readTable } from '../../src/request';
import { looksLikeTeamEvent, readTeamEvent } from '../../src/teams/read';
import { problemsOf } from '../support/builder';
import { runCli } from '../support/cli';

type Grid = CellValue[][];

/** Four players, three rounds, US Chess notation; scores 2, 1, 2, 1 (the badInput table). */
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
const problems = (input: string | Grid) => problemsOf(() => readTable(input)).map((p) => `${p.cell}: ${p.message}`);
const csv = (g: Grid) =>
  g
    .map((row) =>
      row.map((v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))).join(','),
    )
    .join('\n') + '\n';
const cli = (text: string) => runCli(['standings', 'table.csv', '--preset', 'uscf', '--format', 'json'], () => text);

const RATING_EXPECTED = 'expected a rating such as 1850 (at most 3999), or blank for an unrated player.';

describe('ratings as people type them', () => {
  // [cell as typed, the rating meant]
  const READ: [CellValue, number | null][] = [
    ['2,104', 2104], // US thousands separator: a master, not a 104
    ['1.850', 1850], // European thousands separator
    ['1 850', 1850], // French (a space)
    ['1\u202f850', 1850], // a narrow no-break space, as a locale's number format writes it
    ["1'850", 1850], // Swiss
    ['1e3', 1000],
    ['1.85e3', 1850],
    ['1500P', 1500], // US Chess provisional
    ['1500P12', 1500], // provisional after 12 games
    ['1500 P12', 1500],
    ['1500/12', 1500], // rating / games
    ['1500?', 1500],
    ['1500*', 1500],
    ['1850 est', 1850],
    ['1850 (FIDE)', 1850],
    ['Elo 2104', 2104],
    ['2450.0', 2450],
    ["'2000", 2000], // the spreadsheet's text mark
    ['1850,5', 1851],
    ['R: 1794 ->1817', 1794], // SwissSys: the pre-event rating
    [2104, 2104], // a number from the sheet
    ['unr', null],
    ['', null],
    ['0', null],
  ];
  test.each(READ)('%p reads as %p', (typed, meant) => {
    const t = readTable(edit((g) => (g[3][2] = typed))).tournament;
    expect(t.players[2].rating).toBe(meant);
  });

  // Digits in a form that is not one rating: the cell is named, nothing is guessed low.
  const REFUSED: CellValue[] = [
    '2,10',
    '1,5',
    '12,345',
    '2,1040',
    '1.8500',
    '1850-1900',
    '1850 1900',
    '1e5',
    '1.5e-3',
    '0.850',
    '1850 12',
    '2104 ->',
  ];
  test.each(REFUSED)('%p is refused with its cell', (typed) => {
    expect(problems(edit((g) => (g[3][2] = typed)))).toEqual([`C4: "${typed}" is not a rating; ${RATING_EXPECTED}`]);
  });

  test('a sheet number that is a thousands separator read as a decimal point (1.850 typed as 1.85) is refused, not read as 2', () => {
    expect(problems(edit((g) => (g[3][2] = 1.85)))).toEqual([
      `C4: "1.85" is not a rating (a thousands separator read as a decimal point? type the rating without it, as 1850); ${RATING_EXPECTED}`,
    ]);
  });

  test('a rating cell too long to be a rating is refused, quoted by its start', () => {
    const long = '1850' + ' est'.repeat(20);
    expect(problems(edit((g) => (g[3][2] = long)))).toEqual([
      `C4: "1850 est est est est…" (84 characters) is not a rating; ${RATING_EXPECTED}`,
    ]);
  });

  test('the CLI reads "2,104" from a CSV file as 2104 and refuses "2,10" naming the cell', () => {
    const read = cli(csv(edit((g) => (g[1][2] = '2,104'))));
    expect(read.status).toBe(0);
    const json = JSON.parse(read.out) as { standings: { number: number; rating: number | null }[] };
    expect(json.standings.find((r) => r.number === 1)!.rating).toBe(2104);
    const refused = cli(csv(edit((g) => (g[1][2] = '2,10'))));
    expect(refused.status).toBe(2);
    expect(refused.out).toBe('');
    expect(refused.err).toContain(`C2: "2,10" is not a rating; ${RATING_EXPECTED}`);
  });

  test('a round-robin grid reads its ratings by the same rules', () => {
    const grid: Grid = [
      ['No.', 'Name', 'Rating', 'vs1', 'vs2', 'Score'],
      [1, 'Ann', '2,104', '*', '1', 1],
      [2, 'Ben', '1500P12', '0', '*', 0],
    ];
    expect(readTable(grid).tournament.players.map((p) => p.rating)).toEqual([2104, 1500]);
    grid[2][2] = '1850-1900';
    expect(problems(grid)).toEqual([`C3: "1850-1900" is not a rating; ${RATING_EXPECTED}`]);
  });
});

describe('one odd cell does not change how the whole table is read', () => {
  test('a rating cell that looks like a team result ("1850b2") is that cell’s problem alone', () => {
    const g = edit((g) => (g[3][2] = '1850b2'));
    expect(looksLikeTeamEvent(g)).toBe(false);
    expect(problems(g)).toEqual([`C4: "1850b2" is not a rating; ${RATING_EXPECTED}`]);
  });

  test('a name that looks like a team result is just a name', () => {
    const g = edit((g) => (g[3][1] = 'W 12 3-1'));
    expect(looksLikeTeamEvent(g)).toBe(false);
    expect(readTable(g).tournament.players[2].name).toBe('W 12 3-1');
  });

  test('a label column (School) holding "12w3" is not looked at', () => {
    const g = small().map((row, i) => [...row, i === 0 ? 'School' : '12w3']);
    expect(looksLikeTeamEvent(g)).toBe(false);
    expect(readTable(g).tournament.players).toHaveLength(4);
  });

  test('one team-looking round cell in an individual table: one problem, at that cell', () => {
    const g = edit((g) => (g[3][5] = 'W4 1-0'));
    expect(looksLikeTeamEvent(g)).toBe(false);
    const found = problems(g);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^F4: "W4 1-0" cannot be read: expected a US Chess result such as W12/);
  });

  test('the same in a CSV file through the CLI', () => {
    const run = cli(csv(edit((g) => (g[3][5] = 'W4 1-0'))));
    expect(run.status).toBe(2);
    expect(run.err).toMatch(/F4: "W4 1-0" cannot be read/);
    expect(run.err).not.toMatch(/team/i);
  });

  test('a team table without a Team column is still found from its round cells', () => {
    const teams: Grid = [
      ['No.', 'Name', 'R1', 'R2'],
      [1, 'Queens', 'W2W 3-1', 'D3B 2-2'],
      [2, 'Bishops', 'L1B 1-3', 'W4W 2½-1½'],
      [3, 'Knights', 'L4W 1½-2½', 'D1W 2-2'],
      [4, 'Pawns', 'W3B 2½-1½', 'L2B 1½-2½'],
    ];
    expect(looksLikeTeamEvent(teams)).toBe(true);
    expect(readTable(teams).notation).toBe('us-team');
    // A bye among the matches does not tip it back.
    teams.push([5, 'Rooks', 'B', 'B']);
    expect(looksLikeTeamEvent(teams)).toBe(true);
  });
});

describe('numeric limits: refused with the cell, never dropped', () => {
  test('the limits are the documented ones', () => {
    expect([MAX_ROUND, MAX_PLAYER_NUMBER, MAX_TEAM_NUMBER, MAX_BOARD]).toEqual([999, 999999, 9999, 999]);
  });

  test.each(['R1000', 'Round 1000', 'Rd 1234', '1000'])(
    'a round header %p is refused, not read as a label column',
    (header) => {
      const g = edit((g) => (g[0][6] = header));
      expect(problems(g)).toEqual([
        `G1: the header "${header}" names round ${header.replace(/\D/g, '')}; expected at most 999 rounds (R1 to R999).`,
      ]);
    },
  );

  test('R999 is still a round: 999 rounds read', () => {
    const header = ['No.', 'Name', ...Array.from({ length: MAX_ROUND }, (_, r) => `R${r + 1}`)];
    const rows = [
      header,
      [1, 'Ann', 'W2', ...Array(MAX_ROUND - 1).fill('')],
      [2, 'Ben', 'L1', ...Array(MAX_ROUND - 1).fill('')],
    ];
    // Every column is read as a round of the chart; only round 1 has results, so only it counts.
    const t = readTable(rows).tournament;
    expect([t.rounds, t.plannedRounds]).toEqual([1, MAX_ROUND]);
  });

  test('a player number past 999,999 says so', () => {
    expect(problems(edit((g) => (g[4][0] = 1000000)))).toContain(
      'A5: "1000000" is not a player number; expected a whole number such as 12 (at most 999,999).',
    );
  });

  test('a team number past 9,999 says so', () => {
    const teams = `No.,Team,R1\n1,Queens,W10000W 3-1\n10000,Bishops,L1B 1-3\n`;
    expect(problemsOf(() => readTeamEvent(teams)).map((p) => `${p.cell}: ${p.message}`)).toEqual([
      'A3: "10000" is not a team number; expected a whole number such as 12 (at most 9,999).',
    ]);
  });

  test('a board or a round past 999 in a board-by-board sheet says so', () => {
    const header = 'Round,Board,Team,Player,Colour,Result,Opponent team,Opponent\n';
    const sheet = header + '1,1000,Queens,Q1,W,1-0,Rooks,R1\n' + '1000,1,Queens,Q1,W,1-0,Rooks,R1\n';
    expect(problemsOf(() => readTeamEvent(sheet)).map((p) => `${p.cell}: ${p.message}`)).toEqual([
      'B2: "1000" is not a board number; expected a whole number such as 1 (at most 999).',
      'A3: "1000" is not a round number; expected a whole number such as 3 (at most 999).',
    ]);
  });

  test('a team table’s round header past 999 is refused too', () => {
    const teams = `No.,Team,R1,R1000\n1,Queens,W2W 3-1,\n2,Bishops,L1B 1-3,\n`;
    expect(problemsOf(() => readTeamEvent(teams)).map((p) => `${p.cell}: ${p.message}`)).toEqual([
      'D1: the header "R1000" names round 1000; expected at most 999 rounds (R1 to R999).',
    ]);
  });
});

describe('two score columns', () => {
  const withTotal = (totals: number[], header = 'Total') =>
    small().map((row, i) => [...row, i === 0 ? header : totals[i - 1]]);

  test('a Total that disagrees with the results is named, with its column', () => {
    expect(problems(withTotal([3, 1, 2, 1]))).toEqual([
      `H2: the "Total" column says 3 but player 1's results add up to 2; expected them to agree.`,
    ]);
  });

  test('Score wrong and Total right: the Score cell is named', () => {
    const g = withTotal([2, 1, 2, 1]);
    g[2][3] = 2;
    expect(problems(g)).toEqual([
      `D3: the score column says 2 but player 2's results add up to 1; expected them to agree.`,
    ]);
  });

  test.each(['Pts', 'Points', 'Tot'])('a second score column headed %p is checked too', (header) => {
    expect(problems(withTotal([2, 1, 2, 0], header))).toEqual([
      `H5: the "${header}" column says 0 but player 4's results add up to 1; expected them to agree.`,
    ]);
  });

  test('a second score cell that is not a number is named', () => {
    expect(problems(withTotal([2, 1, 'two', 1] as unknown as number[]))).toEqual([
      'H4: "two" is not a score; expected points such as 4, 4.5 or 4½.',
    ]);
  });

  test('both agreeing: the table reads, and Total is still shown as a column', () => {
    const t = readTable(withTotal([2, 1, 2, 1])).tournament;
    expect(t.players.map((p) => p.labels?.Total)).toEqual(['2', '1', '2', '1']);
  });
});

describe('round 0', () => {
  test.each(['R0', 'Round 0', '0'])(
    'a %p header says rounds are numbered from 1, at its cell, and nothing else',
    (header) => {
      expect(problems(edit((g) => (g[0][6] = header)))).toEqual([
        `G1: the header "${header}" names round 0; expected rounds numbered from 1 (R1, R2, R3…).`,
      ]);
    },
  );

  test('R0 before R1: one problem, not one per round', () => {
    const g = small().map((row, i) => [...row.slice(0, 4), i === 0 ? 'R0' : '', ...row.slice(4)]);
    expect(problems(g)).toEqual([`E1: the header "R0" names round 0; expected rounds numbered from 1 (R1, R2, R3…).`]);
  });

  test('in a team table too', () => {
    const teams = `No.,Team,R0,R1\n1,Queens,,W2W 3-1\n2,Bishops,,L1B 1-3\n`;
    expect(problemsOf(() => readTeamEvent(teams)).map((p) => `${p.cell}: ${p.message}`)).toEqual([
      'C1: the header "R0" names round 0; expected rounds numbered from 1 (R1, R2, R3…).',
    ]);
  });
});

/**
 * Issue 8, part A: the bad-input catalogue. Every case is a table a director could really hand
 * over, driven through each front end it can reach:
 *
 * - the CLI (`run(argv, io)`): exit status 2, every problem on stderr naming its cell and saying
 *   what was expected, nothing on stdout;
 * - the custom functions (`=STANDINGS(…)`, here called directly): a thrown error whose message
 *   lists the problems ("Cell E2 of the range: …");
 * - "Rank standings" from the menu, on the built dist/Code.js in the emulated runtime: the alert
 *   shows the problems, and nothing is written (every sheet unchanged, the add-on's existing
 *   standings sheet included, and no new sheet).
 *
 * Where the input is valid (one player, 200 rounds, 50,000 rows, numbers typed as text) the case
 * asserts the correct standings instead, the same through every front end. No case may crash
 * (only CrosstableError reports) or hang; the jest timeouts are a hang guard, not a speed test.
 */
import { AppsScriptRuntime, EmulatedSpreadsheet, loadDist, putValues, Value } from '../../emulator';
import { STANDINGS } from '../../src/sheets/customFunctions';
import { DIST, ensureBuilt } from '../bundle/built';
import { runCli } from '../support/cli';
import { placeValue } from '../../src/sheets/numberFormats';
import { standingsTable } from '../support/standingsSheet';

type Cell = Value;

interface Json {
  rounds: number;
  tiebreaks: string[];
  standings: {
    rank: string;
    place: string;
    number: number;
    name: string;
    rating: number | null;
    score: number;
    values: Record<string, number | null>;
    decidedBy: string | null;
  }[];
}

interface Case {
  name: string;
  /** The crosstable as the sheet holds it (numbers, Dates and text), top-left at A1. */
  grid: Cell[][];
  /** The file the CLI reads; by default the grid as CSV. null: a text file cannot hold it (a Date). */
  csv?: string | null;
  /** Problems that must be reported, each the start of its line ("E2: …"). */
  problems?: string[];
  /** Problems with no cell (the whole range is the problem). */
  cellLess?: boolean;
  /** The CLI's problems where they differ (a file is named by its path, not as a range). */
  cliProblems?: string[];
  /** A valid table: what the standings must say (checked on the CLI's JSON). */
  valid?: (json: Json) => void;
  /** Hang guard for the large cases (ms). */
  timeout?: number;
}

// ---------------------------------------------------------------------------------------------
// The tables.

const HEADER = ['No.', 'Name', 'Rating', 'Score', 'R1', 'R2', 'R3'];
/** Four players, three rounds, colours recorded; scores 2, 1, 2, 1. */
function small(): Cell[][] {
  return [
    [...HEADER],
    [1, 'Ann Adams', 2000, 2, 'W2W', 'W3B', 'L4W'],
    [2, 'Ben Brown', 1900, 1, 'L1B', 'W4W', 'L3B'],
    [3, 'Cai Chen', 1800, 2, 'W4B', 'L1W', 'W2W'],
    [4, 'Dee Dunn', 1700, 1, 'L3W', 'L2B', 'W1B'],
  ];
}
const edit = (f: (g: Cell[][]) => void): Cell[][] => {
  const g = small();
  f(g);
  return g;
};
/** What the small table ranks as (uscf): the order and scores every valid variant must keep. */
const smallStandings = (json: Json) => {
  expect(json.standings.map((r) => [r.rank, r.number, r.score])).toEqual([
    ['1', 1, 2],
    ['2', 3, 2],
    // Level on MM and Solkoff; Cumulative: Ben 0+1+1, Dee 0+0+1.
    ['3', 2, 1],
    ['4', 4, 1],
  ]);
  expect(json.standings.find((r) => r.number === 1)!.values).toEqual({ MM: 3, SOLK: 4, CUM: 5, OPPCUM: 7 });
};

/**
 * 202 players, 200 rounds (the circle method: everyone meets everyone but one). The lower
 * number wins when (round + a + b) % 3 is 0, the game is drawn when it is 1, else the higher
 * number wins; colours alternate. `scores` is the oracle, in quarter-points.
 */
function twoHundredRounds(): { grid: Cell[][]; scores: number[]; opponents: number[][] } {
  const n = 202;
  const rounds = 200;
  const cells: string[][] = Array.from({ length: n }, () => []);
  const scores = new Array<number>(n).fill(0);
  const opponents: number[][] = Array.from({ length: n }, () => []);
  const ring = Array.from({ length: n }, (_, i) => i);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < n / 2; i++) {
      const [a, b] = [ring[i], ring[n - 1 - i]].sort((x, y) => x - y);
      const k = (r + a + b) % 3;
      const [ka, kb] = k === 0 ? ['W', 'L'] : k === 1 ? ['D', 'D'] : ['L', 'W'];
      const [ca, cb] = (r + i) % 2 ? ['W', 'B'] : ['B', 'W'];
      cells[a].push(`${ka}${b + 1}${ca}`);
      cells[b].push(`${kb}${a + 1}${cb}`);
      scores[a] += { W: 4, D: 2, L: 0 }[ka]!;
      scores[b] += { W: 4, D: 2, L: 0 }[kb]!;
      opponents[a].push(b);
      opponents[b].push(a);
    }
    ring.splice(1, 0, ring.pop()!);
  }
  const grid: Cell[][] = [['No.', 'Name', ...Array.from({ length: rounds }, (_, r) => `R${r + 1}`)]];
  cells.forEach((row, i) => grid.push([i + 1, `Player ${i + 1}`, ...row]));
  return { grid, scores, opponents };
}

/** 50,000 players, 2 rounds: odd numbers beat the next even number, then everyone takes a half-point bye. */
function fiftyThousandRows(): Cell[][] {
  const grid: Cell[][] = [['No.', 'Name', 'R1', 'R2']];
  for (let i = 1; i <= 50_000; i += 2) {
    grid.push([i, `Player ${i}`, `W${i + 1}`, 'H']);
    grid.push([i + 1, `Player ${i + 1}`, `L${i}`, 'H']);
  }
  return grid;
}

const US_EXPECTED =
  'expected a US Chess result such as W12, L5, D7 (optionally with the colour, W12B), X or F (forfeit), H (half-point bye), B (full-point bye), U (not paired), or a SwissSys triplet such as W:12:B';
const RATING_EXPECTED = 'expected a rating such as 1850 (at most 3999), or blank for an unrated player.';
const FIX_FORMULA = 'fix the formula (or paste its values) first';
const JAN_2 = () => new Date(2026, 0, 2);

const big = twoHundredRounds();

const CASES: Case[] = [
  // The shape of the range.
  {
    name: 'empty range',
    grid: [['']],
    csv: '',
    cellLess: true,
    problems: ['The range is empty; expected a crosstable with a header row and one row per player.'],
    cliProblems: ['table.csv is empty; expected a table with a header row.'],
  },
  {
    name: 'header only',
    grid: [[...HEADER]],
    problems: ['A1: the table has a header row but no players; expected one row per player below it.'],
  },
  {
    name: 'one player (valid: ranked first on the bye)',
    grid: [
      ['No.', 'Name', 'R1'],
      [1, 'Ann Adams', 'B'],
    ],
    valid: (json) => {
      expect(json.standings).toEqual([
        {
          rank: '1',
          place: '1',
          number: 1,
          name: 'Ann Adams',
          rating: null,
          score: 1,
          values: { MM: 0, SOLK: 0, CUM: 0, OPPCUM: 0 },
          decidedBy: null,
        },
      ]);
    },
  },
  {
    name: '200 rounds (valid: every score and Solkoff as the games say)',
    grid: big.grid,
    timeout: 120_000,
    valid: (json) => {
      expect(json.rounds).toBe(200);
      expect(json.standings).toHaveLength(202);
      // Every game was played, so the adjusted scores Solkoff sums are the final scores.
      const byNumber = new Map(json.standings.map((r) => [r.number, r]));
      big.scores.forEach((q, i) => {
        const row = byNumber.get(i + 1)!;
        expect([i + 1, row.score, row.values.SOLK]).toEqual([
          i + 1,
          q / 4,
          big.opponents[i].reduce((s, o) => s + big.scores[o], 0) / 4,
        ]);
      });
    },
  },
  {
    // A minus score drops the highest: a loser's list is the winner's 1½ (adjusted) and 0 for the bye, so MM 0.
    name: '50,000 rows (valid: the winners share first place, the losers the rest)',
    grid: fiftyThousandRows(),
    timeout: 180_000,
    valid: (json) => {
      expect(json.standings).toHaveLength(50_000);
      expect(json.standings[0]).toMatchObject({
        rank: '1-25000',
        place: '1-25000',
        score: 1.5,
        values: { MM: 0.5, SOLK: 0.5, CUM: 2, OPPCUM: 0 },
      });
      expect(json.standings[49_999]).toMatchObject({
        rank: '25001-50000',
        place: '25001-50000',
        score: 0.5,
        values: { MM: 0, SOLK: 1.5, CUM: 0, OPPCUM: 2 },
      });
    },
  },

  // Merged cells: the value sits in the top-left cell and the others read as blank.
  {
    name: 'merged number cells: the player number is blank below the top cell',
    grid: edit((g) => (g[3][0] = '')),
    problems: [
      'A4: the player number is blank (below a merged cell, only the top cell has the value); expected a whole number such as 12.',
    ],
  },
  {
    name: 'merged name cell over a spacing row (valid: the blank row is skipped)',
    grid: edit((g) => g.splice(2, 0, ['', '', '', '', '', '', ''])),
    valid: smallStandings,
  },
  {
    name: 'merged score cells over two players on the same score (valid: a blank score is not checked)',
    grid: edit((g) => (g[3][3] = '')),
    valid: smallStandings,
  },
  {
    name: 'merged round cells: "H" across two rounds reads as one half-point bye, which the score column contradicts',
    grid: [
      ['No.', 'Name', 'Score', 'R1', 'R2', 'R3'],
      [1, 'Ann Adams', 2, 'W2', 'H', ''],
      [2, 'Ben Brown', 0, 'L1', 'U', 'U'],
    ],
    problems: ["C2: the score column says 2 but player 1's results add up to 1½; expected them to agree."],
  },

  // Numbers typed as text.
  {
    name: 'numbers as text ("1", "2000", "2") (valid: read as the numbers)',
    grid: edit((g) => g.slice(1).forEach((row) => [0, 2, 3].forEach((c) => (row[c] = String(row[c]))))),
    valid: smallStandings,
  },
  {
    name: "numbers with the spreadsheet's text mark ('1, '2000, '2) (valid: the mark is not part of the number)",
    grid: edit((g) => g.slice(1).forEach((row) => [0, 2, 3].forEach((c) => (row[c] = `'${row[c]}`)))),
    valid: smallStandings,
  },

  // Dates: 1/2 typed into an unformatted cell becomes January 2nd. A text file holds no dates.
  {
    name: 'a Date in a round cell',
    grid: edit((g) => (g[1][5] = JAN_2())),
    csv: null,
    problems: ['F2: the round cell holds a date, probably a half point typed as 1/2'],
  },
  {
    name: 'a Date in the score cell',
    grid: edit((g) => (g[2][3] = JAN_2())),
    csv: null,
    problems: ['D3: the score holds a date, probably a half point typed as 1/2'],
  },
  {
    name: 'a Date in the number cell',
    grid: edit((g) => (g[2][0] = JAN_2())),
    csv: null,
    problems: ['A3: the player number holds a date; expected a whole number such as 12.'],
  },
  {
    name: 'a Date in the rating cell',
    grid: edit((g) => (g[2][2] = JAN_2())),
    csv: null,
    problems: [`C3: the rating holds a date; ${RATING_EXPECTED}`],
  },

  // Formula error values, as getValues() and a CSV export show them.
  ...['#N/A', '#REF!', '#DIV/0!', '#VALUE!', '#NAME?'].map((error): Case => ({
    name: `${error} in a round cell`,
    grid: edit((g) => (g[2][4] = error)),
    problems: [`E3: the round cell holds the formula error ${error}: ${FIX_FORMULA}; ${US_EXPECTED}.`],
  })),
  {
    name: '#N/A in the number cell',
    grid: edit((g) => (g[2][0] = '#N/A')),
    problems: [
      `A3: the player number holds the formula error #N/A: ${FIX_FORMULA}; expected a whole number such as 12.`,
    ],
  },
  {
    name: '#N/A in the name cell',
    grid: edit((g) => (g[2][1] = '#N/A')),
    problems: [`B3: the name holds the formula error #N/A: ${FIX_FORMULA}; expected the player's name.`],
  },
  {
    name: '#REF! in the rating cell',
    grid: edit((g) => (g[2][2] = '#REF!')),
    problems: [`C3: the rating holds the formula error #REF!: ${FIX_FORMULA}; ${RATING_EXPECTED}`],
  },
  {
    name: '#DIV/0! in the score cell',
    grid: edit((g) => (g[2][3] = '#DIV/0!')),
    problems: [`D3: the score holds the formula error #DIV/0!: ${FIX_FORMULA}; expected points such as 4, 4.5 or 4½.`],
  },
  {
    name: '#REF! in a header cell',
    grid: edit((g) => (g[0][5] = '#REF!')),
    problems: [
      `F1: the header holds the formula error #REF!: ${FIX_FORMULA}; expected a column name such as No., Name, Score or R1.`,
    ],
  },

  // Mixed notations in one table.
  {
    name: 'a chess-results cell in a US Chess table',
    grid: edit((g) => (g[1][4] = '2w1')),
    problems: [`E2: "2w1" cannot be read: ${US_EXPECTED}.`],
  },
  {
    name: 'Vega cells in a US Chess table',
    grid: edit((g) => {
      g[1][4] = '+W2';
      g[2][4] = '-B1';
    }),
    problems: [`E2: "+W2" cannot be read: ${US_EXPECTED}.`, `E3: "-B1" cannot be read: ${US_EXPECTED}.`],
  },

  // Pairings that cannot be.
  {
    name: 'a player paired with themselves',
    grid: edit((g) => (g[1][4] = 'W1W')),
    problems: [`E2: "W1W" pairs player 1 with themselves; expected another player's number.`],
  },
  {
    name: 'a player paired twice in a round',
    grid: edit((g) => (g[3][4] = 'W2B')),
    problems: ['E4: player 2 is already the round 1 opponent of player 1 (E2); expected each player once per round.'],
  },

  // Huge numbers.
  {
    name: 'rating 99999',
    grid: edit((g) => (g[2][2] = 99999)),
    problems: [`C3: "99999" is not a rating; ${RATING_EXPECTED}`],
  },
  {
    name: 'rating 1e308',
    grid: edit((g) => (g[2][2] = 1e308)),
    problems: [`C3: "1e+308" is not a rating; ${RATING_EXPECTED}`],
  },
  {
    name: 'rating "Infinity" (text)',
    grid: edit((g) => (g[2][2] = 'Infinity')),
    problems: [`C3: "Infinity" is not a rating; ${RATING_EXPECTED}`],
  },
  {
    name: 'rating 99999 in a round-robin grid',
    grid: [
      ['No.', 'Name', 'Rating', 'vs1', 'vs2'],
      [1, 'Ann Adams', 99999, '*', '1'],
      [2, 'Ben Brown', 1900, '0', '*'],
    ],
    problems: [`C2: "99999" is not a rating; ${RATING_EXPECTED}`],
  },
  {
    name: 'score 1e308',
    grid: edit((g) => (g[2][3] = 1e308)),
    problems: ['D3: "1e+308" is not a score; expected points such as 4, 4.5 or 4½.'],
  },
  {
    name: 'an opponent number far beyond the table (W99999)',
    grid: edit((g) => (g[1][4] = 'W99999')),
    problems: ['E2: "W99999" names player 99999, who is not in the table; expected the number of a player listed.'],
  },

  // Negative numbers.
  {
    name: 'negative pair number',
    grid: edit((g) => (g[2][0] = -2)),
    problems: ['A3: "-2" is not a player number; expected a whole number such as 12.'],
  },
  {
    name: 'negative rating',
    grid: edit((g) => (g[2][2] = -1500)),
    problems: [`C3: "-1500" is not a rating; ${RATING_EXPECTED}`],
  },
  {
    name: 'negative rating as text',
    grid: edit((g) => (g[2][2] = '-1500')),
    problems: [`C3: "-1500" is not a rating; ${RATING_EXPECTED}`],
  },
  {
    name: 'negative score',
    grid: edit((g) => (g[2][3] = -1)),
    problems: ['D3: "-1" is not a score; expected points such as 4, 4.5 or 4½.'],
  },
  {
    name: 'negative opponent in a round cell (W-3)',
    grid: edit((g) => (g[1][4] = 'W-3')),
    problems: [`E2: "W-3" cannot be read: ${US_EXPECTED}.`],
  },

  // Results that do not mirror each other.
  ...mirrorCases(),
];

/**
 * Every way two cells of one pairing can disagree: for each result that names an opponent, every
 * wrong answer in the opponent's cell (each other result, each bye, naming a third player); for
 * each bye, an opponent's cell naming the player; and the same colour on both sides.
 */
function mirrorCases(): Case[] {
  const WANT: Record<string, string> = {
    W: 'loss',
    // A game lost by both players (0-0) is two losses naming each other, as a double forfeit is two forfeit losses.
    L: 'win or loss',
    D: 'draw',
    X: 'forfeit loss',
    F: 'forfeit win or forfeit loss',
    Z: 'forfeit draw',
  };
  const EITHER = 'Nothing else in the table tells which is wrong: fix one of the two.';
  const MIRRORS: Record<string, string[]> = { W: ['L'], L: ['W', 'L'], D: ['D'], X: ['F'], F: ['X', 'F'], Z: ['Z'] };
  const table = (one: string, two: string): Cell[][] => [
    ['No.', 'R1'],
    [1, one],
    [2, two],
    [3, ''],
  ];
  const cases: Case[] = [];
  for (const a of Object.keys(WANT)) {
    for (const b of [...Object.keys(WANT).map((k) => `${k}1`), 'B', 'H', 'U', 'W3']) {
      if (b !== 'W3' && MIRRORS[a].includes(b[0])) continue;
      // Both cells naming each other are one game told two ways: one problem naming both cells.
      const other = b.endsWith('1') ? `a ${WANT[b[0]]} against player 2 in B2` : 'another result in B2';
      const problems = [
        `B2: player 1's round 1 says "${a}2" but player 2's round 1 (B3) says "${b}"; expected a ${WANT[a]} against player 1 in B3 or ${other}. ${EITHER}`,
      ];
      if (b === 'W3')
        problems.push(
          `B3: player 2's round 1 says "W3" but player 3's round 1 (B4) says unplayed; expected a loss against player 2 in B4 or another result in B3. ${EITHER}`,
        );
      cases.push({ name: `mirror: ${a}2 against ${b}`, grid: table(`${a}2`, b), problems });
    }
  }
  for (const bye of ['B', 'H', 'U']) {
    for (const b of Object.keys(WANT)) {
      cases.push({
        name: `mirror: a bye (${bye}) against ${b}1 naming the player`,
        grid: table(bye, `${b}1`),
        problems: [
          `B3: player 2's round 1 says "${b}1" but player 1's round 1 (B2) says "${bye}"; expected a ${WANT[b]} against player 2 in B2 or another result in B3. ${EITHER}`,
        ],
      });
    }
  }
  cases.push({
    name: 'mirror: W2W against L1W (both White)',
    grid: table('W2W', 'L1W'),
    problems: [
      `B2: player 1's round 1 says "W2W" but player 2's round 1 (B3) says "L1W": the same colour on both sides of one game; expected the other colour in B2 or B3.`,
    ],
  });
  return cases;
}

// ---------------------------------------------------------------------------------------------
// The front ends.

function toCsvText(grid: Cell[][]): string {
  const field = (v: Cell) => {
    const s = String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return grid.map((row) => row.map(field).join(',')).join('\n') + '\n';
}

const cli = (text: string, ...args: string[]) =>
  runCli(['standings', 'table.csv', '--preset', 'uscf', ...args], () => text);

/** Every sheet's name, values, formats and note on A1: what "nothing written" means. */
function snapshot(rt: AppsScriptRuntime) {
  return rt.spreadsheet.getSheets().map((s) => ({
    name: s.getName(),
    values: JSON.stringify(s.hostValues()),
    formats: JSON.stringify(s.getDataRange().getNumberFormats()),
    note: s.getRange('A1').getNote(),
  }));
}

/**
 * A spreadsheet whose "Earlier" sheet was already ranked (so the add-on owns a Standings sheet)
 * and whose "Crosstable" sheet holds the case's table, chosen in the sidebar ("Use selection").
 */
function spreadsheetWith(grid: Cell[][]): AppsScriptRuntime {
  const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
  if (grid.some((row) => row.some((v) => v !== ''))) putValues(ss, 'Crosstable', grid);
  putValues(ss, 'Earlier', small());
  const rt = loadDist(DIST, { spreadsheet: ss });
  ss.hostSelect('Earlier', 'A1');
  rt.run('rankStandingsFromMenu');
  expect(ss.getSheets().map((s) => s.getName())).toEqual(['Crosstable', 'Earlier', 'Standings']);
  // The menu ranks the table ranked last wherever the cursor is; the director picks this one in the sidebar.
  ss.hostSelect('Crosstable', 'A1');
  rt.run('useSelectedTable', null);
  return rt;
}

/**
 * The same rows, value for value (Object.is, as toEqual compares numbers and text). Jest's deep
 * equality takes seconds on 50,000 rows, so rows are compared here and the first differing row,
 * if any, is shown with its index.
 */
function expectSameRows(actual: unknown[][], expected: unknown[][]): void {
  expect(actual).toHaveLength(expected.length);
  const i = actual.findIndex(
    (row, r) => row.length !== expected[r].length || row.some((v, c) => !Object.is(v, expected[r][c])),
  );
  if (i >= 0) expect({ row: i, values: actual[i] }).toEqual({ row: i, values: expected[i] });
}

const CELL_LINE = /^[A-Z]{1,3}\d+: /;
/** "…; expected a whole number", or for a date "Enter ½ or 0.5 instead". */
const SAYS_WHAT_WAS_EXPECTED = /expected|instead/;

beforeAll(() => ensureBuilt(), 120_000);

describe.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
  const csv = c.csv === undefined ? toCsvText(c.grid) : c.csv;
  const timeout = c.timeout ?? 15_000;

  if (c.problems) {
    const problems = c.problems;

    if (csv !== null) {
      test(
        'CLI: exit status 2, each problem on stderr with its cell and what was expected, nothing on stdout',
        () => {
          const r = cli(csv);
          expect(r.out).toBe('');
          expect(r.status).toBe(2);
          const lines = r.err.trimEnd().split('\n');
          for (const line of lines) {
            if (!c.cellLess) expect(line).toMatch(CELL_LINE);
            expect(line).toMatch(SAYS_WHAT_WAS_EXPECTED);
          }
          for (const p of c.cliProblems ?? problems) expect(lines.filter((l) => l.startsWith(p))).toHaveLength(1);
        },
        timeout,
      );
    }

    test(
      'custom function: =STANDINGS(…) fails with each problem and its cell',
      () => {
        let message = '';
        try {
          STANDINGS(c.grid, 'uscf');
        } catch (e) {
          expect(e).toBeInstanceOf(Error);
          message = (e as Error).message;
        }
        // One line (the #ERROR! tooltip shows no line breaks), each problem in turn.
        expect(message).not.toContain('\n');
        const lines = message.split(/ (?=Cell [A-Z]+\d+ of the range: |…and \d+ more|\(Cells are named)/);
        for (const p of problems) {
          const m = CELL_LINE.exec(p);
          const shown = m ? `Cell ${m[0].slice(0, -2)} of the range: ${p.slice(m[0].length)}` : p;
          expect(lines.filter((l) => l.startsWith(shown))).toHaveLength(1);
        }
      },
      timeout,
    );

    test(
      'Rank standings: the alert shows each problem; nothing is written, the existing standings sheet included',
      () => {
        const rt = spreadsheetWith(c.grid);
        const before = snapshot(rt);
        rt.run('rankStandingsFromMenu');
        const alerts = rt.spreadsheet.hostUi.hostAlerts;
        expect(alerts).toHaveLength(1);
        const lines = alerts[0].prompt.split('\n');
        expect(lines[0]).toMatch(/^The crosstable at Crosstable!A1(:[A-Z]+\d+)? could not be ranked\.$/);
        for (const line of lines.slice(1)) expect(line).toMatch(SAYS_WHAT_WAS_EXPECTED);
        for (const p of problems) expect(lines.filter((l) => l.startsWith(p))).toHaveLength(1);
        expect(snapshot(rt)).toEqual(before);
      },
      timeout,
    );
  } else {
    const check = c.valid!;
    let memo: Json | undefined;
    /** The CLI's JSON, which the other front ends must match. */
    const json = (): Json => {
      if (!memo) {
        const r = cli(csv!, '--format', 'json');
        expect({ status: r.status, err: r.err }).toEqual({ status: 0, err: '' });
        memo = JSON.parse(r.out) as Json;
      }
      return memo;
    };

    test(
      'CLI: the correct standings',
      () => {
        check(json());
      },
      timeout,
    );

    test(
      'custom function: =STANDINGS(…) gives the same ranks, numbers and scores',
      () => {
        const rows = STANDINGS(c.grid, 'uscf');
        expect(rows[0].slice(0, 5)).toEqual(['Rank', 'Place', 'No.', 'Name', 'Score']);
        // Rank and Place are numbers unless shared ("3-5" stays text).
        expectSameRows(
          rows.slice(1).map((r) => [r[0], r[1], r[2], r[4]]),
          json().standings.map((s) => [placeValue(s.rank), placeValue(s.place), s.number, s.score]),
        );
      },
      timeout,
    );

    test(
      'Rank standings: the sheet holds the same standings; the crosstable is unchanged',
      () => {
        const rt = spreadsheetWith(c.grid);
        const crosstable = JSON.stringify(rt.spreadsheet.hostSheet('Crosstable').hostValues());
        rt.run('rankStandingsFromMenu');
        expect(rt.spreadsheet.hostUi.hostAlerts).toEqual([]);
        const { rows } = standingsTable(rt.spreadsheet.hostSheet('Standings'));
        expectSameRows(
          rows.map((r) => [r[0], r[1], r[2], r[5]]),
          json().standings.map((s) => [placeValue(s.rank), placeValue(s.place), s.number, s.score]),
        );
        expect(JSON.stringify(rt.spreadsheet.hostSheet('Crosstable').hostValues())).toBe(crosstable);
      },
      timeout,
    );
  }
});

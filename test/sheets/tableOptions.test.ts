/**
 * What the CLI says with --notation, --pab-points, --fide-rules and --match-points, a custom
 * function says in its options argument ("notation=us; pab=0.5"), and gets the CLI's answer; an
 * ambiguous table's refusal gives the formula to type rather than a command-line flag; a team
 * crosstable gives team standings and team columns equal to `tiebreaks standings FILE`; a
 * board-by-board sheet is refused with what to use instead. All through dist/Code.js.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppsScriptRuntime, cellA1, EmulatedSpreadsheet, putValues, Value, valuesFromDelimited } from '../../emulator';
import { ensureBuilt, readDist, ROOT } from '../bundle/built';
import * as small from '../read/smallEvent';
import { placeValue } from '../../src/sheets/numberFormats';
import { sheetLabels } from '../support/sheetLabels';

/** The CLI's JSON labels as =STANDINGS heads them (the Standings sheet's short headers). */
const heads = (labels: string[]) => {
  const map = sheetLabels(labels);
  return labels.map((l) => map.get(l) ?? l);
};

let code: string;
let dir: string;
beforeAll(() => {
  ensureBuilt();
  code = readDist('Code.js');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableOptions-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Grid = (string | number)[][];

/** The grid on sheet "Crosstable" from A1; the formula goes to sheet "Out". */
function sheet(grid: Grid): AppsScriptRuntime {
  const runtime = new AppsScriptRuntime({ code, spreadsheet: new EmulatedSpreadsheet() });
  runtime.spreadsheet.getActiveSheet().setName('Crosstable');
  putValues(runtime.spreadsheet, 'Crosstable', grid);
  runtime.spreadsheet.insertSheet('Out');
  return runtime;
}

function rangeOf(grid: Grid): string {
  return `Crosstable!A1:${cellA1(grid.length, Math.max(...grid.map((r) => r.length)))}`;
}

/** `formula` with RANGE standing for the whole grid, evaluated in Out!A1. */
function formula(grid: Grid, text: string): { values: Value[][]; error?: string } {
  return sheet(grid).setFormula('Out', 'A1', text.replace('RANGE', rangeOf(grid)));
}

/** The CLI's JSON for the grid written as a CSV file. */
function cli(grid: Grid, ...args: string[]): { tiebreaks: string[]; standings: Record<string, unknown>[] } {
  const file = path.join(dir, `t${Math.random().toString(36).slice(2)}.csv`);
  fs.writeFileSync(
    file,
    grid
      .map((r) => r.map((v) => (/[,"]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))).join(','))
      .join('\n') + '\n',
  );
  return JSON.parse(
    execFileSync('node', ['bin/tiebreaks.cjs', 'standings', file, '--format', 'json', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );
}

/** F and H mean different things in US Chess notation and FIDE TRF codes, and no score column decides. */
const AMBIGUOUS: Grid = [
  ['No.', 'R1', 'R2'],
  [1, 'F', 'H'],
  [2, 'U', ''],
  [3, 'H', 'F'],
];

/** Rank, No., score and tiebreak values of a STANDINGS result, as the CLI's JSON has them. */
function rowsOf(values: Value[][]): unknown[][] {
  return values.slice(1).map((r) => [r[0], r[2], r[4], ...r.slice(5, -1)]);
}
function cliRows(json: ReturnType<typeof cli>, score: 'score' | 'matchPoints'): unknown[][] {
  // Rank is a number on the sheet unless shared ("3-5").
  return json.standings.map((s) => [
    placeValue(String(s.rank)),
    s.number,
    s[score],
    ...json.tiebreaks.map((l) => (s.values as Record<string, number | null>)[l] ?? ''),
  ]);
}

describe('the options argument reads the table as the CLI flags do', () => {
  test('notation=us and notation=trf read an ambiguous table as --notation does, and the two differ', () => {
    const us = formula(AMBIGUOUS, '=STANDINGS(RANGE, "uscf", , , "notation=us")');
    const trf = formula(AMBIGUOUS, '=STANDINGS(RANGE, "uscf", , , "notation=trf")');
    expect(us.error).toBeUndefined();
    expect(trf.error).toBeUndefined();
    expect(rowsOf(us.values)).toEqual(cliRows(cli(AMBIGUOUS, '--notation', 'us'), 'score'));
    expect(rowsOf(trf.values)).toEqual(cliRows(cli(AMBIGUOUS, '--notation', 'trf'), 'score'));
    // F: a forfeit loss in US notation, a full-point bye in TRF: player 1 scores ½ against 1½.
    const scoreOf1 = (v: Value[][]) => v.find((r) => r[2] === 1)?.[4];
    expect([scoreOf1(us.values), scoreOf1(trf.values)]).toEqual([0.5, 1.5]);
    // The per-system functions take it in their options argument, next to the system's own.
    const solk = formula(AMBIGUOUS, '=SOLKOFF(RANGE, , , "notation=us")');
    expect(solk.error).toBeUndefined();
    expect(solk.values.map((r) => r[0])).toEqual([
      'SOLK',
      ...[1, 2, 3].map(
        (n) => cliRows(cli(AMBIGUOUS, '--notation', 'us', '--tiebreaks', 'SOLK'), 'score').find((r) => r[1] === n)![3],
      ),
    ]);
    const sb = formula(AMBIGUOUS, '=SONNEBORNBERGER(RANGE, , , "adjusted; notation=trf")');
    expect(sb.error).toBeUndefined();
    expect(sb.values[0][0]).toBe('SB(scores=adjusted)');
  });

  test('pab=0.5 makes the pairing-allocated bye worth a half point, as --pab-points 0.5 does', () => {
    // US notation without a score column: B is the pairing bye, a full point unless told.
    const grid: Grid = small.US.map((r) => [...r.slice(0, 3), ...r.slice(4)]);
    const plain = formula(grid, '=STANDINGS(RANGE)');
    const half = formula(grid, '=STANDINGS(RANGE, , , , "pab=0.5")');
    expect(half.error).toBeUndefined();
    expect(rowsOf(half.values)).toEqual(cliRows(cli(grid, '--pab-points', '0.5'), 'score'));
    const scoreOf2 = (v: Value[][]) => v.find((r) => r[2] === 2)?.[4];
    expect([scoreOf2(plain.values), scoreOf2(half.values)]).toEqual([3, 2.5]);
    // "½" and "0,5" (a decimal comma) say the same.
    expect(formula(grid, '=STANDINGS(RANGE, , , , "pab=½")').values).toEqual(half.values);
    expect(formula(grid, '=STANDINGS(RANGE, , , , "pab=0,5")').values).toEqual(half.values);
    expect(formula(grid, '=CUMULATIVE(RANGE, 2, , "pab=0")').values).toEqual(
      formula(grid, '=TIEBREAK(RANGE, "CUM", "pab=0", 2)').values,
    );
  });

  test('fide=2024 reads BH and SB as the FIDE systems under the 2024 rules, as --fide-rules 2024 does', () => {
    const grid = small.US;
    const standings = formula(grid, '=STANDINGS(RANGE, "BH, SB", , , "fide=2024")');
    expect(standings.error).toBeUndefined();
    const expected = cli(grid, '--tiebreaks', 'BH, SB', '--fide-rules', '2024');
    // Headed as on the Standings sheet ("FIDE-BH" for the JSON's "FIDE-BH(fide=2024)").
    expect(standings.values[0]).toEqual([
      'Rank',
      'Place',
      'No.',
      'Name',
      'Score',
      ...heads(expected.tiebreaks),
      'Decided by',
    ]);
    expect(expected.tiebreaks[0]).toMatch(/^FIDE-BH/);
    expect(rowsOf(standings.values)).toEqual(cliRows(expected, 'score'));
    // Alone, as on the command line, it means the FIDE preset.
    const preset = formula(grid, '=STANDINGS(RANGE, , , , "fide=2009")');
    expect(rowsOf(preset.values)).toEqual(cliRows(cli(grid, '--fide-rules', '2009'), 'score'));
    // TIEBREAK reads its code the same way.
    const bh = formula(grid, '=TIEBREAK(RANGE, "BH", "fide=2024")');
    expect(bh.values[0][0]).toBe(expected.tiebreaks[0]);
    expect(bh.values.slice(1).map((r) => r[0])).toEqual(
      [1, 2, 3, 4, 5, 6].map(
        (n) =>
          (expected.standings.find((s) => s.number === n)!.values as Record<string, number>)[expected.tiebreaks[0]],
      ),
    );
  });

  test.each([
    [
      '=STANDINGS(RANGE, , , , "notation=lothian")',
      'notation="lothian" is not a notation; expected one of us, msa, chess-results, vega, swissperfect, trf, rr, us-team, chess-results-team.',
    ],
    ['=STANDINGS(RANGE, , , , "pab=2")', 'pab="2": a pairing-allocated bye is worth 1, 0.5 or 0 points.'],
    [
      '=STANDINGS(RANGE, , , , "fide=2017")',
      'fide="2017" is not a version of the FIDE rules; expected 2009, 2024, 2026.',
    ],
    [
      '=STANDINGS(RANGE, , , , "mp=1,2,3")',
      'mp=1,2,3: Match points "1,2,3": expected three numbers for a match won, drawn and lost, highest first, such as 2,1,0 or 3,1,0.',
    ],
    [
      '=STANDINGS(RANGE, , , , "mp=3,1,0")',
      'mp= applies to team tables (one row per team); this is a crosstable of individual players.',
    ],
    [
      '=STANDINGS(RANGE, , , , "notaton=us")',
      'Unknown option "notaton=us"; expected notation=us|msa|chess-results|vega|swissperfect|trf|rr|us-team|chess-results-team, pab=1|0.5|0, fide=2009|2024|2026, mp=W,D,L, section=NAME, convention=fide|vega|swiss-manager|swisssys, missing=pass|stop, separated by ";".',
    ],
    [
      '=STANDINGS(RANGE, , , , "missing=skip")',
      'missing="skip": expected pass (a tie goes past a tiebreak the table has no data for, such as Most blacks without colours) or stop.',
    ],
    [
      '=STANDINGS(RANGE, , , , "missing=pass; missing=stop")',
      'missing= is given twice in the options; expected it once.',
    ],
    [
      '=SOLKOFF(RANGE, , , "missing=pass")',
      'Unknown option "missing=pass" for SOLK; expected notation=us|msa|chess-results|vega|swissperfect|trf|rr|us-team|chess-results-team, pab=1|0.5|0, fide=2009|2024|2026, mp=W,D,L, section=NAME, convention=fide|vega|swiss-manager|swisssys.',
    ],
    [
      '=STANDINGS(RANGE, , , , "notation=us; notation=trf")',
      'notation= is given twice in the options ("notation=us" and "notation=trf"); expected it once.',
    ],
    [
      '=SOLKOFF(RANGE, , , "unplayed=2")',
      'Unknown option "unplayed=2" for SOLK; expected notation=us|msa|chess-results|vega|swissperfect|trf|rr|us-team|chess-results-team, pab=1|0.5|0, fide=2009|2024|2026, mp=W,D,L, section=NAME, convention=fide|vega|swiss-manager|swisssys.',
    ],
    [
      '=BUCHHOLZ(RANGE, , , "fide=2024")',
      'fide= reads BH, SB and ARO as the FIDE systems; use it in STANDINGS or TIEBREAK, e.g. =TIEBREAK(A1:K40, "BH", "fide=2024").',
    ],
  ])('%s names what was wrong', (text, message) => {
    const result = formula(small.US, text);
    expect(result.values).toEqual([['#ERROR!']]);
    expect(result.error).toBe(message);
  });
});

describe('missing= : a tie that reaches a tiebreak the table has no data for', () => {
  /** Ben and Cai tie on 2, and the table has no colours. */
  const NO_COLOURS: Grid = [
    ['No.', 'Name', 'R1', 'R2', 'R3'],
    ['1', 'Ann', 'W4', 'D3', 'W5'],
    ['2', 'Ben', 'D5', 'W6', 'D3'],
    ['3', 'Cai', 'W6', 'D1', 'D2'],
    ['4', 'Dee', 'L1', 'L5', 'H'],
    ['5', 'Eve', 'D2', 'W4', 'L1'],
    ['6', 'Fay', 'L3', 'L2', 'B'],
  ];

  test('STANDINGS passes it over by default, as the CLI does, and says so in Decided by', () => {
    const standings = formula(NO_COLOURS, '=STANDINGS(RANGE, "BLACKS, MM")');
    expect(standings.error).toBeUndefined();
    expect(rowsOf(standings.values)).toEqual(cliRows(cli(NO_COLOURS, '--tiebreaks', 'BLACKS, MM'), 'score'));
    const decided = standings.values.map((r) => r[r.length - 1]);
    expect(decided).toContain('MM 4½ vs 3½ (BLACKS passed over: this table has no colours)');
    // The Michigan rule set on the same table: no tie reaches Most blacks (Modified Median separates Ben and Cai).
    expect(formula(NO_COLOURS, '=STANDINGS(RANGE, "mca", , , "missing=stop")').error).toBeUndefined();
  });

  test('missing=stop: the tie and the data it needs, as #ERROR!', () => {
    const stopped = formula(NO_COLOURS, '=STANDINGS(RANGE, "BLACKS, MM", , , "missing=stop")');
    expect(stopped.values).toEqual([['#ERROR!']]);
    expect(stopped.error).toContain(
      'The tie of Ben (No. 2) and Cai (No. 3) on 2 points reaches BLACKS (Most blacks), which needs the colour of every played game, and this table has no colours.',
    );
    const explained = formula(NO_COLOURS, '=TBEXPLAIN(RANGE, 2, "BLACKS, MM")');
    expect(String(explained.values[0][0])).toContain(
      'BLACKS (Most blacks, US Chess 34E6): passed over: this table has no colours',
    );
  });
});

describe('an ambiguous table: the advice is a formula, not a command-line flag', () => {
  test.each([
    ['=STANDINGS(RANGE)', '=STANDINGS(A1:K40, , , , "notation=us")'],
    ['=STANDINGS(RANGE, "mca", 2)', '=STANDINGS(A1:K40, "mca", 2, , "notation=us")'],
    ['=SOLKOFF(RANGE)', '=SOLKOFF(A1:K40, , , "notation=us")'],
    ['=SONNEBORNBERGER(RANGE, , , "adjusted")', '=SONNEBORNBERGER(A1:K40, , , "adjusted; notation=us")'],
    ['=TIEBREAK(RANGE, "SB")', '=TIEBREAK(A1:K40, "SB", "notation=us")'],
    ['=TBEXPLAIN(RANGE, 1)', '=TBEXPLAIN(A1:K40, 1, , , "notation=us")'],
  ])('%s', (text, advice) => {
    const { values, error } = formula(AMBIGUOUS, text);
    expect(values).toEqual([['#ERROR!']]);
    // One line: the advice, then each cell that reads two ways.
    expect(error).not.toContain('\n');
    const [first, ...rest] = error!.split(/ (?=Cell [A-Z]+\d+ of the range: )/);
    expect(first).toBe(
      'The letters in this table mean different things in US Chess notation and FIDE TRF codes, and nothing in the table decides which ' +
        '(no score column that fits only one reading, no cell only one of them uses). Say which notation it is in the options argument: ' +
        `${advice} or "notation=trf" (with your range for A1:K40), or add the score column.`,
    );
    expect(error).not.toContain('--notation');
    // The cells that read two ways are still named, counted from the range's top-left.
    expect(rest[0]).toMatch(
      /^Cell B2 of the range: "F" is a forfeit loss \(0\) in US Chess notation but a full-point bye \(1\) in FIDE TRF codes/,
    );
  });
});

describe('a team crosstable (one row per team) gives team values, equal to the CLI team standings', () => {
  const teamFile = path.join(ROOT, 'examples/team-swiss.csv');
  const team = valuesFromDelimited(fs.readFileSync(teamFile, 'utf8')) as Grid;
  const teamCli = (...args: string[]) =>
    JSON.parse(
      execFileSync('node', ['bin/tiebreaks.cjs', 'standings', teamFile, '--format', 'json', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    );

  test.each([
    ['as written, match points 2,1,0', false, [] as string[], ''],
    [
      'without its MP column, mp=3,1,0 and the MCA order',
      true,
      ['--match-points', '3,1,0', '--preset', 'mca'],
      '"mca", , , "mp=3,1,0"',
    ],
  ])('STANDINGS: %s', (_name, dropMp, args, more) => {
    // The table's own MP column says 2,1,0: under 3,1,0 it would disagree (and be refused, below).
    const grid = dropMp ? team.map((r) => [...r.slice(0, 2), ...r.slice(3)]) : team;
    const expected = cli(grid, ...args);
    const { values, error } = formula(grid, `=STANDINGS(RANGE${more ? `, ${more}` : ''})`);
    expect(error).toBeUndefined();
    expect(values[0]).toEqual(['Rank', 'Place', 'No.', 'Team', 'MP', ...heads(expected.tiebreaks), 'Decided by']);
    expect(expected.tiebreaks[0]).toBe(dropMp ? 'PLAY' : 'GP');
    expect(expected.tiebreaks).toContain('GP');
    expect(values.slice(1).map((r) => r.slice(0, 5))).toEqual(
      expected.standings.map((s) => [
        placeValue(String(s.rank)),
        placeValue(String(s.place)),
        s.number,
        s.team,
        s.matchPoints,
      ]),
    );
    expect(rowsOf(values)).toEqual(cliRows(expected, 'matchPoints'));
    if (!dropMp) expect(expected).toEqual(teamCli());
  });

  test('mp= that disagrees with the MP column names its cells', () => {
    const { error } = formula(team, '=STANDINGS(RANGE, , , , "mp=3,1,0")');
    expect(error!.split(/ (?=Cell [A-Z]+\d+ of the range: |\(Cells are named)/)[0]).toBe(
      "Cell C2 of the range: the match points column says 6 but team 1's matches give 9 at 3,1,0 for a match won, drawn, lost; expected them to agree (or name the match points the event uses).",
    );
  });

  test('SOLKOFF, CUMULATIVE and TIEBREAK(…, "GP") line up with the team rows', () => {
    const expected = teamCli();
    const byNumber = new Map<number, Record<string, number>>(
      expected.standings.map((s: { number: number; values: Record<string, number> }) => [s.number, s.values]),
    );
    const runtime = sheet(team);
    const columns: [string, string][] = [
      ['SOLK', '=SOLKOFF(RANGE)'],
      ['CUM', '=CUMULATIVE(RANGE)'],
      ['GP', '=TIEBREAK(RANGE, "GP")'],
    ];
    for (const [label, text] of columns) {
      const { values, error } = runtime.setFormula('Out', 'A1', text.replace('RANGE', rangeOf(team)));
      expect(error).toBeUndefined();
      expect(values).toHaveLength(team.length);
      expect(values[0][0]).toBe(label);
      team
        .slice(1)
        .forEach((row, i) =>
          expect([row[0], values[i + 1][0]]).toEqual([row[0], byNumber.get(Number(row[0]))![label]]),
        );
    }
    // GP is the game points each team scored: the GP column the table itself carries.
    const gp = runtime.setFormula('Out', 'A1', `=TIEBREAK(${rangeOf(team)}, "GP", , 3)`).values[0][0];
    expect(gp).toBe(13);
    expect(team[3].slice(0, 4)).toEqual([3, 'Detroit Dragons', 6, 13]);
  });

  test("TBEXPLAIN explains a team's line in match points, GP first, as --explain does", () => {
    const cliText = execFileSync('node', ['bin/tiebreaks.cjs', 'standings', teamFile, '--explain', '3'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trimEnd();
    const { values, error } = formula(team, '=TBEXPLAIN(RANGE, 3)');
    expect(error).toBeUndefined();
    expect(values[0][0]).toBe(cliText);
    const lines = cliText.split('\n');
    // The rounds in words come between the first line and the arithmetic.
    expect([lines[0], lines.find((l) => l.startsWith('GP '))]).toEqual([
      '#3 Detroit Dragons: match points 6 after 5 rounds, place 3-5, rank 3',
      'GP (Game points, MCA / Big Rapids team rule): 13 = R1 1½ (loss v #8), R2 3½ (win v #6), R3 4 (forfeit win v #4), R4 3½ (win v #2), R5 ½ (loss v #9); GP 13',
    ]);
  });

  test('GP on a crosstable of individual players says it needs a team table', () => {
    const { error } = formula(small.US, '=TIEBREAK(RANGE, "GP")');
    expect(error).toMatch(/team/);
  });

  test('pab= is refused on a team table, as --pab-points is', () => {
    expect(formula(team, '=STANDINGS(RANGE, , , , "pab=0.5")').error).toBe(
      'pab= applies to crosstables of individual players; a team bye counts as a match won, with the game points the table gives it.',
    );
  });
});

describe('a board-by-board sheet cannot be lined up with its rows', () => {
  const boards = valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/team-boards.csv'), 'utf8')) as Grid;
  const refusal =
    'This is a board-by-board sheet (one row per game, not one per team), so its results cannot be lined up with its rows. ' +
    'Select it and use Extensions → Tiebreaks → Rank standings, which writes the team standings and the board prizes.';

  test.each(['=STANDINGS(RANGE)', '=SOLKOFF(RANGE)', '=TIEBREAK(RANGE, "GP")', '=TBEXPLAIN(RANGE, 1)'])(
    '%s is refused with what to use instead',
    (text) => {
      expect(formula(boards, text)).toEqual({ values: [['#ERROR!']], error: refusal });
    },
  );

  test('naming it as a notation is refused the same way', () => {
    expect(formula(small.US, '=STANDINGS(RANGE, , , , "notation=board-sheet")').error).toBe(refusal);
  });
});

/**
 * Issue 17, part C: every pattern a director's text reaches runs in linear time, proven without
 * a clock. A static ReDoS analyser (recheck, its pure-JS backend: no JVM, no network) checks
 * every regular expression literal in the readers' sources, found by parsing them, and every
 * pattern they build with `new RegExp` (listed below, imported from the modules); a pattern it
 * finds super-linear fails with the attack string it gives. Then each reader is handed its worst
 * cell, 200,000 characters of a former pattern's attack, and must refuse it naming the cell.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';
import { CrosstableError } from '../../src/model/problems';
import { PRIZE_PATTERNS, readPrizeTable } from '../../src/prizes/table';
import { BUILT_PATTERNS } from '../../src/read/cells';
import { MAX_RESULT_CELL_LENGTH } from '../../src/read/notation';
import { readAny } from '../../src/read/readAny';
import { BYE, GAME, TRIPLET } from '../../src/read/usNotation';
import { readTable } from '../../src/request';
import { readTeamEvent } from '../../src/teams/read';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';

// Before recheck loads: its pure-JS checker, not the JVM or native binary it would look for.
process.env.RECHECK_BACKEND = 'pure';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkSync } = require('recheck') as typeof import('recheck');

const ROOT = path.join(__dirname, '../..');
const inDir = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${dir}/${f}`);

/** The sources user text reaches: every reader, the prize table's cells, tiebreak specs and table options. */
const SOURCES = [
  ...inDir('src/read'),
  ...inDir('src/teams'),
  'src/prizes/table.ts',
  'src/prizes/groups.ts',
  'src/prizes/money.ts',
  'src/tiebreaks/registry.ts',
  'src/sheets/arguments.ts',
  'src/sheets/tableOptions.ts',
];

/** Patterns a module builds with `new RegExp`: the analyser needs them built, so they are listed here. */
const CONSTRUCTED: Record<string, readonly RegExp[]> = {
  'src/read/usNotation.ts': [TRIPLET, GAME, BYE],
  'src/read/cells.ts': BUILT_PATTERNS,
  'src/prizes/table.ts': PRIZE_PATTERNS,
};

/**
 * Patterns that never see a director's text, with the reason. Each must still be in its file, so
 * the list cannot outlive its patterns.
 */
const NOT_USER_TEXT: { file: string; source: string; why: string }[] = [];

interface Found {
  file: string;
  line: number;
  source: string;
  flags: string;
}

/** Every regular expression literal in a TypeScript file, as the compiler's parser sees it. */
function literalsIn(file: string): Found[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sf);
      const end = literal.lastIndexOf('/');
      found.push({
        file,
        line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** How many `new RegExp(` a file has: each must be listed in CONSTRUCTED. */
const constructedCount = (file: string) =>
  (fs.readFileSync(path.join(ROOT, file), 'utf8').match(/\bnew RegExp\(/g) ?? []).length;

/** "safe", or what the analyser found: its complexity and attack string. */
function verdict(source: string, flags: string): string {
  // g and y only say where matching starts; the analyser wants the pattern's own flags.
  const r = checkSync(source, flags.replace(/[gy]/g, ''), { timeout: 20_000 });
  if (r.status === 'safe') return 'safe';
  if (r.status === 'vulnerable') return `${r.complexity.summary}, attack ${r.attack.pattern}`;
  return `${r.status}: ${JSON.stringify(r.error)}`;
}

describe('every pattern user text reaches is linear (static ReDoS analysis)', () => {
  const literals = SOURCES.flatMap(literalsIn);

  test('the scan finds the readers’ patterns (it is not looking at nothing)', () => {
    expect(literals.length).toBeGreaterThan(100);
    expect(literals.map((l) => `${l.file} ${l.source}`)).toContain('src/teams/usTeam.ts ^\\(([^()]*)\\)$');
  });

  test('every pattern a module builds with new RegExp is listed for the check', () => {
    const unlisted = SOURCES.filter((f) => constructedCount(f) !== (CONSTRUCTED[f]?.length ?? 0));
    expect(unlisted).toEqual([]);
  });

  test('each exemption names a pattern still in its file', () => {
    for (const e of NOT_USER_TEXT) expect(literalsIn(e.file).map((l) => l.source)).toContain(e.source);
  });

  test('no literal is super-linear', () => {
    const exempt = (l: Found) => NOT_USER_TEXT.some((e) => e.file === l.file && e.source === l.source);
    const unsafe = literals
      .filter((l) => !exempt(l))
      .flatMap((l) => {
        const v = verdict(l.source, l.flags);
        return v === 'safe' ? [] : [`${l.file}:${l.line} /${l.source}/${l.flags}: ${v}`];
      });
    expect(unsafe).toEqual([]);
  }, 120_000);

  test('no built pattern is super-linear', () => {
    const unsafe = Object.entries(CONSTRUCTED).flatMap(([file, patterns]) =>
      patterns.flatMap((re) => {
        const v = verdict(re.source, re.flags);
        return v === 'safe' ? [] : [`${file} /${re.source}/${re.flags}: ${v}`];
      }),
    );
    expect(unsafe).toEqual([]);
  });

  /** The patterns this issue replaced: the check must call each vulnerable, or it proves nothing. */
  const FORMER: [string, string, string][] = [
    [
      'src/teams/read.ts team cell',
      '^[WDLXF]\\s*\\d+\\s*[WB]?\\s*(\\(\\s*[\\d.,½]+\\s*\\)|[\\d.,½]+\\s*[-:–]\\s*[\\d.,½]+)$',
      'i',
    ],
    ['src/teams/usTeam.ts game points (own)', '^\\(\\s*([^()]+?)\\s*\\)$', ''],
    ['src/teams/usTeam.ts game points (both)', '^([\\d.,½¼¾ ]+?)\\s*[-:–]\\s*([\\d.,½¼¾ ]+)$', ''],
    ['src/teams/usTeam.ts bye', '^(BYE|B|H)\\b\\s*(.*)$', ''],
    ['src/teams/usTeam.ts match', '^([WDLXFZ])\\s*(\\d{1,4})?\\s*(?:([WB])(?![\\d]))?\\s*(.*)$', ''],
    ['src/read/usNotation.ts game', '^([WLDNRSXFZ])\\s*(\\d{1,6})?\\s*([WB])?$', ''],
    ['src/read/chessResults.ts', '^(\\d{1,6})\\s*([wb])\\s*(.*)$', ''],
    ['src/teams/chessResultsTeam.ts', '^(\\d{1,5})\\s*([wb])\\s*(.*)$', ''],
    ['src/read/vega.ts withdrawn', '^(.*?)\\s*\\(W\\)\\s*$', 'i'],
    ['src/read/vegaText.ts line', '^\\s*(\\d{1,5})\\s+(.*?)\\s*\\|([^|]*)(?:\\|.*)?$', ''],
    ['src/read/trf.ts scoring tag', '([A-Z]+)\\s*=\\s*(\\d+(?:[.,]\\d+)?)', 'g'],
    [
      'src/tiebreaks/registry.ts spec',
      '^\\s*([A-Za-z][A-Za-z0-9-]*)((?:\\s*\\/\\s*[A-Za-z0-9]+)*)\\s*(?:[:(]\\s*([^)]*?)\\s*\\)?)?\\s*$',
      '',
    ],
    ['src/sheets/tableOptions.ts option', '^([a-z][a-z0-9-]*)\\s*=\\s*(.*)$', 'i'],
    ['src/sheets/arguments.ts row of a cell', '\\d+$', ''],
    ['src/prizes/groups.ts group joiner', '\\s*\\/\\s*|\\s+or\\s+', 'i'],
  ];
  test.each(FORMER)('the former %s pattern is called vulnerable', (_name, source, flags) => {
    expect(verdict(source, flags)).toMatch(/polynomial|exponential/);
  });
});

// ---------------------------------------------------------------------------------------------
// Each reader and its worst cell. No clock: a former pattern took minutes on these (the team
// cell 10 s at 100,000 characters, quadratic); the jest timeout is a hang guard only.

const LONG = 200_000;
const pump = (prefix: string, unit: string, suffix: string) =>
  prefix + unit.repeat(Math.ceil((LONG - prefix.length - suffix.length) / unit.length)) + suffix;
const HEADER = ['No.', 'Name', 'R1', 'R2'];
/** A two-player table with `cell` as player 1's round 1 (C2), in the notation of `other`. */
const withCell = (cell: string, other: [string, string, string]) => [
  HEADER,
  ['1', 'Ann', cell, other[0]],
  ['2', 'Ben', other[1], other[2]],
];

/** The reader refuses, and one problem names `cell` and says the result is too long. */
function refusesAt(read: () => unknown, cell: string): void {
  let error: unknown;
  try {
    read();
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    error = e;
  }
  expect(error).toBeInstanceOf(CrosstableError);
  const problems = (error as CrosstableError).problems;
  const at = problems.find((p) => p.cell === cell);
  expect(at?.message).toMatch(
    new RegExp(`characters\\) cannot be read: a result has at most ${MAX_RESULT_CELL_LENGTH} characters\\.$`),
  );
  // The problem quotes the start of the cell, not all of it.
  expect(at!.message.length).toBeLessThan(200);
}

const US: [string, string, string] = ['W2', 'L1', 'L1'];
const CR: [string, string, string] = ['2w1', '1b0', '1b0'];
const CELLS: [string, string, [string, string, string], string | undefined][] = [
  // The team-cell pattern's own attack, a team cell's digits with no game points after them.
  ['team-cell digits (US)', pump('W', '1', 'x'), US, undefined],
  ['team-cell digits and spaces (US)', pump('W1', ' 1', ' x'), US, undefined],
  ['US game: letter and digits', pump('W', '7', 'Bx'), US, undefined],
  ['US triplet digits', pump('W:', '1', ':Q'), US, undefined],
  ['chess-results rest', pump('1w', ' 1', '\n'), CR, 'chess-results'],
  ['chess-results digits', pump('1', '2', 'b'), CR, 'chess-results'],
  ['Vega result', pump('+W', '1', '-'), ['=B2', '=B1', '-W1'], 'vega'],
  ['SwissPerfect result', pump('1', '1', ':Q'), ['2:W', '1:L', '1:L'], 'swissperfect'],
];

describe('each reader refuses its worst long cell, naming it', () => {
  test.each(CELLS)('%s: readAny', (_name, cell, other, notation) => {
    refusesAt(() => readAny(withCell(cell, other), notation ? { notation } : {}), 'C2');
  });

  // readTable detects (a team table first); the notations forced above are readAny's own.
  test.each(CELLS.filter(([, , , notation]) => notation === undefined))(
    '%s: readTable (team detection first)',
    (_name, cell, other) => {
      refusesAt(() => readTable(withCell(cell, other)), 'C2');
    },
  );

  test('a team table: US team and chess-results team cells', () => {
    const team = (cell: string) => [
      ['No.', 'Team', 'R1', 'R2'],
      ['1', 'Knights', cell, 'W2 2-2'],
      ['2', 'Rooks', 'L1 1-3', 'D1 2-2'],
    ];
    refusesAt(() => readTeamEvent(team(pump('W12 ', '1', '-')), { notation: 'us-team' }), 'C2');
    refusesAt(() => readTeamEvent(team(pump('W12 (', ' 1', ' x')), { notation: 'us-team' }), 'C2');
    refusesAt(() => readTeamEvent(team(pump('B', ' 1', '\n')), { notation: 'us-team' }), 'C2');
    refusesAt(() => readTeamEvent(team(pump('2', 'w', ' 1')), { notation: 'chess-results-team' }), 'C2');
  });

  test('a board-by-board sheet: the result cell', () => {
    const grid = [
      ['Round', 'Board', 'Team', 'Player', 'Opponent team', 'Opponent', 'Result'],
      ['1', '1', 'Knights', 'Ann', 'Rooks', 'Bo', pump('1', '1', '-')],
    ];
    let error: unknown;
    try {
      readTeamEvent(grid, { notation: 'board-sheet' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CrosstableError);
    const g2 = (error as CrosstableError).problems.find((p) => p.cell === 'G2');
    expect(g2?.message).toMatch(
      /^"1{20}…" \(200,000 characters\) cannot be read: a result has at most 40 characters\.$/,
    );
  });

  test('a round-robin grid cell', () => {
    const grid = [
      ['No.', 'Name', 'vs1', 'vs2'],
      ['1', 'Ann', '*', pump('1', '0', '/')],
      ['2', 'Ben', '0', '*'],
    ];
    refusesAt(() => readAny(grid, { notation: 'rr' }), 'D2');
  });

  test('a Vega text file: a line of spaces with no bar is not a player line', () => {
    const text = [
      'Rank Name Rtg Fed Pts | 1 2 |',
      '1 Ann 2000 USA 1.5 | +W2 =B2 |',
      '2 Ben 1900 USA 0.5 | -B1 =W1 |',
      pump('3\t', '\t', '\t\u2028'),
    ].join('\n');
    const { tournament } = readAny(text);
    expect(tournament.players.map((p) => p.name)).toEqual(['Ann', 'Ben']);
  });

  test('a Vega text file: a long result cell is named by line and round', () => {
    const text = ['1 Ann 2000 USA 1.0 | +W2 ' + pump('+W', '2', '') + ' |', '2 Ben 1900 USA 1.0 | -B1 =W1 |'].join(
      '\n',
    );
    refusesAt(() => readAny(text), 'line 1 round 2');
  });

  test('a tiebreak spec of a long run of spaces is an unknown tiebreak, quoted by its start and length', () => {
    const spec = pump('MM(', ' ', ')x');
    expect(() => parseTiebreakSpec(spec)).toThrow(/^Unknown tiebreak "MM\( /);
    let message = '';
    try {
      parseTiebreakSpec(spec);
    } catch (e) {
      message = (e as Error).message;
    }
    // The message quotes 20 characters and the length, not the whole pasted text.
    expect(message).toMatch(/^Unknown tiebreak "MM\( {17}…" \(\d{1,3}(,\d{3})+ characters\)\. Expected one of /);
    expect(message.length).toBeLessThan(1000);
  });

  test('a prize group of a long run of spaces is not a group', () => {
    const grid = [
      ['Group', 'Place', 'Prize'],
      [pump('U1200', ' ', 'x'), '1', '$100'],
    ];
    expect(() => readPrizeTable(grid, [])).toThrow(CrosstableError);
  });
});

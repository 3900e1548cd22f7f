/**
 * Issue 26, limits and contradictions: every list a director gives has a stated limit and a clear
 * refusal, decided once in src/request and worded by each front end; an option given twice is
 * refused naming both, whichever kind of option it is; an option given empty is refused, whichever
 * option it is; a TRF's TBK line that contradicts its player line is refused naming both lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../support/cli';
import { STANDINGS, TIEBREAK } from '../../src/sheets/customFunctions';
import { MAX_TIEBREAKS, resolveOrder } from '../../src/request';
import { settingsOrder } from '../../src/sheets/settings';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { splitTableOptions } from '../../src/sheets/tableOptions';
import type { RankSettings } from '../../src/sheets/shapes';
import { readTrf, trfLinesOfText } from '../../src/read/trf';
import { CrosstableError } from '../../src/model/problems';
import { MAX_PRIZES, readPrizeTableText } from '../../src/prizes/table';

const SWISS = fs.readFileSync(path.join(__dirname, '../../examples/spring-swiss.csv'), 'utf8');
const SCHOOLS = fs.readFileSync(path.join(__dirname, '../../examples/scholastic-k5.csv'), 'utf8');
/** The spring Swiss as a sheet's values (its CSV has no quoted commas). */
const GRID = SWISS.trim()
  .split('\n')
  .map((line) => line.split(','));

/** n copies of a code, as a list a director might paste. */
const codes = (n: number, code = 'PLAY') => Array.from({ length: n }, () => code).join(',');

/** The message of the Error f throws (an #ERROR! tooltip), or a failure if it throws none. */
function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
}

const SETTINGS: RankSettings = {
  preset: 'custom',
  order: [],
  afterRound: null,
  lots: false,
  lotSeed: 0,
  matchPoints: '2,1,0',
  notation: '',
  pab: '',
  fideRules: '',
  missingData: '',
};

describe('tiebreak codes: at most MAX_TIEBREAKS', () => {
  test('the limit is stated once, and the request layer refuses past it with the count', () => {
    expect(MAX_TIEBREAKS).toBe(30);
    expect(resolveOrder({ codes: [codes(MAX_TIEBREAKS)] }).ok).toBe(true);
    expect(resolveOrder({ codes: [codes(MAX_TIEBREAKS + 1)] })).toEqual({
      ok: false,
      refusal: { code: 'too-many-tiebreaks', given: '31' },
    });
    // Several cells of a range count together.
    expect(resolveOrder({ codes: [codes(20), codes(11)] })).toMatchObject({
      ok: false,
      refusal: { code: 'too-many-tiebreaks', given: '31' },
    });
  });

  test('the CLI: 5,000 codes are a usage error, not a stack overflow', () => {
    const r = runCli(['standings', 'swiss.csv', '--tiebreaks', codes(5000)], { 'swiss.csv': SWISS });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe(
      '--tiebreaks lists 5,000 tiebreaks; expected at most 30, such as "MM, SOLK, CUM" (each breaks only the ties the ones before it leave).',
    );
    expect(r.err).not.toContain('call stack');
  });

  test('the CLI: 30 codes still rank', () => {
    const r = runCli(['standings', 'swiss.csv', '--tiebreaks', codes(30), '--format', 'json'], { 'swiss.csv': SWISS });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.out).tiebreaks).toHaveLength(30);
  });

  test('=STANDINGS: 10,001 codes are refused in the tooltip, not "Maximum call stack size exceeded"', () => {
    expect(thrown(() => STANDINGS(GRID, codes(10001)))).toBe(
      'The tiebreaks list 10,001 codes; expected at most 30, such as "MM, SOLK, CUM" (each breaks only the ties the ones before it leave).',
    );
  });

  test('the sidebar: a custom order past the limit is refused in its words', () => {
    const order = Array.from({ length: 31 }, () => 'MM');
    expect(thrown(() => settingsOrder({ ...SETTINGS, order }))).toBe(
      'The custom order has 31 tiebreaks; at most 30 can be used. Remove some from the list.',
    );
    expect(settingsOrder({ ...SETTINGS, order: order.slice(1) })).toHaveLength(30);
  });
});

describe('an option given twice: refused, naming both, for tiebreak options as for table options', () => {
  test.each([
    [
      'MM(minus=lowest;minus=highest)',
      'MM: minus is given twice ("minus=lowest" and "minus=highest"); expected it once.',
    ],
    ['MM:minus=lowest,minus=lowest', 'MM: minus is given twice ("minus=lowest" and "minus=lowest"); expected it once.'],
    [
      'SB(scores=adjusted; SCORES = final)',
      'SB: scores is given twice ("scores=adjusted" and "SCORES = final"); expected it once.',
    ],
  ])('%s', (text, message) => {
    expect(() => parseTiebreakSpec(text)).toThrow(message);
  });

  test('in the CLI and in TIEBREAK', () => {
    const r = runCli(['standings', 'swiss.csv', '--tiebreaks', 'MM(minus=lowest;minus=highest)'], {
      'swiss.csv': SWISS,
    });
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      'MM: minus is given twice ("minus=lowest" and "minus=highest"); expected it once.',
    );
    expect(thrown(() => TIEBREAK(GRID, 'MM', 'minus=lowest; minus=highest'))).toContain(
      'MM: minus is given twice ("minus=lowest" and "minus=highest"); expected it once.',
    );
  });

  test('a table option given twice names both too', () => {
    expect(() => splitTableOptions('pab=1; notation=us; PAB=0.5')).toThrow(
      'pab= is given twice in the options ("pab=1" and "PAB=0.5"); expected it once.',
    );
  });
});

describe('an option given empty: refused, whichever option it is', () => {
  test.each([
    [['school-teams', 'schools.csv', '--team-column', ''], '--team-column'],
    [['school-teams', 'schools.csv', '--team-column', '  '], '--team-column'],
    [['school-teams', 'schools.csv', '--team-column='], '--team-column'],
    [['standings', 'schools.csv', '--preset', ''], '--preset'],
    [['standings', 'schools.csv', '--notation', ''], '--notation'],
    [['standings', 'schools.csv', '--after-round', ''], '--after-round'],
    [['standings', 'schools.csv', '--lots', ''], '--lots'],
    [['standings', 'schools.csv', '--fide-rules', ''], '--fide-rules'],
    [['prizes', 'schools.csv', 'prizes.csv', '--prefer', ''], '--prefer'],
  ])('%j', (argv, option) => {
    const r = runCli(argv, { 'schools.csv': SCHOOLS, 'prizes.csv': 'Prize,Amount\n1st,$100\n' });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe(`${option} is empty; give it a value, or leave the option out.`);
  });

  test('the options that said so already keep their own words', () => {
    const by = runCli(['school-teams', 'schools.csv', '--by', ''], { 'schools.csv': SCHOOLS });
    expect(by.err.split('\n')[0]).toBe(
      "--by expects the header of the column naming each player's section, such as Section.",
    );
    const tiebreaks = runCli(['standings', 'schools.csv', '--tiebreaks', ''], { 'schools.csv': SCHOOLS });
    expect(tiebreaks.err.split('\n')[0]).toBe(
      '--tiebreaks is empty; expected codes such as "MM, SOLK, CUM", or leave it out for the US Chess order.',
    );
  });
});

describe('a TRF whose TBK lines contradict its player lines: refused, naming both lines', () => {
  /**
   * The spring Swiss as export-trf writes it in the 2016 form (TBK is that form's extension; the
   * 2025 form's bye records would say the same rounds again), with `tbk` lines after its three
   * head lines.
   */
  function trfWith(...tbk: string[]): string {
    const r = runCli(['export-trf', 'swiss.csv', '--trf', '2016'], { 'swiss.csv': SWISS });
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    return [...lines.slice(0, 3), ...tbk, ...lines.slice(3)].join('\n');
  }
  /** The problems reading `text` gives, as the CLI prints them. */
  function problemsOf(text: string): string[] {
    try {
      readTrf(trfLinesOfText(text));
    } catch (e) {
      if (e instanceof CrosstableError) return e.problems.map((p) => `${p.cell}: ${p.message}`);
      throw e;
    }
    throw new Error('expected the file to be refused');
  }

  test('a TBK line where the player line holds the code it stands for is read (the export round trip)', () => {
    // Player 5's round 5 is "0000 - H": worth what a forfeit draw is, so TBK Z says which it was.
    const { tournament } = readTrf(trfLinesOfText(trfWith('TBK    5   5 Z')));
    expect(tournament.players.find((p) => p.number === 5)?.entries[4]?.kind).toBe('forfeitDraw');
  });

  test('TBK X on the pairing-bye code stands whatever the pairing bye is worth', () => {
    // Player 5's round 5 as the export writes a forfeit win without an opponent (and 1½ points).
    const text = trfWith('TBK    5   5 X')
      .replace(/(001 {4}5 .*)0000 - H/, '$10000 - +')
      .replace(/(001 {4}5 .*) 1\.0 /, '$1 1.5 ')
      // The file's own pairing byes written as full-point byes, so their value stays 1 below.
      .replace(/0000 - U/g, '0000 - F');
    for (const pabQuarters of [undefined, 0, 2]) {
      const { tournament } = readTrf(trfLinesOfText(text), { pabQuarters });
      expect(tournament.players.find((p) => p.number === 5)?.entries[4]?.kind).toBe('forfeitWin');
    }
  });

  test('a TBK line on a played game is refused, not read over it', () => {
    // Player 1's round 1 is "8 w 1", a win over the board.
    expect(problemsOf(trfWith('TBK    1   1 X'))).toEqual([
      'line 4: this TBK line makes player 1\'s round 1 a forfeit win, but their player line (line 5) says "8 w 1"; expected "0000 - +" there (TBK only says more about a round that code leaves open).',
    ]);
  });

  test('a TBK line on a round worth other points is refused', () => {
    expect(problemsOf(trfWith('TBK    5   5 X'))).toEqual([
      'line 4: this TBK line makes player 5\'s round 5 a forfeit win, but their player line (line 9) says "0000 - H"; expected "0000 - +" there (TBK only says more about a round that code leaves open).',
    ]);
    expect(problemsOf(trfWith('TBK    5   5 F'))).toEqual([
      'line 4: this TBK line makes player 5\'s round 5 a forfeit loss, but their player line (line 9) says "0000 - H"; expected "0000 - -" there (TBK only says more about a round that code leaves open).',
    ]);
  });

  test('two TBK lines for one round are refused, naming both', () => {
    expect(problemsOf(trfWith('TBK    5   5 Z', 'TBK    5   5 Z 4'))).toEqual([
      "line 5: this TBK line gives player 5's round 5 again (line 4 gave it first); expected one TBK line a round.",
    ]);
  });

  test('through the CLI: exit status 2, both lines named', () => {
    const r = runCli(['standings', 'event.trf'], { 'event.trf': trfWith('TBK    1   1 X') });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(
      'line 4: this TBK line makes player 1\'s round 1 a forfeit win, but their player line (line 5) says "8 w 1"',
    );
  });
});

describe('prize lines: at most MAX_PRIZES rows', () => {
  const table = (rows: number) =>
    [
      'Group,Place,Prize',
      ...Array.from({ length: rows }, (_, i) => `U${1000 + (i % 900)},${1 + Math.floor(i / 900)},$1`),
    ].join('\n');

  test('the limit is stated once; a table past it is refused at the first row over, not read row by row', () => {
    expect(MAX_PRIZES).toBe(1000);
    expect(() => readPrizeTableText(table(MAX_PRIZES + 1), [])).toThrow(
      'A1002: the prize table has more than 1,000 prize rows; expected at most 1,000 (one row per prize).',
    );
    const problems = (() => {
      try {
        readPrizeTableText(table(100_000), []);
      } catch (e) {
        return (e as CrosstableError).problems;
      }
      return [];
    })();
    expect(problems).toHaveLength(1);
  });

  test('1,000 rows still read', () => {
    expect(readPrizeTableText(table(MAX_PRIZES), []).groups.flatMap((g) => g.prizes)).toHaveLength(1000);
  });

  test('through the CLI: exit status 2 and the one problem', () => {
    const r = runCli(['prizes', 'swiss.csv', 'prizes.csv'], { 'swiss.csv': SWISS, 'prizes.csv': table(5000) });
    expect(r.status).toBe(2);
    expect(r.err).toContain('A1002: the prize table has more than 1,000 prize rows; expected at most 1,000');
    expect(r.err.split('\n').filter((l) => l.includes('prize rows'))).toHaveLength(1);
  });
});

/**
 * The CLI contract (src/cli/main.ts): run(argv, io) with an in-memory io, and the real binary
 * once through npm. Output formats are a contract: JSON keys and types, CSV header, the text
 * table with ½; bad input exits 2 with problems on stderr and nothing on stdout.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decode, run } from '../../src/cli/main';
import { findPreset, PRESETS } from '../../src/standings/presets';
import { TIEBREAK_CODES } from '../../src/tiebreaks/registry';
import { runCli } from '../support/cli';

/**
 * Six players, three rounds, colours recorded. Scores: Ann 2½, Cai 2, Ben 2, Eve 1½, Fay 1
 * (a full-point bye), Dee ½ (a half-point bye, unrated). Ben and Cai are split by MM:
 * Cai's opponents (adjusted) ½ (Fay: 0 + 0 + ½ for her bye), 2½, 2 → plus score drops ½ → 4½;
 * Ben's 1½, ½, 2 → 3½.
 */
const SWISS = `No.,Name,Rating,Score,R1,R2,R3
1,Ann,2450,2.5,W4W,D3B,W5W
2,Ben,2300,2,D5B,W6W,D3B
3,Cai,2100,2,W6W,D1W,D2W
4,Dee,,0.5,L1B,L5W,H
5,Eve,1900,1.5,D2W,W4B,L1B
6,Fay,1800,1,L3B,L2B,B
`;

/** Four players who drew every game: no tiebreak separates them. */
const ALL_DRAWN = `No.,Name,R1,R2,R3
1,Ann,D2W,D3B,D4W
2,Ben,D1B,D4W,D3B
3,Cai,D4B,D1W,D2W
4,Dee,D3W,D2B,D1B
`;

/** An unreadable cell (E3). */
const BAD = `No.,Name,Score,R1,R2
1,Ann,1,W2,U
2,Ben,0,L1,Q
3,Cai,0,U,U
`;

/** Readable cells, but an opponent not in the table (E2) and a score that disagrees (C4). */
const INCONSISTENT = `No.,Name,Score,R1,R2
1,Ann,2,W2,W9
2,Ben,0,L1,U
3,Cai,3,U,U
`;

interface Result {
  status: number;
  out: string;
  err: string;
}

function cli(...argv: string[]): Result {
  return runCli(argv, { 'swiss.csv': SWISS, 'drawn.csv': ALL_DRAWN, 'bad.csv': BAD, 'inconsistent.csv': INCONSISTENT });
}

function json(...argv: string[]) {
  const r = cli(...argv, '--format', 'json');
  expect(r.err).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.out);
}

describe('standings --format json: the contract', () => {
  test('top-level keys, row keys and plain JSON types', () => {
    const doc = json('standings', 'swiss.csv');
    expect(Object.keys(doc)).toEqual(['rounds', 'plannedRounds', 'tiebreaks', 'standings']);
    expect([doc.rounds, doc.plannedRounds]).toEqual([3, 3]);
    expect(doc.tiebreaks).toEqual(['MM', 'SOLK', 'CUM', 'OPPCUM']);
    expect(doc.standings).toHaveLength(6);
    for (const row of doc.standings) {
      expect(Object.keys(row)).toEqual(['rank', 'place', 'number', 'name', 'rating', 'score', 'values', 'decidedBy']);
      expect(typeof row.rank).toBe('string');
      expect(typeof row.place).toBe('string');
      expect(Number.isInteger(row.number)).toBe(true);
      expect(typeof row.name).toBe('string');
      expect(row.rating === null || Number.isInteger(row.rating)).toBe(true);
      expect(typeof row.score).toBe('number');
      expect(Object.keys(row.values)).toEqual(doc.tiebreaks);
      for (const v of Object.values(row.values)) expect(v === null || typeof v === 'number').toBe(true);
      expect(row.decidedBy === null || typeof row.decidedBy === 'string').toBe(true);
    }
  });

  test('the values, in rank order, with places by score and decisions', () => {
    const doc = json('standings', 'swiss.csv', '--preset', 'uscf');
    expect(doc.standings[0]).toEqual({
      rank: '1',
      place: '1',
      number: 1,
      name: 'Ann',
      rating: 2450,
      score: 2.5,
      // Opponents Dee ½, Cai 2, Eve 1½ (plus score: drop ½); CUM 1 + 1½ + 2½; OPPCUM Dee 0 + Cai 4½ + Eve 3½.
      values: { MM: 3.5, SOLK: 4, CUM: 5, OPPCUM: 8 },
      decidedBy: null,
    });
    expect(
      doc.standings.map((r: { number: number; rank: string; place: string; decidedBy: string | null }) => [
        r.number,
        r.rank,
        r.place,
        r.decidedBy,
      ]),
    ).toEqual([
      [1, '1', '1', null],
      [3, '2', '2-3', 'score'],
      [2, '3', '2-3', 'MM'],
      [5, '4', '4', 'score'],
      [6, '5', '5', 'score'],
      [4, '6', '6', 'score'],
    ]);
    expect(doc.standings[1].values.MM).toBe(4.5);
    expect(doc.standings[2].values.MM).toBe(3.5);
    expect(doc.standings[5].rating).toBeNull();
    // Plain numbers in the text, not "4½" strings.
    const r = cli('standings', 'swiss.csv', '--format', 'json');
    expect(r.out).toContain('"score": 2.5');
    expect(r.out).not.toContain('½');
    expect(r.out.endsWith('\n')).toBe(true);
  });

  test('--after-round N', () => {
    const doc = json('standings', 'swiss.csv', '--after-round', '1');
    expect(doc.rounds).toBe(1);
    const ann = doc.standings.find((r: { number: number }) => r.number === 1);
    expect(ann.score).toBe(1);
  });
});

describe('standings --format csv and table', () => {
  test('csv header and rows in rank order', () => {
    const r = cli('standings', 'swiss.csv', '--format', 'csv');
    expect(r.status).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('rank,place,number,name,rating,score,MM,SOLK,CUM,OPPCUM');
    expect(lines[1]).toBe('1,1,1,Ann,2450,2.5,3.5,4,5,8');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['1', '3', '2', '5', '6', '4']);
    expect(lines[6].split(',')[4]).toBe(''); // unrated
  });

  test('csv header lists the codes with their non-default options', () => {
    const r = cli(
      'standings',
      'swiss.csv',
      '--format',
      'csv',
      '--tiebreaks',
      'SB:scores=adjusted,KASH(unplayed=2),PLAY',
    );
    expect(r.out.split('\n')[0]).toBe('rank,place,number,name,rating,score,SB(scores=adjusted),KASH(unplayed=2),PLAY');
  });

  test('table shows ½ and the decisions in words, rows in rank order', () => {
    const r = cli('standings', 'swiss.csv');
    expect(r.status).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Rank\s+Place\s+No\.\s+Name\s+Rating\s+Score\s+MM\s+SOLK\s+CUM\s+OPPCUM\s+Decided by$/);
    expect(lines[1]).toMatch(/^-+( +-+)+$/);
    expect(lines[2]).toMatch(/^\s*1\s+1\s+1\s+Ann\s+2450\s+2½\s+3½\s+4\s+5\s+8$/);
    expect(lines[3]).toContain('score 2½ vs 2');
    expect(lines[4]).toContain('MM 4½ vs 3½');
    expect(lines.slice(2).map((l) => l.trim().split(/\s+/)[2])).toEqual(['1', '3', '2', '5', '6', '4']);
  });

  test('shared ranks print as spans, "shared" in the table', () => {
    const doc = json('standings', 'drawn.csv');
    expect(doc.standings.map((r: { rank: string }) => r.rank)).toEqual(['1-4', '1-4', '1-4', '1-4']);
    expect(doc.standings.map((r: { decidedBy: string | null }) => r.decidedBy)).toEqual([
      null,
      'shared',
      'shared',
      'shared',
    ]);
    expect(cli('standings', 'drawn.csv').out).toContain('shared');
  });
});

describe('--tiebreaks, --explain, --lots', () => {
  test('"SB:scores=adjusted,KASH(unplayed=2)" parses', () => {
    const doc = json('standings', 'swiss.csv', '--tiebreaks', 'SB:scores=adjusted,KASH(unplayed=2)');
    expect(doc.tiebreaks).toEqual(['SB(scores=adjusted)', 'KASH(unplayed=2)']);
    const fay = doc.standings.find((r: { number: number }) => r.number === 6);
    expect(fay.values['KASH(unplayed=2)']).toBe(1 + 1 + 2);
  });

  test('lower-case codes and spaces are accepted', () => {
    const doc = json('standings', 'swiss.csv', '--tiebreaks', ' mm , solk:  , kash( unplayed = 2 ) ');
    expect(doc.tiebreaks).toEqual(['MM', 'SOLK', 'KASH(unplayed=2)']);
  });

  test('--explain N prints that player’s explanation', () => {
    const r = cli('standings', 'swiss.csv', '--explain', '2');
    expect(r.status).toBe(0);
    expect(r.err).toBe('');
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('#2 Ben: score 2 after 3 rounds, place 2-3, rank 3');
    // Each round in words (the opponent by name and number), then the arithmetic.
    expect(lines.slice(1, 4).every((l, r) => l.startsWith(`Round ${r + 1}: `))).toBe(true);
    expect(lines[4]).toMatch(/^MM \(Modified Median, US Chess 34E1\): 3½ = /);
    expect(lines[4]).toContain('#6 ½ (adjusted; scored 1)');
    expect(lines.some((l) => l.startsWith('SOLK '))).toBe(true);
    expect(lines[lines.length - 1]).toBe('decided by: MM 4½ vs 3½');
  });

  test('--explain of a player who is not there → exit 2', () => {
    const r = cli('standings', 'swiss.csv', '--explain', '99');
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain('There is no player number 99');
  });

  test('--lots SEED is reproducible and shows "lot" decisions', () => {
    const a = cli('standings', 'drawn.csv', '--lots', '1234');
    const b = cli('standings', 'drawn.csv', '--lots', '1234');
    expect(a.status).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toContain('lots drawn with number 1234');
    // The lots column shows the order drawn within the tie of four, not the ten-digit lots.
    const lines = a.out.trimEnd().split('\n');
    const lotsAt = lines[0]!.indexOf('Lots');
    expect(lines.slice(2, 6).map((l) => l.slice(lotsAt, lotsAt + 4).trim())).toEqual(['1', '2', '3', '4']);
    expect(lines.at(-1)).toContain(
      'Lots Drawing of lots, the order drawn within a tie the tiebreaks left (1 goes first)',
    );
    const doc = json('standings', 'drawn.csv', '--lots', '1234');
    expect(doc.tiebreaks).toEqual(['MM', 'SOLK', 'CUM', 'OPPCUM', 'LOTS']);
    expect(doc.standings.map((r: { rank: string }) => r.rank)).toEqual(['1', '2', '3', '4']);
    expect(doc.standings.slice(1).map((r: { decidedBy: string }) => r.decidedBy)).toEqual(['LOTS', 'LOTS', 'LOTS']);
    // Different seeds draw different orders (for some seed among a few).
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      orders.add(
        json('standings', 'drawn.csv', '--lots', String(seed))
          .standings.map((r: { number: number }) => r.number)
          .join(),
      );
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  test('without --lots no lot is drawn', () => {
    // big-rapids-rr ends with LOTS, applied only on request; SB and H2H leave all four tied.
    const doc = json('standings', 'drawn.csv', '--preset', 'big-rapids-rr');
    expect(doc.tiebreaks).toEqual(['SB', 'H2H']);
    expect(doc.standings.every((r: { rank: string }) => r.rank === '1-4')).toBe(true);
  });

  test('LOTS named in --tiebreaks without --lots shows the seed it used; with --lots it is not drawn twice', () => {
    const r = cli('standings', 'drawn.csv', '--tiebreaks', 'MM,LOTS');
    expect(r.status).toBe(0);
    expect(r.out).toContain('lots drawn with number 0');
    expect(r.out).not.toContain('undefined');
    const doc = json('standings', 'drawn.csv', '--tiebreaks', 'MM,LOTS', '--lots', '7');
    expect(doc.tiebreaks).toEqual(['MM', 'LOTS']);
    expect(doc).toEqual(json('standings', 'drawn.csv', '--tiebreaks', 'MM', '--lots', '7'));
  });
});

describe('bad input and bad requests: exit 2, a clear message on stderr, nothing on stdout', () => {
  test('problems in the table, each with its cell reference', () => {
    const r = cli('standings', 'bad.csv', '--format', 'json');
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    const lines = r.err.trimEnd().split('\n');
    for (const l of lines) expect(l).toMatch(/^[A-Z]+\d+: /);
    expect(r.err).toMatch(/^E3: "Q" cannot be read/m);
  });

  test('problems found after reading cells (opponent not in the table, score) are all listed', () => {
    const r = cli('standings', 'inconsistent.csv', '--format', 'csv');
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^E2: "W9" names player 9, who is not in the table/m);
    expect(r.err).toMatch(/^C4: the score column says 3 but player 3's results add up to 0/m);
  });

  test.each([
    [['--preset', 'nope'], 'Unknown preset "nope". Expected one of uscf, mca'],
    [['--tiebreaks', 'MM,FOO'], 'Unknown tiebreak "FOO"'],
    [['--tiebreaks', 'SB:scores=weird'], 'SB option scores="weird": expected final or adjusted.'],
    [['--tiebreaks', 'MM:bogus=1'], 'MM has no option "bogus"'],
    [['--after-round', 'two'], '--after-round expects a whole number; got "two".'],
    [['--after-round', '-1'], '--after-round'],
    [['--after-round', '0'], '"after round" must be a whole number from 1 to 3; got 0.'],
    [['--after-round', '4'], '"after round" must be a whole number from 1 to 3; got 4.'],
    [['--lots', 'abc'], '--lots expects a whole number'],
    [['--explain', 'Ann'], '--explain expects a whole number'],
    [['--format', 'xml'], '--format must be table, csv or json; got "xml".'],
    [['--preset', 'uscf', '--tiebreaks', 'MM'], 'Give --preset or --tiebreaks, not both.'],
    [['--colour'], 'standings has no option --colour.'],
  ])('%j → %s', (args, message) => {
    const r = cli('standings', 'swiss.csv', ...args);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain(message);
  });

  test('a colour system asked of a table without colours', () => {
    const r = cli('standings', 'drawn.csv', '--tiebreaks', 'BLACKS');
    expect(r.status).toBe(0); // drawn.csv records colours
    const noColours = SWISS.replace(/([WLD]\d)[WB]/g, '$1');
    let err = '';
    let out = '';
    const standings = (...args: string[]) => {
      out = '';
      err = '';
      const status = run(['standings', 'x.csv', ...args], {
        out: (t) => (out += t),
        err: (t) => (err += t),
        readFile: () => noColours,
      });
      return status;
    };
    // Ben and Cai tie on 2; Modified Median separates them (4½ vs 3½) before Most blacks is reached.
    expect(standings('--tiebreaks', 'MM,BLACKS', '--missing-data', 'stop')).toBe(0);
    expect(err).toBe('');
    // Most blacks first: their tie reaches it, and goes past it to Modified Median.
    expect(standings('--tiebreaks', 'BLACKS,MM')).toBe(0);
    expect(out).toContain('MM 4½ vs 3½ (BLACKS passed over: this table has no colours)');
    expect(err).toBe(
      'Note: Most blacks (BLACKS) passed over for the tie of Ben (No. 2) and Cai (No. 3) on 2 points: this table has no colours.\n',
    );
    expect(standings('--tiebreaks', 'BLACKS,MM', '--format', 'json')).toBe(0);
    expect(JSON.parse(out).passedOver).toEqual([
      { tiebreak: 'BLACKS', name: 'Most blacks', players: [2, 3], score: 2, reason: 'this table has no colours' },
    ]);
    expect(standings('--tiebreaks', 'BLACKS,MM', '--explain', '2')).toBe(0);
    expect(out).toContain('BLACKS (Most blacks, US Chess 34E6): passed over: this table has no colours');
    expect(standings('--tiebreaks', 'BLACKS,MM', '--missing-data', 'stop')).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(
      'The tie of Ben (No. 2) and Cai (No. 3) on 2 points reaches BLACKS (Most blacks), which needs the colour of every played game, and this table has no colours.',
    );
    expect(standings('--tiebreaks', 'BLACKS,MM', '--missing-data', 'skip')).toBe(2);
    expect(err).toContain('--missing-data must be pass or stop; got "skip".');
    // Ranked by section, each section's note names it.
    const bySection = noColours.replace(/^No\.,/, 'Section,No.,').replace(/\n(\d)/g, '\nOpen,$1');
    err = '';
    const status = run(['standings', 'x.csv', '--tiebreaks', 'BLACKS,MM', '--by', 'Section'], {
      out: () => undefined,
      err: (t) => (err += t),
      readFile: () => bySection,
    });
    expect(status).toBe(0);
    expect(err).toBe(
      'Note: Open: Most blacks (BLACKS) passed over for the tie of Ben (No. 2) and Cai (No. 3) on 2 points: this table has no colours.\n',
    );
  });

  test('a missing file, no file, two files, an unknown command', () => {
    for (const argv of [
      ['standings', 'nope.csv'],
      ['standings'],
      ['standings', 'swiss.csv', 'drawn.csv'],
      ['rank', 'swiss.csv'],
    ]) {
      const r = cli(...argv);
      expect(r.status).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.length).toBeGreaterThan(0);
    }
    expect(cli('standings', 'nope.csv').err).toBe('There is no file nope.csv; check its name and folder.\n');
    expect(cli('rank').err).toContain('Unknown command "rank"');
  });
});

/** The message, then one line saying where the usage is: never the whole usage. */
const HELP_LINE = 'Run "tiebreaks --help" for every command and its options.';

describe('usage errors: the mistake named, the nearest suggested, one line pointing to --help', () => {
  test.each([
    [
      ['chek', 'swiss.csv'],
      // "check" is a command now: the nearest to "chek".
      'Unknown command "chek". Did you mean "check"?',
    ],
    [['standngs', 'swiss.csv'], 'Unknown command "standngs". Did you mean "standings"?'],
    [['standings', 'swiss.csv', '--presett', 'uscf'], 'standings has no option --presett. Did you mean --preset?'],
    [['standings', 'swiss.csv', '--tiebreak', 'MM'], 'standings has no option --tiebreak. Did you mean --tiebreaks?'],
    [['standings', 'swiss.csv', '--formta=csv'], 'standings has no option --formta. Did you mean --format?'],
    [['export-trf', 'swiss.csv', '--nmae', 'X'], 'export-trf has no option --nmae. Did you mean --name?'],
    [
      ['prizes', 'swiss.csv', 'p.csv', '--one-prise', 'first'],
      'prizes has no option --one-prise. Did you mean --one-prize?',
    ],
    [['boards', 'swiss.csv', '--min-game', '2'], 'boards has no option --min-game. Did you mean --min-games?'],
    [['standings', 'swiss.csv', '--colour'], 'standings has no option --colour.'],
    [
      ['standings', 'swiss.csv', '--preset', 'uscff'],
      'Unknown preset "uscff". Did you mean "uscf"? Expected one of uscf, mca,',
    ],
    [['standings', 'swiss.csv', '--preset', 'fide-r'], 'Unknown preset "fide-r". Did you mean "fide-rr"?'],
    [
      ['standings', 'swiss.csv', '--tiebreaks', 'MM, SOLKK'],
      'Unknown tiebreak "SOLKK". Did you mean "SOLK"? Expected one of MM,',
    ],
  ])('%j', (argv, message) => {
    const r = cli(...argv);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    const [first, second, ...rest] = r.err.split('\n');
    expect(first).toContain(message);
    expect(first).not.toContain('Did you mean "help"');
    expect(second).toBe(HELP_LINE);
    expect(rest).toEqual(['']);
  });

  test('the usage itself: `--help` alone, or after a command', () => {
    for (const argv of [['--help'], ['help'], ['standings', '--help'], ['prizes', 'swiss.csv', '--help']]) {
      const r = cli(...argv);
      expect(r.status).toBe(0);
      expect(r.out).toMatch(/^Usage:\n {2}tiebreaks standings/);
    }
  });
});

describe('files that are not crosstables: named by their path, in plain words, exit 2', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-files-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const at = (name: string, bytes?: Uint8Array | string) => {
    const file = path.join(dir, name);
    if (bytes !== undefined) fs.writeFileSync(file, bytes);
    return file;
  };
  // The first bytes of each kind of workbook: a zip archive (xlsx, ods), an OLE compound file (xls).
  const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00]);
  const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00]);

  test.each([
    ['a missing file', () => at('missing.csv'), (f: string) => `There is no file ${f}; check its name and folder.`],
    [
      'a folder',
      () => dir,
      (f: string) => `${f} is a folder; expected a crosstable file (.csv, .tsv, .txt, .trf or .sjson).`,
    ],
    ['an empty file', () => at('empty.csv', ''), (f: string) => `${f} is empty; expected a table with a header row.`],
    [
      'a file of blank lines',
      () => at('blank.csv', '\n \n'),
      (f: string) => `${f} is empty; expected a table with a header row.`,
    ],
    [
      'an Excel workbook',
      () => at('event.xlsx', xlsx),
      (f: string) =>
        `${f} is a spreadsheet workbook (.xlsx or .ods), not text; save the sheet as CSV (Google Sheets: File > Download > Comma-separated values; Excel: Save As > CSV UTF-8) and give that file.`,
    ],
    [
      'an Excel 97-2003 workbook',
      () => at('event.xls', xls),
      (f: string) => `${f} is an Excel 97-2003 workbook (.xls), not text;`,
    ],
  ])('%s, read by the real reader from disk', (_what, make, message) => {
    const file = make();
    // The CLI's own reader (bytes decoded as the binary decodes them), not the tests' in-memory one.
    for (const argv of [
      ['standings', file],
      ['export-trf', file],
      ['school-teams', file, '--by', 'Section'],
    ]) {
      const r = run(argv, {
        out: () => {
          throw new Error('nothing on stdout');
        },
        err: (t) => (errText += t),
        readFile: (p) => decode(fs.readFileSync(p)),
      });
      expect(r).toBe(2);
      expect(errText.split('\n')[0]).toContain(message(file));
      expect(errText.split('\n')).toHaveLength(2);
      errText = '';
    }
  });
  let errText = '';

  test('the prize table is checked the same way', () => {
    const prizesFile = at('prizes.csv', '');
    const swiss = at('swiss.csv', SWISS);
    const r = runCli(['prizes', swiss, prizesFile]);
    expect(r.status).toBe(2);
    expect(r.err).toBe(`${prizesFile} is empty; expected a table with a header row.\n`);
  });
});

describe('presets and systems', () => {
  test('presets lists all 7 presets of rules.md §4 (and every registered preset) with their order', () => {
    const r = cli('presets');
    expect(r.status).toBe(0);
    expect(r.err).toBe('');
    const ids = ['uscf', 'mca', 'big-rapids-swiss', 'big-rapids-rr', 'madison-swiss', 'madison-rr', 'ljc'];
    expect(PRESETS.map((p) => p.id)).toEqual(expect.arrayContaining(ids));
    for (const id of PRESETS.map((p) => p.id)) expect(r.out).toMatch(new RegExp(`^${id} `, 'm'));
    expect(r.out).toMatch(/^uscf .*MM, SOLK, CUM, OPPCUM/m);
    expect(r.out).toMatch(
      /^mca .*PLAY, MM, SOLK, CUM, H2H, BLACKS, SB\(scores=adjusted\), KASH\(unplayed=2\), then LOTS on request/m,
    );
    expect(r.out).toMatch(/^big-rapids-swiss .*PLAY, MM, SOLK, CUM, H2H, BLACKS, then LOTS on request/m);
    expect(r.out).toMatch(/^big-rapids-rr .*SB, H2H, then LOTS on request/m);
    expect(r.out).toMatch(/^madison-swiss .*MM, CUM, SOLK, OPPCUM$/m);
    expect(r.out).toMatch(/^madison-rr .*SB, H2H$/m);
    expect(r.out).toMatch(/^ljc .*PROG, BH, H2H, WHITES, then LOTS on request/m);
    // The rule sets with a colour tiebreak say what a tie reaching it does without colours, and why.
    expect(
      r.out
        .split('\n')
        .filter((l) => l.includes('missing data (--missing-data)'))
        .map((l) => l.trim()),
    ).toEqual([
      `missing data (--missing-data): pass it over, as ${findPreset('mca').missingData.source}`,
      `missing data (--missing-data): pass it over, as ${findPreset('big-rapids-swiss').missingData.source}`,
      `missing data (--missing-data): pass it over, as ${findPreset('ljc').missingData.source}`,
      `missing data (--missing-data): pass it over, as ${findPreset('fide').missingData.source}`,
    ]);
  });

  test('systems lists all 15 systems of rules.md §3 (and every registered system) with their options', () => {
    const r = cli('systems');
    expect(r.status).toBe(0);
    const us = [
      'MM',
      'HARKNESS',
      'SOLK',
      'CUM',
      'OPPCUM',
      'H2H',
      'BLACKS',
      'WHITES',
      'SB',
      'KASH',
      'PROG',
      'BH',
      'PLAY',
      'ARO',
      'LOTS',
    ];
    expect(TIEBREAK_CODES).toEqual(expect.arrayContaining(us));
    for (const code of TIEBREAK_CODES) expect(r.out).toMatch(new RegExp(`^${code} +\\S`, 'm'));
    expect(r.out).toContain('MM:minus=highest|lowest (default highest)');
    expect(r.out).toContain('MM:drop2from=N (default 9)');
    expect(r.out).toContain('SB:scores=final|adjusted (default final)');
    expect(r.out).toContain('KASH:unplayed=0|2 (default 0)');
  });

  test('help', () => {
    const r = cli('help');
    expect(r.status).toBe(0);
    expect(r.out).toContain('Usage:');
  });
});

describe('the real binary', () => {
  test('npm run --silent tiebreaks -- standings <file> --preset uscf --format json prints JSON only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiebreaks-cli-'));
    const file = path.join(dir, 'swiss.csv');
    fs.writeFileSync(file, SWISS);
    try {
      const stdout = execFileSync(
        'npm',
        ['run', '--silent', 'tiebreaks', '--', 'standings', file, '--preset', 'uscf', '--format', 'json'],
        {
          cwd: path.resolve(__dirname, '../..'),
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 60_000,
        },
      );
      const doc = JSON.parse(stdout);
      expect(doc).toEqual(json('standings', 'swiss.csv', '--preset', 'uscf'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

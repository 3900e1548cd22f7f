/**
 * `tiebreaks check`: another program's printed tiebreak columns against ours, value by value.
 *
 * - Every reference file in ../shared: each printed column is matched to its system and every
 *   value is the same (or, where a program departs, explained by a convention).
 * - A hand-built event with Vega's numbers printed beside it (the table of
 *   test/fide/conventions.test.ts, values worked there from Vega's definition): each difference
 *   is explained by the vega convention, and a value no convention gives is unexplained.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readAny } from '../../src/read';
import { asksForHeader, checkPrinted, systemOfHeader } from '../../src/request/check';
import { parseTiebreakSpec, specLabel } from '../../src/tiebreaks/registry';
import { TableBuilder } from '../support/builder';
import { runCli } from '../support/cli';
import { describeShared, sharedFiles } from '../support/shared';

/** What each reference file's notes (refdata-notes.md) say of the tiebreaks it printed. */
const DECLARED: Record<string, { tiebreaks?: string; fideRules?: string }> = {
  'chessresults_moscow_open_2018_a.csv': { tiebreaks: 'BH, BH/C1, DE, SB', fideRules: '2009' },
  'hamiltonnz_club_champs_2018_partialTB.csv': { fideRules: '2009' },
  // TB1 "Sonneborn-Berger-Tie-Break variable", TB2 "Direct Encounter": a round robin's SB (C.07 15.2).
  'chessresults_rr_tnr437642.csv': { tiebreaks: 'FIDE-SB, DE' },
};

describeShared('check on every reference file', () => {
  const files = [...sharedFiles('refdata', /\.csv$/), ...sharedFiles('trf', /\.trf$/)];

  test.each(files.map((f) => [path.basename(f), f]))('%s: every printed value is ours, or explained', (name, file) => {
    const t = readAny(fs.readFileSync(file, 'utf8')).tournament;
    const asked = DECLARED[name] ?? {};
    const result = checkPrinted(t, {
      declared: asked.tiebreaks?.split(',').map(parseTiebreakSpec),
      fideRules: asked.fideRules,
    });
    for (const c of result.columns) {
      expect(`${c.printed}: ${JSON.stringify(c.unexplained)}`).toBe(`${c.printed}: []`);
      expect(c.same + c.explained.length).toBe(c.values);
    }
    // Only the table's own columns are left unmatched.
    expect(result.unmatched.filter((h) => !['title', 'fed', 'place', 'byes'].includes(h))).toEqual([]);
  });

  test('the columns found: SwissSys, Swiss-Manager TB1…TB4 (Swiss and round robin), the FIDE exercise, the NZ club', () => {
    const found = (name: string, asked: { tiebreaks?: string; fideRules?: string } = {}) => {
      const [file] = sharedFiles('refdata', new RegExp(`^${name}`));
      const t = readAny(fs.readFileSync(file!, 'utf8')).tournament;
      const r = checkPrinted(t, {
        declared: asked.tiebreaks?.split(',').map(parseTiebreakSpec),
        fideRules: asked.fideRules,
      });
      return r.columns.map((c) => `${c.printed}=${c.system} ${c.same}/${c.values}`);
    };
    expect(found('chessresults_moscow', DECLARED['chessresults_moscow_open_2018_a.csv'])).toEqual([
      'TB1=FIDE-BH(fide=2009) 220/220',
      'TB2=BH/C1(fide=2009) 220/220',
      'TB3=DE 220/220',
      'TB4=FIDE-SB(fide=2009) 220/220',
    ]);
    expect(found('chessresults_rr', DECLARED['chessresults_rr_tnr437642.csv'])).toEqual([
      'TB1=FIDE-SB 6/6',
      'TB2=DE 6/6',
    ]);
    expect(found('swisssys_oscf_2026_es_copper')).toEqual([
      'Solk=SOLK 21/21',
      'Cumul.=CUM 21/21',
      'Op. cumul.=OPPCUM 21/21',
      'Op. perf.=OPPPERF 21/21',
      'Kash=KASH 21/21',
      'BPG=BLACKS 21/21',
    ]);
    expect(found('fide_tec')).toEqual(['BH_FIDE2023=FIDE-BH(fide=2024) 8/8', 'BH_cut1_FIDE2023=BH/C1(fide=2024) 3/3']);
    expect(found('hamiltonnz', { fideRules: '2009' })).toEqual([
      'DirE=DE 2/2',
      'Cmlt=PS 2/2',
      'BucT=FIDE-BH(fide=2009) 2/2',
      'S-B=FIDE-SB(fide=2009) 2/2',
      'Buc1=BH/C1(fide=2009) 2/2',
    ]);
  });
});

describe('headers', () => {
  test.each([
    ['BH', 'FIDE-BH'],
    ['Buchh', 'FIDE-BH'],
    ['BH-C1', 'BH/C1'],
    ['SB', 'FIDE-SB'],
    ['Mod. Med', 'MM'],
    ['Solk', 'SOLK'],
    ['Cumul.', 'CUM'],
    ['Op. cumul.', 'OPPCUM'],
  ])('%s is %s', (header, code) => {
    expect(specLabel(systemOfHeader(header)!)).toBe(code);
  });

  test('TBn is the event’s nth declared tiebreak, and nothing when none is declared', () => {
    expect(specLabel(systemOfHeader('TB2', ['WIN', 'FIDE-SB'].map(parseTiebreakSpec))!)).toBe('FIDE-SB');
    expect(systemOfHeader('TB1')).toBeUndefined();
  });
});

/**
 * The table of test/fide/conventions.test.ts (R1 1-2 1-0, 3-4 ½; R2 1-3 1-0, 2 zero-point bye, 4
 * full-point bye; R3 1-3 ½, 4 wins by forfeit against 2), with Vega's 2026 BH and SB printed:
 * #1 BH 2 (ours 2½), SB 1½ (ours 2); #4 BH 2½ (ours 3), SB 2 (ours 2½). #2 and #3 as ours and
 * Vega's alike: #2 BH 2½ (lost to #1; own unplayed rounds a dummy of 0), #3 BH 7½ (#4, #1, #1,
 * 2½ each), SB 2½ (draws with #4 and #1, 2½ × ½ each). #2's SB is printed 7, which nothing gives
 * (ours 0: a loss and two own unplayed rounds scoring 0).
 */
function vegaPrintout(): string {
  const b = new TableBuilder(3);
  for (let i = 1; i <= 4; i++) b.player(`P${i}`);
  b.game(1, 1, 2, 'W').game(1, 3, 4, 'D');
  b.game(2, 1, 3, 'W').bye(2, 2, 'U').bye(2, 4, 'B');
  b.game(3, 1, 3, 'D').game(3, 4, 2, 'X');
  const printed: Record<number, [string, string]> = {
    1: ['2', '1.5'],
    2: ['2.5', '7'],
    3: ['7.5', '2.5'],
    4: ['2.5', '2'],
  };
  const [header, ...rows] = b.grid();
  return [[...header!, 'BH', 'SB'], ...rows.map((r) => [...r, ...printed[Number(r[0])]!])]
    .map((r) => r.join(','))
    .join('\n');
}

describe('a Vega printout beside the results', () => {
  const text = vegaPrintout();
  const t = readAny(text).tournament;

  test('each difference is explained by the convention that reproduces it', () => {
    const { columns } = checkPrinted(t);
    expect(columns.map((c) => [c.printed, c.system, c.values, c.same])).toEqual([
      ['BH', 'FIDE-BH', 4, 2],
      ['SB', 'FIDE-SB', 4, 1],
    ]);
    expect(
      columns[0]!.explained.map(({ number, printed, ours, convention }) => [number, printed, ours, convention]),
    ).toEqual([
      [1, 2, 2.5, 'vega'],
      [4, 2.5, 3, 'vega'],
    ]);
    expect(columns[0]!.explained[0]!.why).toMatch(/^vur=byes: C\.07 2024\/2026, 16\.2\.5/);
    expect(columns[1]!.explained.map((v) => [v.number, v.printed, v.ours])).toEqual([
      [1, 1.5, 2],
      [4, 2, 2.5],
    ]);
    expect(columns[1]!.unexplained).toEqual([{ number: 2, printed: 7, ours: 0 }]);
  });

  test('each difference is explained by the departures that give it, not every one the system takes', () => {
    // Under 2026 there is no virtual opponent: Vega's 2009 Sonneborn-Berger reading changes nothing.
    const [, sb] = checkPrinted(t).columns;
    for (const v of sb!.explained) {
      expect(v.why).toMatch(/^vur=byes: /);
      expect(v.why).not.toContain('virtual=');
    }
  });

  test('under the 2009 rules, Vega’s own unplayed rounds in Sonneborn-Berger explain it, and only they', () => {
    // FIDE-SB(fide=2009) of #2 1¼ and #4 1¾ (½ × the virtual opponent); Vega's (scored) 0 and 3,
    // worked in test/fide/conventions.test.ts. Only #2 and #4 are printed.
    const b = new TableBuilder(3);
    for (let i = 1; i <= 4; i++) b.player(`P${i}`);
    b.game(1, 1, 2, 'W').game(1, 3, 4, 'D');
    b.game(2, 1, 3, 'W').bye(2, 2, 'U').bye(2, 4, 'B');
    b.game(3, 1, 3, 'D').game(3, 4, 2, 'X');
    const printed: Record<number, string> = { 1: '', 2: '0', 3: '', 4: '3' };
    const [header, ...rows] = b.grid();
    const csv = [[...header!, 'SB'], ...rows.map((r) => [...r, printed[Number(r[0])]!])].map((r) => r.join(','));
    const [sb] = checkPrinted(readAny(csv.join('\n')).tournament, { fideRules: '2009' }).columns;
    expect(sb!.explained.map((v) => [v.number, v.printed, v.ours, v.convention])).toEqual([
      [2, 0, 1.25, 'vega'],
      [4, 3, 1.75, 'vega'],
    ]);
    for (const v of sb!.explained) expect(v.why).toMatch(/^virtual=scored: FIDE 2009 rules, Sonneborn-Berger/);
  });

  test('a full-point bye counted 0 in Sonneborn-Berger is explained by nothing we know (docs/fide.md)', () => {
    // #4's SB (2026): drew #3 (1) × ½ + bye, the dummy 1½ × 1 + forfeit win, the dummy capped at
    // #2's adjusted ½ × 1 = 2½ (Vega: the forfeit's dummy 0, so 2). The bye counted 0: 1 (Vega: ½).
    const csv = vegaPrintout()
      .split('\n')
      .map((line) => (line.startsWith('4,') ? line.replace(/,2$/, ',1') : line));
    const [, sb] = checkPrinted(readAny(csv.join('\n')).tournament).columns;
    expect(sb!.unexplained).toContainEqual({ number: 4, printed: 1, ours: 2.5 });
  });

  test('--program swiss-manager: no departure of Swiss-Manager explains them', () => {
    const { columns } = checkPrinted(t, { program: 'swiss-manager' });
    expect(columns[0]!.explained).toEqual([]);
    expect(columns[0]!.unexplained.map((v) => v.number)).toEqual([1, 4]);
  });

  test('the CLI prints the JSON contract, and exits 1 when a difference is unexplained', () => {
    const r = runCli(['check', 'vega.csv', '--program', 'vega', '--format', 'json'], { 'vega.csv': text });
    expect(r.status).toBe(1);
    const json = JSON.parse(r.out);
    expect(json.columns[0]).toMatchObject({ printed: 'BH', system: 'FIDE-BH', values: 4, same: 2, unexplained: [] });
    expect(json.columns[0].explained[0]).toMatchObject({ number: 1, printed: 2, ours: 2.5, convention: 'vega' });
  });

  test('the CLI table says which convention gives each printed value', () => {
    const r = runCli(['check', 'vega.csv'], { 'vega.csv': text });
    expect(r.out).toContain('BH = FIDE-BH: 4 values, 2 the same, 2 explained, 0 not');
    expect(r.out).toContain('  #1: printed 2, ours 2.5; --convention vega gives it (vur=byes:');
    expect(r.out).toContain('  #2: printed 7, ours 0; nothing we know explains it');
  });

  test('--program fide is refused: it names another program', () => {
    const r = runCli(['check', 'vega.csv', '--program', 'fide'], { 'vega.csv': text });
    expect(r.status).toBe(2);
    expect(r.err).toContain('--program names another program: vega, swiss-manager or swisssys.');
  });
});

describe('a standings table pasted beside the crosstable, in its own order', () => {
  /** Vega's BH (as above) in Vega's order, #4 first, each row with its own No. and name. */
  const pasted = (numbers: string[], names = numbers.map((n) => `P${n}`)) => {
    const b = new TableBuilder(3);
    for (let i = 1; i <= 4; i++) b.player(`P${i}`);
    b.game(1, 1, 2, 'W').game(1, 3, 4, 'D');
    b.game(2, 1, 3, 'W').bye(2, 2, 'U').bye(2, 4, 'B');
    b.game(3, 1, 3, 'D').game(3, 4, 2, 'X');
    const bh: Record<string, string> = { 1: '2', 2: '2.5', 3: '7.5', 4: '2.5' };
    const [header, ...rows] = b.grid();
    return [
      [...header!, 'Rk', 'No.', 'Name', 'Fed', 'BH'],
      ...rows.map((r, i) => [...r, String(i + 1), numbers[i]!, names[i]!, 'ENG', bh[numbers[i]!] ?? '0']),
    ]
      .map((r) => r.join(','))
      .join('\n');
  };

  test('each printed value is the player’s its row names, not the crosstable row’s beside it', () => {
    const result = checkPrinted(readAny(pasted(['4', '1', '3', '2'])).tournament);
    expect(result.columns.map((c) => [c.printed, c.values, c.same])).toEqual([['BH', 4, 2]]);
    expect(result.columns[0]!.explained.map((v) => [v.number, v.printed, v.ours])).toEqual([
      [1, 2, 2.5],
      [4, 2.5, 3],
    ]);
    expect(result.pasted).toEqual({ header: 'No.', unknown: [] });
    // The standings table's own columns are not asked to be named.
    expect(result.unmatched).toEqual(['Rk', 'Name', 'Fed']);
    const t = readAny(pasted(['4', '1', '3', '2'])).tournament;
    expect(result.unmatched.filter((h) => asksForHeader(t, h))).toEqual([]);
  });

  test('a number that is no player, or is given twice, is said with its row; that row is not checked', () => {
    const result = checkPrinted(readAny(pasted(['4', '9', '3', '4'])).tournament);
    expect(result.pasted!.unknown).toEqual([
      { text: '9', row: 'A3' },
      { text: '4', row: 'A5' },
    ]);
    expect(result.columns[0]!.values).toBe(2);
  });

  test('a number column that gives a row to a player of another name (a rank, say) is said, and that row not checked', () => {
    // Vega's order, #4 first, but its "No." is the rank: 1 2 3 4 beside P4, P1, P3, P2.
    const result = checkPrinted(readAny(pasted(['1', '2', '3', '4'], ['P4', 'P1', 'P3', 'John Smith'])).tournament);
    expect(result.pasted!.unknown).toEqual([
      { text: '1', row: 'A2', name: 'P4' },
      { text: '2', row: 'A3', name: 'P1' },
      { text: '4', row: 'A5', name: 'John Smith' },
    ]);
    expect(result.columns[0]!.values).toBe(1);
  });

  test('the names may be written in another order or case', () => {
    const result = checkPrinted(readAny(pasted(['4', '1', '3', '2'], ['p4', 'P1', 'P3', 'P2'])).tournament);
    expect(result.pasted!.unknown).toEqual([]);
  });

  test('the CLI reads it the same way', () => {
    const r = runCli(['check', 'pasted.csv', '--format', 'json'], { 'pasted.csv': pasted(['4', '1', '3', '2']) });
    expect(JSON.parse(r.out).columns[0]).toMatchObject({ printed: 'BH', values: 4, same: 2 });
    const table = runCli(['check', 'pasted.csv'], {
      'pasted.csv': pasted(['4', '9', '3', '1'], ['P4', 'P9', 'P3', 'P2']),
    });
    expect(table.out).toContain('Not checked: the row of A3, No. 9 is no player, or is given twice\n');
    expect(table.out).toContain("Not checked: the row of A5, No. 1 is P2 there, another player's name\n");
  });
});

test('check and --convention have their own help page; --help is left as it was', () => {
  const page = runCli(['help', 'check']);
  expect(page.status).toBe(0);
  expect(page.out).toMatch(/^Usage:\n {2}tiebreaks check <file> \[--program vega\|swiss-manager\|swisssys\]/);
  expect(page.out).toContain('--convention fide|vega|swiss-manager|swisssys');
  expect(runCli(['--help']).out).not.toContain('check');
});

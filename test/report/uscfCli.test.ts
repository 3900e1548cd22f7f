/**
 * `tiebreaks uscf-report <table> --event <event.json> --out <dir>`: the three files written when
 * the table and the event file have no problem, a table with a Section column reported section
 * by section in the event file's order (shorter sections' later rounds U0), and nothing written
 * at all while a problem remains.
 */
import { REPORT_USAGE, run, USAGE } from '../../src/cli/main';
import { readDbf } from '../support/dbf';
import { SECTIONED, SMALL_EVENT, SMALL_TABLE } from '../support/uscfReport';

interface Ran {
  status: number;
  out: string;
  err: string;
  written: Record<string, Uint8Array>;
}

function report(files: Record<string, string>, args: string[]): Ran {
  let out = '';
  let err = '';
  const written: Record<string, Uint8Array> = {};
  const status = run(['uscf-report', ...args], {
    out: (t) => (out += t),
    err: (t) => (err += t),
    readFile: (p) => {
      const text = files[p];
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${p}'`);
      return text;
    },
    writeFile: (dir, name, bytes) => {
      written[`${dir}/${name}`] = bytes;
    },
  });
  return { status, out, err, written };
}

describe('uscf-report', () => {
  test('writes the three files into --out and says what it wrote, names written without accents too', () => {
    const r = report({ 't.csv': SMALL_TABLE, 'e.json': JSON.stringify(SMALL_EVENT) }, [
      't.csv',
      '--event',
      'e.json',
      '--out',
      'rpt',
    ]);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(Object.keys(r.written)).toEqual(['rpt/THEXPORT.DBF', 'rpt/TSEXPORT.DBF', 'rpt/TDEXPORT.DBF']);
    expect(r.out).toBe(
      'Wrote THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF to rpt: 1 section, 5 players.\n  A2: José Núñez written as Jose Nunez\n',
    );
  });

  test('a table with a Section column: each section in the event file order, the shorter one padded U0', async () => {
    // K-5 played two rounds: its R3 cells are empty and the section reads as two rounds.
    const sections = [
      { section: 'K-5', ratingSystem: 'Q', timeControl: 'G/25;d0', type: 'R' },
      { section: 'Open', ratingSystem: 'R', timeControl: 'G/90;d5', type: 'S' },
    ];
    const r = report({ 's.csv': SECTIONED, 'e.json': JSON.stringify({ ...SMALL_EVENT, sections }) }, [
      's.csv',
      '--event',
      'e.json',
      '--out',
      'rpt',
    ]);
    expect(r.err).toBe('');
    expect(r.out).toBe(
      'Wrote THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF to rpt: 2 sections, 7 players.\n' +
        '  section "K-5": round 3 has no result for any player: reported as 2 rounds\n',
    );
    const s = await readDbf(r.written['rpt/TSEXPORT.DBF']);
    expect(
      s.records.map((x) => [x.S_SEC_NUM, x.S_SEC_NAME, x.S_R_SYSTEM, x.S_TIMECTL, x.S_TRN_TYPE, x.S_TOT_RNDS]),
    ).toEqual([
      ['1', 'K-5', 'Q', 'G/25;d0', 'R', '2'],
      ['2', 'Open', 'R', 'G/90;d5', 'S', '3'],
    ]);
    const d = await readDbf(r.written['rpt/TDEXPORT.DBF']);
    expect(d.records.map((x) => [x.D_SEC_NUM, x.D_PAIR_NUM, x.D_MEM_ID, x.D_RND01, x.D_RND02, x.D_RND03])).toEqual([
      ['1', '1', '11111111', 'W2B', 'L3W', 'U0'],
      ['1', '2', '22222222', 'L1W', 'B0', 'U0'],
      ['1', '3', '33333333', 'B0', 'W1B', 'U0'],
      ['2', '1', '23456789', 'W2W', 'D3B', 'W4W'],
      ['2', '2', '34567890', 'L1B', 'W4W', 'L3B'],
      ['2', '3', '45678901', 'W4W', 'D1W', 'W2W'],
      ['2', '4', '56789012', 'L3B', 'L2B', 'L1B'],
    ]);
    const h = await readDbf(r.written['rpt/THEXPORT.DBF']);
    expect(h.records[0]?.H_TOT_SECT).toBe('2');
  });

  test('a table with a Section column of several sections needs each named in the event file', () => {
    const r = report({ 's.csv': SECTIONED, 'e.json': JSON.stringify(SMALL_EVENT) }, [
      's.csv',
      '--event',
      'e.json',
      '--out',
      'rpt',
    ]);
    expect(r.status).toBe(2);
    expect(r.written).toEqual({});
    expect(r.err).toBe(
      'the table has a Section column of 2 sections (Open, K-5), but the event file\'s "sections" has one entry for the whole table (null); expected an entry for each section, with its rating system, time control and type, in the report\'s order.\n',
    );
  });

  test('nothing is written while a problem remains: every one printed, exit 2', () => {
    const table = SMALL_TABLE.replace('12345678', '1234');
    const event = { ...SMALL_EVENT, zip: 'none' };
    const r = report({ 't.csv': table, 'e.json': JSON.stringify(event) }, [
      't.csv',
      '--event',
      'e.json',
      '--out',
      'rpt',
    ]);
    expect(r.status).toBe(2);
    expect(r.written).toEqual({});
    expect(r.out).toBe('');
    expect(r.err).toBe('the event file\'s "zip" is "none"; expected a ZIP code such as 02116 or 02116-1234.\n');
    const fixed = report({ 't.csv': table, 'e.json': JSON.stringify(SMALL_EVENT) }, [
      't.csv',
      '--event',
      'e.json',
      '--out',
      'rpt',
    ]);
    expect(fixed.status).toBe(2);
    expect(fixed.written).toEqual({});
    expect(fixed.err).toBe('C2: player 1\'s US Chess ID is "1234"; expected eight digits, such as 12345678.\n');
  });

  test("--event and --out are needed; a mistake shows the command's own usage", () => {
    const r = report({ 't.csv': SMALL_TABLE }, ['t.csv', '--out', 'rpt']);
    expect(r.status).toBe(2);
    // One line and where the usage is (issue 27): the command's own page.
    expect(r.err).toBe('uscf-report needs --event <event.json>.\nRun "tiebreaks help uscf-report" for its options.\n');
    expect(r.written).toEqual({});
  });

  test('`help uscf-report` and `uscf-report --help` print its usage; `--help` is unchanged', () => {
    let out = '';
    const io = { out: (t: string) => (out += t), err: () => undefined, readFile: () => '' };
    expect(run(['help', 'uscf-report'], io)).toBe(0);
    expect(out).toBe(REPORT_USAGE);
    expect(REPORT_USAGE).toMatch(/^Usage:\n {2}tiebreaks uscf-report <file> --event <event.json> --out <dir>/);
    out = '';
    run(['uscf-report', '--help'], io);
    expect(out).toBe(REPORT_USAGE);
    expect(USAGE).not.toContain('uscf-report');
  });
});

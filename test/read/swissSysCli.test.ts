/**
 * A SwissSys event file (.sjson) on the command line: every section ranked alone, exactly as the
 * same games written as a CSV table with a Section column are (standings, --section, export-trf,
 * uscf-report byte for byte); a section with no round played is left out and said; problems name
 * the section, player and round. The events are invented (test/support/swissSysEvent.ts).
 */
import { run } from '../../src/cli/main';
import { runCli } from '../support/cli';
import { round, SMALL_SWISS, sjsonText, SjsonSection } from '../support/swissSysEvent';

/** 4 players, 3 rounds of 4: a half-point bye, a forfeit (3 against 2), the pairing bye to 4. */
const U1600: SjsonSection = {
  name: 'U1600',
  paired: 3,
  played: 3,
  final: 4,
  players: [
    {
      number: 1,
      name: 'Gil Grant',
      rating: 1550,
      id: '22220001',
      state: 'OR',
      results: [round('+', 2, 'W', 1), round('=', 3, 'B', 1), round('H')],
    },
    {
      number: 2,
      name: 'Hal Hunt',
      rating: 1500,
      id: '22220002',
      state: 'WA',
      results: [round('-', 1, 'B', 1), round('+', 4, 'B', 2), round('F', 3, '*', 1)],
    },
    {
      number: 3,
      name: 'Ivy Ito',
      rating: 1450,
      id: '22220003',
      state: 'OR',
      results: [round('=', 4, 'W', 2), round('=', 1, 'W', 1), round('X', 2, '-', 1)],
    },
    {
      number: 4,
      name: 'Jo Jones',
      id: '22220004',
      state: 'OR',
      results: [round('=', 3, 'B', 2), round('-', 2, 'W', 2), round('B')],
    },
  ],
};

const EVENT = sjsonText([SMALL_SWISS, U1600]);

/** The same two sections by hand, as a table with a Section column in US Chess notation. */
const TABLE = [
  'No.,Name,Rating,USCF ID,State,Section,Score,R1,R2,R3,R4',
  '1,Ann Adams,2000,12345671,MI,Open,3.5,W4W,W3B,D2W,W5W',
  '2,Ben Brown,1900,12345672,MI,Open,3,D5B,B,D1B,W4W',
  '3,Cai Chen,1800,12345673,ON,Open,2,X6,L1W,L5B,B',
  '4,Dee Dunn,1700,12345674,MI,Open,1,L1B,D5W,H,L2B',
  '5,Eve Ellis,1600,12345675,MI,Open,2,D2W,D4B,W3W,L1B',
  '6,Fay Ford,1500,12345676,MI,Open,0,F3,U,U,U',
  '1,Gil Grant,1550,22220001,OR,U1600,2,W2W,D3B,H,',
  '2,Hal Hunt,1500,22220002,WA,U1600,1,L1B,W4B,F3,',
  '3,Ivy Ito,1450,22220003,OR,U1600,2,D4W,D1W,X2,',
  '4,Jo Jones,,22220004,OR,U1600,1.5,D3B,L2W,B,',
].join('\n');

const files = { 'event.sjson': EVENT, 'event.csv': TABLE };

function both(args: string[]) {
  return [
    runCli([args[0]!, 'event.sjson', ...args.slice(1)], files),
    runCli([args[0]!, 'event.csv', ...args.slice(1)], files),
  ];
}

describe('tiebreaks standings event.sjson', () => {
  test('every section ranked alone, as the same table with a Section column (JSON, table, CSV)', () => {
    for (const format of ['json', 'table', 'csv']) {
      const [sjson, csv] = both(['standings', '--preset', 'uscf', '--format', format]);
      expect(sjson.err).toBe('');
      expect(sjson.status).toBe(0);
      expect(sjson.out).toBe(csv.out);
    }
    const verbose = runCli(['standings', 'event.sjson', '--verbose'], files);
    expect(verbose.err).toBe(
      [
        'event.sjson: a SwissSys event file of 2 sections (Open, U1600): each ranked alone.',
        'event.sjson, section Open: read as SwissSys event file, 6 players, 4 rounds; 1 player withdrew: 6 Fay Ford.',
        'event.sjson, section U1600: read as SwissSys event file, 4 players, after round 3 of 4; round 4 has no result yet.',
        '',
      ].join('\n'),
    );
    const json = JSON.parse(both(['standings', '--preset', 'uscf', '--format', 'json'])[0]!.out);
    expect(json.sections.map((s: { section: string }) => s.section)).toEqual(['Open', 'U1600']);
    const u1600 = json.sections[1];
    // 1 and 3 have 2 points (a half-point bye and a forfeit win count) and tie on MM and SOLK (3 each:
    // 2's forfeit loss and 4's bye count ½ in their adjusted scores); Cumulative parts them, 1's 4
    // (1 + 1½ + 2, less ½ for the bye) against 3's 2½ (½ + 1 + 2, less 1 for the forfeit win).
    expect(
      u1600.standings.map((r: { number: number; score: number; values: Record<string, number> }) => [
        r.number,
        r.score,
        r.values.MM,
        r.values.SOLK,
        r.values.CUM,
      ]),
    ).toEqual([
      [1, 2, 3, 3, 4],
      [3, 2, 3, 3, 2.5],
      [4, 1.5, 1.5, 3, 1.5],
      [2, 1, 1, 3, 2],
    ]);
  });

  test('--section ranks one section, as the table does; --explain applies to it', () => {
    for (const extra of [[], ['--explain', '3']]) {
      const [sjson, csv] = both(['standings', '--section', 'u1600', '--preset', 'uscf', ...extra]);
      expect(sjson.status).toBe(0);
      expect(sjson.out).toBe(csv.out);
    }
    // A file of one section is ranked as one table, and its section may still be named.
    const one = { 'one.sjson': sjsonText([U1600]) };
    const whole = runCli(['standings', 'one.sjson'], one);
    expect(whole.status).toBe(0);
    expect(runCli(['standings', 'one.sjson', '--section', 'U1600'], one).out).toBe(whole.out);
    const unknown = runCli(['standings', 'event.sjson', '--section', 'K-5'], files);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain('Open, U1600');
  });

  test('--pab-points: the pairing byes B take the value asked for', () => {
    // The table's Score column says 1½ for 4, so only the file can be asked this.
    const sjson = runCli(['standings', 'event.sjson', '--pab-points', '0.5', '--format', 'json'], files);
    expect(sjson.status).toBe(0);
    expect(JSON.parse(sjson.out).sections[1].standings.find((r: { number: number }) => r.number === 4).score).toBe(1);
  });

  test('a section with no round played yet is left out and said; with no section to rank, refused', () => {
    const empty: SjsonSection = {
      name: 'Side Games',
      paired: 0,
      played: 0,
      players: [{ number: 1, name: 'Kai', results: [] }],
    };
    const r = runCli(['standings', 'e.sjson', '--format', 'json'], {
      'e.sjson': sjsonText([SMALL_SWISS, U1600, empty]),
    });
    expect(r.status).toBe(0);
    expect(r.err).toBe('Note: section "Side Games" has no round played yet ("Rounds played" is 0): not ranked.\n');
    expect(JSON.parse(r.out).sections).toHaveLength(2);
    const none = runCli(['standings', 'e.sjson'], {
      'e.sjson': sjsonText([empty, { ...empty, name: 'Blitz', players: [] }]),
    });
    expect(none.status).toBe(2);
    expect(none.err).toBe(
      'No section can be ranked yet: section "Side Games" has no round played yet ("Rounds played" is 0): not ranked; section "Blitz" has no players: not ranked.\n',
    );
    const named = runCli(['standings', 'e.sjson', '--section', 'Side Games'], {
      'e.sjson': sjsonText([SMALL_SWISS, empty]),
    });
    expect(named.status).toBe(2);
    expect(named.err).toContain('No round has a result yet');
  });

  test('a problem names the section, the player and the round; the file is read for every section first', () => {
    const bad = {
      ...U1600,
      players: U1600.players.map((p) =>
        p.number === 2 ? { ...p, results: ['W;1;B;1;1;1;0', ...p.results.slice(1)] } : p,
      ),
    };
    const r = runCli(['standings', 'e.sjson'], { 'e.sjson': sjsonText([SMALL_SWISS, bad]) });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.split('\n')[0]).toBe(
      'player 2, round 1: section "U1600": "W;1;B;1;1;1;0" is not a round as SwissSys writes it; expected the result + - = (win, loss, draw), X F Z (forfeit win, loss, draw), B H U (full-, half-, zero-point bye) or ~ (paired, no result yet) in the first field.',
    );
    // A file of this one section: the same line, the section named once.
    const alone = runCli(['standings', 'one.sjson'], { 'one.sjson': sjsonText([bad]) });
    expect(alone.err.split('\n')[0]).toBe(r.err.split('\n')[0]);
  });

  test('a player-supplied name is shown, never obeyed, on the terminal and in CSV', () => {
    const section = {
      ...U1600,
      players: U1600.players.map((p) => (p.number === 1 ? { ...p, name: 'Gil\u001b[31m Grant' } : p)),
    };
    const r = runCli(['standings', 'e.sjson', '--explain', '1'], { 'e.sjson': sjsonText([section]) });
    expect(r.status).toBe(0);
    expect(r.out).not.toContain('\u001b');
    expect(r.out).toContain('\\x1B');
    // A name that a spreadsheet would run as a formula is written as text in CSV, as any reader's.
    const formula = {
      ...U1600,
      players: U1600.players.map((p) => (p.number === 2 ? { ...p, name: '=HYPERLINK("x")' } : p)),
    };
    const csv = runCli(['standings', 'e.sjson', '--format', 'csv'], { 'e.sjson': sjsonText([formula]) });
    expect(csv.out).toContain(`"'=HYPERLINK(""x"")"`);
  });

  test("--by another column is refused: the file's sections are its own", () => {
    const r = runCli(['standings', 'event.sjson', '--by', 'Team'], files);
    expect(r.status).toBe(2);
    expect(r.err).toBe(
      'A SwissSys event file has no "Team" column; its sections are its own ("Section name"), and each is ranked alone.\n',
    );
  });
});

describe('the other commands on event.sjson', () => {
  test('export-trf --section gives the TRF of the same section written as a table', () => {
    const [sjson, csv] = both(['export-trf', '--section', 'Open', '--preset', 'uscf']);
    expect(sjson.status).toBe(0);
    expect(sjson.out).toBe(csv.out);
    expect(sjson.out).toContain('Ann Adams');
    const none = runCli(['export-trf', 'event.sjson'], files);
    expect(none.status).toBe(2);
    expect(none.err).toContain('Open, U1600');
  });

  test('check --section reads the section (no printed column beside its results)', () => {
    const sjson = runCli(['check', 'event.sjson', '--section', 'U1600'], files);
    expect(sjson.status).toBe(0);
    expect(sjson.out).toBe(
      'No printed tiebreak column beside the results.\nNot checked (no system of that name): Section, ID, State\n',
    );
  });

  test('scenarios: the last round paired without its results (~) is the round each player needs', () => {
    const last: SjsonSection = {
      name: 'U1600',
      paired: 3,
      played: 2,
      final: 3,
      players: [
        { number: 1, name: 'Ada', results: [round('+', 2, 'W'), round('+', 3, 'B'), round('~', 4, 'W')] },
        { number: 2, name: 'Bo', results: [round('-', 1, 'B'), round('=', 4, 'W'), round('~', 3, 'W')] },
        { number: 3, name: 'Cy', results: [round('+', 4, 'W'), round('-', 1, 'W'), round('~', 2, 'B')] },
        { number: 4, name: 'Di', results: [round('-', 3, 'B'), round('=', 2, 'B'), round('~', 1, 'B')] },
      ],
    };
    const r = runCli(['scenarios', 'last.sjson'], { 'last.sjson': sjsonText([last]) });
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    // Ada has 2 points after round 2, the others 1 or ½: first place whatever round 3 gives.
    expect(r.out).toContain('1st place:\n  Ada (1): clinched\n');
    // The score after round 2 of each, and the pairings of round 3 read from the ~ rounds: 1 v 4, 2 v 3.
    const rows = r.out
      .split('\n')
      .slice(2, 6)
      .map((l) => l.trim().split(/\s+/).slice(0, 3));
    expect(rows).toEqual([
      ['1', 'Ada', '2'],
      ['3', 'Cy', '1'],
      ['2', 'Bo', '½'],
      ['4', 'Di', '½'],
    ]);
    expect(r.out).toContain('if Di (4) does not win on board 1');
    expect(r.out).toContain('if Bo (2) wins on board 2');
  });

  test('uscf-report writes the same three files as for the table, IDs and states from the file', () => {
    const event = {
      name: 'Invented Spring Open',
      beginDate: '2026-04-04',
      endDate: '2026-04-04',
      affiliateId: 'A6012345',
      chiefTdId: '87654321',
      assistantTdId: null,
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      country: 'USA',
      sections: [
        { section: 'Open', ratingSystem: 'D', timeControl: 'G/45;d5', type: 'S' },
        { section: 'U1600', ratingSystem: 'D', timeControl: 'G/45;d5', type: 'S' },
      ],
    };
    const ran = (file: string) => {
      const written: Record<string, Uint8Array> = {};
      let out = '';
      let err = '';
      const status = run(['uscf-report', file, '--event', 'e.json', '--out', 'rpt'], {
        out: (t) => (out += t),
        err: (t) => (err += t),
        readFile: (p) => ({ ...files, 'e.json': JSON.stringify(event) })[p] ?? '',
        writeFile: (dir, name, bytes) => (written[`${dir}/${name}`] = bytes),
      });
      return { status, out, err, written };
    };
    const sjson = ran('event.sjson');
    expect(sjson.err).toBe('');
    expect(sjson.status).toBe(0);
    expect(sjson.out).toContain('2 sections, 10 players');
    const csv = ran('event.csv');
    expect(Object.keys(sjson.written)).toEqual(Object.keys(csv.written));
    for (const name of Object.keys(csv.written))
      expect(Buffer.from(sjson.written[name]!)).toEqual(Buffer.from(csv.written[name]!));
    expect(Buffer.from(sjson.written['rpt/TDEXPORT.DBF']!).toString('latin1')).toContain('22220004');
  });
});

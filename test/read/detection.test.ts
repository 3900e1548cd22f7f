/**
 * Detection: every notation is recognised and reported; letters that mean different things in
 * US Chess and FIDE notation are decided from the whole table, and a table that cannot decide
 * is refused with both readings named. Also the settings and cell hygiene every notation shares.
 */
import { problemsOf } from '../support/builder';
import { readAny, readCrosstable, readCrosstableText } from '../../src/read';
import * as E from './smallEvent';

describe('each notation is detected and reported', () => {
  test.each([
    ['us', E.US, 'US Chess notation'],
    ['chess-results', E.CHESS_RESULTS, 'chess-results notation'],
    ['vega', E.VEGA, 'Vega notation'],
    ['vega', E.VEGA_TEXT, 'Vega notation'],
    ['swissperfect', E.SWISSPERFECT, 'SwissPerfect notation'],
    ['trf', E.TRF, 'FIDE TRF'],
    ['trf', E.TRF_GRID, 'FIDE TRF codes'],
    ['msa', E.MSA, 'US Chess MSA crosstable'],
    ['msa', E.MSA.split('\n').map((l) => l.split('|')), 'US Chess MSA crosstable'],
  ] as [string, string | string[][], string][])('%s (%s)', (id, input, name) => {
    const r = readAny(input);
    expect(r.notation).toBe(id);
    expect(r.tournament.notation).toBe(name);
    expect(r.report).toMatch(new RegExp(`^read as ${name}, 6 players, 4 rounds`));
  });

  test('a round-robin grid', () => {
    const r = readAny([
      ['No.', 'Name', 'vs1', 'vs2'],
      ['1', 'A', '*', '1'],
      ['2', 'B', '0', '*'],
    ]);
    expect(r.notation).toBe('rr');
    expect(r.report).toMatch(/^read as round-robin grid, 2 players, 1 round;/);
  });

  test('Vega marks a withdrawn player "(W)": the mark leaves the name and is reported', () => {
    const r = readAny(E.VEGA);
    expect(r.tournament.players[5].name).toBe('Fay Ford');
    expect(r.report).toContain('1 player marked withdrawn (W): Fay Ford');
  });

  test('MSA: the rating is the pre-event rating of the second line, colours come from it', () => {
    const t = readAny(E.MSA).tournament;
    expect(t.players.map((p) => p.rating)).toEqual([2000, 1900, 1800, 1700, 1600, 1500]);
    expect(t.players[0].entries.map((e) => e.colour)).toEqual(['W', 'B', 'W', 'W']);
    expect(t.players[2].entries[0]).toMatchObject({ kind: 'forfeitWin' });
    expect(t.players[1].entries[1]).toMatchObject({ kind: 'fullBye', cell: 'E7' });
  });

  test('a named notation overrides detection', () => {
    const r = readAny(E.TRF_GRID, { notation: 'trf' });
    expect(r.report).toMatch(/^read as FIDE TRF codes \(as asked\)/);
    const [first] = problemsOf(() => readAny(E.US, { notation: 'chess-results' }));
    expect(first).toEqual({
      cell: 'E2',
      message: expect.stringContaining('"W4W" cannot be read: expected a chess-results result such as 54b1'),
    });
    expect(problemsOf(() => readAny(E.US, { notation: 'lothian' }))[0].message).toContain(
      'Unknown notation "lothian"; expected one of us, msa, chess-results',
    );
  });

  test('readCrosstable and readCrosstableText detect too', () => {
    expect(readCrosstable(E.CHESS_RESULTS).notation).toBe('chess-results notation');
    expect(readCrosstableText(E.TRF, 'event.trf').notation).toBe('FIDE TRF');
    expect(readCrosstableText(E.csv(E.VEGA), 'event.csv').notation).toBe('Vega notation');
  });

  test('nothing any notation reads', () => {
    const [p] = problemsOf(() =>
      readAny([
        ['No.', 'R1'],
        ['1', 'win?'],
        ['2', 'lost'],
      ]),
    );
    expect(p.message).toMatch(
      /^No known notation reads these round cells .* e\.g\. B2 "win\?", B3 "lost"; expected results such as W12/,
    );
  });
});

describe('letters that mean different things in US Chess and FIDE notation', () => {
  // Only F, U, H and blanks: a US table (forfeit loss, not paired) or FIDE codes (full-point bye, pairing bye).
  const ambiguous = [
    ['No.', 'Name', 'R1', 'R2'],
    ['1', 'Ann', 'F', 'H'],
    ['2', 'Ben', 'U', ''],
    ['3', 'Cai', 'H', 'F'],
  ];

  test('a table that cannot decide is refused, naming the cells and both readings', () => {
    const problems = problemsOf(() => readAny(ambiguous));
    expect(problems[0].message).toContain('mean different things in US Chess notation and FIDE TRF codes');
    expect(problems[0].message).toContain('--notation us or --notation trf');
    expect(problems.slice(1)).toEqual([
      {
        cell: 'C2',
        message:
          '"F" is a forfeit loss (0) in US Chess notation but a full-point bye (1) in FIDE TRF codes; expected the notation to be named.',
      },
      {
        cell: 'C3',
        message:
          '"U" is a round not paired (0) in US Chess notation but a pairing-allocated bye (1) in FIDE TRF codes; expected the notation to be named.',
      },
      {
        cell: 'D4',
        message:
          '"F" is a forfeit loss (0) in US Chess notation but a full-point bye (1) in FIDE TRF codes; expected the notation to be named.',
      },
    ]);
  });

  test('naming the notation reads it either way', () => {
    expect(readAny(ambiguous, { notation: 'us' }).tournament.players[0].entries[0].kind).toBe('forfeitLoss');
    expect(readAny(ambiguous, { notation: 'trf' }).tournament.players[0].entries[0].kind).toBe('fullBye');
  });

  test('the score column decides, and the report says so', () => {
    const withScores = (a: string, b: string, c: string) =>
      ambiguous.map((row, i) => [...row.slice(0, 2), ['Score', a, b, c][i], ...row.slice(2)]);
    const us = readAny(withScores('0.5', '0', '0.5'));
    expect(us.notation).toBe('us');
    expect(us.report).toContain(
      '"F" means forfeit loss (0) and "U" round not paired (0) as in US Chess notation, not full-point bye (1) and pairing-allocated bye (1) as in FIDE TRF codes: the score column fits only that reading',
    );
    const fide = readAny(withScores('1.5', '1', '1.5'));
    expect(fide.notation).toBe('trf');
    expect(fide.tournament.players[1].entries[0].kind).toBe('fullBye');
    expect(fide.report).toContain('as in FIDE TRF codes, not');
  });

  test('two pairing-allocated byes in one round cannot be FIDE: U is read as US Chess', () => {
    const r = readAny([
      ['No.', 'R1'],
      ['1', 'U'],
      ['2', 'U'],
    ]);
    expect(r.notation).toBe('us');
    expect(r.report).toContain('more than one pairing-allocated bye in a round');
  });

  test('a cell only one notation uses decides, and the report says which', () => {
    const r = readAny([
      ['No.', 'R1', 'R2'],
      ['1', 'W2', 'U'],
      ['2', 'L1', 'F'],
    ]);
    expect(r.notation).toBe('us');
    expect(r.report).toContain('cells such as B2 "W2" exist only in US Chess notation');
    const fide = readAny([
      ['No.', 'R1', 'R2'],
      ['1', '2 w 1', 'U'],
      ['2', '1 b 0', 'F'],
    ]);
    expect(fide.notation).toBe('trf');
    expect(fide.tournament.players[1].entries[1].kind).toBe('fullBye');
  });

  test('a lone B: Black on a second line under a number column, a full-point bye on a player line', () => {
    const t = readAny([
      ['No.', 'Name', 'R1', 'R2'],
      ['1', 'Ann', 'W2', 'B'],
      ['', '', 'B', ''],
      ['2', 'Ben', 'L1', 'H'],
      ['', '', 'W', ''],
    ]).tournament;
    expect(t.players[0].entries.map((e) => [e.kind, e.colour])).toEqual([
      ['win', 'B'],
      ['fullBye', undefined],
    ]);
  });

  test('a lone B with no number column to place it is refused, naming the row', () => {
    const problems = problemsOf(() =>
      readAny([
        ['Name', 'R1', 'R2'],
        ['Ann', 'W2', 'D2'],
        ['', 'B', 'W'],
        ['Ben', 'L1', 'D1'],
        ['', 'B', 'B'],
      ]),
    );
    expect(problems).toEqual([
      {
        cell: 'B5',
        message: expect.stringContaining(
          'full-point byes of a player (US Chess) or Black on the second line of player 2 (MSA)?',
        ),
      },
    ]);
  });
});

describe('the value of a pairing-allocated bye is a setting', () => {
  test('default: what the notation prints', () => {
    expect(readAny(E.CHESS_RESULTS).tournament.players[1].entries[1].kind).toBe('fullBye');
    expect(readAny(E.TRF).tournament.players[1].entries[1].kind).toBe('fullBye');
  });

  test.each([
    ['us', E.US],
    ['chess-results', E.CHESS_RESULTS],
    ['vega', E.VEGA],
    ['swissperfect', E.SWISSPERFECT],
    ['trf', E.TRF],
    ['msa', E.MSA],
  ] as [string, string | string[][]][])(
    '%s: pabPoints ½ turns the pairing bye into a half point; printed totals that counted it 1 no longer agree',
    (_id, input) => {
      // Players 2 and 3 had the pairing bye; the printed totals count it as 1.
      const problems = problemsOf(() => readAny(input, { pabPoints: 0.5 }));
      expect(problems.map((p) => p.message)).toEqual([
        "the score column says 3 but player 2's results add up to 2½; expected them to agree.",
        "the score column says 2 but player 3's results add up to 1½; expected them to agree.",
      ]);
      if (Array.isArray(input)) {
        const noScores = input.map((row) => row.filter((_, c) => c !== 3));
        expect(readAny(noScores, { pabPoints: 0.5 }).tournament.players[1].entries[1].kind).toBe('halfBye');
        expect(readAny(noScores, { pabPoints: 0 }).tournament.players[2].entries[3].kind).toBe('zeroBye');
      }
    },
  );

  test('TRF: only U is the pairing bye; F, a bye the player asked for, keeps its point', () => {
    const t = readAny(
      [
        'XXR 2',
        E.trfLine(1, 'A', null, '1.5', 1, ['0000 - F', '0000 - U']),
        E.trfLine(2, 'B', null, '0.0', 2, ['0000 - Z', '0000 - Z']),
      ].join('\n'),
      {
        pabPoints: 0.5,
      },
    ).tournament;
    expect(t.players[0].entries.map((e) => e.kind)).toEqual(['fullBye', 'halfBye']);
  });

  test("TRF: the file's own scoring (XXS PAB, 162 P, BBU) is the default, and the report says so", () => {
    const lines = (tag: string) => [tag, 'XXR 1', E.trfLine(1, 'A', null, '0.5', 1, ['0000 - U'])].join('\n');
    for (const tag of ['XXS PAB=0.5', '162  P 0.5', 'BBU  0.5']) {
      const r = readAny(lines(tag));
      expect(r.tournament.players[0].entries[0].kind).toBe('halfBye');
      expect(r.report).toContain('the file scores the pairing-allocated bye (U) as ½');
    }
  });

  test('a value other than 1, ½ or 0 is refused', () => {
    expect(problemsOf(() => readAny(E.US, { pabPoints: 0.75 }))[0].message).toContain(
      'worth 1, ½ or 0 points; got 0.75',
    );
  });
});

describe('chess-results: a round paired but without a result yet', () => {
  const grid = [
    ['Rk.', 'Name', 'Pts.', '1.Rd', '2.Rd'],
    ['1', 'Ann', '1', '2w1', '3b'],
    ['2', 'Ben', '1', '1b0', '4w1'],
    ['3', 'Cai', '0.5', '4b½', '1w'],
    ['4', 'Dee', '0.5', '3w½', '2b0'],
  ];

  test('is a pairing not yet played: the round is in progress and the standings are after round 1', () => {
    const r = readAny(grid);
    expect(r.notation).toBe('chess-results');
    expect(r.tournament.rounds).toBe(1);
    expect(r.tournament.plannedRounds).toBe(2);
    expect(r.tournament.players[0].entries).toHaveLength(1);
    // Ann (row 0) meets Cai (row 2) with Black, no result yet; Ben beat Dee.
    expect(r.tournament.roundInProgress).toEqual({
      round: 2,
      pairings: [
        { player: 0, opponent: 2, colour: 'B', raw: '3b', cell: 'E2' },
        { player: 1, opponent: 3, colour: 'W', result: 'win', raw: '4w1', cell: 'E3' },
        { player: 2, opponent: 0, colour: 'W', raw: '1w', cell: 'E4' },
        { player: 3, opponent: 1, colour: 'B', result: 'loss', raw: '2b0', cell: 'E5' },
      ],
      resultsIn: 2,
      resultsMissing: 2,
    });
    expect(r.report).toContain(
      'after round 1 of 2; round 2 is in progress: 2 of 4 players have no result yet (E2 "3b", E4 "1w"); the standings are after round 1, the last complete round',
    );
  });

  test('a pending cell facing a result is an inconsistency', () => {
    const broken = grid.map((r) => [...r]);
    broken[3][4] = '1w0';
    broken[3][2] = '0.5';
    expect(problemsOf(() => readAny(broken)).map((p) => p.cell)).toContain('E4');
  });
});

describe('cell hygiene', () => {
  test('½ written .5, 0.5, 1/2, ½; stray spaces; lower or upper case', () => {
    const t = readAny([
      ['No.', 'R1', 'R2', 'R3', 'R4'],
      ['1', '2w½', ' 2 B .5 ', '2w0.5', '-1/2'],
      ['2', '1B1/2', '1w 0,5', '1 b ½', '- ½'],
    ]).tournament;
    expect(t.players.flatMap((p) => p.entries.map((e) => e.kind))).toEqual([
      'draw',
      'draw',
      'draw',
      'halfBye',
      'draw',
      'draw',
      'draw',
      'halfBye',
    ]);
    expect(
      readAny([
        ['No.', 'R1'],
        ['1', '+w2'],
        ['2', '-b1'],
      ]).tournament.players[0].entries[0],
    ).toMatchObject({ kind: 'win', colour: 'W' });
    const rr = readAny([
      ['No.', 'vs1', 'vs2', 'vs3'],
      ['1', '*', '.5', '1/2'],
      ['2', '0.5', '*', ' 1 '],
      ['3', '½', '0', '*'],
    ]).tournament;
    // Three players: each sits out one round.
    expect(rr.players[0].entries.map((e) => e.kind).sort()).toEqual(['draw', 'draw', 'zeroBye']);
  });

  test('a date where someone typed 1/2 is named by cell, with how to enter a half point', () => {
    const grid: unknown[][] = E.CHESS_RESULTS.map((r) => [...r]);
    grid[1][6] = new Date(2025, 0, 2);
    const [p] = problemsOf(() => readAny(grid));
    expect(p.cell).toBe('G2');
    expect(p.message).toMatch(/date.*Enter ½ or 0\.5/);
    const rr: unknown[][] = [
      ['No.', 'vs1', 'vs2'],
      ['1', '*', new Date(2025, 0, 2)],
      ['2', '½', '*'],
    ];
    expect(problemsOf(() => readAny(rr))).toEqual([{ cell: 'C2', message: expect.stringContaining('Enter ½ or 0.5') }]);
  });
});

describe('TRF details', () => {
  const p = (n: number, points: string, cells: string[]) => E.trfLine(n, `P${n}`, null, points, n, cells);

  test('a 240 bye record fills a round the player line leaves blank; a contradiction is named', () => {
    const text = [
      'XXR 2',
      '240 H 002    2',
      p(1, '2.0', ['   2 w 1', '0000 - U']),
      p(2, '0.5', ['   1 b 0', '        ']),
    ].join('\n');
    expect(readAny(text).tournament.players[1].entries[1].kind).toBe('halfBye');
    const clash = text.replace('240 H 002    2', '240 Z 002    1');
    expect(problemsOf(() => readAny(clash))[0]).toEqual({
      cell: 'line 2',
      message: expect.stringContaining(
        'gives player 1 a Z bye in round 2, but their player line (line 3) says "0000 - U"',
      ),
    });
  });

  test('a bye record for a round not yet played is left out, and said', () => {
    const r = readAny(['240 H 003    1', p(1, '1.0', ['   2 w 1']), p(2, '0.0', ['   1 b 0'])].join('\n'));
    expect(r.tournament.rounds).toBe(1);
    expect(r.report).toContain('bye record for round 3 (not played yet) was left out');
  });

  test('results beyond the declared rounds, unreadable codes and non-standard scoring are named', () => {
    expect(
      problemsOf(() =>
        readAny(['XXR 1', p(1, '1.0', ['   2 w 1', '0000 - Z']), p(2, '0.0', ['   1 b 0'])].join('\n')),
      )[0],
    ).toEqual({
      cell: 'line 2',
      message: expect.stringContaining('has results in 2 rounds, but the file declares 1'),
    });
    expect(problemsOf(() => readAny([p(1, '1.0', ['   2 w X']), p(2, '0.0', ['   1 b 0'])].join('\n')))[0]).toEqual({
      cell: 'line 1',
      message: expect.stringContaining('round 1 "2 w X" cannot be read'),
    });
    expect(
      problemsOf(() => readAny(['162  W 3.0', p(1, '1.0', ['   2 w 1']), p(2, '0.0', ['   1 b 0'])].join('\n')))[0]
        .message,
    ).toContain('scores W as 3');
  });

  test('an in-progress file declaring more rounds reads the rounds played, and says so', () => {
    const r = readAny(['XXR 9', p(1, '1.0', ['   2 w 1']), p(2, '0.0', ['   1 b 0'])].join('\n'));
    expect(r.tournament.rounds).toBe(1);
    expect(r.tournament.plannedRounds).toBe(9);
    expect(r.report).toContain('2 players, after round 1 of 9; rounds 2 to 9 have no result yet');
  });
});

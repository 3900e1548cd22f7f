/**
 * The reference files of ../shared: every TRF reads with the player and round counts it
 * declares and each player's points equal the file's own points column; the chess-results,
 * Hamilton (Vega-like) and FIDE exercise crosstables read with every printed score.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromPoints } from '../../src/model/points';
import { CrosstableError } from '../../src/model/problems';
import { POINTS } from '../../src/model/tournament';
import { parseDelimited } from '../../src/read/csv';
import { readAny } from '../../src/read';
import { describeShared, SHARED_DIR, sharedFiles } from '../support/shared';

/** What the file itself declares: 062 players, XXR rounds (else the last round with a result), points per player. */
function declared(text: string) {
  const lines = text.split(/\r?\n/);
  const players = lines.filter((l) => l.startsWith('001'));
  const count = Number(/^062 +(\d+)/m.exec(text)?.[1] ?? players.length);
  const xxr = /^XXR +(\d+)/m.exec(text);
  const lastRound = Math.max(...players.map((l) => Math.ceil(l.slice(91).trimEnd().length / 10)));
  const points = new Map(
    players.map((l) => [Number(l.slice(4, 8)), fromPoints(Number(l.slice(80, 84).replace(',', '.')))]),
  );
  return { count, rounds: xxr ? Number(xxr[1]) : lastRound, points };
}

describeShared('TRF reference files', () => {
  const files = sharedFiles('trf', /\.trf$/);

  test('there are TRF files to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  describe.each(files.map((f) => [path.basename(f), f]))('%s', (_name, file) => {
    const text = fs.readFileSync(file, 'latin1');
    const want = declared(text);

    test('reads as TRF with the players and rounds the file declares', () => {
      const r = readAny(text, { fileName: file });
      expect(r.notation).toBe('trf');
      expect(r.tournament.players).toHaveLength(want.count);
      expect(r.tournament.rounds).toBe(want.rounds);
      expect(r.report).toMatch(new RegExp(`^read as FIDE TRF, ${want.count} players, ${want.rounds} rounds`));
    });

    test("each player's points equal the file's points column (no inconsistent players)", () => {
      const t = readAny(text, { fileName: file }).tournament;
      const inconsistent = t.players
        .filter((p) => p.entries.reduce((s, e) => s + POINTS[e.kind], 0) !== want.points.get(p.number))
        .map((p) => p.number);
      expect(inconsistent).toEqual([]);
    });

    test('a line whose columns were knocked out of place still reads (split on spaces)', () => {
      // Collapse the spaces of every player line with no blank rounds: only the columns change.
      const lines = text.split('\n');
      const full = lines.filter(
        (l) => l.startsWith('001') && l.slice(91).trim().split(/\s+/).length === 3 * want.rounds,
      );
      expect(full.length).toBeGreaterThan(0);
      const squeezed = lines.map((l) => (l === full[0] ? l.replace(/ +/g, ' ') : l)).join('\n');
      const r = readAny(squeezed, { fileName: file });
      expect(r.report).toContain('read by splitting on spaces');
      const before = readAny(text, { fileName: file }).tournament;
      expect(r.tournament.players.map((p) => p.entries.map((e) => [e.kind, e.opponent, e.colour]))).toEqual(
        before.players.map((p) => p.entries.map((e) => [e.kind, e.opponent, e.colour])),
      );
    });

    test('pasted into a sheet, one line a row in column A, reads the same', () => {
      const grid = text.split('\n').map((l) => [l]);
      const fromSheet = readAny(grid).tournament;
      const fromFile = readAny(text, { fileName: file }).tournament;
      expect(fromSheet.players.map((p) => p.entries.map((e) => [e.kind, e.opponent, e.colour]))).toEqual(
        fromFile.players.map((p) => p.entries.map((e) => [e.kind, e.opponent, e.colour])),
      );
      expect(fromSheet.players[0].cell).toMatch(/^A\d+$/);
    });
  });

  test('san_viator: U is the pairing-allocated bye (1 point), F a full-point bye, H half, Z zero, forfeits keep their opponent', () => {
    const t = readAny(fs.readFileSync(path.join(SHARED_DIR, 'trf', 'san_viator_2018.trf'), 'latin1')).tournament;
    const p1 = t.players.find((p) => p.number === 1)!;
    expect(p1.entries.map((e) => e.kind)).toEqual([
      'zeroBye',
      'fullBye',
      'win',
      'zeroBye',
      'zeroBye',
      'zeroBye',
      'zeroBye',
    ]);
    const p5 = t.players.find((p) => p.number === 5)!;
    expect(p5.entries[0]).toMatchObject({ kind: 'forfeitWin', opponent: t.players.findIndex((p) => p.number === 68) });
    expect(p5.entries[0].colour).toBeUndefined();
    expect(p5.entries[1].kind).toBe('halfBye');
  });

  test('lichess: a blank opponent with a code (H, U, -) and XXR', () => {
    const r = readAny(fs.readFileSync(path.join(SHARED_DIR, 'trf', 'lichess_2020_06.trf'), 'latin1'));
    const kinds = (n: number) => r.tournament.players.find((p) => p.number === n)!.entries.map((e) => e.kind);
    expect(kinds(5).slice(0, 2)).toEqual(['halfBye', 'zeroBye']);
    expect(kinds(6)[1]).toBe('fullBye');
    expect(kinds(13).slice(3)).toEqual(new Array(7).fill('zeroBye'));
  });

  test('example1 (2005): old-style "- +" forfeits with opponents, "0000 - +" bye, blank rounds', () => {
    const t = readAny(fs.readFileSync(path.join(SHARED_DIR, 'trf', 'example1.trf'), 'latin1')).tournament;
    const byNumber = (n: number) => t.players.find((p) => p.number === n)!;
    expect(byNumber(63).entries[0]).toMatchObject({ kind: 'forfeitWin', opponent: t.players.indexOf(byNumber(204)) });
    expect(byNumber(282).entries[4].kind).toBe('fullBye');
    expect(byNumber(276).entries[0].kind).toBe('zeroBye');
    expect(t.hasColours).toBe(true);
  });

  test('a file whose points column disagrees names exactly the inconsistent players', () => {
    const text = fs.readFileSync(path.join(SHARED_DIR, 'trf', 'lichess_2020_06.trf'), 'latin1');
    // Player 2 printed 7.0 instead of 7.5, player 13 printed 1.5 instead of 1.0.
    const broken = text
      .split('\n')
      .map((l) =>
        l.startsWith('001    2')
          ? l.slice(0, 80) + ' 7.0' + l.slice(84)
          : l.startsWith('001   13')
            ? l.slice(0, 80) + ' 1.5' + l.slice(84)
            : l,
      )
      .join('\n');
    let err: CrosstableError | undefined;
    try {
      readAny(broken, { fileName: 'x.trf' });
    } catch (e) {
      err = e as CrosstableError;
    }
    expect(err).toBeInstanceOf(CrosstableError);
    expect(err!.problems).toEqual([
      {
        cell: 'line 17',
        message: "the score column says 7 but player 2's results add up to 7½; expected them to agree.",
      },
      {
        cell: 'line 28',
        message: "the score column says 1½ but player 13's results add up to 1; expected them to agree.",
      },
    ]);
  });
});

describeShared('chess-results, Hamilton (Vega-like) and FIDE exercise crosstables', () => {
  const files: [string, string][] = [
    ['chessresults_moscow_open_2018_a.csv', 'chess-results'],
    ['chessresults_rr_tnr437642.csv', 'rr'],
    ['hamiltonnz_club_champs_2018_partialTB.csv', 'vega'],
    ['fide_tec_exercise_2024_partial.csv', 'vega'],
  ];

  test.each(files)('%s reads as %s with every printed score', (name, notation) => {
    const file = path.join(SHARED_DIR, 'refdata', name);
    const text = fs.readFileSync(file, 'utf8');
    const [header, ...rows] = parseDelimited(text);
    const r = readAny(text, { fileName: file });
    expect(r.notation).toBe(notation);
    expect(r.tournament.players).toHaveLength(rows.filter((row) => row.some((c) => c !== '')).length);
    const rounds = header.filter((h) => /^R\d+$/.test(h)).length || header.filter((h) => /^vs\d+$/.test(h)).length - 1;
    expect(r.tournament.rounds).toBe(rounds);
    const scoreCol = header.indexOf('score');
    let printed = 0;
    for (const row of rows) {
      if (!row[scoreCol]) continue;
      printed++;
      const p = r.tournament.players.find((x) => x.number === Number(row[0]))!;
      expect(`#${p.number} ${p.entries.reduce((s, e) => s + POINTS[e.kind], 0) / 4}`).toBe(
        `#${p.number} ${Number(row[scoreCol])}`,
      );
    }
    expect(printed).toBeGreaterThan(0);
  });

  test('Moscow: opponents are final-rank numbers, as the number column is Rk.', () => {
    const t = readAny(
      fs.readFileSync(path.join(SHARED_DIR, 'refdata', 'chessresults_moscow_open_2018_a.csv'), 'utf8'),
    ).tournament;
    const first = t.players.find((p) => p.number === 1)!;
    expect(first.entries[0]).toMatchObject({ kind: 'win', colour: 'W', raw: '161w1' });
    expect(t.players[first.entries[0].opponent!].number).toBe(161);
    const kinds = t.players.flatMap((p) => p.entries.map((e) => e.kind));
    expect(kinds.filter((k) => k === 'forfeitWin')).toHaveLength(kinds.filter((k) => k === 'forfeitLoss').length);
    expect(kinds.filter((k) => k === 'fullBye').length).toBeGreaterThan(0);
  });

  test('FIDE exercise: +F11 / -F9 forfeits name each other, -- is absent, +BYE and =BYE are byes', () => {
    const t = readAny(
      fs.readFileSync(path.join(SHARED_DIR, 'refdata', 'fide_tec_exercise_2024_partial.csv'), 'utf8'),
    ).tournament;
    const n = (k: number) => t.players.find((p) => p.number === k)!;
    expect(n(11).entries[3]).toMatchObject({ kind: 'forfeitWin', opponent: t.players.indexOf(n(9)) });
    expect(n(12).entries.map((e) => e.kind)).toEqual(['loss', 'fullBye', 'forfeitWin', 'zeroBye', 'zeroBye']);
    expect(n(4).entries[1].kind).toBe('halfBye');
  });

  test('Hamilton: an empty cell is a round the table printed nothing for (not paired)', () => {
    const t = readAny(
      fs.readFileSync(path.join(SHARED_DIR, 'refdata', 'hamiltonnz_club_champs_2018_partialTB.csv'), 'utf8'),
    ).tournament;
    expect(t.players.find((p) => p.number === 9)!.entries[5]).toMatchObject({ kind: 'zeroBye', raw: '' });
    expect(t.hasColours).toBe(true);
  });
});

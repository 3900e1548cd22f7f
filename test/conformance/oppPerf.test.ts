/**
 * Opposition's performance (OPPPERF, US Chess 34E10 as SwissSys prints "Op. perf."): the rule of
 * rules.md §3a on tables built so each of its clauses decides a value (the 350 cap on a rated
 * player's wins, +50 for a win over an unrated player, an unrated player rated by their games and
 * held exactly, the performance never below 0, the mean rounded half up, forfeits left out), then
 * every printed Op. perf. value of SwissSys's two sections, and the places a director meets it:
 * the CLI, =TIEBREAK, =OPPPERF, =TBEXPLAIN, the sidebar's list and `tiebreaks systems`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { AppsScriptRuntime, EmulatedSpreadsheet, putValues } from '../../emulator';
import type { Tournament } from '../../src/model/tournament';
import { readCrosstable, readCrosstableText } from '../../src/read';
import { parseDelimited } from '../../src/read/csv';
import { usNotation } from '../../src/read/usNotation';
import { tiebreakColumn } from '../../src/standings/column';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { ensureBuilt, readDist } from '../bundle/built';
import { SMALL_TABLE } from '../bundle/surface';
import { TableBuilder } from '../support/builder';
import { GeneratedSwiss, swissArbitrary } from '../support/generate';
import { runs } from '../support/properties';
import { runCli } from '../support/cli';
import { describeShared, SHARED_DIR } from '../support/shared';

/** Every player's OPPPERF by pairing number, with the explanation of each. */
function oppPerf(t: Tournament): Map<number, { value: number | null; explain: string }> {
  const column = tiebreakColumn(t, parseTiebreakSpec('OPPPERF'));
  return new Map(t.players.map((p, i) => [p.number, { value: column[i].value, explain: column[i].explain() }]));
}

/**
 * #1 2000, #2 1200, #3 unrated, #4 1500, #5 1400 and #6 1600 (a forfeit between them, nothing
 * else), #7 100 and #8 150. Round 1: 1 beats 2, 4 beats 3, 8 beats 7; round 2: 1 beats 3, 2 draws
 * 4, 6 wins by forfeit against 5.
 */
function clauses(): Tournament {
  const b = new TableBuilder(2);
  for (const rating of [2000, 1200, null, 1500, 1400, 1600, 100, 150]) b.player(undefined, rating);
  b.game(1, 1, 2, 'W').game(1, 4, 3, 'W').game(1, 8, 7, 'W').bye(1, 5, 'U').bye(1, 6, 'U');
  b.game(2, 1, 3, 'W').game(2, 2, 4, 'D').game(2, 6, 5, 'X').bye(2, 7, 'U').bye(2, 8, 'U');
  return b.tournament();
}

describe('rules.md §3a, clause by clause', () => {
  // Performances: #1 (2000): a win over 1200 counts as 2000−350 = 1650, +400 = 2050; a win over
  // the unrated #3 counts 2000+50 = 2050; PR 2050. #2: 2000−400, 1500 → 1550. #3 is rated by
  // their games: (1500−400 + 2000−400)/2 = 1350, and performs 1350. #4: win over unrated 1550,
  // draw 1200 → 1375. #7: 150−400 = −250 → 0. #8: win over 100, capped at 150−350 → 500.
  const values = oppPerf(clauses());

  test("a played opponent's performances averaged: #1 met #2 (1550) and #3 (1350): 1450", () => {
    expect(values.get(1)!.value).toBe(1450);
    expect(values.get(4)!.value).toBe(1450);
  });

  test('the mean is rounded half up: #2 met #1 (2050) and #4 (1375), mean 1712½: 1713', () => {
    expect(values.get(2)!.value).toBe(1713);
    expect(values.get(3)!.value).toBe(1713);
  });

  test('a performance below 0 counts 0; the 350 cap also lifts a win over a lower-rated player', () => {
    expect(values.get(8)!.value).toBe(0);
    expect(values.get(7)!.value).toBe(500);
  });

  test('a forfeit is not a game: players with only a forfeit have 0', () => {
    expect(values.get(5)!.value).toBe(0);
    expect(values.get(6)!.value).toBe(0);
    expect(values.get(6)!.explain).toBe('no played games; OPPPERF 0');
  });

  test("the explanation gives each opponent's performance and the games behind it", () => {
    expect(values.get(1)!.explain).toBe(
      "opponents' performances R1 #2 1550, R2 #3 1350; mean 2900/2 rounded half up: OPPPERF 1450. " +
        '#2 (1200) performed 1550: (R1 L #1 2000−400, R2 D #4 1500) = 3100 over 2 games; ' +
        '#3 (unrated, rated 1350 by their games) performed 1350: (R1 L #4 1500−400, R2 L #1 2000−400) = 2700 over 2 games',
    );
    expect(values.get(2)!.explain).toContain(
      '#1 (2000) performed 2050: (R1 W #2 1200, counted as 2000−350: 1650+400, R2 W #3 unrated: 2000+50) = 4100 over 2 games',
    );
    expect(values.get(8)!.explain).toContain('#7 (100) performed 0: (R1 L #8 150−400) = -250 over 1 game');
  });

  test("an unrated player's rating from their games is held exactly, not rounded first", () => {
    // #1 and #2 are unrated, each rated (1000 + 1001+400 + 1500+400)/3 = 4301/3 by their games;
    // #7 (1500) loses to both and draws #8 (999): (2 × (4301/3 − 400) + 999)/3 = 9199/9 → 1022.
    // Cutting 4301/3 to 1433 first would give (2 × 1033 + 999)/3 = 1021⅔ → 1021.
    const b = new TableBuilder(5);
    for (const rating of [null, null, 1000, 1001, 1000, 1001, 1500, 999]) b.player(undefined, rating);
    b.game(1, 1, 3, 'D').game(2, 1, 4, 'W').game(1, 2, 5, 'D').game(2, 2, 6, 'W');
    b.game(3, 1, 7, 'W').game(4, 2, 7, 'W').game(5, 7, 8, 'D');
    const values = oppPerf(b.tournament());
    expect(values.get(8)!.explain).toContain(
      '#7 (1500) performed 1022: (R3 L #1 unrated 4301/3−400, R4 L #2 unrated 4301/3−400, R5 D #8 999) = 9199/3 over 3 games',
    );
    expect(values.get(8)!.value).toBe(1022);
  });
});

/**
 * §3a computed a second way, from the generator's own record: every rating scaled by 2520 (a
 * multiple of every game count up to 9 rounds), so an unrated player's rating is a whole number
 * and each division is one exact integer division.
 */
function referenceOppPerf(g: GeneratedSwiss): Map<number, number> {
  const D = 2520;
  const P = g.players;
  const shift = { W: 400, D: 0, L: -400 } as Record<string, number>;
  const rated = (i: number) => (P[i].rating ?? 0) > 0;
  const games = (i: number) => P[i].results.filter((r) => r.kind === 'W' || r.kind === 'D' || r.kind === 'L');
  const scaled = P.map((p, i) => {
    if (rated(i)) return p.rating! * D;
    const vsRated = games(i).filter((r) => rated(r.opponent!));
    return vsRated.length
      ? (vsRated.reduce((s, r) => s + P[r.opponent!].rating! + shift[r.kind], 0) * D) / vsRated.length
      : 0;
  });
  const pr = P.map((p, j) => {
    const list = games(j).map((r) => {
      const o = r.opponent!;
      if (rated(j) && r.kind === 'W')
        return rated(o) ? Math.max(scaled[o], (p.rating! - 350) * D) + 400 * D : (p.rating! + 50) * D;
      return scaled[o] + shift[r.kind] * D;
    });
    return list.length ? Math.max(0, Math.floor(list.reduce((a, b) => a + b, 0) / (D * list.length))) : 0;
  });
  return new Map(
    P.map((p, i) => {
      const opps = games(i).map((r) => pr[r.opponent!]);
      return [p.number, opps.length ? Math.floor(opps.reduce((a, b) => a + b, 0) / opps.length + 0.5) : 0];
    }),
  );
}

test('generated Swiss events (unrated players, forfeits, byes): OPPPERF is §3a computed a second way', () => {
  fc.assert(
    fc.property(swissArbitrary({ maxRounds: 9 }), (g) => {
      const got = oppPerf(readCrosstable(g.grid, { notation: usNotation }));
      const want = referenceOppPerf(g);
      for (const [n, v] of want) expect(`#${n} ${got.get(n)!.value}`).toBe(`#${n} ${v}`);
    }),
    runs(100),
  );
});

describeShared('every Op. perf. SwissSys printed', () => {
  const files = ['swisssys_oscf_2026_es_copper.csv', 'swisssys_oscf_2026_hs_platinum.csv'];

  test.each(files)('%s: each player, value for value', (name) => {
    const text = fs.readFileSync(path.join(SHARED_DIR, 'refdata', name), 'utf8');
    const [header, ...rows] = parseDelimited(text);
    const col = header.indexOf('Op. perf.');
    const values = oppPerf(readCrosstableText(text, name));
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) expect(`#${row[0]} ${values.get(Number(row[0]))!.value}`).toBe(`#${row[0]} ${row[col]}`);
  });

  test('hs_platinum #4: the explanation a director reads, a capped win included', () => {
    const text = fs.readFileSync(path.join(SHARED_DIR, 'refdata', 'swisssys_oscf_2026_hs_platinum.csv'), 'utf8');
    const r = runCli(['standings', 'hs.csv', '--tiebreaks', 'OPPPERF', '--explain', '4'], { 'hs.csv': text });
    expect(r.err).toBe('');
    expect(r.out).toContain(
      'OPPPERF (Opposition\'s performance, US Chess 34E10, as SwissSys computes "Op. perf."): 1846',
    );
    expect(r.out).toContain(
      "opponents' performances R1 #13 1655, R2 #19 1613, R3 #5 1898, R4 #1 2216; mean 7382/4 rounded half up: OPPPERF 1846",
    );
    expect(r.out).toContain(
      '#1 (2220) performed 2216: (R1 W #10 1713, counted as 2220−350: 1870+400, R2 W #6 1904+400, R3 D #2 2064, R4 W #4 2017+400, R5 D #3 2026) = 11081 over 5 games',
    );
  });
});

describe('where a director meets it', () => {
  // SMALL_TABLE: #4 Di Dunn is unrated, rated (1600 + 1700+400 + 1800−400)/3 = 1700 by her games.
  // Performances: #1 1850 (2100, 1600, 1800+50), #2 1350, #3 1750, #4 1700.
  const expected = { 1: 1600, 2: 1775, 3: 1775, 4: 1650 };

  test('the engine on the small table', () => {
    const values = oppPerf(readCrosstable(SMALL_TABLE));
    expect([1, 2, 3, 4].map((n) => values.get(n)!.value)).toEqual(Object.values(expected));
  });

  test('CLI: --tiebreaks OPPPERF prints the column, and `tiebreaks systems` lists it with what the data left open', () => {
    const csv = SMALL_TABLE.slice(1)
      .map((r) => r.join(','))
      .join('\n');
    const r = runCli(['standings', 't.csv', '--tiebreaks', 'OPPPERF'], { 't.csv': csv });
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^ +1 +1 +1 +Ann Ames +1800 +2½ +1600 *$/m);
    expect(r.out).toMatch(/^ +3 +2-3 +4 +Di Dunn +1½ +1650 +OPPPERF 1775 vs 1650$/m);
    const systems = runCli(['systems']).out;
    expect(systems).toMatch(
      /^OPPPERF Opposition's performance \(US Chess 34E10, as SwissSys computes "Op\. perf\."\): .*SwissSys's behaviour, not a rulebook text; the data does not settle forfeits .*unrated players/m,
    );
  });

  describe('in the sheet', () => {
    let code: string;
    beforeAll(() => {
      ensureBuilt();
      code = readDist('Code.js');
    });
    const sheet = () => {
      const runtime = new AppsScriptRuntime({ code, spreadsheet: new EmulatedSpreadsheet('Club') });
      runtime.spreadsheet.getActiveSheet().setName('Crosstable');
      putValues(runtime.spreadsheet, 'Crosstable', SMALL_TABLE);
      return runtime;
    };

    test('=OPPPERF(A1:G7) and =TIEBREAK(A1:G7, "OPPPERF") fill the same column', () => {
      const runtime = sheet();
      const column = ['', 'OPPPERF', 1600, 1775, '', 1775, 1650];
      expect(runtime.setFormula('Crosstable', 'I1', '=OPPPERF(A1:G7)').values.map((r) => r[0])).toEqual(column);
      expect(runtime.setFormula('Crosstable', 'J1', '=TIEBREAK(A1:G7, "OPPPERF")').values.map((r) => r[0])).toEqual(
        column,
      );
      expect(runtime.setFormula('Crosstable', 'K1', '=OPPPERF(A1:G7, 4)').values).toEqual([[1650]]);
    });

    test("=TBEXPLAIN gives each opponent's performance", () => {
      const { values } = sheet().setFormula('Crosstable', 'I1', '=TBEXPLAIN(A1:G7, 4, "OPPPERF")');
      expect(String(values[0][0])).toContain(
        "opponents' performances R1 #3 1750, R2 #2 1350, R3 #1 1850; mean 4950/3 rounded half up: OPPPERF 1650",
      );
    });

    test('the sidebar lists it with its rule and what the data left open', () => {
      const state = sheet().run('getSidebarState') as {
        systems: { code: string; name: string; rule: string; summary: string }[];
      };
      const system = state.systems.find((s) => s.code === 'OPPPERF');
      expect(system).toMatchObject({
        name: "Opposition's performance",
        rule: 'US Chess 34E10, as SwissSys computes "Op. perf."',
      });
      expect(system!.summary).toContain('forfeits (left out, as byes are)');
    });
  });
});

/**
 * Conventions: Vega's readings of C.07 as options of the FIDE systems, on one hand-built Swiss
 * whose values are worked out below from each convention's definition.
 *
 *   R1: 1-2 1-0, 3-4 ½
 *   R2: 1-3 1-0, 2 zero-point bye (requested), 4 full-point bye
 *   R3: 1-3 ½, 4 wins by forfeit against 2
 *
 * Scores: #1 2½, #2 0, #3 1, #4 2½ (N = 3 rounds).
 *
 * #2's R2 zero-point bye is followed only by a forfeit loss. C.07 16.2.5 (2024/2026), as FIDE's
 * calculator reads it: a forfeit loss is voluntarily unplayed (16.1.2), so the bye counts as a
 * draw for #2's opponents: #2's adjusted score ½. Vega (vur=byes): the forfeit loss is not
 * voluntary, so the bye counts as awarded: #2's adjusted score 0. Everyone else's is their score.
 *
 * 2026, own unplayed rounds of #4: R2 bye, dummy min(2½, ½ × 3) = 1½; R3 forfeit win, dummy capped
 * at #2's adjusted score: ½ (default) or 0 (vega).
 *
 * 2009 (every unplayed round ½ for the opponents; #3 played every round, adjusted 1) and own
 * unplayed rounds against the virtual opponent = score before + (1 - points got) + ½ × later rounds:
 * #2 R2: 0 + 1 + ½ = 1½, R3: 0 + 1 + 0 = 1; #4 R2: ½ + 0 + ½ = 1, R3: 1½ + 0 + 0 = 1½.
 * Sonneborn-Berger multiplies them by ½ (virtual=half, Swiss-Manager) or by the points scored
 * (virtual=scored, Vega's manual, Appendix I: "the player that lost to forfeit get no tie-break points").
 */
import { applyConvention } from '../../src/standings/conventions';
import { CONVENTIONS, CONVENTION_IDS } from '../../src/tiebreaks/conventions';
import { parseTiebreakSpec, specLabel, TIEBREAKS, withOptions } from '../../src/tiebreaks/registry';
import { standingsTable, tiebreakResult } from '../../src/sheets/columns';
import { specFromCode } from '../../src/sheets/arguments';
import { TableBuilder } from '../support/builder';
import { runCli } from '../support/cli';
import { entry, value } from './support/values';

function table() {
  const b = new TableBuilder(3);
  for (let i = 1; i <= 4; i++) b.player(`P${i}`);
  b.game(1, 1, 2, 'W').game(1, 3, 4, 'D');
  b.game(2, 1, 3, 'W').bye(2, 2, 'U').bye(2, 4, 'B');
  b.game(3, 1, 3, 'D').game(3, 4, 2, 'X');
  return b.tournament();
}

const t = table();

describe("an opponent's voluntarily unplayed rounds (C.07 16.2.5): vur", () => {
  test.each([
    // #1 met #2 (R1) and #3 twice
    ['FIDE-BH', 1, 0.5 + 1 + 1],
    ['FIDE-BH(vur=byes)', 1, 0 + 1 + 1],
    ['FIDE-BH(fide=2024)', 1, 2.5],
    ['FIDE-BH(fide=2024,vur=byes)', 1, 2],
    // #4: #3, R2 bye dummy 1½, R3 forfeit win dummy capped at #2's adjusted score
    ['FIDE-BH', 4, 1 + 1.5 + 0.5],
    ['FIDE-BH(vur=byes)', 4, 1 + 1.5 + 0],
    // 2024: the dummy has #4's own score, whatever #2's adjusted score
    ['FIDE-BH(fide=2024,vur=byes)', 4, 1 + 2.5 + 2.5],
    // Cut-1 cuts the lowest: #1's 0 (or ½) from #2
    ['BH/C1(vur=byes)', 1, 2],
    // SB of #1: won v #2, won v #3, drew v #3
    ['FIDE-SB', 1, 0.5 * 1 + 1 * 1 + 1 * 0.5],
    ['FIDE-SB(vur=byes)', 1, 0 + 1 + 0.5],
    // SB of #4: drew v #3, bye 1½ × 1, forfeit win (½ or 0) × 1
    ['FIDE-SB', 4, 0.5 + 1.5 + 0.5],
    ['FIDE-SB(vur=byes)', 4, 0.5 + 1.5 + 0],
    // Fore Buchholz scores #2's final-round forfeit as a draw (8.3) but keeps its category (16.2):
    // #2 counts 0 + ½ (bye as a draw) + ½ = 1 by default, 0 + 0 + ½ under vur=byes
    ['FB', 1, 1 + 1 + 1],
    ['FB(vur=byes)', 1, 0.5 + 1 + 1],
    // 2009 counts every unplayed round ½ (#2: 0 + ½ + ½): the reading changes nothing
    ['FIDE-BH(fide=2009,vur=byes)', 1, 1 + 1 + 1],
  ])('%s of #%i is %d', (code, n, expected) => {
    expect(value(t, code, n)).toBe(expected);
  });
});

describe('Sonneborn-Berger under the 2009 rules, own unplayed rounds: virtual', () => {
  test.each([
    ['FIDE-SB(fide=2009)', 2, 0 + 1.5 * 0.5 + 1 * 0.5], // lost to #1; 1¼
    ['FIDE-SB(fide=2009,virtual=scored)', 2, 0 + 1.5 * 0 + 1 * 0], // Vega: nothing scored, nothing added
    ['FIDE-SB(fide=2009)', 4, 1 * 0.5 + 1 * 0.5 + 1.5 * 0.5], // 1¾
    ['FIDE-SB(fide=2009,virtual=scored)', 4, 1 * 0.5 + 1 * 1 + 1.5 * 1], // 3
    // Under 2026 there is no virtual opponent: the option changes nothing
    ['FIDE-SB(virtual=scored)', 4, 2.5],
  ])('%s of #%i is %d', (code, n, expected) => {
    expect(value(t, code, n)).toBe(expected);
  });
});

describe('--explain says when the value depends on the convention', () => {
  test('and what the default would give', () => {
    const text = entry(t, 'FIDE-BH(vur=byes)', 1).explain();
    expect(text).toContain(
      'depends on the convention: with a forfeit loss not counted as a round left voluntarily (as Vega), 2; the default',
    );
    expect(text).toMatch(/gives 2½$/);
  });

  test('and when it changes nothing here', () => {
    expect(entry(t, 'FIDE-BH(vur=byes)', 3).explain()).toContain(
      '(with a forfeit loss not counted as a round left voluntarily (as Vega): the same here)',
    );
  });

  test('only the departures that change the value are named (Vega’s 2009 reading changes nothing under 2026)', () => {
    const text = entry(t, 'FIDE-SB(vur=byes,virtual=scored)', 1).explain();
    // #1's SB: 2 as FIDE's calculator reads 16.2.5, 1½ as Vega does (the table's comment above).
    expect(text).toMatch(
      /depends on the convention: with a forfeit loss not counted as a round left voluntarily \(as Vega\), 1½; the default .* gives 2$/,
    );
    expect(text).not.toMatch(/depends on the convention: .*virtual opponent/);
  });

  test('the default says nothing of conventions', () => {
    expect(entry(t, 'FIDE-BH', 1).explain()).not.toContain('convention');
  });
});

describe('a convention is data', () => {
  const order = ['FIDE-BH', 'BH/C1', 'FIDE-SB(fide=2009)', 'FB', 'AOB', 'MM'].map(parseTiebreakSpec);

  test('vega sets its options on every system that takes them', () => {
    expect(applyConvention(order, 'vega').map(specLabel)).toEqual([
      'FIDE-BH(vur=byes)',
      'BH/C1(vur=byes)',
      'FIDE-SB(fide=2009,vur=byes,virtual=scored)',
      'FB(vur=byes)',
      'AOB',
      'MM',
    ]);
  });

  test('the default and the programs with no known departure leave the order as it is', () => {
    for (const id of ['fide', 'swiss-manager', 'SwissSys']) expect(applyConvention(order, id)).toEqual(order);
  });

  test('an option typed at its default cannot be told from the default: the convention applies (as fide= does)', () => {
    const asked = [withOptions('FIDE-SB', { vur: 'byes-and-forfeits', virtual: 'half' })];
    expect(applyConvention(asked, 'vega').map(specLabel)).toEqual(['FIDE-SB(vur=byes,virtual=scored)']);
  });

  test('an unknown convention is refused with the names', () => {
    expect(() => applyConvention(order, 'chessbase')).toThrow(
      'Convention "chessbase": expected fide, vega, swiss-manager, swisssys.',
    );
  });

  test.each(CONVENTION_IDS.flatMap((id) => CONVENTIONS[id].departures.map((d) => [id, d] as const)))(
    '%s: every departure is a convention option some FIDE system takes, with evidence',
    (_, d) => {
      const takers = Object.values(TIEBREAKS).filter((tb) =>
        tb.options.some(
          (o) => o.name === d.option && o.convention && (o.values as readonly string[]).includes(d.value),
        ),
      );
      expect(takers.length).toBeGreaterThan(0);
      expect(d.evidence.length).toBeGreaterThan(20);
    },
  );

  test('every convention option defaults to the FIDE reading, so the default convention changes nothing', () => {
    expect(CONVENTIONS.fide.departures).toEqual([]);
  });
});

describe('--convention and convention= name the convention for every front end', () => {
  const csv = new TableBuilder(3);
  for (let i = 1; i <= 4; i++) csv.player(`P${i}`);
  csv.game(1, 1, 2, 'W').game(1, 3, 4, 'D');
  csv.game(2, 1, 3, 'W').bye(2, 2, 'U').bye(2, 4, 'B');
  csv.game(3, 1, 3, 'D').game(3, 4, 2, 'X');
  const files = {
    't.csv':
      csv
        .grid()
        .map((r) => r.join(','))
        .join('\n') + '\n',
  };
  const json = (argv: string[]) => {
    const r = runCli(['standings', 't.csv', ...argv, '--format', 'json'], files);
    expect(r.err).toBe('');
    return JSON.parse(r.out) as {
      tiebreaks: string[];
      standings: { number: number; values: Record<string, number> }[];
    };
  };
  const of = (j: ReturnType<typeof json>, n: number) => j.standings.find((s) => s.number === n)!.values;

  test('--convention vega computes the FIDE systems as Vega does; the default as FIDE', () => {
    const vega = json(['--tiebreaks', 'BH/C1,FIDE-BH,FIDE-SB', '--convention', 'vega']);
    expect(vega.tiebreaks).toEqual(['BH/C1(vur=byes)', 'FIDE-BH(vur=byes)', 'FIDE-SB(vur=byes,virtual=scored)']);
    expect(of(vega, 1)).toEqual({
      'BH/C1(vur=byes)': 2,
      'FIDE-BH(vur=byes)': 2,
      'FIDE-SB(vur=byes,virtual=scored)': 1.5,
    });
    const fide = json(['--tiebreaks', 'FIDE-BH,FIDE-SB', '--convention', 'fide']);
    expect(of(fide, 1)).toEqual({ 'FIDE-BH': 2.5, 'FIDE-SB': 2 });
  });

  test('with --fide-rules 2009, Vega reads SB and BH as the FIDE systems with its own virtual opponent', () => {
    const j = json(['--tiebreaks', 'SB', '--fide-rules', '2009', '--convention', 'vega']);
    expect(j.tiebreaks).toEqual(['FIDE-SB(fide=2009,vur=byes,virtual=scored)']);
    expect(of(j, 4)).toEqual({ 'FIDE-SB(fide=2009,vur=byes,virtual=scored)': 3 });
  });

  test('--convention alone means the fide preset', () => {
    expect(json(['--convention', 'vega']).tiebreaks.slice(0, 3)).toEqual([
      'BH/C1(vur=byes)',
      'FIDE-BH(vur=byes)',
      'FIDE-SB(vur=byes,virtual=scored)',
    ]);
  });

  test('--explain says what the default would give', () => {
    const r = runCli(['standings', 't.csv', '--tiebreaks', 'FIDE-BH', '--convention', 'vega', '--explain', '1'], files);
    expect(r.out).toContain('left voluntarily (as Vega), 2; the default (C.07 as FIDE');
  });

  test('an unknown convention is a usage error naming the conventions', () => {
    const r = runCli(['standings', 't.csv', '--convention', 'chessbase'], files);
    expect(r.status).toBe(2);
    expect(r.err).toContain('--convention must be one of fide, vega, swiss-manager, swisssys; got "chessbase".');
  });

  test('tiebreaks systems lists every departure and its evidence', () => {
    const { out } = runCli(['systems']);
    expect(out).toContain('vur=byes: C.07 2024/2026, 16.2.5');
    expect(out).toContain("evidence: Vega User's Manual, Appendix I");
  });

  test('convention=vega in a custom function, for STANDINGS and TIEBREAK', () => {
    const grid = csv.grid();
    const standings = standingsTable(grid, 'FIDE-BH', '', '', 'convention=vega');
    // The header is the short one a director reads, as on the Standings sheet; the convention is the options' own.
    expect(standings[0]).toEqual(['Rank', 'Place', 'No.', 'Name', 'Score', 'FIDE-BH', 'Decided by']);
    const column = tiebreakResult(grid, specFromCode('FIDE-SB', 'convention=Vega'), 1, '');
    expect(column).toBe(1.5);
    expect(() => specFromCode('FIDE-SB', 'convention=chessbase')).toThrow(
      'convention="chessbase" is not a convention; expected one of fide, vega, swiss-manager, swisssys.',
    );
  });
});

/**
 * `tiebreaks scenarios`: the bundled example before its last round, its pairings written without
 * results (a TRF whose round-5 results are left blank, as FIDE's format has it), answered through
 * the command line, and the JSON contract of issue 28.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readCrosstableText } from '../../src/read';
import { findPreset } from '../../src/standings/presets';
import { beforeLastRound } from '../../src/lastRound/event';
import { lastRoundOutlook } from '../../src/lastRound/outlook';
import { runCli } from '../support/cli';
import { EXAMPLE, pendingTrf, unpairedRows } from '../support/pendingTrf';

interface Json {
  afterRound: number;
  rounds: number;
  paired: boolean;
  players: {
    number: number;
    name: string;
    score: number;
    bestScore: number;
    worstScore: number;
    board: number | null;
    bestRank: number;
    worstRank: number;
    bestPlace: string;
    worstPlace: string;
    prizes: { prize: string; status: string; needs: string }[];
    outlook: string;
    exact: boolean;
    complete: boolean;
    why?: string;
  }[];
}

describe('tiebreaks scenarios on the example before round 5', () => {
  const files = { 'before.trf': pendingTrf() };
  const run = (...args: string[]) => runCli(['scenarios', 'before.trf', ...args], files);
  const json = JSON.parse(run('--format', 'json', '--places', '3').out) as Json;
  const of = (n: number) => json.players.find((p) => p.number === n)!;

  test('the contract: after round 4 of 5, one entry a player with its ranks, places, prizes and exactness', () => {
    expect([json.afterRound, json.rounds, json.paired, json.players.length]).toEqual([4, 5, true, 15]);
    expect(Object.keys(of(1)).sort()).toEqual(
      [
        'bestPlace',
        'bestRank',
        'bestScore',
        'worstScore',
        'board',
        'complete',
        'exact',
        'name',
        'number',
        'outlook',
        'prizes',
        'score',
        'worstPlace',
        'worstRank',
      ].sort(),
    );
    expect(of(1).prizes.map((p) => p.prize)).toEqual(['1st', '2nd', '3rd']);
  });

  test('the pairings read from the table give exactly the answers of the event rebuilt from its real pairings', () => {
    const event = beforeLastRound(readCrosstableText(EXAMPLE, 'spring.csv'));
    const outlook = lastRoundOutlook(event, { order: findPreset('uscf').order });
    for (const o of outlook.players) {
      const number = event.before.players[o.player]!.number;
      expect([number, of(number).bestRank, of(number).worstRank, of(number).bestPlace, of(number).worstPlace]).toEqual([
        number,
        o.bestRank,
        o.worstRank,
        o.bestPlace,
        o.worstPlace,
      ]);
    }
  });

  test('what a parent reads: Webb and Okafor on board 1, each clear first with a win; Ben Oduya last whatever happens', () => {
    // Webb and Okafor have 3½, no one else more than 3: a win gives 4½, which no one else can reach.
    expect(of(1).outlook).toMatch(/^a win gives clear 1st; a draw gives 1st–4th; a loss gives 2nd–4th$/);
    expect(of(3).outlook).toMatch(/^a win gives clear 1st;/);
    expect(of(1).prizes[0]).toEqual({
      prize: '1st',
      status: 'possible',
      needs: expect.stringMatching(/^a win; or a draw /),
    });
    // Ben Oduya (0 points, not paired: U) can only be last.
    expect([of(13).bestRank, of(13).worstRank, of(13).prizes.map((p) => p.status)]).toEqual([
      15,
      15,
      ['out of reach', 'out of reach', 'out of reach'],
    ]);
    expect(json.players.every((p) => p.exact)).toBe(true);
  });

  test('the table lists each prize place with who can still take it', () => {
    const out = run('--places', '1').out;
    expect(out).toContain('1st place:\n  Marcus Webb (1): needs a win; or a draw depending on boards');
    expect(out).not.toContain('Ben Oduya (13): needs');
  });

  test('a player expected in the round without a pairing written is refused at the cell', () => {
    // The example without its score column, and round 5 typed for some players only.
    const rows = EXAMPLE.trim()
      .split('\n')
      .map((l) => l.split(',').filter((_, i) => i !== 3));
    // Boards 1 (Webb–Okafor) and 2 (Sokolova–Lindqvist) still being played, nothing written yet.
    const blanked = rows.map((r, i) => (i > 0 && [1, 2, 3, 12].includes(Number(r[0])) ? [...r.slice(0, -1), ''] : r));
    const r = runCli(['scenarios', 'half.csv'], { 'half.csv': blanked.map((r) => r.join(',')).join('\n') + '\n' });
    expect(r.status).toBe(2);
    expect(r.err.split('\n')[0]).toMatch(
      /^H2: no pairing is written for this round: what each player needs depends on whom they meet\./,
    );
    expect(r.err.split('\n').filter(Boolean)).toHaveLength(4);
  });

  test('a finished table has no round to ask about', () => {
    const r = runCli(['scenarios', 'spring.csv'], { 'spring.csv': EXAMPLE });
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^No round is in progress: every round of the table \(5\) has all its results\./);
  });
});

/** The example before round 5 is paired, as a CSV file. */
const unpairedCsv = (written: Record<number, string> = {}) =>
  unpairedRows(written)
    .map((r) => r.join(','))
    .join('\n') + '\n';

describe('tiebreaks scenarios before the last round is paired', () => {
  const answer = (csv: string, ...args: string[]) => {
    const r = runCli(['scenarios', 'before.csv', ...args], { 'before.csv': csv });
    expect(r.err).toBe('');
    return r.out;
  };
  const json = JSON.parse(answer(unpairedCsv(), '--format', 'json', '--places', '3')) as Json;
  const of = (n: number) => json.players.find((p) => p.number === n)!;

  test('the same contract, not paired: scores from a loss to a win, places on score, ranks as bounds', () => {
    expect([json.afterRound, json.rounds, json.paired, json.players.length]).toEqual([4, 5, false, 15]);
    // Webb (3½): a win gives 4½, which only Okafor (3½) can also reach; a loss leaves him 1st to 6th on score.
    expect(of(1)).toMatchObject({
      score: 3.5,
      bestScore: 4.5,
      worstScore: 3.5,
      board: null,
      bestRank: 1,
      worstRank: 6,
      bestPlace: '1',
      worstPlace: '4-6',
      exact: false,
      complete: false,
      outlook: 'a win gives between 1st and 2nd; a draw gives between 1st and 4th; a loss gives between 1st and 6th',
    });
    expect(of(1).why).toMatch(/not paired yet: places are on score only, and tiebreaks cannot be worked out/);
    expect(of(1).prizes[0]).toEqual({ prize: '1st', status: 'possible', needs: 'any result, on score' });
    // Nora Lindqvist (2½) can reach first only by winning, and then only level with others.
    expect(of(12).prizes[0]).toEqual({ prize: '1st', status: 'possible', needs: 'a win, on score' });
    // Ben Oduya (0) is last on score whatever the pairing, alone: a rank no tiebreak can change.
    expect([of(13).bestRank, of(13).worstRank, of(13).exact, of(13).prizes.map((p) => p.status)]).toEqual([
      13,
      15,
      true,
      ['out of reach', 'out of reach', 'out of reach'],
    ]);
  });

  test('a requested bye and a player not paired stay as written; the rest are paired among themselves', () => {
    const byes = JSON.parse(answer(unpairedCsv({ 2: 'H', 13: 'U' }), '--format', 'json')) as Json;
    const sokolova = byes.players.find((p) => p.number === 2)!;
    // 3 points and a half-point bye: 3½ whatever happens; level with Webb and Okafor at best (both losing).
    expect(sokolova).toMatchObject({ bestScore: 3.5, worstScore: 3.5, bestPlace: '1-3', worstPlace: '4-6' });
    expect(sokolova.outlook).toBe('gives between 1st and 6th');
    expect(byes.players.find((p) => p.number === 13)).toMatchObject({ bestRank: 15, worstRank: 15, exact: true });
  });

  test('the table says once that the round is not paired, and what each contender can do', () => {
    const out = answer(unpairedCsv(), '--places', '1');
    expect(out.split('\n')[0]).toBe(
      'Round 5 is not paired yet: places and ranks are on score only; tiebreaks decide among those level, and are not known until the round is paired.',
    );
    expect(out).toContain('1st place:\n  Marcus Webb (1): possible with any result, on score');
    expect(out).toContain('  Nora Lindqvist (12): possible with a win, on score');
  });

  test('two rounds still to play: refused, the final standings are not one round away', () => {
    const rows = unpairedCsv()
      .trim()
      .split('\n')
      .map((l, i) => (i === 0 ? l : l.replace(/,[^,]*,$/, ',,')));
    const r = runCli(['scenarios', 'early.csv'], { 'early.csv': rows.join('\n') + '\n' });
    expect(r.status).toBe(2);
    expect(r.err).toMatch(
      /^Round 4 is next, and the chart has 5 rounds: what each player can still finish is worked out before the last round/,
    );
  });
});

describe('tiebreaks scenarios --prizes: the director prize table', () => {
  const PRIZES = fs.readFileSync(path.join(__dirname, '../../examples/spring-prizes.csv'), 'utf8');
  const files = { 'before.trf': pendingTrf(), 'prizes.csv': PRIZES };

  test('each prize of the table by name, from every ending of the six boards', () => {
    const r = runCli(['scenarios', 'before.trf', '--prizes', 'prizes.csv', '--format', 'json'], files);
    expect(r.err).toBe('');
    const json = JSON.parse(r.out) as Json;
    const of = (n: number) => json.players.find((p) => p.number === n)!;
    const names = ['Overall 1st', 'Overall 2nd', 'Overall 3rd', 'U1800 1st', 'U1800 2nd', 'U1600 1st', 'Unrated 1st'];
    expect(of(1).prizes.map((p) => p.prize)).toEqual(names);
    // Chloe Martin is the one unrated player: the book prize is hers whatever happens.
    expect(of(14).prizes[6]).toEqual({ prize: 'Unrated 1st', status: 'clinched', needs: '' });
    // Webb (2104) belongs to no class: their prizes are out of his reach.
    expect(
      of(1)
        .prizes.slice(3)
        .map((p) => p.status),
    ).toEqual(Array(4).fill('out of reach'));
    expect(of(1).prizes[0]!.status).toBe('possible');
  });

  test('before the pairing: the same contract, each prize over the pairings tried, bounds said as such', () => {
    const unpaired = { 'u.csv': unpairedCsv(), 'prizes.csv': PRIZES };
    const r = runCli(['scenarios', 'u.csv', '--prizes', 'prizes.csv', '--format', 'json'], unpaired);
    expect(r.err).toBe('');
    const before = JSON.parse(r.out) as Json;
    const paired = JSON.parse(
      runCli(['scenarios', 'before.trf', '--prizes', 'prizes.csv', '--format', 'json'], files).out,
    ) as Json;
    expect(Object.keys(before)).toEqual(Object.keys(paired));
    expect(Object.keys(before.players[0]!.prizes[0]!)).toEqual(Object.keys(paired.players[0]!.prizes[0]!));
    const of = (n: number) => before.players.find((p) => p.number === n)!;
    expect(of(1).prizes.map((p) => p.prize)).toEqual(paired.players[0]!.prizes.map((p) => p.prize));
    // Fifteen to pair: too many pairings to rank them all, so nothing is clinched but what is sure:
    // Chloe Martin, the one unrated player, with no other trophy she could take instead.
    expect(
      before.players.flatMap((p) => p.prizes.filter((x) => x.status === 'clinched').map((x) => [p.number, x.prize])),
    ).toEqual([[14, 'Unrated 1st']]);
    // Webb (2104) is in no class; Ben Oduya (0, a point at most) finishes below five players rated
    // above 1800 whatever happens, who can take no class prize instead: the overall prizes are out of his reach.
    expect(
      of(1)
        .prizes.slice(3)
        .map((p) => p.status),
    ).toEqual(Array(4).fill('out of reach'));
    expect(
      of(13)
        .prizes.slice(0, 3)
        .map((p) => p.status),
    ).toEqual(Array(3).fill('out of reach'));
    // Nora Lindqvist (2½) took 1st in some pairing tried, with a win.
    expect(of(12).prizes[0]!.needs).toMatch(
      /^a win\b.* \(taken in [\d,]+ of the [\d,]+ pairings and results tried; there are too many pairings to try them all\)$/,
    );
  });

  test('before the pairing with eight left to pair: every pairing ranked, each prize exact, with the results it takes', () => {
    // Seven players not paired (U): 105 pairings of the other eight × 81 results, all ranked.
    const few = unpairedCsv({ 5: 'U', 8: 'U', 9: 'U', 10: 'U', 11: 'U', 13: 'U', 14: 'U' });
    const r = runCli(['scenarios', 'u.csv', '--prizes', 'prizes.csv'], { 'u.csv': few, 'prizes.csv': PRIZES });
    expect(r.err).toBe('');
    // Webb (3½): a win gives him at least a share of 1st whoever he meets; a draw or a loss only with help.
    expect(r.out).toContain(
      'Overall 1st:\n  Marcus Webb (1): possible with a win; or a draw or a loss, depending on the pairing and other results\n',
    );
    // Hannah Berg is not paired: only the others' pairings and results decide.
    expect(r.out).toContain('  Hannah Berg (8): possible with the right pairings and results for the others\n');
    expect(r.out).toContain('Unrated 1st:\n  Chloe Martin (14): clinched\n');
    expect(r.out).not.toContain('pairings and results tried');
  });

  test('with --places too: refused, saying what to give', () => {
    const both = runCli(['scenarios', 'before.trf', '--prizes', 'prizes.csv', '--places', '3'], files);
    expect(both.status).not.toBe(0);
    expect(both.err).toMatch(/Give --places or --prizes, not both\./);
  });
});

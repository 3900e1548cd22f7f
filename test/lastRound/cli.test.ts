/**
 * `tiebreaks scenarios`: the bundled example before its last round, its pairings written without
 * results (a TRF whose round-5 results are left blank, as FIDE's format has it), answered through
 * the command line, and the JSON contract of issue 28.
 */
import { readCrosstableText } from '../../src/read';
import { findPreset } from '../../src/standings/presets';
import { beforeLastRound } from '../../src/lastRound/event';
import { lastRoundOutlook } from '../../src/lastRound/outlook';
import { runCli } from '../support/cli';
import { EXAMPLE, pendingTrf } from '../support/pendingTrf';

interface Json {
  afterRound: number;
  rounds: number;
  players: {
    number: number;
    name: string;
    bestRank: number;
    worstRank: number;
    bestPlace: string;
    worstPlace: string;
    prizes: { prize: string; status: string; needs: string }[];
    outlook: string;
    exact: boolean;
  }[];
}

describe('tiebreaks scenarios on the example before round 5', () => {
  const files = { 'before.trf': pendingTrf() };
  const run = (...args: string[]) => runCli(['scenarios', 'before.trf', ...args], files);
  const json = JSON.parse(run('--format', 'json', '--places', '3').out) as Json;
  const of = (n: number) => json.players.find((p) => p.number === n)!;

  test('the contract: after round 4 of 5, one entry a player with its ranks, places, prizes and exactness', () => {
    expect([json.afterRound, json.rounds, json.players.length]).toEqual([4, 5, 15]);
    expect(Object.keys(of(1)).sort()).toEqual(
      [
        'bestPlace',
        'bestRank',
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

/**
 * The rounds rule (src/read/rounds.ts, docs/tiebreaks.md "Rounds not yet played") on the example
 * event, examples/spring-swiss.csv (15 players, 5 rounds): a round nobody has a result in is not
 * a round, a half-typed round is in progress and not counted, and a missing result is never a loss.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readAny } from '../../src/read';
import { scanDelimited } from '../../src/read/csv';
import { rank } from '../../src/standings/rank';
import { toJson } from '../../src/standings/format';
import { findPreset } from '../../src/standings/presets';
import { runCli } from '../support/cli';
import { problemsOf } from '../support/builder';
import { trfLine } from './smallEvent';

const EXAMPLE = fs.readFileSync(path.join(__dirname, '../../examples/spring-swiss.csv'), 'utf8');
const FULL = scanDelimited(EXAMPLE).rows.map((row) => row.map(String));
const USCF = findPreset('uscf').order;
const R5 = 8;
const SCORE = 3;

/** The example without its score column, round 5 blank for the players listed (all when none are). */
function withRound5Blank(players?: number[], keepScore = false): string[][] {
  return FULL.map((row, i) => {
    const blank = i > 0 && (!players || players.includes(i));
    const out = row.map((cell, c) => (blank && c === R5 ? '' : cell));
    return keepScore ? out : out.filter((_, c) => c !== SCORE);
  });
}

const standings = (grid: string[][], afterRound?: number) =>
  toJson(rank(readAny(grid).tournament, { order: USCF, afterRound })).standings;

describe('a round nobody has a result in is not a round', () => {
  test('round 5 blank: after round 4 of 5, Webb MM 7½ and CUM 8½ as --after-round 4 gives, not 11½ and 12', () => {
    const r = readAny(withRound5Blank());
    expect([r.tournament.rounds, r.tournament.plannedRounds, r.tournament.roundInProgress]).toEqual([4, 5, undefined]);
    expect(r.report).toContain('15 players, after round 4 of 5; round 5 has no result yet');
    const webb = standings(withRound5Blank()).find((row) => row.number === 1)!;
    expect(webb.values).toMatchObject({ MM: 7.5, CUM: 8.5 });
    expect(standings(withRound5Blank())).toEqual(standings(FULL, 4));
  });

  test('a blank earlier round of a player is still "not paired": Ben Oduya (13) keeps his rounds', () => {
    const grid = withRound5Blank();
    grid[13][5] = ''; // round 3's U left blank
    const t = readAny(grid).tournament;
    expect(t.rounds).toBe(4);
    expect(t.players[12].entries.map((e) => e.kind)).toEqual(['loss', 'forfeitLoss', 'zeroBye', 'zeroBye']);
  });
});

describe('a round half typed is in progress: the standings are after the last complete round', () => {
  // Webb–Okafor (1, 3) and Sokolova–Lindqvist (2, 12) have no round 5 result yet.
  const halfTyped = () => withRound5Blank([1, 2, 3, 12]);

  test('ranks as after round 4, and keeps the round in progress with its results in and missing', () => {
    const t = readAny(halfTyped()).tournament;
    expect([t.rounds, t.plannedRounds]).toEqual([4, 5]);
    expect(standings(halfTyped())).toEqual(standings(FULL, 4));
    const inProgress = t.roundInProgress!;
    expect([inProgress.round, inProgress.resultsIn, inProgress.resultsMissing]).toEqual([5, 11, 4]);
    expect(inProgress.pairings.filter((c) => c.result === undefined).map((c) => t.players[c.player].number)).toEqual([
      1, 2, 3, 12,
    ]);
    // Raman (4) beat Liu (6) with White: the result in is kept with its pairing.
    expect(inProgress.pairings.find((c) => c.player === 3)).toEqual({
      player: 3,
      opponent: 5,
      colour: 'W',
      result: 'win',
      raw: 'W6W',
      cell: 'H5',
    });
  });

  test('the report counts the missing results and says how to write "not paired"', () => {
    expect(readAny(halfTyped()).report).toContain(
      'after round 4 of 5; round 5 is in progress: 4 of 15 players have no result yet (H2 blank, H3 blank, H4 blank, …); ' +
        'the standings are after round 4, the last complete round. A blank cell in round 5 of a player who has a cell in round 4 reads as "no result yet"; write U where the player was not paired',
    );
  });

  test('after round 5 is refused: only 4 rounds are complete', () => {
    expect(problemsOf(() => rank(readAny(halfTyped()).tournament, { order: USCF, afterRound: 5 }))).toEqual([
      {
        message:
          '"after round 5": only 4 rounds are complete: round 5 is in progress (4 of 15 players have no result yet); expected a round from 1 to 4.',
      },
    ]);
  });

  test('one such blank alone is a player who left, not a result to come: round 5 counts', () => {
    // Ben Oduya (13) has U in round 5; make it blank and he alone is blank after a cell: read as before.
    const grid = withRound5Blank([13]);
    const t = readAny(grid).tournament;
    expect([t.rounds, t.plannedRounds, t.roundInProgress]).toEqual([5, undefined, undefined]);
  });

  test('with a score column the printed score decides: the blanks are rounds not paired', () => {
    const grid = withRound5Blank([1, 3], true);
    grid[1][SCORE] = '3.5';
    grid[3][SCORE] = '3.5';
    const t = readAny(grid).tournament;
    expect([t.rounds, t.roundInProgress]).toEqual([5, undefined]);
  });

  test('the CLI says it with --verbose and JSON carries the round in progress', () => {
    const files = {
      'half.csv': halfTyped()
        .map((row) => row.join(','))
        .join('\n'),
    };
    const verbose = runCli(['standings', 'half.csv', '--verbose'], files);
    expect(verbose.status).toBe(0);
    expect(verbose.err).toContain('round 5 is in progress: 4 of 15 players have no result yet');
    const json = JSON.parse(runCli(['standings', 'half.csv', '--format', 'json'], files).out);
    expect([json.rounds, json.plannedRounds, json.roundInProgress]).toEqual([
      4,
      5,
      { round: 5, resultsIn: 11, resultsMissing: 4 },
    ]);
    const refused = runCli(['standings', 'half.csv', '--after-round', '5'], files);
    expect([refused.status, refused.out]).toEqual([2, '']);
    expect(refused.err).toBe(
      '--after-round 5: only 4 rounds are complete: round 5 is in progress (4 of 15 players have no result yet); expected a round from 1 to 4.\n',
    );
  });
});

describe('a pending pairing (chess-results "13b") is paired, not yet played', () => {
  const grid = [
    ['Rk.', 'Name', '1.Rd', '2.Rd'],
    ['1', 'Ann', '2w1', '3b'],
    ['2', 'Ben', '1b0', '4w1'],
    ['3', 'Cai', '4b½', ''],
    ['4', 'Dee', '3w½', '2b0'],
  ];

  test('naming a player whose cell is blank is a problem at the cell', () => {
    expect(problemsOf(() => readAny(grid))).toEqual([
      {
        cell: 'D2',
        message: `"3b" pairs player 1 with player 3 in round 2, but player 3's round 2 (D4) says nothing; expected it to name player 1 too.`,
      },
    ]);
  });
});

describe('a TRF round with an opponent and a colour but no result is a pending pairing', () => {
  // Four players, round 1 played; round 2 paired 1–3 (result in) and 2–4 (not yet).
  const trf = [
    'XXR 3',
    trfLine(1, 'Ann', 1800, '2.0', 1, ['   2 w 1', '   3 b 1']),
    trfLine(2, 'Ben', 1700, '0.0', 4, ['   1 b 0', '   4 w  ']),
    trfLine(3, 'Cai', 1600, '1.0', 2, ['   4 w 1', '   1 w 0']),
    trfLine(4, 'Dee', 1500, '0.0', 3, ['   3 b 0', '   2 b  ']),
  ].join('\n');

  test('round 2 is in progress: after round 1 of 3, the pairing 2–4 kept with its colours', () => {
    const t = readAny(trf, { fileName: 'event.trf' }).tournament;
    expect([t.rounds, t.plannedRounds]).toEqual([1, 3]);
    const { round, resultsIn, resultsMissing, pairings } = t.roundInProgress!;
    expect([round, resultsIn, resultsMissing]).toEqual([2, 2, 2]);
    expect(pairings.filter((c) => c.result === undefined).map((c) => [c.player, c.opponent, c.colour])).toEqual([
      [1, 3, 'W'],
      [3, 1, 'B'],
    ]);
  });
});

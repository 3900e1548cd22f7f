/**
 * SwissSys 11's event file (.sjson, src/read/swissSys.ts), from files made of invented players:
 * the small Swiss every notation writes reads as the same tournament and ranks the same; byes and
 * forfeits score as the rules say; a round in progress is not counted; the players' IDs, states
 * and ratings are kept; anything else is refused naming the section, player and round.
 */
import { POINTS } from '../../src/model/tournament';
import { readAny } from '../../src/read';
import { toJson } from '../../src/standings/format';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { toTrf } from '../../src/write/trf';
import { round, SMALL_SWISS, sjsonText, SjsonSection } from '../support/swissSysEvent';
import * as E from './smallEvent';

const uscf = findPreset('uscf').order;
const withColours = ['MM', 'SOLK', 'BLACKS', 'CUM'].map(parseTiebreakSpec);

function read(sections: SjsonSection[], options: { pabPoints?: number; fileName?: string } = {}) {
  return readAny(sjsonText(sections), { fileName: 'event.sjson', ...options });
}

function problemsOf(f: () => unknown): string[] {
  try {
    f();
  } catch (e) {
    return ((e as { problems?: { cell?: string; message: string }[] }).problems ?? []).map((p) =>
      p.cell ? `${p.cell}: ${p.message}` : p.message,
    );
  }
  throw new Error('expected a refusal');
}

/** Points in quarters, summed over a player's rounds. */
function score(t: ReturnType<typeof read>['tournament'], number: number): number {
  const p = t.players.find((x) => x.number === number)!;
  return p.entries.reduce((s, e) => s + POINTS[e.kind], 0) / 4;
}

describe('the small Swiss as a SwissSys event file', () => {
  const reference = readAny(E.US).tournament;
  const result = read([SMALL_SWISS]);
  const t = result.tournament;

  test('reads as the same players, rounds, results and colours as US notation', () => {
    expect(result.notation).toBe('swisssys');
    expect(E.shape(t)).toEqual(E.shape(reference));
    expect(t.hasColours).toBe(true);
    expect(t.players.map((p) => score(result.tournament, p.number))).toEqual(E.SCORES.map(Number));
    expect(result.report).toBe('read as SwissSys event file, 6 players, 4 rounds; 1 player withdrew: 6 Fay Ford.');
  });

  test('ranks the same as US notation (US Chess preset, and with a colour tiebreak)', () => {
    expect(toJson(rank(t, { order: uscf }))).toEqual(toJson(rank(reference, { order: uscf })));
    expect(toJson(rank(t, { order: withColours }))).toEqual(toJson(rank(reference, { order: withColours })));
  });

  test('its TRF export reads back as the same tournament and standings', () => {
    const again = readAny(toTrf(t, rank(t, { order: uscf }))).tournament;
    expect(E.shape(again)).toEqual(E.shape(t));
    expect(toJson(rank(again, { order: uscf }))).toEqual(toJson(rank(t, { order: uscf })));
  });

  test('keeps the section, US Chess ID and state of every player, as a table with those columns', () => {
    expect(t.players[2].labels).toEqual({ Section: 'Open', ID: '12345673', State: 'ON' });
    expect(t.players.map((p) => p.rating)).toEqual(E.PLAYERS.map((p) => p[2]));
    expect(t.players[0].cell).toBe('player 1');
  });

  test('found by its content without the .sjson name', () => {
    expect(E.shape(readAny(sjsonText([SMALL_SWISS])).tournament)).toEqual(E.shape(reference));
  });
});

describe('byes and forfeits', () => {
  const players = [
    { number: 1, name: 'Ada', results: [round('X', 2), round('B'), round('Z', 3)] },
    { number: 2, name: 'Bo', results: [round('F', 1, '*'), round('F', 3), round('H')] },
    { number: 3, name: 'Cy', results: [round('X'), round('F', 2), round('Z', 1)] },
    { number: 4, name: 'Di', rating: 1500, results: [round('U'), round('H'), round('U')] },
  ];
  const section: SjsonSection = { name: 'Open', paired: 3, played: 3, players };

  test('X, F, Z, B, H, U as a forfeit win, loss, draw, and a full-, half- and zero-point bye', () => {
    const t = read([section]).tournament;
    expect(t.players.map((p) => p.entries.map((e) => e.kind))).toEqual([
      ['forfeitWin', 'fullBye', 'forfeitDraw'],
      ['forfeitLoss', 'forfeitLoss', 'halfBye'],
      ['forfeitWin', 'forfeitLoss', 'forfeitDraw'],
      ['zeroBye', 'halfBye', 'zeroBye'],
    ]);
    // 2 and 3 both forfeited round 2 (a double forfeit); 3's round 1 forfeit win names no opponent.
    expect(t.players[1].entries[1].opponent).toBe(2);
    expect(t.players[2].entries[0].opponent).toBeUndefined();
    expect([1, 2, 3, 4].map((n) => score(t, n))).toEqual([2.5, 0.5, 1.5, 0.5]);
    // Forfeits and byes are no games: no colour, none played.
    expect(t.players.every((p) => p.entries.every((e) => e.colour === undefined))).toBe(true);
  });

  test('the pairing bye B takes the value asked for (--pab-points)', () => {
    const t = read([section], { pabPoints: 0.5 }).tournament;
    expect(t.players[0].entries[1].kind).toBe('halfBye');
    expect(score(t, 1)).toBe(2);
  });
});

describe('the rounds of a section', () => {
  const inProgress: SjsonSection = {
    name: 'U1600',
    paired: 3,
    played: 2,
    final: 5,
    players: [
      { number: 1, name: 'Ada', results: [round('+', 2, 'W'), round('+', 3, 'B'), round('+', 4, 'W')] },
      { number: 2, name: 'Bo', results: [round('-', 1, 'B'), round('=', 4, 'W'), round('~', 3, 'W')] },
      { number: 3, name: 'Cy', results: [round('+', 4, 'W'), round('-', 1, 'W'), round('~', 2, 'B')] },
      { number: 4, name: 'Di', results: [round('-', 3, 'B'), round('=', 2, 'B'), round('-', 1, 'B')] },
    ],
  };

  test('a round paired with results still to come (~) is in progress and not counted; Final round is planned', () => {
    const { tournament: t, report } = read([inProgress]);
    expect(t.rounds).toBe(2);
    expect(t.plannedRounds).toBe(5);
    expect(t.roundInProgress).toMatchObject({ round: 3, resultsIn: 2, resultsMissing: 2 });
    expect(t.roundInProgress!.pairings.find((c) => c.player === 1)).toMatchObject({ opponent: 2, colour: 'W' });
    expect(report).toContain('after round 2 of 5; round 3 is in progress: 2 of 4 players have no result yet');
    expect(report).toContain('player 2, round 3 "~;3;W;0;3;3;0"');
  });

  test('"Rounds played" beyond the complete rounds is refused; short of them is said', () => {
    expect(problemsOf(() => read([{ ...inProgress, played: 3 }]))).toEqual([
      'section "U1600": "Rounds played" says 3, but round 3 has pairings without a result (~); expected every result of the rounds played.',
    ]);
    const complete = { ...inProgress, paired: 2, played: 1 };
    complete.players = complete.players.map((p) => ({ ...p, results: p.results.slice(0, 2) }));
    expect(read([complete]).report).toContain(
      '"Rounds played" says 1, but every result of round 2 is in: ranked after round 2',
    );
  });
});

describe('refused, naming the section, player and round', () => {
  // A file of one section names it too; the CLI adds no second name (test/read/swissSysCli.test.ts).
  const good = SMALL_SWISS;
  const withRound = (player: number, r: number, text: string): SjsonSection => ({
    ...good,
    players: good.players.map((p) =>
      p.number === player ? { ...p, results: p.results.map((x, i) => (i === r - 1 ? text : x)) } : p,
    ),
  });

  test.each([
    [
      'Q;4;W;1;4;4;0',
      'expected the result + - = (win, loss, draw), X F Z (forfeit win, loss, draw), B H U (full-, half-, zero-point bye) or ~ (paired, no result yet) in the first field',
    ],
    ['+;4;W', 'expected 7 fields separated by semicolons'],
    ['+;four;W;1;4;4;0', "expected the opponent's pair number (0 or -1 for none) in the second field"],
    ['+;4;G;1;4;4;0', 'expected the colour W, B or - in the third field'],
    ['+;-1;W;1;0;0;0', "a game has an opponent; expected the opponent's pair number"],
    ['H;4;-;0;4;4;0', 'a bye has no opponent'],
    ['\u0000;0;-;0;0;0;0', 'expected the result'],
  ])('the round %j', (text, expected) => {
    const [problem] = problemsOf(() => read([withRound(1, 2, text)]));
    expect(problem).toContain(`player 1, round 2: section "Open": "${text}" is not a round as SwissSys writes it; `);
    expect(problem).toContain(expected);
  });

  test('a game the opponent does not mirror', () => {
    const problems = problemsOf(() => read([withRound(1, 1, round('+', 5, 'W', 1))]));
    expect(problems.join('\n')).toContain('player 1, round 1');
  });

  test('a player with too few rounds, a bad pair number or rating', () => {
    const players = good.players.map((p, i) =>
      i === 0 ? { ...p, results: p.results.slice(0, 3) } : i === 1 ? { ...p, rating: -5 } : p,
    );
    expect(problemsOf(() => read([{ ...good, players }]))).toEqual([
      'player 1: section "Open": "Results" has 3 rounds; expected 4, one for each round paired ("Rounds paired").',
      'player 2: section "Open": "Rating" is -5; expected a whole number from 0 to 9999, or none.',
    ]);
    const text = sjsonText([good]).replace('"Pair number": 4', '"Pair number": "four"');
    expect(problemsOf(() => readAny(text))).toEqual([
      'section "Open": player 4 of the section has "Pair number" "four"; expected a whole number from 1 to 999999.',
    ]);
  });

  test('a file that is not JSON says where it stops; one without sections says what it expects', () => {
    const cut = sjsonText([good]).slice(0, 200);
    expect(problemsOf(() => readAny(cut, { fileName: 'event.sjson' }))[0]).toMatch(
      /^The SwissSys event file is not valid JSON( at line \d+, column \d+)?; expected the file as SwissSys 11 saves it/,
    );
    expect(problemsOf(() => readAny('{"Overview": {}}', { fileName: 'e.sjson' }))).toEqual([
      'The SwissSys event file has no "Sections" list of sections; expected the file as SwissSys 11 saves an event ({"Overview": {…}, "Sections": [{…}]}).',
    ]);
  });

  test('several sections read as one, two sections of one name, a notation named', () => {
    const two = [good, { ...good, name: 'U1800' }];
    expect(problemsOf(() => read(two))).toEqual([
      'The SwissSys event file has 2 sections (Open, U1800); each is ranked alone, so expected one section named.',
    ]);
    expect(problemsOf(() => read([good, { ...good, name: ' open ' }]))).toEqual([
      'sections 1 and 2 of the file are both called "open"; expected each section\'s own name.',
    ]);
    expect(problemsOf(() => readAny(sjsonText([good]), { notation: 'us' }))[0]).toContain(
      'This is a SwissSys event file, read by its own format; the notation "us"',
    );
  });
});

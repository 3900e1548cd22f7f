/**
 * The C.07 individual codes the 2026 text adds: REP (7.6, GE's new name), STD (7.7), TPN (7.8) and
 * RTNG (10.6), as a director reads them (the text the standings print), and a check that
 * `tiebreaks systems` lists every individual system of C.07 with its article.
 *
 * Sources:
 * - C.07 2023/2024, https://handbook.fide.com/chapter/TieBreakRegulations082024 (and
 *   .../TieBreakRegulations2023): its individual systems are DE 6, WIN 7.1, WON 7.2, BPG 7.3,
 *   BWG 7.4, PS 7.5, GE 7.6, BH 8.1, AOB 8.2, FB 8.3, SB 9.1, KS 9.2, ARO 10.1, TPR 10.2, PTP 10.3,
 *   APRO 10.4, APPO 10.5 (the table of Article 5, as transcribed by lichess-org/scalachess).
 * - C.07 in force from 1 March 2026 (FIDE's announcement: "Standard Points" introduced, and new
 *   last tie-breaks to avoid drawing lots). The 2026 text itself is not in our stored sources; its
 *   articles are taken from two transcriptions that agree: gnutterts/chesspairing
 *   (tiebreaker/standardpoints.go "Art. 7.7, STD", pairingnumber.go "Art. 7.8, TPN",
 *   playerrating.go "Art. 10.6, RTNG", c07_2026_test.go) and OttoMilvang/TieBreakServer
 *   (gacrux/tiebreak.py: "REP, rounds one elected to play", "GE: same as REP"; its published list
 *   http://axicon.no:9000/spp/tbs/tiebreaklist.html: "REP 7.6 ... replaces GE").
 * - REP's worked values: exercise 31 (GE) of IA Mario Held, "Exercises in Tie-Breaking", FIDE
 *   Arbiters' Commission (https://arbiters.fide.com/news/9119), on
 *   ../shared/refdata/fide_tec_exercise_2024_partial.csv (read from ../shared, never copied).
 *   No published worked value exists for STD, TPN or RTNG: they are tested on hand-worked tables,
 *   the arithmetic written out.
 */
import path from 'node:path';
import { rank } from '../../src/standings/rank';
import { readTeamEvent } from '../../src/teams/read';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { describeShared, SHARED_DIR } from '../support/shared';
import { runCli } from '../support/cli';
import { TableBuilder } from '../support/builder';
import { readFideExercise } from './support/refdata';
import { byNumber, explanation, shown } from './support/values';

describeShared('REP on the FIDE exercise crosstable (Held, exercise 31, published as GE)', () => {
  const t = readFideExercise(path.join(SHARED_DIR, 'refdata', 'fide_tec_exercise_2024_partial.csv')).tournament;

  test('REP prints the published GE values, player by player, and GE still does', () => {
    const published = byNumber([5, 5, 5, 4, 5, 5, 5, 5, 3, 5, 5, 3, 5, 3, 5, 5]);
    expect(shown(t, 'REP')).toEqual(published);
    expect(shown(t, 'GE')).toEqual(published);
  });

  test("REP's explanation names REP; #9 Jessica chose her R3 half-point bye and R4 forfeit loss", () => {
    expect(explanation(t, 'REP', 9)).toBe('rounds elected to play: R1, R2, R5 (full-point bye); REP 3');
  });
});

describe('STD, standard points (C.07 2026 7.7): hand-worked', () => {
  // Four teams, three rounds, every team plays every other once; match points 3-1-0.
  //   R1: Ants beat Bees 2½-1½, Cats draw Dogs 2-2.
  //   R2: Ants draw Cats 2-2, Bees beat Dogs 3-1.
  //   R3: Ants beat Dogs 3-1, Bees draw Cats 2-2.
  // Match points 3-1-0: Ants 3+1+3 = 7, Bees 0+3+1 = 4, Cats 1+1+1 = 3, Dogs 1+0+0 = 1.
  // Standard points 1-½-0: Ants 1+½+1 = 2½, Bees 0+1+½ = 1½, Cats ½+½+½ = 1½, Dogs ½+0+0 = ½.
  const TEAMS = `No.,Team,MP,GP,R1,R2,R3
1,Ants,7,7½,W2 2½-1½,D3 2-2,W4 3-1
2,Bees,4,6½,L1 1½-2½,W4 3-1,D3 2-2
3,Cats,3,6,D4 2-2,D1 2-2,D2 2-2
4,Dogs,1,4,D3 2-2,L2 1-3,L1 1-3
`;
  const t = readTeamEvent(TEAMS, { matchPoints: { win: 12, draw: 4, loss: 0 } }).tournament;

  test('each match counted 1, ½, 0 whatever the match points: Bees (4 MP) and Cats (3 MP) both have 1½', () => {
    expect(shown(t, 'STD')).toEqual({ 1: '2½', 2: '1½', 3: '1½', 4: '½' });
    expect(explanation(t, 'STD', 2)).toBe('counted 1-½-0: R1 0, R2 1, R3 ½; STD 1½');
  });

  test('on an individual event scored 1-½-0, STD is the score, byes and forfeits included', () => {
    const b = new TableBuilder(3);
    const [ann, ben, cyd, dee] = [b.player('Ann'), b.player('Ben'), b.player('Cyd'), b.player('Dee')];
    b.game(1, ann, ben, 'W').game(1, cyd, dee, 'X'); // Cyd wins by forfeit: 1
    b.game(2, ann, cyd, 'D').bye(2, ben, 'H').bye(2, dee, 'U'); // Ben's half-point bye: ½
    b.game(3, ben, cyd, 'L').bye(3, ann, 'B').bye(3, dee, 'U'); // Ann's full-point bye: 1
    const table = b.tournament();
    // Ann 1 + ½ + 1 = 2½; Ben 0 + ½ + 0 = ½; Cyd 1 + ½ + 1 = 2½; Dee 0 + 0 + 0 = 0.
    expect(shown(table, 'STD')).toEqual({ 1: '2½', 2: '½', 3: '2½', 4: '0' });
    expect(explanation(table, 'STD', 3)).toBe('counted 1-½-0: R1 1, R2 ½, R3 1; STD 2½');
  });
});

describe('TPN (C.07 2026 7.8) and RTNG (10.6): hand-worked', () => {
  // Four players, all on 1½ of 3: only TPN or RTNG separates them.
  const b = new TableBuilder(3);
  const p = [b.player('Ann', 1800), b.player('Ben', 2000), b.player('Cyd', null), b.player('Dee', 1900)];
  // R1 Ann beats Ben, Cyd beats Dee; R2 Ben beats Cyd, Dee beats Ann; R3 Ann-Cyd and Ben-Dee drawn.
  b.game(1, p[0], p[1], 'W').game(1, p[2], p[3], 'W');
  b.game(2, p[1], p[2], 'W').game(2, p[3], p[0], 'W');
  b.game(3, p[0], p[2], 'D').game(3, p[1], p[3], 'D');
  const t = b.tournament();
  const names = (code: string) =>
    rank(t, { order: [parseTiebreakSpec(code)] }).rows.map((r) => t.players[r.player].name);

  test('every player is on 1½', () => {
    expect(shown(t, 'STD')).toEqual({ 1: '1½', 2: '1½', 3: '1½', 4: '1½' });
  });

  test('TPN: the pairing number; the lower number ranks first', () => {
    expect(shown(t, 'TPN')).toEqual({ 1: '1', 2: '2', 3: '3', 4: '4' });
    expect(names('TPN')).toEqual(['Ann', 'Ben', 'Cyd', 'Dee']);
    expect(explanation(t, 'TPN', 3)).toBe('pairing number 3; TPN 3 (lower ranks first)');
  });

  test('RTNG: the own rating; the higher ranks first; unrated has no value (last) unless given one', () => {
    expect(shown(t, 'RTNG')).toEqual({ 1: '1800', 2: '2000', 3: '', 4: '1900' });
    expect(names('RTNG')).toEqual(['Ben', 'Dee', 'Ann', 'Cyd']);
    expect(explanation(t, 'RTNG', 3)).toBe('no value: unrated (give unrated players a rating with unrated=N)');
    // Given 1850, Cyd (1850) goes between Dee (1900) and Ann (1800).
    expect(shown(t, 'RTNG(unrated=1850)')[3]).toBe('1850');
    expect(names('RTNG(unrated=1850)')).toEqual(['Ben', 'Dee', 'Cyd', 'Ann']);
  });
});

describe('`tiebreaks systems` lists every individual system of C.07 (2023/2024 and 2026) with its article', () => {
  // C.07's code -> our code (BH, SB and ARO name US / club systems here, so FIDE's are FIDE-BH,
  // FIDE-SB, FIDE-ARO) and the article our line must cite.
  const C07: [string, string, string][] = [
    ['DE', 'DE', '6'],
    ['WIN', 'WIN', '7.1'],
    ['WON', 'WON', '7.2'],
    ['BPG', 'BPG', '7.3'],
    ['BWG', 'BWG', '7.4'],
    ['PS', 'PS', '7.5'],
    ['GE', 'GE', '7.6'],
    ['REP', 'REP', '7.6'],
    ['STD', 'STD', '7.7'],
    ['TPN', 'TPN', '7.8'],
    ['BH', 'FIDE-BH', '8.1'],
    ['AOB', 'AOB', '8.2'],
    ['FB', 'FB', '8.3'],
    ['SB', 'FIDE-SB', '9.1'],
    ['KS', 'KS', '9.2'],
    ['ARO', 'FIDE-ARO', '10.1'],
    ['TPR', 'TPR', '10.2'],
    ['PTP', 'PTP', '10.3'],
    ['APRO', 'APRO', '10.4'],
    ['APPO', 'APPO', '10.5'],
    ['RTNG', 'RTNG', '10.6'],
  ];
  const { status, out } = runCli(['systems']);
  const lines = out.split('\n');

  test('the command succeeds', () => expect(status).toBe(0));

  test.each(C07)('C.07 %s is listed as %s with article %s', (_c07, ours, article) => {
    const line = lines.find((l) => l.startsWith(`${ours} `));
    expect(line).toBeDefined();
    // "(FIDE C.07 7.6)", "(FIDE C.07:2026 7.6)", "(FIDE C.07 8.1, 14, 16)": the article comes first.
    expect(line).toMatch(new RegExp(`\\(FIDE C\\.07(?::2026)? ${article.replace('.', '\\.')}[,)]`));
  });
});

/**
 * Team events through the CLI (src/cli/teams.ts): `standings` notices a team table and prints
 * team standings in every format; `boards` prints board prizes; team-only options are refused
 * by name on an individual crosstable. Reads the shipped examples, so they stay valid.
 */
import path from 'node:path';
import { runCli } from '../support/cli';

const EXAMPLES = path.join(__dirname, '../../examples');

const cli = (args: string[]) => runCli(args);

const US = path.join(EXAMPLES, 'team-swiss.csv');
const BOARDS = path.join(EXAMPLES, 'team-boards.csv');

test('the US team example as a table: MP, the tiebreaks with GP first, and decided by', () => {
  const r = cli(['standings', US, '--preset', 'mca']);
  expect(r.status).toBe(0);
  expect(r.err).toBe('');
  const lines = r.out.split('\n');
  expect(lines[0]).toMatch(
    /^Rank {2}Place {2}No\. {2}Team +MP {2}PLAY {3}GP {3}MM {2}SOLK {2}CUM {2}H2H {2}BLACKS {2}SB {2}KASH {2}Decided by$/,
  );
  // The short headers' options said under the table (the JSON keeps SB(scores=adjusted), a contract).
  expect(lines).toContain(
    "Tiebreaks in order: PLAY Scored in play; GP Game points; MM Modified Median; SOLK Solkoff; CUM Cumulative; H2H Result between tied players; BLACKS Most blacks; SB Sonneborn-Berger, over opponents' adjusted scores; KASH Kashdan, an unplayed round counts 2.",
  );
  expect(lines[2]).toMatch(/^ +1 +1-2 +9 {2}Saginaw Sharks +10 +1 +18½ /);
  expect(lines[3]).toMatch(/Midland Mates +10 +1 +15 .* GP 18½ vs 15$/);
  // Two teams on 4 match points and 6½ game points: Modified Median separates them.
  expect(lines.find((l) => l.includes('Big Rapids Rooks'))).toMatch(
    / +7 +6-8 +2 {2}Big Rapids Rooks +4 +1 +6½ .* MM 8 vs 5½$/,
  );
});

test('the same event keyed in board by board gives the same standings (JSON, teams by name)', () => {
  const fromUs = JSON.parse(cli(['standings', US, '--format', 'json', '--preset', 'big-rapids-swiss']).out);
  const fromBoards = JSON.parse(cli(['standings', BOARDS, '--format', 'json', '--preset', 'big-rapids-swiss']).out);
  const strip = (j: { standings: { number: number }[] }) => j.standings.map(({ number: _n, ...row }) => row);
  expect(fromBoards.tiebreaks).toEqual(['PLAY', 'GP', 'MM', 'SOLK', 'CUM', 'H2H', 'BLACKS']);
  expect(strip(fromBoards)).toEqual(strip(fromUs));
  expect(fromUs.matchPoints).toEqual({ win: 2, draw: 1, loss: 0 });
  expect(fromUs.boards).toBe(4);
  expect(fromUs.standings[1]).toEqual({
    rank: '2',
    place: '1-2',
    number: 8,
    team: 'Midland Mates',
    matchPoints: 10,
    gamePoints: 15,
    values: { PLAY: 1, GP: 15, MM: 8.5, SOLK: 8.5, CUM: 14, H2H: null, BLACKS: 3 },
    decidedBy: 'GP',
  });
});

test('CSV, --verbose, --explain', () => {
  const csv = cli(['standings', US, '--format', 'csv', '--verbose']);
  expect(csv.out.split('\n')[0]).toBe('rank,place,number,team,matchPoints,GP,MM,SOLK,CUM,OPPCUM');
  expect(csv.out.split('\n')[1]).toBe('1,1-2,9,Saginaw Sharks,10,18.5,9.5,9.5,15,27');
  expect(csv.err).toBe(`${US}: read as US team notation, 9 teams, 5 rounds, 4 boards, match points 2,1,0.\n`);
  const explain = cli(['standings', US, '--explain', '6']);
  expect(explain.out.split('\n')[0]).toBe('#6 Kalamazoo Kings: match points 4 after 5 rounds, place 6-8, rank 6');
  expect(explain.out).toContain(
    'GP (Game points, MCA / Big Rapids team rule): 6½ = R1 2½ (win v #5), R2 ½ (loss v #3), R3 2 (full-point bye), R4 ½ (loss v #8), R5 1 (loss v #1); GP 6½',
  );
  expect(explain.out).toContain('decided by: MP 6 vs 4');
});

test('--match-points 3,1,0 is checked against the printed MP column', () => {
  const r = cli(['standings', US, '--match-points', '3,1,0']);
  expect(r.status).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.split('\n')[0]).toBe(
    "C2: the match points column says 6 but team 1's matches give 9 at 3,1,0 for a match won, drawn, lost; expected them to agree (or name the match points the event uses).",
  );
  // The board sheet prints no MP column: at 3,1,0 the ranking follows the new match points.
  const ok = JSON.parse(cli(['standings', BOARDS, '--match-points', '3,1,0', '--format', 'json']).out);
  expect(ok.matchPoints).toEqual({ win: 3, draw: 1, loss: 0 });
  expect(ok.standings[0]).toMatchObject({ team: 'Saginaw Sharks', matchPoints: 15 });
});

test('team options on an individual crosstable, and bad values, are usage errors', () => {
  const r = cli(['standings', path.join(EXAMPLES, 'spring-swiss.csv'), '--match-points', '3,1,0']);
  expect(r.status).toBe(2);
  expect(r.err.split('\n')[0]).toBe(
    `--match-points applies to team tables, and ${path.join(EXAMPLES, 'spring-swiss.csv')} is a crosstable of individual players.`,
  );
  expect(cli(['standings', US, '--match-points', '1,2,0']).err.split('\n')[0]).toBe(
    '--match-points: Match points "1,2,0": expected three numbers for a match won, drawn and lost, highest first, such as 2,1,0 or 3,1,0.',
  );
  expect(cli(['standings', US, '--pab-points', '1']).err.split('\n')[0]).toMatch(
    /^--pab-points applies to individual crosstables/,
  );
  // The individual path is untouched.
  expect(cli(['standings', path.join(EXAMPLES, 'spring-swiss.csv')]).status).toBe(0);
});

test('boards: board prizes from the board-by-board sheet', () => {
  const r = cli(['boards', BOARDS]);
  expect(r.status).toBe(0);
  const lines = r.out.split('\n');
  expect(lines[0]).toBe('Board  Rank  Player        Team                 Score  Games    %');
  expect(lines[2]).toBe('    1     1  Gus Gray      Saginaw Sharks           5      5  100');
  const json = JSON.parse(cli(['boards', BOARDS, '--format', 'json', '--min-games', '5']).out);
  expect(json.boards.every((b: { games: number }) => b.games >= 5)).toBe(true);
  expect(cli(['boards', US]).status).toBe(2);
});

test('--explain names a team number the table does not have as a team', () => {
  const r = cli(['standings', US, '--explain', '42']);
  expect(r.status).not.toBe(0);
  expect(r.err).toContain('There is no team number 42 in the table.');
  const solo = cli(['standings', path.join(EXAMPLES, 'spring-swiss.csv'), '--explain', '42']);
  expect(solo.err).toContain('There is no player number 42 in the table.');
});

test('presets shows the team form of the orders whose rules give one (MCA, Big Rapids Swiss), and only those', () => {
  const r = cli(['presets']);
  expect(r.status).toBe(0);
  const lines = r.out.split('\n');
  const teamLines = lines.filter((l) => l.includes('team events:')).map((l) => l.trim());
  expect(teamLines).toEqual([
    'team events: match points, then PLAY, GP, MM, SOLK, CUM, H2H, BLACKS, SB(scores=adjusted), KASH(unplayed=2), then LOTS on request',
    'team events: match points, then PLAY, GP, MM, SOLK, CUM, H2H, BLACKS, then LOTS on request',
  ]);
  // Each right under its preset's source line.
  expect(lines[lines.findIndex((l) => l.startsWith('mca ')) + 2]).toBe(`${' '.repeat(18)}${teamLines[0]}`);
  expect(lines[lines.findIndex((l) => l.startsWith('big-rapids-swiss ')) + 2]).toBe(`${' '.repeat(18)}${teamLines[1]}`);
  // What `standings --preset mca` uses on a team table.
  expect(JSON.parse(cli(['standings', US, '--preset', 'mca', '--format', 'json']).out).tiebreaks.join(', ')).toBe(
    'PLAY, GP, MM, SOLK, CUM, H2H, BLACKS, SB(scores=adjusted), KASH(unplayed=2)',
  );
});

test('prizes refuses a team table by name and says which command reads it', () => {
  const prizes = path.join(EXAMPLES, 'spring-prizes.csv');
  const team = cli(['prizes', US, prizes]);
  expect(team.status).toBe(2);
  expect(team.out).toBe('');
  expect(team.err).toBe(
    `${US} is a team event; \`prizes\` works on a crosstable of individual players. For team standings run: tiebreaks standings ${US}\n`,
  );
  const boards = cli(['prizes', BOARDS, prizes]);
  expect(boards.err).toBe(
    `${BOARDS} is a team event; \`prizes\` works on a crosstable of individual players. For board prizes run: tiebreaks boards ${BOARDS}\n`,
  );
  // An individual crosstable still makes its prize list.
  expect(cli(['prizes', path.join(EXAMPLES, 'spring-swiss.csv'), prizes]).status).toBe(0);
});

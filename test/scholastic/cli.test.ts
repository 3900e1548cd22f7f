/**
 * The CLI's school teams and sections (src/cli/schoolTeams.ts, src/cli/sections.ts): the JSON
 * contracts of issue 16 key for key, the blocks of table and CSV, player-supplied text shown and
 * never obeyed, and each mistake said by its option, column or cell.
 */
import { readFileSync } from 'node:fs';
import { SCHOOL_TIEBREAK_IDS } from '../../src/teams/school';
import { runCli } from '../support/cli';

/** Two sections, numbered each from 1; K-5 has three schools, one short of 2 players. */
const EVENT = [
  'No,Name,Section,School,Rd 1,Rd 2',
  '1,Ann,K-5,Lincoln,W3,W2',
  '2,Bo,K-5,Lincoln,W4,L1',
  '3,Cy,K-5,Grant,L1,W4',
  '4,Di,K-5,=HYPERLINK("x"),L2,L3',
  '1,Ed,K-8,Adams,W2,D2',
  '2,Flo,K-8,Adams,L1,D1',
  '3,Gus,K-8,,B,B',
].join('\n');
const files = { 'event.csv': EVENT };

describe('tiebreaks school-teams', () => {
  test('JSON: {"top", "sections": [{"section", "teams": [...]}]}, teams in rank order, the contract keys only', () => {
    const r = runCli(['school-teams', 'event.csv', '--by', 'Section', '--top', '2', '--format', 'json'], files);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out);
    expect(Object.keys(json)).toEqual(['top', 'sections']);
    expect(json.top).toBe(2);
    expect(json.sections.map((s: { section: string }) => s.section)).toEqual(['K-5', 'K-8']);
    const [k5, k8] = json.sections;
    expect(Object.keys(k5)).toEqual(['section', 'teams']);
    for (const team of k5.teams)
      expect(Object.keys(team)).toEqual(['rank', 'place', 'team', 'score', 'players', 'values', 'decidedBy']);
    expect(
      k5.teams.map((t: { team: string; score: number; players: number[] }) => [t.team, t.score, t.players]),
    ).toEqual([
      ['Lincoln', 3, [1, 2]],
      ['Grant', 1, [3]],
      ['=HYPERLINK("x")', 0, [4]],
    ]);
    expect(k5.teams[0]).toMatchObject({ rank: '1', place: '1', decidedBy: null });
    // Gus's School cell is blank: he plays for no team.
    expect(k8.teams.map((t: { team: string; score: number }) => [t.team, t.score])).toEqual([['Adams', 2]]);
  });

  test('without --by: one section, null', () => {
    const k8 = EVENT.split('\n')
      .filter((l, i) => i === 0 || l.includes('K-8'))
      .join('\n');
    const r = runCli(['school-teams', 'k8.csv', '--format', 'json'], { 'k8.csv': k8 });
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out);
    expect(json.top).toBe(4);
    expect(json.sections).toHaveLength(1);
    expect(json.sections[0].section).toBeNull();
    expect(json.sections[0].teams[0]).toMatchObject({ team: 'Adams', score: 2, players: [1, 2] });
  });

  test('table: a block per section under its heading, counting players, short teams, the note', () => {
    const r = runCli(['school-teams', 'event.csv', '--by', 'Section', '--top', '2'], files);
    expect(r.status).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Section K-5');
    expect(lines[1]).toMatch(/^Rank\s+Place\s+Team\s+Score\s+Players\s/);
    expect(r.out).toMatch(/Lincoln\s+3\s+1, 2\s/);
    expect(r.out).toMatch(/Grant\s+1\s+3 \(1 of 2\)/);
    expect(r.out).toContain('\nSection K-8\n');
    expect(r.out).toMatch(/top 2 players' scores/);
  });

  test('CSV: team names neutralised for a spreadsheet, raw with --csv-raw', () => {
    const csv = runCli(['school-teams', 'event.csv', '--by', 'Section', '--format', 'csv'], files);
    expect(csv.status).toBe(0);
    expect(csv.out.split('\n').slice(0, 2)).toEqual([
      'section,K-5',
      expect.stringMatching(/^rank,place,team,score,players/),
    ]);
    expect(csv.out).toContain(`"'=HYPERLINK(""x"")"`);
    const raw = runCli(['school-teams', 'event.csv', '--by', 'Section', '--format', 'csv', '--csv-raw'], files);
    expect(raw.out).toContain('"=HYPERLINK(""x"")"');
    expect(raw.out).not.toContain(`'=HYPERLINK`);
  });

  test('a control character in a team or section name is shown, not obeyed, on a terminal', () => {
    const evil = EVENT.replace('Lincoln,W3', 'Lin\x1b[2Jcoln,W3').replace(/K-8/g, 'K\x07-8');
    const r = runCli(['school-teams', 'e.csv', '--by', 'Section'], { 'e.csv': evil });
    expect(r.status).toBe(0);
    expect(r.out).not.toMatch(/[\x07\x1b]/);
    expect(r.out).toContain('Section K\\x07-8');
    const csv = runCli(['standings', 'e.csv', '--by', 'Section', '--format', 'csv'], { 'e.csv': evil });
    expect(csv.out).not.toMatch(/[\x07\x1b]/);
  });

  test('--team-column names the column; a column the table lacks is refused by name', () => {
    const asClub = EVENT.replace('School', 'Club');
    expect(
      runCli(['school-teams', 'c.csv', '--by', 'Section', '--team-column', 'club'], { 'c.csv': asClub }).status,
    ).toBe(0);
    const r = runCli(['school-teams', 'event.csv', '--by', 'Section', '--team-column', 'Team'], files);
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/no "Team" column/);
  });

  test('a table with no School, Team or Club column says to name one', () => {
    const none = EVENT.replace('School', 'Town');
    const r = runCli(['school-teams', 'n.csv', '--by', 'Section'], { 'n.csv': none });
    expect(r.status).toBe(2);
    expect(r.err).toBe(
      'n.csv, section "K-5", has no School, Team, Club column; name the column of each player\'s school with --team-column NAME.\n',
    );
  });

  test('mistakes on the command line: the option named, the scholastic usage pointed to', () => {
    const top = runCli(['school-teams', 'event.csv', '--top', '0'], files);
    expect(top.status).toBe(2);
    expect(top.err).toBe(
      '--top expects a whole number from 1 to 50; got "0".\nRun "tiebreaks help school-teams" for the usage of school teams and sections.\n',
    );
    const tb = runCli(['school-teams', 'event.csv', '--team-tiebreak', 'coin'], files);
    expect(tb.err).toMatch(`--team-tiebreak must be one of ${SCHOOL_TIEBREAK_IDS.join(', ')}; got "coin".`);
    expect(runCli(['school-teams'], files).err).toMatch(/^school-teams takes exactly one crosstable file\./);
  });

  test('help: `tiebreaks help school-teams` and `school-teams --help`', () => {
    for (const argv of [
      ['help', 'school-teams'],
      ['school-teams', '--help'],
    ]) {
      const r = runCli(argv, files);
      expect(r.status).toBe(0);
      expect(r.out).toMatch(
        /tiebreaks school-teams <crosstable> \[--team-column NAME\] \[--top N\] \[--section NAME \| --by COLUMN\]/,
      );
      expect(r.out).toMatch(/tiebreaks standings <file> \[--section NAME \| --by COLUMN\]/);
    }
  });
});

describe('tiebreaks standings --by Section', () => {
  test('JSON: {"sections": [{"section", "rounds", "plannedRounds", "tiebreaks", "standings"}]}, each as `standings` prints it alone', () => {
    const r = runCli(['standings', 'event.csv', '--by', 'Section', '--format', 'json'], files);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out);
    expect(Object.keys(json)).toEqual(['sections']);
    for (const s of json.sections)
      expect(Object.keys(s)).toEqual(['section', 'rounds', 'plannedRounds', 'tiebreaks', 'standings']);
    const k5Alone = EVENT.split('\n')
      .filter((l, i) => i === 0 || l.includes('K-5'))
      .join('\n');
    const alone = JSON.parse(runCli(['standings', 'k5.csv', '--format', 'json'], { 'k5.csv': k5Alone }).out);
    expect(json.sections[0]).toEqual({ section: 'K-5', ...alone });
  });

  test('table and CSV: one block per section with a heading', () => {
    const table = runCli(['standings', 'event.csv', '--by', 'Section'], files);
    expect(table.out).toMatch(/^Section K-5\nRank/);
    expect(table.out).toMatch(/\n\nSection K-8\nRank/);
    const csv = runCli(['standings', 'event.csv', '--by=Section', '--format', 'csv'], files);
    expect(csv.out).toMatch(/^section,K-5\nrank,place,number,name/);
    expect(csv.out).toMatch(/\n\nsection,K-8\nrank,place,number,name/);
  });

  test("a problem names its section and the file's own cell; every section's problems at once", () => {
    const bad = EVENT.replace('L2,L3', 'L2,Q9').replace('L1,D1', 'L1,??');
    const r = runCli(['standings', 'b.csv', '--by', 'Section'], { 'b.csv': bad });
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^F5: section "K-5": /m);
    expect(r.err).toMatch(/^F7: section "K-8": /m);
  });

  test('--by a column the table lacks, a blank section cell, --explain', () => {
    const absent = runCli(['standings', 'event.csv', '--by', 'Division'], files);
    expect(absent.status).toBe(2);
    expect(absent.err).toMatch(/^A1: the header row has no "Division" column; .*"No", "Name", "Section"/);
    const blank = runCli(['standings', 'b.csv', '--by', 'Section'], {
      'b.csv': EVENT.replace(',K-8,Adams,W2', ',,Adams,W2'),
    });
    expect(blank.err).toBe("C6: the Section cell is blank; expected the player's section, such as K-5.\n");
    const explain = runCli(['standings', 'event.csv', '--by', 'Section', '--explain', '1'], files);
    expect(explain.status).toBe(2);
    expect(explain.err).toMatch(/^--explain applies to one section/);
  });

  test('--verbose says how each section was read', () => {
    const r = runCli(['standings', 'event.csv', '--by', 'Section', '--verbose'], files);
    expect(r.err).toMatch(/^event\.csv, section K-5: read as .*, 4 players, 2 rounds/m);
    expect(r.err).toMatch(/^event\.csv, section K-8: read as .*, 3 players, 2 rounds/m);
  });
});

describe('a table with a Section column, without --by', () => {
  test('is ranked section by section, exactly as --by Section ranks it (never as one table)', () => {
    for (const command of ['standings', 'school-teams']) {
      for (const format of ['table', 'csv', 'json']) {
        const plain = runCli([command, 'event.csv', '--format', format], files);
        expect(plain.status).toBe(0);
        expect(plain.err).toBe('');
        expect(plain.out).toBe(runCli([command, 'event.csv', '--by', 'Section', '--format', format], files).out);
      }
    }
  });

  test('--verbose says the table was split and how', () => {
    const r = runCli(['standings', 'event.csv', '--verbose'], files);
    expect(r.err.split('\n')[0]).toBe(
      'event.csv: a Section column of 2 sections (K-5, K-8): each ranked alone, as with --by Section.',
    );
  });
});

test('the worked example (examples/scholastic-k5.csv, docs/scholastic.md) through the CLI', () => {
  const r = runCli(['school-teams', 'examples/scholastic-k5.csv', '--top', '3', '--format', 'json']);
  expect(r.status).toBe(0);
  const teams = JSON.parse(r.out).sections[0].teams;
  expect(teams.map((t: { team: string; place: string; score: number }) => [t.team, t.place, t.score])).toEqual([
    ['Lincoln', '1', 8],
    ['Jefferson', '2-3', 5],
    ['Adams', '2-3', 5],
    ['Monroe', '4', 4.5],
  ]);
  expect(teams[3].players).toHaveLength(2);
});

test('--lots reaches the team ranking: teams the team tiebreaks leave level are drawn', () => {
  const argv = ['school-teams', 'examples/scholastic-k5.csv', '--top', '3', '--team-tiebreak', 'none'];
  const shared = JSON.parse(runCli([...argv, '--format', 'json']).out).sections[0].teams;
  expect(shared.map((t: { rank: string }) => t.rank)).toEqual(['1', '2-3', '2-3', '4']);
  const drawn = JSON.parse(runCli([...argv, '--lots', '7', '--format', 'json']).out).sections[0].teams;
  expect(drawn.map((t: { rank: string }) => t.rank)).toEqual(['1', '2', '3', '4']);
});

test('a team event given to school-teams is named as one, not read cell by cell', () => {
  const r = runCli(['school-teams', 'examples/team-swiss.csv']);
  expect(r.status).toBe(2);
  expect(r.err).toBe(
    'examples/team-swiss.csv is a team event; `school-teams` works on a crosstable of individual players. For team standings run: tiebreaks standings examples/team-swiss.csv\n',
  );
  // A School column headed Team is still a school column.
  const asTeam = runCli(['school-teams', 't.csv', '--top', '3', '--format', 'json'], {
    't.csv': readFileSync('examples/scholastic-k5.csv', 'utf8').replace('School', 'Team'),
  });
  expect(asTeam.status).toBe(0);
});

test("team tiebreak columns are shown in their system's unit: AOB sums to two decimals, never as points", () => {
  // Top 1: each school's best player counts alone, so a team's AOB is that player's. AOB counts
  // hundredths; 8.50 and 7.75 once showed as 8½ and 7¾, guessed from being multiples of ¼.
  const argv = ['school-teams', 'examples/scholastic-k5.csv', '--top', '1', '--team-tiebreak', 'sum-of-tiebreaks'];
  const r = runCli([...argv, '--tiebreaks', 'AOB,MM']);
  expect(r.status).toBe(0);
  const rows = r.out.split('\n').slice(2, 6);
  expect(rows.map((line) => line.trim().split(/\s{2,}/))).toEqual([
    ['1', '1-2', 'Lincoln', '3', '1', '9.13', '6½'],
    ['2', '1-2', 'Jefferson', '3', '3', '8.50', '8', 'AOB 9.13 vs 8.50'],
    ['3', '3-4', 'Monroe', '2½', '12', '8.67', '5', 'score 3 vs 2½'],
    ['4', '3-4', 'Adams', '2½', '2', '7.75', '8', 'AOB 8.67 vs 7.75'],
  ]);
  // Each team's value is its one counting player's, as the individual standings give it.
  const standings = JSON.parse(
    runCli(['standings', 'examples/scholastic-k5.csv', '--tiebreaks', 'AOB,MM', '--format', 'json']).out,
  );
  const aob = (n: number) => standings.standings.find((s: { number: number }) => s.number === n).values.AOB;
  expect([1, 3, 12, 2].map(aob)).toEqual([9.13, 8.5, 8.67, 7.75]);
});

test('LOTS in the individual order draws the teams too, with the seed the players were drawn with', () => {
  // Without --lots the standings draw with seed 0; the teams follow the standings, as the sheet does.
  const argv = ['school-teams', 'examples/scholastic-k5.csv', '--top', '3', '--team-tiebreak', 'none'];
  const teams = (...more: string[]) => JSON.parse(runCli([...argv, ...more, '--format', 'json']).out).sections[0].teams;
  const drawn = teams('--tiebreaks', 'MM,LOTS');
  expect(drawn.map((t: { rank: string }) => t.rank)).toEqual(['1', '2', '3', '4']);
  expect(drawn.map((t: { decidedBy: string | null }) => t.decidedBy)).toEqual([null, 'score', 'LOTS', 'score']);
  expect(teams('--tiebreaks', 'MM,LOTS', '--lots', '0')).toEqual(drawn);
  expect(teams('--tiebreaks', 'MM').map((t: { rank: string }) => t.rank)).toEqual(['1', '2-3', '2-3', '4']);
});

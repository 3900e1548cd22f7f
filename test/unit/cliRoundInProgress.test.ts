/**
 * A half-typed round (read/rounds.ts: some results of round 5 in, others blank) is ranked after
 * round 4; every CLI command that ranks says so on stderr in one Note line, worded once
 * (request/rankRequest.ts roundInProgressNotice) from the sidebar's own words (inProgressText),
 * so `tiebreaks standings` never gives round-4 standings silently. Not said when the director
 * asked for after round N, nor for a finished table or a chart whose next round has no result at
 * all (not in progress: the sidebar says "after round 4 of 5" and nothing more), nor by
 * `scenarios`, whose answer is the round in progress itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inProgressText, readAny } from '../../src/read';
import { roundInProgressNotice } from '../../src/request';
import { runCli } from '../support/cli';
import { pendingTrf } from '../support/pendingTrf';

const EXAMPLE = fs.readFileSync(path.join(__dirname, '../../examples/spring-swiss.csv'), 'utf8');
const PRIZES = fs.readFileSync(path.join(__dirname, '../../examples/spring-prizes.csv'), 'utf8');
const ROWS = EXAMPLE.trim()
  .split('\n')
  .map((line) => line.split(','));
const R5 = 7;

/** The example without its score column, round 5 blank for the players listed (every player when none are). */
function round5Blank(players?: number[]): string[][] {
  return ROWS.map((row, i) => {
    const cells = row.filter((_, c) => c !== 3);
    if (i > 0 && (!players || players.includes(i))) cells[R5] = '';
    return cells;
  });
}
const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n') + '\n';

// Webb–Okafor (1, 3) and Sokolova–Lindqvist (2, 12) have no round 5 result yet.
const HALF = csv(round5Blank([1, 2, 3, 12]));
const NOTE =
  'Note: round 5 in progress, 4 of 15 players without a result yet; the standings are after round 4, the last complete round.\n';

/** The half-typed table as section Open, the finished one as section Reserve, each player with a school. */
function sections(open: string): string {
  const school = (i: number) => (i % 2 ? 'Lincoln' : 'Central');
  const rows = [
    ['Section', 'School', ...round5Blank([])[0]!],
    ...round5Blank([1, 2, 3, 12])
      .slice(1)
      .map((r, i) => [open, school(i), ...r]),
    ...ROWS.slice(1).map((r, i) => ['Reserve', school(i), ...r.filter((_, c) => c !== 3)]),
  ];
  return csv(rows);
}

test('the note is the sidebar’s words for the round in progress, then what the standings are after', () => {
  const t = readAny(HALF).tournament;
  expect(inProgressText(t.roundInProgress!)).toBe('round 5 in progress, 4 of 15 players without a result yet');
  expect(roundInProgressNotice(t, undefined)).toBe(
    `${inProgressText(t.roundInProgress!)}; the standings are after round 4, the last complete round`,
  );
  expect(roundInProgressNotice(t, 4)).toBeUndefined();
  expect(roundInProgressNotice(readAny(EXAMPLE).tournament, undefined)).toBeUndefined();
});

describe('every command that ranks says it once, on stderr; stdout is the ranking alone', () => {
  const files = { 'half.csv': HALF, 'prizes.csv': PRIZES, 'sections.csv': sections('Open') };

  test.each([
    [['standings', 'half.csv']],
    [['standings', 'half.csv', '--format', 'json']],
    [['standings', 'half.csv', '--format', 'csv']],
    [['standings', 'half.csv', '--explain', '1']],
    [['prizes', 'half.csv', 'prizes.csv']],
    [['export-trf', 'half.csv']],
    [['standings', 'sections.csv', '--section', 'Open']],
  ])('%j', (argv) => {
    const r = runCli(argv, files);
    expect([r.status, r.err]).toEqual([0, NOTE]);
    expect(r.out).not.toContain('Note');
  });

  test('JSON on stdout is untouched by the note', () => {
    const r = runCli(['standings', 'half.csv', '--format', 'json'], files);
    expect(JSON.parse(r.out).roundInProgress).toEqual({ round: 5, resultsIn: 11, resultsMissing: 4 });
  });

  test('a table of sections: the section with the round in progress, named; the finished one says nothing', () => {
    const named = NOTE.replace('Note: ', 'Note: Open: ');
    for (const argv of [
      ['standings', 'sections.csv'],
      ['school-teams', 'sections.csv'],
    ]) {
      const r = runCli(argv, files);
      expect([r.status, r.err]).toEqual([0, named]);
    }
    expect(runCli(['standings', 'sections.csv', '--section', 'Reserve'], files).err).toBe('');
  });

  test('a section name is shown, never obeyed: a control character in it is written as \\xNN', () => {
    const r = runCli(['standings', 'evil.csv'], { 'evil.csv': sections('Open\x07A') });
    expect(r.status).toBe(0);
    expect(r.err).toBe(NOTE.replace('Note: ', 'Note: Open\\x07A: '));
  });
});

describe('no note', () => {
  test('after round N asked for: those are the standings asked for', () => {
    for (const n of ['3', '4']) {
      const r = runCli(['standings', 'half.csv', '--after-round', n], { 'half.csv': HALF });
      expect([r.status, r.err]).toEqual([0, '']);
    }
  });

  test('a finished table, and a chart whose round 5 has no result at all (not in progress)', () => {
    expect(runCli(['standings', 'full.csv'], { 'full.csv': EXAMPLE }).err).toBe('');
    const empty = csv(round5Blank());
    // The sidebar says "after round 4 of 5" and no round in progress: the same reading.
    const t = readAny(empty).tournament;
    expect([t.rounds, t.plannedRounds, t.roundInProgress]).toEqual([4, 5, undefined]);
    for (const argv of [
      ['standings', 'empty.csv'],
      ['prizes', 'empty.csv', 'prizes.csv'],
      ['export-trf', 'empty.csv'],
    ]) {
      const r = runCli(argv, { 'empty.csv': empty, 'prizes.csv': PRIZES });
      expect([argv, r.status, r.err]).toEqual([argv, 0, '']);
    }
  });

  test('scenarios: the round in progress is what it answers', () => {
    const r = runCli(['scenarios', 'event.trf'], { 'event.trf': pendingTrf() });
    expect([r.status, r.err]).toEqual([0, '']);
  });
});

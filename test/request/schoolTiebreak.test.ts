/** One parser for the school-team tiebreak, shared by --team-tiebreak and =SCHOOLTEAMS' team-tiebreak=. */
import { parseSchoolTiebreak } from '../../src/request';
import { runCli } from '../support/cli';
import { SCHOOL_TIEBREAK_IDS } from '../../src/teams/school';

test('every team tiebreak is read by its id, in any case, spaces trimmed', () => {
  for (const id of SCHOOL_TIEBREAK_IDS) {
    expect(parseSchoolTiebreak(id)).toEqual({ ok: true, value: id });
    expect(parseSchoolTiebreak(` ${id.toUpperCase()} `)).toEqual({ ok: true, value: id });
  }
});

test.each(['', 'median', 'next player', 'us_scholastic'])('"%s" is refused, not guessed at', (text) => {
  expect(parseSchoolTiebreak(text)).toEqual({ ok: false, refusal: { code: 'school-tiebreak-unknown', given: text } });
});

test('the CLI takes what the parser takes and words the refusal by its option', () => {
  const argv = ['school-teams', 'examples/scholastic-k5.csv', '--format', 'json', '--team-tiebreak'];
  expect(runCli([...argv, ' NONE ']).status).toBe(0);
  const r = runCli([...argv, 'median']);
  expect(r.status).toBe(2);
  expect(r.err).toMatch(
    /^--team-tiebreak must be one of us-scholastic, sum-of-tiebreaks, next-player, none; got "median"\./,
  );
});

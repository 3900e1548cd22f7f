/** One parser for the top N of school teams, shared by --top, =SCHOOLTEAMS' top and the sidebar. */
import { parseSchoolTop } from '../../src/request';
import { MAX_SCHOOL_TOP } from '../../src/teams/school';

test('a whole number from 1 to the limit is the top N', () => {
  expect(parseSchoolTop('4')).toEqual({ ok: true, value: 4 });
  expect(parseSchoolTop(' 3 ')).toEqual({ ok: true, value: 3 });
  expect(parseSchoolTop(String(MAX_SCHOOL_TOP))).toEqual({ ok: true, value: 50 });
});

test.each(['0', '51', '2.5', '-1', '1e1', '', 'four'])('"%s" is refused, not guessed at', (text) => {
  expect(parseSchoolTop(text)).toEqual({ ok: false, refusal: { code: 'school-top-out-of-range', given: text } });
});

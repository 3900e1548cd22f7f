/**
 * One parser per setting (src/request/settings.ts): each returns the value or a refusal code the
 * front ends word, so the CLI, the custom functions and the sidebar accept the same values.
 */
import { NOTATION_IDS } from '../../src/read/notation';
import {
  ALL_NOTATION_IDS,
  isTeamNotation,
  parseFideVersion,
  parseMatchPointsSetting,
  parseNotation,
  parsePabPoints,
  parseWholeNumber,
  parseWholeNumberValue,
} from '../../src/request';

describe('parsePabPoints', () => {
  test.each([
    ['1', 1],
    ['0.5', 0.5],
    ['0', 0],
    ['½', 0.5],
    ['1/2', 0.5],
    [' 0,5 ', 0.5],
    ['0.50', 0.5],
  ])('%j is %d', (text, value) => {
    expect(parsePabPoints(text)).toEqual({ ok: true, value });
  });

  test.each(['2', '', '  ', 'half', '-1', '0.25'])('%j is refused as pab-not-a-bye-value, quoting it', (text) => {
    expect(parsePabPoints(text)).toEqual({ ok: false, refusal: { code: 'pab-not-a-bye-value', given: text } });
  });
});

describe('parseMatchPointsSetting', () => {
  test('"3,1,0" is 3, 1, 0 in quarters', () => {
    expect(parseMatchPointsSetting('3,1,0')).toEqual({ ok: true, value: { win: 12, draw: 4, loss: 0 } });
  });

  test('"2 1 0" and "2;1;0" read as 2,1,0', () => {
    expect(parseMatchPointsSetting('2 1 0')).toEqual({ ok: true, value: { win: 8, draw: 4, loss: 0 } });
    expect(parseMatchPointsSetting('2;1;0')).toEqual({ ok: true, value: { win: 8, draw: 4, loss: 0 } });
  });

  test.each(['1,2,0', '2,1', 'x,y,z'])('%j is refused with the engine explanation', (text) => {
    const parsed = parseMatchPointsSetting(text);
    expect(parsed).toEqual({
      ok: false,
      refusal: {
        code: 'match-points-not-three',
        given: text,
        detail: `Match points "${text}": expected three numbers for a match won, drawn and lost, highest first, such as 2,1,0 or 3,1,0.`,
      },
    });
  });
});

describe('parseNotation', () => {
  test('trimmed and in lower case, among the notations offered', () => {
    expect(parseNotation(' US ', NOTATION_IDS)).toEqual({ ok: true, value: 'us' });
    expect(parseNotation('US-Team', ALL_NOTATION_IDS)).toEqual({ ok: true, value: 'us-team' });
  });

  test('a notation not offered is notation-unknown, quoted as given', () => {
    expect(parseNotation('US-Team', NOTATION_IDS)).toEqual({
      ok: false,
      refusal: { code: 'notation-unknown', given: 'US-Team' },
    });
    expect(parseNotation('klingon', ALL_NOTATION_IDS)).toEqual({
      ok: false,
      refusal: { code: 'notation-unknown', given: 'klingon' },
    });
  });

  test('board-sheet, where not offered, has its own code', () => {
    expect(parseNotation('board-sheet', NOTATION_IDS)).toEqual({
      ok: false,
      refusal: { code: 'notation-board-sheet', given: 'board-sheet' },
    });
    expect(parseNotation('board-sheet', ALL_NOTATION_IDS)).toEqual({ ok: true, value: 'board-sheet' });
  });

  test('team notations are the team ids', () => {
    expect(['us-team', 'chess-results-team', 'board-sheet'].every(isTeamNotation)).toBe(true);
    expect(NOTATION_IDS.some(isTeamNotation)).toBe(false);
  });
});

describe('parseFideVersion', () => {
  test.each(['2009', '2024', '2026', ' 2024 '])('%j is a version', (text) => {
    expect(parseFideVersion(text)).toEqual({ ok: true, value: text.trim() });
  });

  test.each(['2017', '', 'latest'])('%j is refused as fide-version-unknown', (text) => {
    expect(parseFideVersion(text)).toEqual({ ok: false, refusal: { code: 'fide-version-unknown', given: text } });
  });
});

describe('parseWholeNumber', () => {
  test('digits only', () => {
    expect(parseWholeNumber('0')).toEqual({ ok: true, value: 0 });
    expect(parseWholeNumber('12')).toEqual({ ok: true, value: 12 });
  });

  test.each(['3.0', '-1', '1e2', ' 3', ''])('%j is refused as not-a-whole-number', (text) => {
    expect(parseWholeNumber(text)).toEqual({ ok: false, refusal: { code: 'not-a-whole-number', given: text } });
  });
});

describe('parseWholeNumberValue: a cell or a saved setting, read as the command line reads text', () => {
  test.each([
    [3, 3],
    [0, 0],
    ['12', 12],
    [' 7 ', 7],
  ])('%j is %j', (value, n) => {
    expect(parseWholeNumberValue(value)).toEqual({ ok: true, value: n });
  });

  test.each([3.5, -1, Number.NaN, Infinity, '3.0', '1e2', '0x3', '-1', '+3', '', ' '])('%j is refused', (value) => {
    expect(parseWholeNumberValue(value)).toEqual({
      ok: false,
      refusal: { code: 'not-a-whole-number', given: String(value) },
    });
  });

  test('text is read as parseWholeNumber reads it, spaces at either end trimmed', () => {
    for (const text of ['0', '3', '12', '007', '3.0', '1e2', '-1', 'x', '99999999999999999999']) {
      expect(parseWholeNumberValue(text)).toEqual(parseWholeNumber(text));
      const spaced = parseWholeNumberValue(` ${text} `);
      const plain = parseWholeNumber(text);
      expect(spaced.ok && spaced.value).toBe(plain.ok && plain.value);
    }
  });
});

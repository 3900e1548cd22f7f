/**
 * The missing-data setting, parsed once for every front end, and the default a request gets from
 * the rule set it names (each preset's reading of its own text, src/standings/presets.ts).
 */
import { missingDataDefault, parseMissingData, rankRequest } from '../../src/request';
import { DEFAULT_MISSING_DATA } from '../../src/standings/missingData';
import { findPreset } from '../../src/standings/presets';

test.each([
  ['pass', 'pass'],
  [' STOP ', 'stop'],
  ['Pass', 'pass'],
])('"%s" reads as %s', (text, rule) => {
  expect(parseMissingData(text)).toEqual({ ok: true, value: rule });
});

test.each(['', 'skip', 'passover', 'yes'])('"%s" is refused with what was given', (text) => {
  expect(parseMissingData(text)).toEqual({ ok: false, refusal: { code: 'missing-data-unknown', given: text } });
});

test("the default is the named rule set's, with its source; an order of codes gets the general one", () => {
  expect(missingDataDefault({ preset: 'mca' })).toBe(findPreset('mca').missingData);
  expect(missingDataDefault({ preset: 'mca' }).source).toMatch(/^MCA Tie Break Rules \(2001\)/);
  expect(missingDataDefault({ codes: ['ljc'], mayNamePreset: true })).toBe(findPreset('ljc').missingData);
  expect(missingDataDefault({ fideRules: '2024' })).toBe(findPreset('fide').missingData);
  expect(missingDataDefault({ codes: ['MM, BLACKS'] })).toBe(DEFAULT_MISSING_DATA);
  // --tiebreaks cannot name a preset: "mca" there is a code, refused by the order, not a rule set.
  expect(missingDataDefault({ codes: ['mca'] })).toBe(DEFAULT_MISSING_DATA);
  expect(missingDataDefault({})).toBe(DEFAULT_MISSING_DATA);
});

test('a rank request carries the rule asked for, else the default', () => {
  const asked = rankRequest({ preset: 'fide', missingData: 'stop' });
  expect(asked.ok && asked.value.missingData).toBe('stop');
  const byDefault = rankRequest({ preset: 'fide' });
  expect(byDefault.ok && byDefault.value.missingData).toBe('pass');
});

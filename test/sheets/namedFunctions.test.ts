/**
 * The named custom functions' table and the JSDoc written for them from the registry
 * (src/sheets/namedFunctions.ts). The stubs in dist/Code.js are checked in test/bundle; here the
 * generator is checked for every system, so a system added to the registry gets a true help text
 * the day a named function is given to it.
 */
import { NAMED_FUNCTIONS, namedFunction, namedFunctionCode, namedFunctionDoc } from '../../src/sheets/namedFunctions';
import { TIEBREAK } from '../../src/sheets/customFunctions';
import { TIEBREAKS, TIEBREAK_CODES } from '../../src/tiebreaks/registry';
import { SYSTEM_FUNCTIONS, SMALL_TABLE } from '../bundle/surface';

describe('NAMED_FUNCTIONS', () => {
  test('is the public list of test/bundle/surface.ts, in its order', () => {
    expect(NAMED_FUNCTIONS.map(([name, code]) => [name, code])).toEqual(Object.entries(SYSTEM_FUNCTIONS));
  });

  test('a named function is TIEBREAK with its code', () => {
    for (const [name, code] of NAMED_FUNCTIONS) {
      expect(namedFunctionCode(name)).toBe(code);
      expect(namedFunction(name, SMALL_TABLE)).toEqual(TIEBREAK(SMALL_TABLE, code));
      expect(namedFunction(name, SMALL_TABLE, 3, 2)).toEqual(TIEBREAK(SMALL_TABLE, code, '', 3, 2));
    }
  });

  test('errors name the function the director typed', () => {
    expect(() => namedFunction('KASHDAN', SMALL_TABLE, '', '', 'unplayed=5')).toThrow(
      'KASH option unplayed="5": expected 0 or 2.',
    );
    expect(() => namedFunction('SOLKOFF', SMALL_TABLE, '', '', 'fide=2024')).toThrow(/^fide= reads BH, SB and ARO/);
  });
});

describe('namedFunctionDoc', () => {
  // Left out: board systems (a custom function refuses a board-by-board sheet) and lots (a seed).
  const codes = TIEBREAK_CODES.filter((code) => !TIEBREAKS[code].needsBoardResults && code !== 'LOTS');

  test.each(codes)('%s: a JSDoc block Sheets reads, from the registry', (code) => {
    const tb = TIEBREAKS[code];
    const doc = namedFunctionDoc('SOMENAME', code);
    expect(doc).toMatch(/^\/\*\*\n( \*( .*)?\n)+ \*\/$/);
    expect(doc).not.toMatch(/\*\/[\s\S]/);
    expect(doc).toMatch(/\n \* @customfunction\n \*\/$/);
    expect([...doc.matchAll(/@param \{[^}]*\} (\w+)/g)].map((m) => m[1])).toEqual([
      'crosstable',
      'player',
      'after_round',
      'options',
    ]);
    const text = doc.replace(/\n \* ?/g, ' ');
    for (const part of [tb.name, tb.rule, tb.summary, `header row labelled "${code}"`]) expect(text).toContain(part);
    for (const o of tb.options) {
      if (o.name === 'fide') expect(text).not.toContain('fide=');
      else expect(text).toContain(`${o.name}=`);
    }
    for (const line of doc.split('\n')) if (!line.includes('@')) expect(line.length).toBeLessThanOrEqual(100);
  });

  test('the help a director reads for MODMEDIAN', () => {
    expect(namedFunctionDoc('MODMEDIAN', 'MM')).toBe(
      [
        '/**',
        " * Modified Median (US Chess 34E1). Opponents' adjusted scores, dropping the lowest (plus score),",
        ' * highest (minus) or both (even). One value per row of the crosstable, header row labelled "MM";',
        ' * the same as =TIEBREAK(crosstable, "MM"). For example =MODMEDIAN(A1:K40,,,"minus=lowest").',
        ' *',
        ' * @param {Array<Array<string|number>>} crosstable The whole crosstable, header row included (No., Name, Score, R1, R2…).',
        " * @param {number} player Optional: one player's number, for just that player's value.",
        ' * @param {number} after_round Optional: count only rounds 1 to N.',
        ' * @param {string} options Optional: minus=highest|lowest, default highest. What a minus score drops: US Chess says the highest; the MCA text literally says lowest. drop2from=N, default 9. Round count from which two are dropped at each end. And how to read the table: notation=us (or chess-results, vega, us-team…), pab=1|0.5|0, mp=3,1,0 (team tables), section=K-5 (one section of a table with a Section column; without it, each row gets its value within its own section), separated by ";".',
        ' * @return {Array<Array<string|number>>} One column beside the table (or one value when a player is given).',
        ' * @customfunction',
        ' */',
      ].join('\n'),
    );
  });

  test('refuses a system a named function could only fail on', () => {
    expect(() => namedFunctionDoc('BOARDCOUNT', 'BC')).toThrow(/BOARDCOUNT: BC needs a board-by-board sheet/);
    expect(() => namedFunctionDoc('LOTS', 'LOTS')).toThrow(/LOTS: drawing of lots needs a seed/);
  });
});

/**
 * The self-test's pure part (src/sheets/selfTest.ts): the checks name real emulator code and
 * state the values the add-on's documentation gives, the comparison, and the report's wording;
 * the page shows every string as text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BROWSER_CHECK,
  Check,
  CHECKS,
  compare,
  outcomeLine,
  reportPage,
  reportText,
  summary,
} from '../../src/sheets/selfTest';

const ROOT = path.resolve(__dirname, '../..');

const check = (expected: string, what = 'a thing'): Check => ({
  area: 'Area',
  what,
  expected,
  emulator: 'emulator/display.ts displayText',
  probe: { kind: 'locale' },
});

describe('the checks', () => {
  test('each names emulator code that exists: the file, and each function or Class.member in it', () => {
    for (const c of CHECKS) {
      for (const part of c.emulator.split('; ')) {
        const m = /^(emulator\/[a-z0-9]+\.ts) (.+)$/.exec(part);
        expect(m).not.toBeNull();
        const source = fs.readFileSync(path.join(ROOT, m![1]), 'utf8');
        for (const name of m![2].split(', ')) {
          const [owner, member] = name.includes('.') ? name.split('.') : [undefined, name];
          if (owner) expect(source).toMatch(new RegExp(`class ${owner}\\b`));
          const defined = owner
            ? new RegExp(`^\\s+(?:private |readonly )?${member}\\s*[(<]`, 'm')
            : new RegExp(`(?:function|const|class) ${member}\\b`);
          if (!defined.test(source)) throw new Error(`${c.what}: ${name} is not in ${m![1]}`);
        }
      }
    }
  });

  test('the number formats are expected to show what docs/sheets.md and numberFormats.ts promise', () => {
    const expected = Object.fromEntries(
      CHECKS.filter((c) => c.probe.kind === 'display').map((c) => [c.what.split(' (')[0], c.expected]),
    );
    expect(expected).toEqual({
      '14.5 under [=14.5]"14½";General': '14½',
      '5.25 under [=5.25]"5¼";General': '5¼',
      '0.75 under [=0.75]"¾";General': '¾',
      '-1.25 under [=-1.25]"-1¼";General': '-1¼',
      '12 under "0"': '12',
      '1587.5 under "General"': '1587.5',
      '1587 under "0"': '1587',
      '1200 under "$#,##0.00"': '$1,200.00',
      '37.5 under "$#,##0.00"': '$37.50',
      '"12-13" under "@"': '12-13',
    });
  });

  test('the rule is tried on results the table accepts and on ones it refuses', () => {
    const tried = CHECKS.flatMap((c) => (c.probe.kind === 'rule-formula' ? [[c.probe.entry, c.expected]] : []));
    expect(tried).toEqual([
      ['W12', 'TRUE'],
      ['L3 W', 'TRUE'],
      ['W13', 'FALSE'],
      ['1/2', 'FALSE'],
    ]);
  });
});

describe('comparing and reporting', () => {
  const checks = [check('14 1/2', '14.5 under "# ?/?"'), check('en_US', 'the locale'), check('TRUE', 'W12')];

  test('a check is as expected only when Sheets gave exactly the expected text', () => {
    const outcomes = compare(checks, [{ text: '14 1/2' }, { text: 'de_DE' }, { error: 'Service error: Spreadsheets' }]);
    expect(outcomes.map((o) => o.asExpected)).toEqual([true, false, false]);
    expect(compare(checks, [{ text: '14 1/2 ' }])[0].asExpected).toBe(false);
  });

  test('a check that did not run is an error, never as expected', () => {
    const [, missing] = compare(checks, [{ text: '14 1/2' }]);
    expect(missing.seen).toEqual({ error: 'the check did not run' });
    expect(missing.asExpected).toBe(false);
  });

  test('the summary counts', () => {
    const all = compare(checks, [{ text: '14 1/2' }, { text: 'en_US' }, { text: 'TRUE' }]);
    expect(summary(all)).toBe('3 of 3 as expected');
    expect(summary(compare(checks, [{ text: '14 1/2' }, { text: 'de_DE' }, { text: 'TRUE' }]))).toBe(
      '2 of 3 as expected, 1 differs',
    );
    expect(summary(compare(checks, [{ text: 'x' }, { text: 'y' }, { text: 'TRUE' }]))).toBe(
      '1 of 3 as expected, 2 differ',
    );
  });

  test('a difference says what Sheets gave, what was expected and which emulator code to correct', () => {
    const [, locale, failed] = compare(checks, [{ text: '14 1/2' }, { text: 'de_DE' }, { error: 'Boom' }]);
    expect(outcomeLine(locale)).toBe(
      'DIFFERS Area: the locale: Sheets gave "de_DE", expected "en_US" (emulator/display.ts displayText).',
    );
    expect(outcomeLine(failed)).toBe(
      'DIFFERS Area: W12: Sheets gave an error: Boom, expected "TRUE" (emulator/display.ts displayText).',
    );
  });

  test('the report: the summary, what was left behind, the differences, then every check', () => {
    const outcomes = compare(checks, [{ text: '14 1/2' }, { text: 'de_DE' }, { text: 'TRUE' }]);
    expect(
      reportText({
        outcomes,
        leftovers: ['The self-test could not remove the sheet "T" it made (x): please delete it.'],
      }).split('\n'),
    ).toEqual([
      'Tiebreaks self-test: 2 of 3 as expected, 1 differs.',
      'The self-test could not remove the sheet "T" it made (x): please delete it.',
      '',
      'Differences:',
      'DIFFERS Area: the locale: Sheets gave "de_DE", expected "en_US" (emulator/display.ts displayText).',
      '',
      'Every check:',
      'OK Area: 14.5 under "# ?/?": "14 1/2".',
      'DIFFERS Area: the locale: Sheets gave "de_DE", expected "en_US" (emulator/display.ts displayText).',
      'OK Area: W12: "TRUE".',
    ]);
  });

  test('the page shows what Sheets gave as text, whatever it holds', () => {
    const hostile = '</textarea><img src=x onerror="alert(1)"><script>alert(2)</script>';
    const outcomes = compare(checks, [{ text: hostile }, { text: 'en_US' }, { error: hostile }]);
    const page = reportPage({ outcomes, leftovers: [hostile] });
    expect(page).not.toContain('<img');
    expect(page).not.toContain('alert(2)</script>');
    expect(page.match(/<textarea/g)).toHaveLength(1);
    expect(page.match(/<\/textarea>/g)).toHaveLength(1);
    expect(page).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
    expect(page).toContain('<h2 id="summary">1 of 3 as expected, 2 differ</h2>');
    expect(page).not.toContain('querySelectorAll');
  });

  test('given the section its marker names, the page checks the marker in the browser and can never be closed early', () => {
    const outcomes = compare(checks, [{ text: '14 1/2' }, { text: 'en_US' }, { text: 'TRUE' }]);
    const page = reportPage({ outcomes, leftovers: [] }, 'self-test"</script><b>x');
    expect(page).toContain('window.TIEBREAKS_OPEN_AT === "self-test\\"\\u003c/script>\\u003cb>x"');
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).toContain(JSON.stringify(BROWSER_CHECK.differs));
  });
});

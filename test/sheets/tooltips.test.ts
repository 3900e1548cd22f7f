/**
 * What a custom function shows when it cannot answer, and how long its text may be. Sheets shows
 * a thrown message in the #ERROR! tooltip, and Google documents neither its size nor a line break
 * in it: every message is one line of at most MAX_ERROR_LENGTH characters, problems listed while
 * they fit, the rest counted. TBEXPLAIN's text fits in a cell (50,000 characters, Sheets' limit):
 * a longer explanation is cut at a line and says so.
 */
import { MAX_ERROR_LENGTH, oneLine, problemsTooltip } from '../../src/sheets/arguments';
import { MAX_CELL_TEXT, withinCell } from '../../src/sheets/columns';
import { STANDINGS, TBEXPLAIN, TIEBREAK } from '../../src/sheets/customFunctions';
import { namedFunction } from '../../src/sheets/namedFunctions';
import { parseDelimited } from '../../src/read/csv';
import { readAny } from '../../src/read/readAny';
import { resolveOrder } from '../../src/request';
import { explainPlayer } from '../../src/standings/explain';
import { rank } from '../../src/standings/rank';
import { generateSwiss } from '../support/generate';

/** A generated Swiss as Sheets holds it: numbers as numbers. */
function grid(players: number, rounds: number): (string | number)[][] {
  return parseDelimited(generateSwiss(3, players, rounds).csv).map((r) =>
    r.map((c) => (/^\d+(\.\d+)?$/.test(c) ? Number(c) : c)),
  );
}

function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected the custom function to throw');
}

describe('#ERROR! messages: one line, short', () => {
  test('oneLine folds line breaks and the spaces around them', () => {
    expect(oneLine('a\nb')).toBe('a b');
    expect(oneLine('  first line  \r\n\n  second\n')).toBe('first line second');
  });

  test('problems in the range: each said in turn on one line, the note on cell names last', () => {
    const message = problemsTooltip([
      { cell: 'E3', message: '"Q" cannot be read; expected a result such as W12.' },
      { cell: 'F4', message: 'a line\nbreak inside.' },
    ]);
    expect(message).toBe(
      'Cell E3 of the range: "Q" cannot be read; expected a result such as W12. Cell F4 of the range: a line break inside. ' +
        "(Cells are named as if the range's top-left cell were A1.)",
    );
  });

  test('many long problems: as many as fit, the rest counted, never past the limit', () => {
    const long = (i: number) => ({ cell: `E${i}`, message: `${'x'.repeat(300)} problem ${i}.` });
    const message = problemsTooltip(Array.from({ length: 40 }, (_, i) => long(i + 2)));
    expect(message).not.toContain('\n');
    expect(message.length).toBeLessThanOrEqual(MAX_ERROR_LENGTH);
    // Each says 333 characters: two fit in a thousand with the count and the note; 38 are counted.
    expect(message).toMatch(/problem 3\. …and 38 more problems\. \(Cells are named/);
    expect(message).not.toContain('problem 4.');
  });

  test('one problem longer than the limit is cut at a space, with an ellipsis', () => {
    const message = problemsTooltip([{ message: 'word '.repeat(400) }]);
    expect(message.length).toBeLessThanOrEqual(MAX_ERROR_LENGTH);
    expect(message).toMatch(/^word word .* word…$/);
  });

  test('a real table with unreadable cells, through each kind of custom function', () => {
    // Round 2 unreadable on twelve rows: more problems than the tooltip lists.
    const table = grid(30, 5);
    const r2 = table[0]!.indexOf('R2');
    const bad = table.map((row, r) => row.map((c, i) => (r >= 1 && r <= 12 && i === r2 ? 'Q' : c)));
    for (const f of [
      () => TIEBREAK(bad, 'SOLK'),
      () => STANDINGS(bad, 'uscf'),
      () => TBEXPLAIN(bad, 1, 'uscf'),
      () => namedFunction('MODMEDIAN', bad),
    ]) {
      const message = thrown(f);
      expect(message).not.toMatch(/[\r\n]/);
      expect(message.length).toBeLessThanOrEqual(MAX_ERROR_LENGTH);
      expect(message).toMatch(/^Cell [A-Z]+\d+ of the range: "Q"/);
      expect(message).toMatch(
        /…and \d+ more problems\. \(Cells are named as if the range's top-left cell were A1\.\)$/,
      );
    }
  });

  test('an argument refused: its message on one line too', () => {
    const message = thrown(() => TIEBREAK(grid(6, 3), 'NOPE'));
    expect(message).toMatch(/^Unknown tiebreak "NOPE"\. Expected one of MM, HARKNESS, SOLK/);
    expect(message).not.toContain('\n');
  });
});

describe('TBEXPLAIN fits in a cell', () => {
  test('a short explanation is as it was', () => {
    expect(withinCell('#1 Ann: score 3')).toBe('#1 Ann: score 3');
  });

  test('an explanation past 50,000 characters is cut at a line, and says so', () => {
    const t = grid(400, 30);
    // A hundred and twenty systems, each listing thirty opponents: about 63,000 characters.
    const codes = Array.from({ length: 12 }, () => 'MM, SOLK, CUM, OPPCUM, SB, BH, KASH, PROG, HARKNESS, ARO').join(
      ', ',
    );
    const text = TBEXPLAIN(t, 1, codes) as string;
    expect(text.length).toBeLessThanOrEqual(MAX_CELL_TEXT);
    const [kept, note] = text.split('\n… cut here: ');
    expect(note).toMatch(
      /^the whole explanation is \d{2},\d{3} characters, more than the 50,000 a cell holds\. Give fewer tiebreaks, or print it whole with the command line \(tiebreaks standings FILE --explain NUMBER\)\.$/,
    );
    const whole = Number(/is (\d+,\d+) characters/.exec(note!)![1]!.replace(',', ''));
    expect(whole).toBeGreaterThan(MAX_CELL_TEXT);
    // What is kept is the start of the whole text, whole lines of it.
    const wholeText = withinCellless(t, codes);
    expect(wholeText.length).toBe(whole);
    expect(wholeText.startsWith(`${kept}\n`)).toBe(true);
  });
});

/** The explanation before it was fitted to a cell: the CLI's text, from the same engine. */
function withinCellless(t: (string | number)[][], codes: string): string {
  const order = resolveOrder({ codes: [codes] });
  if (!order.ok) throw new Error('order refused');
  return explainPlayer(rank(readAny(t).tournament, { order: order.value }), 1).trimEnd();
}

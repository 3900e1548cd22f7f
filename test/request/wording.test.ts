/**
 * Each front end words the request layer's refusal codes its own way: the CLI by its option, a
 * custom function by its options text. Every code a front end can meet has its own words.
 */
import { cliRefusalMessage } from '../../src/cli/options';
import { readAny } from '../../src/read';
import { afterRoundOfTable, type RefusalCode } from '../../src/request';
import { optionRefusalMessage } from '../../src/sheets/tableOptions';

describe('refusal wording', () => {
  test.each<[RefusalCode, string]>([
    ['notation-unknown', '--notation must be one of'],
    ['notation-board-sheet', '--notation must be one of'],
    ['pab-not-a-bye-value', '--pab-points must be 1, 0.5 or 0; got "2".'],
    ['match-points-not-three', '--match-points: why'],
    ['pab-on-team-table', '--pab-points applies to individual crosstables'],
    ['missing-data-unknown', '--missing-data must be pass or stop; got "2".'],
    ['after-round-past-results', '--after-round 2: why.'],
  ])('CLI: %s', (code, words) => {
    expect(cliRefusalMessage({ code, given: '2', detail: 'why' })).toContain(words);
  });

  test.each<[RefusalCode, string]>([
    ['notation-unknown', 'notation="2" is not a notation'],
    ['notation-board-sheet', 'This is a board-by-board sheet'],
    ['board-sheet-not-accepted', 'This is a board-by-board sheet'],
    ['pab-not-a-bye-value', 'pab="2": a pairing-allocated bye is worth 1, 0.5 or 0 points.'],
    ['fide-version-unknown', 'fide="2" is not a version of the FIDE rules'],
    ['match-points-not-three', 'mp=2: why'],
    ['match-points-on-individual-table', 'mp= applies to team tables'],
    ['pab-on-team-table', 'pab= applies to crosstables of individual players'],
    ['missing-data-unknown', 'missing="2": expected pass'],
    ['after-round-past-results', 'after_round 2: why.'],
  ])('custom functions: %s', (code, words) => {
    expect(optionRefusalMessage({ code, given: '2', detail: 'why' })).toContain(words);
  });
});

describe('"after round N" against the table read (afterRoundOfTable)', () => {
  // Round 2 of 3 has no result yet: the chart counts round 1 only.
  const t = readAny([
    ['No.', 'Name', 'R1', 'R2', 'R3'],
    ['1', 'Ann', 'W2', '', ''],
    ['2', 'Ben', 'L1', '', ''],
  ]).tournament;

  test('a round of the chart past the rounds counted is refused with why', () => {
    expect(afterRoundOfTable(t, 2)).toEqual({
      ok: false,
      refusal: {
        code: 'after-round-past-results',
        given: '2',
        detail: 'only 1 round has results; expected a round from 1 to 1',
      },
    });
  });

  test("a round counted, or no round asked, is accepted; a round past the chart is the engine's to refuse", () => {
    expect(afterRoundOfTable(t, 1)).toEqual({ ok: true, value: 1 });
    expect(afterRoundOfTable(t, undefined)).toEqual({ ok: true, value: undefined });
    expect(afterRoundOfTable(t, 4)).toEqual({ ok: true, value: 4 });
  });
});

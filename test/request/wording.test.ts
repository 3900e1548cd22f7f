/**
 * Each front end words the request layer's refusal codes its own way: the CLI by its option, a
 * custom function by its options text. Every code a front end can meet has its own words.
 */
import { cliRefusalMessage } from '../../src/cli/options';
import type { RefusalCode } from '../../src/request';
import { optionRefusalMessage } from '../../src/sheets/tableOptions';

describe('refusal wording', () => {
  test.each<[RefusalCode, string]>([
    ['notation-unknown', '--notation must be one of'],
    ['notation-board-sheet', '--notation must be one of'],
    ['pab-not-a-bye-value', '--pab-points must be 1, 0.5 or 0; got "2".'],
    ['match-points-not-three', '--match-points: why'],
    ['pab-on-team-table', '--pab-points applies to individual crosstables'],
    ['missing-data-unknown', '--missing-data must be pass or stop; got "2".'],
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
  ])('custom functions: %s', (code, words) => {
    expect(optionRefusalMessage({ code, given: '2', detail: 'why' })).toContain(words);
  });
});

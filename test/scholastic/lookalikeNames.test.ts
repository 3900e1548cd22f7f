/**
 * Issue 26: names that differ only in what a reader cannot see. "Élite" written composed (U+00C9)
 * and decomposed (E and U+0301), and "Adams" with a zero-width space inside, look the same in a
 * sheet; before, each made a second section, a second school, a prize group that missed its
 * players and a second team. They are now compared as a person reads them (spellingKey,
 * visibleName): the sections and schools refuse the second spelling by its cell, showing what
 * cannot be seen; a prize group and a board sheet's team names match them.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { CrosstableError, Problem } from '../../src/model/problems';
import { readAny } from '../../src/read';
import { shownName, spellingKey, visibleName } from '../../src/read/cells';
import { splitSections } from '../../src/request';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { rankSchoolTeams } from '../../src/teams/school';
import { readTeamEvent } from '../../src/teams/read';
import { problemsOf } from '../support/builder';
import { runCli } from '../support/cli';

const COMPOSED = '\u00c9lite';
const DECOMPOSED = 'E\u0301lite';
const ZWSP_ADAMS = 'Ad\u200bams';

describe('a name as a person reads it', () => {
  test.each([
    [DECOMPOSED, COMPOSED],
    [ZWSP_ADAMS, 'Adams'],
    ['\ufeffAdams', 'Adams'], // a byte-order mark pasted at the start
    ['Ad\u00adams', 'Adams'], // a soft hyphen
    ['Ad\u200d\u200cams\u2060', 'Adams'], // joiner, non-joiner, word joiner
    ['\u202eAdams\u202c', 'Adams'], // a right-to-left override and its pop
    ['\u200fAdams\u200e', 'Adams'], // the bidi marks
    ['K-5\ufe0f', 'K-5'], // a variation selector
    ['Lincoln', 'Lincoln'],
  ])('%j reads as %j', (typed, read) => {
    expect(visibleName(typed)).toBe(read);
    expect(spellingKey(typed)).toBe(spellingKey(read));
  });

  test('a message shows what cannot be seen', () => {
    expect(shownName(ZWSP_ADAMS)).toBe('"Ad<U+200B>ams"');
    expect(shownName(DECOMPOSED)).toBe('"E<U+0301>lite"');
    expect(shownName(COMPOSED)).toBe('"Élite"');
    expect(shownName('हिंदी')).toBe('"हिंदी"'); // composed text keeps its combining vowel signs
  });
});

describe('sections', () => {
  const grid = (second: string) => [
    ['No', 'Name', 'Section', 'Rd 1'],
    ['1', 'Ann', COMPOSED, 'W2'],
    ['2', 'Ben', COMPOSED, 'L1'],
    ['1', 'Cal', second, 'B'],
  ];

  test.each([DECOMPOSED, `${COMPOSED}\u200b`])('%j is not a second section', (second) => {
    const found = problemsOf(() => splitSections(grid(second), 'Section'));
    expect(found.map((p: Problem) => p.cell)).toEqual(['C4']);
    expect(found[0]!.message).toContain('expected one spelling for each section');
  });
});

describe('schools', () => {
  const EXAMPLE = readFileSync(join(__dirname, '../../examples/scholastic-k5.csv'), 'utf8');
  const US = findPreset('uscf')!.order;

  test('"Ad<zero-width space>ams" is not a second school: refused, showing the character', () => {
    const text = EXAMPLE.replace('9,Emma Davis,Adams', `9,Emma Davis,${ZWSP_ADAMS}`);
    const t = readAny(text).tournament;
    let problems: unknown;
    try {
      rankSchoolTeams(t, rank(t, { order: US }), { column: 'School', top: 3, order: US });
    } catch (e) {
      expect(e).toBeInstanceOf(CrosstableError);
      problems = (e as CrosstableError).problems;
    }
    // Owen Brooks (player 2) is Adams's best in the standings, so his spelling is the one held to.
    expect(problems).toEqual([
      {
        cell: 'A10',
        message:
          'player 9\'s School cell says "Ad<U+200B>ams", but player 2\'s says "Adams"; expected one spelling for each school (as written, they would be two teams).',
      },
    ]);
  });
});

describe('a prize group Column=value', () => {
  test('Section=Élite (composed) gives its prize to a player whose cell is decomposed', () => {
    const files: Record<string, string> = {
      'event.csv': `No.,Name,Section,Rating,R1\n1,Ann,${DECOMPOSED},1500,W2\n2,Ben,${DECOMPOSED},1400,L1\n`,
      'prizes.csv': `Group,Place,Prize\nSection=${COMPOSED},1,$50\n`,
    };
    const r = runCli(['prizes', 'event.csv', 'prizes.csv', '--format', 'json'], files);
    expect(r.err).toBe('');
    const prizes = JSON.parse(r.out).prizes as { name: string; cents: number }[];
    expect(prizes.map((p) => [p.name, p.cents])).toEqual([['Ann', 5000]]);
  });
});

describe("a board sheet's teams", () => {
  test('"Queens" and "Qu<zero-width space>eens" are one team', () => {
    const sheet =
      'Round,Board,Team,Player,Colour,Result,Opponent team,Opponent\n' +
      '1,1,Queens,Q1,W,1-0,Rooks,R1\n' +
      '1,2,Qu\u200beens,Q2,B,1-0,Rooks,R2\n';
    const event = readTeamEvent(sheet);
    expect(event.tournament.players.map((team) => team.name)).toEqual(['Queens', 'Rooks']);
  });
});

/**
 * The sections rule (src/request/sections.ts): a table with a Section column naming two sections
 * or more is ranked section by section everywhere, each section exactly as its own rows ranked as a
 * table by themselves; a section is named with --section. Here the request layer and the CLI's
 * standings, school-teams, prizes and export-trf.
 */
import { isSectionHeader, oneSection, pickSection, sectionsToRank, tableSections } from '../../src/request';
import { problemsOf } from '../support/builder';
import { runCli } from '../support/cli';
import { csvOf, EVENT_GRID, SECTION_ALONE } from '../support/sectionEvent';

const EVENT = csvOf(EVENT_GRID);
const ALONE = { 'K-5': csvOf(SECTION_ALONE['K-5']), Open: csvOf(SECTION_ALONE.Open) };
/** K-5 as a 4-round table: what the section is once a round nobody played is not a round. */
const K5_FOUR_ROUNDS = ALONE['K-5']
  .split('\n')
  .map((l) => l.replace(/,[^,]*$/, ''))
  .join('\n');
const PRIZES = 'Group,Place,Prize\nOverall,1,Trophy\nOverall,2,Trophy\n';
const files = {
  'event.csv': EVENT,
  'k5.csv': ALONE['K-5'],
  'k5-4.csv': K5_FOUR_ROUNDS,
  'open.csv': ALONE.Open,
  'prizes.csv': PRIZES,
};

const grid = (text: string) => text.split('\n').map((l) => l.split(','));

describe('which tables are tables of sections (decided once, in request/)', () => {
  test('the header "Section", whatever its case and spacing; no other header', () => {
    for (const h of ['Section', 'section', ' SECTION ', 'Section\u00a0']) expect(isSectionHeader(h)).toBe(true);
    for (const h of ['Sections', 'Sect', 'Division', '', null]) expect(isSectionHeader(h)).toBe(false);
  });

  test('two sections or more: one source per section, in first-seen order', () => {
    expect(tableSections(EVENT)?.map((s) => s.section)).toEqual(['K-5', 'Open']);
    expect(tableSections(grid(EVENT).map((r) => r.map((c) => (c === 'Section' ? ' SECTION' : c))))?.length).toBe(2);
  });

  test('one section, a Section column left blank, or none: the table is one section (null)', () => {
    expect(tableSections(ALONE['K-5'])).toBeNull();
    expect(tableSections(EVENT.replace(/,(K-5|Open),/g, ',,'))).toBeNull();
    expect(tableSections(EVENT.replace('Section', 'Group'))).toBeNull();
    // Text that is not delimited (an open quote) is left to its reader.
    expect(tableSections('012 "unclosed\n001    1 Ann')).toBeNull();
  });

  test('a blank Section cell among filled ones is refused by its cell, not ranked with either', () => {
    const problems = problemsOf(() => tableSections(EVENT.replace('2,Bo,K-5,', '2,Bo,,')));
    expect(problems).toEqual([
      { cell: 'C4', message: "the Section cell is blank; expected the player's section, such as K-5." },
    ]);
  });

  test('a section named: found whatever its case; refused naming the sections there are', () => {
    const sections = tableSections(EVENT);
    const open = pickSection(sections, ' open ');
    expect(open.ok && open.value.section).toBe('Open');
    expect(pickSection(sections, 'K-8')).toEqual({
      ok: false,
      refusal: { code: 'section-unknown', given: 'K-8', detail: 'K-5, Open' },
    });
    expect(pickSection(null, 'K-5')).toEqual({
      ok: false,
      refusal: { code: 'section-without-sections', given: 'K-5' },
    });
  });

  test('what to rank: every section, the one named, or the whole table; one list needs one section', () => {
    const all = sectionsToRank(EVENT);
    expect(all.ok && all.value.map((s) => s.section)).toEqual(['K-5', 'Open']);
    const whole = sectionsToRank(ALONE.Open);
    expect(whole.ok && whole.value).toEqual([{ section: null, source: ALONE.Open }]);
    expect(oneSection(EVENT)).toEqual({
      ok: false,
      refusal: { code: 'section-not-named', detail: 'K-5, Open' },
    });
    const k5 = oneSection(EVENT, 'K-5');
    expect(k5.ok && k5.value.section).toBe('K-5');
  });
});

describe('the CLI: each section exactly as its rows alone (a 4-round K-5 and a 5-round Open)', () => {
  const json = (argv: string[]) => {
    const r = runCli([...argv, '--format', 'json'], files);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    return JSON.parse(r.out);
  };

  test('standings: one block per section, each the standings of its rows alone', () => {
    const { sections } = json(['standings', 'event.csv']);
    expect(sections.map((s: { section: string }) => s.section)).toEqual(['K-5', 'Open']);
    expect(sections[0]).toEqual({ section: 'K-5', ...json(['standings', 'k5.csv']) });
    expect(sections[1]).toEqual({ section: 'Open', ...json(['standings', 'open.csv']) });
    // Places restart in each section: no K-5 player is placed among the Open's.
    expect(sections.map((s: { standings: { place: string }[] }) => s.standings[0]!.place)).toEqual(['1', '1-2']);
  });

  test('--section: one section, printed and explained as a table of its own', () => {
    for (const format of ['table', 'csv', 'json']) {
      const one = runCli(['standings', 'event.csv', '--section', 'K-5', '--format', format], files);
      expect(one.out).toBe(runCli(['standings', 'k5.csv', '--format', format], files).out);
    }
    const explained = runCli(['standings', 'event.csv', '--section', 'open', '--explain', '3'], files);
    expect(explained.out).toBe(runCli(['standings', 'open.csv', '--explain', '3'], files).out);
  });

  test("school-teams: each section's schools from its own players only", () => {
    const { sections } = json(['school-teams', 'event.csv', '--top', '2']);
    const alone = (f: string) => json(['school-teams', f, '--top', '2']).sections[0].teams;
    expect(sections).toEqual([
      { section: 'K-5', teams: alone('k5.csv') },
      { section: 'Open', teams: alone('open.csv') },
    ]);
    // Lincoln has players in both sections; in K-5 its score is Cy's and Ann's alone.
    expect(sections[0].teams[0]).toMatchObject({ team: 'Lincoln', score: 6, players: [3, 1] });
  });

  test('prizes and export-trf: one section, named; without a name, refused naming the sections', () => {
    for (const [command, extra] of [
      ['prizes', ['prizes.csv']],
      ['export-trf', []],
    ] as const) {
      const one = runCli([command, 'event.csv', ...extra, '--section', 'Open'], files);
      expect(one.status).toBe(0);
      expect(one.out).toBe(runCli([command, 'open.csv', ...extra], files).out);
      const none = runCli([command, 'event.csv', ...extra], files);
      expect(none.status).toBe(2);
      expect(none.out).toBe('');
      // Bad input, not a command-line mistake: one line, no usage text.
      expect(none.err).toBe(
        'The table has sections (K-5, Open), each ranked alone: name one with --section, such as --section "K-5".\n',
      );
    }
  });

  test('--section refused by name: a section the table lacks, a table without sections', () => {
    const unknown = runCli(['standings', 'event.csv', '--section', 'K-8'], files);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toBe('--section "K-8": the table\'s sections are K-5, Open.\n');
    const none = runCli(['standings', 'open.csv', '--section', 'Open'], files);
    expect(none.status).toBe(2);
    expect(none.err.split('\n')[0]).toBe(
      '--section "Open": the table has no Section column naming two sections or more; leave --section out.',
    );
  });

  // A round nobody has a result in is not a round (read/rounds.ts): K-5 read alone has 4 rounds,
  // so its values are those of its 4-round table, not of 5 rounds with one unplayed by all.
  // Its chart still has the table's 5 round columns, so it says "after round 4 of 5": whether K-5
  // was made for 4 rounds or has one still to play, the table does not say.
  test('K-5 is ranked as the 4 rounds it played, not 5', () => {
    const { sections } = json(['standings', 'event.csv']);
    expect(sections[0]).toEqual({
      section: 'K-5',
      ...json(['standings', 'k5-4.csv']),
      plannedRounds: 5,
    });
  });
});

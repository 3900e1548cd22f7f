/**
 * A four-section event's prize lists from its one table: `tiebreaks prizes --section K-5` over the
 * whole event's table, with Section=K-3 … Section=K-12 prize groups, gives the section exactly the
 * prizes it gets on its own (its own file, Overall groups): the section is ranked alone, and the
 * other sections' groups find no player in it. The event is numbered over all sections
 * (test/support/generateScholastic.ts, numbering 'event'), which the section rule does not need.
 */
import { toCsv } from '../support/generate';
import { generateScholastic, SECTION_NAMES, sectionGrid } from '../support/generateScholastic';
import { runCli } from '../support/cli';

/** Each section's prizes: cash pooled on ties, then trophies by tiebreak rank. */
const SECTION_PRIZES = [
  ['Overall', '1', '$100'],
  ['Overall', '2', '$60'],
  ['Overall', '3', '$40'],
  ['Overall', '4', 'Trophy'],
  ['Overall', '5', 'Trophy'],
];

interface Award {
  group: string;
  place: string;
  prize: string;
  number: number;
  score: number;
  cents: number | null;
  item: string | null;
  how: string;
}

function prizes(crosstable: string, prizeTable: string[][], section?: string): Award[] {
  const files = { 'event.csv': crosstable, 'prizes.csv': toCsv([['Group', 'Place', 'Prize'], ...prizeTable]) };
  const one = section === undefined ? [] : ['--section', section];
  const r = runCli(['prizes', 'event.csv', 'prizes.csv', '--format', 'json', ...one], files);
  if (r.status !== 0) throw new Error(r.err);
  return JSON.parse(r.out).prizes;
}

/** What a prize gives and to whom, without the group's name (which says the section or not). */
function given(a: Award) {
  return { place: a.place, prize: a.prize, number: a.number, score: a.score, cents: a.cents, item: a.item };
}

test.each([4, 9])('seed %i: each section named gets from the event-wide table what it gets alone', (seed) => {
  const event = generateScholastic(seed, { numbering: 'event' });
  const table = SECTION_NAMES.flatMap((s) =>
    SECTION_PRIZES.map(([, place, prize]) => [`Section=${s}`, place!, prize!]),
  );
  const all = SECTION_NAMES.flatMap((section) => prizes(event.csv, table, section));
  for (const section of SECTION_NAMES) {
    const alone = prizes(toCsv(sectionGrid(event, section)), SECTION_PRIZES);
    const inEvent = all.filter((a) => a.group === `Section=${section}`);
    expect(inEvent.map(given)).toEqual(alone.map(given));
    expect(alone.length).toBeGreaterThanOrEqual(SECTION_PRIZES.length);
  }
  // Every award went to a player of the section its group names.
  const sectionOf = new Map(event.players.map((p) => [p.number, p.section]));
  for (const a of all) expect(a.group).toBe(`Section=${sectionOf.get(a.number)}`);
  // The check meant something: some section pooled a tie's cash.
  expect(all.some((a) => /pooled/.test(a.how))).toBe(true);
});

/** Class prizes within each section: Overall, a U1600 class and a U1200-or-unrated trophy. */
const CLASS_PRIZES = [
  ['Overall', '1', '$100'],
  ['Overall', '2', '$60'],
  ['U1600', '1', '$30'],
  ['U1600', '2', '$20'],
  ['U1200/Unrated', '1', 'Trophy'],
];

test.each([4, 9])(
  'seed %i: "Section=K-5 & U1600" is the K-5 section\'s U1600 prize, as the section gives it alone',
  (seed) => {
    const event = generateScholastic(seed, { numbering: 'event' });
    const inSection = (s: string, group: string) => (group === 'Overall' ? `Section=${s}` : `Section=${s} & ${group}`);
    const table = SECTION_NAMES.flatMap((s) =>
      CLASS_PRIZES.map(([group, place, prize]) => [inSection(s, group!), place!, prize!]),
    );
    const all = SECTION_NAMES.flatMap((section) => prizes(event.csv, table, section));
    for (const section of SECTION_NAMES) {
      const alone = prizes(toCsv(sectionGrid(event, section)), CLASS_PRIZES);
      for (const [group] of CLASS_PRIZES.filter(([, place]) => place === '1')) {
        const inEvent = all.filter((a) => a.group === inSection(section, group!));
        expect(inEvent.map(given)).toEqual(alone.filter((a) => a.group === group).map(given));
      }
    }
    const sectionOf = new Map(event.players.map((p) => [p.number, p.section]));
    for (const a of all) expect(a.group.startsWith(`Section=${sectionOf.get(a.number)}`)).toBe(true);
    // The check meant something: class prizes went to players who are not the section's winners.
    expect(all.filter((a) => a.group.includes('& U1600')).length).toBeGreaterThanOrEqual(SECTION_NAMES.length);
  },
);

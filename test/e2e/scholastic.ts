/**
 * A small scholastic event for the sidebar's browser test: sections of a few children each, with
 * a School column, every result decided by rating (the higher wins; within 25 points, a draw), so
 * the tables are right by construction (each game written from both sides) and their standings
 * are worked out by the CLI on the same rows.
 */
import type { Value } from '../../emulator';

export interface Section {
  name: string;
  players: number;
  rounds: number;
  /** The first rating: each next player is rated lower, by steps that make some games draws. */
  rating: number;
}

const FIRST = ['Ava', 'Ben', 'Cleo', 'Dev', 'Ella', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jon', 'Kai', 'Lena'];
const LAST = ['Ames', 'Brook', 'Cruz', 'Diaz', 'Engel', 'Ford', 'Grant', 'Hale', 'Ito', 'Jones', 'Kerr', 'Lund'];
export const SCHOOLS = ['Lincoln', 'Adams', 'Jefferson'];

/** Rating steps: 10 (a draw), 40 (a win) and 15 (a draw), repeated. */
const STEPS = [10, 40, 15];

/** Round r's pairs of a round robin by the circle method (players 1..n, n even). */
function pairs(n: number, r: number): [number, number][] {
  const ring = Array.from({ length: n - 1 }, (_, i) => ((i + r) % (n - 1)) + 2);
  const all = [1, ...ring];
  return Array.from({ length: n / 2 }, (_, i) => [all[i], all[n - 1 - i]] as [number, number]);
}

/** The section's rows: No., Name, Rating, School, R1…; `extra` columns go after School (the Section column). */
export function sectionRows(s: Section, offset = 0): { header: string[]; rows: Value[][] } {
  const ratings: number[] = [];
  for (let i = 0, r = s.rating; i < s.players; i++, r -= STEPS[i % STEPS.length]) ratings.push(r);
  const cells: string[][] = ratings.map(() => []);
  for (let round = 0; round < s.rounds; round++)
    for (const [a, b] of pairs(s.players, round)) {
      const diff = ratings[a - 1] - ratings[b - 1];
      const [ra, rb] = Math.abs(diff) < 25 ? ['D', 'D'] : diff > 0 ? ['W', 'L'] : ['L', 'W'];
      cells[a - 1][round] = `${ra}${b}`;
      cells[b - 1][round] = `${rb}${a}`;
    }
  const header = ['No.', 'Name', 'Rating', 'School', ...Array.from({ length: s.rounds }, (_, i) => `R${i + 1}`)];
  const rows = ratings.map((rating, i) => [
    i + 1,
    `${FIRST[(i + offset) % FIRST.length]} ${LAST[(i * 5 + offset) % LAST.length]}`,
    rating,
    SCHOOLS[(i * 2 + offset) % SCHOOLS.length],
    ...cells[i],
  ]);
  return { header, rows };
}

/** One section's table as a sheet holds it, header first. */
export function sectionTable(s: Section, offset = 0): Value[][] {
  const { header, rows } = sectionRows(s, offset);
  return [header, ...rows];
}

/** The section's table as CSV, for the CLI. */
export function sectionCsv(s: Section, offset = 0): string {
  return (
    sectionTable(s, offset)
      .map((r) => r.join(','))
      .join('\n') + '\n'
  );
}

/** Every section in one table with a Section column after School (sections of equal rounds). */
export function oneTable(sections: readonly Section[]): Value[][] {
  const tables = sections.map((s, k) => sectionRows(s, k * 3));
  const [first] = tables;
  if (!first) throw new Error('No sections');
  const withSection = (row: Value[], name: string) => [...row.slice(0, 4), name, ...row.slice(4)];
  return [
    withSection(first.header, 'Section'),
    ...tables.flatMap((t, k) => t.rows.map((row) => withSection(row, sections[k]!.name))),
  ];
}

/** The team scores by hand: each school's best `top` scores added, from the players' scores. */
export function schoolScores(
  schools: readonly string[],
  scores: readonly number[],
  top: number,
): Map<string, { score: number; counted: number }> {
  const by = new Map<string, number[]>();
  schools.forEach((school, i) => by.set(school, [...(by.get(school) ?? []), scores[i]!]));
  return new Map(
    [...by].map(([school, list]) => {
      const best = [...list].sort((a, b) => b - a).slice(0, top);
      return [school, { score: best.reduce((a, b) => a + b, 0), counted: best.length }];
    }),
  );
}

/**
 * A seeded scholastic event, as a director's one-table export of it: four sections (K-3, K-5,
 * K-8, K-12) of 20 to 120 players each, 5 rounds, 30 schools, with half-point and zero-point
 * byes, forfeits and withdrawals. Each section is a Swiss of its own (generate.ts generateSwiss:
 * its pairings never cross sections), written in one grid with a Section and a School column.
 *
 * Pair numbers are per section by default (each section's wall chart starts at 1, as most
 * scholastic events print them), or unique over the event ('event': K-5 continues where K-3
 * stopped), which is what a table read as one tournament (a prize list with Section=K-5 groups)
 * needs. A few players have a blank School cell: they belong to no team.
 *
 * The grid is strings only, never the engine's model; `players` records what the generator
 * decided (section, school, number, score) as an independent oracle.
 */
import { generateSwiss, GeneratedSwiss, GenResult, rng, shuffleInPlace, toCsv } from './generate';

export const SECTION_NAMES = ['K-3', 'K-5', 'K-8', 'K-12'] as const;

/** Thirty school names; the generator's weights give a few big schools and many small ones. */
export const SCHOOLS: readonly string[] = [
  'Lincoln',
  'Washington',
  'Jefferson',
  'Roosevelt',
  'Franklin',
  'Madison',
  'Adams',
  'Jackson',
  'Monroe',
  'Hamilton',
  'Kennedy',
  'Hoover',
  'Wilson',
  'Grant',
  'Carver',
  'Edison',
  'Whitman',
  'Emerson',
  'Thoreau',
  'Dewey',
  'Addams',
  'Tubman',
  'Douglass',
  'Chavez',
  'Parks',
  'Keller',
  'Curie',
  'Einstein',
  'Sagan',
  'Hopper',
].map((s, i) => `${s} ${i % 3 === 0 ? 'Elementary' : i % 3 === 1 ? 'Middle' : 'Academy'}`);

export const ROUNDS = 5;

/** Rates that make sure every kind of unplayed round turns up in a 4-section event. */
const SCHOLASTIC_RATES = { halfBye: 0.05, zeroBye: 0.02, forfeit: 0.05, withdraw: 0.04, numberGap: 0 };

export const HEADER = ['No', 'Name', 'Rating', 'Section', 'School', 'Rd 1', 'Rd 2', 'Rd 3', 'Rd 4', 'Rd 5', 'Total'];
export const COLUMNS = { number: 0, name: 1, rating: 2, section: 3, school: 4, rounds: [5, 6, 7, 8, 9], total: 10 };

export interface ScholasticPlayer {
  section: string;
  /** '' when the School cell is blank (no team). */
  school: string;
  /** The pair number printed in the grid. */
  number: number;
  name: string;
  /** Score in quarter-points, from the generator's bookkeeping. */
  score: number;
  results: GenResult[];
}

export interface GeneratedScholastic {
  seed: number;
  numbering: 'section' | 'event';
  sections: { name: string; swiss: GeneratedSwiss; size: number }[];
  /** Header row, then one row per player, section after section. */
  grid: string[][];
  csv: string;
  /** One per data row of the grid, in the same order. */
  players: ScholasticPlayer[];
}

export interface ScholasticOptions {
  /** Players in each of the four sections (default: drawn from 20..120, one of them 20, one 120). */
  sizes?: readonly number[];
  numbering?: 'section' | 'event';
}

function sectionSizes(rand: () => number): number[] {
  const sizes = SECTION_NAMES.map(() => 20 + Math.floor(rand() * 101));
  // The ends of the range every time: the smallest and the largest section the issue names.
  const order = shuffleInPlace(rand, [0, 1, 2, 3]);
  sizes[order[0]] = 20;
  sizes[order[1]] = 120;
  return sizes;
}

/** A school for a player: a few big schools, a long tail of small ones, now and then none. */
function schoolOf(rand: () => number): string {
  if (rand() < 0.03) return '';
  return SCHOOLS[Math.floor(SCHOOLS.length * Math.pow(rand(), 1.7))];
}

/** The event: each section generated alone, then written into one grid. */
export function generateScholastic(seed: number, options: ScholasticOptions = {}): GeneratedScholastic {
  const rand = rng(seed ^ 0x2545f491);
  const numbering = options.numbering ?? 'section';
  const sizes = options.sizes ?? sectionSizes(rand);
  const grid: string[][] = [[...HEADER]];
  const players: ScholasticPlayer[] = [];
  const sections: GeneratedScholastic['sections'] = [];
  let offset = 0;
  SECTION_NAMES.forEach((name, s) => {
    const size = sizes[s];
    const swiss = generateSwiss(seed * 7 + s, size, ROUNDS, SCHOLASTIC_RATES);
    sections.push({ name, swiss, size });
    swiss.rowOrder.forEach((i, k) => {
      const p = swiss.players[i];
      const row = swiss.grid[k + 1];
      const school = schoolOf(rand);
      const number = p.number + offset;
      const rounds = swiss.columns.rounds.map((c) => renumberCell(row[c], offset));
      const rating = p.rating === null ? '' : String(p.rating);
      grid.push([String(number), p.name, rating, name, school, ...rounds, String(p.score / 4)]);
      players.push({ section: name, school, number, name: p.name, score: p.score, results: p.results });
    });
    if (numbering === 'event') offset += Math.max(...swiss.players.map((p) => p.number));
  });
  return { seed, numbering, sections, grid, csv: toCsv(grid), players };
}

/** A round cell with its opponent number moved by `offset` (W12B → W52B); "H:0:-" style zeros stay. */
function renumberCell(cell: string, offset: number): string {
  if (offset === 0) return cell;
  return cell.replace(/\d+/g, (d) => (Number(d) === 0 ? d : String(Number(d) + offset)));
}

/** The grid's data rows in a new order (the header stays first), with `players` to match. */
export function shuffleEvent(
  event: GeneratedScholastic,
  seed: number,
): { grid: string[][]; players: ScholasticPlayer[] } {
  const order = shuffleInPlace(
    rng(seed),
    event.players.map((_, i) => i),
  );
  return {
    grid: [[...HEADER], ...order.map((i) => [...event.grid[i + 1]])],
    players: order.map((i) => event.players[i]),
  };
}

/** One section's rows alone, under the same header: the section as if it were its own file. */
export function sectionGrid(event: GeneratedScholastic, section: string): string[][] {
  return [[...HEADER], ...event.grid.slice(1).filter((row) => row[COLUMNS.section] === section)];
}

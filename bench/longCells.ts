/**
 * `npm run bench:long-cells`: how long each reader takes to refuse its worst long cell (issue 17),
 * at 100,000, 1 million and 10 million characters. Figures for a person, never a test: linear work shows as
 * about 10 times the time per step (a quadratic pattern, as the old team-cell one, showed 100).
 * The tests prove linearity without a clock (test/hardening/linearPatterns.test.ts).
 */
import { readAny } from '../src/read/readAny';
import { readTable } from '../src/request';
import { readTeamEvent } from '../src/teams/read';
import { parseTiebreakSpec } from '../src/tiebreaks/registry';

const pump = (prefix: string, unit: string, suffix: string, length: number) =>
  prefix + unit.repeat(Math.ceil(length / unit.length)) + suffix;
const individual = (cell: string) => [
  ['No.', 'Name', 'R1', 'R2'],
  ['1', 'Ann', cell, 'W2'],
  ['2', 'Ben', 'L1', 'L1'],
];
const team = (cell: string) => [
  ['No.', 'Team', 'R1', 'R2'],
  ['1', 'Knights', cell, 'W2 2-2'],
  ['2', 'Rooks', 'L1 1-3', 'D1 2-2'],
];

/** Cell lengths: up to the 10 MB cell the issue names ("10 MB does not finish"). */
const LENGTHS = [100_000, 1_000_000, 10_000_000];

const CASES: [string, (n: number) => void][] = [
  ['readTable, team-cell digits "W111…x"', (n) => readTable(individual(pump('W', '1', 'x', n)))],
  ['readAny, US cell "W 1 1 …x"', (n) => readAny(individual(pump('W1', ' 1', ' x', n)))],
  [
    'readTeamEvent us-team, "W12 (1 1 …x"',
    (n) => readTeamEvent(team(pump('W12 (', ' 1', ' x', n)), { notation: 'us-team' }),
  ],
  [
    'readAny Vega text, a line of tabs',
    (n) => readAny(['1 Ann | +W2 |', '2 Ben | -B1 |', pump('3\t', '\t', '\t\u2028', n)].join('\n')),
  ],
  ['parseTiebreakSpec "MM(   …)x"', (n) => parseTiebreakSpec(pump('MM(', ' ', ')x', n))],
];

function ms(f: () => void): number {
  const t = process.hrtime.bigint();
  try {
    f();
  } catch {
    // A refusal is the expected answer; only its time is measured.
  }
  return Number(process.hrtime.bigint() - t) / 1e6;
}

for (const [name, read] of CASES) {
  ms(() => read(1000)); // warm-up
  const times = LENGTHS.map((n) => ms(() => read(n)));
  console.log(
    `${name.padEnd(40)} ${times.map((t) => `${t.toFixed(1).padStart(8)} ms`).join('')}   ×${(times[2] / times[1]).toFixed(1)} per ×10`,
  );
}

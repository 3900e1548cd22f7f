/**
 * The grid reader hands detection's readings to buildTournament by shape, without an object per
 * cell (src/read/shapeReadings.ts, ReadPlayer.shared). That must read every table exactly as the
 * general path does, where each cell is a reading of its own: the same players and entries (kind,
 * text, colour, opponent, cell), or the same problems and notes. Checked on generated tables in
 * every notation, with the pairing bye's value set or not, and on noisy tables with unreadable,
 * pending, mistyped and date cells.
 */
import fc from 'fast-check';
import { CrosstableError } from '../../src/model/problems';
import { buildTournament } from '../../src/read/build';
import { readCells, scanTable } from '../../src/read/crosstable';
import type { Grid, KnownReadings } from '../../src/read/crosstable';
import { chooseCellNotation } from '../../src/read/detect';
import { WRITERS, writtenSwiss } from '../property/notationWriters';

type Given = 'shared' | 'per cell' | 'none';

/** What reading the grid gives when the reader is handed detection's readings as `given`. */
function outcome(grid: Grid, pab: number | undefined, given: Given) {
  const scan = scanTable(grid);
  let choice;
  try {
    choice = chooseCellNotation(scan, pab);
  } catch (e) {
    if (e instanceof CrosstableError) return { refused: e.message };
    throw e;
  }
  const readings: KnownReadings | undefined =
    given === 'shared' ? choice.shared : given === 'per cell' ? choice.readings : undefined;
  const { players, problems, notes } = readCells(scan, choice.notation, pab, readings);
  if (problems.length) return { problems, notes };
  try {
    const t = buildTournament(players, { rounds: scan.layout.rounds.length, notation: choice.notation.name });
    return {
      notes,
      hasColours: t.hasColours,
      players: t.players.map((p) => ({
        number: p.number,
        name: p.name,
        rating: p.rating,
        cell: p.cell,
        labels: p.labels,
        entries: p.entries.map((e) => ({
          kind: e.kind,
          raw: e.raw,
          colour: e.colour,
          opponent: e.opponent,
          cell: e.cell,
        })),
      })),
    };
  } catch (e) {
    if (e instanceof CrosstableError) return { built: e.problems, notes };
    throw e;
  }
}

function readAlike(grid: Grid, pab?: number): void {
  const shared = outcome(grid, pab, 'shared');
  expect(shared).toStrictEqual(outcome(grid, pab, 'per cell'));
  expect(shared).toStrictEqual(outcome(grid, pab, 'none'));
}

describe('the grid reader reads by shape exactly as cell by cell', () => {
  for (const writer of WRITERS) {
    test(`a generated Swiss in ${writer.label}`, () => {
      for (const [seed, players, rounds] of [
        [3, 90, 7],
        [5, 17, 4],
      ]) {
        const written = writtenSwiss(writer, seed, players, rounds);
        if (typeof written === 'string') continue;
        for (const pab of [undefined, 4, 2, 0]) readAlike(written, pab);
      }
    });
  }

  test('noisy tables: unreadable, pending, mistyped and date cells, any opponent', () => {
    const families = [
      ['W#', 'L#', 'D#', 'W# B', 'X#', 'F#', 'F', 'U', 'H', 'B', 'Z'],
      ['#w1', '#b0', '#w½', '#b+', '#w-', '-1', '-0', '#b', '#w'],
      ['+W#', '=B#', '-W#', '+F#', '-F#', '+BYE', '--'],
      ['#:W', '#:L', '#:D', '#:+', '0:+', '0:-'],
    ];
    const number = fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 1, max: 8 }).map(String) },
      { weight: 1, arbitrary: fc.constantFrom('0', '007', '99', '123456') },
    );
    const date = new Date(Date.UTC(2024, 0, 5));
    const table = fc.constantFrom(...families).chain((family) =>
      fc.record({
        rows: fc.array(
          fc.array(
            fc.oneof(
              {
                weight: 14,
                arbitrary: fc.tuple(fc.constantFrom(...family), number).map(([c, n]) => c.replace('#', n)),
              },
              { weight: 1, arbitrary: fc.constantFrom('', '??', 'W', '#REF!', ' W2 ') },
              { weight: 1, arbitrary: fc.constant<string | Date>(date) },
            ),
            { minLength: 3, maxLength: 3 },
          ),
          { minLength: 1, maxLength: 8 },
        ),
        scores: fc.option(fc.array(fc.constantFrom('0', '1', '1.5', '2', '3', ''), { maxLength: 8 })),
        pab: fc.option(fc.constantFrom(4, 2, 0), { nil: undefined }),
      }),
    );
    fc.assert(
      fc.property(table, ({ rows, scores, pab }) => {
        const grid = [
          ['No', 'Name', ...(scores ? ['Total'] : []), 'Rd 1', 'Rd 2', 'Rd 3'],
          ...rows.map((r, i) => [String(i + 1), `P${i + 1}`, ...(scores ? [scores[i] ?? ''] : []), ...r]),
        ];
        readAlike(grid, pab);
      }),
      { numRuns: 1500 },
    );
  });
});

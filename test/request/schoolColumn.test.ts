/**
 * A scholastic crosstable often heads its school column "Team". With a Name (Player) column beside
 * it the header no longer says "team event": the round cells decide, so plain individual
 * standings read it, while a real team crosstable (Team as its name column) still reads as teams.
 */
import { inputKind } from '../../src/request';
import { run } from '../../src/cli/main';

const SCHOLASTIC = [
  'No,Name,Team,Rating,Total,R1,R2,R3',
  '1,Ann,Lincoln,1200,2.5,W4,D2,W3',
  '2,Bob,Adams,1100,2.5,W3,D1,W4',
  '3,Cy,Lincoln,1000,0.5,L2,D4,L1',
  '4,Di,Adams,900,0.5,L1,D3,L2',
].join('\n');

const TEAM_TABLE = [
  'No,Team,MP,GP,R1,R2,R3',
  '1,Knights,6,9,W4 3-1,W2 2.5-1.5,W3 3.5-0.5',
  '2,Rooks,2,5.5,W3 2.5-1.5,L1 1.5-2.5,L4 1.5-2.5',
  '3,Pawns,0,3.5,L2 1.5-2.5,L4 1.5-2.5,L1 0.5-3.5',
  '4,Bishops,4,6,L1 1-3,W3 2.5-1.5,W2 2.5-1.5',
].join('\n');

function cli(args: string[], text: string): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = run(args, { out: (t) => (out += t), err: (t) => (err += t), readFile: () => text });
  return { code, out, err };
}

test('a Team column beside a Name column is a school, not a team event', () => {
  expect(inputKind(SCHOLASTIC, { fileName: 'k5.csv' })).toBe('individual');
  const { code, out, err } = cli(['standings', 'k5.csv', '--format', 'json'], SCHOLASTIC);
  expect(err).toBe('');
  expect(code).toBe(0);
  const rows = JSON.parse(out).standings as { number: number; place: string }[];
  expect(rows.map((r) => [r.number, r.place])).toEqual([
    [1, '1-2'],
    [2, '1-2'],
    [3, '3-4'],
    [4, '3-4'],
  ]);
});

test('a team crosstable named by its Team column still reads as teams', () => {
  expect(inputKind(TEAM_TABLE, { fileName: 'teams.csv' })).toBe('team');
});

/**
 * Issue 27: a column's name as a director reads it. Two columns of one system (Buchholz cut 1 and
 * Buchholz, as the FIDE rule set orders them) are never both "Buchholz (FIDE)" where a director
 * reads which one decided a tie, and no header shows option syntax: the CLI's table heads its
 * columns as the Standings sheet does, and says under the table what each one is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readAny } from '../../src/read/readAny';
import { columnName, sheetHeaders } from '../../src/standings/columnWords';
import { toTable } from '../../src/standings/format';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { tieLines } from '../../src/standings/ties';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { ROOT } from '../bundle/built';

const example = () => readAny(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8')).tournament;

test('two Buchholz columns are named apart', () => {
  const [cut, plain] = ['BH/C1', 'FIDE-BH'].map(parseTiebreakSpec);
  expect(columnName(cut!)).toBe('Buchholz (FIDE), the least significant value cut');
  expect(columnName(plain!)).toBe('Buchholz (FIDE)');
});

test('the ties list says which Buchholz decided a tie', () => {
  const s = rank(example(), { order: ['BH/C1', 'FIDE-BH'].map(parseTiebreakSpec) });
  // On 4: Marcus Webb's opponents' scores less the lowest come to 14, David Okafor's to 12½ (the CLI's BH/C1 column).
  expect(tieLines(s)[0]).toMatch(
    /^1st–3rd on 4: Marcus Webb ahead of David Okafor on Buchholz \(FIDE\), the least significant value cut 14 vs 12½/,
  );
});

test('the CLI table: short headers, Decided by in the same words, the options said under the table', () => {
  const s = rank(example(), { order: findPreset('mca').order });
  const lines = toTable(s).trimEnd().split('\n');
  expect(sheetHeaders(s.order)).toEqual(['PLAY', 'MM', 'SOLK', 'CUM', 'H2H', 'BLACKS', 'SB', 'KASH']);
  expect(lines[0]).toMatch(/ BLACKS {3}SB {2}KASH {2}Decided by$/);
  expect(lines.join('\n')).not.toMatch(/\w\([a-z0-9]+=/);
  expect(lines.at(-1)).toBe(
    "Tiebreaks in order: PLAY Scored in play; MM Modified Median; SOLK Solkoff; CUM Cumulative; H2H Result between tied players; BLACKS Most blacks; SB Sonneborn-Berger, over opponents' adjusted scores; KASH Kashdan, an unplayed round counts 2.",
  );
  // A rule set whose columns are its codes with their defaults needs no legend.
  expect(toTable(rank(example(), { order: findPreset('uscf').order }))).not.toContain('Tiebreaks in order');
});

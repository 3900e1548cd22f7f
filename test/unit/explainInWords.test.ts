/**
 * Issue 27: "Explain a player" as a parent could follow it. The rounds come first, each opponent
 * by name and number with the result in words, worked out here from the example crosstable's own
 * cells; a team's rounds name game points as such, never as its match-point score.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readAny } from '../../src/read/readAny';
import { readTable } from '../../src/request';
import { valuesFromDelimited } from '../../emulator';
import { explainPlayer } from '../../src/standings/explain';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { ROOT } from '../bundle/built';
import { forbiddenIn } from '../support/directorWords';

const example = (name: string) => valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples', name), 'utf8'));

describe('explain a player in words', () => {
  test('David Okafor (No. 3): his five rounds as the crosstable has them (W10W W4B D6W W7W D1B)', () => {
    const s = rank(readAny(example('spring-swiss.csv')).tournament, { order: findPreset('uscf').order });
    const lines = explainPlayer(s, 3).trimEnd().split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '#3 David Okafor: score 4 after 5 rounds, place 1-3, rank 2',
      'Round 1: won against Aisha Patel (No. 10), with White, 1 point',
      'Round 2: won against Priya Raman (No. 4), with Black, 1 point',
      'Round 3: drew with Grace Liu (No. 6), with White, ½ point',
      'Round 4: won against Sam Delgado (No. 7), with White, 1 point',
      'Round 5: drew with Marcus Webb (No. 1), with Black, ½ point',
    ]);
    // Then the arithmetic, one line per tiebreak.
    expect(lines[6]).toMatch(/^MM \(Modified Median, US Chess 34E1\): 12½ = /);
  });

  test('byes and forfeits: Chloe Martin (No. 14) and Ray Tanaka (No. 15)', () => {
    const s = rank(readAny(example('spring-swiss.csv')).tournament, { order: findPreset('uscf').order });
    const chloe = explainPlayer(s, 14).split('\n');
    expect(chloe).toContain('Round 2: a half-point bye, ½ point');
    expect(chloe).toContain('Round 5: a full-point bye, 1 point');
    const ray = explainPlayer(s, 15).split('\n');
    expect(ray).toContain('Round 1: a full-point bye, 1 point');
    expect(ray).toContain('Round 2: won by forfeit against Ben Oduya (No. 13), 1 point');
  });

  test('a team: match points in the first line, game points in each round, never mixed', () => {
    const s = rank(readTable(example('team-swiss.csv')).tournament, { order: findPreset('uscf').order });
    const lines = explainPlayer(s, 2).split('\n');
    expect(lines[0]).toBe('#2 Big Rapids Rooks: match points 4 after 5 rounds, place 6-8, rank 7');
    expect(lines.slice(1, 6)).toEqual([
      'Round 1: lost the match to Saginaw Sharks (No. 9), with Black, ½ game point',
      'Round 2: won the match against Lansing Lasers (No. 7), with White, 2½ game points',
      'Round 3: lost the match to Grand Rapids Gambit (No. 5), with Black, 1 game point',
      'Round 4: lost the match to Detroit Dragons (No. 3), with White, ½ game point',
      'Round 5: a full-point bye, 2 game points',
    ]);
    expect(lines.join('\n')).not.toMatch(/\bscore \d/);
  });

  test('no code words in any explanation of the example', () => {
    const s = rank(readAny(example('spring-swiss.csv')).tournament, { order: findPreset('mca').order });
    for (const p of s.tournament.players) expect(forbiddenIn(explainPlayer(s, p.number))).toEqual([]);
  });
});

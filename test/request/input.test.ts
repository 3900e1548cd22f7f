/**
 * readInput (src/request/input.ts): the one answer to "individual table, team table or board
 * sheet?", and the refusals of a setting that means nothing for the kind found.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDelimited } from '../../src/read/csv';
import { inputKind, readInput } from '../../src/request';
import { parseMatchPoints } from '../../src/teams/model';

const example = (name: string) => readFileSync(path.join(__dirname, '../../examples', name), 'utf8');
const INDIVIDUAL = example('spring-swiss.csv');
const TEAM = example('team-swiss.csv');
const BOARDS = example('team-boards.csv');

describe('inputKind', () => {
  test('detected from the table, text or grid', () => {
    expect(inputKind(INDIVIDUAL)).toBe('individual');
    expect(inputKind(TEAM)).toBe('team');
    expect(inputKind(BOARDS)).toBe('board-sheet');
    expect(inputKind(parseDelimited(TEAM))).toBe('team');
    expect(inputKind(parseDelimited(BOARDS))).toBe('board-sheet');
  });

  test('a named notation decides: team ids are team tables, any other an individual one', () => {
    expect(inputKind(INDIVIDUAL, { notation: 'us-team' })).toBe('team');
    expect(inputKind(TEAM, { notation: ' US ' })).toBe('individual');
    expect(inputKind(TEAM, { notation: 'board-sheet' })).toBe('board-sheet');
  });

  test('a kind the front end names is taken as it is', () => {
    expect(inputKind(TEAM, { kind: 'individual' })).toBe('individual');
  });
});

describe('readInput', () => {
  test('an individual crosstable', () => {
    const read = readInput(INDIVIDUAL, { fileName: 'spring-swiss.csv' });
    expect(read.kind).toBe('individual');
    if (read.kind === 'refused') return;
    expect(read.tournament.players).toHaveLength(15);
    expect(read.report).toMatch(/^read as .*, 15 players, 5 rounds/);
  });

  test('a team crosstable, with the match points asked for', () => {
    const read = readInput(TEAM, { matchPoints: parseMatchPoints('2,1,0') });
    expect(read.kind).toBe('team');
    if (read.kind === 'refused') return;
    expect(read.tournament.boards).toBe(4);
    expect(read.report).toMatch(/match points 2,1,0\.$/);
    // Its MP column was counted at 2,1,0: other match points disagree with it, cell by cell.
    expect(() => readInput(TEAM, { matchPoints: parseMatchPoints('3,1,0') })).toThrow(
      /C2: the match points column says 6/,
    );
  });

  test('a board-by-board sheet, with its games', () => {
    const read = readInput(BOARDS);
    expect(read.kind).toBe('board-sheet');
    if (read.kind === 'refused') return;
    expect(read.notation).toBe('board-sheet');
    expect(read.games?.length).toBeGreaterThan(0);
  });

  test('a bye value on a team table is refused (pab-on-team-table)', () => {
    expect(readInput(TEAM, { pabPoints: 1 })).toEqual({ kind: 'refused', refusal: { code: 'pab-on-team-table' } });
    expect(readInput(BOARDS, { pabPoints: 0.5 })).toEqual({ kind: 'refused', refusal: { code: 'pab-on-team-table' } });
  });

  test('match points the director typed are refused on an individual table; saved ones are not', () => {
    const matchPoints = parseMatchPoints('3,1,0');
    expect(readInput(INDIVIDUAL, { matchPoints, matchPointsAsked: true })).toEqual({
      kind: 'refused',
      refusal: { code: 'match-points-on-individual-table' },
    });
    expect(readInput(INDIVIDUAL, { matchPoints }).kind).toBe('individual');
  });

  test('a board sheet where the front end cannot use one (board-sheet-not-accepted)', () => {
    expect(readInput(BOARDS, { acceptBoardSheet: false })).toEqual({
      kind: 'refused',
      refusal: { code: 'board-sheet-not-accepted' },
    });
    expect(readInput(TEAM, { acceptBoardSheet: false }).kind).toBe('team');
  });

  test('bad cells still throw, naming the cell', () => {
    const bad = INDIVIDUAL.replace('W8W', 'Q8W');
    expect(() => readInput(bad, { fileName: 'bad.csv' })).toThrow(/E2/);
  });
});

/**
 * The same small Swiss written in every notation reads as the same tournament and gives the
 * same standings; its TRF export reads back as the same tournament. And a round robin read
 * from a "vs" grid ranks as the same games written in US notation.
 */
import { POINTS, Tournament } from '../../src/model/tournament';
import { readAny } from '../../src/read';
import { toTrf } from '../../src/write/trf';
import { toJson } from '../../src/standings/format';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import * as E from './smallEvent';

const uscf = findPreset('uscf').order;
const withColours = ['MM', 'SOLK', 'BLACKS', 'CUM'].map(parseTiebreakSpec);

const notations: [string, string | string[][], { colours: boolean; forfeitOpponents: boolean }][] = [
  ['us', E.US, { colours: true, forfeitOpponents: true }],
  ['us (CSV text)', E.csv(E.US), { colours: true, forfeitOpponents: true }],
  ['msa', E.MSA, { colours: true, forfeitOpponents: false }],
  ['chess-results', E.CHESS_RESULTS, { colours: true, forfeitOpponents: true }],
  ['vega', E.VEGA, { colours: true, forfeitOpponents: true }],
  ['vega (printed cross table)', E.VEGA_TEXT, { colours: true, forfeitOpponents: true }],
  ['swissperfect', E.SWISSPERFECT, { colours: false, forfeitOpponents: true }],
  ['trf', E.TRF, { colours: true, forfeitOpponents: true }],
  ['trf (codes in a grid)', E.TRF_GRID, { colours: true, forfeitOpponents: true }],
];

const reference = readAny(E.US).tournament;

describe.each(notations)('the small Swiss in %s', (_label, input, opts) => {
  const t = readAny(input).tournament;

  test('reads as the same players, rounds and results', () => {
    expect(E.shape(t, opts)).toEqual(E.shape(reference, opts));
    expect(t.hasColours).toBe(opts.colours);
    expect(t.players.map((p) => p.entries.reduce((s, e) => s + POINTS[e.kind], 0) / 4)).toEqual(E.SCORES.map(Number));
  });

  test('gives the same standings (US Chess preset)', () => {
    expect(toJson(rank(t, { order: uscf }))).toEqual(toJson(rank(reference, { order: uscf })));
  });

  if (opts.colours) {
    test('gives the same standings with a colour tiebreak', () => {
      expect(toJson(rank(t, { order: withColours }))).toEqual(toJson(rank(reference, { order: withColours })));
    });
  }

  test('TRF export, then import, gives the same tournament', () => {
    const again = readAny(toTrf(t, rank(t, { order: uscf }))).tournament;
    expect(E.shape(again)).toEqual(E.shape(t));
    expect(again.hasColours).toBe(t.hasColours);
    expect(toJson(rank(again, { order: uscf }))).toEqual(toJson(rank(t, { order: uscf })));
  });
});

describe('TRF export', () => {
  test('fixed columns, the standings rank, points and the pairing bye as U', () => {
    const t = readAny(E.US).tournament;
    const trf = toTrf(t, rank(t, { order: uscf }), { name: 'Small Swiss' });
    const lines = trf.trimEnd().split('\n');
    expect(lines.slice(0, 3)).toEqual(['012 Small Swiss', '062 6', 'XXR 4']);
    const ann = lines.find((l) => l.startsWith('001    1'))!;
    expect(ann.slice(14, 47).trim()).toBe('Ann Adams');
    expect(ann.slice(48, 52)).toBe('2000');
    expect(ann.slice(80, 84)).toBe(' 3.5');
    expect(ann.slice(85, 89)).toBe('   1');
    expect(ann.slice(91, 99)).toBe('   4 w 1');
    const ben = lines.find((l) => l.startsWith('001    2'))!;
    expect(ben.slice(101, 109)).toBe('0000 - U');
    // A forfeit keeps its opponent; the colour is not kept (not a game).
    const cai = lines.find((l) => l.startsWith('001    3'))!;
    expect(cai.slice(91, 99)).toBe('   6 - +');
  });

  test('what TRF cannot say (a forfeit without an opponent, a forfeit draw, an unknown round order) survives in TBK lines', () => {
    const t = readAny([
      ['No.', 'R1', 'R2'],
      ['1', 'X', 'Z2'],
      ['2', 'F', 'Z1'],
    ]).tournament;
    const trf = toTrf(t);
    expect(trf).toContain('TBK    1   1 X');
    expect(trf).toContain('TBK    2   2 Z 1');
    const again = readAny(trf).tournament;
    expect(E.shape(again)).toEqual(E.shape(t));
  });

  test('without standings the rank column is the place by score', () => {
    const t = readAny(E.US).tournament;
    const ranks = toTrf(t)
      .split('\n')
      .filter((l) => l.startsWith('001'))
      .map((l) => Number(l.slice(85, 89)));
    expect(ranks).toEqual([1, 2, 3, 5, 3, 6]);
  });
});

describe('a round robin grid', () => {
  // rules.md §6 RR SB example 1: A lost to B, beat C, beat D; B drew C and D; C beat D.
  // (The rules.md example's own games: an independent oracle, not a shared fixture.)
  const grid = [
    ['No.', 'Name', 'Score', 'vs1', 'vs2', 'vs3', 'vs4'],
    ['1', 'A', '2', '*', '0', '1', '1'],
    ['2', 'B', '2', '1', '*', '½', '=' /* also accepted */],
    ['3', 'C', '1.5', '0', '1/2', '*', '1'],
    ['4', 'D', '0.5', '0', '.5', '0', '*'],
  ];
  const sameInUs = [
    ['No.', 'Name', 'Score', 'R1', 'R2', 'R3'],
    ['1', 'A', '2', 'L2', 'W3', 'W4'],
    ['2', 'B', '2', 'W1', 'D4', 'D3'],
    ['3', 'C', '1.5', 'W4', 'L1', 'D2'],
    ['4', 'D', '0.5', 'L3', 'D2', 'L1'],
  ];
  const order = findPreset('madison-rr').order;

  test('reads as N-1 rounds, round order and colours unknown', () => {
    const r = readAny(grid);
    expect(r.notation).toBe('rr');
    expect(r.tournament.rounds).toBe(3);
    expect(r.tournament.roundOrderKnown).toBe(false);
    expect(r.tournament.hasColours).toBe(false);
    expect(r.report).toContain('no round order');
  });

  test('ranks as the same games written in US notation (SB, head-to-head)', () => {
    const rr = readAny(grid).tournament;
    const us = readAny(sameInUs).tournament;
    const json = toJson(rank(rr, { order }));
    expect(json).toEqual(toJson(rank(us, { order })));
    expect(json.standings.map((s) => [s.number, s.values.SB])).toEqual([
      [2, 3],
      [1, 2],
      [3, 1.5],
      [4, 1],
    ]);
  });

  test.each(['CUM', 'OPPCUM', 'PROG'])('%s is refused, saying the order of the rounds is not known', (code) => {
    const rr = readAny(grid).tournament;
    expect(() => rank(rr, { order: [parseTiebreakSpec(code)] })).toThrow(/order of the rounds/);
  });

  test('an odd number of players: each sits out one round', () => {
    const t: Tournament = readAny([
      ['No.', '1', '2', '3'],
      ['1', '*', '1', '½'],
      ['2', '0', '*', '1'],
      ['3', '½', '0', '*'],
    ]).tournament;
    expect(t.rounds).toBe(3);
    for (const p of t.players) expect(p.entries.filter((e) => e.kind === 'zeroBye')).toHaveLength(1);
  });

  test('results that do not mirror, and a diagonal that is not *, are named by cell', () => {
    expect(() =>
      readAny([
        ['No.', 'vs1', 'vs2'],
        ['1', '*', '1'],
        ['2', '1', '1'],
      ]),
    ).toThrow(/C3: "1" is on the diagonal[\s\S]*expected \*/);
    expect(() =>
      readAny([
        ['No.', 'vs1', 'vs2'],
        ['1', '*', '1'],
        ['2', '1', '*'],
      ]),
    ).toThrow(/expected a loss against player/);
  });
});

/**
 * FIDE's current TRF (TRF26, FIDE Handbook C.04 Annex 2, applied from 2025-09-01): every
 * reference tournament of ../shared ranked by a FIDE order, written by the export (142, 202,
 * 212, the rules version, 240 byes) and read back by our reader, which ranks it by the
 * tie-breaks the file names: the same standings (places, ranks) and the same value of every
 * tie-break for every player. The 2016 form writes none of the new records.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decode } from '../../src/cli/main';
import type { Tournament } from '../../src/model/tournament';
import { readAny } from '../../src/read';
import { trfOrder } from '../../src/request';
import { findPreset } from '../../src/standings/presets';
import { applyFideRules } from '../../src/standings/fideRules';
import { rank, Standings } from '../../src/standings/rank';
import { parseTiebreakSpec, TiebreakSpec } from '../../src/tiebreaks/registry';
import { toTrf } from '../../src/write/trf';
import { describeShared, sharedFiles } from '../support/shared';

const files = [...sharedFiles('refdata', /\.csv$/), ...sharedFiles('trf', /\.trf$/)];

/** Each row by pairing number: place, rank and every value. */
function byNumber(s: Standings) {
  return s.rows
    .map((r) => ({
      number: s.tournament.players[r.player]?.number,
      place: r.place,
      rank: r.rank,
      values: JSON.parse(JSON.stringify(r.values)) as unknown,
    }))
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
}

const withoutLots = (id: string) => findPreset(id).order.filter((s) => s.code !== 'LOTS');

/** The FIDE preset that fits the table (a grid without round order or colours: the round robin one), and one under 2024 rules. */
function orders(t: Tournament): [string, TiebreakSpec[]][] {
  const preset = t.roundOrderKnown && t.hasColours ? 'fide' : 'fide-rr';
  return [
    [`${preset} (2026 rules)`, withoutLots(preset)],
    ['BH/C1, SB, ARO under 2024 rules', applyFideRules(['BH/C1', 'SB', 'ARO'].map(parseTiebreakSpec), '2024')],
  ];
}

describeShared('TRF26: every reference tournament written and read back ranks the same', () => {
  test('there are reference tournaments', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  describe.each(files.map((f) => [path.basename(f), f]))('%s', (_name, file) => {
    const read = (): Tournament => readAny(decode(fs.readFileSync(file)), { fileName: file }).tournament;

    test.each(
      ['the FIDE preset that fits (2026 rules)', 'BH/C1, SB, ARO under 2024 rules'].map(
        (label, i) => [label, i] as const,
      ),
    )('%s', (_label, which) => {
      const t = read();
      const [, order] = orders(t)[which] ?? ['', []];
      const before = rank(t, { order });
      const text = toTrf(t, before, { name: 'Round trip' });
      const named = trfOrder(text);
      expect(named).toEqual(order);
      const after = rank(readAny(text, { fileName: 'x.trf' }).tournament, { order: named ?? [] });
      expect(byNumber(after)).toEqual(byNumber(before));
    });
  });
});

describe('the records written', () => {
  const table = [
    'No.,Name,Rating,Score,R1,R2,R3',
    '1,Ann Lee,1800,2,W3W,D2B,H',
    '2,Bob Stone,1700,2,H,D1W,W3W',
    '3,Kim Park,1600,0,L1B,U,L2B',
  ].join('\n');
  const t = readAny(table, { fileName: 't.csv' }).tournament;
  const order = applyFideRules(['BH/C1', 'SB'].map(parseTiebreakSpec), '2024');

  test('2026: 142, 202, 212 and the rules version after the event, 240 byes after the players', () => {
    const lines = toTrf(t, rank(t, { order }), { name: 'Club' }).trimEnd().split('\n');
    expect(lines.filter((l) => !l.startsWith('001'))).toEqual([
      '012 Club',
      '062 3',
      'XXR 3',
      '142 3',
      '202 BH/C1,SB',
      '212 PTS,BH/C1,SB',
      'TBK fide 2024',
      '240 H 001    2',
      '240 Z 002    3',
      '240 H 003    1',
    ]);
  });

  test('a US order has no FIDE codes: no 202 or 212, which would describe another ranking', () => {
    const us = findPreset('uscf').order;
    const text = toTrf(t, rank(t, { order: us }));
    expect(text).not.toMatch(/^(202|212|TBK fide)/m);
    expect(trfOrder(text)).toBeUndefined();
  });

  test('2016: none of the new records', () => {
    const text = toTrf(t, rank(t, { order }), { name: 'Club', form: '2016' });
    expect(text).not.toMatch(/^(142|202|212|240|TBK fide)/m);
    expect(text.split('\n').slice(0, 3)).toEqual(['012 Club', '062 3', 'XXR 3']);
  });
});

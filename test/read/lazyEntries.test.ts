/**
 * A read player's entries are made when first asked (src/read/build.ts, RowPlayer), and until then
 * ranking reads the codes the reader kept (Player.codes). Both must say the same: the columns
 * every system reads (tiebreaks/columns.ts) are the same from the codes as from the entries, in
 * every notation and every reader, with any number of rounds counted; once the entries are made
 * they are what counts, so a change to them is seen; and a copy of a player keeps its entries.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Player, Tournament } from '../../src/model/tournament';
import { readAny } from '../../src/read/readAny';
import { rank } from '../../src/standings/rank';
import { columnsOf } from '../../src/tiebreaks/columns';
import { parseTiebreakSpec } from '../../src/tiebreaks/registry';
import { WRITERS, writtenSwiss } from '../property/notationWriters';
import { generateSwiss } from '../support/generate';
import { describeShared, SHARED_DIR, sharedFiles } from '../support/shared';

/** The same tournament, each player a plain copy: no codes, so columnsOf reads the entries. */
function byEntries(t: Tournament): Tournament {
  return { ...t, players: t.players.map((p): Player => ({ ...p })) };
}

/** columnsOf at every cut, from the codes and from the entries, field by field. */
function expectSameColumns(t: Tournament): void {
  const fresh = readAgain(t);
  expect(fresh.players.every((p) => p.codes !== undefined)).toBe(true);
  const plain = byEntries(t);
  expect(plain.players.some((p) => p.codes !== undefined)).toBe(false);
  for (let rounds = 0; rounds <= t.rounds; rounds++) {
    const fromCodes = columnsOf(fresh, rounds);
    expect(fresh.players.every((p) => p.codes !== undefined)).toBe(true); // columnsOf made no entries
    const fromEntries = columnsOf(plain, rounds);
    expect([...fromCodes.kind]).toEqual([...fromEntries.kind]);
    expect([...fromCodes.played]).toEqual([...fromEntries.played]);
    expect([...fromCodes.colour]).toEqual([...fromEntries.colour]);
    expect([...fromCodes.score]).toEqual([...fromEntries.score]);
    expect([...fromCodes.adjusted]).toEqual([...fromEntries.adjusted]);
  }
}

/** Each input is read twice: once to copy (which makes every entry), once fresh. */
const inputs = new Map<Tournament, string | (string | number | Date)[][]>();
function read(input: string | (string | number | Date)[][]): Tournament {
  const t = readAny(input).tournament;
  inputs.set(t, input);
  return t;
}
function readAgain(t: Tournament): Tournament {
  return readAny(inputs.get(t)!).tournament;
}

describe('columns from the codes equal columns from the entries', () => {
  for (const writer of WRITERS) {
    test(`a generated Swiss in ${writer.label}`, () => {
      for (const [seed, players, rounds] of [
        [3, 60, 7],
        [11, 17, 4],
      ]) {
        expectSameColumns(read(writtenSwiss(writer, seed, players, rounds)));
      }
    });
  }
});

describeShared('columns from the codes equal columns from the entries, on the reference files', () => {
  const files = [...sharedFiles('refdata', /\.(csv|txt|trf)$/i), ...sharedFiles('trf', /\.(csv|txt|trf)$/i)];
  test('there are reference files to read', () => expect(files.length).toBeGreaterThan(0));
  test.each(files.map((f) => [path.relative(SHARED_DIR, f), f]))('%s', (_name, file) => {
    const text = fs.readFileSync(file, 'utf8');
    let t: Tournament;
    try {
      t = read(text);
    } catch {
      return; // a file read only with options (a section, a team table) is covered by its own tests
    }
    if (t.boards === undefined) expectSameColumns(t);
  });
});

describe('entries made when asked', () => {
  const csv = generateSwiss(7, 12, 5).csv;

  test('ranking by every US Chess system reads the codes and makes no entries', () => {
    const t = readAny(generateSwiss(5, 40, 6, { colours: true }).csv).tournament;
    const codes = ['ARO', 'BH', 'CUM', 'WHITES', 'H2H', 'KASH', 'HARKNESS', 'MM', 'BLACKS', 'OPPCUM', 'OPPPERF'];
    const more = ['PROG', 'PLAY', 'SOLK', 'SB'];
    const s = rank(t, { order: [...codes, ...more].map((code) => parseTiebreakSpec(code)) });
    expect(s.rows).toHaveLength(40);
    expect(t.players.filter((p) => p.codes === undefined).map((p) => p.number)).toEqual([]);
  });

  test('made once: the same entries each time, and the codes set aside', () => {
    const p = readAny(csv).tournament.players[3]!;
    expect(p.codes).toBeDefined();
    const entries = p.entries;
    expect(p.entries).toBe(entries);
    expect(entries).toHaveLength(5);
    expect(p.codes).toBeUndefined();
  });

  test('a change to the entries once made is what the columns read', () => {
    const t = readAny(csv).tournament;
    const p = t.players.findIndex((x) => x.entries.some((e) => e.kind === 'win'));
    const r = t.players[p]!.entries.findIndex((e) => e.kind === 'win');
    t.players[p]!.entries[r]!.kind = 'loss';
    expect(columnsOf(t, 5).score[p]).toBe(columnsOf(readAny(csv).tournament, 5).score[p]! - 4);
  });

  test('entries given to a player are what the columns read', () => {
    const t = readAny(csv).tournament;
    const p = t.players[0]!;
    p.entries = p.entries.map((e) => ({ ...e, kind: 'loss' as const, opponent: undefined, colour: undefined }));
    expect(p.codes).toBeUndefined();
    expect(columnsOf(t, 5).score[0]).toBe(0);
    expect([...columnsOf(t, 5).played.slice(0, 5)]).toEqual([-1, -1, -1, -1, -1]);
  });

  test('a copy or JSON of a player has its entries; the codes stay behind', () => {
    const p = readAny(csv).tournament.players[0]!;
    const copy = { ...p };
    expect(copy.entries.map((e) => e.kind)).toEqual(readAny(csv).tournament.players[0]!.entries.map((e) => e.kind));
    expect('codes' in copy).toBe(false);
    expect(Object.keys(p)).toContain('entries');
    const json = JSON.parse(JSON.stringify(readAny(csv).tournament.players[0])) as { entries: { kind: string }[] };
    expect(json.entries.map((e) => e.kind)).toEqual(copy.entries.map((e) => e.kind));
  });
});

/**
 * Other programs' names for our systems (src/tiebreaks/aliases.ts), as a director copies
 * SwissSys's column headers into a list of codes: each read as the system its printed values
 * match (../shared/research/refdata-notes.md), in every front end (CLI --tiebreaks, =TIEBREAK,
 * =STANDINGS, a saved custom order), and "Med", which two systems answer to, refused naming both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmulatedSpreadsheet, loadDist, putValues, valuesFromDelimited } from '../../emulator';
import { resolveOrder } from '../../src/request';
import { STANDINGS, TIEBREAK } from '../../src/sheets/customFunctions';
import { parseTiebreakSpec, specLabel, splitTiebreakList } from '../../src/tiebreaks/registry';
import { parseDelimited } from '../../src/read/csv';
import { DIST, ensureBuilt, ROOT } from '../bundle/built';
import { runCli } from '../support/cli';
import { describeShared, sharedFiles } from '../support/shared';

const order = (codes: string) => {
  const r = resolveOrder({ codes: [codes] });
  if (!r.ok) throw new Error(r.refusal.detail ?? r.refusal.code);
  return r.value.map(specLabel);
};

const MED_REFUSAL =
  'is ambiguous: SwissSys prints "Med" for its modified median (MM, US Chess 34E1), and this program\'s MED was the Harkness median (US Chess 34E4), now HARKNESS; write MM or HARKNESS.';

describe('SwissSys column names read as the system they mean', () => {
  test.each([
    ['Mod. Med, Solk, Cumul., Op. cumul.', ['MM', 'SOLK', 'CUM', 'OPPCUM']],
    ['Solk, Cumul., Op. cumul., Op. perf., Kash', ['SOLK', 'CUM', 'OPPCUM', 'OPPPERF', 'KASH']],
    ['Solkoff Cumul. Op.cumul.', ['SOLK', 'CUM', 'OPPCUM']],
    ['mod.med; OP. CUMUL.', ['MM', 'OPPCUM']],
    ['Mod. Med:minus=lowest, Op. perf.', ['MM(minus=lowest)', 'OPPPERF']],
  ])('"%s"', (codes, expected) => {
    expect(order(codes)).toEqual(expected);
  });

  test('the two-word names stay one code each when a list is split at spaces', () => {
    expect(splitTiebreakList('Mod. Med Op. cumul. SB')).toEqual(['Mod.Med', 'Op.cumul.', 'SB']);
  });

  test('"Med", in any case and with options, is refused naming both readings', () => {
    for (const text of ['Med', 'MED', 'med:drop2from=3', 'Med(drop2from=3)']) {
      expect(() => parseTiebreakSpec(text)).toThrow(`"${text.split(/[:(]/)[0]}" ${MED_REFUSAL}`);
    }
    const refused = resolveOrder({ codes: ['Solkoff, Med, Cumul., Op. cumul.'] });
    expect(refused).toEqual({ ok: false, refusal: { code: 'order-invalid', detail: `"Med" ${MED_REFUSAL}` } });
    // Alone where a preset may be named (a custom function's tiebreaks), refused the same way.
    const alone = resolveOrder({ codes: ['Med'], mayNamePreset: true });
    expect(alone).toEqual({ ok: false, refusal: { code: 'order-invalid', detail: `"Med" ${MED_REFUSAL}` } });
    expect(parseTiebreakSpec('HARKNESS')).toEqual(parseTiebreakSpec('harkness:drop2from=9'));
  });

  test('the CLI, =TIEBREAK and =STANDINGS take the names; a name alone is no unknown preset', () => {
    const csv = fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8');
    const json = (tiebreaks: string) =>
      JSON.parse(runCli(['standings', 'x.csv', '--tiebreaks', tiebreaks, '--format', 'json'], { 'x.csv': csv }).out);
    expect(json('Mod. Med, Op. cumul.')).toEqual(json('MM, OPPCUM'));
    const med = runCli(['standings', 'x.csv', '--tiebreaks', 'Med'], { 'x.csv': csv });
    expect([med.status, med.err.split('\n')[0]]).toEqual([2, `"Med" ${MED_REFUSAL}`]);
    const grid = parseDelimited(csv).map((r) => r.map((c) => (/^\d+(\.\d+)?$/.test(c) ? Number(c) : c)));
    expect(TIEBREAK(grid, 'Op. cumul.')).toEqual(TIEBREAK(grid, 'OPPCUM'));
    expect(TIEBREAK(grid, 'Solkoff')).toEqual(TIEBREAK(grid, 'SOLK'));
    expect(() => TIEBREAK(grid, 'Med')).toThrow(`"Med" ${MED_REFUSAL}`);
    expect(STANDINGS(grid, 'Mod. Med, Solk, Cumul., Op. cumul.')).toEqual(STANDINGS(grid, 'MM, SOLK, CUM, OPPCUM'));
    expect(() => STANDINGS(grid, 'Solkoff, Med')).toThrow(`"Med" ${MED_REFUSAL}`);
  });
});

describeShared('the reference files: every SwissSys column name in them reads as a code, but "Med"', () => {
  // The refdata headers name the tiebreak columns as SwissSys printed them (their values are
  // checked against our systems in test/conformance/swisssys.test.ts).
  const files = sharedFiles('refdata', /^swisssys_.*\.csv$/);
  test('every header outside the players\' own columns reads, or is "Med"', () => {
    const headers = new Set(files.flatMap((f) => parseDelimited(fs.readFileSync(f, 'utf8'))[0] ?? []));
    for (const name of ['Mod. Med', 'Solk', 'Solkoff', 'Cumul.', 'Op. cumul.', 'Op. perf.']) {
      expect([name, headers.has(name)]).toEqual([name, true]);
      expect(() => parseTiebreakSpec(name)).not.toThrow();
    }
    expect(headers.has('Med')).toBe(true);
    expect(() => parseTiebreakSpec('Med')).toThrow(MED_REFUSAL);
  });
});

describe('a custom order saved as MED (before HARKNESS) is still the Harkness median', () => {
  beforeAll(() => ensureBuilt());
  test('the sidebar loads it as HARKNESS', () => {
    const ss = new EmulatedSpreadsheet('Event', 'Crosstable');
    putValues(
      ss,
      'Crosstable',
      valuesFromDelimited(fs.readFileSync(path.join(ROOT, 'examples/spring-swiss.csv'), 'utf8')),
    );
    const rt = loadDist(DIST, { spreadsheet: ss });
    rt.properties.hostDocument.setProperty(
      'tiebreaks.settings',
      JSON.stringify({
        preset: 'custom',
        order: ['MM', 'MED(drop2from=3)'],
        afterRound: null,
        lots: false,
        lotSeed: 1,
      }),
    );
    const state = rt.run('getSidebarState') as { settings: { order: string[] } };
    expect(state.settings.order).toEqual(['MM', 'HARKNESS(drop2from=3)']);
  });
});

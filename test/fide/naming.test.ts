/**
 * How FIDE systems are written: the modifier syntax ("BH/C1"), the FIDE- prefix where a US or
 * club system owns the acronym, the rule version as an option, and --fide-rules as a pure
 * function over an order.
 */
import { findPreset, PRESETS } from '../../src/standings/presets';
import { applyFideRules } from '../../src/standings/fideRules';
import { parseTiebreakSpec, specLabel, TIEBREAKS, TIEBREAK_CODES, withOptions } from '../../src/tiebreaks/registry';

describe('the US and club codes keep their meaning and their labels', () => {
  test.each([
    ['BH', 'BH', 'Lothian Junior Chess rule 6'],
    ['SB', 'SB', 'US Chess 34E8'],
    ['ARO', 'ARO', 'US Chess 34E11'],
    ['SB:scores=adjusted', 'SB(scores=adjusted)', 'US Chess 34E8'],
    ['KASH(unplayed=2)', 'KASH(unplayed=2)', 'US Chess 34E7'],
    ['mm', 'MM', 'US Chess 34E1'],
  ])('%s', (text, printed, rule) => {
    const spec = parseTiebreakSpec(text);
    expect(specLabel(spec)).toBe(printed);
    expect(TIEBREAKS[spec.code].rule).toBe(rule);
  });
});

describe('FIDE codes', () => {
  test.each([
    ['BH/C1', 'FIDE-BH', { cut: 'C1', fide: '2026', vur: 'byes-and-forfeits' }, 'BH/C1'],
    ['bh/m2', 'FIDE-BH', { cut: 'M2', fide: '2026', vur: 'byes-and-forfeits' }, 'BH/M2'],
    ['BH / C2', 'FIDE-BH', { cut: 'C2', fide: '2026', vur: 'byes-and-forfeits' }, 'BH/C2'],
    ['FIDE-BH', 'FIDE-BH', { cut: 'none', fide: '2026', vur: 'byes-and-forfeits' }, 'FIDE-BH'],
    ['FIDE-BH/C1', 'FIDE-BH', { cut: 'C1', fide: '2026', vur: 'byes-and-forfeits' }, 'BH/C1'],
    ['BH/C1(fide=2009)', 'FIDE-BH', { cut: 'C1', fide: '2009', vur: 'byes-and-forfeits' }, 'BH/C1(fide=2009)'],
    ['BH/M1:fide=2024', 'FIDE-BH', { cut: 'M1', fide: '2024', vur: 'byes-and-forfeits' }, 'BH/M1(fide=2024)'],
    ['BH(fide=2024)', 'FIDE-BH', { cut: 'none', fide: '2024', vur: 'byes-and-forfeits' }, 'FIDE-BH(fide=2024)'],
    ['FIDE-BH(cut=c1)', 'FIDE-BH', { cut: 'C1', fide: '2026', vur: 'byes-and-forfeits' }, 'BH/C1'],
    [
      'SB/C1',
      'FIDE-SB',
      { cut: 'C1', fide: '2026', pairings: 'auto', vur: 'byes-and-forfeits', virtual: 'half' },
      'SB/C1',
    ],
    [
      'FIDE-SB(pairings=rr)',
      'FIDE-SB',
      { cut: 'none', fide: '2026', pairings: 'rr', vur: 'byes-and-forfeits', virtual: 'half' },
      'FIDE-SB(pairings=rr)',
    ],
    ['ARO/C1', 'FIDE-ARO', { cut: 'C1', unrated: '0' }, 'ARO/C1'],
    ['PS/C1', 'PS', { cut: 'C1' }, 'PS/C1'],
    ['FB/M1(fide=2024)', 'FB', { cut: 'M1', fide: '2024', vur: 'byes-and-forfeits' }, 'FB/M1(fide=2024)'],
    ['DE', 'DE', { pairings: 'auto' }, 'DE'],
    ['FIDE-DE', 'DE', { pairings: 'auto' }, 'DE'],
    ['KS', 'KS', { pairings: 'auto' }, 'KS'],
    ['TPR(unrated=1400)', 'TPR', { unrated: '1400' }, 'TPR(unrated=1400)'],
  ])('%s', (text, code, options, printed) => {
    const spec = parseTiebreakSpec(text);
    expect(spec).toEqual({ code, options });
    expect(specLabel(spec)).toBe(printed);
    expect(parseTiebreakSpec(printed)).toEqual(spec); // the label reads back as the same system
  });

  test('every label of every system and modifier reads back as itself', () => {
    for (const code of TIEBREAK_CODES) {
      const modifier = TIEBREAKS[code].options.find((o) => o.modifier);
      const cuts = modifier && modifier.values !== 'integer' ? modifier.values : ['none'];
      for (const cut of cuts) {
        const spec = withOptions(code, modifier ? { [modifier.name]: cut } : {});
        expect(parseTiebreakSpec(specLabel(spec))).toEqual(spec);
      }
    }
  });

  test('modifiers are only the ones each system takes', () => {
    expect(() => parseTiebreakSpec('DE/C1')).toThrow('DE takes no modifier ("/C1").');
    expect(() => parseTiebreakSpec('KASH/C1')).toThrow('KASH takes no modifier ("/C1").');
    expect(() => parseTiebreakSpec('PS/M1')).toThrow('PS option cut="M1": expected none or C1 or C2.');
    expect(() => parseTiebreakSpec('BH/C3')).toThrow('FIDE-BH option cut="C3": expected none or C1 or C2 or M1 or M2.');
    expect(() => parseTiebreakSpec('BH/C1/C2')).toThrow('BH: one modifier at most; got /C1/C2.');
    expect(() => parseTiebreakSpec('BH/C1(cut=C2)')).toThrow('the modifier is given twice');
    expect(() => parseTiebreakSpec('BH/C1(fide=2010)')).toThrow(
      'FIDE-BH option fide="2010": expected 2009 or 2024 or 2026.',
    );
    expect(() => parseTiebreakSpec('XYZ/C1')).toThrow('Unknown tiebreak "XYZ/C1"');
  });

  test('every FIDE system names its article', () => {
    for (const code of [
      'FIDE-BH',
      'FB',
      'FIDE-SB',
      'KS',
      'PS',
      'DE',
      'WIN',
      'WON',
      'BPG',
      'BWG',
      'FIDE-ARO',
      'TPR',
      'APRO',
    ] as const) {
      expect(TIEBREAKS[code].rule).toMatch(/^FIDE C\.07 \d/);
    }
  });
});

describe('applyFideRules: --fide-rules VERSION', () => {
  const order = (text: string) => text.split(' ').map(parseTiebreakSpec);
  const labels = (specs: ReturnType<typeof order>) => specs.map(specLabel);

  test('BH, SB and ARO read as the FIDE systems; every FIDE version follows the flag', () => {
    expect(labels(applyFideRules(order('BH BH/C1 DE SB'), '2024'))).toEqual([
      'FIDE-BH(fide=2024)',
      'BH/C1(fide=2024)',
      'DE',
      'FIDE-SB(fide=2024)',
    ]);
    expect(labels(applyFideRules(order('BH BH/C1 DE SB ARO'), '2026'))).toEqual([
      'FIDE-BH',
      'BH/C1',
      'DE',
      'FIDE-SB',
      'FIDE-ARO',
    ]);
    expect(labels(applyFideRules(order('FB/C1 PS/C1 WIN'), '2009'))).toEqual(['FB/C1(fide=2009)', 'PS/C1', 'WIN']);
  });

  test('an explicit version, or a US option, is kept', () => {
    expect(labels(applyFideRules(order('BH/C1(fide=2009) SB:scores=adjusted MM CUM'), '2024'))).toEqual([
      'BH/C1(fide=2009)',
      'SB(scores=adjusted)',
      'MM',
      'CUM',
    ]);
  });

  test('an unknown version is refused with the accepted ones', () => {
    expect(() => applyFideRules(order('BH'), '2023')).toThrow('FIDE rules version "2023": expected 2009, 2024, 2026.');
  });

  test('the order is not changed in place', () => {
    const o = order('BH');
    applyFideRules(o, '2009');
    expect(specLabel(o[0])).toBe('BH');
  });
});

describe('presets', () => {
  test('fide: the last order FIDE recommended for individual Swiss (C.02 13.16.4)', () => {
    expect(findPreset('fide').order.map(specLabel)).toEqual(['BH/C1', 'FIDE-BH', 'FIDE-SB', 'PS', 'DE', 'WIN', 'BWG']);
    expect(findPreset('FIDE').source).toContain('C.02 13.16.4');
  });

  test('fide-rr: round robin (C.02 13.16.2)', () => {
    expect(findPreset('fide-rr').order.map(specLabel)).toEqual(['DE', 'WIN', 'FIDE-SB', 'KS']);
  });

  test('the FIDE presets follow --fide-rules too', () => {
    expect(applyFideRules(findPreset('fide').order, '2009').map(specLabel)).toEqual([
      'BH/C1(fide=2009)',
      'FIDE-BH(fide=2009)',
      'FIDE-SB(fide=2009)',
      'PS',
      'DE',
      'WIN',
      'BWG',
    ]);
  });

  test('the earlier presets are unchanged', () => {
    expect(PRESETS.map((p) => p.id)).toEqual([
      'uscf',
      'mca',
      'big-rapids-swiss',
      'big-rapids-rr',
      'madison-swiss',
      'madison-rr',
      'ljc',
      'fide',
      'fide-rr',
    ]);
    expect(findPreset('ljc').order.map(specLabel)).toEqual(['PROG', 'BH', 'H2H', 'WHITES']);
  });
});

/**
 * resolveOrder (src/request/order.ts): preset or codes, then FIDE rules, in one place; checked
 * against today's presets and the refusals each front end words.
 */
import { orderAsked, resolveOrder } from '../../src/request';
import { applyFideRules } from '../../src/standings/fideRules';
import { PRESETS } from '../../src/standings/presets';
import { specLabel, TiebreakSpec } from '../../src/tiebreaks/registry';

const labels = (order: readonly TiebreakSpec[]) => order.map(specLabel);
const order = (r: Parameters<typeof resolveOrder>[0]) => {
  const result = resolveOrder(r);
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  return labels(result.value);
};

describe('resolveOrder', () => {
  test('nothing asked is the US Chess order', () => {
    expect(order({})).toEqual(['MM', 'SOLK', 'CUM', 'OPPCUM']);
    expect(orderAsked({})).toBe(false);
    expect(orderAsked({ preset: '' })).toBe(false);
  });

  test.each(PRESETS.map((p) => [p.id, p] as const))('preset %s is its own order', (id, preset) => {
    expect(order({ preset: id })).toEqual(labels(preset.order));
    expect(order({ preset: id.toUpperCase() })).toEqual(labels(preset.order));
  });

  test('FIDE rules alone mean the fide preset under that version', () => {
    const fide = PRESETS.find((p) => p.id === 'fide')!;
    expect(order({ fideRules: '2024' })).toEqual(labels(applyFideRules(fide.order, '2024')));
    expect(order({ fideRules: '2024' })).not.toEqual(labels(fide.order));
  });

  test('FIDE rules read BH and SB as the FIDE systems in a preset or codes', () => {
    expect(order({ codes: ['BH, SB'], fideRules: '2026' })).toEqual(
      labels(applyFideRules(resolved(['BH', 'SB']), '2026')),
    );
    expect(order({ preset: 'big-rapids-rr', fideRules: '2009' })[0]).toMatch(/^FIDE-SB/);
  });

  test('codes in several texts, split at commas, semicolons and spaces', () => {
    expect(order({ codes: ['MM, SOLK', 'CUM;SB(scores=adjusted)'] })).toEqual([
      'MM',
      'SOLK',
      'CUM',
      'SB(scores=adjusted)',
    ]);
  });

  test('no texts at all is an empty order (a saved custom order)', () => {
    expect(order({ codes: [] })).toEqual([]);
  });

  test('a preset and codes together are refused', () => {
    expect(resolveOrder({ preset: 'uscf', codes: ['MM'] })).toEqual({
      ok: false,
      refusal: { code: 'preset-and-codes' },
    });
    // A blank preset is none.
    expect(order({ preset: '', codes: ['MM'] })).toEqual(['MM']);
  });

  test('codes typed blank are refused', () => {
    expect(resolveOrder({ codes: ['  '] })).toEqual({ ok: false, refusal: { code: 'codes-empty' } });
    expect(resolveOrder({ preset: 'uscf', codes: [''] })).toEqual({ ok: false, refusal: { code: 'codes-empty' } });
  });

  test('an unknown code, preset or FIDE version is order-invalid with the engine explanation', () => {
    const code = resolveOrder({ codes: ['MM, NOPE'] });
    expect(code.ok || code.refusal).toMatchObject({
      code: 'order-invalid',
      detail: expect.stringContaining('Unknown tiebreak "NOPE"'),
    });
    const preset = resolveOrder({ preset: 'nope' });
    expect(preset.ok || preset.refusal).toMatchObject({
      code: 'order-invalid',
      detail: expect.stringContaining('Unknown preset "nope"'),
    });
    const fide = resolveOrder({ fideRules: '2017' });
    expect(fide.ok || fide.refusal).toEqual({
      code: 'order-invalid',
      detail: 'FIDE rules version "2017": expected 2009, 2024, 2026.',
    });
  });

  test('where the codes may name a preset: one preset id is that preset, one unknown word is tiebreak-or-preset-unknown', () => {
    expect(order({ codes: ['Fide'], mayNamePreset: true })).toEqual(
      labels(PRESETS.find((p) => p.id === 'fide')!.order),
    );
    expect(resolveOrder({ codes: ['ucsf'], mayNamePreset: true })).toEqual({
      ok: false,
      refusal: { code: 'tiebreak-or-preset-unknown', given: 'ucsf' },
    });
    // Without mayNamePreset (the CLI's --tiebreaks) a preset id is an unknown code.
    expect(resolveOrder({ codes: ['fide'] })).toMatchObject({ ok: false, refusal: { code: 'order-invalid' } });
  });

  test('LOTS is refused where lots are asked for by a seed', () => {
    expect(resolveOrder({ codes: ['MM, LOTS'], refuseLots: true })).toEqual({
      ok: false,
      refusal: { code: 'lots-in-order' },
    });
    expect(order({ codes: ['MM, LOTS'] })).toEqual(['MM', 'LOTS']);
  });
});

function resolved(codes: string[]): TiebreakSpec[] {
  const r = resolveOrder({ codes });
  if (!r.ok) throw new Error(r.refusal.code);
  return r.value;
}

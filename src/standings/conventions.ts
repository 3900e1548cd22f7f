/**
 * A convention applied to an order (the CLI's --convention, a custom function's convention=):
 * each of its departures sets its option on every system of the order that takes it and has it
 * at the default. A policy over the whole order, beside applyFideRules (fideRules.ts).
 */
import { CONVENTION_IDS, CONVENTIONS, isConventionId } from '../tiebreaks/conventions';
import { TIEBREAKS, TiebreakSpec, withOptions } from '../tiebreaks/registry';

/**
 * The order as the named program reads it. A system option the director set explicitly to a
 * value other than its default stays. Throws an Error naming the conventions when `id` is none.
 */
export function applyConvention(order: readonly TiebreakSpec[], id: string): TiebreakSpec[] {
  const name = id.trim().toLowerCase();
  if (!isConventionId(name)) throw new Error(`Convention "${id}": expected ${CONVENTION_IDS.join(', ')}.`);
  const { departures } = CONVENTIONS[name];
  return order.map((spec) => {
    const options = TIEBREAKS[spec.code].options;
    const set: Record<string, string> = {};
    for (const d of departures) {
      const option = options.find((o) => o.name === d.option);
      if (option && spec.options[d.option] === option.default) set[d.option] = d.value;
    }
    return Object.keys(set).length ? withOptions(spec.code, { ...spec.options, ...set }) : spec;
  });
}

/**
 * The Tiebreaks block's "Computed as" setting: another program's reading of C.07 (Vega…), shown
 * only when the order holds a system some program computes differently (directly, or as a FIDE
 * rules version reads BH and SB), with the chosen program's departures in words.
 */
import type { SidebarState } from '../sheets/shapes';
import { $, el, option, select } from './dom';

/** One tiebreak of the order: its code and whether the director set any option on it. */
export interface OrderCode {
  code: string;
  optionsSet: boolean;
}

let state: SidebarState;
let orderCodes: () => OrderCode[] = () => [];

/** Whether some system of the order, as the FIDE rules version chosen reads it, takes a convention. */
function touched(): boolean {
  const version = select('fideRules').value;
  return orderCodes().some(({ code, optionsSet }) => {
    const sys = state.systems.find((x) => x.code === code);
    // A FIDE rules version reads BH and SB without options of their own as the FIDE systems.
    const read = version && !optionsSet && sys?.fideReading ? sys.fideReading : code;
    return state.systems.find((x) => x.code === read)?.conventions === true;
  });
}

/** Shows the setting where it changes something, and what the chosen program does differently. */
export function syncConvention(): void {
  if (!state) return;
  $('conventionBlock').hidden = !touched();
  const chosen = state.conventions.find((c) => c.id === select('convention').value);
  const lines = chosen?.departures ?? [];
  $('conventionNote').textContent = lines.length
    ? 'Where it departs from the default:'
    : chosen?.id === state.conventions[0]?.id
      ? 'C.07 as FIDE’s own tie-break calculator computes it.'
      : 'No known difference from the default: the same values.';
  const list = $('conventionDepartures');
  list.replaceChildren(...lines.map((line) => el('li', line)));
  list.hidden = !lines.length;
}

export function initConvention(s: SidebarState, codes: () => OrderCode[]): void {
  state = s;
  orderCodes = codes;
  const choice = select('convention');
  for (const c of s.conventions) choice.appendChild(option(c.name, c.id));
  choice.value = s.settings.convention ?? s.conventions[0]?.id ?? '';
  choice.addEventListener('change', syncConvention);
  select('fideRules').addEventListener('change', syncConvention);
  syncConvention();
}

/** The convention to send with the settings (the default's id when none is chosen). */
export function conventionSetting(): string {
  return select('convention').value;
}

/** Prize lists: prize groups, the prize table a director fills in, and who wins what. */
export { allocatePrizes } from './allocate';
export { CASH_AND_TROPHY, DEFAULT_PRIZE_OPTIONS, TIED_CLASS_PRIZES } from './types';
export type { Award, CashAndTrophy, PrizeLimit, PrizeList, PrizeOptions, TiedClassPrizes } from './types';
export {
  prizeLines,
  prizeLineTexts,
  prizesToCsv,
  prizesToJson,
  prizesToTable,
  describeOptions,
  unawardedLines,
  prizeTotalLines,
  PRIZE_COLUMNS,
} from './format';
export { readPrizeTable, readPrizeTableText } from './table';
export type { PrizeTable } from './table';
export { formatMoney, parseMoney, splitPool, ROUNDING_RULE } from './money';
export { parseGroup } from './groups';

import type { Tournament } from '../model/tournament';

/** The crosstable's other columns (Section, School…), which "Column=value" groups may name. */
export function labelHeaders(t: Tournament): string[] {
  const seen = new Set<string>();
  for (const p of t.players) for (const h of Object.keys(p.labels ?? {})) seen.add(h);
  return [...seen];
}

/**
 * The prize-list settings a spreadsheet keeps (DocumentProperties, one JSON value beside the
 * ranking settings): the prize table's range and the director's options, so the sidebar shows
 * them again next time. The crosstable is not kept: it is the one the sidebar has read.
 */
import { CashAndTrophy, DEFAULT_PRIZE_OPTIONS, PrizeLimit, TiedClassPrizes } from '../prizes';
import { loadDocumentJson, saveDocumentJson } from './documentJson';
import { normalisePrizeRequest } from './prizesSheet';
import type { PrizeSettings as SidebarPrizeSettings } from './shapes';

export const PRIZE_SETTINGS_KEY = 'tiebreaks.prizes';

/** The settings the sidebar shows (shapes.ts), each option one of the values the allocation knows. */
export interface PrizeSettings extends SidebarPrizeSettings {
  limit: PrizeLimit;
  cashAndTrophy: CashAndTrophy;
  tiedClassPrizes: TiedClassPrizes;
}

export const DEFAULT_PRIZE_SETTINGS: PrizeSettings = {
  prizeRange: '',
  ...DEFAULT_PRIZE_OPTIONS,
  tiedClassPrizes: 'separate',
};

/** Checked settings from a sidebar request or saved JSON (an old "prefer" loads, a missing tiedClassPrizes as separate); throws a readable Error. */
export function normalisePrizeSettings(input: unknown): PrizeSettings {
  const r = normalisePrizeRequest(input);
  return {
    prizeRange: r.prizeRange,
    limit: r.options.limit,
    cashAndTrophy: r.options.cashAndTrophy,
    unratedInRatingGroups: r.options.unratedInRatingGroups,
    tiedClassPrizes: r.options.tiedClassPrizes ?? 'separate',
  };
}

export function loadPrizeSettings(): PrizeSettings {
  return loadDocumentJson(PRIZE_SETTINGS_KEY, normalisePrizeSettings, DEFAULT_PRIZE_SETTINGS);
}

export function savePrizeSettings(s: PrizeSettings): void {
  saveDocumentJson(PRIZE_SETTINGS_KEY, s);
}

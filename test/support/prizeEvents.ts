/**
 * The small event the prize tests share, and the prize list of a table typed as rows, read and
 * allocated through the real reader and engine (US Chess preset tiebreaks).
 */
import type { Tournament } from '../../src/model/tournament';
import {
  allocatePrizes,
  DEFAULT_PRIZE_OPTIONS,
  labelHeaders,
  PrizeList,
  PrizeOptions,
  prizeLines,
  readPrizeTable,
} from '../../src/prizes';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { TableBuilder } from './builder';

/**
 * Three rounds. Ann 3/3 (clear 1st). Ben, Cai and Dee 2/3 with the same opponents' scores, so
 * MM and Solkoff tie them and Cumulative separates them: Ben W W L (5), Cai W L W (4), Dee L W W (3).
 * Everyone else (fresh opponents) has at most 1 point. Ratings 2200, 2000, 1900, 1850 unless given.
 */
export function annAndThreeTied(
  ratings: { ann?: number | null; ben?: number | null; cai?: number | null; dee?: number | null } = {},
): Tournament {
  const b = new TableBuilder(3);
  const ann = b.player('Ann', ratings.ann === undefined ? 2200 : ratings.ann);
  const ben = b.player('Ben', ratings.ben === undefined ? 2000 : ratings.ben);
  const cai = b.player('Cai', ratings.cai === undefined ? 1900 : ratings.cai);
  const dee = b.player('Dee', ratings.dee === undefined ? 1850 : ratings.dee);
  b.results(ann, ['W', 'W', 'W']);
  b.results(ben, ['W', 'W', 'L']);
  b.results(cai, ['W', 'L', 'W']);
  b.results(dee, ['L', 'W', 'W']);
  return b.tournament();
}

/** The prize list of `t` for Group, Place, Prize rows (the header is added). */
export function prizeListFor(
  t: Tournament,
  rows: string[][],
  options: PrizeOptions = DEFAULT_PRIZE_OPTIONS,
): PrizeList {
  const table = readPrizeTable([['Group', 'Place', 'Prize'], ...rows], labelHeaders(t));
  return allocatePrizes(rank(t, { order: findPreset('uscf').order }), table, options);
}

/** Group, place, name, award (cents or the prize's text) of each line of the list. */
export const awardLines = (list: PrizeList) =>
  prizeLines(list).map((l) => [l.group, l.place, l.name, l.award] as const);

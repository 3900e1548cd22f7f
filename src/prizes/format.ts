/**
 * A prize list as people and programs read it: one line per winner of each award, in the
 * prize table's order (group, then place), with how it was decided; then prizes nobody won,
 * and the rounding rule.
 */
import { formatPoints, toPoints } from '../model/points';
import type { PrizeList } from './types';
import { formatMoney, ROUNDING_RULE } from './money';
import { ordinal } from './table';
import { csvLine, CsvOptions, fixedWidthLines, printableText } from '../standings/text';
import { at } from '../tiebreaks/lookup';

export const PRIZE_COLUMNS = [
  'Group',
  'Place',
  'Prize',
  'No.',
  'Name',
  'Rating',
  'Score',
  'Rank',
  'Award',
  'How',
] as const;

export interface PrizeLine {
  group: string;
  /** "1st" or "2nd-4th" for a pooled award. */
  place: string;
  /** "$100.00 + $50.00 + $25.00" or "Trophy". */
  prize: string;
  number: number;
  name: string;
  rating: number | null;
  /** Quarters. */
  score: number;
  rank: string;
  /** Cents for cash, or the prize's name. */
  award: number | string;
  how: string;
}

/** Every winner's line, sorted by the table's group order and place. */
export function prizeLines(list: PrizeList): PrizeLine[] {
  const players = list.standings.tournament.players;
  const rowOf = new Map(list.standings.rows.map((r) => [r.player, r]));
  const lines = list.awards.flatMap((a) => {
    const first = at(a.prizes, 0);
    const place = a.places;
    const prize = a.pool === null ? first.text : a.prizes.map((p) => formatMoney(p.cash!)).join(' + ');
    return a.winners.map((w, i) => {
      const player = at(players, w.player);
      const sort: [number, number, number] = [a.group, first.place, i];
      return {
        sort,
        line: {
          group: groupLabel(list, a.group),
          place,
          prize,
          number: player.number,
          name: player.name,
          rating: player.rating,
          score: rowOf.get(w.player)!.score,
          rank: rowOf.get(w.player)!.rank,
          award: w.cash === null ? first.text : w.cash,
          how: a.how,
        } as PrizeLine,
      };
    });
  });
  lines.sort((x, y) => x.sort[0] - y.sort[0] || x.sort[1] - y.sort[1] || x.sort[2] - y.sort[2]);
  return lines.map((l) => l.line);
}

/** The label of the prize table's group an award or an unawarded prize names by index. */
function groupLabel(list: PrizeList, g: number): string {
  return at(list.table.groups, g).group.label;
}

/** "Overall 5th ($20.00): no eligible player left in Overall". */
export function unawardedLines(list: PrizeList): string[] {
  return list.unawarded.map(
    (u) => `${groupLabel(list, u.group)} ${ordinal(u.prize.place)} (${u.prize.text}): not awarded, ${u.reason}`,
  );
}

/** What a prize list gives out, against what its prize table offers. */
export interface PrizeTotals {
  /** Cash paid, in cents, and to how many players. */
  paid: number;
  paidTo: number;
  /** The prize table's cash prizes added up, in cents: the prize fund. */
  fund: number;
  /** Prizes that are not cash (trophies, a book prize): given, and in the prize table. */
  given: number;
  offered: number;
}

export function prizeTotals(list: PrizeList): PrizeTotals {
  const prizes = list.table.groups.flatMap((g) => g.prizes);
  const winners = list.awards.flatMap((a) => a.winners);
  const cashWinners = winners.filter((w) => w.cash !== null);
  return {
    paid: cashWinners.reduce((sum, w) => sum + w.cash!, 0),
    paidTo: new Set(cashWinners.map((w) => w.player)).size,
    fund: prizes.reduce((sum, p) => sum + (p.cash ?? 0), 0),
    // An indivisible prize is never shared (32B2 splits cash only): one winner, one prize.
    given: winners.length - cashWinners.length,
    offered: prizes.filter((p) => p.cash === null).length,
  };
}

/**
 * The totals a director checks before handing out the envelopes: "Cash paid: $390.00 to 8 players,
 * the whole $390.00 prize fund." and "Trophies and other prizes given: 1 of 1."
 */
export function prizeTotalLines(list: PrizeList): string[] {
  const t = prizeTotals(list);
  const players = `${t.paidTo} player${t.paidTo === 1 ? '' : 's'}`;
  const cash =
    t.fund === 0
      ? []
      : [
          t.paid === t.fund
            ? `Cash paid: ${formatMoney(t.paid)} to ${players}, the whole ${formatMoney(t.fund)} prize fund.`
            : `Cash paid: ${formatMoney(t.paid)} to ${players}, of a ${formatMoney(t.fund)} prize fund (${formatMoney(t.fund - t.paid)} not awarded).`,
        ];
  const other = t.offered === 0 ? [] : [`Trophies and other prizes given: ${t.given} of ${t.offered}.`];
  return [...cash, ...other];
}

/** The options in a director's words, for the note under the list. */
export function describeOptions(list: PrizeList): string {
  const o = list.options;
  const kinds =
    o.cashAndTrophy === 'both'
      ? 'one cash prize and one trophy per player, each limited on its own'
      : `one prize per player, cash or trophy; offered both, a player takes the ${o.cashAndTrophy}`;
  const limit =
    o.limit === 'larger'
      ? `${kinds}; the larger cash prize (US Chess 32B1), trophies by place and tiebreak rank`
      : o.limit === 'first'
        ? `${kinds}; groups awarded in the order of the prize table, skipping players who already have one`
        : 'no limit: a player may win a prize in every group';
  const unrated = o.unratedInRatingGroups
    ? 'unrated players may win rating-group prizes (announced)'
    : 'unrated players win only place and unrated prizes (US Chess 28D)';
  const combined =
    o.tiedClassPrizes === 'combine'
      ? "; tied winners of different groups' prizes share them combined (US Chess 32B3)"
      : '';
  return `${limit}${combined}; ${unrated}.`;
}

/** One prize line as the printed table shows it, column by column (PRIZE_COLUMNS). */
export function prizeLineTexts(l: PrizeLine): string[] {
  return [
    l.group,
    l.place,
    l.prize,
    String(l.number),
    l.name,
    l.rating === null ? '' : String(l.rating),
    formatPoints(l.score),
    l.rank,
    typeof l.award === 'number' ? formatMoney(l.award) : l.award,
    l.how,
  ];
}

export function prizesToTable(list: PrizeList): string {
  const body = prizeLines(list).map(prizeLineTexts);
  const header = [...PRIZE_COLUMNS];
  const out = fixedWidthLines(header, body, (c) => [3, 5, 6, 7, 8].includes(c));
  out.push('', ...prizeTotalLines(list));
  const missing = unawardedLines(list);
  if (missing.length) out.push('', ...missing);
  out.push('', describeOptions(list), ROUNDING_RULE);
  // The unawarded lines quote the prize table's group and prize text: shown, not obeyed, on a terminal.
  return printableText(out.join('\n')) + '\n';
}

/**
 * Amounts as plain dollars with two decimals (58.34), so a spreadsheet reads them as numbers;
 * text (groups, names, prizes) neutralised unless options.raw (src/standings/text.ts csvLine).
 */
export function prizesToCsv(list: PrizeList, options: CsvOptions = {}): string {
  const header = ['group', 'place', 'prize', 'number', 'name', 'rating', 'score', 'rank', 'award', 'how'];
  const rows = prizeLines(list).map((l) =>
    csvLine(
      [
        l.group,
        l.place,
        l.prize,
        l.number,
        l.name,
        l.rating ?? '',
        toPoints(l.score),
        l.rank,
        typeof l.award === 'number' ? (l.award / 100).toFixed(2) : l.award,
        l.how,
      ],
      options,
    ),
  );
  return [header.join(','), ...rows].join('\n') + '\n';
}

export interface PrizesJson {
  rule: string;
  options: string;
  prizes: {
    group: string;
    place: string;
    prize: string;
    number: number;
    name: string;
    rating: number | null;
    score: number;
    rank: string;
    cents: number | null;
    item: string | null;
    how: string;
  }[];
  unawarded: { group: string; place: number; prize: string; reason: string }[];
}

/** Cash in whole cents ("cents": 5834), never a float. */
export function prizesToJson(list: PrizeList): PrizesJson {
  return {
    rule: ROUNDING_RULE,
    options: describeOptions(list),
    prizes: prizeLines(list).map((l) => ({
      group: l.group,
      place: l.place,
      prize: l.prize,
      number: l.number,
      name: l.name,
      rating: l.rating,
      score: toPoints(l.score),
      rank: l.rank,
      cents: typeof l.award === 'number' ? l.award : null,
      item: typeof l.award === 'string' ? l.award : null,
      how: l.how,
    })),
    unawarded: list.unawarded.map((u) => ({
      group: groupLabel(list, u.group),
      place: u.prize.place,
      prize: u.prize.text,
      reason: u.reason,
    })),
  };
}

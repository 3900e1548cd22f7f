/**
 * Prize groups: who may win a prize, from the words a director writes in the prize table.
 *   Overall (or Open, Place, All)      everyone
 *   U1800, Under 1800                   rated under 1800 (US Chess "under" prize)
 *   1600-1799                           rated 1600 to 1799
 *   Class A, Expert, Master…            a US Chess rating class (Class A is 1800-1999)
 *   Unrated                             players without a rating
 *   U1200/Unrated                       either (a prize advertised as open to unrated players)
 *   Section=K-5, School=Lincoln         players whose Section (School…) column says so
 *   Section=K-5 & U800                  both at once (a class prize within a section); "/" binds
 *                                       first: "Section=K-5 & U800/Unrated" is K-5's U800 or unrated
 * US Chess 28D: players without a rating are eligible only for place prizes and prizes for
 * unrated players, unless announced otherwise; so a rating group leaves them out unless the
 * group names them ("U1200/Unrated") or the director sets unratedInRatingGroups.
 */
import type { Player } from '../model/tournament';
import { spellingKey } from '../read/cells';

export interface PrizeGroup {
  /** As the director wrote it, for output. */
  label: string;
  /** True for a group defined by rating (where unrated players are out by default). */
  byRating: boolean;
  /** The highest rating a rating group admits, for US Chess 32B4 (identical class prizes: the highest class). */
  ceiling?: number;
  /** Whether the player may win this group's prizes. */
  includes(player: Player, options: GroupOptions): boolean;
  /** "rated 1600-1799", "everyone": what the group means, for the explanation. */
  meaning: string;
}

export interface GroupOptions {
  /** US Chess 28D lets a director announce that unrated players may win rating-group prizes. */
  unratedInRatingGroups: boolean;
}

/** US Chess rating classes (lower bound inclusive, upper bound inclusive). */
const CLASSES: Record<string, [number, number]> = {
  'senior master': [2400, Infinity],
  master: [2200, 2399],
  expert: [2000, 2199],
  a: [1800, 1999],
  b: [1600, 1799],
  c: [1400, 1599],
  d: [1200, 1399],
  e: [1000, 1199],
  f: [800, 999],
  g: [600, 799],
  h: [400, 599],
  i: [200, 399],
  j: [100, 199],
};

const EVERYONE = ['overall', 'open', 'place', 'all', 'top'];

/** Header text compared the way the reader compares headers: case, spaces and punctuation ignored. */
export function labelKey(text: string): string {
  return text.toLowerCase().replace(/[\s._:\-()]/g, '');
}

function ratingBand(label: string, lo: number, hi: number, meaning: string): PrizeGroup {
  return {
    label,
    byRating: true,
    ceiling: hi,
    meaning,
    includes: (p, o) => (p.rating === null ? o.unratedInRatingGroups : p.rating >= lo && p.rating <= hi),
  };
}

/** One part of a group ("U1800", "Unrated", "Class A", "Section=K-5"), or an error message. */
function parsePart(text: string, labelHeaders: readonly string[]): PrizeGroup | string {
  const t = text.trim();
  const lower = t.toLowerCase().replace(/\s+/g, ' ');
  if (EVERYONE.includes(lower)) return { label: t, byRating: false, meaning: 'everyone', includes: () => true };
  if (lower === 'unrated' || lower === 'unr')
    return { label: t, byRating: false, meaning: 'unrated players', includes: (p: Player) => p.rating === null };
  const under = /^(?:u|under)\s*(\d{3,4})$/.exec(lower);
  if (under) return ratingBand(t, -Infinity, Number(under[1]) - 1, `rated under ${under[1]}`);
  const band = /^(\d{3,4})\s*-\s*(\d{3,4})$/.exec(lower);
  if (band) {
    const [lo, hi] = [Number(band[1]), Number(band[2])];
    if (lo > hi) return `"${t}" runs from ${lo} down to ${hi}; expected the lower rating first, e.g. 1600-1799`;
    return ratingBand(t, lo, hi, `rated ${lo}-${hi}`);
  }
  const className = /^(?:class\s+)?(senior master|master|expert|[a-j])$/.exec(lower)?.[1];
  if (className !== undefined && (lower.startsWith('class') || className.length > 1)) {
    const range = CLASSES[className];
    // The pattern names only classes of the table.
    if (!range) throw new Error(`prize groups: no rating range for class "${className}"`);
    const [lo, hi] = range;
    return ratingBand(t, lo, hi, hi === Infinity ? `rated ${lo} and over` : `rated ${lo}-${hi}`);
  }
  const [, column, value] = /^([^=]+)=(.*)$/.exec(t) ?? [];
  if (column !== undefined && value !== undefined) {
    const key = labelKey(column);
    const header = labelHeaders.find((h) => labelKey(h) === key);
    if (!header) {
      const have = labelHeaders.length
        ? `the crosstable's other columns are ${labelHeaders.map((h) => `"${h}"`).join(', ')}`
        : 'the crosstable has no other columns';
      return `"${column.trim()}" is not a column of the crosstable (${have}); expected the header of a column such as Section or School`;
    }
    // Compared as the sections and schools are: case, spaces and invisible characters aside.
    const want = spellingKey(value);
    return {
      label: t,
      byRating: false,
      meaning: `${header} is "${value.trim()}"`,
      includes: (p: Player) => spellingKey(p.labels?.[header] ?? '') === want,
    };
  }
  return `"${t}" is not a prize group; expected Overall, U1800, 1600-1799, Class A, Unrated, or Column=value such as Section=K-5`;
}

/**
 * The group a prize-table cell names: groups joined by " & " must all hold ("Section=K-5 & U800",
 * a class prize within a section), each of them one or more groups joined by "/" or " or ".
 */
export function parseGroup(text: string, labelHeaders: readonly string[]): PrizeGroup | string {
  const conjuncts = text.replace(/\s+/g, ' ').split(' & ');
  if (conjuncts.length === 1) return parseUnion(text, labelHeaders);
  const groups: PrizeGroup[] = [];
  for (const conjunct of conjuncts) {
    const g = parseUnion(conjunct, labelHeaders);
    if (typeof g === 'string') return g;
    groups.push(g);
  }
  const ceilings = groups.flatMap((g) => (g.byRating && g.ceiling !== undefined ? [g.ceiling] : []));
  return {
    label: text.trim(),
    // Any rating condition makes it a rating group: unrated players are out unless a part names them.
    byRating: groups.some((g) => g.byRating),
    ceiling: ceilings.length ? Math.min(...ceilings) : undefined,
    meaning: groups.map((g) => g.meaning).join(' and '),
    includes: (p: Player, o: GroupOptions) => groups.every((g) => g.includes(p, o)),
  };
}

/**
 * Groups joined by "/" or " or " ("U1200/Unrated"). A joined group that names Unrated admits
 * unrated players (the announcement 28D asks for).
 */
function parseUnion(text: string, labelHeaders: readonly string[]): PrizeGroup | string {
  // Spaces made single first: "\s*\/\s*" tried at every space of a long run is quadratic in it.
  const parts = text
    .replace(/\s+/g, ' ')
    .split(/ ?\/ ?| or /i)
    .filter((s) => s.trim() !== '');
  if (!parts.length)
    return 'the group is blank; expected Overall, U1800, 1600-1799, Class A, Unrated, or Column=value such as Section=K-5';
  const groups: PrizeGroup[] = [];
  for (const part of parts) {
    const g = parsePart(part, labelHeaders);
    if (typeof g === 'string') return g;
    groups.push(g);
  }
  const [only] = groups;
  if (only && groups.length === 1) return only;
  return {
    label: text.trim(),
    byRating: groups.every((g) => g.byRating),
    ceiling: groups.every((g) => g.byRating) ? Math.max(...groups.map((g) => g.ceiling ?? Infinity)) : undefined,
    meaning: groups.map((g) => g.meaning).join(' or '),
    includes: (p: Player, o: GroupOptions) => groups.some((g) => g.includes(p, o)),
  };
}

/**
 * Data a system reads beyond the results, which a table may not give: the colour of each played
 * game (a single-line crosstable, `W12 L3 D7`, has none) and the players' ratings (a club table
 * may have no rating column). A system names what it needs in its `needs` (src/tiebreaks/types.ts);
 * whether the table gives it is decided here, once, for the ranking and for a single column.
 */
import { isPlayed, Tournament } from '../model/tournament';

export type TableData = 'colours' | 'ratings';

/** What a system needs, in a director's words: "Most blacks needs …". */
export const DATA_NEEDED: Readonly<Record<TableData, string>> = {
  colours: 'the colour of every played game',
  ratings: "the players' ratings",
};

/** How to give it, for a refusal. */
export const HOW_TO_GIVE: Readonly<Record<TableData, string>> = {
  colours: 'Write the colours with the results (e.g. W12B or W:12:B).',
  ratings: 'Add a Rating column.',
};

/** A rating the systems count: rules.md §3 and C.07 10 leave out an unrated player (no rating, or 0). */
function rated(rating: number | null): boolean {
  return rating !== null && rating > 0;
}

/** Whether the table gives `data`: every played game's colour, or at least one player's rating. */
export function tableGives(t: Tournament, data: TableData): boolean {
  return data === 'colours' ? t.hasColours : t.players.some((p) => rated(p.rating));
}

/**
 * The first of `needs` the table does not give, or undefined. `unrated=N` (N above 0) gives every
 * unrated player a rating (C.07 10: the organiser announces it), so such a system needs none from the table.
 */
export function lackedData(
  t: Tournament,
  needs: readonly TableData[] | undefined,
  options: Readonly<Record<string, string>>,
): TableData | undefined {
  const ratingGiven = options.unrated !== undefined && Number(options.unrated) > 0;
  return needs?.find((data) => !(data === 'ratings' && ratingGiven) && !tableGives(t, data));
}

/** Why the table cannot give it: "this table has no colours". Read only when a tie reached such a system. */
export function whyLacking(t: Tournament, data: TableData): string {
  if (data === 'ratings') return 'this table has no ratings';
  const someColour = t.players.some((p) => p.entries.some((e) => isPlayed(e) && e.colour !== undefined));
  return someColour ? 'this table does not give the colour of every played game' : 'this table has no colours';
}

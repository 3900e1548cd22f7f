import { optionOf } from '../lookup';
import type { OptionSpec, PlayerTiebreak } from '../types';

/** C.07 10 leaves unrated players to the tournament's regulations, announced in advance. */
const unratedPlayerOption: OptionSpec = {
  name: 'unrated',
  values: 'integer',
  default: '0',
  help: 'Rating given to an unrated player; 0 gives no value, which ranks below every rating (C.07 10: announce the treatment of unrated players in advance).',
};

/**
 * The player's own rating, FIDE C.07 10.6 (2026), RTNG: the higher rating ranks first. Added in
 * 2026 beside the other rating-based systems (10.1-10.5), as a late tie-break before lots; the
 * 2023/2024 texts have no RTNG. The rating is the one in the crosstable's rating column.
 */
export const ownRating: PlayerTiebreak = {
  kind: 'player',
  code: 'RTNG',
  name: 'Rating',
  rule: 'FIDE C.07:2026 10.6',
  summary: "The player's own rating; the higher rating ranks first.",
  unit: 'rating',
  needs: ['ratings'],
  options: [unratedPlayerOption],
  compute: (ctx, player, options) => {
    const own = ctx.player(player).rating;
    const given = Number(optionOf(options, 'unrated'));
    if (own !== null && own > 0) return { value: own, explain: () => `rating ${own}; RTNG ${own}` };
    if (given > 0) return { value: given, explain: () => `unrated, given ${given} (unrated=${given}); RTNG ${given}` };
    return { value: null, explain: () => 'no value: unrated (give unrated players a rating with unrated=N)' };
  },
};

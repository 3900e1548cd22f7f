/**
 * Team standings (seeds 000 and 001): teams are ranked by match points (Tournament.scoring);
 * game points (GP) are the first tiebreak; then the chosen Swiss tiebreaks, computed on the match
 * results by the same registry as individual events (a match won counts 1, drawn ½, lost 0, so
 * Solkoff, Cumulative, SB… read as for players). rank() puts the order into its team form
 * (standings/teamOrder.ts) for any team table; rankTeams also refuses a table of individual players.
 * GP first is the MCA / Big Rapids rule, not the rulebook's: US Chess's own team tiebreaks
 * (rule 34G, e.g. 34G2 the US Amateur Team system) are not implemented.
 */
import { CrosstableError } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { rank, RankRequest, Standings } from '../standings/rank';

export function rankTeams(t: Tournament, request: RankRequest): Standings {
  if (t.boards === undefined) {
    throw new CrosstableError([
      {
        message:
          'Team standings need a team table (match results with game points); this is a table of individual players.',
      },
    ]);
  }
  return rank(t, request);
}

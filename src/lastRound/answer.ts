/**
 * What every front end asks before the last round, decided once: the event read from the table
 * (paired, or not yet paired), and each player's outlook, with tiebreaks once the pairings are
 * written and on score only before.
 */
import type { Quarters } from '../model/points';
import type { Tournament } from '../model/tournament';
import { LastRoundEvent } from './event';
import { lastRoundOutlook, Outlook, OutlookRequest } from './outlook';
import { lastRoundOf, unpairedOutlook } from './unpaired';

export interface LastRoundRequest extends OutlookRequest {
  /** What the pairing-allocated bye scores, in quarters (default a point), before the pairings. */
  pab?: Quarters;
}

/** The outlook of an event read by lastRoundOf. */
export function outlookOf(event: LastRoundEvent, request: OutlookRequest): Outlook {
  return event.unpaired ? unpairedOutlook(event, request.players) : lastRoundOutlook(event, request);
}

/** The table's last round and what each player (or the players asked) can still finish. */
export function lastRoundAnswer(t: Tournament, request: LastRoundRequest): Outlook {
  const { pab, ...rest } = request;
  return outlookOf(lastRoundOf(t, pab === undefined ? {} : { pab }), rest);
}

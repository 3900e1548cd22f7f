/** The convention a director names (--convention, convention=): one parser for every front end. */
import { ConventionId, isConventionId } from '../tiebreaks/conventions';
import { accepted, Parsed, refused } from './refusal';

/** fide, vega, swiss-manager or swisssys, in any case; "Swiss-Manager" and "SwissSys" as written. */
export function parseConvention(text: string): Parsed<ConventionId> {
  const id = text.trim().toLowerCase();
  return isConventionId(id) ? accepted(id) : refused('convention-unknown', text);
}

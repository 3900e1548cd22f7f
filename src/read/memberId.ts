/**
 * The columns a rating report needs beside the crosstable: each player's US Chess member ID and
 * state. The readers carry every headed column they have no other use for as a label
 * (Player.labels, header as written); these are found among them by header, matched as the
 * layout matches headers (case, spaces and punctuation aside).
 */
import type { Player } from '../model/tournament';

/** Headers of the US Chess ID column, normalised: "ID", "USCF ID", "US Chess ID", "Member ID"… */
export const MEMBER_ID_HEADERS: readonly string[] = [
  'id',
  'uscfid',
  'uschessid',
  'memberid',
  'uscf',
  'uscfno',
  'uscfnumber',
  'memid',
  'membernumber',
  'memberno',
  'uscfmemberid',
  'uschessmemberid',
];

/** Headers of the state column: "State", "St". */
export const STATE_HEADERS: readonly string[] = ['state', 'st'];

function normalise(header: string): string {
  return header.toLowerCase().replace(/[\s._:\-()#]/g, '');
}

/** The header, as written, among the player's labels that one of `headers` names, or undefined. */
function labelHeader(player: Player, headers: readonly string[]): string | undefined {
  if (!player.labels) return undefined;
  return Object.keys(player.labels).find((h) => headers.includes(normalise(h)));
}

/** A label's header (as written) and the player's text under it. */
export interface LabelCell {
  header: string;
  text: string;
}

function labelOf(player: Player, headers: readonly string[]): LabelCell | undefined {
  const header = labelHeader(player, headers);
  return header === undefined ? undefined : { header, text: player.labels?.[header] ?? '' };
}

/** The player's US Chess ID cell (header and text), or undefined when the table has no ID column. */
export function memberIdOf(player: Player): LabelCell | undefined {
  return labelOf(player, MEMBER_ID_HEADERS);
}

/** The player's state cell, or undefined when the table has no State column. */
export function stateOf(player: Player): LabelCell | undefined {
  return labelOf(player, STATE_HEADERS);
}

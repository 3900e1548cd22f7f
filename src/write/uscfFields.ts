/**
 * The three tables of US Chess's rating report, format "2C" (US Chess, "File format for
 * rating reports", TD/Affiliate area, draft 2C of 2006-08-03, corrected September 2025 to make
 * every field a left-justified, space-padded character field), field by field in file order.
 * docs/rating-reports.md gives the sources and where they disagree.
 *
 * Every field is type C. The four dates are C(8) "YYYYMMDD": the 2C text types them as date
 * fields, but SwissSys, whose reports US Chess has rated for years, writes them as C(8); the
 * bytes are the same eight digits either way, and C(8) is what US Chess is known to accept.
 */
import type { DbfField } from './dbf';

/** THEXPORT.DBF: one record, the event. */
export const EVENT_FIELDS: readonly DbfField[] = [
  { name: 'H_FORMAT', width: 5 }, // "2C"
  { name: 'H_PROGRAM', width: 10 }, // the program that wrote the report
  { name: 'H_EVENT_ID', width: 12 }, // blank: US Chess assigns the event's ID
  { name: 'H_NAME', width: 35 },
  { name: 'H_TOT_SECT', width: 2 }, // the number of sections
  { name: 'H_BEG_DATE', width: 8 }, // YYYYMMDD
  { name: 'H_END_DATE', width: 8 },
  { name: 'H_AFF_ID', width: 8 }, // the affiliate: A and seven digits
  { name: 'H_CITY', width: 21 },
  { name: 'H_STATE', width: 2 },
  { name: 'H_ZIPCODE', width: 10 },
  { name: 'H_COUNTRY', width: 21 },
  { name: 'H_SENDCROS', width: 1 }, // Y: send a crosstable back; N
  { name: 'H_CTD_ID', width: 8 }, // the chief TD's member ID
  { name: 'H_ATD_ID', width: 8 }, // the assistant chief TD's, or blank
  { name: 'H_OTHER_TD', width: 255 }, // other TDs' IDs; 255 as 2C says (one public writer has 254)
];

/** TSEXPORT.DBF: one record per section, in the report's order. */
export const SECTION_FIELDS: readonly DbfField[] = [
  { name: 'S_EVENT_ID', width: 12 }, // blank, as H_EVENT_ID
  { name: 'S_SEC_NUM', width: 2 }, // 1, 2, 3… in the report's order
  { name: 'S_SEC_NAME', width: 30 },
  { name: 'S_R_SYSTEM', width: 1 }, // R regular, Q quick, D dual, B blitz
  { name: 'S_TIMECTL', width: 40 }, // e.g. G/90;d5
  { name: 'S_CTD_ID', width: 8 },
  { name: 'S_ATD_ID', width: 8 },
  { name: 'S_TRN_TYPE', width: 1 }, // S Swiss, R round robin
  { name: 'S_TOT_RNDS', width: 2 }, // the section's own number of rounds
  { name: 'S_LST_PAIR', width: 4 }, // the highest pairing number
  { name: 'S_BEG_DATE', width: 8 },
  { name: 'S_END_DATE', width: 8 },
  { name: 'S_SCH_LVL', width: 1 }, // scholastic level: blank, as SwissSys sends it
  { name: 'S_GR_PRIX', width: 1 }, // Grand Prix: N
  { name: 'S_GP_PTS', width: 3 }, // Grand Prix points: blank
  { name: 'S_FIDE', width: 1 }, // FIDE rated: N
];

/** TDEXPORT.DBF's fields before the rounds: one record per player per section. */
export const PLAYER_FIELDS: readonly DbfField[] = [
  { name: 'D_EVENT_ID', width: 12 }, // blank, as H_EVENT_ID
  { name: 'D_SEC_NUM', width: 2 }, // the section's S_SEC_NUM
  { name: 'D_PAIR_NUM', width: 4 }, // the player's pairing number
  { name: 'D_MEM_ID', width: 8 }, // the US Chess member ID
  { name: 'D_NAME', width: 30 },
  { name: 'D_STATE', width: 2 },
  { name: 'D_RATING', width: 4 }, // the pre-event rating, blank for an unrated player
];

/** A round cell: result letter, the opponent's pairing number (0 for none), own colour. */
export const ROUND_WIDTH = 7;

/** D_RND01…D_RNDnn: one per round of the longest section (two digits: at most 99). */
export function roundFields(rounds: number): DbfField[] {
  return Array.from({ length: rounds }, (_, r) => ({
    name: `D_RND${String(r + 1).padStart(2, '0')}`,
    width: ROUND_WIDTH,
  }));
}

/** The most rounds the two-digit D_RNDnn names can hold. */
export const MAX_REPORT_ROUNDS = 99;

/** What H_PROGRAM says wrote the report. */
export const PROGRAM_NAME = 'TIEBREAKS';

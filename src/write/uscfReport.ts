/**
 * US Chess's rating report, format 2C: THEXPORT.DBF (the event), TSEXPORT.DBF (one record per
 * section) and TDEXPORT.DBF (one record per player per section, every round's code), as bytes.
 * Pure: the caller checks the report first (uscfChecks.ts: every problem named by its cell or
 * its event-file field) and writes the files; what reaches here fits the format.
 *
 * A round cell (D_RNDnn, 7 characters, left-justified as SwissSys writes them): W, D or L, the
 * opponent's pairing number and the player's own colour (W9B: won against 9 with Black); X0 a
 * forfeit win, F0 a forfeit loss, Z0 a forfeit draw, B0 a full-point bye, H0 a half-point bye,
 * U0 a round not played. The rounds after a shorter section's last are U0: the file has one
 * round field per round of the longest section, as SwissSys writes an event whose sections have
 * different lengths.
 */
import type { Entry, Tournament } from '../model/tournament';
import { DbfDate, encodeDbf } from './dbf';
import { EVENT_FIELDS, PLAYER_FIELDS, PROGRAM_NAME, roundFields, SECTION_FIELDS } from './uscfFields';

/** The event file's facts (docs/rating-reports.md), as the report writes them. */
export interface UscfEvent {
  name: string;
  /** YYYY-MM-DD. */
  beginDate: string;
  endDate: string;
  affiliateId: string;
  chiefTdId: string;
  assistantTdId: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** One section's record: its facts from the event file and its table. */
export interface UscfSection {
  /** S_SEC_NAME, already ASCII. */
  name: string;
  ratingSystem: string;
  timeControl: string;
  type: string;
  tournament: Tournament;
  /** Each player's report fields, in the tournament's order: ASCII, checked to fit. */
  players: readonly UscfPlayer[];
}

export interface UscfPlayer {
  memberId: string;
  name: string;
  state: string;
}

export interface UscfReport {
  event: UscfEvent;
  sections: readonly UscfSection[];
  /** The day the report is made: the tables' header date. */
  made: DbfDate;
}

export const REPORT_FILES = ['THEXPORT.DBF', 'TSEXPORT.DBF', 'TDEXPORT.DBF'] as const;
export type ReportFileName = (typeof REPORT_FILES)[number];

/** A round's code, or undefined for a game the format cannot say (no opponent, no colour). */
export function roundCode(t: Tournament, e: Entry): string | undefined {
  switch (e.kind) {
    case 'win':
    case 'draw':
    case 'loss': {
      if (e.opponent === undefined || e.colour === undefined) return undefined;
      const opponent = t.players[e.opponent];
      if (!opponent) return undefined;
      const letter = e.kind === 'win' ? 'W' : e.kind === 'draw' ? 'D' : 'L';
      return `${letter}${opponent.number}${e.colour}`;
    }
    case 'forfeitWin':
      return 'X0';
    case 'forfeitLoss':
      return 'F0';
    case 'forfeitDraw':
      return 'Z0';
    case 'fullBye':
      return 'B0';
    case 'halfBye':
      return 'H0';
    case 'zeroBye':
      return 'U0';
  }
}

/**
 * The section's rounds as reported: up to the last round in which any player has a result. A
 * table whose later round columns are empty for every player (a section that played fewer rounds
 * than the table's columns) reads those rounds as unplayed; they are not rounds of the section.
 */
export function reportedRounds(t: Tournament): number {
  for (let r = t.rounds; r > 0; r--) {
    if (t.players.some((p) => p.entries[r - 1]?.kind !== 'zeroBye')) return r;
  }
  return 0;
}

/** YYYYMMDD from YYYY-MM-DD. */
function compactDate(iso: string): string {
  return iso.replace(/-/g, '');
}

function eventRecord(r: UscfReport): Record<string, string> {
  const e = r.event;
  return {
    H_FORMAT: '2C',
    H_PROGRAM: PROGRAM_NAME,
    H_EVENT_ID: '',
    H_NAME: e.name,
    H_TOT_SECT: String(r.sections.length),
    H_BEG_DATE: compactDate(e.beginDate),
    H_END_DATE: compactDate(e.endDate),
    H_AFF_ID: e.affiliateId,
    H_CITY: e.city,
    H_STATE: e.state,
    H_ZIPCODE: e.zip,
    H_COUNTRY: e.country,
    H_SENDCROS: 'N',
    H_CTD_ID: e.chiefTdId,
    H_ATD_ID: e.assistantTdId ?? '',
    H_OTHER_TD: '',
  };
}

function sectionRecord(r: UscfReport, s: UscfSection, index: number): Record<string, string> {
  return {
    S_EVENT_ID: '',
    S_SEC_NUM: String(index + 1),
    S_SEC_NAME: s.name,
    S_R_SYSTEM: s.ratingSystem,
    S_TIMECTL: s.timeControl,
    S_CTD_ID: r.event.chiefTdId,
    S_ATD_ID: r.event.assistantTdId ?? '',
    S_TRN_TYPE: s.type,
    S_TOT_RNDS: String(reportedRounds(s.tournament)),
    S_LST_PAIR: String(Math.max(0, ...s.tournament.players.map((p) => p.number))),
    S_BEG_DATE: compactDate(r.event.beginDate),
    S_END_DATE: compactDate(r.event.endDate),
    S_SCH_LVL: '',
    S_GR_PRIX: 'N',
    S_GP_PTS: '',
    S_FIDE: 'N',
  };
}

function playerRecords(s: UscfSection, index: number, rounds: number): Record<string, string>[] {
  const t = s.tournament;
  const reported = reportedRounds(t);
  return t.players.map((p, i) => {
    const fields = s.players[i];
    if (!fields) throw new Error(`uscfReport: section ${s.name} has no report fields for player ${p.number}`);
    const record: Record<string, string> = {
      D_EVENT_ID: '',
      D_SEC_NUM: String(index + 1),
      D_PAIR_NUM: String(p.number),
      D_MEM_ID: fields.memberId,
      D_NAME: fields.name,
      D_STATE: fields.state,
      D_RATING: p.rating === null ? '' : String(p.rating),
    };
    for (let r = 0; r < rounds; r++) {
      const e = r < reported ? p.entries[r] : undefined;
      const code = e === undefined ? 'U0' : roundCode(t, e);
      if (code === undefined) throw new Error(`uscfReport: player ${p.number}, round ${r + 1} was not checked`);
      record[`D_RND${String(r + 1).padStart(2, '0')}`] = code;
    }
    return record;
  });
}

/** The three files' bytes, by file name. */
export function uscfReportFiles(r: UscfReport): Record<ReportFileName, Uint8Array> {
  const rounds = Math.max(1, ...r.sections.map((s) => reportedRounds(s.tournament)));
  return {
    'THEXPORT.DBF': encodeDbf(EVENT_FIELDS, [eventRecord(r)], r.made),
    'TSEXPORT.DBF': encodeDbf(
      SECTION_FIELDS,
      r.sections.map((s, i) => sectionRecord(r, s, i)),
      r.made,
    ),
    'TDEXPORT.DBF': encodeDbf(
      [...PLAYER_FIELDS, ...roundFields(rounds)],
      r.sections.flatMap((s, i) => playerRecords(s, i, rounds)),
      r.made,
    ),
  };
}

/**
 * The request layer: what the director asks for, checked and worked out once for every front end.
 * It sits above read, teams, standings and prizes and below cli and sheets, and uses no Apps Script
 * global, so it runs in Node too. Each front end words a refusal's code its own way.
 */
export { inputKind, readInput, readTable } from './input';
export type { Input, InputKind, InputRequest, InputResult } from './input';
export { parseConvention } from './convention';
export { MAX_TIEBREAKS, missingDataDefault, orderAsked, resolveOrder } from './order';
export type { OrderRequest } from './order';
export { afterRoundOfTable, rankRequest, roundInProgressNotice } from './rankRequest';
export type { RankAsked } from './rankRequest';
export { accepted, refused } from './refusal';
export {
  isSectionHeader,
  MAX_SECTIONS,
  oneSection,
  pickSection,
  SECTION_HEADER,
  sectionNames,
  sectionsToRank,
  splitSections,
  tableSections,
} from './sections';
export type { SectionSource } from './sections';
export type { Parsed, Refusal, RefusalCode } from './refusal';
export {
  ALL_NOTATION_IDS,
  isTeamNotation,
  parseFideVersion,
  parseMatchPointsSetting,
  parseMissingData,
  parseNotation,
  parsePabPoints,
  parseSchoolTiebreak,
  parseSchoolTop,
  parseWholeNumber,
  parseWholeNumberValue,
} from './settings';
export { EVENT_FIELDS, parseUscfEvent } from './uscfEvent';
export type { EventProblem, UscfEventFile, UscfEventSection } from './uscfEvent';
export { checkedUscfReport, labelCells, prepareUscfReport, unnamedSections } from './uscfReport';
export type { PreparedReport, ReportProblem, TableSection } from './uscfReport';
export { trfOrder } from './trfOrder';

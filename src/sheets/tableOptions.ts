/**
 * What the CLI says with --notation, --pab-points, --fide-rules and --match-points, a custom
 * function says in its options argument, in the same "name=value; name=value" text as a system's
 * own options: "notation=us; pab=0.5", "fide=2024", "mp=3,1,0". Those four names are the table's;
 * any other name is left for the system (minus=, scores=, unplayed=…). The table is then read as
 * the CLI reads it: a team crosstable as team standings, anything else by readAny.
 */
import type { Tournament } from '../model/tournament';
import { cellText } from '../read/cells';
import type { Grid } from '../read/crosstable';
import { NOTATION_IDS } from '../read';
import {
  parseConvention,
  parseFideVersion,
  parseMatchPointsSetting,
  parseMissingData,
  parseNotation,
  parsePabPoints,
  Parsed,
  readInput,
  Refusal,
} from '../request';
import type { MissingDataRule } from '../standings/missingData';
import { MatchPoints, TEAM_NOTATION_IDS } from '../teams/model';
import { CONVENTION_IDS } from '../tiebreaks/conventions';
import { FIDE_VERSIONS } from '../tiebreaks/fide/options';

export interface TableOptions {
  /** A notation id, individual (us, chess-results…) or team (us-team, chess-results-team). */
  notation?: string;
  /** What a pairing-allocated bye is worth: 1, 0.5 or 0. */
  pabPoints?: number;
  /** The FIDE rules version: BH, SB and ARO read as the FIDE systems. */
  fideRules?: string;
  /** A convention (vega…): the FIDE systems computed as that program reads C.07, as --convention does. */
  convention?: string;
  /** Match points won, drawn, lost (team tables). */
  matchPoints?: MatchPoints;
  /** One section of a table with a Section column (src/request/sections.ts), as its cells spell it. */
  section?: string;
  /** A tie reaching a tiebreak the table has no data for: passed over or a stop (STANDINGS, TBEXPLAIN). */
  missingData?: MissingDataRule;
}

const NOTATIONS: readonly string[] = [...NOTATION_IDS, ...TEAM_NOTATION_IDS.filter((id) => id !== 'board-sheet')];

/**
 * How a custom function (and the sidebar's settings, which check the same values) words a
 * refusal of the request layer: by the option's name in the options text.
 */
export function optionRefusalMessage(r: Refusal): string {
  switch (r.code) {
    case 'after-round-past-results':
      return `after_round ${r.given}: ${r.detail}.`;
    case 'notation-board-sheet':
    case 'board-sheet-not-accepted':
      return BOARD_SHEET_REFUSAL;
    case 'notation-unknown':
      return `notation="${r.given}" is not a notation; expected one of ${NOTATIONS.join(', ')}.`;
    case 'pab-not-a-bye-value':
      return `pab="${r.given}": a pairing-allocated bye is worth 1, 0.5 or 0 points.`;
    case 'fide-version-unknown':
      return `fide="${r.given}" is not a version of the FIDE rules; expected ${FIDE_VERSIONS.join(', ')}.`;
    case 'convention-unknown':
      return `convention="${r.given}" is not a convention; expected one of ${CONVENTION_IDS.join(', ')}.`;
    case 'match-points-not-three':
      return `mp=${r.given}: ${r.detail}`;
    case 'match-points-on-individual-table':
      return 'mp= applies to team tables (one row per team); this is a crosstable of individual players.';
    case 'section-unknown':
      return `section=${r.given}: the table's sections are ${r.detail}.`;
    case 'section-without-sections':
      return `section=${r.given}: the table has no Section column naming two sections or more; leave section= out.`;
    case 'section-not-named':
      return sectionNotNamed(r.detail ?? '');
    case 'missing-data-unknown':
      return `missing="${r.given}": expected pass (a tie goes past a tiebreak the table has no data for, such as Most blacks without colours) or stop.`;
    case 'pab-on-team-table':
      return 'pab= applies to crosstables of individual players; a team bye counts as a match won, with the game points the table gives it.';
    default:
      return r.detail ?? `Internal error: no message for ${r.code}.`;
  }
}

/** "This table has 3 sections: K-3, K-5, Open; name one with section=K-3 in the options." */
function sectionNotNamed(names: string): string {
  const list = names.split(', ');
  return `This table has ${list.length} sections: ${names}; each is ranked alone: name one with section=${list[0] ?? ''} in the options.`;
}

/** A parsed value, or the refusal thrown as the Error the #ERROR! tooltip shows. */
function valueOf<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new Error(optionRefusalMessage(parsed.refusal));
  return parsed.value;
}

/** The table options, each with how it reads its value; the message says what was expected. */
type TableOptionName = 'notation' | 'pab' | 'fide' | 'mp' | 'section' | 'convention';

const TABLE_OPTIONS: Record<TableOptionName, { shape: string; read(value: string, into: TableOptions): void }> = {
  notation: {
    shape: `notation=${NOTATIONS.join('|')}`,
    read: (value, into) => void (into.notation = valueOf(parseNotation(value, NOTATIONS))),
  },
  pab: {
    shape: 'pab=1|0.5|0',
    read: (value, into) => void (into.pabPoints = valueOf(parsePabPoints(value))),
  },
  fide: {
    shape: `fide=${FIDE_VERSIONS.join('|')}`,
    read: (value, into) => void (into.fideRules = valueOf(parseFideVersion(value))),
  },
  mp: {
    shape: 'mp=W,D,L',
    read: (value, into) => void (into.matchPoints = valueOf(parseMatchPointsSetting(value))),
  },
  section: {
    shape: 'section=NAME',
    read: (value, into) => {
      if (value === '')
        throw new Error(
          'section= is empty; expected the name of a section as its cells spell it, such as section=K-5.',
        );
      into.section = value;
    },
  },
  convention: {
    shape: `convention=${CONVENTION_IDS.join('|')}`,
    read: (value, into) => void (into.convention = valueOf(parseConvention(value))),
  },
};

/**
 * How a ranking treats a tie that reaches a tiebreak the table has no data for: STANDINGS and
 * TBEXPLAIN rank, so they take it; a single system's column has nothing to pass over, and its
 * function refuses missing= as an option it does not have.
 */
const MISSING_SHAPE = 'missing=pass|stop';

/** The notations a director can name for a table: individual and team (not board-sheet, whose header names it). */
export const TABLE_NOTATIONS: readonly string[] = NOTATIONS;

/**
 * One table option's value checked as an options text checks it: the sidebar's settings use it,
 * so "notation", "pab" and "fide" accept and refuse the same values there as in a formula.
 */
export function readTableOption(name: TableOptionName, value: string): TableOptions {
  const into: TableOptions = {};
  TABLE_OPTIONS[name].read(value.trim(), into);
  return into;
}

/** "notation=ID, pab=1|0.5|0, fide=2009|2024|2026, mp=W,D,L": for messages. */
export const TABLE_OPTION_SHAPES = Object.values(TABLE_OPTIONS)
  .map((o) => o.shape)
  .join(', ');

export const BOARD_SHEET_REFUSAL =
  'This is a board-by-board sheet (one row per game, not one per team), so its results cannot be lined up with its rows. ' +
  'Select it and use Extensions → Tiebreaks → Rank standings, which writes the team standings and the board prizes.';

/**
 * An options text in parts: split at ";" and at a "," that starts another name=value, so
 * "mp=3,1,0, notation=us-team" keeps the match points whole.
 */
export function optionParts(value: unknown): string[] {
  return cellText(value)
    .split(/;|,(?=\s*[a-z][a-z0-9-]*\s*=)/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Own keys only: "constructor=1" is an option of no table, left for the system to refuse by name. */
function isTableOption(name: string): name is TableOptionName {
  return Object.prototype.hasOwnProperty.call(TABLE_OPTIONS, name);
}

/** The table's options out of an options text, and the parts left for the system. */
export function splitTableOptions(value: unknown): { table: TableOptions; rest: string[] } {
  const table: TableOptions = {};
  const rest: string[] = [];
  const seen = new Map<string, string>();
  for (const part of optionParts(value)) {
    const [, given, value] = /^([a-z][a-z0-9-]*)\s*=(.*)$/i.exec(part) ?? [];
    const name = given?.toLowerCase();
    if (name === undefined || value === undefined || !isTableOption(name)) {
      rest.push(part);
      continue;
    }
    const first = seen.get(name);
    if (first !== undefined)
      throw new Error(`${name}= is given twice in the options ("${first}" and "${part}"); expected it once.`);
    seen.set(name, part);
    TABLE_OPTIONS[name].read(value.trim(), table);
  }
  return { table, rest };
}

/** An options argument that may hold only table options and missing= (STANDINGS, TBEXPLAIN). */
export function tableOptionsArg(value: unknown): TableOptions {
  const { table, rest } = splitTableOptions(value);
  const unknown: string[] = [];
  for (const part of rest) {
    const [, given] = /^missing\s*=(.*)$/i.exec(part) ?? [];
    if (given === undefined) unknown.push(part);
    else if (table.missingData !== undefined)
      throw new Error('missing= is given twice in the options; expected it once.');
    else table.missingData = valueOf(parseMissingData(given.trim()));
  }
  if (unknown.length)
    throw new Error(
      `Unknown option "${unknown[0]}"; expected ${TABLE_OPTION_SHAPES}, ${MISSING_SHAPE}, separated by ";".`,
    );
  return table;
}

/**
 * The range read as the CLI reads a file: a team crosstable (one row per team) as a team event,
 * anything else by readAny; a notation named in the options is taken as the director's word.
 * A board-by-board sheet is refused: its rows are games, and no column beside it can line up.
 */
export function readRange(grid: Grid, options: TableOptions): Tournament {
  const { section: _section, ...reading } = options;
  const read = readInput(grid, { ...reading, matchPointsAsked: true, acceptBoardSheet: false });
  if (read.kind === 'refused') throw new Error(optionRefusalMessage(read.refusal));
  return read.tournament;
}

/**
 * The rule sets of shared/seeds as ordered tiebreak lists (rules.md §4). Drawing of lots ends
 * several of them, but only when the director asks for it (an indivisible prize); otherwise a
 * tie the other systems leave is a shared rank.
 */
import { didYouMean } from '../model/nearest';
import { parseTiebreakSpec, TiebreakSpec } from '../tiebreaks/registry';
import { DEFAULT_MISSING_DATA, MissingDataDefault } from './missingData';

export interface Preset {
  id: string;
  name: string;
  /** The rulebook or club document it follows, in a director's words (shown in the sidebar and on the sheet). */
  source: string;
  order: readonly TiebreakSpec[];
  /** The rule set ends with drawing of lots (applied only on request). */
  lotsOnRequest: boolean;
  note?: string;
  /**
   * A tie that reaches a tiebreak whose data the table lacks (Most blacks on a table without
   * colours): passed over or a stop, as the rule set's own text reads (src/standings/missingData.ts).
   */
  missingData: MissingDataDefault;
}

/** The seeds' words that decide what their rule sets do with a tiebreak the table cannot give. */
const NEXT_ON_THE_LIST = {
  us: {
    rule: 'pass',
    source:
      'US Chess 34E: the systems are applied in order to the players still tied; the rulebook text found says nothing of a table without colours (34E6 Most blacks)',
  },
  michigan: {
    rule: 'pass',
    source:
      'MCA Tie Break Rules (2001): "this ordered list of tiebreak systems"; Most blacks is won by "the player who plays as Black the most times", which a table without colours cannot name, so the next system on the list applies',
  },
  bigRapids: {
    rule: 'pass',
    source:
      'Big Rapids Chess Tie Breaks (2019): a method that "does NOT break the tie" sends it to the next method on the list',
  },
  lothian: {
    rule: 'pass',
    source:
      'Lothian Junior Chess rules 8-9: fewest whites, then "if all else fails, then the players will remain tied"',
  },
  fide: {
    rule: 'pass',
    source: 'FIDE C.07 4.2: the next tie-break applies whenever a tie persists',
  },
} satisfies Record<string, MissingDataDefault>;

function preset(
  id: string,
  name: string,
  source: string,
  codes: string,
  lotsOnRequest: boolean,
  missingData: MissingDataDefault,
  note?: string,
): Preset {
  let order: readonly TiebreakSpec[] | undefined;
  return {
    id,
    name,
    source,
    // Parsed on first use: a run reads one preset, and parsing all of them was most of what
    // loading the script did before a first run or a custom function's call (issue 18).
    get order() {
      return (order ??= codes.split(' ').map(parseTiebreakSpec));
    },
    lotsOnRequest,
    note,
    missingData,
  };
}

export const PRESETS: readonly Preset[] = [
  preset(
    'uscf',
    'US Chess 7th edition',
    'US Chess Official Rules of Chess, 7th edition, rule 34E',
    'MM SOLK CUM OPPCUM',
    false,
    NEXT_ON_THE_LIST.us,
  ),
  preset(
    'mca',
    'Michigan Chess Association',
    'Michigan Chess Association Tie Break Rules (amended 2001)',
    'PLAY MM SOLK CUM H2H BLACKS SB:scores=adjusted KASH:unplayed=2',
    true,
    NEXT_ON_THE_LIST.michigan,
    'Modified Median drops the highest for a minus score, as US Chess does; the literal MCA text drops the lowest, which a custom order can choose.',
  ),
  preset(
    'big-rapids-swiss',
    'Big Rapids Chess, Swiss',
    'Big Rapids Chess Tie Breaks (2019), Swiss events',
    'PLAY MM SOLK CUM H2H BLACKS',
    true,
    NEXT_ON_THE_LIST.bigRapids,
  ),
  preset(
    'big-rapids-rr',
    'Big Rapids Chess, round robin',
    'Big Rapids Chess Tie Breaks (2019), round robins',
    'SB H2H',
    true,
    NEXT_ON_THE_LIST.bigRapids,
  ),
  preset(
    'madison-swiss',
    'Madison City Chess League, Swiss',
    'Madison City Chess League tiebreak rules, Swiss tournaments',
    'MM CUM SOLK OPPCUM',
    false,
    DEFAULT_MISSING_DATA,
    'Cumulative comes before Solkoff.',
  ),
  preset(
    'madison-rr',
    'Madison City Chess League, round robin',
    'Madison City Chess League tiebreak rules, round robins',
    'SB H2H',
    false,
    DEFAULT_MISSING_DATA,
  ),
  preset(
    'ljc',
    'Lothian Junior Chess',
    'Lothian Junior Chess: Draw, Scoring, and Tiebreak Rules, individual events',
    'PROG BH H2H WHITES',
    true,
    NEXT_ON_THE_LIST.lothian,
  ),
  preset(
    'fide',
    'FIDE, individual Swiss',
    'FIDE Handbook C.02 13.16.4 (2017), the last order FIDE recommended; tiebreaks and unplayed rounds as in FIDE Tie-Break Regulations C.07 (2026)',
    'BH/C1 FIDE-BH FIDE-SB PS DE WIN BWG',
    true,
    NEXT_ON_THE_LIST.fide,
    'C.07 itself leaves the order to the organiser. The FIDE rules version setting can choose the 2009 or 2024 rules for unplayed rounds instead.',
  ),
  preset(
    'fide-rr',
    'FIDE, individual round robin',
    'FIDE Handbook C.02 13.16.2 (2017), the last order FIDE recommended; tiebreaks as in FIDE Tie-Break Regulations C.07 (2026)',
    'DE WIN FIDE-SB KS',
    true,
    NEXT_ON_THE_LIST.fide,
    'Forfeits count as games in a round robin (C.07 15.2).',
  ),
];

export function findPreset(id: string): Preset {
  const found = PRESETS.find((p) => p.id === id.trim().toLowerCase());
  if (!found) {
    const ids = PRESETS.map((p) => p.id);
    throw new Error(`Unknown preset "${id}".${didYouMean(id.trim(), ids)} Expected one of ${ids.join(', ')}.`);
  }
  return found;
}

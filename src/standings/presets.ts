/**
 * The rule sets of shared/seeds as ordered tiebreak lists (rules.md §4). Drawing of lots ends
 * several of them, but only when the director asks for it (an indivisible prize); otherwise a
 * tie the other systems leave is a shared rank.
 */
import { parseTiebreakSpec, TiebreakSpec } from '../tiebreaks/registry';

export interface Preset {
  id: string;
  name: string;
  /** The rulebook or club document it follows, in a director's words (shown in the sidebar and on the sheet). */
  source: string;
  order: readonly TiebreakSpec[];
  /** The rule set ends with drawing of lots (applied only on request). */
  lotsOnRequest: boolean;
  note?: string;
}

function preset(
  id: string,
  name: string,
  source: string,
  codes: string,
  lotsOnRequest: boolean,
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
  };
}

export const PRESETS: readonly Preset[] = [
  preset(
    'uscf',
    'US Chess 7th edition',
    'US Chess Official Rules of Chess, 7th edition, rule 34E',
    'MM SOLK CUM OPPCUM',
    false,
  ),
  preset(
    'mca',
    'Michigan Chess Association',
    'Michigan Chess Association Tie Break Rules (amended 2001)',
    'PLAY MM SOLK CUM H2H BLACKS SB:scores=adjusted KASH:unplayed=2',
    true,
    'Modified Median drops the highest for a minus score, as US Chess does; the literal MCA text drops the lowest, which a custom order can choose.',
  ),
  preset(
    'big-rapids-swiss',
    'Big Rapids Chess, Swiss',
    'Big Rapids Chess Tie Breaks (2019), Swiss events',
    'PLAY MM SOLK CUM H2H BLACKS',
    true,
  ),
  preset(
    'big-rapids-rr',
    'Big Rapids Chess, round robin',
    'Big Rapids Chess Tie Breaks (2019), round robins',
    'SB H2H',
    true,
  ),
  preset(
    'madison-swiss',
    'Madison City Chess League, Swiss',
    'Madison City Chess League tiebreak rules, Swiss tournaments',
    'MM CUM SOLK OPPCUM',
    false,
    'Cumulative comes before Solkoff.',
  ),
  preset(
    'madison-rr',
    'Madison City Chess League, round robin',
    'Madison City Chess League tiebreak rules, round robins',
    'SB H2H',
    false,
  ),
  preset(
    'ljc',
    'Lothian Junior Chess',
    'Lothian Junior Chess: Draw, Scoring, and Tiebreak Rules, individual events',
    'PROG BH H2H WHITES',
    true,
  ),
  preset(
    'fide',
    'FIDE, individual Swiss',
    'FIDE Handbook C.02 13.16.4 (2017), the last order FIDE recommended; tiebreaks and unplayed rounds as in FIDE Tie-Break Regulations C.07 (2026)',
    'BH/C1 FIDE-BH FIDE-SB PS DE WIN BWG',
    true,
    'C.07 itself leaves the order to the organiser. The FIDE rules version setting can choose the 2009 or 2024 rules for unplayed rounds instead.',
  ),
  preset(
    'fide-rr',
    'FIDE, individual round robin',
    'FIDE Handbook C.02 13.16.2 (2017), the last order FIDE recommended; tiebreaks as in FIDE Tie-Break Regulations C.07 (2026)',
    'DE WIN FIDE-SB KS',
    true,
    'Forfeits count as games in a round robin (C.07 15.2).',
  ),
];

export function findPreset(id: string): Preset {
  const found = PRESETS.find((p) => p.id === id.trim().toLowerCase());
  if (!found) throw new Error(`Unknown preset "${id}". Expected one of ${PRESETS.map((p) => p.id).join(', ')}.`);
  return found;
}

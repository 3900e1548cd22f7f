/**
 * The crosstable as "Rank standings", "Make prize list" and the sidebar's Crosstable line read it:
 * with the saved reading settings (notation, pairing-allocated bye, match points), exactly as the
 * CLI reads a file given --notation, --pab-points and --match-points. And the refusal of an
 * ambiguous table, with advice a sheet user can follow (the sidebar's Notation, not --notation).
 */
import { CrosstableError, Problem } from '../model/problems';
import type { Grid, Origin } from '../read/crosstable';
import { AmbiguousNotationError } from '../read/detect';
import { NOTATION_NAMES } from '../read/notation';
import { Input, inputKind, readInput } from '../request';
import { TEAM_CELL_NOTATIONS } from '../teams/crosstable';
import { RankSettings, settingsTableOptions } from './settings';
import { optionRefusalMessage, TABLE_NOTATIONS } from './tableOptions';

export type TableReading = Input;

/** Every notation the sidebar's Notation setting offers: individual by NOTATION_NAMES, team by the team readers' names. */
export function notationChoices(): { id: string; name: string }[] {
  const names: Record<string, string> = { ...NOTATION_NAMES };
  for (const n of TEAM_CELL_NOTATIONS) names[n.id] = n.name;
  return TABLE_NOTATIONS.map((id) => ({ id, name: names[id] ?? id }));
}

/** Whether the settings read the table as a team event: a team notation chosen, or detected when none is. */
export function readsAsTeams(values: Grid, s: RankSettings): boolean {
  return inputKind(values, { notation: s.notation }) !== 'individual';
}

/**
 * The table read with the settings: a team table as team standings (match points), any other by
 * readAny with the chosen notation and bye value. Throws CrosstableError naming what to change.
 */
export function readWithSettings(values: Grid, origin: Origin, s: RankSettings): TableReading {
  const { notation, pabPoints, matchPoints } = settingsTableOptions(s);
  // The saved match points apply when the table is a team's; an individual table does not refuse them.
  const read = readInput(values, { origin, notation, pabPoints, matchPoints });
  if (read.kind !== 'refused') return read;
  const r = read.refusal;
  if (r.code !== 'pab-on-team-table') throw new CrosstableError([{ message: optionRefusalMessage(r) }]);
  // As the CLI refuses --pab-points for a team table: the value would silently mean nothing.
  throw new CrosstableError([
    {
      message:
        'This is a team table: "Pairing-allocated bye" applies to crosstables of individual players (a team bye counts as a match won, ' +
        'with the game points the table gives it). Set it to "As the table says" in the sidebar.',
    },
  ]);
}

/** Where a problem is read: the sidebar names its own setting; the menu's alert says how to open the sidebar. */
export type ShownIn = 'sidebar' | 'menu';

/**
 * A reading failure's problems for the sidebar and the menu's alert: an ambiguous table says which
 * Notation to choose in the sidebar instead of the CLI's --notation; its cells stay listed.
 */
export function sheetProblems(e: CrosstableError, shownIn: ShownIn = 'menu'): Problem[] {
  if (!(e instanceof AmbiguousNotationError) || e.notations.length < 2) return [...e.problems];
  // Named as the Notation select names them (the reader's own names may differ: "FIDE TRF codes").
  const choices = notationChoices();
  const [a, b] = e.notations.map((n) => ({ name: choices.find((c) => c.id === n.id)?.name ?? n.name }));
  if (!a || !b) return [...e.problems];
  const advice =
    `The letters in this table mean different things in ${a.name} and ${b.name}, and nothing in the table decides which ` +
    `(no score column that fits only one reading, no cell only one of them uses). Choose Notation: ${a.name} or ${b.name} ` +
    (shownIn === 'sidebar'
      ? 'under "How the table is read" below, or add the score column.'
      : 'in the sidebar (Extensions → Tiebreaks → Open sidebar, "How the table is read"), or add the score column.');
  return [{ message: advice }, ...e.problems.slice(1)];
}

/**
 * What the ranking does when a tie reaches a tiebreak whose data the table lacks (colours for Most
 * blacks, ratings for ARO): pass it over to the next tiebreak of the order, saying so, or stop and
 * ask for the data. Nothing happens when no tie reaches it. The director chooses in advance; each
 * rule set has a default with its source (src/standings/presets.ts).
 */

export type MissingDataRule = 'pass' | 'stop';

export const MISSING_DATA_RULES: readonly MissingDataRule[] = ['pass', 'stop'];

/** A rule with the text it follows. */
export interface MissingDataDefault {
  rule: MissingDataRule;
  /** Where the reading comes from, in a director's words (docs/tiebreaks.md, "Missing data"). */
  source: string;
}

/**
 * An order typed as codes, and any rule set whose own text says nothing of missing data: each
 * tiebreak applies only to the ties the ones before it leave, and one that cannot separate them
 * leaves them for the next (rules.md §5; C.07 4.2 says the same of a tie that persists).
 */
export const DEFAULT_MISSING_DATA: MissingDataDefault = {
  rule: 'pass',
  source:
    'the order is applied tiebreak by tiebreak to the players still tied, and a tie one leaves goes to the next (rules.md §5; FIDE C.07 4.2)',
};

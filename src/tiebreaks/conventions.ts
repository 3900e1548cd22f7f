/**
 * Conventions: how another program reads the FIDE tie-break rules, as data. A convention is a
 * named set of system options (each a `convention` option of the FIDE systems,
 * src/tiebreaks/fide/conventionOptions.ts) with the evidence for each; applying one sets those
 * options on every system of an order that takes them (src/standings/conventions.ts). The
 * default, fide, is C.07 as FIDE's own tie-break calculator (TieBreakServer) computes it.
 */

/** One point where a program departs from the default. */
export interface Departure {
  /** The option set, and its value: `vur=byes`. */
  option: string;
  value: string;
  /** What the program does, in a director's words. */
  what: string;
  /** Why we believe it: the program's own documentation, or its printouts measured. */
  evidence: string;
}

export interface Convention {
  id: ConventionId;
  name: string;
  /** The choice in a director's words, as the sidebar offers it ("As Vega prints it"). */
  choice: string;
  summary: string;
  departures: readonly Departure[];
}

export const CONVENTION_IDS = ['fide', 'vega', 'swiss-manager', 'swisssys'] as const;
export type ConventionId = (typeof CONVENTION_IDS)[number];

export const DEFAULT_CONVENTION: ConventionId = 'fide';

export const CONVENTIONS: Readonly<Record<ConventionId, Convention>> = {
  fide: {
    id: 'fide',
    name: 'FIDE',
    choice: "As FIDE's calculator computes it (default)",
    summary:
      "C.07 as FIDE's own tie-break calculator (TieBreakServer) computes it. Under the 2024/2026 rules a forfeit loss is a voluntarily unplayed round (16.1.2); under the 2009 rules an own unplayed round adds ½ × the virtual opponent to Sonneborn-Berger.",
    departures: [],
  },
  vega: {
    id: 'vega',
    name: 'Vega',
    choice: 'As Vega prints it',
    summary: 'Vega (Luigi Forlano), as its printed tie-breaks and its manual show.',
    departures: [
      {
        option: 'vur',
        value: 'byes',
        what: "C.07 2024/2026, 16.2.5: a forfeit loss is not a voluntarily unplayed round when deciding whether an opponent's requested bye, followed only by such rounds, counts as a draw; a bye followed by a forfeit loss then counts as awarded.",
        evidence:
          "Vega's printed Buchholz and Sonneborn-Berger on 72 events; FIDE's TieBreakServer read 16.1.2 the same way until February 2024, then counted forfeit losses as the text says.",
      },
      {
        option: 'virtual',
        value: 'scored',
        what: "FIDE 2009 rules, Sonneborn-Berger: an own unplayed round adds the virtual opponent's score times the points scored in that round (a forfeit loss adds 0, a forfeit win the whole score).",
        evidence:
          'Vega User\'s Manual, Appendix I ("Buchholz and Sonneborn-Berger Tie-breaks for Unplayed Games"): "In case of Sonneborn-Berger the player that lost to forfeit get no tie-break points".',
      },
    ],
  },
  'swiss-manager': {
    id: 'swiss-manager',
    name: 'Swiss-Manager',
    choice: 'As Swiss-Manager prints it (no known difference)',
    summary:
      'Swiss-Manager (Heinz Herzog): no known departure from the default. Its 2009 Sonneborn-Berger "with modified points, analogous to Buchholz" adds ½ × the virtual opponent, as the default does (220 of 220 printed values of a chess-results event fit it).',
    departures: [],
  },
  swisssys: {
    id: 'swisssys',
    name: 'SwissSys',
    choice: 'As SwissSys prints it (no known difference)',
    summary:
      "SwissSys (Thad Suits): no known departure from the default. Its usual columns (Solkoff, Modified Median, Cumulative, Opposition's Cumulative) are the US Chess systems, which have no conventions.",
    departures: [],
  },
};

export function isConventionId(text: string): text is ConventionId {
  return (CONVENTION_IDS as readonly string[]).includes(text);
}

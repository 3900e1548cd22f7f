/**
 * Test-side writers: one generated tournament (test/support/generate.ts) written in every
 * notation the reader knows, from a neutral record of the event, so a property can read it back
 * and compare with what the generator decided. Row order and numbering are part of the record,
 * so shuffling and renumbering happen before writing, in every notation alike.
 *
 * The writers follow README "Reading a crosstable" and the spellings in test/read/smallEvent.ts;
 * they never call the reader or the engine (TRF lines use the same fixed-column helper as
 * smallEvent, not src/write/trf.ts).
 */
import type { EntryKind } from '../../src/model/tournament';
import { generateSwiss } from '../support/generate';
import type { GeneratedSwiss, GenKind, GenResult, SwissRates } from '../support/generate';
import { trfLine } from '../read/smallEvent';

export interface EventPlayer {
  number: number;
  name: string;
  rating: number | null;
  /** One per round; `opponent` is an index into Event.players. */
  results: GenResult[];
}

export interface Event {
  rounds: number;
  players: EventPlayer[];
  /** Index into `players` of each data row, top to bottom. */
  rows: number[];
}

/** The generator's letters as entry kinds. Kept apart from src/read/usNotation.ts's table on purpose: the oracle must not share the reader it checks. */
export const KIND: Record<GenKind, EntryKind> = {
  W: 'win',
  L: 'loss',
  D: 'draw',
  X: 'forfeitWin',
  F: 'forfeitLoss',
  Z: 'forfeitDraw',
  B: 'fullBye',
  H: 'halfBye',
  U: 'zeroBye',
};
const QUARTERS: Record<GenKind, number> = { W: 4, L: 0, D: 2, X: 4, F: 0, Z: 2, B: 4, H: 2, U: 0 };
const PLAYED = (k: GenKind) => k === 'W' || k === 'D' || k === 'L';

export const scoreOf = (p: EventPlayer) => p.results.reduce((s, r) => s + QUARTERS[r.kind], 0);

export function fromGenerated(g: GeneratedSwiss): Event {
  return {
    rounds: g.rounds,
    // The generator decides colours even for a table that does not record them.
    players: g.players.map((p) => ({
      number: p.number,
      name: p.name,
      rating: p.rating,
      results: g.rates.colours ? p.results : p.results.map(({ colour: _, ...r }) => r),
    })),
    rows: [...g.rowOrder],
  };
}

/** The table as it stood after round n. */
export function cut(e: Event, n: number): Event {
  return { rounds: n, rows: e.rows, players: e.players.map((p) => ({ ...p, results: p.results.slice(0, n) })) };
}

/** New rows order (a permutation of e.rows) and new numbers (old number -> new number). */
export function rearrange(e: Event, rows: readonly number[], numbers: ReadonlyMap<number, number>): Event {
  return {
    rounds: e.rounds,
    rows: [...rows],
    players: e.players.map((p) => ({ ...p, number: numbers.get(p.number)! })),
  };
}

/** What a reading must give, player by player in number order: the oracle for "reads back the same". */
export function expectedShape(e: Event, opts: { colours: boolean; forfeitOpponents: boolean }) {
  return [...e.players]
    .sort((a, b) => a.number - b.number)
    .map((p) => ({
      number: p.number,
      name: p.name,
      rating: p.rating,
      entries: p.results.map((r) => {
        const forfeit = r.kind === 'X' || r.kind === 'F' || r.kind === 'Z';
        const opponent =
          r.opponent === undefined || (forfeit && !opts.forfeitOpponents) ? undefined : e.players[r.opponent].number;
        return { kind: KIND[r.kind], opponent, colour: opts.colours && PLAYED(r.kind) ? r.colour : undefined };
      }),
    }));
}

/** One notation: how to write an event in it, and what it can say. */
export interface NotationWriter {
  label: string;
  /** The id to name when reading it back. */
  id: 'us' | 'msa' | 'chess-results' | 'vega' | 'swissperfect' | 'trf';
  write(e: Event): string | string[][];
  /** The notation records colours (and then needs them: a chess-results or Vega game has one). */
  colours: 'kept' | 'required' | 'none';
  /** A forfeit keeps its opponent (MSA prints a bare X or F). */
  forfeitOpponents: boolean;
  /** A forfeit draw can be written (chess-results and TRF have no code for it). */
  forfeitDraw: boolean;
}

/** The generator's rates a writer can write: colours where it needs them, no forfeit draw where it has no code for one. */
export function ratesFor(w: NotationWriter): Partial<SwissRates> {
  return { ...(w.colours === 'required' ? { colours: true } : {}), ...(w.forfeitDraw ? {} : { forfeitDraw: 0 }) };
}

/** generateSwiss(seed, players, rounds) as the writer writes it, with the rates it can write. */
export function writtenSwiss(w: NotationWriter, seed: number, players: number, rounds: number): string | string[][] {
  return w.write(fromGenerated(generateSwiss(seed, players, rounds, ratesFor(w))));
}

const opp = (e: Event, r: GenResult) => e.players[r.opponent!].number;
const points = (q: number) => String(q / 4);

/** A header row and one row per player: No., Name, Rating, Score, R1… */
function grid(e: Event, cell: (r: GenResult) => string): string[][] {
  const header = ['No.', 'Name', 'Rating', 'Score', ...Array.from({ length: e.rounds }, (_, i) => `R${i + 1}`)];
  return [
    header,
    ...e.rows.map((i) => {
      const p = e.players[i];
      return [
        String(p.number),
        p.name,
        p.rating === null ? '' : String(p.rating),
        points(scoreOf(p)),
        ...p.results.map(cell),
      ];
    }),
  ];
}

const us = (e: Event) => (r: GenResult) => {
  if (PLAYED(r.kind)) return `${r.kind}${opp(e, r)}${r.colour ?? ''}`;
  if (r.opponent !== undefined) return `${r.kind}${opp(e, r)}`;
  return r.kind;
};

const swissSys = (e: Event) => (r: GenResult) =>
  r.opponent !== undefined ? `${r.kind}:${opp(e, r)}:${(PLAYED(r.kind) && r.colour) || '-'}` : `${r.kind}:0:-`;

const chessResults = (e: Event) => (r: GenResult) => {
  const c = r.colour === 'W' ? 'w' : 'b';
  switch (r.kind) {
    case 'W':
      return `${opp(e, r)}${c}1`;
    case 'D':
      return `${opp(e, r)}${c}½`;
    case 'L':
      return `${opp(e, r)}${c}0`;
    // A forfeit keeps its scheduled colour in Swiss-Manager; it is not a game.
    case 'X':
      return `${opp(e, r)}w+`;
    case 'F':
      return `${opp(e, r)}b-`;
    case 'B':
      return '-1';
    case 'H':
      return '-½';
    case 'U':
      return '-0';
    default:
      throw new Error(`chess-results has no code for ${r.kind}`);
  }
};

const vega = (e: Event) => (r: GenResult) => {
  const sign = { W: '+', D: '=', L: '-', X: '+', F: '-', Z: '=' } as Record<GenKind, string>;
  if (PLAYED(r.kind)) return `${sign[r.kind]}${r.colour}${opp(e, r)}`;
  if (r.opponent !== undefined) return `${sign[r.kind]}F${opp(e, r)}`;
  return { B: '+BYE', H: '=BYE', U: '--' }[r.kind as 'B' | 'H' | 'U'];
};

const swissPerfect = (e: Event) => (r: GenResult) => {
  const code = { W: 'W', L: 'L', D: 'D', X: '+', F: '-', Z: '=' } as Record<GenKind, string>;
  if (r.opponent !== undefined) return `${opp(e, r)}:${code[r.kind]}`;
  return { B: '0:+', H: '0:=', U: '0:-' }[r.kind as 'B' | 'H' | 'U'];
};

/** TRF's three fields, padded as in the fixed columns ("   4 w 1", "0000 - H"). */
const trf = (e: Event) => (r: GenResult) => {
  const c = (PLAYED(r.kind) && r.colour?.toLowerCase()) || '-';
  const code = { W: '1', D: '=', L: '0', X: '+', F: '-' } as Record<GenKind, string>;
  if (r.opponent !== undefined) {
    if (!code[r.kind]) throw new Error(`TRF has no code for ${r.kind}`);
    return `${String(opp(e, r)).padStart(4)} ${c} ${code[r.kind]}`;
  }
  // FIDE letters: U is the pairing-allocated bye, Z a zero-point bye.
  return { B: '0000 - U', H: '0000 - H', U: '0000 - Z' }[r.kind as 'B' | 'H' | 'U'];
};

function trfFile(e: Event): string {
  const lines = ['012 Generated Swiss', `062 ${e.players.length}`, `XXR ${e.rounds}`];
  e.rows.forEach((i, row) => {
    const p = e.players[i];
    lines.push(trfLine(p.number, p.name, p.rating, (scoreOf(p) / 4).toFixed(1), row + 1, p.results.map(trf(e))));
  });
  return lines.join('\n') + '\n';
}

/** The US Chess MSA published crosstable: two lines a player, pipe-separated, colours below. */
function msa(e: Event): string {
  const rule = '-'.repeat(20 + 6 * e.rounds);
  const rounds = (f: (i: number) => string) => Array.from({ length: e.rounds }, (_, i) => f(i).padEnd(5)).join('|');
  const lines = [
    ` Pair | Player Name                     |Total|${rounds(() => 'Round')}|`,
    ` Num  | USCF ID / Rtg (Pre->Post)       | Pts |${rounds((i) => `  ${i + 1}`)}|`,
    rule,
  ];
  for (const i of e.rows) {
    const p = e.players[i];
    const first = p.results
      .map((r) => (PLAYED(r.kind) ? `${r.kind}${String(opp(e, r)).padStart(4)}` : r.kind).padEnd(5))
      .join('|');
    const second = p.results.map((r) => ((PLAYED(r.kind) && r.colour) || '').padEnd(5)).join('|');
    lines.push(
      `${String(p.number).padStart(5)} | ${p.name.padEnd(32)}|${(scoreOf(p) / 4).toFixed(1).padEnd(5)}|${first}|`,
    );
    lines.push(
      `   MI | ${`1234${String(p.number).padStart(4, '0')} / R: ${p.rating ?? 'Unrated'}`.padEnd(32)}|     |${second}|`,
    );
    lines.push(rule);
  }
  return lines.join('\n') + '\n';
}

/** Vega's printed cross table: number, name, rating, federation, points | rounds |. */
function vegaText(e: Event): string {
  const cell = vega(e);
  const lines = [
    '                        Cross Table',
    `No Name                         Rtg  Fed  Pts | ${Array.from({ length: e.rounds }, (_, i) => String(i + 1).padEnd(5)).join(' ')} |`,
  ];
  for (const i of e.rows) {
    const p = e.players[i];
    const rating = p.rating === null ? '    ' : String(p.rating).padStart(4);
    lines.push(
      `${String(p.number).padStart(3)} ${p.name.padEnd(28)} ${rating} USA ${(scoreOf(p) / 4).toFixed(1).padStart(4)} | ${p.results.map((r) => cell(r).padEnd(5)).join(' ')} |    0.0`,
    );
  }
  return lines.join('\n') + '\n';
}

export const WRITERS: NotationWriter[] = [
  {
    label: 'US Chess (W12B)',
    id: 'us',
    write: (e) => grid(e, us(e)),
    colours: 'kept',
    forfeitOpponents: true,
    forfeitDraw: true,
  },
  {
    label: 'SwissSys triplets (W:12:B)',
    id: 'us',
    write: (e) => grid(e, swissSys(e)),
    colours: 'kept',
    forfeitOpponents: true,
    forfeitDraw: true,
  },
  { label: 'MSA two-line text', id: 'msa', write: msa, colours: 'kept', forfeitOpponents: false, forfeitDraw: true },
  {
    label: 'chess-results (54b1)',
    id: 'chess-results',
    write: (e) => grid(e, chessResults(e)),
    colours: 'required',
    forfeitOpponents: true,
    forfeitDraw: false,
  },
  {
    label: 'Vega grid (+W86)',
    id: 'vega',
    write: (e) => grid(e, vega(e)),
    colours: 'required',
    forfeitOpponents: true,
    forfeitDraw: true,
  },
  {
    label: 'Vega printed cross table',
    id: 'vega',
    write: vegaText,
    colours: 'required',
    forfeitOpponents: true,
    forfeitDraw: true,
  },
  {
    label: 'SwissPerfect (12:W)',
    id: 'swissperfect',
    write: (e) => grid(e, swissPerfect(e)),
    colours: 'none',
    forfeitOpponents: true,
    forfeitDraw: true,
  },
  { label: 'TRF file', id: 'trf', write: trfFile, colours: 'kept', forfeitOpponents: true, forfeitDraw: false },
  {
    label: 'TRF codes in a grid',
    id: 'trf',
    write: (e) => grid(e, (r) => trf(e)(r).trim()),
    colours: 'kept',
    forfeitOpponents: true,
    forfeitDraw: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Round robins: a "vs" grid of 1, ½, 0, + and -, with "*" on the diagonal.

export type RrResult = '1' | '½' | '0' | '+' | '-';
const OTHER: Record<RrResult, RrResult> = { '1': '0', '½': '½', '0': '1', '+': '-', '-': '+' };
const RR_KIND: Record<RrResult, GenKind> = { '1': 'W', '½': 'D', '0': 'L', '+': 'X', '-': 'F' };

export interface RoundRobin {
  numbers: number[];
  names: string[];
  ratings: (number | null)[];
  /** result[a][b]: what a scored against b (result[a][a] unused). */
  result: RrResult[][];
  /** Row order, indexes into the players. */
  rows: number[];
}

/** From a list of pair results in order (0,1), (0,2)… (1,2)…: each pair's result for the lower index. */
export function roundRobin(
  numbers: number[],
  ratings: (number | null)[],
  pairResults: RrResult[],
  rows: number[],
): RoundRobin {
  const n = numbers.length;
  const result: RrResult[][] = Array.from({ length: n }, () => new Array<RrResult>(n).fill('½'));
  let k = 0;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      result[a][b] = pairResults[k++ % pairResults.length];
      result[b][a] = OTHER[result[a][b]];
    }
  return { numbers, names: numbers.map((x) => `Player ${x}`), ratings, result, rows };
}

const rrScore = (rr: RoundRobin, a: number) =>
  rr.result[a].reduce((s, r, b) => s + (b === a ? 0 : { '1': 4, '½': 2, '0': 0, '+': 4, '-': 0 }[r]), 0);

export function rrGrid(rr: RoundRobin): string[][] {
  const byNumber = rr.numbers.map((_, i) => i).sort((a, b) => rr.numbers[a] - rr.numbers[b]);
  return [
    ['No.', 'Name', 'Rating', 'Score', ...byNumber.map((i) => `vs${rr.numbers[i]}`)],
    ...rr.rows.map((a) => [
      String(rr.numbers[a]),
      rr.names[a],
      rr.ratings[a] === null ? '' : String(rr.ratings[a]),
      points(rrScore(rr, a)),
      ...byNumber.map((b) => (a === b ? '*' : rr.result[a][b])),
    ]),
  ];
}

/** The same games as a US Chess table without colours, laid out by the circle method (rounds in that order). */
export function rrAsUs(rr: RoundRobin): string[][] {
  const n = rr.numbers.length;
  const size = n % 2 ? n + 1 : n;
  const ring = Array.from({ length: size }, (_, i) => i);
  const cells: string[][] = Array.from({ length: n }, () => []);
  for (let r = 0; r < size - 1; r++) {
    for (let i = 0; i < size / 2; i++) {
      const [a, b] = [ring[i], ring[size - 1 - i]];
      if (a >= n) cells[b].push('U');
      else if (b >= n) cells[a].push('U');
      else {
        cells[a].push(`${RR_KIND[rr.result[a][b]]}${rr.numbers[b]}`);
        cells[b].push(`${RR_KIND[rr.result[b][a]]}${rr.numbers[a]}`);
      }
    }
    ring.splice(1, 0, ring.pop()!);
  }
  return [
    ['No.', 'Name', 'Rating', 'Score', ...Array.from({ length: size - 1 }, (_, i) => `R${i + 1}`)],
    ...rr.rows.map((a) => [
      String(rr.numbers[a]),
      rr.names[a],
      rr.ratings[a] === null ? '' : String(rr.ratings[a]),
      points(rrScore(rr, a)),
      ...cells[a],
    ]),
  ];
}

/** Every player's games as a sorted list of [opponent number, kind]: what any reading of the grid must give. */
export function rrGames(rr: RoundRobin): Map<number, [number, EntryKind][]> {
  const out = new Map<number, [number, EntryKind][]>();
  rr.numbers.forEach((x, a) => {
    const games = rr.numbers.flatMap((y, b): [number, EntryKind][] =>
      a === b ? [] : [[y, KIND[RR_KIND[rr.result[a][b]]]]],
    );
    out.set(
      x,
      games.sort((p, q) => p[0] - q[0]),
    );
  });
  return out;
}

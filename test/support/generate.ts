/**
 * Seeded generator of realistic, VALID Swiss tournaments written the way a US director's wall
 * chart or export looks (header row, then one row per player, cells such as W12B, L5, H---,
 * W:12:B, X12, F7, trailing U or blank cells after a withdrawal).
 *
 * - `generateSwiss(seed, players, rounds, rates?)`: a plain function (benchmarks can call it),
 *   linear in players × rounds (pairing uses bucket order by score, never a global sort per round).
 * - `swissArbitrary(constraints?)`: the same as a fast-check Arbitrary (shrinks on size and seed).
 * - `truncateRounds`, `renumberGrid`, `shuffleRows`, `toCsv`: grid transformations for properties.
 *
 * The output never goes through the engine's model: it is a grid of strings, so tests exercise
 * the reader as well. Alongside it, `stats` and `expected` record what the generator decided
 * (games played, byes, forfeits, every player's score) as an independent oracle.
 */
import fc from 'fast-check';

export interface SwissRates {
  /** Probability that a played game is drawn (otherwise decided by an Elo expectation). */
  draw: number;
  /** Per active player and round: asks for a half-point bye. */
  halfBye: number;
  /** Per active player and round: asks for a zero-point bye (written U). */
  zeroBye: number;
  /** Per pairing: one side does not show (X / F). */
  forfeit: number;
  /** Per pairing: neither side shows (F / F naming each other). */
  doubleForfeit: number;
  /** Per pairing: forfeit draw (Z / Z), rare in US events. */
  forfeitDraw: number;
  /** Per active player after each round but the last: withdraws (remaining cells U, "-" or blank). */
  withdraw: number;
  /** Per player: enters late (misses round 1, sometimes more; missed rounds U, blank or H). */
  lateEntry: number;
  /** Per player: unrated (rating cell blank or "unr"). */
  unrated: number;
  /** Record the colour of every played game (W12B). When false, no colours at all (W12). */
  colours: boolean;
  /** Write the printed score column (always correct when written). */
  scoreColumn: boolean;
  /** Probability of a gap in the pairing numbers (numbers are not 1..n). */
  numberGap: number;
}

export const DEFAULT_RATES: SwissRates = {
  draw: 0.2,
  halfBye: 0.03,
  zeroBye: 0.01,
  forfeit: 0.03,
  doubleForfeit: 0.005,
  forfeitDraw: 0.003,
  withdraw: 0.03,
  lateEntry: 0.05,
  unrated: 0.1,
  colours: true,
  scoreColumn: true,
  numberGap: 0.05,
};

/** Rates with no unplayed round at all: every round of every player is a game (needs an even field). */
export const ALL_PLAYED: Partial<SwissRates> = {
  halfBye: 0,
  zeroBye: 0,
  forfeit: 0,
  doubleForfeit: 0,
  forfeitDraw: 0,
  withdraw: 0,
  lateEntry: 0,
};

/** What one (player, round) cell means, as the generator decided it. */
export type GenKind = 'W' | 'L' | 'D' | 'X' | 'F' | 'Z' | 'B' | 'H' | 'U';

export interface GenResult {
  kind: GenKind;
  /** Index into `GeneratedSwiss.players` of the opponent (played games and forfeits). */
  opponent?: number;
  colour?: 'W' | 'B';
}

export interface GenPlayer {
  number: number;
  name: string;
  rating: number | null;
  results: GenResult[];
  /** Score in quarter-points. */
  score: number;
}

export interface SwissStats {
  /** Games played over the board (each counted once). */
  games: number;
  draws: number;
  /** Pairings where one side forfeited (X/F). */
  forfeits: number;
  /** Pairings where both forfeited (F/F). */
  doubleForfeits: number;
  /** Pairings ruled a forfeit draw (Z/Z). */
  forfeitDraws: number;
  fullByes: number;
  halfByes: number;
  /** U, "-", blank: zero-point byes, unpaired, withdrawn and not-yet-entered rounds. */
  zeroRounds: number;
  /** Sum of all scores in quarter-points, from the generator's own bookkeeping. */
  totalScore: number;
  /** Games whose two players had already met (the pairing could not avoid it). */
  repeatPairings: number;
}

export interface GeneratedSwiss {
  seed: number;
  rounds: number;
  rates: SwissRates;
  /** In pairing-number order (pairing number = rating order, with gaps). */
  players: GenPlayer[];
  /** Header row, then one row per player in `rowOrder`. */
  grid: string[][];
  /** `grid` as CSV text (RFC 4180 quoting). */
  csv: string;
  /** Index into `players` of each data row of the grid. */
  rowOrder: number[];
  /** Column indexes in the grid. */
  columns: { number: number; name: number; rating: number; score?: number; rounds: number[] };
  stats: SwissStats;
}

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

/** Fisher–Yates, in place; returns the array. */
export function shuffleInPlace<T>(rand: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

const FIRST = [
  'Ann',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jamal',
  'Kira',
  'Leo',
  'Maya',
  'Nikolai',
  'Olu',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
];
const LAST = [
  'Lee',
  'Okafor',
  'Sokolova',
  'Webb',
  "O'Brien",
  'Raman',
  'Delgado',
  'Berg',
  'Patel',
  'Marchetti',
  'Lindqvist',
  'Oduya',
  'Martin',
  'Tanaka',
  'Kowalski',
  'Nguyen',
  'Garcia',
  'Smith',
  'Ivanov',
  'Haddad',
  'Mensah',
  'Novak',
  'Rossi',
  'Kim',
];

const POINTS: Record<GenKind, number> = { W: 4, L: 0, D: 2, X: 4, F: 0, Z: 2, B: 4, H: 2, U: 0 };

const HEADER_VARIANTS = {
  number: ['No.', 'No', '#', 'Pair', 'Num', 'Number'],
  name: ['Name', 'Player'],
  rating: ['Rating', 'Rtg'],
  score: ['Score', 'Total', 'Pts', 'Points'],
  round: [
    (r: number) => `R${r}`,
    (r: number) => `Rd ${r}`,
    (r: number) => `Round ${r}`,
    (r: number) => `Rnd${r}`,
    (r: number) => `${r}`,
  ],
};

/** Writes one cell in one of the US spellings the reader accepts. */
function formatCell(
  rand: () => number,
  res: GenResult,
  oppNumber: number | undefined,
  withColours: boolean,
  style: number,
): string {
  const k = res.kind;
  const lower = (s: string) => (rand() < 0.05 ? s.toLowerCase() : s);
  switch (k) {
    case 'W':
    case 'L':
    case 'D': {
      const c = withColours ? res.colour! : '';
      // style 0: W12B; 1: SwissSys triplet W:12:B; 2: "W 12 B" / "W12"; mixed per cell otherwise.
      const s = style === 3 ? Math.floor(rand() * 3) : style;
      if (s === 1) return lower(`${k}:${oppNumber}:${c || '-'}`);
      if (s === 2) return lower(c ? `${k}${oppNumber} ${c}` : `${k} ${oppNumber}`);
      return lower(`${k}${oppNumber}${c}`);
    }
    case 'X':
    case 'F':
    case 'Z':
      // SwissSys keeps the scheduled colour on a forfeit now and then; it is not a game, so it is ignored.
      if (style === 1) return `${k}:${oppNumber}:${pick(rand, ['-', '-', 'W', 'B'])}`;
      return lower(`${k}${oppNumber}`);
    case 'B':
      return style === 1 ? 'B:0:-' : pick(rand, ['B', 'BYE', 'B---', 'B']);
    case 'H':
      return style === 1 ? 'H:0:-' : pick(rand, ['H', 'H---', 'H', 'h']);
    case 'U':
      return style === 1 ? 'U:0:-' : pick(rand, ['U', 'U---', '-', 'U']);
  }
}

function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A grid as CSV text (RFC 4180 quoting, \n line ends). */
export function toCsv(grid: readonly (readonly string[])[]): string {
  return grid.map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}

/**
 * A valid Swiss tournament of `players` players and `rounds` rounds from `seed`.
 * Linear time: about 10,000 × 11 in well under a second.
 */
export function generateSwiss(
  seed: number,
  playerCount: number,
  rounds: number,
  rates: Partial<SwissRates> = {},
): GeneratedSwiss {
  const R: SwissRates = { ...DEFAULT_RATES, ...rates };
  const rand = rng(seed);
  const n = playerCount;

  // Ratings, then pairing numbers in rating order (rated first, highest first), with gaps.
  const ratings: (number | null)[] = [];
  for (let i = 0; i < n; i++) ratings.push(rand() < R.unrated ? null : 800 + Math.floor(rand() * 1700));
  // Bucket sort by rating (linear; ratings are 800-2499), unrated last.
  const byRating: number[][] = Array.from({ length: 2601 }, () => []);
  ratings.forEach((r, i) => byRating[r === null ? 0 : 2600 - r + 1].push(i));
  const seedOrder: number[] = [];
  for (let b = 1; b < byRating.length; b++) for (const i of byRating[b]) seedOrder.push(i);
  for (const i of byRating[0]) seedOrder.push(i);

  const players: GenPlayer[] = [];
  let nextNumber = 1;
  for (const i of seedOrder) {
    if (rand() < R.numberGap) nextNumber += 1 + Math.floor(rand() * 3);
    const first = pick(rand, FIRST);
    const last = pick(rand, LAST);
    const name = rand() < 0.15 ? `${last}, ${first}` : `${first} ${last}`;
    players.push({ number: nextNumber++, name, rating: ratings[i], results: [], score: 0 });
  }

  const stats: SwissStats = {
    games: 0,
    draws: 0,
    forfeits: 0,
    doubleForfeits: 0,
    forfeitDraws: 0,
    fullByes: 0,
    halfByes: 0,
    zeroRounds: 0,
    totalScore: 0,
    repeatPairings: 0,
  };

  // Entry round (0-based) and withdrawal state.
  const entry: number[] = players.map(() =>
    rounds > 1 && rand() < R.lateEntry ? 1 + Math.floor(rand() * Math.min(2, rounds - 1)) : 0,
  );
  const lateHalfByes: boolean[] = players.map(() => rand() < 0.4);
  const withdrawn: boolean[] = players.map(() => false);
  const colourBalance: number[] = players.map(() => 0);
  const hadFullBye: boolean[] = players.map(() => false);
  const met: Set<number>[] = players.map(() => new Set<number>());
  const maxScore = rounds * 4;

  const set = (p: number, res: GenResult) => {
    players[p].results.push(res);
    players[p].score += POINTS[res.kind];
  };

  for (let r = 0; r < rounds; r++) {
    // Bucket active players by score (highest first), within a bucket by pairing number: linear.
    const buckets: number[][] = Array.from({ length: maxScore + 1 }, () => []);
    for (let p = 0; p < n; p++) {
      if (withdrawn[p]) {
        set(p, { kind: 'U' });
        stats.zeroRounds++;
      } else if (r < entry[p]) {
        if (lateHalfByes[p]) {
          set(p, { kind: 'H' });
          stats.halfByes++;
        } else {
          set(p, { kind: 'U' });
          stats.zeroRounds++;
        }
      } else if (r < rounds - 1 && rand() < R.halfBye) {
        set(p, { kind: 'H' });
        stats.halfByes++;
      } else if (rand() < R.zeroBye) {
        set(p, { kind: 'U' });
        stats.zeroRounds++;
      } else buckets[maxScore - players[p].score].push(p);
    }
    const queue: number[] = [];
    for (const b of buckets) for (const p of b) queue.push(p);

    // Odd field: the lowest player without a bye yet gets the full-point bye.
    if (queue.length % 2 === 1) {
      let at = queue.length - 1;
      for (let i = queue.length - 1; i >= Math.max(0, queue.length - 8); i--) {
        if (!hadFullBye[queue[i]]) {
          at = i;
          break;
        }
      }
      const p = queue.splice(at, 1)[0];
      hadFullBye[p] = true;
      set(p, { kind: 'B' });
      stats.fullByes++;
    }

    // Greedy pairing down the score order, looking a few places ahead to avoid a repeat.
    const paired = new Uint8Array(queue.length);
    for (let i = 0; i < queue.length; i++) {
      if (paired[i]) continue;
      paired[i] = 1;
      const a = queue[i];
      let partner = -1;
      for (let j = i + 1, looked = 0; j < queue.length && looked < 6; j++) {
        if (paired[j]) continue;
        looked++;
        if (partner === -1) partner = j;
        if (!met[a].has(queue[j])) {
          partner = j;
          break;
        }
      }
      paired[partner] = 1;
      const b = queue[partner];
      if (met[a].has(b)) stats.repeatPairings++;
      met[a].add(b);
      met[b].add(a);
      const [white, black] =
        colourBalance[a] > colourBalance[b] || (colourBalance[a] === colourBalance[b] && rand() < 0.5)
          ? [b, a]
          : [a, b];

      const u = rand();
      if (u < R.doubleForfeit) {
        set(a, { kind: 'F', opponent: b });
        set(b, { kind: 'F', opponent: a });
        stats.doubleForfeits++;
      } else if (u < R.doubleForfeit + R.forfeitDraw) {
        set(a, { kind: 'Z', opponent: b });
        set(b, { kind: 'Z', opponent: a });
        stats.forfeitDraws++;
      } else if (u < R.doubleForfeit + R.forfeitDraw + R.forfeit) {
        const [winner, loser] = rand() < 0.5 ? [a, b] : [b, a];
        set(winner, { kind: 'X', opponent: loser });
        set(loser, { kind: 'F', opponent: winner });
        stats.forfeits++;
        // A no-show often withdraws.
        if (rand() < 0.5) withdrawn[loser] = true;
      } else {
        colourBalance[white]++;
        colourBalance[black]--;
        stats.games++;
        const rw = players[white].rating ?? 1200;
        const rb = players[black].rating ?? 1200;
        const expect = 1 / (1 + Math.pow(10, (rb - rw) / 400));
        const v = rand();
        let whiteKind: GenKind;
        if (v < R.draw) whiteKind = 'D';
        else whiteKind = rand() < expect ? 'W' : 'L';
        const blackKind: GenKind = whiteKind === 'D' ? 'D' : whiteKind === 'W' ? 'L' : 'W';
        if (whiteKind === 'D') stats.draws++;
        set(white, { kind: whiteKind, opponent: black, colour: 'W' });
        set(black, { kind: blackKind, opponent: white, colour: 'B' });
      }
    }

    if (r < rounds - 1) {
      for (let p = 0; p < n; p++) if (!withdrawn[p] && r >= entry[p] && rand() < R.withdraw) withdrawn[p] = true;
    }
  }
  for (const p of players) stats.totalScore += p.score;

  // Layout: number, name, rating, [score], rounds, with an ignored column now and then.
  const headerRand = rng(seed ^ 0x5bd1e995);
  const header: string[] = [];
  const columns: GeneratedSwiss['columns'] = { number: 0, name: 0, rating: 0, rounds: [] };
  const extra = headerRand() < 0.3;
  columns.number = header.push(pick(headerRand, HEADER_VARIANTS.number)) - 1;
  columns.name = header.push(pick(headerRand, HEADER_VARIANTS.name)) - 1;
  if (extra) header.push('Club');
  columns.rating = header.push(pick(headerRand, HEADER_VARIANTS.rating)) - 1;
  if (R.scoreColumn) columns.score = header.push(pick(headerRand, HEADER_VARIANTS.score)) - 1;
  const roundHeader = pick(headerRand, HEADER_VARIANTS.round);
  for (let r = 1; r <= rounds; r++) columns.rounds.push(header.push(roundHeader(r)) - 1);
  if (headerRand() < 0.3) header.push('Place');

  // Row order: by number, by final score (a standings print-out), or shuffled.
  const rowOrder = players.map((_, i) => i);
  const orderStyle = headerRand();
  if (orderStyle < 0.3) {
    const byScore: number[][] = Array.from({ length: maxScore + 1 }, () => []);
    players.forEach((p, i) => byScore[maxScore - p.score].push(i));
    rowOrder.length = 0;
    for (const b of byScore) for (const i of b) rowOrder.push(i);
  } else if (orderStyle < 0.7) shuffleInPlace(headerRand, rowOrder);

  // Cell style: one style per table most of the time (as a program writes), mixed otherwise.
  const style = Math.floor(headerRand() * 4);
  const trailingBlank = players.map(() => headerRand() < 0.4);
  const grid: string[][] = [header];
  for (const i of rowOrder) {
    const p = players[i];
    const row: string[] = [];
    row[columns.number] = String(p.number);
    row[columns.name] = p.name;
    if (extra) row[columns.name + 1] = headerRand() < 0.5 ? 'Capital Chess Club' : '';
    row[columns.rating] = p.rating === null ? (headerRand() < 0.5 ? '' : 'unr') : String(p.rating);
    if (columns.score !== undefined) {
      const q = p.score;
      row[columns.score] =
        headerRand() < 0.5 ? String(q / 4) : `${Math.floor(q / 4) || (q % 4 ? '' : '0')}${q % 4 ? '½' : ''}`;
    }
    // Withdrawn players' trailing U cells are often left blank.
    let trailingStart = rounds;
    while (trailingStart > 0 && p.results[trailingStart - 1].kind === 'U') trailingStart--;
    p.results.forEach((res, r) => {
      const oppNumber = res.opponent === undefined ? undefined : players[res.opponent].number;
      const blank = res.kind === 'U' && (r >= trailingStart ? trailingBlank[i] : headerRand() < 0.1);
      row[columns.rounds[r]] = blank ? '' : formatCell(headerRand, res, oppNumber, R.colours, style);
    });
    for (let c = 0; c < header.length; c++) if (row[c] === undefined) row[c] = '';
    grid.push(row);
  }
  writeBlanksAsU(grid.slice(1), columns.rounds, columns.score !== undefined);

  return { seed, rounds, rates: R, players, grid, csv: toCsv(grid), rowOrder, columns, stats };
}

/**
 * A finished event's U cells left blank, written U where a reader would take the blanks for rounds
 * not yet played (docs/tiebreaks.md, "Rounds not yet played"): a round whose cells are all blank,
 * and, without a score column, the last round's blanks of two or more players with a cell in
 * every round before (read as results not in yet).
 */
function writeBlanksAsU(rows: string[][], rounds: readonly number[], scoreColumn: boolean): void {
  const blank = (row: string[], r: number) => row[rounds[r]].trim() === '';
  rounds.forEach((_, r) => {
    if (rows.length && rows.every((row) => blank(row, r))) rows[0][rounds[r]] = 'U';
  });
  const last = rounds.length - 1;
  if (scoreColumn || last < 1) return;
  const expected = rows.filter((row) => blank(row, last) && rounds.slice(0, last).every((_, r) => !blank(row, r)));
  if (expected.length >= 2) for (const row of expected) row[rounds[last]] = 'U';
}

export interface SwissConstraints {
  minPlayers?: number;
  maxPlayers?: number;
  minRounds?: number;
  maxRounds?: number;
  /** Fixed rates; otherwise drawn per tournament (sometimes none of a kind, sometimes many). */
  rates?: Partial<SwissRates>;
  /** Applied over the drawn (or fixed) rates, e.g. { scoreColumn: true }. */
  overrides?: Partial<SwissRates>;
}

/** Rates drawn from a few telling levels: none, realistic, heavy. */
export const ratesArbitrary: fc.Arbitrary<Partial<SwissRates>> = fc.record({
  draw: fc.constantFrom(0, 0.2, 0.5),
  halfBye: fc.constantFrom(0, 0.03, 0.15),
  zeroBye: fc.constantFrom(0, 0.02, 0.1),
  forfeit: fc.constantFrom(0, 0.03, 0.15),
  doubleForfeit: fc.constantFrom(0, 0.01, 0.08),
  forfeitDraw: fc.constantFrom(0, 0.01, 0.05),
  withdraw: fc.constantFrom(0, 0.03, 0.15),
  lateEntry: fc.constantFrom(0, 0.05, 0.2),
  unrated: fc.constantFrom(0, 0.1, 0.5),
  colours: fc.constantFrom(true, true, false),
  scoreColumn: fc.boolean(),
  numberGap: fc.constantFrom(0, 0.05, 0.3),
});

/** A fast-check Arbitrary of generated Swiss tournaments. */
export function swissArbitrary(c: SwissConstraints = {}): fc.Arbitrary<GeneratedSwiss> {
  return fc
    .record({
      seed: fc.integer({ min: 0, max: 0x7fffffff }),
      players: fc.integer({ min: c.minPlayers ?? 1, max: c.maxPlayers ?? 24 }),
      rounds: fc.integer({ min: c.minRounds ?? 1, max: c.maxRounds ?? 9 }),
      rates: c.rates ? fc.constant(c.rates) : ratesArbitrary,
    })
    .map(({ seed, players, rounds, rates }) => generateSwiss(seed, players, rounds, { ...rates, ...c.overrides }));
}

// ---------------------------------------------------------------------------------------------
// Grid transformations (on the text, as a director's edits would be).

const ROUND_HEADER = /^(?:r|rd|rnd|round)?(\d{1,3})$/;
const normalise = (h: string) => h.toLowerCase().replace(/[\s._:\-()]/g, '');
const SCORE_HEADERS = ['score', 'total', 'pts', 'points', 'tot', 'totalpts'];
const NUMBER_HEADERS = ['no', 'pair', 'pairno', 'num', 'number', '#', 'plr', 'plr#', 'sno', 'startno'];

/** Column of each round (1-based round → column) in a header row. */
export function roundColumns(header: readonly string[]): Map<number, number> {
  const out = new Map<number, number>();
  header.forEach((h, c) => {
    const text = normalise(h);
    if (SCORE_HEADERS.includes(text) || NUMBER_HEADERS.includes(text)) return;
    const m = ROUND_HEADER.exec(text);
    if (m) out.set(Number(m[1]), c);
  });
  return out;
}

/**
 * The table as it stood after round `n`: round columns after n removed, and the printed score
 * column removed (it holds final scores, which the cut table would contradict). Round n's results
 * are all in, so a U left blank where it would read "no result yet" is written U (writeBlanksAsU).
 */
export function truncateRounds(grid: readonly (readonly string[])[], n: number): string[][] {
  const header = grid[0];
  const rounds = roundColumns(header);
  const drop = new Set<number>();
  rounds.forEach((col, r) => {
    if (r > n) drop.add(col);
  });
  header.forEach((h, c) => {
    if (SCORE_HEADERS.includes(normalise(h))) drop.add(c);
  });
  const cut = grid.map((row) => row.filter((_, c) => !drop.has(c)));
  const kept = [...roundColumns(cut[0])].sort(([a], [b]) => a - b).map(([, col]) => col);
  writeBlanksAsU(cut.slice(1), kept, false);
  return cut;
}

/** Data rows in a new order (header stays first). `order[i]` is the old data-row index of new row i. */
export function permuteRows(grid: readonly (readonly string[])[], order: readonly number[]): string[][] {
  return [[...grid[0]], ...order.map((i) => [...grid[i + 1]])];
}

export function shuffleRows(grid: readonly (readonly string[])[], seed: number): string[][] {
  const order = shuffleInPlace(
    rng(seed),
    Array.from({ length: grid.length - 1 }, (_, i) => i),
  );
  return permuteRows(grid, order);
}

/**
 * Renumbers players consistently: the number column and every opponent number in a round cell
 * go through `map` (old number → new number). Zero placeholders (H:0:-) stay as they are.
 */
export function renumberGrid(
  grid: readonly (readonly string[])[],
  numberColumn: number,
  map: ReadonlyMap<number, number>,
): string[][] {
  const rounds = new Set(roundColumns(grid[0]).values());
  const renumber = (old: string) => {
    const v = Number(old);
    if (v === 0) return old;
    const to = map.get(v);
    if (to === undefined) throw new Error(`renumberGrid: no new number for ${v}`);
    return String(to);
  };
  return grid.map((row, i) =>
    i === 0
      ? [...row]
      : row.map((cell, c) =>
          c === numberColumn ? renumber(cell) : rounds.has(c) ? cell.replace(/\d+/g, renumber) : cell,
        ),
  );
}

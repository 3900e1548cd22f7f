/**
 * A condition on other boards, found from the endings themselves and said in words: "unless
 * Okafor (3) wins on board 2", "if board 4 is drawn or Liu (6) wins it". Only what the endings
 * show is said: a board is named only when its result changes the answer, and a condition too
 * tangled to say shortly (sayable) is given as the boards it depends on, never simplified into a
 * wrong one.
 */
import { Tournament } from '../model/tournament';
import { Board, BoardResult } from './event';

/** A truth table over some boards: for each ending of those boards (base 3, first board first), true or false. */
export interface Truth {
  boards: readonly number[];
  value: readonly boolean[];
}

/** A condition: always, never, or one of several "cubes" (each board limited to some results). */
export type Condition =
  | { kind: 'always' }
  | { kind: 'never' }
  | { kind: 'cubes'; negated: boolean; cubes: Cube[] }
  | { kind: 'depends'; boards: number[] };

/** Each named board limited to a set of its results (bit r set: result r allowed). */
export type Cube = { board: number; allowed: number }[];

const ALL = 0b111;

/** The simplest true description of `truth` this finds: constant, one or a few cubes, or "it depends on". */
export function conditionOf(truth: Truth): Condition {
  const relevant = truth.boards.map((_, i) => i).filter((i) => matters(truth, i));
  if (relevant.length === 0) return { kind: truth.value[0] ? 'always' : 'never' };
  const reduced = restrict(truth, relevant);
  if (relevant.length > 4) return { kind: 'depends', boards: reduced.boards.slice() };
  const candidates = [
    { negated: false, cubes: cover(reduced, true) },
    // "unless" reads well only of one plain condition: "unless Okafor (3) wins on board 2".
    { negated: true, cubes: cover(reduced, false) },
  ].filter((c): c is { negated: boolean; cubes: Cube[] } => c.cubes !== null && sayable(c.cubes, c.negated));
  const pick = candidates.sort((a, b) => literals(a.cubes) - literals(b.cubes))[0];
  return pick ? { kind: 'cubes', ...pick } : { kind: 'depends', boards: reduced.boards.slice() };
}

const literals = (cubes: readonly Cube[]) => cubes.reduce((n, c) => n + c.length, 0);

/** Short enough for a parent to follow: two alternatives of at most four results in all, or one "unless" of two. */
function sayable(cubes: readonly Cube[], negated: boolean): boolean {
  return negated ? cubes.length === 1 && literals(cubes) <= 2 : cubes.length <= 2 && literals(cubes) <= 4;
}

const pow3 = (n: number) => 3 ** n;

/** Whether changing board i alone ever changes the value. */
function matters(truth: Truth, i: number): boolean {
  const stride = pow3(truth.boards.length - 1 - i);
  for (let code = 0; code < truth.value.length; code++) {
    const digit = Math.floor(code / stride) % 3;
    if (digit === 0) {
      const v = truth.value[code];
      if (truth.value[code + stride] !== v || truth.value[code + 2 * stride] !== v) return true;
    }
  }
  return false;
}

/** The table over the boards at `keep` only (the others do not matter, so any of their endings will do). */
function restrict(truth: Truth, keep: readonly number[]): Truth {
  const m = truth.boards.length;
  const value: boolean[] = [];
  for (let code = 0; code < pow3(keep.length); code++) {
    let full = 0;
    keep.forEach((i, j) => {
      const digit = Math.floor(code / pow3(keep.length - 1 - j)) % 3;
      full += digit * pow3(m - 1 - i);
    });
    value.push(truth.value[full]!);
  }
  return { boards: keep.map((i) => truth.boards[i]!), value };
}

/** At most three cubes whose union is exactly where the table is `want`; null when none such is found. */
function cover(truth: Truth, want: boolean): Cube[] | null {
  const m = truth.boards.length;
  const wanted = new Set<number>();
  truth.value.forEach((v, code) => v === want && wanted.add(code));
  const cubes = allCubes(m).filter((c) => codesOf(c, m).every((code) => wanted.has(code)));
  const uncovered = new Set(wanted);
  const chosen: number[][] = [];
  while (uncovered.size > 0 && chosen.length < 3) {
    let best: number[] | null = null;
    let gain = 0;
    for (const c of cubes) {
      const g = codesOf(c, m).filter((code) => uncovered.has(code)).length;
      if (g > gain) [best, gain] = [c, g];
    }
    if (!best) return null;
    chosen.push(best);
    for (const code of codesOf(best, m)) uncovered.delete(code);
  }
  if (uncovered.size > 0) return null;
  return chosen.map((c) =>
    c.map((allowed, i) => ({ board: truth.boards[i]!, allowed })).filter((l) => l.allowed !== ALL),
  );
}

/** Every cube over m boards: each board given a non-empty set of results (7^m of them). */
function allCubes(m: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < m; i++) out = out.flatMap((c) => [1, 2, 3, 4, 5, 6, 7].map((s) => [...c, s]));
  return out;
}

function codesOf(cube: readonly number[], m: number): number[] {
  let codes = [0];
  cube.forEach((allowed, i) => {
    const next: number[] = [];
    for (const code of codes) for (let r = 0; r < 3; r++) if (allowed & (1 << r)) next.push(code + r * pow3(m - 1 - i));
    codes = next;
  });
  return codes;
}

/** Whether an ending of every board satisfies a cube (results indexed by board index). */
export function satisfies(cube: Cube, results: readonly BoardResult[]): boolean {
  return cube.every((l) => (l.allowed & (1 << results[l.board]!)) !== 0);
}

/** Whether an ending satisfies the condition; "depends" claims nothing, so it holds for every ending. */
export function holds(c: Condition, results: readonly BoardResult[]): boolean {
  if (c.kind === 'always' || c.kind === 'depends') return true;
  if (c.kind === 'never') return false;
  const any = c.cubes.some((cube) => satisfies(cube, results));
  return c.negated ? !any : any;
}

/** "Okafor (3)". */
export function who(t: Tournament, p: number): string {
  const player = t.players[p]!;
  return `${player.name} (${player.number})`;
}

/** One board limited to some of its results, in words: "Okafor (3) wins on board 2", "board 2 is not drawn". */
function literal(t: Tournament, board: Board, allowed: number): string {
  const first = who(t, board.first);
  const second = who(t, board.second);
  const on = `board ${board.number}`;
  switch (allowed) {
    case 0b001:
      return `${first} wins on ${on}`;
    case 0b010:
      return `${on} is drawn`;
    case 0b100:
      return `${second} wins on ${on}`;
    case 0b110:
      return `${first} does not win on ${on}`;
    case 0b101:
      return `${on} is not drawn`;
    case 0b011:
      return `${second} does not win on ${on}`;
    default:
      return `${on} ends any way`;
  }
}

function cubeWords(t: Tournament, boards: readonly Board[], cube: Cube): string {
  return cube.map((l) => literal(t, boards[l.board]!, l.allowed)).join(' and ');
}

/** "if A", "unless A or B", "depending on boards 2, 5 and 7". */
export function conditionWords(t: Tournament, boards: readonly Board[], c: Condition): string {
  if (c.kind === 'always') return 'whatever happens on the other boards';
  if (c.kind === 'never') return 'never';
  if (c.kind === 'depends') return `depending on ${boardList(c.boards.map((b) => boards[b]!.number))}`;
  const parts = c.cubes.map((cube) => cubeWords(t, boards, cube));
  return `${c.negated ? 'unless' : 'if'} ${parts.join(', or ')}`;
}

function boardList(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  if (sorted.length === 1) return `board ${sorted[0]}`;
  return `boards ${sorted.slice(0, -1).join(', ')} and ${sorted[sorted.length - 1]}`;
}

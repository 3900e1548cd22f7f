/**
 * The many ways a director types one US Chess result, for the new crosstable's properties: any
 * case, spaces around and inside, leading zeros (up to six digits, as the reader allows), the
 * colour or not, the TD-ruled letters N/R/S for W/D/L, SwissSys triplets, BYE and trailing dashes.
 * Written from notations.md's list, not from the validation's pattern, so each checks the other.
 */
import fc from 'fast-check';
import type { GenKind } from './generate';

export interface TypedResult {
  kind: GenKind;
  /** The opponent's player number, when the result names one. */
  opponent?: number;
  colour?: 'W' | 'B';
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const anyCase = (rand: () => number, s: string) => [...s].map((c) => (rand() < 0.5 ? c.toLowerCase() : c)).join('');
const spaces = (rand: () => number) => pick(rand, ['', '', '', ' ', '  ']);

/** The number with leading zeros, `digits` at most in all. */
function padded(rand: () => number, n: number, digits: number): string {
  const s = String(n);
  return rand() < 0.8 ? s : '0'.repeat(Math.floor(rand() * (digits - s.length + 1))) + s;
}

const RULED: Partial<Record<GenKind, string>> = { W: 'N', D: 'R', L: 'S' };

/** One spelling of the result, chosen by `rand`. */
export function spell(r: TypedResult, rand: () => number): string {
  const pad = spaces(rand) + spaces(rand);
  const played = r.kind === 'W' || r.kind === 'L' || r.kind === 'D';
  const forfeit = r.kind === 'X' || r.kind === 'F' || r.kind === 'Z';
  let text: string;
  if ((played || forfeit) && r.opponent !== undefined) {
    if (rand() < 0.25) {
      text = `${r.kind}:${padded(rand, r.opponent, 9)}:${r.colour ?? (forfeit ? pick(rand, ['W', 'B', '-']) : '-')}`;
    } else {
      const letter = played && rand() < 0.15 ? RULED[r.kind]! : r.kind;
      const colour = r.colour ?? (forfeit && rand() < 0.2 ? pick(rand, ['W', 'B']) : '');
      text = `${letter}${spaces(rand)}${padded(rand, r.opponent, 6)}${colour ? spaces(rand) + colour : ''}`;
    }
  } else if (forfeit) {
    text = pick(rand, [r.kind, `${r.kind}0`, `${r.kind}:0:-`, `${r.kind} W`]);
  } else {
    const byes: Record<string, string[]> = {
      B: ['B', 'BYE', 'B---', 'BYE-', 'B:0:-', 'B:00:W'],
      H: ['H', 'H--', 'H---', 'H:0:-'],
      U: ['U', '', '-', '--', 'U---', 'U:0:-'],
    };
    text = pick(rand, byes[r.kind]);
  }
  return (rand() < 0.5 ? pad : '') + anyCase(rand, text) + (rand() < 0.3 ? spaces(rand) : '');
}

/** A result in a table of `players` (its opponent 1..players), with a seed for its spelling. */
export function typedResultArbitrary(players: number): fc.Arbitrary<{ result: TypedResult; seed: number }> {
  const opponent = fc.integer({ min: 1, max: players });
  const colour = fc.option(fc.constantFrom<'W' | 'B'>('W', 'B'), { nil: undefined });
  const result: fc.Arbitrary<TypedResult> = fc.oneof(
    fc.record({ kind: fc.constantFrom<GenKind>('W', 'L', 'D'), opponent, colour }),
    fc.record({ kind: fc.constantFrom<GenKind>('X', 'F', 'Z'), opponent: fc.option(opponent, { nil: undefined }) }),
    fc.record({ kind: fc.constantFrom<GenKind>('B', 'H', 'U') }),
  );
  return fc.record({ result, seed: fc.integer({ min: 0, max: 0x7fffffff }) });
}

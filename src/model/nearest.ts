/**
 * The names nearest a mistyped one ("presett" → preset, "SOLKK" → SOLK), for a refusal to
 * suggest: every front end refuses an unknown command, option, preset or code with the same
 * suggestion. Near means at most one slip in a short name and two in a longer one, counting a
 * swap of two neighbouring letters as one slip (Damerau's optimal string alignment distance).
 */

/** The edit distance between a and b, a swap of neighbours counting once; case is ignored. */
export function slips(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  // d[i][j]: the distance between the first i letters of s and the first j of t.
  const d = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(cell(d, i - 1, j) + 1, cell(d, i, j - 1) + 1, cell(d, i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, cell(d, i - 2, j - 2) + 1);
      setCell(d, i, j, best);
    }
  }
  return cell(d, s.length, t.length);
}

function cell(d: number[][], i: number, j: number): number {
  const v = d[i]?.[j];
  if (v === undefined) throw new Error(`Internal error: no distance at ${i}, ${j}.`);
  return v;
}

function setCell(d: number[][], i: number, j: number, v: number): void {
  const row = d[i];
  if (row === undefined) throw new Error(`Internal error: no distance row ${i}.`);
  row[j] = v;
}

/** The candidates nearest `word`, in their given order; none when every one is further than a slip or two. */
export function nearest(word: string, candidates: readonly string[]): string[] {
  const allowed = word.length <= 4 ? 1 : 2;
  let best = allowed;
  let found: string[] = [];
  for (const c of candidates) {
    const n = slips(word, c);
    if (n < best || (n === best && !found.length)) {
      best = n;
      found = [c];
    } else if (n === best && !found.includes(c)) found.push(c);
  }
  return found;
}

/** ' Did you mean "uscf"?' (with a leading space), or '' when nothing is near. `quote` writes each name. */
export function didYouMean(word: string, candidates: readonly string[], quote = (s: string) => `"${s}"`): string {
  const near = nearest(word, candidates);
  if (!near.length) return '';
  const names = near.map(quote);
  const last = names.pop();
  return ` Did you mean ${names.length ? `${names.join(', ')} or ${last}` : last}?`;
}

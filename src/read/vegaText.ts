/**
 * Vega's printed "Cross Table" (notations.md §6): one line per player, the rounds between two
 * bars and separated by spaces:
 *   `144 Ella,Matthew               (W) 1569     NSW  1.0 | -W40  +B110 -B69  -W64  -F121  --    --    |    0.0`
 * Before the first bar: number, name, "(W)" when withdrawn, rating, federation, points; after
 * the second, Vega's own tiebreak values, which are not needed. Header and ruler lines are skipped.
 */
import { CrosstableError, Problem } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { buildTournament, ReadPlayer } from './build';
import { asciiDigits, ForeignDigits, lettersForDigits, parsePoints, readRating } from './cells';
import { quoteCell, withPabPoints } from './notation';
import { vegaNotation } from './vega';

// The name is trimmed where it is used: "\s+(.*?)\s*" around it would be cubic in spaces.
const LINE = /^\s*(\d{1,5})\s([^|]*)\|([^|]*)(?:\|.*)?$/;
const CELL = /^(?:[+=-](?:[WBF]\d+|BYE)|--)$/i;

/** Lines with a player number and a bar, whose rounds are all Vega cells. */
export function looksLikeVegaText(lines: readonly string[]): boolean {
  // Every text read is asked this: one loop, no line matched without a bar, and the first cell
  // that is not Vega's settles it.
  let cells = 0;
  for (const line of lines) {
    const m = line.includes('|') ? LINE.exec(line) : null;
    if (!m) continue;
    for (const cell of m[3]!.trim().split(/\s+/)) {
      if (cell === '') continue;
      if (!CELL.test(cell)) return false;
      cells++;
    }
  }
  return cells > 0;
}

/**
 * The rating, the last word of a line's details after the score and federation: three or four
 * digits, of any script (asciiDigits). Undefined when the word is none (an unrated player's name
 * ends there); three or four digits with letters typed for some ("17OO") are a problem, not a name.
 */
function vegaRating(
  info: readonly string[],
  where: string,
  digits: ForeignDigits,
  problems: Problem[],
): number | null | undefined {
  const word = info[info.length - 1];
  if (info.length < 2 || word === undefined) return undefined;
  if (/^\d{3,4}$/.test(asciiDigits(word))) return Number(digits.read(word, () => where));
  if (!/^[\dOolI]{3,4}$/.test(word) || !lettersForDigits(word)) return undefined;
  const read = readRating(word);
  if (read !== null && typeof read === 'object') problems.push({ cell: where, message: read.problem });
  return null;
}

export function readVegaText(
  lines: readonly string[],
  options: { pabQuarters?: number } = {},
): { tournament: Tournament; notes: string[] } {
  const problems: Problem[] = [];
  const players: ReadPlayer[] = [];
  const withdrawn: string[] = [];
  const digits = new ForeignDigits();
  lines.forEach((line, i) => {
    const m = LINE.exec(line);
    if (!m) return;
    const where = `line ${i + 1}`;
    // LINE's three groups are not optional.
    let info = m[2]!.trim().split(/\s+/);
    const player: ReadPlayer = { number: Number(m[1]), name: '', rating: null, cells: [], cell: where };
    // The score, the federation and the rating, each read from the end when there.
    const points = info[info.length - 1];
    if (points !== undefined && /^\d+[.,]\d+$/.test(points)) {
      player.declaredScore = parsePoints(points) ?? undefined;
      player.scoreCell = where;
      info = info.slice(0, -1);
    }
    if (info.length > 1 && /^[A-Z]{2,3}$/.test(info[info.length - 1]!)) info = info.slice(0, -1);
    const rating = vegaRating(info, where, digits, problems);
    if (rating !== undefined) {
      player.rating = rating;
      info = info.slice(0, -1);
    }
    const named = vegaNotation.readName!(info.join(' '));
    player.name = named.name;
    if (named.withdrawn) withdrawn.push(named.name);
    m[3]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .forEach((raw, r) => {
        const cell = `${where} round ${r + 1}`;
        const parsed = vegaNotation.parse(raw);
        if (typeof parsed === 'string')
          problems.push({ cell, message: `${quoteCell(raw)} cannot be read: ${parsed}.` });
        else player.cells.push({ ...withPabPoints(parsed, options.pabQuarters), raw, cell });
      });
    players.push(player);
  });
  if (!players.length)
    problems.push({
      message: 'No player lines found; expected lines such as "1 Zheng,Tony 2125 NSW 6.5 | +W86 +B67 … |".',
    });
  if (problems.length) throw new CrosstableError(problems);
  // A line with fewer rounds printed nothing for the last ones: not paired.
  const rounds = Math.max(...players.map((p) => p.cells.length));
  for (const p of players)
    while (p.cells.length < rounds)
      p.cells.push({ kind: 'zeroBye', raw: '', cell: `${p.cell} round ${p.cells.length + 1}` });
  const notes = withdrawn.length
    ? [`${withdrawn.length} player${withdrawn.length > 1 ? 's' : ''} marked withdrawn (W): ${withdrawn.join(', ')}`]
    : [];
  if (digits.note) notes.push(digits.note);
  return { tournament: buildTournament(players, { rounds, notation: 'Vega notation' }), notes };
}

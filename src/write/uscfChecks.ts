/**
 * What US Chess would reject or a director would regret in one section's table, found before
 * anything is written (2C, src/write/uscfFields.ts): a missing or malformed member ID, an ID
 * entered twice, a name with no plain-ASCII spelling or too long for D_NAME, a state that is
 * not two letters, a pairing number or rating too wide for its field, and a round the format
 * cannot say (a game without its opponent or colour, a table whose round order is not known).
 * Every problem names its cell. A name written with its accents dropped is told, not hidden.
 */
import { Problem } from '../model/problems';
import type { Player, Tournament } from '../model/tournament';
import { LabelCell, memberIdOf, stateOf } from '../read/memberId';
import { PLAYER_FIELDS, MAX_REPORT_ROUNDS } from './uscfFields';
import type { UscfPlayer } from './uscfReport';
import { reportedRounds, roundCode } from './uscfReport';
import { asciiText, describeCharacter } from './uscfText';

/** The cell of a player's label column ("C7"), or the player's own cell when it is not known. */
export type LabelCellOf = (player: Player, header: string) => string | undefined;

export interface SectionCheck {
  players: UscfPlayer[];
  problems: Problem[];
  /** What was written otherwise than the table has it ("C7: Núñez written as Nunez"). */
  notes: string[];
}

const WIDTH = Object.fromEntries(PLAYER_FIELDS.map((f) => [f.name, f.width]));
const NAME_WIDTH = WIDTH.D_NAME ?? 30;

function idProblem(id: LabelCell | undefined, player: Player): string | undefined {
  if (!id) return undefined;
  const text = id.text.replace(/^'/, '');
  if (text === '')
    return `player ${player.number} has no US Chess ID under "${id.header}"; expected the eight-digit member ID (US Chess rates only members).`;
  if (!/^\d{8}$/.test(text) || text === '00000000')
    return `player ${player.number}'s US Chess ID is ${JSON.stringify(id.text)}; expected eight digits, such as 12345678.`;
  return undefined;
}

/** The player's name for D_NAME, or a problem. */
function reportName(player: Player, cell: string | undefined, out: SectionCheck): string | undefined {
  const ascii = asciiText(player.name);
  if (!ascii.ok) {
    out.problems.push({
      cell,
      message: `player ${player.number}'s name holds ${describeCharacter(ascii.character)} at character ${ascii.at}; the report's names are plain ASCII (accents are dropped, other letters have no spelling). Expected the name in Latin letters.`,
    });
    return undefined;
  }
  if (ascii.text === '') {
    out.problems.push({
      cell,
      message: `player ${player.number} has no name; expected the player's name as US Chess lists it.`,
    });
    return undefined;
  }
  if (ascii.text.length > NAME_WIDTH) {
    out.problems.push({
      cell,
      message: `player ${player.number}'s name is ${ascii.text.length} characters; the report's D_NAME holds ${NAME_WIDTH}. Expected a shorter form, such as the last name and initials.`,
    });
    return undefined;
  }
  if (ascii.text !== player.name.replace(/\s+/g, ' ').trim())
    out.notes.push(`${cell ? `${cell}: ` : ''}${player.name} written as ${ascii.text}`);
  return ascii.text;
}

function stateText(player: Player, cellOf: LabelCellOf, out: SectionCheck): string | undefined {
  const state = stateOf(player);
  if (!state || state.text === '') return ''; // US Chess keeps the state on the member's record
  if (/^[A-Za-z]{2}$/.test(state.text)) return state.text.toUpperCase();
  out.problems.push({
    cell: cellOf(player, state.header),
    message: `player ${player.number}'s state is ${JSON.stringify(state.text)}; expected a two-letter postal code such as MA, or nothing.`,
  });
  return undefined;
}

/** Problems with the player's rounds: each one the format cannot say, by its cell. */
function roundProblems(t: Tournament, player: Player): Problem[] {
  const problems: Problem[] = [];
  player.entries.forEach((e, r) => {
    if (roundCode(t, e) !== undefined) return;
    const what = e.opponent === undefined ? 'no opponent' : 'no colour';
    problems.push({
      cell: e.cell ?? player.cell,
      message: `player ${player.number}'s round ${r + 1} is a game with ${what}; the report gives each game's opponent and the player's colour (W9B: won against 9 with Black). Expected them in the cell.`,
    });
  });
  return problems;
}

function numberProblems(player: Player): Problem[] {
  const problems: Problem[] = [];
  if (player.number > 9999)
    problems.push({
      cell: player.cell,
      message: `player number ${player.number} has more than the 4 digits of D_PAIR_NUM; expected pairing numbers up to 9999.`,
    });
  if (player.rating !== null && (player.rating > 9999 || player.rating < 0 || !Number.isInteger(player.rating)))
    problems.push({
      cell: player.cell,
      message: `player ${player.number}'s rating ${player.rating} does not fit D_RATING; expected a whole number up to 9999.`,
    });
  return problems;
}

/** Every member ID entered twice in the section, by both cells. */
function duplicateIds(t: Tournament, ids: readonly (string | undefined)[], cellOf: LabelCellOf): Problem[] {
  const first = new Map<string, number>();
  const problems: Problem[] = [];
  ids.forEach((id, i) => {
    if (id === undefined) return;
    const before = first.get(id);
    const player = t.players[i];
    const earlier = before === undefined ? undefined : t.players[before];
    if (earlier && player) {
      const header = memberIdOf(player)?.header ?? 'ID';
      problems.push({
        cell: cellOf(player, header),
        message: `player ${player.number}'s US Chess ID ${id} is also player ${earlier.number}'s (${cellOf(earlier, header) ?? ''}); expected each member once in a section.`,
      });
    } else first.set(id, i);
  });
  return problems;
}

function tableProblems(t: Tournament, where: string | undefined): Problem[] {
  const problems: Problem[] = [];
  if (!t.roundOrderKnown)
    problems.push({
      cell: where,
      message:
        'the table does not say in which round each game was played (a round-robin grid); the report lists each round in order. Expected the crosstable with one column per round.',
    });
  const rounds = reportedRounds(t);
  if (rounds < 1 || rounds > MAX_REPORT_ROUNDS)
    problems.push({
      cell: where,
      message: `the table has ${rounds} rounds with a result; the report holds 1 to ${MAX_REPORT_ROUNDS}.`,
    });
  if (t.boards !== undefined)
    problems.push({
      cell: where,
      message: 'the table is a team event; the report rates players, so expected the individual crosstable.',
    });
  return problems;
}

/**
 * The section's report fields, one per player in the table's order, and every problem. Without
 * an ID column the problem names the header: US Chess rates members only, by their IDs.
 */
export function checkSection(t: Tournament, cellOf: LabelCellOf): SectionCheck {
  const out: SectionCheck = { players: [], problems: tableProblems(t, t.players[0]?.cell), notes: [] };
  const rounds = reportedRounds(t);
  if (rounds > 0 && rounds < t.rounds)
    out.notes.push(
      `round${t.rounds - rounds > 1 ? `s ${rounds + 1}-${t.rounds} have` : ` ${t.rounds} has`} no result for any player: reported as ${rounds} rounds`,
    );
  const withIds = t.players.some((p) => memberIdOf(p) !== undefined);
  if (!withIds && t.players.length)
    out.problems.push({
      message:
        'the table has no US Chess ID column; expected a column headed "USCF ID" (or "ID", "US Chess ID", "Member ID") with each player\'s eight-digit member ID.',
    });
  const ids: (string | undefined)[] = [];
  for (const player of t.players) {
    const id = memberIdOf(player);
    const bad = withIds ? idProblem(id, player) : undefined;
    if (bad) out.problems.push({ cell: cellOf(player, id?.header ?? ''), message: bad });
    const memberId = id && !bad ? id.text.replace(/^'/, '') : undefined;
    ids.push(memberId);
    const name = reportName(player, player.cell, out);
    const state = stateText(player, cellOf, out);
    out.problems.push(...numberProblems(player), ...roundProblems(t, player));
    if (memberId !== undefined && name !== undefined && state !== undefined)
      out.players.push({ memberId, name, state });
  }
  out.problems.push(...duplicateIds(t, ids, cellOf));
  return out;
}

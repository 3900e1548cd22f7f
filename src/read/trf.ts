/**
 * FIDE Tournament Report Files, TRF-16 and TRF-26 (notations.md §1): `001` player lines read by
 * their fixed columns, falling back to splitting on spaces for a line whose columns were knocked
 * out of place (a hand edit, a paste through a proportional font). Unknown record types are
 * ignored, as the format asks. Read from a .trf file or from a sheet the file was pasted into
 * (one line per row in the first column).
 *
 * The number of rounds is the last round any player has a result in: an in-progress file that
 * declares ten rounds (XXR, 142) after five is read as five rounds, so unplayed future rounds
 * never count as zero-point byes. TRF-26 `240` bye records fill rounds the player lines leave
 * blank. The value of the pairing-allocated bye (U) comes from the file's scoring tags (162 P,
 * XXS PAB, BBU) when it has them. `TBK` lines are this program's own (see src/write/trf.ts): they
 * keep what TRF cannot say, so an exported file reads back as the same tournament.
 */
import { formatPoints, Quarters } from '../model/points';
import { CrosstableError, Problem } from '../model/problems';
import type { EntryKind, Tournament } from '../model/tournament';
import { buildTournament, ReadPlayer } from './build';
import { ForeignDigits, hasForeignDigits, lettersForDigits, parsePoints, readRating } from './cells';
import { tooManyCells } from './csv';
import { MAX_FILLED_CELLS } from './limits';
import { ParsedCell, withPabPoints } from './notation';
import { TRF_CODES, trfResult } from './trfCodes';

const NAME = 'FIDE TRF';

/** One line of the file and how to name it in a message: "line 17" in a file, "A17" in a sheet. */
export interface TrfLine {
  text: string;
  where: string;
}

export function looksLikeTrf(lines: readonly string[]): boolean {
  // Every text read is asked this: one loop, and a line not starting with 0 is neither 001 nor 012.
  let event = false;
  for (const l of lines) {
    if (l.charCodeAt(0) !== 0x30) continue;
    if (/^001 +\d/.test(l)) return true;
    if (!event && /^012 /.test(l)) event = true;
  }
  return event && lines.some((l) => /^(XXR|062|092|132) /.test(l));
}

interface RoundText {
  opponent: number;
  colour: string;
  code: string;
  /** What the cell said, for messages. */
  raw: string;
}

interface PlayerLine {
  number: number;
  name: string;
  rating: number | null;
  points?: Quarters;
  rounds: RoundText[];
  where: string;
  /** Read by splitting on spaces because the columns were out of place. */
  loose: boolean;
}

// Opponent digits and the spacing pin the columns down; a wrong colour or code is then reported for its round.
const CELL = /^[ \d]{4} . .$/;

/**
 * A player line's rating field as any rating cell is read (readRating): blank is unrated, digits of
 * another script are those digits, and "15OO" or "1７0O" is refused at its columns, never unrated.
 */
function trfRating(field: string, where: string): number | null | string {
  const rating = field === '' ? null : readRating(field);
  return rating !== null && typeof rating === 'object'
    ? `the rating ${where}: ${rating.problem.replace(/\.$/, '')}`
    : rating;
}

/** The fixed-column reading of a 001 line, or null when its columns are not where TRF puts them. */
function fixedColumns(text: string): Omit<PlayerLine, 'where' | 'loose'> | string | null {
  if (text.length < 8 || text[3] !== ' ' || !/^ *\d+$/.test(text.slice(4, 8))) return null;
  const pointsText = text.slice(80, 84).trim();
  if (pointsText && parsePoints(pointsText) === null) return null;
  // Rank at 86–89, then blanks up to round 1.
  if (text.length > 84 && !/^ [ \d]{4} {2}$/.test(text.slice(84, 91).padEnd(7))) return null;
  const rounds: RoundText[] = [];
  for (let s = 91; s < text.length; s += 10) {
    const cell = text.slice(s, s + 8).padEnd(8);
    if (!CELL.test(cell) || text.slice(s - 2, s).trim() !== '') return null;
    rounds.push({
      opponent: Number(cell.slice(0, 4).trim() || 0),
      colour: cell.charAt(5).trim(),
      code: cell.charAt(7).trim(),
      raw: cell.trim(),
    });
  }
  // Nothing may follow the last round but spaces: a stray character there is read by spaces, and reported.
  if (text.slice(89 + 10 * rounds.length).trim() !== '') return null;
  const rating = trfRating(text.slice(48, 52).trim(), 'at columns 49–52');
  if (typeof rating === 'string') return rating;
  return {
    number: Number(text.slice(4, 8)),
    name: text.slice(14, 47).trim(),
    rating,
    points: pointsText ? parsePoints(pointsText)! : undefined,
    rounds,
  };
}

const isOpp = (t: string) => /^\d{1,4}$/.test(t);
const isColour = (t: string) => /^[wb-]$/i.test(t);
const isCode = (t: string) => t.length === 1 && TRF_CODES.includes(t.toUpperCase());
const TITLES = new Set(['gm', 'im', 'wgm', 'fm', 'wim', 'cm', 'wfm', 'wcm', 'g', 'wg', 'wm', 'wf']);

/**
 * Splitting on spaces, rounds read from the end. Blank rounds cannot be placed this way, so the
 * line is flagged. Every word must be read: one that is neither a round nor the player's details
 * (a colour run into its result, a column knocked one place) would otherwise drop the rounds
 * before it, so it is reported with its column.
 */
function looseColumns(text: string): Omit<PlayerLine, 'where' | 'loose'> | string {
  const words = allMatches(/\S+/g, text);
  const tokens = words.map((w) => w[0]);
  const numberText = tokens[1];
  if (numberText === undefined || !/^\d{1,5}$/.test(numberText)) return 'expected the starting rank after 001';
  const { rounds, i } = roundsFromEnd(tokens);
  let head = tokens.slice(2, i + 1);
  // Sex and title come before the name; the first number after the name is the rating.
  let skipped = 0;
  while (head.length > 1 && (/^[mwf]$/i.test(head[0]!) || TITLES.has(head[0]!.toLowerCase()))) {
    head = head.slice(1);
    skipped++;
  }
  const firstNumber = head.findIndex((t) => /^\d/.test(t));
  // The word the rounds stopped at, else any other word after the rating that is not a detail.
  const last = head.length - 1;
  const unread =
    firstNumber < 0
      ? -1
      : last > firstNumber && !isDetail(head[last]!)
        ? last
        : head.findIndex((t, k) => k > firstNumber && !isDetail(t));
  if (unread >= 0) {
    // head is tokens from 2 + skipped on, so this is the word's own match.
    const w = words[2 + skipped + unread]!;
    return (
      `"${w[0]}" at column ${w.index! + 1} is neither a round nor one of the player's details, so the rounds before it would be lost; ` +
      'expected each round as opponent, colour and result ("   4 w 1"), in TRF\'s fixed columns (round 1 at columns 92–99, each round 10 columns on) or separated by spaces'
    );
  }
  let points: Quarters | undefined;
  if (head.length >= 2 && /^\d+$/.test(head[head.length - 1]!) && /^\d+[.,]\d+$/.test(head[head.length - 2]!))
    head = head.slice(0, -1);
  const lastWord = head[head.length - 1];
  if (lastWord !== undefined && /^\d+[.,]\d+$/.test(lastWord)) {
    points = parsePoints(lastWord) ?? undefined;
    head = head.slice(0, -1);
  }
  const nameTokens = firstNumber < 0 ? head : head.slice(0, firstNumber);
  // The points may have been cut from the end of head, the rating with them.
  const ratingText = firstNumber < 0 || firstNumber >= head.length ? '' : head[firstNumber]!;
  // A number of one or two digits, or of five or more, after the name is a detail (an ID), not the rating.
  const rating = /^\d{3,4}$/.test(ratingText) ? Number(ratingText) || null : trfLooseRating(ratingText);
  if (typeof rating === 'string') return rating;
  return {
    number: Number(numberText),
    name: nameTokens.join(' '),
    rating,
    points,
    rounds,
  };
}

/** The first number after the name, read by spaces: a word with letters for digits ("15OO") is refused, not unrated. */
function trfLooseRating(word: string): number | null | string {
  return lettersForDigits(word) ? trfRating(word, `"${word}"`) : null;
}

/** The rounds read from the end of the line's words, and the index of the last word before them. */
function roundsFromEnd(tokens: string[]): { rounds: RoundText[]; i: number } {
  const rounds: RoundText[] = [];
  let i = tokens.length - 1;
  // i ≥ 2 throughout, so tokens[i - 2], tokens[i - 1] and tokens[i] are words of the line.
  while (i >= 2) {
    const word = tokens[i]!;
    if (i >= 4 && isOpp(tokens[i - 2]!) && isColour(tokens[i - 1]!) && isCode(word)) {
      rounds.unshift({
        opponent: Number(tokens[i - 2]),
        colour: tokens[i - 1]!,
        code: word,
        raw: tokens.slice(i - 2, i + 1).join(' '),
      });
      i -= 3;
    } else if (tokens[i - 1] === '-' && isCode(word) && !/^\d+[.,]\d$/.test(tokens[i - 2] ?? '')) {
      rounds.unshift({ opponent: 0, colour: '-', code: word, raw: `- ${word}` });
      i -= 2;
    } else if (/^[HFUZ]$/i.test(word)) {
      rounds.unshift({ opponent: 0, colour: '', code: word, raw: word });
      i -= 1;
    } else break;
  }
  return { rounds, i };
}

/** A word after the rating that TRF's player details allow: a number (FIDE id, rank), a federation, a birth date, the points. */
function isDetail(t: string): boolean {
  return (
    /^\d+$/.test(t) || /^[A-Za-z]{2,3}$/.test(t) || /^\d{4}([./-]\d{2}[./-]\d{2})?$/.test(t) || /^\d+[.,]\d+$/.test(t)
  );
}

/** Points in a scoring tag ("1.0", "0,5") as quarters, or null. */
function tagPoints(text: string): Quarters | null {
  return parsePoints(text.replace(/^0+(?=\d)/, ''));
}

export function readTrf(
  lines: readonly TrfLine[],
  options: { pabQuarters?: number } = {},
): { tournament: Tournament; notes: string[] } {
  refuseLargeTrf(lines);
  const records = readRecords(lines);
  const { players, problems } = records;
  const notes: string[] = [];
  if (!players.length && !problems.length)
    problems.push({ message: 'The TRF has no player lines (001); expected one per player.' });
  const rounds = roundsWithResults(records, notes);
  const loose = players.filter((p) => p.loose);
  if (loose.length)
    notes.push(
      `${loose.length} player line${loose.length > 1 ? 's were' : ' was'} not in TRF's fixed columns (first at ${loose[0]!.where}) and ${loose.length > 1 ? 'were' : 'was'} read by splitting on spaces`,
    );
  const pab = pairingByeValue(records.filePab, options.pabQuarters, problems, notes);
  if (records.digits.note) notes.push(records.digits.note);

  const read = players.map((p) => readPlayerRounds(p, rounds, pab, problems));
  const readByNumber = new Map(read.map((p) => [p.number, p]));
  applyByeRecords(records.byes, readByNumber, rounds, problems, notes);
  applyKeptEntries(records.kept, readByNumber, rounds, problems);

  if (problems.length) throw new CrosstableError(problems);
  const tournament = buildTournament(read, {
    rounds,
    notation: NAME,
    roundOrderKnown: !records.orderUnknown,
    plannedRounds: records.declaredRounds,
    blanksAreNotPaired: true,
  });
  return { tournament, notes };
}

/** A 240 record: a bye of type F, H or Z in one round for the players it names. */
interface ByeRecord {
  type: string;
  round: number;
  ids: number[];
  where: string;
}

/** A TBK line: an entry TRF cannot say (a forfeit's kind, its opponent) kept by this program's export. */
interface KeptEntry {
  number: number;
  round: number;
  kind: 'forfeitWin' | 'forfeitLoss' | 'forfeitDraw';
  opponent?: number;
  where: string;
}

/** What the file's records say, gathered in one pass before any player is read. */
interface TrfRecords {
  players: PlayerLine[];
  problems: Problem[];
  /** XXR or 142. */
  declaredRounds?: number;
  /** 062. */
  declaredPlayers?: number;
  /** The pairing-allocated bye's value in the scoring tags. */
  filePab?: Quarters;
  byes: ByeRecord[];
  kept: KeptEntry[];
  orderUnknown: boolean;
  /** Ratings written in digits of another script, for the reading note. */
  digits: ForeignDigits;
}

function readRecords(lines: readonly TrfLine[]): TrfRecords {
  const records: TrfRecords = {
    players: [],
    problems: [],
    byes: [],
    kept: [],
    orderUnknown: false,
    digits: new ForeignDigits(),
  };
  for (const line of lines) {
    const text = line.text.replace(/\r$/, '');
    const tag = text.slice(0, 3);
    if (tag === '001') readPlayerLine(records, text, line.where);
    else if (tag === 'XXR' || tag === '142') {
      const n = Number(text.slice(3).trim());
      if (Number.isInteger(n) && n > 0) records.declaredRounds = n;
    } else if (tag === '062') {
      const n = Number(text.slice(3).trim());
      if (Number.isInteger(n) && n > 0) records.declaredPlayers = n;
    } else if (tag === '162' || tag === 'XXS' || /^BB[WDLZFU]$/.test(tag))
      readScoringTag(records, tag, text, line.where);
    else if (tag === '240') readByeRecord(records, text, line.where);
    else if (tag === 'TBK') readKeptEntry(records, text, line.where);
    // Every other record (012 name, 132 dates, XXC, NRS lines, ### comments, team records…) is not needed here.
  }
  return records;
}

/** A 001 line by its fixed columns, else by splitting on spaces; one that reads neither way is a problem. */
function readPlayerLine(records: TrfRecords, text: string, where: string): void {
  let read = fixedColumns(text);
  let loose = false;
  if (read === null) {
    read = looseColumns(text);
    loose = true;
  }
  if (typeof read === 'string')
    records.problems.push({ cell: where, message: `this player line cannot be read: ${read}.` });
  else records.players.push({ ...read, where, loose });
  if (!loose && hasForeignDigits(text.slice(48, 52))) records.digits.saw(text.slice(48, 52), () => where);
}

/** The standard value of each result in the scoring tags that name them: 162, XXS and BB?. */
const STANDARD_162: Record<string, Quarters> = { W: 4, D: 2, L: 0, A: 0 };
const STANDARD_XXS: Record<string, Quarters> = {
  WW: 4,
  BW: 4,
  W: 4,
  WD: 2,
  BD: 2,
  D: 2,
  WL: 0,
  BL: 0,
  ZPB: 0,
  HPB: 2,
  FPB: 4,
  FW: 4,
  FL: 0,
};
const STANDARD_BB: Record<string, Quarters> = { BBW: 4, BBD: 2, BBL: 0, BBZ: 0, BBF: 0 };

/** 162, XXS or BB?: the pairing bye's value is kept; any other result scored off the standard is a problem. */
function readScoringTag(records: TrfRecords, tag: string, text: string, where: string): void {
  if (tag === '162') {
    for (const m of allMatches(/([WDLAPX])\s*(\d+(?:[.,]\d+)?)/g, text.slice(4)))
      scoring(records, m[1] === 'P' ? 'PAB' : m[1]!, tagPoints(m[2]!), STANDARD_162[m[1]!], where);
  } else if (tag === 'XXS') {
    for (const [code, points] of codePoints(text.slice(4)))
      scoring(records, code, tagPoints(points), STANDARD_XXS[code], where);
  } else scoring(records, tag === 'BBU' ? 'PAB' : tag, tagPoints(text.slice(4).trim()), STANDARD_BB[tag], where);
}

function scoring(
  records: TrfRecords,
  code: string,
  q: Quarters | null,
  standard: Quarters | undefined,
  where: string,
): void {
  if (q === null) return;
  if (code === 'PAB') records.filePab = q;
  else if (standard !== undefined && q !== standard) {
    records.problems.push({
      cell: where,
      message: `the file scores ${code} as ${formatPoints(q)}; expected the standard ${formatPoints(standard)} (the engine counts 1, ½ and 0 only).`,
    });
  }
}

/** "240 H 3 12 17": the bye type, the round and the players' starting ranks. */
function readByeRecord(records: TrfRecords, text: string, where: string): void {
  const tokens = text.slice(3).trim().split(/\s+/);
  const type = tokens[0] ?? '';
  const round = Number(tokens[1]);
  const ids = tokens.slice(2).map(Number);
  if (!/^[FHZ]$/i.test(type) || !Number.isInteger(round) || round < 1 || ids.some((n) => !Number.isInteger(n))) {
    records.problems.push({
      cell: where,
      message: `"${text.trim()}" is not a bye record; expected 240, the bye type F, H or Z, the round and the players' starting ranks.`,
    });
  } else records.byes.push({ type: type.toUpperCase(), round, ids, where });
}

/** "TBK 3 2 X 7" (player, round, kind, opponent) or "TBK order unknown"; anything else is skipped. */
function readKeptEntry(records: TrfRecords, text: string, where: string): void {
  const t = text.slice(3).trim();
  const m = /^(\d+)\s+(\d+)\s+([XFZ])(?:\s+(\d+))?$/.exec(t);
  if (/^order unknown$/i.test(t)) records.orderUnknown = true;
  else if (m) {
    const kind: KeptEntry['kind'] = m[3] === 'X' ? 'forfeitWin' : m[3] === 'F' ? 'forfeitLoss' : 'forfeitDraw';
    records.kept.push({
      number: Number(m[1]),
      round: Number(m[2]),
      kind,
      opponent: m[4] ? Number(m[4]) : undefined,
      where,
    });
  }
}

/**
 * The rounds read: the last any player has a result in. A player with results past the declared
 * count is a problem; a declared count past the results (a file in progress) is the tournament's
 * plannedRounds, which the report words ("after round 5 of 10").
 */
function roundsWithResults(records: TrfRecords, notes: string[]): number {
  const { players, problems, declaredRounds, declaredPlayers } = records;
  const present = Math.max(0, ...players.map((p) => lastFilled(p.rounds)));
  if (declaredRounds !== undefined && present > declaredRounds) {
    for (const p of players) {
      if (lastFilled(p.rounds) > declaredRounds)
        problems.push({
          cell: p.where,
          message: `player ${p.number} has results in ${lastFilled(p.rounds)} rounds, but the file declares ${declaredRounds} (XXR/142); expected at most ${declaredRounds}.`,
        });
    }
  }
  if (declaredPlayers !== undefined && declaredPlayers !== players.length)
    notes.push(`the file's 062 line says ${declaredPlayers} players; it lists ${players.length}`);
  return present;
}

/** The director's value for the pairing-allocated bye, else the file's; it must be 1, ½ or 0. */
function pairingByeValue(
  filePab: Quarters | undefined,
  pabQuarters: number | undefined,
  problems: Problem[],
  notes: string[],
): number | undefined {
  const pab = pabQuarters ?? filePab;
  if (pab !== undefined && pab !== 0 && pab !== 2 && pab !== 4)
    problems.push({ message: `the pairing-allocated bye is worth ${formatPoints(pab)}; expected 1, ½ or 0.` });
  if (pabQuarters === undefined && filePab !== undefined && filePab !== 4)
    notes.push(`the file scores the pairing-allocated bye (U) as ${formatPoints(filePab)}`);
  return pab;
}

/** A player line's rounds as cells, up to the rounds read; a round absent from the line is blank. */
function readPlayerRounds(p: PlayerLine, rounds: number, pab: number | undefined, problems: Problem[]): ReadPlayer {
  const cells: ReadPlayer['cells'] = [];
  for (let r = 0; r < rounds; r++) {
    const rt = p.rounds[r] ?? { opponent: 0, colour: '', code: '', raw: '' };
    const parsed: ParsedCell | string = trfResult(rt.opponent, rt.colour, rt.code);
    if (typeof parsed === 'string') {
      problems.push({ cell: p.where, message: `round ${r + 1} "${rt.raw}" cannot be read: ${parsed}.` });
      cells.push({ kind: 'zeroBye', raw: rt.raw, cell: p.where });
    } else cells.push({ ...withPabPoints(parsed, pab), raw: rt.raw, cell: p.where });
  }
  const player: ReadPlayer = { number: p.number, name: p.name, rating: p.rating, cells, cell: p.where };
  if (p.points !== undefined) {
    player.declaredScore = p.points;
    player.scoreCell = p.where;
  }
  return player;
}

/** TRF-26 bye records fill the rounds the player lines leave blank, and must agree with the rest. */
function applyByeRecords(
  byes: readonly ByeRecord[],
  readByNumber: ReadonlyMap<number, ReadPlayer>,
  rounds: number,
  problems: Problem[],
  notes: string[],
): void {
  for (const bye of byes) {
    if (bye.round > rounds) {
      notes.push(`the ${bye.type} bye record for round ${bye.round} (not played yet) was left out`);
      continue;
    }
    const kind: EntryKind = bye.type === 'F' ? 'fullBye' : bye.type === 'H' ? 'halfBye' : 'zeroBye';
    for (const id of bye.ids) {
      const player = readByNumber.get(id);
      if (!player) {
        problems.push({
          cell: bye.where,
          message: `the bye record names player ${id}, who has no 001 line; expected a player listed.`,
        });
        continue;
      }
      // Every player has a cell for each of the rounds read, and 1 ≤ bye.round ≤ rounds.
      const cell = player.cells[bye.round - 1]!;
      // The player line may leave the round blank or absent (Z); the bye record says why.
      if (cell.kind === 'zeroBye' && cell.opponent === undefined)
        player.cells[bye.round - 1] = { kind, raw: `240 ${bye.type}`, cell: bye.where };
      else if (cell.kind !== kind) {
        problems.push({
          cell: bye.where,
          message: `the bye record gives player ${id} a ${bye.type} bye in round ${bye.round}, but their player line (${player.cell}) says "${cell.raw}"; expected the two to agree.`,
        });
      }
    }
  }
}

/**
 * What each TBK kind stands in for: the TRF code the export writes for it, worth the same points
 * (src/write/trf.ts), and the kind that code reads as.
 */
const TBK_STANDS_FOR: Readonly<Record<KeptEntry['kind'], { kind: EntryKind; code: string; words: string }>> = {
  forfeitWin: { kind: 'fullBye', code: '0000 - +', words: 'a forfeit win' },
  forfeitLoss: { kind: 'zeroBye', code: '0000 - -', words: 'a forfeit loss' },
  forfeitDraw: { kind: 'halfBye', code: '0000 - H', words: 'a forfeit draw' },
};

/**
 * TBK entries replace the kind (and opponent) TRF gave a round, keeping what the cell said. A TBK
 * line only says more than the player line can: it is refused, naming both lines, where the player
 * line says something else (a game, another score), and a second TBK line for the same round is
 * refused naming the first. Neither wins over the other: which one is wrong is not ours to guess.
 */
function applyKeptEntries(
  kept: readonly KeptEntry[],
  readByNumber: ReadonlyMap<number, ReadPlayer>,
  rounds: number,
  problems: Problem[],
): void {
  const first = new Map<string, string>();
  for (const k of kept) {
    const player = readByNumber.get(k.number);
    const cell = player && k.round >= 1 && k.round <= rounds ? player.cells[k.round - 1] : undefined;
    if (!player || !cell) {
      problems.push({
        cell: k.where,
        message: `this TBK line names player ${k.number}, round ${k.round}, which the file does not have.`,
      });
      continue;
    }
    const contradiction = keptContradiction(k, cell, player, first);
    if (contradiction) {
      problems.push({ cell: k.where, message: contradiction });
      continue;
    }
    player.cells[k.round - 1] = {
      kind: k.kind,
      raw: cell.raw,
      cell: cell.cell,
      ...(k.opponent !== undefined ? { opponent: k.opponent } : {}),
    };
  }
}

/** Why a TBK line cannot stand beside the rest of the file (naming the other line), or null. */
function keptContradiction(
  k: KeptEntry,
  cell: ReadPlayer['cells'][number],
  player: ReadPlayer,
  first: Map<string, string>,
): string | null {
  const key = `${k.number} ${k.round}`;
  const earlier = first.get(key);
  if (earlier !== undefined)
    return `this TBK line gives player ${k.number}'s round ${k.round} again (${earlier} gave it first); expected one TBK line a round.`;
  first.set(key, k.where);
  const stands = TBK_STANDS_FOR[k.kind];
  // The kind the code says, before a pairing bye's value (--pab-points, the scoring tags) is applied.
  const coded = cell.pab ? 'fullBye' : cell.kind;
  if (coded === stands.kind && cell.opponent === undefined) return null;
  return `this TBK line makes player ${k.number}'s round ${k.round} ${stands.words}, but their player line (${player.cell}) says "${cell.raw.trim()}"; expected "${stands.code}" there (TBK only says more about a round that code leaves open).`;
}

/**
 * A file past MAX_FILLED_CELLS is refused before its lines are read: a player line counts as a
 * table row would, its four details (number, name, rating, points) and one cell per round.
 */
function refuseLargeTrf(lines: readonly TrfLine[]): void {
  let cells = 0;
  for (const line of lines) {
    if (!line.text.startsWith('001')) continue;
    cells += 4 + Math.max(0, Math.ceil((line.text.trimEnd().length - 89) / 10));
    if (cells > MAX_FILLED_CELLS) throw tooManyCells(line.where);
  }
}

/**
 * XXS's "PAB=0.5 W = 1": each run of capitals followed by "=" and points. Each run is one match of
 * /[A-Z]+/g, so a code is read whole without a lookbehind (which Apps Script's V8 is not
 * documented to have), and the points are read where the run ends (a sticky match), so the work
 * stays linear in the line's length.
 */
function codePoints(text: string): [string, string][] {
  const points = /=\s*(\d+(?:[.,]\d+)?)/y;
  const out: [string, string][] = [];
  for (const run of allMatches(/[A-Z]+/g, text)) {
    let end = run.index + run[0].length;
    while (/\s/.test(text.charAt(end))) end++;
    points.lastIndex = end;
    const m = points.exec(text);
    if (m) out.push([run[0], m[1]!]);
  }
  return out;
}

function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m);
  return out;
}

/** The last round (1-based) with anything written in it. */
function lastFilled(rounds: readonly RoundText[]): number {
  for (let r = rounds.length; r > 0; r--) if (rounds[r - 1]!.raw.trim() !== '') return r;
  return 0;
}

/** Lines of a TRF file with their line numbers. */
export function trfLinesOfText(text: string): TrfLine[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((t, i) => ({ text: t, where: `line ${i + 1}` }));
}

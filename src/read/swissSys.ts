/**
 * SwissSys 11's own event file (.sjson), which ChessRoster also writes (docs/swisssys-sjson.md):
 * one JSON object, {"Overview": {…}, "Sections": [{"Section name", "Rounds paired", "Rounds
 * played", "Final round", "Players": [{"Pair number", "Name", "ID", "Rating", "State",
 * "Withdrew", "Results": ["+;14;W;3;14;14;0", …]}]}]}. Each section is a crosstable of its own,
 * ranked alone as the sections of a table's Section column are: request/sections.ts splits the
 * file into one file per section (swissSysSections), and readSwissSys reads a file of one
 * section. Whatever cannot be read is refused, naming its section, player and round.
 */
import { CrosstableError, Problem } from '../model/problems';
import type { Tournament } from '../model/tournament';
import { buildTournament, ReadPlayer } from './build';
import { cellText } from './cells';
import { tooManyCells } from './csv';
import { MAX_FILLED_CELLS, MAX_PLAYER_NUMBER, MAX_ROUND } from './limits';
import { LocatedCell, quoteCell, withPabPoints } from './notation';
import { parseSwissSysRound } from './swissSysResult';

/** The reading's id, beside the notations' (readAny). */
export const SWISSSYS_ID = 'swisssys';
const NAME = 'SwissSys event file';

type Json = Record<string, unknown>;

/**
 * Whether the text is a SwissSys event file: named .sjson, or a JSON object with "Sections"
 * (no table's first cell starts with a brace).
 */
export function isSwissSysEvent(text: string, fileName = ''): boolean {
  if (/\.sjson$/i.test(fileName)) return true;
  const start = text.search(/[^\s\uFEFF]/);
  return start >= 0 && text.charAt(start) === '{' && text.includes('"Sections"');
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The file's overview and sections, or a CrosstableError saying what the file is instead. */
function eventSections(text: string): { overview: unknown; sections: Json[] } {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new CrosstableError([jsonProblem(text, e)]);
  }
  const sections = isObject(document) ? document['Sections'] : undefined;
  if (!Array.isArray(sections) || !sections.every(isObject))
    throw new CrosstableError([
      {
        message:
          'The SwissSys event file has no "Sections" list of sections; expected the file as SwissSys 11 saves an event ({"Overview": {…}, "Sections": [{…}]}).',
      },
    ]);
  return { overview: (document as Json)['Overview'], sections };
}

/** Where JSON.parse stopped, as a line and column, when its message says. */
function jsonProblem(text: string, e: unknown): Problem {
  const at = /position (\d+)/.exec((e as Error).message ?? '');
  const where = at
    ? ` at line ${text.slice(0, Number(at[1])).split('\n').length}, column ${Number(at[1]) - text.lastIndexOf('\n', Number(at[1]) - 1)}`
    : '';
  return {
    message: `The SwissSys event file is not valid JSON${where}; expected the file as SwissSys 11 saves it (was it edited by hand, or cut short?).`,
  };
}

/** Each section's name; a section without one, or two sections of one name, is refused. */
function sectionNames(sections: readonly Json[]): string[] {
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  const names = sections.map((s, i) => {
    const raw = s['Section name'];
    const name = typeof raw === 'string' ? cellText(raw) : '';
    if (name === '')
      problems.push({ message: `section ${i + 1} of the file has no "Section name"; expected the section's name.` });
    const first = seen.get(name.toLowerCase());
    if (name !== '' && first !== undefined)
      problems.push({
        message: `sections ${first + 1} and ${i + 1} of the file are both called ${JSON.stringify(name)}; expected each section's own name.`,
      });
    else seen.set(name.toLowerCase(), i);
    return name;
  });
  if (problems.length) throw new CrosstableError(problems);
  return names;
}

/** One section of the file, as a file of its own (readSwissSys reads it). */
export interface SwissSysSectionText {
  name: string;
  text: string;
  /** Why it is not ranked with the others: no players, or no round played yet. */
  notRanked?: string;
}

/** The file as one file per section, in the file's order. */
export function swissSysSections(text: string): SwissSysSectionText[] {
  const { overview, sections } = eventSections(text);
  const names = sectionNames(sections);
  return sections.map((section, i) => {
    const name = names[i]!;
    const players = section['Players'];
    const notRanked =
      !Array.isArray(players) || players.length === 0
        ? `section ${JSON.stringify(name)} has no players: not ranked`
        : section['Rounds played'] === 0
          ? `section ${JSON.stringify(name)} has no round played yet ("Rounds played" is 0): not ranked`
          : undefined;
    const own = JSON.stringify({ Overview: overview, Sections: [section] });
    return { name, text: own, ...(notRanked ? { notRanked } : {}) };
  });
}

/** A file of one section as a crosstable; a file of several is refused, naming them. */
export function readSwissSys(
  text: string,
  options: { pabQuarters?: number } = {},
): { tournament: Tournament; notes: string[] } {
  const { sections } = eventSections(text);
  const names = sectionNames(sections);
  const [only] = sections;
  if (!only)
    throw new CrosstableError([{ message: 'The SwissSys event file has no sections; expected at least one.' }]);
  if (sections.length > 1)
    throw new CrosstableError([
      {
        message: `The SwissSys event file has ${sections.length} sections (${names.join(', ')}); each is ranked alone, so expected one section named.`,
      },
    ]);
  const name = names[0]!;
  try {
    return readSection(only, name, options.pabQuarters);
  } catch (e) {
    if (!(e instanceof CrosstableError)) throw e;
    // Named as a table's sections are: "player 2, round 1: section "U1600": …" (cli/sections.ts).
    const prefix = `section ${JSON.stringify(name)}: `;
    throw new CrosstableError(e.problems.map((p) => ({ ...p, message: prefix + p.message })));
  }
}

/** A field that must be a whole number from min to max, or a problem naming it. */
function wholeNumber(value: unknown, field: string, min: number, max: number, problems: Problem[]): number | undefined {
  if (Number.isInteger(value) && (value as number) >= min && (value as number) <= max) return value as number;
  problems.push({
    message: `"${field}" is ${JSON.stringify(value) ?? 'missing'}; expected a whole number from ${min} to ${max}.`,
  });
  return undefined;
}

interface SectionRounds {
  paired: number;
  played: number;
  /** "Final round": the rounds the section is planned for, when SwissSys wrote it. */
  planned?: number;
}

function sectionRounds(section: Json, problems: Problem[]): SectionRounds | undefined {
  const paired = wholeNumber(section['Rounds paired'], 'Rounds paired', 0, MAX_ROUND, problems);
  const played = wholeNumber(section['Rounds played'], 'Rounds played', 0, paired ?? MAX_ROUND, problems);
  const final = section['Final round'];
  const planned = final === undefined ? undefined : wholeNumber(final, 'Final round', 0, MAX_ROUND, problems);
  if (paired === undefined || played === undefined) return undefined;
  return { paired, played, ...(planned ? { planned } : {}) };
}

function readSection(
  section: Json,
  name: string,
  pabQuarters: number | undefined,
): { tournament: Tournament; notes: string[] } {
  const problems: Problem[] = [];
  const rounds = sectionRounds(section, problems);
  const players = section['Players'];
  if (!Array.isArray(players) || players.length === 0)
    problems.push({ message: 'the section has no "Players"; expected a list of its players.' });
  if (!rounds || !Array.isArray(players) || problems.length) throw new CrosstableError(problems);
  if (players.length * Math.max(rounds.paired, 1) > MAX_FILLED_CELLS) throw tooManyCells('the section\'s "Players"');
  const context: SectionContext = { name, paired: rounds.paired, pabQuarters };
  const read = players.flatMap((p: unknown, i) => readPlayer(p, i, context, problems) ?? []);
  if (problems.length) throw new CrosstableError(problems);
  const tournament = buildTournament(read, {
    rounds: rounds.paired,
    notation: NAME,
    ...(rounds.planned ? { plannedRounds: rounds.planned } : {}),
    notPaired: 'U',
  });
  return { tournament, notes: [...roundsPlayedNotes(tournament, rounds), ...withdrawnNotes(players)] };
}

/**
 * "Rounds played" against the rounds whose results are all in: a round SwissSys counts as played
 * that still has a pairing without a result is refused; a round complete that SwissSys does not
 * yet count is ranked, and said.
 */
function roundsPlayedNotes(t: Tournament, rounds: SectionRounds): string[] {
  if (t.rounds === rounds.played) return [];
  if (t.rounds > rounds.played)
    return [
      `"Rounds played" says ${rounds.played}, but every result of round ${t.rounds} is in: ranked after round ${t.rounds}`,
    ];
  throw new CrosstableError([
    {
      message: `"Rounds played" says ${rounds.played}, but round ${t.rounds + 1} has pairings without a result (~); expected every result of the rounds played.`,
    },
  ]);
}

function withdrawnNotes(players: readonly unknown[]): string[] {
  const withdrawn = players.filter((p) => isObject(p) && p['Withdrew'] === true).map((p) => playerLabel(p as Json));
  if (!withdrawn.length) return [];
  return [`${withdrawn.length} player${withdrawn.length > 1 ? 's' : ''} withdrew: ${withdrawn.join(', ')}`];
}

function playerLabel(p: Json): string {
  const name = typeof p['Name'] === 'string' ? cellText(p['Name']) : '';
  return `${String(p['Pair number'])}${name ? ` ${name}` : ''}`;
}

/**
 * The player's other fields kept as labels, as a table's other columns are (Player.labels): the
 * US Chess ID and state always (the rating report looks for them), the team and club when given.
 */
const LABEL_FIELDS = ['ID', 'State'];
const GIVEN_LABEL_FIELDS = ['Team', 'Club'];

function readPlayer(
  value: unknown,
  index: number,
  section: SectionContext,
  problems: Problem[],
): ReadPlayer | undefined {
  const number = isObject(value) ? value['Pair number'] : undefined;
  if (
    !isObject(value) ||
    !Number.isInteger(number) ||
    (number as number) < 1 ||
    (number as number) > MAX_PLAYER_NUMBER
  ) {
    problems.push({
      message: `player ${index + 1} of the section has "Pair number" ${JSON.stringify(number) ?? 'missing'}; expected a whole number from 1 to ${MAX_PLAYER_NUMBER}.`,
    });
    return undefined;
  }
  const cell = `player ${number as number}`;
  const name = value['Name'];
  if (typeof name !== 'string')
    problems.push({ cell, message: `"Name" is ${JSON.stringify(name) ?? 'missing'}; expected the player's name.` });
  const withdrew = value['Withdrew'];
  if (withdrew !== undefined && typeof withdrew !== 'boolean')
    problems.push({ cell, message: `"Withdrew" is ${JSON.stringify(withdrew)}; expected true or false.` });
  const cells = roundCells(value['Results'], cell, section, problems);
  return {
    number: number as number,
    name: typeof name === 'string' ? cellText(name) : '',
    rating: ratingOf(value['Rating'], cell, problems),
    cells,
    cell,
    labels: labelsOf(value, section.name, cell, problems),
  };
}

/** What every player of a section is read with. */
interface SectionContext {
  name: string;
  paired: number;
  pabQuarters: number | undefined;
}

/** "Rating": absent for an unrated player. */
function ratingOf(value: unknown, cell: string, problems: Problem[]): number | null {
  if (value === undefined || value === null) return null;
  if (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 9999) return value as number;
  problems.push({
    cell,
    message: `"Rating" is ${JSON.stringify(value)}; expected a whole number from 0 to 9999, or none.`,
  });
  return null;
}

function labelsOf(value: Json, section: string, cell: string, problems: Problem[]): Record<string, string> {
  const labels: Record<string, string> = { Section: section };
  for (const field of [...LABEL_FIELDS, ...GIVEN_LABEL_FIELDS]) {
    const v = value[field];
    if (typeof v === 'string' || typeof v === 'number') labels[field] = cellText(String(v));
    else if (v !== undefined && v !== null)
      problems.push({ cell, message: `"${field}" is ${JSON.stringify(v)}; expected text.` });
    else if (LABEL_FIELDS.includes(field)) labels[field] = '';
  }
  return labels;
}

/** "Results": one round for each round paired. */
function roundCells(results: unknown, player: string, section: SectionContext, problems: Problem[]): LocatedCell[] {
  const list = results === undefined && section.paired === 0 ? [] : results;
  if (!Array.isArray(list) || !list.every((r) => typeof r === 'string')) {
    problems.push({
      cell: player,
      message: `"Results" is not a list of rounds; expected ${section.paired} round${section.paired === 1 ? '' : 's'} such as "+;14;W;3;14;14;0".`,
    });
    return [];
  }
  if (list.length !== section.paired)
    problems.push({
      cell: player,
      message: `"Results" has ${list.length} round${list.length === 1 ? '' : 's'}; expected ${section.paired}, one for each round paired ("Rounds paired").`,
    });
  return list
    .slice(0, section.paired)
    .map((raw: string, r) => roundCell(raw, `${player}, round ${r + 1}`, section, problems));
}

function roundCell(raw: string, cell: string, section: SectionContext, problems: Problem[]): LocatedCell {
  const parsed = parseSwissSysRound(raw);
  if (typeof parsed !== 'string') return { ...withPabPoints(parsed, section.pabQuarters), raw, cell };
  problems.push({ cell, message: `${quoteCell(raw)} is not a round as SwissSys writes it; ${parsed}.` });
  return { kind: 'zeroBye', raw, cell };
}

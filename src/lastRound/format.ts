/**
 * The answers before the last round as a director posts them and as other programs read them:
 * JSON (a contract: `afterRound`, `rounds`, one entry per player with `bestRank`, `worstRank`,
 * `bestPlace`, `worstPlace`, `prizes` and `exact`), CSV and a table for the terminal.
 */
import { formatPoints } from '../model/points';
import { csvLine, CsvOptions, fixedWidthLines, printableCell } from '../standings/text';
import { finalScoreRange, scoreOf } from './event';
import { Outlook, PlayerOutlook } from './outlook';
import type { DirectorAnswers } from './prizeList';
import { outlookLine, PrizeAnswer, prizeAnswer, PrizeStatus } from './needs';

export interface OutlookJson {
  afterRound: number;
  rounds: number;
  /** False before the last round is paired: ranks are bounds on score only (docs/last-round.md). Always written; optional for readers of earlier answers. */
  paired?: boolean;
  players: PlayerJson[];
}

export interface PlayerJson {
  number: number;
  name: string;
  /** Score before the last round. */
  score: number;
  /** The best and worst final score: a win and a loss for a game to play, a recorded round as it stands. */
  bestScore?: number;
  worstScore?: number;
  /** The board the player plays in the last round; null when their round is already recorded. */
  board: number | null;
  bestRank: number;
  worstRank: number;
  bestPlace: string;
  worstPlace: string;
  prizes: { prize: string; status: PrizeStatus; needs: string }[];
  /** What each of the player's own results gives, in words. */
  outlook: string;
  /** bestRank and worstRank are each reached by some ending. */
  exact: boolean;
  /** Every ending that can change the player's rank was ranked. */
  complete: boolean;
  /** Why not every ending was ranked. */
  why?: string;
}

/** Players in standings order before the last round: score, then pairing number. */
function inOrder(o: Outlook): PlayerOutlook[] {
  const t = o.event.before;
  const score = t.players.map(scoreOf);
  return [...o.players].sort(
    (a, b) => score[b.player]! - score[a.player]! || t.players[a.player]!.number - t.players[b.player]!.number,
  );
}

/** Places 1..N, or the director's prize list (prizeList.ts). */
export type PrizesAsked = number | DirectorAnswers;

function prizesOf(o: Outlook, p: PlayerOutlook, asked: PrizesAsked): PrizeAnswer[] {
  if (typeof asked !== 'number') return asked.of(p.player);
  return Array.from({ length: asked }, (_, i) => prizeAnswer(o.event.before, o.event.boards, p, i + 1));
}

function prizeCount(asked: PrizesAsked): number {
  return typeof asked === 'number' ? asked : asked.names.length;
}

function playerJson(o: Outlook, p: PlayerOutlook, places: PrizesAsked): PlayerJson {
  const player = o.event.before.players[p.player]!;
  const score = scoreOf(player) / 4;
  const [worst, best] = finalScoreRange(o.event, p.player);
  return {
    number: player.number,
    name: player.name,
    score,
    bestScore: best / 4,
    worstScore: worst / 4,
    board: p.ownBoard === -1 ? null : o.event.boards[p.ownBoard]!.number,
    bestRank: p.bestRank,
    worstRank: p.worstRank,
    bestPlace: p.bestPlace,
    worstPlace: p.worstPlace,
    prizes: prizesOf(o, p, places).map(({ prize, status, needs }) => ({ prize, status, needs })),
    outlook: outlookLine(o.event.before, o.event.boards, p),
    exact: p.exact,
    complete: p.complete,
    ...(p.why ? { why: p.why } : {}),
  };
}

export function outlookJson(o: Outlook, places: PrizesAsked): OutlookJson {
  return {
    afterRound: o.event.before.rounds,
    rounds: o.event.before.rounds + 1,
    paired: !o.event.unpaired,
    players: inOrder(o).map((p) => playerJson(o, p, places)),
  };
}

const HEADER = [
  'No.',
  'Name',
  'Score now',
  'Best score',
  'Worst score',
  'Board',
  'Best',
  'Worst',
  'Exact',
  'What each result gives',
];

function rowOf(j: PlayerJson): string[] {
  return [
    String(j.number),
    j.name,
    formatPoints(j.score * 4),
    j.bestScore === undefined ? '' : formatPoints(j.bestScore * 4),
    j.worstScore === undefined ? '' : formatPoints(j.worstScore * 4),
    j.board === null ? '' : String(j.board),
    String(j.bestRank),
    String(j.worstRank),
    j.exact ? 'yes' : 'bounds',
    j.outlook,
  ];
}

export function outlookCsv(o: Outlook, places: PrizesAsked, options: CsvOptions = {}): string {
  const json = outlookJson(o, places);
  const prizeHeads = Array.from(
    { length: prizeCount(places) },
    (_, i) => json.players[0]?.prizes[i]?.prize ?? `${i + 1}`,
  );
  const lines = [csvLine([...HEADER, ...prizeHeads.flatMap((h) => [h, `${h}: needs`])], options)];
  for (const j of json.players)
    lines.push(csvLine([...rowOf(j), ...j.prizes.flatMap((p) => [p.status, p.needs])], options));
  return lines.join('\n') + '\n';
}

/**
 * Before the pairings, said once above the table and the sheet; with the director's prize list
 * (`prizeList`), how its answers were worked out: over every pairing, or the pairings tried.
 */
export function unpairedHeading(json: OutlookJson, prizeList?: { exact: boolean }): string {
  const said = `Round ${json.rounds} is not paired yet: places and ranks are on score only; tiebreaks decide among those level, and are not known until the round is paired.`;
  if (!prizeList) return said;
  return prizeList.exact
    ? `${said} The prize list is worked out with tiebreaks over every pairing and result.`
    : `${said} The prize list is worked out with tiebreaks over the pairings tried, as there are too many to try them all: a prize is possible where one tried gives it, out of reach only where none can, and otherwise unknown.`;
}

/** A contender's prize line: "clinched", "needs a win; or a draw unless …", "possible with a win or a draw, on score". */
export function prizeWords(json: OutlookJson, p: { status: PrizeStatus; needs: string }): string {
  if (p.status === 'clinched') return 'clinched';
  if (json.paired !== false) return `needs ${p.needs}`;
  // Before the pairing, a prize neither seen taken nor ruled out says so as it stands.
  return p.needs.startsWith('unknown') ? p.needs : `possible with ${p.needs}`;
}

/** The table, then each prize place with who has clinched it and who can still get it, and how. */
export function outlookTable(o: Outlook, places: PrizesAsked): string {
  const json = outlookJson(o, places);
  const lines = fixedWidthLines(HEADER, json.players.map(rowOf), (c) => c === 0 || (c >= 2 && c <= 7));
  if (json.paired === false)
    lines.unshift(unpairedHeading(json, typeof places === 'number' ? undefined : { exact: places.exact }), '');
  for (let i = 0; i < prizeCount(places); i++) {
    const heading = json.players[0]?.prizes[i]?.prize ?? `${i + 1}`;
    const holders = json.players.filter((j) => j.prizes[i]!.status !== 'out of reach');
    lines.push('', typeof places === 'number' ? `${heading} place:` : `${heading}:`);
    for (const j of holders) {
      const p = j.prizes[i]!;
      // Names and the needs that quote them: a control character shown, not obeyed (fixedWidthLines does the same).
      lines.push(printableCell(`  ${j.name} (${j.number}): ${prizeWords(json, p)}`));
    }
  }
  return lines.join('\n') + '\n';
}

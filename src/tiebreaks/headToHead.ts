import type { TiebreakContext } from './context';
import { kindCode, PLAYED_BELOW } from '../model/kinds';
import { roundLabel } from './explain';
import { at } from './lookup';
import type { GroupTiebreak, TiebreakValue } from './types';

/** Kind codes of a win and a loss over the board. */
const WIN = kindCode('win');
const LOSS = kindCode('loss');

/**
 * Groups up to this size are searched member by member: most groups a ranking splits are 2 or 3
 * players. Measured (Node 20, each member's 11 opponents looked up in random groups of a 10,000
 * field): the scan is faster up to 16 members, a Set made per group from 24.
 */
const SCAN_UP_TO = 16;

/** Whether `player` is one of the group: a scan for a small group, the Set made for a large one. */
function isMember(group: readonly number[], members: ReadonlySet<number> | null, player: number): boolean {
  return members ? members.has(player) : group.includes(player);
}

/** Wins minus losses in the games `player` played against other members (read from the columns). */
function scoreAmong(
  ctx: TiebreakContext,
  player: number,
  group: readonly number[],
  members: ReadonlySet<number> | null,
): number {
  ctx.player(player); // one outside the table throws
  const { played, kind, rounds } = ctx.columns;
  let value = 0;
  for (let cell = player * rounds; cell < (player + 1) * rounds; cell++) {
    const opponent = played[cell]!;
    if (opponent < 0 || !isMember(group, members, opponent)) continue;
    if (kind[cell] === WIN) value += 1;
    if (kind[cell] === LOSS) value -= 1;
  }
  return value;
}

/**
 * A player's result among the group: the games it counts are listed only when an explanation is
 * asked for, from the same group (no closure or list made per player).
 */
class ResultAmong implements TiebreakValue {
  constructor(
    readonly value: number,
    private readonly ctx: TiebreakContext,
    private readonly group: readonly number[],
    private readonly player: number,
  ) {}

  explain(): string {
    const { ctx, group, value } = this;
    const { entries } = ctx.player(this.player);
    const played: string[] = [];
    for (let r = 0; r < ctx.rounds; r++) {
      const e = at(entries, r);
      const code = ctx.columns.kind[this.player * ctx.rounds + r]!;
      if (code >= PLAYED_BELOW || e.opponent === undefined || !group.includes(e.opponent)) continue;
      played.push(`${roundLabel(r)} ${e.kind} v ${ctx.label(e.opponent)}`);
    }
    const among = group.map((p) => ctx.label(p)).join(', ');
    return `among ${among}: ${played.join(', ') || 'no games'}; H2H ${value >= 0 ? '+' : ''}${value}`;
  }
}

/**
 * Result between tied players, US Chess 34E5: within the group still tied, wins minus losses in
 * played games against other members ("plus or minus, not percentage": 3–1 is +2 and beats
 * 1–0). Computed for the group at hand and again for every sub-group a later split leaves.
 */
export const headToHead: GroupTiebreak = {
  kind: 'group',
  code: 'H2H',
  name: 'Result between tied players',
  rule: 'US Chess 34E5',
  summary: 'Wins minus losses in games among the players still tied.',
  unit: 'count',
  options: [],
  computeInGroup(ctx, group) {
    const members = group.length > SCAN_UP_TO ? new Set(group) : null;
    const values = new Array<TiebreakValue>(group.length);
    for (let i = 0; i < group.length; i++) {
      const player = group[i]!;
      values[i] = new ResultAmong(scoreAmong(ctx, player, group, members), ctx, group, player);
    }
    return values;
  },
};

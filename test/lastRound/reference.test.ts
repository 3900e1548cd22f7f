/**
 * Real events with their last round's results removed and its pairings kept: what really happened
 * lies inside every predicted range and satisfies every stated condition.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readCrosstableText } from '../../src/read';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { beforeLastRound, BoardResult, endings } from '../../src/lastRound/event';
import { holds } from '../../src/lastRound/conditions';
import { prizeAnswer } from '../../src/lastRound/needs';
import { firstNumber } from '../../src/lastRound/outcomes';
import { lastRoundOutlook } from '../../src/lastRound/outlook';
import { describeShared, sharedFiles } from '../support/shared';

const PLACES = 5;

describeShared('before the last round of each reference tournament', () => {
  const files = [...sharedFiles('refdata', /\.csv$/), ...sharedFiles('trf', /\.trf$/)];

  test.each(files.map((f) => [path.basename(f), f]))('%s', (_name, file) => {
    const t = readCrosstableText(fs.readFileSync(file, 'utf8'), file);
    if (!t.roundOrderKnown || t.boards !== undefined) return;
    const preset = /^swisssys_/.test(path.basename(file)) ? 'uscf' : 'fide';
    const request = { order: findPreset(preset).order.filter((s) => s.code !== 'LOTS') };
    const event = beforeLastRound(t);
    // What happened: each board's real result, read from its first player's last entry.
    const real: BoardResult[] = event.boards.map((b) => {
      const kind = t.players[b.first]!.entries[t.rounds - 1]!.kind;
      return kind === 'win' ? 0 : kind === 'draw' ? 1 : 2;
    });
    const final = rank(t, request);
    const replayed = rank(endings(event).play(real), request);
    // The event rebuilt from its pairings and real results ranks exactly as the table itself.
    expect(replayed.rows.map((r) => [r.player, r.rank, r.place])).toEqual(
      final.rows.map((r) => [r.player, r.rank, r.place]),
    );

    // A small budget keeps the test quick: the claims made with it must hold all the same.
    const outlook = lastRoundOutlook(event, { ...request, budget: 300 });
    const rankOf = new Map(final.rows.map((r) => [r.player, firstNumber(r.rank)]));
    for (const o of outlook.players) {
      const actual = rankOf.get(o.player)!;
      expect({ player: o.player, within: o.bestRank <= actual && actual <= o.worstRank }).toEqual({
        player: o.player,
        within: true,
      });
      for (let place = 1; place <= PLACES; place++) {
        const answer = prizeAnswer(event.before, event.boards, o, place);
        if (answer.status === 'clinched') expect(actual).toBe(place);
        if (answer.status === 'out of reach') expect(actual).not.toBe(place);
        const own = o.ownBoard === -1 ? null : real[o.ownBoard]!;
        for (const { result, condition } of answer.conditions)
          if (result === own && condition.kind !== 'depends') expect(holds(condition, real)).toBe(actual === place);
      }
    }
  });
});

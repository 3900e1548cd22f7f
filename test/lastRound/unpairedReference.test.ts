/**
 * Real events as they stood before their last round was paired: the last round's byes and
 * players not paired as written, everyone who played a game still to be paired. What really
 * happened (one pairing of them, with its results) lies inside every range claimed on score.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readCrosstableText } from '../../src/read';
import { findPreset } from '../../src/standings/presets';
import { rank } from '../../src/standings/rank';
import { beforeLastRound, finalScoreRange, LastRoundEvent, scoreOf } from '../../src/lastRound/event';
import { prizeAnswer } from '../../src/lastRound/needs';
import { firstNumber, lastNumber } from '../../src/lastRound/outcomes';
import { better } from '../../src/lastRound/places';
import { unpairedOutlook } from '../../src/lastRound/unpaired';
import { describeShared, sharedFiles } from '../support/shared';

const PLACES = 5;
const span = (s: string) => ({ first: firstNumber(s), last: lastNumber(s) });

describeShared('before the last round of each reference tournament was paired', () => {
  const files = [...sharedFiles('refdata', /\.csv$/), ...sharedFiles('trf', /\.trf$/)];

  test.each(files.map((f) => [path.basename(f), f]))('%s', (_name, file) => {
    const t = readCrosstableText(fs.readFileSync(file, 'utf8'), file);
    if (!t.roundOrderKnown || t.boards !== undefined) return;
    const preset = /^swisssys_/.test(path.basename(file)) ? 'uscf' : 'fide';
    const request = { order: findPreset(preset).order.filter((s) => s.code !== 'LOTS') };
    const paired = beforeLastRound(t);
    const toPair = paired.boards.flatMap((b) => [b.first, b.second]);
    const event: LastRoundEvent = { ...paired, boards: [], unpaired: { toPair, pab: 4 } };
    const final = rank(t, request);
    const row = new Map(final.rows.map((r) => [r.player, r]));
    for (const o of unpairedOutlook(event).players) {
      const actual = row.get(o.player)!;
      const rankNow = firstNumber(actual.rank);
      const place = span(actual.place);
      const score = scoreOf(t.players[o.player]!);
      const [worstScore, bestScore] = finalScoreRange(event, o.player);
      expect({
        player: o.player,
        score: worstScore <= score && score <= bestScore,
        rank: o.bestRank <= rankNow && rankNow <= o.worstRank,
        place: !better(place, span(o.bestPlace)) && !better(span(o.worstPlace), place),
      }).toEqual({ player: o.player, score: true, rank: true, place: true });
      for (let k = 1; k <= PLACES; k++) {
        const answer = prizeAnswer(event.before, [], o, k);
        if (answer.status === 'clinched') expect(rankNow).toBe(k);
        if (answer.status === 'out of reach') expect(rankNow).not.toBe(k);
      }
    }
  });
});

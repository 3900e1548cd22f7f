/**
 * What the Last round sheet answers (src/sheets/lastRoundChoice.ts), decided once for the menu's
 * sheet and for the panel as it opens: the choice the panel last kept; when none, the prize list
 * where the Prize list names a prize table and the round is paired, else places 1 to 5; and, while
 * the prize list cannot be answered, places with a note that says why.
 */
import {
  insteadNote,
  lastRoundAsked,
  LAST_ROUND_PLACES,
  normaliseLastRoundChoice,
} from '../../src/sheets/lastRoundChoice';

describe('lastRoundAsked', () => {
  test('nothing ever chosen: the prize list where a prize table is named and the round paired, else places 1 to 5', () => {
    expect(lastRoundAsked(null, true, true)).toEqual({ places: 5, prizeList: true, instead: null });
    expect(lastRoundAsked(null, false, true)).toEqual({ places: 5, prizeList: false, instead: null });
    // Not chosen, so nothing to explain: places, as they always were before the pairing.
    expect(lastRoundAsked(null, true, false)).toEqual({ places: 5, prizeList: false, instead: null });
    expect(LAST_ROUND_PLACES).toBe(5);
  });

  test('places chosen: those places, whatever the Prize list names', () => {
    for (const [table, paired] of [
      [true, true],
      [true, false],
      [false, true],
    ])
      expect(lastRoundAsked({ places: 3, prizeList: false }, table!, paired!)).toEqual({
        places: 3,
        prizeList: false,
        instead: null,
      });
  });

  test('the prize list chosen: answered where it can be; else the places chosen before, and why', () => {
    const chosen = { places: 3, prizeList: true };
    expect(lastRoundAsked(chosen, true, true)).toEqual({ places: 3, prizeList: true, instead: null });
    expect(lastRoundAsked(chosen, true, false)).toEqual({ places: 3, prizeList: false, instead: 'not paired' });
    expect(lastRoundAsked(chosen, false, true)).toEqual({ places: 3, prizeList: false, instead: 'no prize table' });
  });
});

test('the note says what is answered instead of the prize list, and why, in plain words', () => {
  expect(insteadNote({ places: 5, instead: null }, 5)).toBe('');
  expect(insteadNote({ places: 5, instead: 'not paired' }, 5)).toBe(
    'Prize places 1 to 5 instead of the prize list chosen: the prize list is answered once round 5 is paired.',
  );
  expect(insteadNote({ places: 1, instead: 'no prize table' }, 7)).toBe(
    'Prize place 1 instead of the prize list chosen: no prize table is named under Prize list.',
  );
});

test('a choice is checked as the CLI checks --places; the prize list only when said so', () => {
  expect(normaliseLastRoundChoice({ places: '3', prizeList: true })).toEqual({ places: 3, prizeList: true });
  expect(normaliseLastRoundChoice({ places: 12 })).toEqual({ places: 12, prizeList: false });
  expect(normaliseLastRoundChoice({ places: 4, prizeList: 'yes' })).toEqual({ places: 4, prizeList: false });
  for (const bad of [0, 101, '2.5', '', null, 'five', undefined])
    expect(() => normaliseLastRoundChoice({ places: bad })).toThrow(
      `Prize places must be a whole number from 1 to 100; got "${String(bad)}".`,
    );
});

/**
 * What the Last round sheet answers (src/sheets/lastRoundChoice.ts), decided once for the menu's
 * sheet and for the panel as it opens: the choice the panel last kept; when none, the prize list
 * where the Prize list names a prize table, else places 1 to 5; and, while the prize list cannot
 * be answered (no prize table), places with a note that says why.
 */
import {
  insteadNote,
  lastRoundAsked,
  LAST_ROUND_PLACES,
  normaliseLastRoundChoice,
} from '../../src/sheets/lastRoundChoice';

describe('lastRoundAsked', () => {
  test('nothing ever chosen: the prize list where a prize table is named, else places 1 to 5', () => {
    expect(lastRoundAsked(null, true)).toEqual({ places: 5, prizeList: true, instead: null });
    expect(lastRoundAsked(null, false)).toEqual({ places: 5, prizeList: false, instead: null });
    expect(LAST_ROUND_PLACES).toBe(5);
  });

  test('places chosen: those places, whatever the Prize list names', () => {
    for (const table of [true, false])
      expect(lastRoundAsked({ places: 3, prizeList: false }, table)).toEqual({
        places: 3,
        prizeList: false,
        instead: null,
      });
  });

  test('the prize list chosen: answered where it can be; else the places chosen before, and why', () => {
    const chosen = { places: 3, prizeList: true };
    expect(lastRoundAsked(chosen, true)).toEqual({ places: 3, prizeList: true, instead: null });
    expect(lastRoundAsked(chosen, false)).toEqual({ places: 3, prizeList: false, instead: 'no prize table' });
  });
});

test('the note says what is answered instead of the prize list, and why, in plain words', () => {
  expect(insteadNote({ places: 5, instead: null })).toBe('');
  expect(insteadNote({ places: 5, instead: 'no prize table' })).toBe(
    'Prize places 1 to 5 instead of the prize list chosen: no prize table is named under Prize list.',
  );
  expect(insteadNote({ places: 1, instead: 'no prize table' })).toBe(
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

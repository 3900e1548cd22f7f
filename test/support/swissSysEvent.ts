/**
 * SwissSys event files (.sjson) made for the tests from invented players: the structure of the
 * files SwissSys 11 saves (docs/swisssys-sjson.md), none of a real event's data.
 */
import * as E from '../read/smallEvent';

export interface SjsonPlayer {
  number: number;
  name: string;
  rating?: number;
  id?: string;
  state?: string;
  team?: string;
  withdrew?: boolean;
  results: string[];
}

export interface SjsonSection {
  name: string;
  paired: number;
  played: number;
  final?: number;
  players: SjsonPlayer[];
}

/** A round as SwissSys writes it: result; opponent; colour; board; two pairing fields; game points. */
export function round(result: string, opponent = -1, colour = '-', board = 0): string {
  return `${result};${opponent};${colour};${board};${opponent};${opponent};0`;
}

/** The file's text, as SwissSys lays it out (indented JSON). */
export function sjsonText(sections: SjsonSection[], title = 'Invented Spring Open'): string {
  const document = {
    Overview: { Program: 'SwissSys', Version: 11.79, 'Tournament title': title, 'Starting date': '2026-04-04' },
    Sections: sections.map((s) => ({
      'Section name': s.name,
      Type: 0,
      'Number of players': s.players.length,
      'Rounds paired': s.paired,
      'Rounds played': s.played,
      ...(s.final === undefined ? {} : { 'Final round': s.final }),
      Players: s.players.map((p) => ({
        'Pair number': p.number,
        Name: p.name,
        ...(p.id === undefined ? {} : { ID: p.id }),
        ...(p.rating === undefined ? {} : { Rating: p.rating }),
        ...(p.state === undefined ? {} : { State: p.state }),
        ...(p.team === undefined ? {} : { Team: p.team }),
        ...(p.withdrew ? { Withdrew: true } : {}),
        ...(s.paired > 0 ? { Results: p.results } : {}),
      })),
      Teams: [],
    })),
  };
  return JSON.stringify(document, null, 2);
}

/**
 * The small Swiss of smallEvent.ts (every notation's) as SwissSys writes it: the pairing byes B,
 * the half-point bye H, 3's forfeit win against 6 (X/F, F with SwissSys's "*" colour), and 6
 * withdrawn after round 1 (U).
 */
export const SMALL_SWISS: SjsonSection = {
  name: 'Open',
  paired: 4,
  played: 4,
  final: 4,
  players: [
    [round('+', 4, 'W', 1), round('+', 3, 'B', 1), round('=', 2, 'W', 1), round('+', 5, 'W', 1)],
    [round('=', 5, 'B', 2), round('B'), round('=', 1, 'B', 1), round('+', 4, 'W', 2)],
    [round('X', 6, '-', 3), round('-', 1, 'W', 1), round('-', 5, 'B', 2), round('B')],
    [round('-', 1, 'B', 1), round('=', 5, 'W', 2), round('H'), round('-', 2, 'B', 2)],
    [round('=', 2, 'W', 2), round('=', 4, 'B', 2), round('+', 3, 'W', 2), round('-', 1, 'B', 1)],
    [round('F', 3, '*', 3), round('U'), round('U'), round('U')],
  ].map((results, i) => ({
    number: E.PLAYERS[i][0],
    name: E.PLAYERS[i][1],
    rating: E.PLAYERS[i][2],
    id: String(12345671 + i),
    state: i === 2 ? 'ON' : 'MI',
    ...(i === 5 ? { withdrew: true } : {}),
    results,
  })),
};

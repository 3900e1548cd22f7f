/**
 * The peer: the npm package tournament-organizer (v4.1.1), loaded with OUR pairings and results
 * (the Tournament our reader made from the same CSV), so both rank the same games.
 *
 * tournament-organizer keeps one Match per pairing and, per player, a list of match entries; it
 * has no half-point bye and no forfeit, so each of our round entries becomes what it would
 * itself record:
 *   win / draw / loss          one shared match, both players, win/draw/loss 1
 *   forfeit win, full bye      a bye match (its assignBye; its assignLoss gives the forfeit
 *                              winner exactly this): 1 point, no opponent
 *   forfeit loss, zero bye     an assigned loss (its assignLoss): 0 points, no opponent
 *   half bye, forfeit draw     an unopposed match scored as a draw: ½ point, no opponent
 * So forfeits are not games for it either (no opponent), as in ours (rules.md §1), and every
 * round of every player has a match, which makes its "cumulative" the plain sum of running scores.
 *
 * What it computes (Tournament.computeScores, every value at once whatever the list): score,
 * Solkoff (opponents' raw scores), median Buchholz (drops the highest and lowest opponent once),
 * Sonneborn-Berger, cumulative and opponents' cumulative, Koya and the match/game percentages;
 * getStandings then sorts by score and the tiebreak list.
 */
import Manager from 'tournament-organizer';
import type {
  LoadableTournamentValues,
  MatchValues,
  PlayerValues,
  StandingsValues,
} from 'tournament-organizer/dist/interfaces/index.js';
import type { EntryKind, Tournament } from '../src/model/tournament';

export const PEER = 'tournament-organizer';

type PeerTiebreak = LoadableTournamentValues['scoring']['tiebreaks'][number];

/**
 * Its nearest equivalents of our presets. uscf (MM SOLK CUM OPPCUM): median Buchholz, Solkoff,
 * cumulative (which compares opponents' cumulative second). mca (PLAY MM SOLK CUM H2H BLACKS SB
 * KASH): the same, then "versus" (a pairwise head-to-head) and Sonneborn-Berger; it has no
 * played-score, most-blacks or Kashdan.
 */
export const PEER_ORDER: Record<string, PeerTiebreak[]> = {
  uscf: ['median buchholz', 'solkoff', 'cumulative'],
  mca: ['median buchholz', 'solkoff', 'cumulative', 'versus', 'sonneborn berger'],
};

type Side = { win: number; loss: number; draw: number };
const SIDE: Record<'win' | 'draw' | 'loss', Side> = {
  win: { win: 1, loss: 0, draw: 0 },
  draw: { win: 0, loss: 0, draw: 1 },
  loss: { win: 0, loss: 1, draw: 0 },
};

/** What an unplayed round becomes in tournament-organizer (see the header). */
const UNPLAYED: Record<Exclude<EntryKind, 'win' | 'draw' | 'loss'>, { bye: boolean; loss: boolean; side: Side }> = {
  forfeitWin: { bye: true, loss: false, side: SIDE.win },
  fullBye: { bye: true, loss: false, side: SIDE.win },
  forfeitLoss: { bye: false, loss: true, side: SIDE.loss },
  zeroBye: { bye: false, loss: true, side: SIDE.loss },
  halfBye: { bye: false, loss: false, side: SIDE.draw },
  forfeitDraw: { bye: false, loss: false, side: SIDE.draw },
};

const playerId = (t: Tournament, p: number) => String(t.players[p].number);

/** Our tournament as tournament-organizer's plain, loadable values (a finished Swiss). */
export function toLoadable(t: Tournament, tiebreaks: PeerTiebreak[]): LoadableTournamentValues {
  const players: PlayerValues[] = t.players.map((p) => ({
    id: String(p.number),
    name: p.name,
    active: true,
    value: p.rating ?? 0,
    matches: [],
    meta: {},
  }));
  const matches: MatchValues[] = [];
  const blank = () => ({ win: null as string | null, loss: null as string | null });
  for (let r = 0; r < t.rounds; r++) {
    let board = 0;
    t.players.forEach((player, p) => {
      const e = player.entries[r];
      const id = playerId(t, p);
      if (e.kind === 'win' || e.kind === 'draw' || e.kind === 'loss') {
        const q = e.opponent!;
        if (q < p) return; // the pairing was made when its first player was met
        const other = t.players[q].entries[r];
        const matchId = `r${r + 1}-${id}-${playerId(t, q)}`;
        const mine = SIDE[e.kind];
        const theirs = SIDE[other.kind as 'win' | 'draw' | 'loss'];
        matches.push({
          id: matchId,
          round: r + 1,
          match: ++board,
          active: false,
          bye: false,
          loss: false,
          player1: { id, ...mine },
          player2: { id: playerId(t, q), ...theirs },
          path: blank(),
          meta: {},
        });
        players[p].matches.push({
          id: matchId,
          opponent: playerId(t, q),
          pairUpDown: false,
          seating: e.colour === 'W' ? 1 : e.colour === 'B' ? -1 : null,
          bye: false,
          ...mine,
        });
        players[q].matches.push({
          id: matchId,
          opponent: id,
          pairUpDown: false,
          seating: other.colour === 'W' ? 1 : other.colour === 'B' ? -1 : null,
          bye: false,
          ...theirs,
        });
        return;
      }
      const u = UNPLAYED[e.kind];
      const matchId = `r${r + 1}-${id}`;
      matches.push({
        id: matchId,
        round: r + 1,
        match: 0,
        active: false,
        bye: u.bye,
        loss: u.loss,
        player1: { id, ...u.side },
        player2: { id: null, win: u.side.loss, loss: u.side.win, draw: u.side.draw },
        path: blank(),
        meta: {},
      });
      players[p].matches.push({ id: matchId, opponent: null, pairUpDown: false, seating: null, bye: u.bye, ...u.side });
    });
  }
  return {
    id: 'bench',
    name: 'bench',
    status: 'complete',
    round: t.rounds,
    players,
    matches,
    seating: false,
    sorting: 'none',
    scoring: { bestOf: 1, win: 1, draw: 0.5, loss: 0, bye: 1, tiebreaks },
    stageOne: { format: 'swiss', consolation: false, rounds: t.rounds, initialRound: 1, maxPlayers: 0 },
    stageTwo: { format: null, consolation: false, advance: { value: 0, method: 'all' } },
    meta: {},
  };
}

/** Its Tournament object, built by its own loader (Manager.loadTournament). */
export function loadPeer(values: LoadableTournamentValues) {
  return new Manager().loadTournament(values);
}

/** Its standings: every tiebreak computed, then sorted (Tournament.getStandings). */
export function peerStandings(tournament: ReturnType<typeof loadPeer>): StandingsValues[] {
  return tournament.getStandings();
}

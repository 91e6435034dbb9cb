import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches.js';
import {
  formatBoundary,
  matchPlayingTime,
  periodChanges,
  squadOnMatchDay,
} from '../../../shared/domain/playing-time.js';
import type { Db } from '../../db/client.js';
import { listFormations } from '../formations/formations.js';
import { selectSquad } from '../squad/player-shape.js';
import { getMatch } from './matches.js';

// A match's playing time (issue 30): three reads whatever the periods or the squad (the match with its
// lists, its formations, the squad), each the one the match, formation and squad screens use, so their
// read caches serve it too; the figures are the pure rules' (shared/domain/playing-time.ts).

/**
 * The minutes of every player in the squad on the match's day (squadOnMatchDay: the players the season
 * counts the match for), and the change at each boundary with match planning's wording, naming anyone a
 * formation places. Another team's match (or a missing one) is 404 `Match not found` (getMatch).
 */
export async function readMatchPlayingTime(
  db: Db,
  teamId: number,
  matchId: number,
): Promise<MatchPlayingTimeAnswer> {
  const [match, formations, squad] = await Promise.all([
    getMatch(db, teamId, matchId),
    listFormations(db, teamId, matchId),
    selectSquad(db, teamId),
  ]);
  const time = matchPlayingTime(match, formations, squadOnMatchDay(match, squad));
  const changes = periodChanges(match, formations, squad).map((boundary) => ({
    ...boundary,
    text: formatBoundary(boundary, squad),
  }));
  return { ...time, changes };
}

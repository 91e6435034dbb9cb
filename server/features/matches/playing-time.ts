import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches.js';
import {
  formatBoundary,
  matchPlayingTime,
  periodChanges,
  squadOnMatchDay,
} from '../../../shared/domain/playing-time.js';
import type { Db } from '../../db/client.js';
import { readFormations, readMatches, readSquad } from '../../db/playing-time-reads.js';
import { notFound } from '../../errors.js';

// A match's playing time (issue 30): three reads whatever the periods or the squad (the match with its
// lists, its formations, the squad), the same the squad's season figures make (playing-time-reads.ts);
// the figures are the pure rules' (shared/domain/playing-time.ts).

/**
 * The minutes of every player in the squad on the match's day (squadOnMatchDay: the players the season
 * counts the match for), and the change at each boundary with match planning's wording, naming anyone a
 * formation places. Another team's match (or a missing one) is 404 `Match not found`.
 */
export async function readMatchPlayingTime(
  db: Db,
  team: { id: number; fairShareTarget: number },
  matchId: number,
): Promise<MatchPlayingTimeAnswer> {
  const teamId = team.id;
  const [[match], formations, squad] = await Promise.all([
    readMatches(db, teamId, { matchId }),
    readFormations(db, teamId, { matchId }),
    readSquad(db, teamId),
  ]);
  if (!match) throw notFound('Match');
  const time = matchPlayingTime(match, formations, squadOnMatchDay(match, squad));
  const changes = periodChanges(match, formations, squad).map((boundary) => ({
    ...boundary,
    text: formatBoundary(boundary, squad),
  }));
  // The team's target, which the page flags players below (0: no flag).
  return { ...time, changes, fairShareTarget: team.fairShareTarget };
}

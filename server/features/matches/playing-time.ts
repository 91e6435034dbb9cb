import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches.js';
import { dailyMinuteCap, type OverDailyCap, overDailyCap } from '../../../shared/domain/daily-minute-cap.js';
import { DEFAULT_TEAM_FORMAT, isTeamFormat } from '../../../shared/domain/formation-shapes.js';
import type { PlayingTimeMatch } from '../../../shared/domain/playing-time.js';
import {
  formatBoundary,
  matchPlayingTime,
  periodChanges,
  squadOnMatchDay,
} from '../../../shared/domain/playing-time.js';
import { ukDate } from '../../../shared/domain/uk-time.js';
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
  team: { id: number; fairShareTarget: number; format: number },
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
  const cap = dailyMinuteCap(isTeamFormat(team.format) ? team.format : DEFAULT_TEAM_FORMAT);
  const dailyCap =
    cap === null ? null : { minutes: cap, players: await readOverDailyCap(db, teamId, match, squad, cap) };
  // The team's target, which the page flags players below (0: no flag).
  return { ...time, changes, dailyCap, fairShareTarget: team.fairShareTarget };
}

/**
 * The match's players over the day's cap: every match of the team on its London day with its
 * formations, two reads more whatever their number, each worked out as this one is. An undated match
 * has no day to count.
 */
async function readOverDailyCap(
  db: Db,
  teamId: number,
  match: PlayingTimeMatch,
  squad: Awaited<ReturnType<typeof readSquad>>,
  cap: number,
): Promise<OverDailyCap[]> {
  if (!match.matchDate) return [];
  const day = ukDate(new Date(match.matchDate));
  const range = { range: { from: day, to: day } };
  const [dayMatches, dayFormations] = await Promise.all([
    readMatches(db, teamId, range),
    readFormations(db, teamId, range),
  ]);
  const planned = dayMatches.map((dayMatch) => ({
    id: dayMatch.id,
    matchDate: dayMatch.matchDate,
    isPostponed: Boolean(dayMatch.isPostponed),
    players: matchPlayingTime(dayMatch, dayFormations, squadOnMatchDay(dayMatch, squad)).players,
  }));
  return overDailyCap(match.id, planned, cap);
}

import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches.js';
import { dailyMinuteCap, type OverDailyCap, overDailyCap } from '../../../shared/domain/daily-minute-cap.js';
import { familyBoundary } from '../../../shared/domain/family.js';
import { DEFAULT_TEAM_FORMAT, isTeamFormat } from '../../../shared/domain/formation-shapes.js';
import type { PlayingTimeMatch } from '../../../shared/domain/playing-time.js';
import {
  formatBoundary,
  matchPlayingTime,
  periodChanges,
  squadOnMatchDay,
} from '../../../shared/domain/playing-time.js';
import type { TeamRole } from '../../../shared/domain/roles.js';
import { ukDate } from '../../../shared/domain/uk-time.js';
import type { Db } from '../../db/client.js';
import { minutesVisibleTo } from '../../db/family.js';
import { readFormations, readMatches, readSquad } from '../../db/playing-time-reads.js';
import { notFound } from '../../errors.js';

// A match's playing time (issue 30): three reads whatever the periods or the squad (the match with its
// lists, its formations, the squad), the same the squad's season figures make (playing-time-reads.ts);
// the figures are the pure rules' (shared/domain/playing-time.ts).

/**
 * The minutes of every player in the squad on the match's day (squadOnMatchDay: the players the season
 * counts the match for), and the change at each boundary with match planning's wording, naming anyone a
 * formation places. Another team's match (or a missing one) is 404 `Match not found`.
 *
 * A parent or player, unless the team shows the squad's minutes to families, gets his family's players
 * only, and changes naming only them (familyBoundary: "12 on", never whom 12 replaced); the match's own
 * figures (its periods, how many are planned, their lengths) name no player and stay.
 */
export async function readMatchPlayingTime(
  db: Db,
  team: { id: number; fairShareTarget: number; format: number; showSquadMinutesToFamily: boolean },
  viewer: { role: TeamRole; id: number; email: string },
  matchId: number,
  now: Date,
): Promise<MatchPlayingTimeAnswer> {
  const teamId = team.id;
  const [[match], formations, squad, visible] = await Promise.all([
    readMatches(db, teamId, { matchId }),
    readFormations(db, teamId, { matchId }),
    readSquad(db, teamId),
    minutesVisibleTo(db, team, viewer.role, viewer),
  ]);
  if (!match) throw notFound('Match');
  // A match played live counts its actual minutes, up to now while it runs.
  const time = matchPlayingTime(match, formations, squadOnMatchDay(match, squad), now);
  const boundaries = periodChanges(match, formations, squad).map((boundary) =>
    visible === null ? boundary : familyBoundary(boundary, visible),
  );
  const changes = boundaries.map((boundary) => ({ ...boundary, text: formatBoundary(boundary, squad) }));
  const players = visible === null ? time.players : time.players.filter((p) => visible.has(p.playerId));
  const scope = visible === null ? 'squad' : 'family';
  const cap = dailyMinuteCap(isTeamFormat(team.format) ? team.format : DEFAULT_TEAM_FORMAT);
  // A parent sees the day's limit only for his family's players, as he sees only their minutes.
  const overCap =
    cap === null
      ? []
      : (await readOverDailyCap(db, teamId, match, squad, cap, now)).filter(
          (over) => visible === null || visible.has(over.playerId),
        );
  const dailyCap = cap === null ? null : { minutes: cap, players: overCap };
  // The team's target, which the page flags players below (0: no flag).
  return { ...time, players, changes, scope, dailyCap, fairShareTarget: team.fairShareTarget };
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
  now: Date,
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
    players: matchPlayingTime(dayMatch, dayFormations, squadOnMatchDay(dayMatch, squad), now).players,
  }));
  return overDailyCap(match.id, planned, cap);
}

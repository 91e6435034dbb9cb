import { and, asc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PlayingTimeFormation, PlayingTimeMatch } from '../../shared/domain/playing-time.js';
import type { Db } from './client.js';
import { formationPlaces, formations, matches, players } from './schema.js';

// What the playing-time rules (shared/domain/playing-time.ts) read: a team's matches, their formations
// and the squad, in three statements whatever the number of matches or players. The squad's season
// figures read a range of days, match planning one match; both are the same reads, here rather than in
// either feature because features never import each other.

/** London days, inclusive; null for no bound. */
export type DayRange = { from: string | null; to: string | null };

export type SquadRow = {
  id: number;
  shirtNumber: number;
  firstName: string;
  lastName: string;
  createdAt: Date;
};

/**
 * Only the matches that can lie in the range are read. A London day starts at most an hour from UTC
 * midnight, so a day's margin on each side keeps every match of the range whatever the database's time
 * zone; seasonPlayingTime then applies the exact rule (the match's London day), and without a bound it
 * also sees the undated matches, which it counts as 'undated'.
 */
function inRange(range: DayRange): (SQL | undefined)[] {
  return [
    range.from === null ? undefined : gte(matches.matchDate, sql`${range.from}::date - 1`),
    range.to === null ? undefined : lt(matches.matchDate, sql`${range.to}::date + 2`),
  ];
}

/** Which of the team's matches to read: those that can lie in a range of days, or one match. */
export type MatchFilter = { range: DayRange } | { matchId: number };

function matchesIn(filter: MatchFilter): (SQL | undefined)[] {
  return 'matchId' in filter ? [eq(matches.id, filter.matchId)] : inRange(filter.range);
}

/** The team's matches the filter selects, with what the rules read of each. */
export async function readMatches(db: Db, teamId: number, filter: MatchFilter): Promise<PlayingTimeMatch[]> {
  const rows = await db
    .select({
      id: matches.id,
      matchDate: matches.matchDate,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      isPostponed: matches.isPostponed,
      resultCode: matches.resultCode,
      matchLength: matches.matchLength,
      substitutionTimings: matches.substitutionTimings,
      defaultSubstitutions: matches.defaultSubstitutions,
      captainPlayerId: matches.captainPlayerId,
      unavailablePlayerIds: sql<number[]>`array(
        select u.player_id from match_unavailable_players u where u.match_id = ${matches.id}
      )`,
    })
    .from(matches)
    .where(and(eq(matches.myTeamId, teamId), ...matchesIn(filter)));
  return rows.map((row) => ({
    ...row,
    matchDate: row.matchDate?.toISOString() ?? null,
    substitutionTimings: Array.isArray(row.substitutionTimings) ? row.substitutionTimings : [],
    unavailablePlayerIds: (row.unavailablePlayerIds ?? []).map(Number),
  }));
}

/** The selected matches' formations a period can show (saved in the editor), each with its places. */
export async function readFormations(
  db: Db,
  teamId: number,
  filter: MatchFilter,
): Promise<PlayingTimeFormation[]> {
  const rows = await db
    .select({
      id: formations.id,
      matchId: formations.matchId,
      quarter: formations.quarter,
      plannedAt: formations.plannedAt,
      playerId: formationPlaces.playerId,
      place: formationPlaces.place,
      x: formationPlaces.x,
      y: formationPlaces.y,
    })
    .from(formations)
    .innerJoin(matches, eq(matches.id, formations.matchId))
    .leftJoin(formationPlaces, eq(formationPlaces.formationId, formations.id))
    .where(
      and(
        eq(formations.myTeamId, teamId),
        eq(matches.myTeamId, teamId),
        isNotNull(formations.plannedAt),
        ...matchesIn(filter),
      ),
    )
    .orderBy(asc(formations.id), asc(formationPlaces.ordinal));
  type Built = PlayingTimeFormation & {
    playerPositions: { playerId: number; x: number; y: number }[];
    benchPlayers: number[];
    unavailablePlayers: number[];
  };
  const byId = new Map<number, Built>();
  for (const row of rows) {
    let formation = byId.get(row.id);
    if (!formation) {
      formation = {
        id: row.id,
        matchId: row.matchId,
        quarter: row.quarter,
        plannedAt: row.plannedAt,
        playerPositions: [],
        benchPlayers: [],
        unavailablePlayers: [],
      };
      byId.set(row.id, formation);
    }
    if (row.playerId === null) continue;
    if (row.place === 'pitch' && row.x !== null && row.y !== null) {
      formation.playerPositions.push({ playerId: row.playerId, x: row.x, y: row.y });
    } else if (row.place === 'bench') {
      formation.benchPlayers.push(row.playerId);
    } else if (row.place === 'unavailable') {
      formation.unavailablePlayers.push(row.playerId);
    }
  }
  return [...byId.values()];
}

/** The team's squad by shirt number, with the day each player was added (who a match counts for). */
export function readSquad(db: Db, teamId: number): Promise<SquadRow[]> {
  return db
    .select({
      id: players.id,
      shirtNumber: players.shirtNumber,
      firstName: players.firstName,
      lastName: players.lastName,
      createdAt: players.createdAt,
    })
    .from(players)
    .where(eq(players.myTeamId, teamId))
    .orderBy(asc(players.shirtNumber), asc(players.id));
}

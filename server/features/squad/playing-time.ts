import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { SeasonPlayingTimeAnswer } from '../../../shared/contracts/playing-time.js';
import {
  type PlayingTimeFormation,
  type PlayingTimeMatch,
  seasonPlayingTime,
} from '../../../shared/domain/playing-time.js';
import { sharePercent } from '../../../shared/domain/share-percent.js';
import type { Db } from '../../db/client.js';
import { formationPlaces, formations, matches, players } from '../../db/schema.js';
import { type CsvCell, toCsv } from '../../lib/csv.js';

// The season's playing time (issue 30): the team's matches, their formations and the squad read in three
// statements whatever the number of matches or players, then handed to seasonPlayingTime, which holds
// every rule (which matches count, who was in the squad, which formation a period shows).

/** London days, inclusive; null for no bound. */
export type DayRange = { from: string | null; to: string | null };

type SquadRow = { id: number; shirtNumber: number; firstName: string; lastName: string; createdAt: Date };

export type SeasonPlayingTimeRead = { time: SeasonPlayingTimeAnswer; squad: SquadRow[] };

/**
 * Only the matches that can lie in the range are read. A London day starts at most an hour from UTC
 * midnight, so a day's margin on each side keeps every match of the range whatever the database's time
 * zone; seasonPlayingTime then applies the exact rule (the match's London day), and without a bound it
 * also sees the undated matches, which it counts as 'undated'.
 */
function inRange(range: DayRange) {
  return [
    range.from === null ? undefined : gte(matches.matchDate, sql`${range.from}::date - 1`),
    range.to === null ? undefined : lt(matches.matchDate, sql`${range.to}::date + 2`),
  ];
}

async function readMatches(db: Db, teamId: number, range: DayRange): Promise<PlayingTimeMatch[]> {
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
    .where(and(eq(matches.myTeamId, teamId), ...inRange(range)));
  return rows.map((row) => ({
    ...row,
    matchDate: row.matchDate?.toISOString() ?? null,
    substitutionTimings: Array.isArray(row.substitutionTimings) ? row.substitutionTimings : [],
    unavailablePlayerIds: (row.unavailablePlayerIds ?? []).map(Number),
  }));
}

/** The range's match formations a period can show (saved in the editor), each with its places. */
async function readFormations(db: Db, teamId: number, range: DayRange): Promise<PlayingTimeFormation[]> {
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
        ...inRange(range),
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

/**
 * Every squad player's figures over the team's matches in `range` (seasonPlayingTime), by shirt number,
 * with the squad rows the CSV names them by.
 */
export async function readSeasonPlayingTime(
  db: Db,
  teamId: number,
  range: DayRange,
  fairShareTarget: number,
  now: Date,
): Promise<SeasonPlayingTimeRead> {
  const teamMatches = await readMatches(db, teamId, range);
  const teamFormations = await readFormations(db, teamId, range);
  const squad = await db
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
  const time = seasonPlayingTime(teamMatches, teamFormations, squad, { ...range, now, fairShareTarget });
  return { time: { ...range, ...time }, squad };
}

const CSV_HEADER = [
  'Shirt number',
  'First name',
  'Last name',
  'Matches in squad',
  'Matches played',
  'Minutes',
  'Available minutes',
  'Share of available minutes (%)',
  'Starts',
  'Periods on pitch',
  'Periods on bench',
  'Periods unavailable',
  'Periods in goal',
  'Periods in defence',
  'Periods in midfield',
  'Periods in attack',
  'Times captain',
  'Below fair share target',
] as const;

/**
 * The CSV: a header row, then one row per player by shirt number. The share is written to one decimal,
 * rounded down (sharePercent) so it never reads as on target for a flagged player; with the target off
 * (0) the last column is empty rather than "No" for everyone.
 */
export function seasonPlayingTimeCsv({ time, squad }: SeasonPlayingTimeRead): string {
  const byId = new Map(time.players.map((player) => [player.playerId, player]));
  const rows: CsvCell[][] = [[...CSV_HEADER]];
  for (const player of squad) {
    const figures = byId.get(player.id);
    if (!figures) continue;
    rows.push([
      player.shirtNumber,
      player.firstName,
      player.lastName,
      figures.matchesInSquad,
      figures.matchesPlayed,
      figures.minutes,
      figures.availableMinutes,
      sharePercent(figures, 1),
      figures.starts,
      figures.periodsOnPitch,
      figures.periodsOnBench,
      figures.periodsUnavailable,
      figures.byLine.GK,
      figures.byLine.DEF,
      figures.byLine.MID,
      figures.byLine.FWD,
      figures.timesCaptain,
      time.fairShareTarget === 0 ? null : figures.belowTarget ? 'Yes' : 'No',
    ]);
  }
  return toCsv(rows);
}

import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { LiveChangeRecord } from '../../shared/domain/live-changes.js';
import type { LiveEvent } from '../../shared/domain/match-live.js';
import type { PlayingTimeFormation, PlayingTimeMatch } from '../../shared/domain/playing-time.js';
import type { Db } from './client.js';
import {
  formationPlaces,
  formations,
  matches,
  matchLiveEvents,
  matchUnavailablePlayers,
  players,
} from './schema.js';

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

/**
 * Which of the team's matches to read: those that can lie in a range of days, one match, or the matches
 * given (those a season counts, seasonMatchReason, whose formations are all its figures read).
 */
export type MatchFilter = { range: DayRange } | { matchId: number } | { matchIds: readonly number[] };

function matchesIn(filter: MatchFilter): (SQL | undefined)[] {
  if ('matchId' in filter) return [eq(matches.id, filter.matchId)];
  // One array parameter whatever the number of matches (ids are numbers, so the literal is safe).
  if ('matchIds' in filter)
    return [sql`${matches.id} = any(${`{${filter.matchIds.map(Number).join(',')}}`}::int[])`];
  return inRange(filter.range);
}

// Why the two reads below are written as they are: the embedded database never gathers planner
// statistics, so it guesses a team has a row or two of matches and formations and joins them row by row.
// A season of 200 matches and 800 planned periods then took 1.4 s to read (each formation looked up its
// places on its own, and the matches were scanned once per formation). Each read now takes its lists by
// the array of ids it needs (`= any(array(...))`, one index scan whatever the guess) and joins nothing
// row by row, so its cost follows the rows it returns on either database.

/** The ids of the team's matches the filter selects, as a subquery. */
function matchIds(teamId: number, filter: MatchFilter): SQL {
  const where = [eq(matches.myTeamId, teamId), ...matchesIn(filter)].filter((part) => part !== undefined);
  return sql`select ${matches.id} from ${matches} where ${and(...where)}`;
}

/** The team's matches the filter selects, with what the rules read of each. */
export async function readMatches(db: Db, teamId: number, filter: MatchFilter): Promise<PlayingTimeMatch[]> {
  // The unavailable players of all of them at once, grouped by match, then put beside each match.
  const unavailable = db.$with('unavailable').as(
    db
      .select({
        matchId: sql<number>`${matchUnavailablePlayers.matchId}`.as('match_id'),
        playerIds: sql<number[]>`array_agg(${matchUnavailablePlayers.playerId})`.as('player_ids'),
      })
      .from(matchUnavailablePlayers)
      .where(sql`${matchUnavailablePlayers.matchId} = any(array(${matchIds(teamId, filter)}))`)
      .groupBy(matchUnavailablePlayers.matchId),
  );
  // The live presses of all of them the same way, in the order taken (a match played live counts its
  // actual minutes, decision 067's third slice): no statement more for a team that never plays live.
  const presses = db.$with('presses').as(
    db
      .select({
        matchId: sql<number>`${matchLiveEvents.matchId}`.as('press_match_id'),
        kinds: sql<
          LiveEvent['kind'][]
        >`array_agg(${matchLiveEvents.kind} order by ${matchLiveEvents.at}, ${matchLiveEvents.seq})`.as(
          'kinds',
        ),
        ats: sql<
          string[]
        >`array_agg((extract(epoch from ${matchLiveEvents.at}) * 1000)::bigint::text order by ${matchLiveEvents.at}, ${matchLiveEvents.seq})`.as(
          'ats',
        ),
      })
      .from(matchLiveEvents)
      .where(sql`${matchLiveEvents.matchId} = any(array(${matchIds(teamId, filter)}))`)
      .groupBy(matchLiveEvents.matchId),
  );
  const rows = await db
    .with(unavailable, presses)
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
      unavailablePlayerIds: unavailable.playerIds,
      pressKinds: presses.kinds,
      pressAts: presses.ats,
    })
    .from(matches)
    .leftJoin(unavailable, eq(unavailable.matchId, matches.id))
    .leftJoin(presses, eq(presses.matchId, matches.id))
    .where(and(eq(matches.myTeamId, teamId), ...matchesIn(filter)));
  const live = new Map<number, { events: LiveEvent[]; changes: LiveChangeRecord[] }>();
  for (const { id, pressKinds, pressAts } of rows) {
    if (!pressKinds || !pressAts) continue;
    const events = pressKinds.map((kind, i) => ({ kind, at: new Date(Number(pressAts[i])).toISOString() }));
    live.set(id, { events, changes: [] });
  }
  // The changes only for matches played live: one statement more, and none for a team that never is.
  for (const { matchId, period, seconds, on, off } of await readLiveChanges(db, [...live.keys()])) {
    live.get(matchId)?.changes.push({ period, seconds, on, off });
  }
  return rows.map(({ pressKinds: _kinds, pressAts: _ats, ...row }) => ({
    ...row,
    matchDate: row.matchDate?.toISOString() ?? null,
    substitutionTimings: Array.isArray(row.substitutionTimings) ? row.substitutionTimings : [],
    unavailablePlayerIds: (row.unavailablePlayerIds ?? []).map(Number),
    live: live.get(row.id) ?? null,
  }));
}

/** A stored live change with its id and instant, as the live read answers it. */
export type StoredLiveChange = LiveChangeRecord & { id: string; matchId: number; at: Date };

/**
 * The live changes of the matches, each match's in the order made (decision 067's third slice): one
 * statement, the players of each change gathered into its two lists.
 */
export async function readLiveChanges(db: Db, matchIds: readonly number[]): Promise<StoredLiveChange[]> {
  if (matchIds.length === 0) return [];
  const ids = `{${matchIds.map(Number).join(',')}}`;
  const result = await db.execute(sql`
    select c.id, c.match_id, c.period, c.seconds, c.at,
           coalesce(array_agg(p.player_id order by p.player_id) filter (where p.direction = 'on'), '{}') as on_ids,
           coalesce(array_agg(p.player_id order by p.player_id) filter (where p.direction = 'off'), '{}') as off_ids
    from match_live_changes c left join match_live_change_players p on p.change_id = c.id
    where c.match_id = any(${ids}::int[])
    group by c.id order by c.match_id, c.seq`);
  type Row = {
    id: string;
    match_id: number;
    period: number;
    seconds: number;
    at: string | Date;
    on_ids: number[];
    off_ids: number[];
  };
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    id: row.id,
    matchId: Number(row.match_id),
    period: Number(row.period),
    seconds: Number(row.seconds),
    at: new Date(row.at),
    on: row.on_ids.map(Number),
    off: row.off_ids.map(Number),
  }));
}

type FormationRow = {
  id: number | null;
  match_id: number | null;
  quarter: number | null;
  planned_at: string | Date | null;
  /** On the last row only: every place as "formationId playerId place x y", comma-separated. */
  places: string | null;
};

/**
 * The selected matches' formations a period can show (saved in the editor), each with its places: one
 * statement, a row per formation and then one row holding every place of them as text. Sixteen thousand
 * place rows made into JavaScript objects one by one were most of the read's time on the embedded
 * database; one string split here costs a tenth of that (decision 053). The places of a formation come
 * in no particular order: the rules read who is where, not the order of a list.
 *
 * Given `onlyPlayerId`, every formation still comes (which one a period shows depends on them all, not on
 * who is in it) but only that player's places: a player's sheet reads where he was, and a place says
 * nothing about anyone else's, so his figures are the same as from every place (decision 053).
 */
export async function readFormations(
  db: Db,
  teamId: number,
  filter: MatchFilter,
  onlyPlayerId?: number,
): Promise<PlayingTimeFormation[]> {
  const shown = sql`${formations.myTeamId} = ${teamId} and ${formations.plannedAt} is not null
    and ${formations.matchId} = any(array(${matchIds(teamId, filter)}))`;
  const shownIds = sql`select ${formations.id} from ${formations} where ${shown}`;
  // One player's places: his few hundred by their index, kept when their formation is shown (a hash
  // join on the server; on the embedded database a key lookup each). By the array of shown ids instead,
  // the server looked every id up in the places' key: 7 ms for 800 formations against under 2 ms.
  const placesWanted =
    onlyPlayerId === undefined
      ? sql`${formationPlaces.formationId} = any(array(${shownIds}))`
      : sql`${formationPlaces.playerId} = ${onlyPlayerId} and ${formationPlaces.formationId} in (${shownIds})`;
  const result = await db.execute(sql`
    select ${formations.id} as id, ${formations.matchId} as match_id, ${formations.quarter} as quarter,
           ${formations.plannedAt} as planned_at, null::text as places
    from ${formations} where ${shown}
    union all
    select null, null, null, null,
           string_agg(${formationPlaces.formationId} || ' ' || ${formationPlaces.playerId} || ' ' ||
                      ${formationPlaces.place} || ' ' || coalesce(${formationPlaces.x}::text, '') || ' ' ||
                      coalesce(${formationPlaces.y}::text, ''), ',')
    from ${formationPlaces}
    where ${placesWanted}`);
  const rows = (result as unknown as { rows: FormationRow[] }).rows;
  type Built = PlayingTimeFormation & {
    playerPositions: { playerId: number; x: number; y: number }[];
    benchPlayers: number[];
    unavailablePlayers: number[];
  };
  const byId = new Map<number, Built>();
  let places = '';
  for (const row of rows) {
    if (row.id === null) {
      places = row.places ?? '';
      continue;
    }
    byId.set(Number(row.id), {
      id: Number(row.id),
      matchId: row.match_id === null ? null : Number(row.match_id),
      quarter: Number(row.quarter),
      plannedAt: row.planned_at,
      playerPositions: [],
      benchPlayers: [],
      unavailablePlayers: [],
    });
  }
  for (const entry of places === '' ? [] : places.split(',')) {
    const [formationId, playerId, place, x, y] = entry.split(' ');
    const formation = byId.get(Number(formationId));
    if (!formation) continue;
    const player = Number(playerId);
    if (place === 'pitch' && x && y)
      formation.playerPositions.push({ playerId: player, x: Number(x), y: Number(y) });
    else if (place === 'bench') formation.benchPlayers.push(player);
    else if (place === 'unavailable') formation.unavailablePlayers.push(player);
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

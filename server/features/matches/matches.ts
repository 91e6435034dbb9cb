import { and, asc, eq, sql } from 'drizzle-orm';
import type { Goal, Match } from '../../../shared/contracts/matches.js';
import type { Db } from '../../db/client.js';
import { prepareOnce } from '../../db/prepared.js';
import { readThrough } from '../../db/read-cache.js';
import {
  goals,
  matchCleanSheets,
  matches,
  matchSetPieceTakers,
  matchUnavailablePlayers,
  oppositionTeams,
} from '../../db/schema.js';
import { notFound } from '../../errors.js';

export type MatchRow = typeof matches.$inferSelect;

type SetPieceLists = Partial<Record<'penalty' | 'corner' | 'attackingFk' | 'defensiveFk', number[]>>;
type CleanSheetSlots = Partial<Record<string, number>>;

// JSON aggregates come back parsed from node-postgres and PGlite alike; a string is parsed defensively.
function parsedObject<T>(value: unknown): T {
  if (typeof value === 'string') return JSON.parse(value) as T;
  return (value ?? {}) as T;
}

// Arrays of ids from the aggregates, and the timings list (JSON written by several screens): anything
// but whole numbers reads as absent.
const idArray = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isSafeInteger(n)) : [];

/**
 * A match's lists, assembled in SQL from their rows (decision 013), beside the match row: the
 * unavailable players, each set-piece role's takers by priority, and the clean-sheet slots by name
 * (`keeper1`, `defender3`, ...).
 */
const matchLists = {
  unavailable: sql<number[]>`coalesce(array(
    select u.player_id from ${matchUnavailablePlayers} u where u.match_id = ${matches.id} order by u.player_id
  ), '{}')`,
  setPieces: sql<unknown>`(
    select jsonb_object_agg(r.role_type, r.ids) from (
      select t.role_type, jsonb_agg(t.player_id order by t.priority) as ids
      from ${matchSetPieceTakers} t where t.match_id = ${matches.id} group by t.role_type
    ) r
  )`,
  cleanSheets: sql<unknown>`(
    select jsonb_object_agg(c.kind || c.slot, c.player_id) from ${matchCleanSheets} c where c.match_id = ${matches.id}
  )`,
};

function toMatch(
  row: MatchRow,
  opponentName: string | null,
  lists: { unavailable: unknown; setPieces: unknown; cleanSheets: unknown },
): Match {
  const setPieces = parsedObject<SetPieceLists>(lists.setPieces);
  const slots = parsedObject<CleanSheetSlots>(lists.cleanSheets);
  const slot = (name: string) => slots[name] ?? null;
  return {
    id: row.id,
    myTeamId: row.myTeamId,
    opponentTeamId: row.opponentTeamId,
    opponentName,
    matchDate: row.matchDate?.toISOString() ?? null,
    isHome: row.isHome,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    cleanSheetKeeper1: slot('keeper1'),
    cleanSheetKeeper2: slot('keeper2'),
    cleanSheetDefender1: slot('defender1'),
    cleanSheetDefender2: slot('defender2'),
    cleanSheetDefender3: slot('defender3'),
    cleanSheetDefender4: slot('defender4'),
    cleanSheetDefender5: slot('defender5'),
    cleanSheetDefender6: slot('defender6'),
    cleanSheetDefender7: slot('defender7'),
    cleanSheetDefender8: slot('defender8'),
    captainPlayerId: row.captainPlayerId,
    unavailablePlayerIds: idArray(lists.unavailable),
    matchPenaltyOrder: idArray(setPieces.penalty),
    matchCornerOrder: idArray(setPieces.corner),
    matchAttackingFkOrder: idArray(setPieces.attackingFk),
    matchDefensiveFkOrder: idArray(setPieces.defensiveFk),
    matchLength: row.matchLength,
    substitutionTimings: idArray(row.substitutionTimings),
    defaultSubstitutions: row.defaultSubstitutions,
    comments: row.comments,
    faFixtureId: row.faFixtureId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * The team's matches by date, undated fixtures last (docs/decisions/003-match-date-may-be-empty.md).
 * Kept in the embedded database's read cache until the next write (decision 017).
 */
/** The season's four reads, each prepared once per handle (server/db/prepared.ts). */
function seasonQueries(db: Db) {
  const team = sql.placeholder('teamId');
  const ofTeam = eq(matches.myTeamId, team);
  return {
    rows: prepareOnce(db, 'season_matches', (handle) =>
      handle
        .select({ match: matches, opponentName: oppositionTeams.name })
        .from(matches)
        .leftJoin(oppositionTeams, eq(oppositionTeams.id, matches.opponentTeamId))
        .where(ofTeam)
        .orderBy(sql`${matches.matchDate} asc nulls last`, asc(matches.id))
        .prepare('season_matches'),
    ),
    unavailable: prepareOnce(db, 'season_unavailable', (handle) =>
      handle
        .select({ matchId: matchUnavailablePlayers.matchId, playerId: matchUnavailablePlayers.playerId })
        .from(matchUnavailablePlayers)
        .innerJoin(matches, eq(matches.id, matchUnavailablePlayers.matchId))
        .where(ofTeam)
        .orderBy(asc(matchUnavailablePlayers.playerId))
        .prepare('season_unavailable'),
    ),
    takers: prepareOnce(db, 'season_takers', (handle) =>
      handle
        .select({
          matchId: matchSetPieceTakers.matchId,
          roleType: matchSetPieceTakers.roleType,
          playerId: matchSetPieceTakers.playerId,
        })
        .from(matchSetPieceTakers)
        .innerJoin(matches, eq(matches.id, matchSetPieceTakers.matchId))
        .where(ofTeam)
        .orderBy(asc(matchSetPieceTakers.priority))
        .prepare('season_takers'),
    ),
    sheets: prepareOnce(db, 'season_clean_sheets', (handle) =>
      handle
        .select({
          matchId: matchCleanSheets.matchId,
          kind: matchCleanSheets.kind,
          slot: matchCleanSheets.slot,
          playerId: matchCleanSheets.playerId,
        })
        .from(matchCleanSheets)
        .innerJoin(matches, eq(matches.id, matchCleanSheets.matchId))
        .where(ofTeam)
        .prepare('season_clean_sheets'),
    ),
  };
}

/** The team's matches by date, undated fixtures last (docs/decisions/003-match-date-may-be-empty.md). */
export async function listMatches(db: Db, teamId: number): Promise<Match[]> {
  return readThrough(db, `matches:${teamId}`, async () => {
    // Four plain reads side by side rather than three subqueries per match: for a season of 200
    // matches the lists come in three index scans, and no JSON is built and parsed per row.
    const queries = seasonQueries(db);
    const [rows, unavailable, takers, sheets] = await Promise.all([
      queries.rows.execute({ teamId }),
      queries.unavailable.execute({ teamId }),
      queries.takers.execute({ teamId }),
      queries.sheets.execute({ teamId }),
    ]);
    type Lists = { unavailable: number[]; setPieces: SetPieceLists; cleanSheets: CleanSheetSlots };
    const lists = new Map<number, Lists>();
    const listsOf = (matchId: number) => {
      let entry = lists.get(matchId);
      if (!entry) {
        entry = { unavailable: [], setPieces: {}, cleanSheets: {} };
        lists.set(matchId, entry);
      }
      return entry;
    };
    for (const row of unavailable) listsOf(row.matchId).unavailable.push(row.playerId);
    for (const row of takers) {
      const roles = listsOf(row.matchId).setPieces;
      const role = roles[row.roleType] ?? [];
      role.push(row.playerId);
      roles[row.roleType] = role;
    }
    for (const row of sheets) listsOf(row.matchId).cleanSheets[`${row.kind}${row.slot}`] = row.playerId;
    const none: Lists = { unavailable: [], setPieces: {}, cleanSheets: {} };
    return rows.map((row) => toMatch(row.match, row.opponentName, lists.get(row.match.id) ?? none));
  });
}

/** One match of the team with its lists; another team's (or a missing one) is 404 `Match not found`. */
export async function getMatch(db: Db, teamId: number, matchId: number): Promise<Match> {
  const [row] = await db
    .select({ match: matches, opponentName: oppositionTeams.name, ...matchLists })
    .from(matches)
    .leftJoin(oppositionTeams, eq(oppositionTeams.id, matches.opponentTeamId))
    .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId)));
  if (!row) throw notFound('Match');
  return toMatch(row.match, row.opponentName, row);
}

/** A match's goals by minute (goals without a minute last). */
export async function listGoals(db: Db, matchId: number): Promise<Goal[]> {
  const rows = await db
    .select()
    .from(goals)
    .where(eq(goals.matchId, matchId))
    .orderBy(sql`${goals.minute} asc nulls last`, asc(goals.id));
  return rows.map(toGoal);
}

export function toGoal(row: typeof goals.$inferSelect): Goal {
  return {
    id: row.id,
    matchId: row.matchId,
    minute: row.minute,
    scorerId: row.scorerId,
    assistId: row.assistId,
    isOwnGoal: row.isOwnGoal,
  };
}

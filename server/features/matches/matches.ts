import { asc, eq, sql } from 'drizzle-orm';
import type { Goal, Match } from '../../../shared/contracts/matches.js';
import type { Db } from '../../db/client.js';
import { goals, matches, oppositionTeams } from '../../db/schema.js';

type MatchRow = typeof matches.$inferSelect;

// JSON lists are written by several screens; anything but an array of numbers reads as empty.
const idList = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isSafeInteger(n)) : [];

function toMatch(row: MatchRow, opponentName: string | null): Match {
  return {
    id: row.id,
    myTeamId: row.myTeamId,
    opponentTeamId: row.opponentTeamId,
    opponentName,
    matchDate: row.matchDate?.toISOString() ?? null,
    isHome: row.isHome,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    cleanSheetKeeper1: row.cleanSheetKeeper1,
    cleanSheetKeeper2: row.cleanSheetKeeper2,
    cleanSheetDefender1: row.cleanSheetDefender1,
    cleanSheetDefender2: row.cleanSheetDefender2,
    cleanSheetDefender3: row.cleanSheetDefender3,
    cleanSheetDefender4: row.cleanSheetDefender4,
    cleanSheetDefender5: row.cleanSheetDefender5,
    cleanSheetDefender6: row.cleanSheetDefender6,
    cleanSheetDefender7: row.cleanSheetDefender7,
    cleanSheetDefender8: row.cleanSheetDefender8,
    captainPlayerId: row.captainPlayerId,
    unavailablePlayerIds: idList(row.unavailablePlayerIds),
    matchPenaltyOrder: idList(row.matchPenaltyOrder),
    matchCornerOrder: idList(row.matchCornerOrder),
    matchAttackingFkOrder: idList(row.matchAttackingFkOrder),
    matchDefensiveFkOrder: idList(row.matchDefensiveFkOrder),
    matchLength: row.matchLength,
    substitutionTimings: idList(row.substitutionTimings),
    defaultSubstitutions: row.defaultSubstitutions,
    comments: row.comments,
    faFixtureId: row.faFixtureId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The team's matches by date, undated fixtures last (docs/decisions/003-match-date-may-be-empty.md). */
export async function listMatches(db: Db, teamId: number): Promise<Match[]> {
  const rows = await db
    .select({ match: matches, opponentName: oppositionTeams.name })
    .from(matches)
    .leftJoin(oppositionTeams, eq(oppositionTeams.id, matches.opponentTeamId))
    .where(eq(matches.myTeamId, teamId))
    .orderBy(sql`${matches.matchDate} asc nulls last`, asc(matches.id));
  return rows.map((row) => toMatch(row.match, row.opponentName));
}

/** The team a match belongs to, or null when there is no such match. */
export async function findMatchTeamId(db: Db, matchId: number): Promise<number | null> {
  const [row] = await db
    .select({ teamId: matches.myTeamId })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  return row?.teamId ?? null;
}

/** A match's goals by minute (goals without a minute last). */
export async function listGoals(db: Db, matchId: number): Promise<Goal[]> {
  const rows = await db
    .select()
    .from(goals)
    .where(eq(goals.matchId, matchId))
    .orderBy(sql`${goals.minute} asc nulls last`, asc(goals.id));
  return rows.map((row) => ({
    id: row.id,
    matchId: row.matchId,
    minute: row.minute,
    scorerId: row.scorerId,
    assistId: row.assistId,
    isOwnGoal: row.isOwnGoal,
  }));
}

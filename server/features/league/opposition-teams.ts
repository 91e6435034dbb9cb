import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  listOppositionTeamsResponse,
  OPPOSITION_NAME_TAKEN,
  type OppositionTeam,
  type OppositionTeamBody,
} from '../../../shared/contracts/league.js';
import { teamRecordResult } from '../../../shared/domain/match-result.js';
import { isMatchResultCode } from '../../../shared/domain/match-result-code.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { raiseOpponentMatchesSequence } from '../../db/match-calendar-sequence.js';
import { readThrough } from '../../db/read-cache.js';
import { matches, oppositionTeams } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';

type OppositionRow = {
  id: number;
  name: string;
  location: string | null;
  comments: string | null;
  fa_team_id: string | null;
  my_team_id: number;
  match_count: number;
  last_date: string | null;
  last_is_home: number | null;
  last_home_score: number | null;
  last_away_score: number | null;
  last_result_code: string | null;
  last_is_cup: boolean | null;
  last_competition: string | null;
  last_is_synced: boolean | null;
  has_next: boolean;
  next_date: string | null;
  next_is_time_tbc: boolean | null;
  next_is_cup: boolean | null;
  next_competition: string | null;
  next_is_home: number | null;
  next_is_synced: boolean | null;
  has_postponed: boolean;
  postponed_date: string | null;
  postponed_is_time_tbc: boolean | null;
  postponed_is_cup: boolean | null;
  postponed_competition: string | null;
  postponed_is_home: number | null;
  postponed_is_synced: boolean | null;
  postponed_result_code: 'abandoned' | 'void' | null;
};

// Dates leave the database as ISO text so both drivers (node-postgres, PGlite) answer the same.
const isoDate = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The team's opposition teams by name, each with its match count, last result and next match, in one
 * statement: two lateral look-ups per row ride the (opponent_team_id) index instead of one query per team.
 * Last result: the latest match with both scores or a walkover (undated last); abandoned and void are
 * no result. Next match: the earliest still to be played, a score missing and no result code (abandoned
 * and void are not played later), undated ones after dated ones
 * (docs/decisions/003-match-date-may-be-empty.md). Postponed matches are neither.
 */
async function selectOppositionTeams(db: Db, teamId: number, onlyId?: number): Promise<OppositionTeam[]> {
  const result = await db.execute(sql`
    select o.id, o.name, o.location, o.comments, o.fa_team_id, o.my_team_id,
           counted.match_count,
           ${isoDate(sql`last.match_date`)} as last_date, last.is_home as last_is_home,
           last.home_score as last_home_score, last.away_score as last_away_score,
           last.result_code as last_result_code, last.is_cup as last_is_cup,
           last.competition as last_competition,
           last.fa_fixture_id is not null as last_is_synced,
           next.id is not null as has_next,
           ${isoDate(sql`next.match_date`)} as next_date, next.is_time_tbc as next_is_time_tbc,
           next.is_cup as next_is_cup, next.competition as next_competition, next.is_home as next_is_home,
           next.fa_fixture_id is not null as next_is_synced,
           postponed.id is not null as has_postponed,
           ${isoDate(sql`postponed.match_date`)} as postponed_date,
           postponed.is_time_tbc as postponed_is_time_tbc, postponed.is_cup as postponed_is_cup,
           postponed.competition as postponed_competition, postponed.is_home as postponed_is_home,
           postponed.fa_fixture_id is not null as postponed_is_synced,
           postponed.result_code as postponed_result_code
    from opposition_teams o
    left join lateral (
      select count(*)::int as match_count from matches m
      where m.opponent_team_id = o.id and m.my_team_id = o.my_team_id
    ) counted on true
    left join lateral (
      select m.match_date, m.is_home, m.home_score, m.away_score, m.result_code, m.is_cup, m.competition,
             m.fa_fixture_id
      from matches m
      where m.opponent_team_id = o.id and m.my_team_id = o.my_team_id and not m.is_postponed
        and ((m.home_score is not null and m.away_score is not null and m.result_code is null)
             or m.result_code in ('homeWalkover', 'awayWalkover'))
      order by m.match_date desc nulls last, m.id desc
      limit 1
    ) last on true
    left join lateral (
      select m.id, m.match_date, m.is_time_tbc, m.is_cup, m.competition, m.is_home, m.fa_fixture_id
      from matches m
      where m.opponent_team_id = o.id and m.my_team_id = o.my_team_id
        and (m.home_score is null or m.away_score is null) and m.result_code is null and not m.is_postponed
      order by m.match_date asc nulls last, m.id asc
      limit 1
    ) next on true
    left join lateral (
      select m.id, m.match_date, m.is_time_tbc, m.is_cup, m.competition, m.is_home, m.fa_fixture_id,
             m.result_code
      from matches m
      where m.opponent_team_id = o.id and m.my_team_id = o.my_team_id
        and (m.is_postponed or m.result_code in ('abandoned', 'void'))
      -- A postponed match still to be replayed says more than one abandoned or void.
      order by m.is_postponed desc, m.match_date desc nulls last, m.id desc
      limit 1
    ) postponed on true
    where o.my_team_id = ${teamId} ${onlyId === undefined ? sql`` : sql`and o.id = ${onlyId}`}
    order by lower(o.name), o.name, o.id`);
  const rows = (result as unknown as { rows: OppositionRow[] }).rows;
  return rows.map(toOppositionTeam);
}

function toOppositionTeam(row: OppositionRow): OppositionTeam {
  const resultCode = isMatchResultCode(row.last_result_code) ? row.last_result_code : null;
  const result =
    row.last_is_home === null
      ? null
      : teamRecordResult({
          isHome: Number(row.last_is_home),
          homeScore: row.last_home_score === null ? null : Number(row.last_home_score),
          awayScore: row.last_away_score === null ? null : Number(row.last_away_score),
          resultCode,
        });
  return {
    id: Number(row.id),
    name: row.name,
    location: row.location,
    comments: row.comments,
    faTeamId: row.fa_team_id,
    myTeamId: Number(row.my_team_id),
    matchCount: Number(row.match_count),
    lastResult: result
      ? {
          ...result,
          // The statement picks no abandoned or void match, so a code here is a walkover.
          resultCode: resultCode === 'homeWalkover' || resultCode === 'awayWalkover' ? resultCode : null,
          isCup: row.last_is_cup === true,
          competition: row.last_competition,
          matchDate: row.last_date,
          isFromFullTime: row.last_is_synced === true,
        }
      : null,
    nextMatch: row.has_next
      ? {
          matchDate: row.next_date,
          isTimeTbc: row.next_is_time_tbc === true,
          isCup: row.next_is_cup === true,
          competition: row.next_competition,
          isHome: Number(row.next_is_home),
          isFromFullTime: row.next_is_synced === true,
        }
      : null,
    postponedMatch: row.has_postponed
      ? {
          matchDate: row.postponed_date,
          isTimeTbc: row.postponed_is_time_tbc === true,
          isCup: row.postponed_is_cup === true,
          competition: row.postponed_competition,
          isHome: Number(row.postponed_is_home),
          isFromFullTime: row.postponed_is_synced === true,
          resultCode:
            row.postponed_result_code === 'abandoned' || row.postponed_result_code === 'void'
              ? row.postponed_result_code
              : null,
        }
      : null,
  };
}

export async function listOppositionTeams(db: Db, teamId: number): Promise<OppositionTeam[]> {
  return selectOppositionTeams(db, teamId);
}

/**
 * The team's opposition teams as the answer's JSON text, as Fastify's serializer would write it from the
 * contract: kept by the embedded database's read cache (decision 017), read afresh on a PostgreSQL
 * server (issue 28 retired decision 026).
 */
export async function listOppositionTeamsJson(db: Db, teamId: number): Promise<string> {
  return readThrough(db, `opposition:${teamId}`, async () =>
    JSON.stringify(listOppositionTeamsResponse.parse(await selectOppositionTeams(db, teamId))),
  );
}

async function findOppositionTeam(db: Db, teamId: number, id: number): Promise<OppositionTeam> {
  const [team] = await selectOppositionTeams(db, teamId, id);
  if (!team) throw notFound('Opposition team');
  return team;
}

// Names are unique per team ignoring case; the unique index on (my_team_id, lower(name)) decides, so two
// coaches adding the same name at once get one 201 and one 409.
async function withNameConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'opposition_teams_team_name_key'))
      throw conflict(OPPOSITION_NAME_TAKEN, 'TEAM_NAME_TAKEN');
    throw error;
  }
}

export async function createOppositionTeam(
  db: Db,
  teamId: number,
  input: OppositionTeamBody,
): Promise<OppositionTeam> {
  const [row] = await withNameConflict(() =>
    db
      .insert(oppositionTeams)
      .values({
        myTeamId: teamId,
        name: input.name,
        location: input.location ?? null,
        comments: input.comments ?? null,
      })
      .returning({ id: oppositionTeams.id }),
  );
  if (!row) throw new Error('opposition team insert returned nothing');
  return findOppositionTeam(db, teamId, row.id);
}

/**
 * Renames or edits an opposition team of the team; an omitted location or comments stays as it is. A
 * new location is the venue of our away matches against it: their calendar events get a new SEQUENCE
 * (decision 056), today's and later ones, in the same transaction.
 */
export async function updateOppositionTeam(
  db: Db,
  teamId: number,
  id: number,
  input: OppositionTeamBody,
  now: Date,
): Promise<OppositionTeam> {
  const changes: Partial<typeof oppositionTeams.$inferInsert> = { name: input.name };
  if (input.location !== undefined) changes.location = input.location;
  if (input.comments !== undefined) changes.comments = input.comments;
  const updated = await withNameConflict(() =>
    inTransaction(db, async (tx) => {
      const [before] = await tx
        .select({ location: oppositionTeams.location })
        .from(oppositionTeams)
        .where(and(eq(oppositionTeams.id, id), eq(oppositionTeams.myTeamId, teamId)))
        .for('update');
      if (!before) return null;
      await tx.update(oppositionTeams).set(changes).where(eq(oppositionTeams.id, id));
      // Blank and null are both "no venue given" in the feed.
      if (changes.location !== undefined && (changes.location || null) !== (before.location || null)) {
        await raiseOpponentMatchesSequence(tx, id, now, { awayOnly: true });
      }
      return id;
    }),
  );
  if (updated === null) throw notFound('Opposition team');
  return findOppositionTeam(db, teamId, updated);
}

/**
 * Removes an opposition team; its matches stay with the opponent cleared (ON DELETE SET NULL). Returns
 * how many matches were against it, counted in the same transaction.
 */
export async function deleteOppositionTeam(
  db: Db,
  teamId: number,
  id: number,
  now: Date,
): Promise<{ matchCount: number }> {
  return inTransaction(db, async (tx) => {
    const [team] = await tx
      .select({ id: oppositionTeams.id })
      .from(oppositionTeams)
      .where(and(eq(oppositionTeams.id, id), eq(oppositionTeams.myTeamId, teamId)))
      .for('update');
    if (!team) throw notFound('Opposition team');
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(eq(matches.opponentTeamId, id));
    // Its matches lose their opponent (and, away, their venue): a new version of each upcoming event.
    await raiseOpponentMatchesSequence(tx, id, now, { awayOnly: false });
    await tx.delete(oppositionTeams).where(eq(oppositionTeams.id, id));
    return { matchCount: Number(counted?.n ?? 0) };
  });
}

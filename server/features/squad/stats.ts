import { sql } from 'drizzle-orm';
import type { PlayerStats } from '../../../shared/contracts/squad.js';
import { countAppearances } from '../../../shared/domain/appearances.js';
import { isMatchResultCode } from '../../../shared/domain/match-result-code.js';
import type { Db } from '../../db/client.js';
import { readThrough } from '../../db/read-cache.js';

type StatsRow = {
  player_id: number;
  created_at: string | Date | null;
  valid_after: string | null;
  valid_until: string | null;
  goals: number;
  assists: number;
  clean_sheets: number;
};

type KickedOffRow = {
  match_date: string | Date;
  home_score: number | null;
  away_score: number | null;
  is_postponed: boolean;
  result_code: string | null;
  unavailable: number[] | null;
};

/**
 * Per-player statistics over the team's matches that have kicked off (date at or before `now`; undated
 * matches never have), in two statements whatever the squad or fixture count (spec 000 §4). A match
 * Full-Time marks postponed, or settles without goals (result_code: abandoned, void, a walkover), counts
 * in no player's statistic, whatever goals or slots were entered against it (a walkover is still a win or
 * a loss in the team's record, on the league screen):
 * - appearances (issue 30): the played-match rule of the season's minutes (shared/domain/appearances.ts:
 *   kicked off with both scores, only for players in the squad on the match's day, not marked
 *   unavailable), so players added today have none and an overdue match without a score gives none;
 * - goals: goals he scored, own goals excluded; assists: goals he assisted (a goal typed against a match
 *   is a record of it, so these need no score);
 * - clean sheets: matches with both scores where the opponent scored 0 and he holds one of the
 *   2 keeper or 8 defender slots of match_clean_sheets (once per match, even if named in two slots).
 * Every player of the team appears, with zeros.
 *
 * Each count is aggregated once for the whole team and then joined to the squad, rather than
 * recomputed per player. Goals are fetched by the list of past match ids (`= any(array(...))`), so the
 * goals index is probed once per match: a join there let the planner walk the goals index from its
 * start (embedded databases have no statistics), which grew with every other team's goals.
 */
export async function listPlayerStats(db: Db, teamId: number, now: Date): Promise<PlayerStats[]> {
  // Kept until the next write (embedded database, decision 017) while the clock stays between the
  // matches on either side of the time it was counted at: only then is the set of kicked-off matches the same.
  const counted = await readThrough(
    db,
    `stats:${teamId}`,
    () => countPlayerStats(db, teamId, now),
    ({ validAfter, validUntil }) =>
      (validAfter === null || now >= validAfter) && (validUntil === null || now < validUntil),
  );
  return counted.stats;
}

type CountedStats = { stats: PlayerStats[]; validAfter: Date | null; validUntil: Date | null };

async function countPlayerStats(db: Db, teamId: number, now: Date): Promise<CountedStats> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with past as materialized (
      select m.id,
             case when m.home_score is not null and m.away_score is not null
                  then case when m.is_home = 1 then m.away_score else m.home_score end end as conceded
      from matches m
      where m.my_team_id = ${teamId} and m.match_date <= ${at}::timestamptz
        and not m.is_postponed and m.result_code is null
    ),
    past_goals as materialized (
      select g.scorer_id, g.assist_id, g.is_own_goal
      from goals g
      where g.match_id = any (array(select past.id from past))
    ),
    scored as (
      select scorer_id as player_id, count(*)::int as n
      from past_goals
      where scorer_id is not null and is_own_goal = 0
      group by scorer_id
    ),
    assisted as (
      select assist_id as player_id, count(*)::int as n
      from past_goals
      where assist_id is not null
      group by assist_id
    ),
    clean_sheets as (
      select c.player_id, count(distinct c.match_id)::int as n
      from match_clean_sheets c
      where c.match_id = any (array(select past.id from past where past.conceded = 0))
      group by c.player_id
    )
    select pl.id as player_id,
           pl.created_at,
           coalesce(scored.n, 0) as goals,
           coalesce(assisted.n, 0) as assists,
           coalesce(clean_sheets.n, 0) as clean_sheets,
           (select max(m.match_date) from matches m
            where m.my_team_id = ${teamId} and m.match_date <= ${at}::timestamptz) as valid_after,
           (select min(m.match_date) from matches m
            where m.my_team_id = ${teamId} and m.match_date > ${at}::timestamptz) as valid_until
    from players pl
    left join scored on scored.player_id = pl.id
    left join assisted on assisted.player_id = pl.id
    left join clean_sheets on clean_sheets.player_id = pl.id
    where pl.my_team_id = ${teamId}
    order by pl.shirt_number, pl.id`);
  const rows = (result as unknown as { rows: StatsRow[] }).rows;
  const asDate = (value: string | Date | null | undefined) => (value == null ? null : new Date(value));
  // The matches that have kicked off, with who was unavailable; countAppearances decides which count.
  const kickedOff = await db.execute(sql`
    select m.match_date, m.home_score, m.away_score, m.is_postponed, m.result_code,
           array(select u.player_id from match_unavailable_players u where u.match_id = m.id) as unavailable
    from matches m
    where m.my_team_id = ${teamId} and m.match_date <= ${at}::timestamptz`);
  const matchRows = (kickedOff as unknown as { rows: KickedOffRow[] }).rows;
  const appearances = countAppearances(
    matchRows.map((row) => ({
      matchDate: new Date(row.match_date).toISOString(),
      homeScore: row.home_score,
      awayScore: row.away_score,
      isPostponed: row.is_postponed,
      resultCode: isMatchResultCode(row.result_code) ? row.result_code : null,
      unavailablePlayerIds: (row.unavailable ?? []).map(Number),
    })),
    rows.map((row) => ({ id: Number(row.player_id), createdAt: asDate(row.created_at) })),
    now,
  );
  return {
    stats: rows.map((row) => ({
      playerId: Number(row.player_id),
      appearances: appearances.get(Number(row.player_id)) ?? 0,
      goals: Number(row.goals),
      assists: Number(row.assists),
      cleanSheets: Number(row.clean_sheets),
    })),
    // With no players there are no rows, and nothing to go stale until a player is added (a write).
    validAfter: asDate(rows[0]?.valid_after),
    validUntil: asDate(rows[0]?.valid_until),
  };
}

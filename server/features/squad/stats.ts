import { sql } from 'drizzle-orm';
import type { PlayerStats } from '../../../shared/contracts/squad.js';
import type { Db } from '../../db/client.js';

type StatsRow = {
  player_id: number;
  appearances: number;
  goals: number;
  assists: number;
  clean_sheets: number;
};

/**
 * Per-player statistics over the team's past matches (date before `now`; undated matches are never
 * past), in one statement whatever the squad or fixture count (spec 000 §4):
 * - appearances: past matches where the player is not in unavailablePlayerIds;
 * - goals: goals he scored, own goals excluded; assists: goals he assisted;
 * - clean sheets: past matches with both scores where the opponent scored 0 and he holds one of the
 *   2 keeper or 8 defender slots (once per match, even if named in two slots).
 * Every player of the team appears, with zeros.
 */
export async function listPlayerStats(db: Db, teamId: number, now: Date): Promise<PlayerStats[]> {
  const result = await db.execute(sql`
    with past as (
      select m.id, m.unavailable_player_ids,
             case when m.home_score is not null and m.away_score is not null
                  then case when m.is_home = 1 then m.away_score else m.home_score end end as conceded,
             array[m.clean_sheet_keeper1, m.clean_sheet_keeper2,
                   m.clean_sheet_defender1, m.clean_sheet_defender2, m.clean_sheet_defender3,
                   m.clean_sheet_defender4, m.clean_sheet_defender5, m.clean_sheet_defender6,
                   m.clean_sheet_defender7, m.clean_sheet_defender8] as clean_sheet_slots
      from matches m
      where m.my_team_id = ${teamId} and m.match_date < ${now.toISOString()}::timestamptz
    ),
    absent as (
      select p.id as match_id, (x.e #>> '{}') as player_ref
      from past p, jsonb_array_elements(
        case when jsonb_typeof(p.unavailable_player_ids) = 'array' then p.unavailable_player_ids else '[]' end
      ) as x(e)
    ),
    goal_counts as (
      select g.scorer_id as player_id, count(*) filter (where g.is_own_goal = 0) as goals, 0::bigint as assists
      from goals g join past on past.id = g.match_id
      where g.scorer_id is not null
      group by g.scorer_id
      union all
      select g.assist_id, 0, count(*)
      from goals g join past on past.id = g.match_id
      where g.assist_id is not null
      group by g.assist_id
    ),
    clean_sheets as (
      select slot.player_id, count(distinct past.id) as clean_sheets
      from past, unnest(past.clean_sheet_slots) as slot(player_id)
      where past.conceded = 0 and slot.player_id is not null
      group by slot.player_id
    )
    select pl.id as player_id,
           ((select count(*) from past)
             - (select count(distinct a.match_id) from absent a where a.player_ref = pl.id::text))::int
             as appearances,
           coalesce((select sum(gc.goals) from goal_counts gc where gc.player_id = pl.id), 0)::int as goals,
           coalesce((select sum(gc.assists) from goal_counts gc where gc.player_id = pl.id), 0)::int as assists,
           coalesce((select cs.clean_sheets from clean_sheets cs where cs.player_id = pl.id), 0)::int
             as clean_sheets
    from players pl
    where pl.my_team_id = ${teamId}
    order by pl.shirt_number, pl.id`);
  const rows = (result as unknown as { rows: StatsRow[] }).rows;
  return rows.map((row) => ({
    playerId: Number(row.player_id),
    appearances: Number(row.appearances),
    goals: Number(row.goals),
    assists: Number(row.assists),
    cleanSheets: Number(row.clean_sheets),
  }));
}

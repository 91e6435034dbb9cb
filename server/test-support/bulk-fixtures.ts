import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { insertOpponent, insertPlayers, insertTeam } from './team-fixtures.js';

/**
 * Another team with a long history (played matches, each with goals), written in a few set-based
 * statements. Inserted before a test's own fixtures, its rows sit before them in every table and index,
 * so a query that scans instead of probing by team reads all of them.
 */
export async function insertBusyTeam(
  db: Db,
  name: string,
  size: { matches: number; goalsPerMatch: number },
): Promise<number> {
  const team = await insertTeam(db, name);
  const squad = await insertPlayers(db, team.id, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  const ids = squad.map((player) => player.id);
  const opponent = await insertOpponent(db, team.id, `${name} Opponents`);
  await db.execute(sql`
    insert into matches (my_team_id, opponent_team_id, match_date, is_home, home_score, away_score)
    select ${team.id}::int, ${opponent}::int, timestamptz '2024-01-01' + m * interval '1 day',
           (m % 2)::smallint,
           case when m % 2 = 1 then ${size.goalsPerMatch}::int else 0 end,
           case when m % 2 = 1 then 0 else ${size.goalsPerMatch}::int end
    from generate_series(1, ${size.matches}::int) m`);
  // Every match: a keeper and a defender credited with the clean sheet, one player unavailable.
  await db.execute(sql`
    insert into match_clean_sheets (match_id, kind, slot, player_id)
    select m.id, s.kind, 1, s.player_id
    from matches m cross join (values ('keeper', ${ids[0]}::int), ('defender', ${ids[1]}::int)) as s(kind, player_id)
    where m.my_team_id = ${team.id}::int`);
  await db.execute(sql`
    insert into match_unavailable_players (match_id, player_id)
    select m.id, ${ids[10]}::int from matches m where m.my_team_id = ${team.id}::int`);
  await db.execute(sql`
    insert into goals (match_id, minute, scorer_id, assist_id)
    select m.id, 10 * g, ${ids[8]}::int, ${ids[9]}::int
    from matches m cross join generate_series(1, ${size.goalsPerMatch}::int) g
    where m.my_team_id = ${team.id}::int`);
  return team.id;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client.js';

// Set-based seeding of standard-size teams for the benchmarks: a few INSERT ... SELECT generate_series
// statements per batch, never a row at a time.

export const SQUAD = 20;
export const OPPONENTS = 10;
export const MATCHES = 200;
/** Matches 0..PAST-1 are played (dated before now, scored); the rest are to come, the last few undated. */
const PAST = 120;
const UNDATED_FROM = 190;

/**
 * Adds `count` teams of the standard size, all in set-based statements (no row-by-row inserts): each
 * statement works on the batch's teams, found by their secure_id prefix.
 */
export async function seedTeams(database: Database, batch: string, count: number): Promise<void> {
  const { db } = database;
  const prefix = `bench-${batch}-`;
  const like = `${prefix}%`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into teams (secure_id, name, age_group, division)
      select ${prefix} || g, 'Bench Team ' || ${batch} || '-' || g, 'U12', 'Division 2'
      from generate_series(1, ${count}) g`);
    await tx.execute(sql`
      insert into players (my_team_id, shirt_number, first_name, last_name, preferred_position,
                           coaching_notes, parent1_email)
      select t.id, s, 'Player' || s, 'Bench', case when s = 1 then 'Goalkeeper' when s <= 5 then 'Defender'
             else 'Midfielder' end,
             'Works hard; keep encouraging him to talk on the pitch.', 'parent' || s || '@bench.test'
      from teams t cross join generate_series(1, ${SQUAD}) s
      where t.secure_id like ${like}
      order by t.id, s`);
    await tx.execute(sql`
      insert into opposition_teams (my_team_id, name, location, comments)
      select t.id, 'Opponent ' || o, 'Ground ' || o, 'Plays a high line.'
      from teams t cross join generate_series(1, ${OPPONENTS}) o
      where t.secure_id like ${like}
      order by t.id, o`);
    // Each match: past ones scored (some clean sheets), one player unavailable, keeper and back four in
    // the clean-sheet slots; future ones unscored, the last few without a date.
    await tx.execute(sql`
      with squad as (
        select my_team_id, array_agg(id order by shirt_number) as ids from players
        where my_team_id in (select id from teams where secure_id like ${like}) group by my_team_id
      ), opp as (
        select my_team_id, array_agg(id order by id) as ids from opposition_teams
        where my_team_id in (select id from teams where secure_id like ${like}) group by my_team_id
      )
      insert into matches (my_team_id, opponent_team_id, match_date, is_home, home_score, away_score,
                           captain_player_id, match_length, substitution_timings)
      select squad.my_team_id, opp.ids[1 + m % ${OPPONENTS}],
             case when m < ${UNDATED_FROM}
                  then now() + (m - ${PAST}) * interval '2 days' + interval '1 hour' end,
             (m % 2)::smallint,
             case when m < ${PAST} then (m * 7) % 4 end,
             case when m < ${PAST} then (m * 5) % 3 end,
             squad.ids[6], 60, '[0, 15, 30, 45]'::jsonb
      from squad join opp using (my_team_id) cross join generate_series(0, ${MATCHES - 1}) m
      order by squad.my_team_id, m`);
    // The lists of each match as rows (decision 013): one player unavailable (by the match's order within
    // its team), two penalty takers, keeper and back four in the clean-sheet slots.
    await tx.execute(sql`
      with squad as (
        select my_team_id, array_agg(id order by shirt_number) as ids from players
        where my_team_id in (select id from teams where secure_id like ${like}) group by my_team_id
      ), ordered as (
        select m.id, m.my_team_id, row_number() over (partition by m.my_team_id order by m.id) - 1 as n
        from matches m where m.my_team_id in (select id from teams where secure_id like ${like})
      )
      insert into match_unavailable_players (match_id, player_id)
      select ordered.id, squad.ids[1 + ordered.n % ${SQUAD}] from ordered join squad using (my_team_id)`);
    await tx.execute(sql`
      with squad as (
        select my_team_id, array_agg(id order by shirt_number) as ids from players
        where my_team_id in (select id from teams where secure_id like ${like}) group by my_team_id
      )
      insert into match_set_piece_takers (match_id, role_type, player_id, priority)
      select m.id, 'penalty', squad.ids[8 + p], p
      from matches m join squad using (my_team_id) cross join generate_series(1, 2) p`);
    await tx.execute(sql`
      with squad as (
        select my_team_id, array_agg(id order by shirt_number) as ids from players
        where my_team_id in (select id from teams where secure_id like ${like}) group by my_team_id
      )
      insert into match_clean_sheets (match_id, kind, slot, player_id)
      select m.id, s.kind, s.slot, squad.ids[s.shirt]
      from matches m join squad using (my_team_id)
      cross join (values ('keeper', 1, 1), ('defender', 1, 2), ('defender', 2, 3), ('defender', 3, 4),
                         ('defender', 4, 5)) as s(kind, slot, shirt)`);
    // Our goals in every played match (as many as our score), one in three an own goal by them.
    await tx.execute(sql`
      with squad as (
        select my_team_id, array_agg(id order by shirt_number) as ids from players
        where my_team_id in (select id from teams where secure_id like ${like}) group by my_team_id
      )
      insert into goals (match_id, minute, scorer_id, assist_id, is_own_goal)
      select m.id, 5 + g * 17,
             case when (m.id + g) % 3 = 0 then null else squad.ids[7 + (m.id + g) % 14] end,
             case when (m.id + g) % 3 = 0 then null else squad.ids[6 + (m.id * 3 + g) % 15] end,
             case when (m.id + g) % 3 = 0 then 1 else 0 end
      from matches m join squad using (my_team_id)
      cross join lateral generate_series(0, (case when m.is_home = 1 then m.home_score else m.away_score end) - 1) g
      where m.home_score is not null`);
    // One plan per match: eleven on the pitch, the rest on the bench.
    await tx.execute(sql`
      insert into formations (name, match_id, my_team_id, quarter, formation)
      select 'Plan', m.id, m.my_team_id, 1, '4-4-2'
      from matches m
      where m.my_team_id in (select id from teams where secure_id like ${like})`);
    await tx.execute(sql`
      with squad as (
        select my_team_id, array_agg(id order by shirt_number) as ids from players
        where my_team_id in (select id from teams where secure_id like ${like}) group by my_team_id
      )
      insert into formation_places (formation_id, player_id, place, x, y, ordinal)
      select f.id, squad.ids[k],
             case when k <= 11 then 'pitch' else 'bench' end,
             case when k <= 11 then 6 + k * 8 end, case when k <= 11 then (k * 37) % 100 end, k
      from formations f join squad using (my_team_id) cross join generate_series(1, ${SQUAD}) k
      where f.my_team_id in (select id from teams where secure_id like ${like})`);
  });
}

/**
 * One standard team (batch `batch`) with `coachEmail` as its coach, the way an invited coach has it.
 * The coach signs in through the e-mailed link like anyone else (support.ts, signIn).
 */
export async function seedCoachedTeam(database: Database, batch: string, coachEmail: string): Promise<void> {
  await seedTeams(database, batch, 1);
  await database.db.execute(sql`insert into users (email, role) values (${coachEmail}, 'coach')`);
  await database.db.execute(sql`
    insert into team_memberships (user_id, my_team_id, role)
    select u.id, t.id, 'coach' from users u, teams t
    where u.email = ${coachEmail} and t.secure_id like ${`bench-${batch}-%`}`);
}

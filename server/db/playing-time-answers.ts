import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { prepareStatement } from './prepared.js';

// The season's playing time kept in the database (decision 053's last amendment), for a database this
// process does not cache itself (a PostgreSQL server, which other instances and scripts write to): every
// instance reads and writes the same rows, and nothing is kept in memory.
//
// What makes a kept answer right is its stamp, which the database takes from the rows the count reads,
// not from anything a write path must remember: each row's identity and `xmin` (the transaction that
// wrote this version of it), for the team's matches, their unavailable players, the team's formations
// and the squad, as a count and a sum of 64-bit hashes of (row's key, xmin) per list. Committed row
// versions are told apart by their (row, xmin): an insert, update or delete of any of them, by this app,
// a script or a restore, gives another set, and a match or formation moved to another team leaves this
// team's. Two sets give the same stamp only if their hash sums collide (about one chance in 2^64 a
// change). A formation's places are not visited: the database gives the formation's row a new version
// whenever any of its places is inserted, updated, deleted or truncated, by any writer (the triggers of
// migration 0035, decision 053's amendment "the places by their formation"), so the formation's
// (id, xmin) stands for them. Visiting them (9,600 rows for the bench's season) was most of the stamp's
// cost. A match played live counts its actual minutes (decision 067's third slice), so its presses and
// changes are in it too: a change's players are written and removed only with their change (inserted in
// its transaction, deleted by its cascade), so the change's row version stands for them.

/** One team's stamp: per list the season's count reads, its rows' count and the sum of their hashes. */
function stampOf(teamId: Placeholder) {
  // A row's 64-bit hash is xmin's, seeded by the row's key (one or two ints): hashing text built per row
  // cost three times as much.
  const part = (key: string, from: SQL) =>
    sql`(select count(*) || ':' || coalesce(sum(hashint8extended(xmin::text::bigint, ${sql.raw(key)})), 0) ${from})`;
  const teamMatchIds = sql`array(select id from matches where my_team_id = ${teamId})`;
  return sql`concat_ws(' ',
    ${part('id', sql`from matches where my_team_id = ${teamId}`)},
    ${part('(match_id::bigint << 32) | player_id', sql`from match_unavailable_players where match_id = any(${teamMatchIds})`)},
    ${part('id', sql`from formations where my_team_id = ${teamId}`)},
    ${part('id', sql`from players where my_team_id = ${teamId}`)},
    ${part('seq', sql`from match_live_events where match_id = any(${teamMatchIds})`)},
    ${part('seq', sql`from match_live_changes where match_id = any(${teamMatchIds})`)})`;
}

/**
 * The answer kept under `key` when the team's stamp now is the one it was counted under and `at` (ms)
 * still lies between the kick-offs on either side of when it was counted; null when none fits. One
 * statement: the stamp is taken in the same snapshot as the kept row.
 */
export async function readStoredAnswer(
  db: Db,
  teamId: number,
  key: string,
  at: number,
): Promise<string | null> {
  // Prepared once per handle (a named statement on the server): its lists cost about 2 ms to plan.
  const statement = prepareStatement<{ answer: string }>(db, 'playing-time-kept-answer', () => {
    const team = sql.placeholder('teamId');
    const now = sql.placeholder('at');
    return sql`
      select kept.answer from playing_time_answers kept
      where kept.team_id = ${team} and kept.key = ${sql.placeholder('key')}
        and (kept.valid_after is null or kept.valid_after <= ${now})
        and (kept.valid_until is null or kept.valid_until > ${now})
        and kept.stamp = ${stampOf(team)}`;
  });
  const [row] = await statement.execute({ teamId, key, at });
  return row?.answer ?? null;
}

/**
 * The team's stamp: asked in the count's own snapshot (one repeatable-read transaction), so it is the
 * stamp of exactly the rows the count read.
 */
export async function readStamp(db: Db, teamId: number): Promise<string> {
  const statement = prepareStatement<{ stamp: string }>(
    db,
    'playing-time-stamp',
    () => sql`select ${stampOf(sql.placeholder('teamId'))} as stamp`,
  );
  const [row] = await statement.execute({ teamId });
  if (!row) throw new Error('the stamp statement returned no row');
  return row.stamp;
}

/** How many answers a team keeps (ranges and targets), the most recently counted first. */
const KEPT_PER_TEAM = 8;

/**
 * Keeps `answer` under the stamp taken in its count's snapshot. A write that committed after that snapshot gives the database another stamp, so an
 * answer counted before it is never served. One statement: the upsert, and the team's older answers
 * beyond the bound dropped.
 */
export async function storeAnswer(
  db: Db,
  teamId: number,
  key: string,
  kept: {
    stamp: string;
    validAfter: number | null;
    validUntil: number | null;
    answer: string;
  },
): Promise<void> {
  // The upsert runs whether or not the delete reads it. An old answer that another read is storing or
  // dropping is locked: skipped and left to that read, so two reads of a team never wait on each
  // other's rows in turn (no deadlock).
  await db.execute(sql`
    with stored as (
      insert into playing_time_answers (team_id, key, stamp, valid_after, valid_until, answer)
      values (${teamId}, ${key}, ${kept.stamp}, ${kept.validAfter}, ${kept.validUntil}, ${kept.answer})
      on conflict (team_id, key) do update set stamp = excluded.stamp,
        valid_after = excluded.valid_after,
        valid_until = excluded.valid_until, answer = excluded.answer, stored_at = now()
      returning key)
    delete from playing_time_answers
    where team_id = ${teamId} and key in (
      select key from playing_time_answers where team_id = ${teamId} and key <> ${key}
      order by stored_at desc offset ${KEPT_PER_TEAM - 1} for update skip locked)`);
}

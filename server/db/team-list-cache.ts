import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { prepareStatement } from './prepared.js';
import { hasReadCache, readThrough } from './read-cache.js';

// A team's lists as answer JSON, kept per server instance under the team's list stamp
// (docs/decisions/026-team-list-stamp.md). Triggers give the team a new stamp whenever one of its
// matches, their lists or its opposition teams change, however the change is made, so a kept answer
// whose stamp is still the team's is the answer the database would give now, on any instance.

// Per database handle (one per app instance), per list and team; bounded, the one read longest ago
// going first.
const MAX_KEPT = 400;
const keptByHandle = new WeakMap<object, Map<string, { stamp: string; json: string }>>();

async function readTeamStamp(db: Db, teamId: number): Promise<string> {
  const query = prepareStatement<{ stamp: string }>(
    db,
    'team_list_stamp',
    () =>
      sql`select stamp::text as stamp from team_list_stamps where my_team_id = ${sql.placeholder('teamId')}`,
  );
  const [row] = await query.execute({ teamId });
  return row?.stamp ?? 'none';
}

/**
 * The team's list `name` as JSON text, from `load` or kept. On the embedded database the read cache
 * keeps it until a write that may change it (decision 017). On a PostgreSQL server a read asks for the
 * team's stamp first (one primary-key lookup) and answers what it kept under that stamp; otherwise it
 * loads and keeps the answer under the stamp it read before loading. A write committed between the two
 * leaves an answer newer than its stamp, which the next read, seeing a new stamp, replaces: never one
 * older than its stamp.
 */
export async function readTeamList(
  db: Db,
  name: string,
  teamId: number,
  load: () => Promise<string>,
): Promise<string> {
  const key = `${name}:${teamId}`;
  if (hasReadCache(db)) return readThrough(db, key, load);
  let kept = keptByHandle.get(db);
  if (!kept) {
    kept = new Map();
    keptByHandle.set(db, kept);
  }
  const stamp = await readTeamStamp(db, teamId);
  const entry = kept.get(key);
  kept.delete(key);
  if (entry?.stamp === stamp) {
    kept.set(key, entry);
    return entry.json;
  }
  const json = await load();
  if (kept.size >= MAX_KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(key, { stamp, json });
  return json;
}

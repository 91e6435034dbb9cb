import type { Db } from '../db/client.js';

// Tables whose rows change on any signed-in request (sessions roll) or on any attempt at all (counters).
const VOLATILE_TABLES = new Set(['sessions', 'rate_limits']);

/** A digest of every table's rows, to show that a run of requests wrote nothing. */
export async function fingerprintDatabase(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    `select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%' order by 1`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const digest: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    if (VOLATILE_TABLES.has(tablename)) continue;
    const result = (await db.execute(
      `select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${tablename}" r`,
    )) as unknown as { rows: Array<{ n: number; h: string }> };
    digest[tablename] = `${result.rows[0]?.n}:${result.rows[0]?.h}`;
  }
  return digest;
}

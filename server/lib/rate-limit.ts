import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/**
 * Counts one hit against `key` in a fixed window and says whether it is within `limit`. The counter is
 * one upserted row, so every app instance on the database shares it and concurrent hits never lose a
 * count. Hits past the limit are still counted; the window restarts once it has run its length.
 */
export async function hitRateLimit(
  db: Db,
  options: { key: string; limit: number; windowMs: number; now: Date },
): Promise<{ isAllowed: boolean; count: number; retryAfterSeconds: number }> {
  const windowStartFloor = new Date(options.now.getTime() - options.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: options.key, windowStart: options.now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then ${options.now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row?.count ?? 1;
  const windowEnd = (row?.windowStart ?? options.now).getTime() + options.windowMs;
  // Whole seconds until this window ends, for a Retry-After header (at least 1).
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - options.now.getTime()) / 1000));
  return { isAllowed: count <= options.limit, count, retryAfterSeconds };
}

/** Drops counters whose window ended long ago, so the table stays as small as the active keys. */
export async function pruneRateLimits(db: Db, now: Date, olderThanMs: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.windowStart} < ${new Date(now.getTime() - olderThanMs).toISOString()}::timestamptz`,
    );
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';

// For the API tests of match writes (decision 020, match-write.ts): another write holds a match while a
// request is sent, so that on a PostgreSQL server the request's claim waits for the row lock, and what it
// then reads and writes must build on what the other write committed. (The embedded database runs one
// transaction at a time: the request simply runs after it.)

/**
 * Runs `other` in a transaction that claims match `matchId` as every match write does (version + 1;
 * with `claim: false`, `other` must change the match row itself), starts `request` meanwhile and, on a
 * server, commits only once a statement is waiting for the lock. Resolves to what `request` answered.
 */
export async function whileMatchHeld<T>(
  db: Db,
  matchId: number,
  other: (tx: Db) => Promise<void>,
  request: () => Promise<T>,
  { claim = true }: { claim?: boolean } = {},
): Promise<T> {
  const onServer = Boolean(process.env.TEST_DATABASE_URL);
  let started: Promise<T> | undefined;
  // Run once: the attempt starts the request, which a second attempt would send again.
  await inTransaction(
    db,
    async (tx) => {
      if (claim) await tx.execute(sql`update matches set version = version + 1 where id = ${matchId}`);
      await other(tx);
      started = request();
      if (!onServer) return;
      for (let waited = 0; ; waited += 20) {
        const result = (await db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
          rows: Array<{ n: number }>;
        };
        if ((result.rows[0]?.n ?? 0) > 0) break;
        if (waited > 10_000) throw new Error('the request never waited for the match');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    { attempts: 1 },
  );
  if (!started) throw new Error('request not started');
  return started;
}

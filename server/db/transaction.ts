import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { isTransientConflict } from './database-errors.js';

// The one way the server writes more than one statement, and the one place a write meets the other
// transactions of a PostgreSQL server (decision 037). There, two writes that lock the same rows in
// opposite orders deadlock and Postgres aborts one of them (40P01); a serializable or repeatable-read
// transaction may be refused the same way (40001). Both are rolled back whole, so the work can simply
// run again, and usually goes through once the other has committed. The embedded database runs one
// transaction at a time and never refuses one so.

export type RetryOptions = {
  /** How many times the work may run in all (4: three more tries after the first). */
  attempts?: number;
  /** The first pause, in ms, before a random factor of 1 to 5 and doubling at each try (10: 10–50 ms). */
  baseDelayMs?: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (one transaction, or one statement outside any) and runs it again, up to `attempts` times in
 * all, when the database refused it for a transient conflict. The pauses are random so that two writes
 * that just met do not meet again at the next try. `work` must be whole in itself: when it fails, nothing
 * it did may remain.
 *
 * On a transaction handle `db` the work runs once: the conflict aborted that whole transaction, so only
 * whoever began it can start over (and does, when it began it here).
 */
export async function retryTransient<T>(
  db: Db,
  work: () => Promise<T>,
  { attempts = 4, baseDelayMs = 10 }: RetryOptions = {},
): Promise<T> {
  if (db instanceof PgTransaction) return work();
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await pause(baseDelayMs * 2 ** (attempt - 1) * (1 + 4 * Math.random()));
    }
  }
}

/**
 * Runs `fn` in one transaction of `db`, retried as a whole on a deadlock or serialization failure
 * (`retryTransient`). Every transaction of the server starts here. `fn` may run more than once: it must
 * not act outside the database (mail, caches) before it returns.
 */
export function inTransaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  options?: RetryOptions & {
    /** Its isolation and access (a read that must see one snapshot: repeatable read, read only). */
    config?: PgTransactionConfig;
  },
): Promise<T> {
  return retryTransient(db, () => db.transaction((tx) => fn(tx), options?.config), options);
}

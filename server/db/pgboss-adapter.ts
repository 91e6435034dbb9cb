import { PGlite, type Results } from '@electric-sql/pglite';
import { fromPglite, type Db as PgBossDb } from 'pg-boss';

/**
 * pg-boss's connection to the app's embedded database (decision 071). Two things differ from handing
 * pg-boss the client as it is:
 *
 * - It calls PGlite's own `query`, `exec` and `listen` from the prototype, not the replacements the read
 *   cache puts on the instance (`clearOnWrite`): pg-boss writes only to its `pgboss` schema, so its
 *   polling (a few statements a second) must not empty the cache of the app's tables.
 * - Each multi-statement block (pg-boss sends its locked work as one `BEGIN; ...; COMMIT`) runs inside
 *   PGlite's `transaction()`, which holds the one connection until the block is over. When a statement of
 *   the block fails, PGlite's transaction rolls it back before the connection is handed on; the stock
 *   adapter sends its ROLLBACK as a separate call, after the app's next statement may already have run
 *   in the aborted transaction and failed ("current transaction is aborted").
 *
 * pg-boss's own BEGIN and COMMIT inside that transaction only draw PostgreSQL warnings; a statement that
 * cannot run in a transaction (REINDEX CONCURRENTLY) fails with 25001, which pg-boss reads as "this
 * adapter wraps in a transaction" and stops trying.
 */
export function pgBossOnPglite(client: PGlite): PgBossDb {
  return fromPglite({
    query: <T>(text: string, params?: unknown[]) =>
      PGlite.prototype.query.call(client, text, params) as Promise<{ rows: T[] }>,
    exec: (text: string) =>
      PGlite.prototype.transaction.call(client, (tx) => tx.exec(text)) as Promise<Results[]>,
    listen: (channel: string, callback: (payload: string) => void) =>
      PGlite.prototype.listen.call(client, channel, callback),
  });
}

import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

// Drizzle rebuilds a query's SQL text from the schema objects on every call, which profiling showed to
// be a quarter of the server's CPU on the hottest reads. A prepared query keeps the text (and, on the
// PostgreSQL server, a named statement per connection). Keyed by handle: a transaction is its own.
const preparedByHandle = new WeakMap<object, Map<string, unknown>>();

/** The query `build` prepares on this handle, built on the first call and reused after. */
export function prepareOnce<T>(db: Db, name: string, build: (db: Db) => T): T {
  let prepared = preparedByHandle.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByHandle.set(db, prepared);
  }
  if (!prepared.has(name)) prepared.set(name, build(db));
  return prepared.get(name) as T;
}

// What drizzle's own `db.execute` uses, with a statement name: the handle's session and dialect.
type Internals = {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: {
    prepareQuery(
      query: unknown,
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(values?: Record<string, unknown>): Promise<{ rows: unknown[] }> };
  };
};

export type PreparedStatement<Row> = { execute(values?: Record<string, unknown>): Promise<Row[]> };

/**
 * A statement written in SQL (a `sql` template with `sql.placeholder`s, e.g. a write whose CTEs do the
 * check, the change and the read-back together), prepared once per handle like `prepareOnce`: `name`
 * must always go with the same text. Rows come back as the driver gives them, without drizzle's
 * mapping: select JSON as `text` and parse it, or plain numbers and strings.
 */
export function prepareStatement<Row>(db: Db, name: string, build: () => SQL): PreparedStatement<Row> {
  return prepareOnce(db, name, (handle) => {
    const { dialect, session } = handle as unknown as Internals;
    const query = session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    return {
      execute: async (values?: Record<string, unknown>) => (await query.execute(values)).rows as Row[],
    };
  });
}

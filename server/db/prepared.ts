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

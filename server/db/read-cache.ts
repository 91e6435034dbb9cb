import type { PGlite } from '@electric-sql/pglite';

// A cache of read results for the embedded database only (docs/decisions/017-read-cache.md). The
// embedded database belongs to one process (PGlite locks its data dir), so every write to it passes
// through the client this process holds: wrapping that client's query, exec and transaction calls to
// clear the cache before and after any statement that may write makes the cache exact. On a PostgreSQL
// server other instances write too, so there is no cache there.

type Entry = { value: Promise<unknown> };

// Bounded so a crowd of sessions cannot grow it without end: the oldest entry goes first.
const MAX_ENTRIES = 5_000;

export type ReadCache = {
  /**
   * The value kept under `key`, or what `load` gives (kept until the next write). Concurrent callers of
   * one key share one load. `isFresh` can refuse a kept value that time has made wrong.
   */
  read<T>(key: string, load: () => Promise<T>, isFresh?: (value: T) => boolean): Promise<T>;
  /** Forgets everything: called around every statement that may write. */
  clear(): void;
  readonly size: number;
};

export function createReadCache(maxEntries = MAX_ENTRIES): ReadCache {
  const entries = new Map<string, Entry>();

  function load<T>(key: string, loader: () => Promise<T>): Promise<T> {
    const value = loader();
    const entry: Entry = { value };
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
    // A failed read is not kept; the entry may already be gone (cleared by a write) or replaced.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  return {
    read(key, loader, isFresh) {
      const kept = entries.get(key);
      if (!kept) return load(key, loader);
      if (!isFresh) return kept.value as ReturnType<typeof loader>;
      // Judged by this caller's test: freshness depends on the caller's moment, not the first one's.
      return kept.value.then((value) =>
        isFresh(value as Awaited<ReturnType<typeof loader>>)
          ? (value as Awaited<ReturnType<typeof loader>>)
          : load(key, loader),
      );
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

// Statements that only read: anything else (and anything naming a writing keyword, even in a CTE)
// counts as a write. Wrongly counting a read as a write only costs a reload.
const READ_START = /^\s*(select|with|show)\b/i;
const WRITE_WORD =
  /\b(insert|update|delete|merge|truncate|copy|call|do|nextval|setval|lock|create|alter|drop|grant|revoke|vacuum|analyze|reindex|cluster|refresh|listen|notify|set)\b/i;

export function isReadOnlyStatement(text: string): boolean {
  return READ_START.test(text) && !WRITE_WORD.test(text);
}

/**
 * Makes `client` clear `cache` around every statement that may write, whichever way it is sent:
 * query (what drizzle and the `sql` tag use), exec (many statements: migrations, dumps) and
 * transaction (whatever runs inside it).
 */
export function clearOnWrite(client: PGlite, cache: ReadCache): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const around = async <T>(work: () => Promise<T>): Promise<T> => {
    cache.clear();
    try {
      return await work();
    } finally {
      cache.clear();
    }
  };
  client.query = ((text: string, ...rest: unknown[]) =>
    isReadOnlyStatement(text)
      ? query(text, ...(rest as []))
      : around(() => query(text, ...(rest as [])))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => around(() => exec(...args))) as PGlite['exec'];
  client.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    around(() => transaction(...args))) as PGlite['transaction'];
}

// Which cache serves a database handle: only the embedded database's root handle has one. A
// transaction's handle has none, so reads inside a write always see the database itself.
const cacheByHandle = new WeakMap<object, ReadCache>();

export function attachReadCache(handle: object, cache: ReadCache): void {
  cacheByHandle.set(handle, cache);
}

/** `load()` through the handle's cache when it has one, else straight to the database. */
export function readThrough<T>(
  handle: object,
  key: string,
  load: () => Promise<T>,
  isFresh?: (value: T) => boolean,
): Promise<T> {
  const cache = cacheByHandle.get(handle);
  return cache ? cache.read(key, load, isFresh) : load();
}

/** How many reads the handle's cache keeps now, or null when it has none (tests). */
export function countCachedReads(handle: object): number | null {
  return cacheByHandle.get(handle)?.size ?? null;
}

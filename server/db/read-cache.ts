import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

// A cache of read results for the embedded database only (docs/decisions/017-read-cache.md). The
// embedded database belongs to one process (PGlite locks its data dir), so every write to it passes
// through the client this process holds: wrapping that client's query, exec and transaction calls to
// clear the cache before and after any statement that may write makes the cache exact. On a PostgreSQL
// server other instances write too, so there is no cache there.
//
// What a write clears (decision 025): each kept read remembers the tables its statements named, and a
// statement whose every write is an INSERT INTO, UPDATE or DELETE FROM a known table clears only the
// reads that named one of those tables or a table whose rows hang from them by a foreign key (a cascade
// may change them). A transaction clears what its statements may change, each as it is sent and all of
// them again once it is over (issue 28: every multi-step write is a transaction). Anything else that
// may write (exec, DDL, a statement this cannot read with certainty) clears everything, as before.

type Tables = Set<string> | 'all';
type Entry = { value: Promise<unknown>; tables: Tables; settled: boolean };

// Bounded so a crowd of sessions cannot grow it without end: the oldest entry goes first.
const MAX_ENTRIES = 5_000;

// The entry whose load is running in this async context: the statements it sends are recorded on it.
const loading = new AsyncLocalStorage<Entry>();

export type ReadCache = {
  /**
   * The value kept under `key`, or what `load` gives (kept until a write that may change it). Concurrent
   * callers of one key share one load. `isFresh` can refuse a kept value that time has made wrong.
   */
  read<T>(key: string, load: () => Promise<T>, isFresh?: (value: T) => boolean): Promise<T>;
  /** Forgets what may depend on `tables` (everything by default): called around every write. */
  clear(tables?: Tables): void;
  readonly size: number;
};

function dependsOn(entry: Entry, tables: Tables): boolean {
  if (tables === 'all' || entry.tables === 'all') return true;
  for (const table of tables) if (entry.tables.has(table)) return true;
  return false;
}

/** The kept read whose load is under way here gains `tables` (or depends on everything). */
function recordRead(tables: Tables): void {
  const entry = loading.getStore();
  // Only while the load runs: a callback scheduled from inside it may carry its context on later.
  if (!entry || entry.settled || entry.tables === 'all') return;
  if (tables === 'all') entry.tables = 'all';
  else for (const table of tables) entry.tables.add(table);
}

export function createReadCache(maxEntries = MAX_ENTRIES): ReadCache {
  const entries = new Map<string, Entry>();

  function load<T>(key: string, loader: () => Promise<T>): Promise<T> {
    const entry: Entry = { value: Promise.resolve(), tables: new Set(), settled: false };
    entry.value = loading.run(entry, loader);
    const settle = () => {
      entry.settled = true;
    };
    entry.value.then(settle, settle);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
    // A failed read is not kept; the entry may already be gone (cleared by a write) or replaced.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  return {
    read(key, loader, isFresh) {
      // A read inside another read's load: that load now depends on whatever this one read, which
      // is not recorded on it, so it counts as depending on everything.
      recordRead('all');
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
    clear(tables = 'all') {
      if (tables === 'all') {
        entries.clear();
        return;
      }
      for (const [key, entry] of entries) if (dependsOn(entry, tables)) entries.delete(key);
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

/** The database's tables and, for each, the tables holding a foreign key to it. */
export type TableGraph = {
  tables: ReadonlySet<string>;
  referencedBy: ReadonlyMap<string, readonly string[]>;
};

const IDENTIFIER = /[a-z_][a-z0-9_$]*/gi;

/** The known tables a statement names anywhere (more than it reads, never fewer). */
export function tablesNamed(text: string, graph: TableGraph): Set<string> {
  const named = new Set<string>();
  for (const word of text.match(IDENTIFIER) ?? []) {
    const name = word.toLowerCase();
    if (graph.tables.has(name)) named.add(name);
  }
  return named;
}

const TARGET =
  /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?("?)([a-z_][a-z0-9_$]*)\2(?![a-z0-9_$".])/gi;
// Phrases with a writing keyword that write nothing more than the statement's own targets: row locks
// (FOR UPDATE, FOR NO KEY UPDATE, FOR [KEY] SHARE) and an insert's ON CONFLICT DO NOTHING / DO UPDATE.
const HARMLESS =
  /\bfor\s+(?:no\s+key\s+update|update|key\s+share|share)\b|\bdo\s+(?:nothing|update\s+set)\b/gi;

/**
 * The tables a statement may change, or 'all' when that cannot be told for certain: only INSERT INTO,
 * UPDATE and DELETE FROM known tables (in CTEs too) are understood, with the tables whose foreign keys
 * point at them (a cascade, SET NULL or the like may change their rows). Any other writing word, a
 * target that is not a plain known table name, or no target at all (BEGIN, COMMIT) gives 'all'.
 */
export function tablesWritten(text: string, graph: TableGraph): Tables {
  const targets = new Set<string>();
  let updates = false;
  let unknown = false;
  let rest = text.replace(HARMLESS, ' ');
  rest = rest.replace(TARGET, (_match, verb: string, _quote: string, name: string) => {
    const table = name.toLowerCase();
    if (!graph.tables.has(table)) unknown = true;
    targets.add(table);
    if (verb.toLowerCase() === 'update') updates = true;
    return ' ';
  });
  // UPDATE ... SET: the SET belongs to an update already understood.
  if (updates) rest = rest.replace(/\bset\b/gi, ' ');
  if (unknown || targets.size === 0 || WRITE_WORD.test(rest)) return 'all';
  const written = new Set<string>();
  const visit = (table: string) => {
    if (written.has(table)) return;
    written.add(table);
    for (const child of graph.referencedBy.get(table) ?? []) visit(child);
  };
  for (const table of targets) visit(table);
  return written;
}

/**
 * Makes `client` clear `cache` around every statement that may write, whichever way it is sent:
 * query (what drizzle and the `sql` tag use), exec (many statements: migrations, dumps) and
 * transaction (whatever runs inside it). With `graph`, an INSERT, UPDATE or DELETE statement, alone or
 * in a transaction, clears only the reads of the tables it may change; without, every write clears
 * everything.
 */
export function clearOnWrite(client: PGlite, cache: ReadCache, graph?: TableGraph): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const around = async <T>(tables: Tables, work: () => Promise<T>): Promise<T> => {
    recordRead('all');
    cache.clear(tables);
    try {
      return await work();
    } finally {
      cache.clear(tables);
    }
  };
  client.query = ((text: string, ...rest: unknown[]) => {
    if (isReadOnlyStatement(text)) {
      recordRead(graph ? tablesNamed(text, graph) : 'all');
      return query(text, ...(rest as []));
    }
    return around(graph ? tablesWritten(text, graph) : 'all', () => query(text, ...(rest as [])));
  }) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    around('all', () => exec(...args))) as PGlite['exec'];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    recordRead('all');
    // PGlite runs nothing else until the transaction is over, so no read can be loaded from its
    // uncommitted rows; a read kept from before it is cleared as soon as a statement that may change it
    // is sent, and again after the commit (or rollback), as `around` does for a single statement.
    let written: Tables = new Set<string>();
    const writes = (tables: Tables) => {
      written = tables === 'all' || written === 'all' ? 'all' : new Set([...written, ...tables]);
      cache.clear(tables);
    };
    const run = transaction(async (tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      const txSql = tx.sql.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => {
        if (!isReadOnlyStatement(text)) writes(graph ? tablesWritten(text, graph) : 'all');
        return txQuery(text, ...(rest as []));
      }) as Transaction['query'];
      tx.exec = ((...execArgs: Parameters<Transaction['exec']>) => {
        writes('all');
        return txExec(...execArgs);
      }) as Transaction['exec'];
      tx.sql = ((...sqlArgs: Parameters<Transaction['sql']>) => {
        writes('all');
        return txSql(...sqlArgs);
      }) as Transaction['sql'];
      return callback(tx);
    });
    return run.finally(() => cache.clear(written));
  }) as PGlite['transaction'];
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

/** Whether the handle has a read cache: the embedded database's root handle. */
export function hasReadCache(handle: object): boolean {
  return cacheByHandle.has(handle);
}

/** How many reads the handle's cache keeps now, or null when it has none (tests). */
export function countCachedReads(handle: object): number | null {
  return cacheByHandle.get(handle)?.size ?? null;
}

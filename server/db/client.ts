import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig, type PgDatabase, type PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths.js';
import { seedDataDirFromTemplate } from './data-dir-template.js';
import { attachReadCache, clearOnWrite, createReadCache, type TableGraph } from './read-cache.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Where pg-boss, which starts the scheduler's ticks (decision 071), connects: the embedded client itself
 * (through `pgboss-adapter.ts`, around the read cache), or the server by a small pool of its own.
 */
export type JobQueueConnection =
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; connectionString: string };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobQueue: JobQueueConnection;
  /** Applies the migrations not yet applied (from `folder`: tests of a migration use a partial copy). */
  migrate: (folder?: string) => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    jobQueue: { kind: 'postgres', connectionString: url },
    migrate: (folder = migrationsFolder) =>
      migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: folder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * The tables of schema.ts and, for each, the tables whose foreign keys point at it (read-cache.ts). The
 * database has no triggers or rules (a test checks): a foreign key is the only way one write changes
 * another table.
 */
export function schemaTableGraph(): TableGraph {
  const tables = new Set<string>();
  const referencedBy = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    tables.add(config.name);
    for (const key of config.foreignKeys) {
      const parent = getTableConfig(key.reference().foreignTable).name;
      referencedBy.set(parent, [...(referencedBy.get(parent) ?? []), config.name]);
    }
  }
  return { tables, referencedBy };
}

export function wrapPglite(client: PGlite, options: { readCache?: boolean } = {}): Database {
  const orm = drizzlePglite({ client, schema });
  // The embedded database has one writer, this process: its reads can be cached exactly (decision 017).
  if (options.readCache !== false) {
    const cache = createReadCache();
    clearOnWrite(client, cache, schemaTableGraph());
    attachReadCache(orm, cache);
  }
  return {
    db: orm as unknown as Db,
    kind: 'pglite',
    jobQueue: { kind: 'pglite', client },
    migrate: (folder = migrationsFolder) => migratePglite(orm, { migrationsFolder: folder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export async function openPglite(
  dataDir: string | undefined,
  options: { readCache?: boolean } = {},
): Promise<Database> {
  if (dataDir) {
    seedDataDirFromTemplate(dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  return wrapPglite(client, options);
}

export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  readCache?: boolean;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.join(config.dataDir, 'pgdata'), { readCache: config.readCache });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPostgres, wrapPglite } from '../db/client.js';

// Tests get a fresh database per file, cloned from one migrated template instead of migrating each time:
// a PGlite data-dir dump locally, CREATE DATABASE ... TEMPLATE on a PostgreSQL server.

export const templateFile = path.join(os.tmpdir(), `touchline-pglite-template-${process.ppid}.tar`);

export function serverUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTemplate(): Promise<{ name: string; teardown: () => Promise<void> }> {
  const url = serverUrl();
  if (!url) {
    const client = await PGlite.create();
    const database = wrapPglite(client);
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    return { name: templateFile, teardown: async () => fs.rmSync(templateFile, { force: true }) };
  }
  const name = `tl_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = openPostgres(withDatabase(url, name), 1);
  await database.migrate();
  await database.close();
  return {
    name,
    teardown: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        // `_` matches any one character in LIKE: escaped, so a database such as tl_time_1 is not taken
        // for a test's (it was the one this client was connected to, and the template was left behind).
        const { rows } = await c.query<{ datname: string }>(
          `select datname from pg_database where datname like 'tl\\_t\\_%' or datname = $1`,
          [name],
        );
        for (const row of rows) await c.query(`drop database if exists ${row.datname} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

// Where each test database on the server lives, so a second app instance can open its own pool on it.
const serverDatabaseUrls = new WeakMap<Database, string>();

/** A fresh database for one test file, already migrated. */
export async function cloneTemplate(templateName: string): Promise<Database> {
  const url = serverUrl();
  if (!url) {
    const blob = new Blob([fs.readFileSync(templateName)]);
    const client = await PGlite.create({ loadDataDir: blob });
    return wrapPglite(client);
  }
  const name = `tl_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Two clones of one template at the same instant can collide on the template lock: try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${templateName}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  return openDroppingOnClose(url, name, 10);
}

/** A fresh database with nothing in it, not even migrations: for tests of the migrations themselves. */
export async function createEmptyDatabase(): Promise<Database> {
  const url = serverUrl();
  if (!url) return wrapPglite(await PGlite.create());
  const name = `tl_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return openDroppingOnClose(url, name, 2);
}

/** A database made for one test on the server, dropped again when the test closes it. */
function openDroppingOnClose(url: string, name: string, poolSize: number): Database {
  const database = openPostgres(withDatabase(url, name), poolSize);
  const dropping: Database = {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
  serverDatabaseUrls.set(dropping, withDatabase(url, name));
  return dropping;
}

type PgliteHandle = { $client: PGlite };

/**
 * A second handle on `database`, as another app instance holds: on the server its own pool (closing it
 * leaves the database to its owner); on the embedded database, which one process owns, the same PGlite
 * client wrapped again, with a read cache of its own that every write through either handle clears
 * (none with `readCache: false`: an instance that reads the database every time, as on a server).
 */
export function openAnotherHandle(database: Database, options: { readCache?: boolean } = {}): Database {
  const url = serverDatabaseUrls.get(database);
  if (url) return openPostgres(url, 10);
  const other = wrapPglite((database.db as unknown as PgliteHandle).$client, options);
  return { ...other, close: async () => {} };
}

/**
 * Runs `statements` on `database` the way psql, a script or a restore would, never through the app: on
 * the server over a connection of its own, in one transaction; on the embedded database (no other
 * connection can reach it) straight on its PGlite client, one statement by `query`, several by `exec`.
 */
export async function runOutsideTheApp(database: Database, statements: string[]): Promise<void> {
  const url = serverDatabaseUrls.get(database);
  if (!url) {
    const client = (database.db as unknown as PgliteHandle).$client;
    if (statements.length === 1) await client.query(statements[0] ?? '');
    else await client.exec(['begin', ...statements, 'commit'].join(';\n'));
    return;
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(['begin', ...statements, 'commit'].join(';\n'));
  } finally {
    await c.end();
  }
}

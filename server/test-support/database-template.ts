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
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like 'tl_t_%' or datname = $1`,
        [name],
      );
      for (const row of rows) await c.query(`drop database if exists ${row.datname} with (force)`);
      await c.end();
    },
  };
}

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
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

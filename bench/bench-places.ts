import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../server/db/client.js';

// Where a bench's server runs: always on the embedded database, and also on a PostgreSQL server when
// BENCH_DATABASE_URL (or DATABASE_URL) names one. There a database of the bench's own is created beside
// the one named and dropped at the end, so a bench never touches data it did not make.

export const benchServerUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

export type BenchPlace = { kind: string; dataDir: string; databaseUrl?: string; drop?: () => Promise<void> };

/** The places to measure on: the embedded database, then the server when one is named. */
export function benchKinds(): Array<'embedded' | 'server'> {
  return benchServerUrl ? ['embedded', 'server'] : ['embedded'];
}

/** A fresh place for the bench named `label` (a word, used in the directory and database names). */
export async function createPlace(label: string, kind: 'embedded' | 'server'): Promise<BenchPlace> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `touchline-bench-${label}-${kind}-`));
  if (kind === 'embedded' || !benchServerUrl) return { kind: 'embedded database', dataDir };
  const name = `touchline_bench_${label.replaceAll('-', '_')}_${process.pid}`;
  const serverUrl = benchServerUrl;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'PostgreSQL server',
    dataDir,
    databaseUrl: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The place's database, opened to seed it (close it before the bench's server starts). */
export async function openPlace(place: BenchPlace): Promise<Database> {
  return place.databaseUrl
    ? openPostgres(place.databaseUrl)
    : await openPglite(path.join(place.dataDir, 'pgdata'));
}

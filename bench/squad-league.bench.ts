import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../server/db/client.js';
import { MATCHES, OPPONENTS, SQUAD, seedCoachedTeam, seedTeams } from './seed-teams.js';
import { measure, startServer } from './support.js';

// Squad and league reads for one team of 20 players and 200 matches (with goals and formations), in an
// embedded database where it is alone and in one where it sits among 2,000 other teams of the same size.
// Reads that stay within the team cost the same in both; a ratio well below 1 means a scan that grows
// with the whole database.

const OTHER_TEAMS = 2_000;
const BATCH = 250;
const COACH = 'bench-coach@bench.test';

// BENCH_DATABASE_URL=postgres://user@host:5432/postgres measures on that PostgreSQL server instead: two
// databases are created beside the one named, and dropped at the end.
const serverUrl = process.env.BENCH_DATABASE_URL;
const serverDatabases: string[] = [];

/** Where one of the two databases lives: a data dir (embedded), or a database on the server. */
type Place = { dataDir: string; databaseUrl?: string };

async function createPlace(kind: string): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `touchline-bench-squad-${kind}-`));
  if (!serverUrl) return { dataDir };
  const name = `touchline_bench_${kind}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  serverDatabases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

async function dropServerDatabases(): Promise<void> {
  if (!serverUrl || serverDatabases.length === 0) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of serverDatabases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function withDatabase(place: Place, work: (database: Database) => Promise<void>) {
  const database = place.databaseUrl
    ? openPostgres(place.databaseUrl)
    : await openPglite(path.join(place.dataDir, 'pgdata'));
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

async function seedOthers(database: Database, from: number, to: number): Promise<void> {
  for (let done = from; done < to; done += BATCH) {
    await seedTeams(database, `other${done}`, Math.min(BATCH, to - done));
  }
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** Signs the bench coach in and checks the team's answers are the full squad and opposition list. */
async function openBenchTeam(server: Server): Promise<{ base: string; cookie: string }> {
  const cookie = await server.signIn(COACH);
  const res = await fetch(`${server.url}/api/auth/teams`, { headers: { cookie } });
  const [team] = (await res.json()) as Array<{ secureId: string }>;
  const base = `${server.url}/api/teams/${team?.secureId}`;
  const players = (await (await fetch(`${base}/players`, { headers: { cookie } })).json()) as unknown[];
  const opposition = (await (await fetch(`${base}/teams`, { headers: { cookie } })).json()) as unknown[];
  if (players.length !== SQUAD || opposition.length !== OPPONENTS) throw new Error('bench team not found');
  return { base, cookie };
}

// Two databases: the bench team alone, and the same team in the middle of 2,000 others (so neither the
// first nor the last rows of any table or index are its own). No ANALYZE on the embedded database: it
// never gathers planner statistics, and the bench should see the plans users get.
const servers: Server[] = [];
const places: Place[] = [];
try {
  const alonePlace = await createPlace('alone');
  places.push(alonePlace);
  const crowdedPlace = await createPlace('crowded');
  places.push(crowdedPlace);
  await withDatabase(alonePlace, async (database) => {
    await database.migrate();
    await seedCoachedTeam(database, 'own', COACH);
    if (alonePlace.databaseUrl) await database.db.execute(sql`analyze`);
  });
  const seedStarted = performance.now();
  await withDatabase(crowdedPlace, async (database) => {
    await database.migrate();
    await seedOthers(database, 0, OTHER_TEAMS / 2);
    await seedCoachedTeam(database, 'own', COACH);
    await seedOthers(database, OTHER_TEAMS / 2, OTHER_TEAMS);
    // A server's autovacuum would have gathered statistics by the time anyone reads; do it now.
    if (crowdedPlace.databaseUrl) await database.db.execute(sql`analyze`);
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // Both servers run side by side and each read is measured on one right after the other, so a change
  // in the machine's load between the two runs does not pass for an effect of the database size.
  const serverEnv = (place: Place) => ({ SEED_DEMO: 'false', DATABASE_URL: place.databaseUrl ?? '' });
  const aloneServer = await startServer(serverEnv(alonePlace), { dataDir: alonePlace.dataDir });
  servers.push(aloneServer);
  const crowdedServer = await startServer(serverEnv(crowdedPlace), { dataDir: crowdedPlace.dataDir });
  servers.push(crowdedServer);
  const alone = await openBenchTeam(aloneServer);
  const crowded = await openBenchTeam(crowdedServer);
  const rows = [];
  for (const [name, suffix] of [
    ['GET players', '/players'],
    ['GET opposition teams', '/teams'],
    ['GET stats', '/stats'],
  ] as const) {
    const a = await measure(name, alone.base + suffix, alone.cookie);
    const c = await measure(name, crowded.base + suffix, crowded.cookie);
    // One connection: the time of one request, without queueing behind nine others.
    const a1 = await measure(name, alone.base + suffix, alone.cookie, 3, 1);
    const c1 = await measure(name, crowded.base + suffix, crowded.cookie, 3, 1);
    rows.push({
      name,
      'req/s alone': a['req/s'],
      'req/s +2000': c['req/s'],
      ratio: Number((c['req/s'] / a['req/s']).toFixed(2)),
      'p99 alone': a['p99 ms'],
      'p99 +2000': c['p99 ms'],
      'p50 1c alone': a1['p50 ms'],
      'p50 1c +2000': c1['p50 ms'],
      'p99 1c alone': a1['p99 ms'],
      'p99 1c +2000': c1['p99 ms'],
      errors: a.errors + c.errors + a1.errors + c1.errors,
    });
  }

  console.log(
    `\nOne team of ${SQUAD} players, ${OPPONENTS} opposition teams, ${MATCHES} matches with goals and ` +
      `formations; ${serverUrl ? 'PostgreSQL server' : 'embedded database'}. Seeding ${OTHER_TEAMS} other teams of that size took ` +
      `${seedSeconds.toFixed(1)} s.`,
  );
  console.log(
    `10 connections (req/s, p99 ms) and 1 connection (1c, ms), alone and beside ${OTHER_TEAMS} teams; ` +
      `ratio = req/s beside them / req/s alone`,
  );
  console.table(rows);
} finally {
  for (const server of servers) await server.stop();
  for (const place of places) fs.rmSync(place.dataDir, { recursive: true, force: true });
  await dropServerDatabases();
}

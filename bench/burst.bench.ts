import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../server/db/client.js';
import { seedDemoData } from '../server/db/seed-demo.js';
import { startServer } from './support.js';

// A Saturday-morning burst: 200 connections asking for the squad for 30 s (BURST_SECONDS to change it),
// on the embedded database as it runs (read cache on) and with READ_CACHE=off, where every request reads
// the database, and on a PostgreSQL server when BENCH_DATABASE_URL names one (a database is created
// beside it, seeded with the demo club and dropped at the end). What matters is fairness: no request may
// wait more than 2 s and none may time out (autocannon gives up after 10 s). The first request on each
// connection also waits for the server to accept the connection (Node accepts one per event-loop turn:
// server/plugins/admission.ts), so it is shown apart from the requests on connections already open.
// A 503 is an answer but not a squad: it is counted apart, so shedding load cannot pass for speed.
const seconds = Number(process.env.BURST_SECONDS ?? 30);
const connections = Number(process.env.BURST_CONNECTIONS ?? 200);
const serverUrl = process.env.BENCH_DATABASE_URL || undefined;

async function burst(name: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const { cookie, teamId } = await server.signInToFirstTeam('coach@demo.test');
    const url = `${server.url}/api/teams/${teamId}/players`;
    const statuses = new Map<number, number>();
    // A client's socket changes when it reconnects (after a timeout): its next answer is a first again.
    const socketOf = new Map<unknown, unknown>();
    let firstMax = 0;
    let openMax = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url, connections, duration: seconds, timeout: 10, headers: { cookie } },
        (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
      );
      // autocannon's typings name only some of its events; 'response' gives the client and the time.
      (instance as unknown as { on: (event: string, listener: (...args: never[]) => void) => void }).on(
        'response',
        (client: { conn?: unknown }, statusCode: number, _bytes: number, responseTime: number) => {
          statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
          const isFirst = socketOf.get(client) !== client.conn;
          socketOf.set(client, client.conn);
          if (isFirst) firstMax = Math.max(firstMax, responseTime);
          else openMax = Math.max(openMax, responseTime);
        },
      );
    });
    const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const busy = statuses.get(503) ?? 0;
    return {
      run: name,
      'req/s': Math.round(result.requests.average),
      answered,
      '503 busy': busy,
      'other not 200': answered - (statuses.get(200) ?? 0) - busy,
      'timed out': result.timeouts,
      errors: result.errors,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'max, first on a connection': Math.round(firstMax),
      'max, open connections': Math.round(openMax),
      'meets goal': result.timeouts === 0 && result.errors === 0 && result.latency.max <= 2000 ? 'yes' : 'no',
    };
  } finally {
    await server.stop();
  }
}

/** A database beside the one BENCH_DATABASE_URL names, with the demo club in it; dropped by `drop`. */
async function createServerDatabase(url: string) {
  const name = `touchline_bench_burst_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const drop = () => admin(`drop database if exists ${name} with (force)`);
  // The server seeds only a new embedded database, so the demo club is put in here first.
  const database = openPostgres(databaseUrl.toString());
  try {
    await database.migrate();
    await seedDemoData(database.db);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  await database.close();
  return { databaseUrl: databaseUrl.toString(), drop };
}

const rows = [
  await burst('embedded, as it runs', { SEED_DEMO: 'true' }),
  await burst('embedded, READ_CACHE=off', { SEED_DEMO: 'true', READ_CACHE: 'off' }),
];
if (serverUrl) {
  const place = await createServerDatabase(serverUrl);
  try {
    rows.push(await burst('PostgreSQL server', { SEED_DEMO: 'false', DATABASE_URL: place.databaseUrl }));
  } finally {
    await place.drop();
  }
}
console.log(
  `\nGET players, ${connections} connections for ${seconds} s (goal: none over 2 s, none timed out, no errors)`,
);
console.table(rows);

import autocannon from 'autocannon';
import { startServer } from './support.js';

// A Saturday-morning burst: 200 connections asking for the squad for 30 s (BURST_SECONDS to change it),
// on the embedded database as it runs (read cache on) and with READ_CACHE=off, where every request reads
// the database. What matters is fairness: no request may wait more than 2 s and none may time out
// (autocannon gives up after 10 s). The first request on each connection also waits for the server to
// accept the connection (Node accepts one per event-loop turn: server/plugins/admission.ts), so it is
// shown apart from the requests on connections already open.
const seconds = Number(process.env.BURST_SECONDS ?? 30);
const connections = Number(process.env.BURST_CONNECTIONS ?? 200);

async function burst(name: string, env: Record<string, string>) {
  const server = await startServer({ SEED_DEMO: 'true', ...env });
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
    return {
      run: name,
      'req/s': Math.round(result.requests.average),
      answered,
      'not 200': answered - (statuses.get(200) ?? 0),
      'timed out': result.timeouts,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'max, first on a connection': Math.round(firstMax),
      'max, open connections': Math.round(openMax),
      'meets goal': result.timeouts === 0 && result.latency.max <= 2000 ? 'yes' : 'no',
    };
  } finally {
    await server.stop();
  }
}

const rows = [await burst('as it runs', {}), await burst('READ_CACHE=off', { READ_CACHE: 'off' })];
console.log(
  `\nGET players, ${connections} connections for ${seconds} s, embedded database (goal: none over 2 s, none timed out)`,
);
console.table(rows);

import autocannon from 'autocannon';
import { startServer } from './support.js';

// A Saturday-morning burst on the embedded database: 200 connections asking for the squad for 30 s
// (BURST_SECONDS to change it). What matters is fairness: no request may wait more than 2 s and none may
// time out (autocannon gives up after 10 s). Answers other than 200 are counted by status.
const seconds = Number(process.env.BURST_SECONDS ?? 30);
const connections = Number(process.env.BURST_CONNECTIONS ?? 200);

const server = await startServer({ SEED_DEMO: 'true' });
try {
  const cookie = await server.signIn('coach@demo.test');
  const teams = (await (
    await fetch(`${server.url}/api/auth/teams`, { headers: { cookie } })
  ).json()) as Array<{
    secureId: string;
  }>;
  const url = `${server.url}/api/teams/${teams[0]?.secureId}/players`;
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: 10, headers: { cookie } },
      (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client: unknown, statusCode: number) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
  const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `\nGET players, ${connections} connections for ${seconds} s, embedded database (goal: none over 2 s, none timed out)`,
  );
  console.table([
    {
      'req/s': Math.round(result.requests.average),
      answered,
      '200': statuses.get(200) ?? 0,
      other: answered - (statuses.get(200) ?? 0),
      'timed out': result.timeouts,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'meets goal': result.timeouts === 0 && result.latency.max <= 2000 ? 'yes' : 'no',
    },
  ]);
} finally {
  await server.stop();
}

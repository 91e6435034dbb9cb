import { spawn } from 'node:child_process';
import { freePort, measure, startServer } from './support.js';

// The app's team reads on the embedded database (demo data, the demo coach) beside the floor: a bare
// Fastify + PGlite server of the same versions answering a 20-row indexed read (bench/floor-server.ts),
// measured in the same run, one after the other, at 10 connections. Goal: each read at least 0.6 of the
// floor's requests per second, p99 at most 20 ms. The app is measured as it runs (read cache on,
// decision 017) and with READ_CACHE=off, which shows what the database reads themselves cost.
async function startFloor() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Node itself, not npx: stopping npx would leave the server running (and holding the terminal).
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/floor-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not yet listening
    }
    if (child.exitCode !== null) throw new Error('floor server exited');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const floor = await startFloor();
const app = await startServer({ SEED_DEMO: 'true' });
const uncached = await startServer({ SEED_DEMO: 'true', READ_CACHE: 'off' });

async function readsOf(server: typeof app) {
  const { cookie, teamId } = await server.signInToFirstTeam('coach@demo.test');
  const team = `${server.url}/api/teams/${teamId}`;
  return {
    cookie,
    urls: [
      `${team}/players`,
      `${team}/teams`,
      `${team}/stats`,
      `${server.url}/api/auth/team-role/${teamId}`,
      `${server.url}/api/auth/user`,
    ],
  };
}

try {
  const names = ['GET players', 'GET opposition teams', 'GET stats', 'GET team-role', 'GET auth user'];
  const cached = await readsOf(app);
  const plain = await readsOf(uncached);
  // Warm all three (JIT, prepared statements) before anything counts.
  await measure('warm', `${floor.url}/rows`, '', 2);
  for (const url of cached.urls) await measure('warm', url, cached.cookie, 1);
  for (const url of plain.urls) await measure('warm', url, plain.cookie, 1);
  const rows = [];
  for (const [i, name] of names.entries()) {
    // The floor is measured again beside each read, so a change in the machine's load is shared.
    const f = await measure('floor', `${floor.url}/rows`, '', 5);
    const a = await measure(name, cached.urls[i] ?? '', cached.cookie, 5);
    const u = await measure(name, plain.urls[i] ?? '', plain.cookie, 5);
    const ratio = a['req/s'] / f['req/s'];
    rows.push({
      read: name,
      'req/s': a['req/s'],
      'p50 ms': a['p50 ms'],
      'p99 ms': a['p99 ms'],
      'floor req/s': f['req/s'],
      'floor p99': f['p99 ms'],
      ratio: Number(ratio.toFixed(2)),
      'no cache req/s': u['req/s'],
      'no cache p99': u['p99 ms'],
      'no cache ratio': Number((u['req/s'] / f['req/s']).toFixed(2)),
      errors: a.errors + u.errors,
      'meets goal': ratio >= 0.6 && a['p99 ms'] <= 20 && a.errors === 0 ? 'yes' : 'no',
    });
  }
  console.log('\nTeam reads, embedded database, demo data, 10 connections, 5 s each, beside the bare floor');
  console.log('(goal: ratio = req/s / floor req/s at least 0.6, p99 at most 20 ms)');
  console.table(rows);
} finally {
  await app.stop();
  await uncached.stop();
  await floor.stop();
}

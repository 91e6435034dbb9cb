import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, startServer } from './support.js';

// Start-up to /readyz on a fresh embedded database (creating it, migrations, and the demo seed when on)
// and again on that database once it exists (the everyday restart), then GET /api/auth/user and
// /api/auth/teams with a session at 10 connections.
const cold = await startServer({ SEED_DEMO: 'false' });
await cold.stop();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-bench-auth-'));
try {
  const server = await startServer({ SEED_DEMO: 'true' }, { dataDir });
  const cookie = await server.signIn('coach@demo.test');
  const user = await measure('GET /api/auth/user', `${server.url}/api/auth/user`, cookie);
  const teams = await measure('GET /api/auth/teams', `${server.url}/api/auth/teams`, cookie);
  await server.stop();
  const restarted = await startServer({ SEED_DEMO: 'true' }, { dataDir });
  await restarted.stop();

  console.log('\nStart-up to /readyz, embedded database');
  console.table([
    { case: 'new database, migrate only (SEED_DEMO=false)', ms: Math.round(cold.readyMs) },
    { case: 'new database, migrate + seed demo data', ms: Math.round(server.readyMs) },
    { case: 'restart on that database', ms: Math.round(restarted.readyMs) },
  ]);
  console.log('Signed-in reads, 10 connections, embedded database');
  console.table([user, teams]);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

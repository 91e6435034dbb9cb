import { measure, startServer } from './support.js';

// Start-up to /readyz on a fresh embedded database (migrations, and the demo seed when on), then
// GET /api/auth/user with a session at 10 connections.
const cold = await startServer({ SEED_DEMO: 'false' });
await cold.stop();
const server = await startServer({ SEED_DEMO: 'true' });
const cookie = await server.signIn('coach@demo.test');
const user = await measure('GET /api/auth/user', `${server.url}/api/auth/user`, cookie);
const teams = await measure('GET /api/auth/teams', `${server.url}/api/auth/teams`, cookie);
await server.stop();

console.log('\nStart-up to /readyz on a fresh embedded database');
console.table([
  { case: 'migrate only (SEED_DEMO=false)', ms: Math.round(cold.readyMs) },
  { case: 'migrate + seed demo data', ms: Math.round(server.readyMs) },
]);
console.log('Signed-in reads, 10 connections, embedded database');
console.table([user, teams]);

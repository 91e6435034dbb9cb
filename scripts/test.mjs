// `npm test`: every test. Unit and API tests (Vitest, real Postgres in PGlite), then browser journeys.
import { spawnSync } from 'node:child_process';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = Date.now();
run('npx', ['vitest', 'run']);
// What each half took, for CI's log (.ci/run prints each stage's start).
console.log(`== browser journeys (unit and API tests took ${Math.round((Date.now() - started) / 1000)} s)`);
run('node', ['scripts/e2e.mjs']);

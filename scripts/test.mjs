// `npm test`: every test. Unit and API tests (Vitest, real Postgres in PGlite), then browser journeys.
import { spawnSync } from 'node:child_process';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);

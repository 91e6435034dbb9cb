// `npm run bench`: builds when needed, then runs every bench/*.bench.ts and prints its figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { needsBuild } from './needs-build.mjs';

if (needsBuild()) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else {
  spawnSync('node', ['scripts/report-bundle.mjs'], { stdio: 'inherit' });
}
const only = process.argv[2];
const files = fs
  .readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
for (const file of files) {
  console.log(`\n=== bench/${file}`);
  const res = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

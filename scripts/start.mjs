// `npm start`: build when the sources changed since the last build, then run the bundled server.
import { spawnSync } from 'node:child_process';
import { needsBuild } from './needs-build.mjs';

if (needsBuild()) {
  console.log('Building Touchline (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from source (server/...) and from the bundle (dist/server/...): find the root by
// its package.json instead of counting directories.
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');
export const clientBuildDir = path.join(projectRoot, 'dist', 'client');

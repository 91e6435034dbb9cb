// Source maps and Vite's manifest hold the whole client source and layout: useful beside the build
// (error reports, scripts/report-bundle.mjs), never served. Moves them out of the served folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Moves every *.map file and the .vite folder from `servedDir` into `metaDir`, keeping their paths. */
export function moveBuildMeta(servedDir, metaDir) {
  fs.rmSync(metaDir, { recursive: true, force: true });
  const moved = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const isMeta = entry.isDirectory() ? entry.name === '.vite' : entry.name.endsWith('.map');
      if (isMeta) {
        const target = path.join(metaDir, path.relative(servedDir, full));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(full, target);
        moved.push(target);
      } else if (entry.isDirectory()) {
        walk(full);
      }
    }
  };
  walk(servedDir);
  return moved;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const moved = moveBuildMeta(process.argv[2] ?? 'dist/client', process.argv[3] ?? 'dist/client-meta');
  console.log(`build meta: ${moved.length} source maps and manifests kept in dist/client-meta, not served`);
}

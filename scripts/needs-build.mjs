import fs from 'node:fs';
import path from 'node:path';

// True when dist/ is missing or older than any source it is built from.
const outputs = [
  'dist/client/index.html',
  'dist/client-pages/manifest.json',
  'dist/server/main.js',
  'dist/pgdata-template/touchline-template.json',
];
const sources = ['client', 'server', 'shared', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function needsBuild() {
  if (!outputs.every((file) => fs.existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  return sources.some((source) => newestMtime(source) > built);
}

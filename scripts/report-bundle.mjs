// Prints the gzip size of the JavaScript each page loads first (the entry and its static imports) and
// of the lazy chunks, from Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = 'dist/client';
// The manifest is kept beside the build, out of the served folder (scripts/move-build-meta.mjs).
const manifestPath = path.join('dist/client-meta', '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.log('bundle report: no manifest (build with build.manifest: true)');
  process.exit(0);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = [...staticClosure(entryKey)];
const initialBytes = initial.reduce((sum, k) => sum + gz(manifest[k].file), 0);
console.log(`\nInitial JavaScript (entry + static imports): ${kb(initialBytes)} gzip (budget 130 KB)`);
const rows = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const own = [...staticClosure(key)].filter((k) => !initial.includes(k));
  rows.push({
    page: key.replace(/^client\//, ''),
    'initial + page (gzip)': kb(initialBytes + own.reduce((s, k) => s + gz(manifest[k].file), 0)),
  });
}
if (rows.length) console.table(rows);
if (initialBytes > 130 * 1024) {
  console.error('Initial JavaScript is over the 130 KB budget');
  process.exitCode = 1;
}

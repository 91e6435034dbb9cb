// Prints the gzip size of the JavaScript each page loads first (the entry and its static imports) and
// of the lazy chunks, from Vite's manifest: per lazy chunk, what it adds on its own (to follow one
// page's weight, such as the formation editor's) and the total a first visit to it downloads.
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
// Shared chunks are counted for many pages: compress each file once.
const gzipped = new Map();
const gz = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length);
  return gzipped.get(file);
};
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
  const ownBytes = own.reduce((s, k) => s + gz(manifest[k].file), 0);
  rows.push({
    page: key.replace(/^client\//, ''),
    'page alone (gzip)': kb(ownBytes),
    'initial + page (gzip)': kb(initialBytes + ownBytes),
  });
}
if (rows.length) {
  console.log('Lazy chunks; page alone: the chunk and its static imports that the initial JavaScript lacks');
  console.table(rows);
}
if (initialBytes > 130 * 1024) {
  console.error('Initial JavaScript is over the 130 KB budget');
  process.exitCode = 1;
}

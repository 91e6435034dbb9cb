// Writes brotli (.br) and gzip (.gz) copies beside each compressible file of the client build, so the
// server sends a phone on a weak signal about a quarter of the bytes without compressing per request
// (server/plugins/static-client.ts serves them), and beside each prerendered page. Run by `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
// Below this, headers outweigh the saving.
const MIN_BYTES = 1024;

/** Compresses every compressible file under `dir` (dot-folders skipped); returns the bytes before/after. */
export function compressDir(dir) {
  let before = 0;
  let after = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = compressDir(file);
      before += sub.before;
      after += sub.after;
      continue;
    }
    if (!COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    before += data.length;
    after += br.length;
  }
  return { before, after };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The served client and the prerendered pages beside it (scripts/prerender.mjs), or the folders named.
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['dist/client', 'dist/client-pages'];
  for (const dir of dirs.filter((dir) => fs.existsSync(dir))) {
    const { before, after } = compressDir(dir);
    console.log(
      `compressed ${dir}: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
    );
  }
}

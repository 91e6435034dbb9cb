import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/compress-client.mjs';
import { moveBuildMeta } from '../../scripts/move-build-meta.mjs';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createMailer } from '../email/mailer.js';
import { createBackgroundTasks } from '../lib/background.js';

// The built client as the browser gets it: a made-up build (index.html and one hashed asset) compressed
// by the build's own script, served by the real app through inject (no database call is involved).

let dir: string;
let metaDir: string;
let moved: string[];
let app: Awaited<ReturnType<typeof buildApp>>;
const script = `console.log(${JSON.stringify('touchline '.repeat(400))});`;
const html = `<!doctype html><html><head><title>Touchline</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What Vite writes beside the bundle: maps and a manifest that together hold the whole client source.
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.tsx"]}');
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    '{"client/main.tsx":{"file":"assets/index-abc123.js"}}',
  );
  metaDir = `${dir}-meta`;
  moved = moveBuildMeta(dir, metaDir);
  const { before, after } = compressDir(dir);
  expect(after).toBeLessThan(before / 4);
  const config = loadConfig({ PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'silent' });
  app = await buildApp({
    ctx: {
      config,
      // Serving files never touches the database; a request that did would fail loudly here.
      db: undefined as never,
      mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: '' }),
      now: () => new Date(),
      background: createBackgroundTasks({ error: () => {} }),
      ping: async () => {},
    },
    clientDir: dir,
  });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(metaDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static client', () => {
  it('sends a hashed asset as brotli, gzip or plain as the browser accepts, cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends small files as they are', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('sends index.html compressed and revalidated, for / and for any app path', async () => {
    for (const url of ['/', '/teams/Xy_9/squad-management', '/no-such-page']) {
      const res = await get(url, 'br;q=1, gzip;q=0.5');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
    expect((await get('/', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/')).body).toBe(html);
  });

  it('answers a missing asset with JSON 404 and an unknown API path with JSON, never the app', async () => {
    const asset = await get('/assets/gone-123.js', 'br');
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    // Only real API routes, each with its access rule, answer under /api; anything else is a JSON 404.
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('never serves source maps or the build manifest: the build keeps them beside the served folder', async () => {
    expect(moved.map((file) => path.relative(metaDir, file)).sort()).toEqual([
      '.vite',
      path.join('assets', 'index-abc123.js.map'),
    ]);
    expect(fs.existsSync(path.join(metaDir, '.vite', 'manifest.json'))).toBe(true);
    const map = await get('/assets/index-abc123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.tsx');
    for (const url of ['/.vite/manifest.json', '/%2evite/manifest.json']) {
      const manifest = await get(url);
      expect(manifest.body, url).not.toContain('client/main.tsx');
    }
  });
});

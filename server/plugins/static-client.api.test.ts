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
import { createScheduler } from '../lib/scheduler.js';

// The built client as the browser gets it: a made-up build (index.html and one hashed asset, and the
// prerendered pages with their manifest beside it) compressed by the build's own script, served by the
// real app through inject (no database call is involved).

let dir: string;
let metaDir: string;
let pagesDir: string;
let moved: string[];
let app: Awaited<ReturnType<typeof buildApp>>;
const script = `console.log(${JSON.stringify('touchline '.repeat(400))});`;
const html = `<!doctype html><html><head><title>Touchline</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const prerendered = (page: string) =>
  `<!doctype html><html><head><title>${page} - Touchline</title></head><body><div id="root"><h1>${page}</h1>${'<p>Touchline</p>'.repeat(100)}</div></body></html>`;
const documents = { 'home.html': 'Home', 'about.html': 'About Us', '404.html': 'Page Not Found' };
const manifest = {
  pages: { '/': 'home.html', '/about': 'about.html' },
  notFound: '404.html',
  routes: ['/', '/about', '/email-login', '/squad-management', '/teams/:teamId', '/teams/:teamId/*'],
  shells: { '/teams/:teamId/squad-management': { anyone: 'shell-teams-teamid-squad-management.html' } },
};
// A signed-in page's shell: the app document with its header and skeleton drawn (decision 065).
const shellHtml = html.replace('<body>', '<body><div id="root" data-shell=""><p>Loading squad...</p></div>');

function buildTestApp(clientDir: string) {
  const config = loadConfig({ PORT: '0', DATA_DIR: clientDir, LOG_LEVEL: 'silent' });
  return buildApp({
    ctx: {
      config,
      // Serving files never touches the database; a request that did would fail loudly here.
      db: undefined as never,
      mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: '' }),
      now: () => new Date(),
      background: createBackgroundTasks({ error: () => {} }),
      ping: async () => {},
      scheduler: createScheduler({ now: () => new Date(), logger: { info: () => {}, error: () => {} } }),
    },
    clientDir,
  });
}

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
  // What scripts/prerender.mjs writes beside the served folder.
  pagesDir = `${dir}-pages`;
  fs.mkdirSync(pagesDir);
  for (const [file, page] of Object.entries(documents)) {
    fs.writeFileSync(path.join(pagesDir, file), prerendered(page));
  }
  fs.writeFileSync(path.join(pagesDir, 'shell-teams-teamid-squad-management.html'), shellHtml);
  fs.writeFileSync(path.join(pagesDir, 'manifest.json'), JSON.stringify(manifest));
  compressDir(pagesDir);
  app = await buildTestApp(dir);
});
afterAll(async () => {
  await app?.close();
  for (const folder of [dir, metaDir, pagesDir]) fs.rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
const signedIn = { cookie: 'sid=any-session-id' };
const text = (res: Awaited<ReturnType<typeof get>>) =>
  res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body;
const preload = (read: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${read}">`;
/** index.html as a signed-in browser gets it: the page's first reads named in its head (decision 034). */
const withPreloads = (...reads: string[]) => html.replace('</head>', `${reads.map(preload).join('')}</head>`);
/** The same for a page the build drew a shell of: its header and skeleton in #root. */
const shellWithPreloads = (...reads: string[]) =>
  shellHtml.replace('</head>', `${reads.map(preload).join('')}</head>`);

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

  it('sends index.html compressed and revalidated for every app page that was not prerendered', async () => {
    for (const url of ['/teams/Xy_9/squad-management', '/teams/Xy_9/no-such-page', '/email-login']) {
      const res = await get(url, 'br;q=1, gzip;q=0.5');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
    expect((await get('/email-login', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/email-login')).body).toBe(html);
  });

  it('sends a prerendered public page, compressed and revalidated, to a browser without a session', async () => {
    for (const [url, page] of [
      ['/', 'Home'],
      ['/about', 'About Us'],
      // As the client router reads a path: case folded, trailing slashes allowed.
      ['/ABOUT/', 'About Us'],
    ] as const) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The document depends on the cookie as well as on the encoding.
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(text(res)).toBe(prerendered(page));
    }
    expect((await get('/about')).body).toBe(prerendered('About Us'));
  });

  it('sends index.html instead to a browser with a session: the prerendered pages are drawn signed out', async () => {
    for (const url of ['/', '/about']) {
      const res = await get(url, 'br', signedIn);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(text(res)).toBe(withPreloads('/api/auth/user'));
    }
  });

  it("names a signed-in page's first reads in its document, so they travel beside the scripts", async () => {
    const squad = await get('/teams/Xy_9/squad-management', 'br', signedIn);
    expect(squad.statusCode).toBe(200);
    expect(squad.headers['content-type']).toMatch(/^text\/html/);
    expect(squad.headers.vary).toMatch(/cookie/i);
    expect(text(squad)).toBe(
      shellWithPreloads(
        '/api/auth/user',
        '/api/auth/team-role/Xy_9',
        '/api/auth/teams',
        '/api/teams/Xy_9/players',
        '/api/teams/Xy_9/team',
        '/api/teams/Xy_9/stats',
        '/api/teams/Xy_9/playing-time',
      ),
    );
    // Unscoped, the page's reads wait for the caller's teams (one team to read, or a choice to ask for).
    expect(text(await get('/squad-management', 'br', signedIn))).toBe(withPreloads('/api/auth/user'));
    // Read from the path the server matched, decoded: a crafted team segment is never written out.
    for (const url of [
      '/teams/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/squad-management',
      '/teams/a%20b%26c%3D1/squad-management',
    ]) {
      const res = await get(url, undefined, signedIn);
      // Decoded, the first is no team page (its "/" splits the segment): it gets no shell.
      expect([withPreloads('/api/auth/user'), shellWithPreloads('/api/auth/user')], url).toContain(res.body);
    }
    // Without a session the document is the built one, compressed: nothing to preload for a visitor,
    // and no shell (a visitor is sent to sign in).
    expect(
      zlib.brotliDecompressSync((await get('/teams/Xy_9/squad-management', 'br')).rawPayload).toString(),
    ).toBe(html);
  });

  it("draws a signed-in page's shell (header and skeleton) only at the pages it was drawn for", async () => {
    // Any spelling of the team and trailing slashes, as the client's router matches them.
    for (const url of ['/teams/Xy_9/squad-management', '/teams/other/Squad-Management/']) {
      expect(text(await get(url, undefined, signedIn)), url).toContain('data-shell');
    }
    // A page the build drew no shell of, a path only the 404 route catches, and a public page.
    for (const url of ['/squad-management', '/teams/Xy_9/no-such-page', '/about', '/']) {
      expect(text(await get(url, undefined, signedIn)), url).not.toContain('data-shell');
    }
  });

  it('answers 404 with the prerendered 404 page where no client route matches', async () => {
    for (const url of ['/no-such-page', '/about/more', '/teams', '/robots.txt', '/about.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(text(res)).toBe(prerendered('Page Not Found'));
    }
    // Signed in, the app draws its own 404 page with the user's header: the status stays 404.
    const signedInMiss = await get('/no-such-page', 'br', signedIn);
    expect(signedInMiss.statusCode).toBe(404);
    expect(text(signedInMiss)).toBe(withPreloads('/api/auth/user'));
  });

  it('sends the whole 404 page even to a conditional or range request', async () => {
    const first = await get('/no-such-page');
    expect(first.headers.etag).toBeUndefined();
    const again = await get('/no-such-page', undefined, {
      'if-none-match': '"anything"',
      'if-modified-since': new Date().toUTCString(),
      range: 'bytes=0-10',
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(prerendered('Page Not Found'));
  });

  it('never serves the prerender folder as files', async () => {
    const sibling = path.basename(pagesDir);
    for (const url of [
      '/manifest.json',
      '/home.html',
      '/404.html',
      `/../${sibling}/about.html`,
      `/..%2f${sibling}%2fabout.html`,
      `/%2e%2e/${sibling}/manifest.json`,
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('About Us');
      expect(res.body, url).not.toContain('"notFound"');
    }
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

describe('static client of a build without prerendered pages', () => {
  let bareDir: string;
  let bare: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-client-'));
    fs.writeFileSync(path.join(bareDir, 'index.html'), html);
    bare = await buildTestApp(bareDir);
  });
  afterAll(async () => {
    await bare?.close();
    fs.rmSync(bareDir, { recursive: true, force: true });
  });

  it('sends index.html for every app path, unknown ones included, as before prerendering', async () => {
    for (const url of ['/', '/about', '/no-such-page']) {
      const res = await bare.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(html);
      const signedInRes = await bare.inject({ method: 'GET', url, headers: signedIn });
      expect(signedInRes.body).toBe(withPreloads('/api/auth/user'));
    }
  });
});

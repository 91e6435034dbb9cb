import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type DemoIds, fillRoutePath, loadDemoIds } from '../test-support/demo-ids.js';
import { fingerprintDatabase } from '../test-support/fingerprint.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { describeAccessRuleProblem } from './route-access.js';

// Access is decided from the route Fastify matched, never from the request line as typed. These
// requests are sent byte for byte over a socket (as `curl --path-as-is` would), each spelling of every
// admin route and of a sample of team routes, signed out and as a parent: a refusal every time (401,
// 403 or 404 in the app's JSON shape), never a 2xx, never validation (which would mean access was
// skipped), never a 500, and nothing written or sent.

let t: TestApp;
let port: number;
let parentCookie: string;
let own: DemoIds;
let other: DemoIds;

let clientDir: string;

beforeAll(async () => {
  // A made-up client build, so the catch-all that serves the app is walked too, with prerendered pages
  // beside it: a path no client route matches gets an HTML 404 page, which must never stand in for an API
  // path's JSON answer.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-access-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Touchline</title>');
  fs.mkdirSync(`${clientDir}-pages`);
  for (const file of ['home.html', '404.html']) {
    fs.writeFileSync(path.join(`${clientDir}-pages`, file), `<!doctype html><title>${file}</title>`);
  }
  fs.writeFileSync(
    path.join(`${clientDir}-pages`, 'manifest.json'),
    JSON.stringify({ pages: { '/': 'home.html' }, notFound: '404.html', routes: ['/'] }),
  );
  t = await startTestApp({ seed: true, clientDir });
  port = Number(new URL(t.url).port);
  parentCookie = await t.signIn('parent@demo.test');
  // The parent's own team (U12) and a team they have no role on (U14, given a match, a goal and a
  // formation here).
  own = await loadDemoIds(t.db, 'Riverside Rovers U12', 'coach@demo.test');
  await t.db.execute(
    `insert into matches (my_team_id, is_home) select id, 1 from teams where name = 'Riverside Rovers U14'`,
  );
  await t.db.execute(
    `insert into goals (match_id, is_own_goal) select m.id, 1 from matches m join teams t on t.id = m.my_team_id where t.name = 'Riverside Rovers U14'`,
  );
  await t.db.execute(
    `insert into formations (my_team_id) select id from teams where name = 'Riverside Rovers U14'`,
  );
  other = await loadDemoIds(t.db, 'Riverside Rovers U14', 'multi@demo.test');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(`${clientDir}-pages`, { recursive: true, force: true });
});

type RawResponse = { status: number; headers: string; body: string };

/** One HTTP/1.1 request with the target exactly as given: no client normalises or encodes it. */
function sendRaw(method: string, target: string, options: { cookie?: string; body?: string } = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    if (options.cookie) lines.push(`Cookie: ${options.cookie}`);
    if (options.body !== undefined) {
      lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(options.body)}`);
    }
    // Written, not ended: half-closing our side (as no browser or curl does) lets Node drop the answer
    // of a request whose handler is still waiting on a database across the network.
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${options.body ?? ''}`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, headers: text.slice(0, split), body: text.slice(split + 4) });
    });
  });
}

/** Every way of writing one path that a careless prefix check would read differently from the router. */
function spellingsOf(path: string, origin: string): string[] {
  const rest = path.slice('/api'.length);
  const segments = path.split('/');
  const last = segments.findLastIndex((s) => /^[a-z]/.test(s));
  const laterEncoded = segments
    .map((s, i) => (i === last ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s))
    .join('/');
  return [
    `/%61pi${rest}`,
    `/ap%69${rest}`,
    `/%61%70%69${rest}`,
    `/%41%50%49${rest}`,
    laterEncoded,
    `${origin}${path}`,
    `${origin}/%61pi${rest}`,
    `/${path}`,
    `/api/${rest}`,
    `${path}/`,
    `/API${rest}`,
    `/Api${rest.replace(/\/([a-z])/, (_m, c: string) => `/${c.toUpperCase()}`)}`,
    `/api;x=1${rest}`,
    `${path};x=1`,
    `/./api${rest}`,
    `/x/../api${rest}`,
    `${path}%2f`,
    path,
  ];
}

type Target = { method: string; path: string; why: string };

function accessOf(route: RouteOptions) {
  return (route.config as { access?: { auth?: string } } | undefined)?.access;
}

function routeMethods(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
}

/** Every admin route; every team route on another team; every team write on the parent's own team. */
function targets(caller: 'signed-out' | 'parent'): Target[] {
  return t.routes.flatMap((route) => {
    const access = accessOf(route);
    return routeMethods(route).flatMap((method): Target[] => {
      if (access?.auth === 'platform-admin')
        return [{ method, path: fillRoutePath(route.url, own), why: 'admin' }];
      if (access?.auth !== 'team') return [];
      const found: Target[] = [{ method, path: fillRoutePath(route.url, other), why: 'another team' }];
      const isWrite = method !== 'GET';
      // A family may write an availability answer on its own team (decision 057): not a refusal.
      const familyMayWrite = caller === 'parent' && (access as { familyWrites?: boolean }).familyWrites;
      if ((isWrite && !familyMayWrite) || caller === 'signed-out') {
        found.push({
          method,
          path: fillRoutePath(route.url, own),
          why: isWrite ? 'own team write' : 'own team',
        });
      }
      // An unscoped route picks the caller's only team: the parent may read it, not write it.
      return route.url.includes(':') || isWrite || caller === 'signed-out' ? found : [];
    });
  });
}

function expectRefused(res: RawResponse, what: string) {
  const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
  expect(typeof body.code === 'string' && typeof body.message === 'string', what).toBe(true);
  // A signed-in caller may learn that `17;x=1` is no id; that is decided before the body is read.
  const isMalformedId = res.status === 400 && /^Validation failed: (id|eventId):/.test(String(body.message));
  if (isMalformedId && what.startsWith('parent')) return;
  expect([401, 403, 404], `${what} -> ${res.status} ${res.body.slice(0, 160)}`).toContain(res.status);
}

describe('access by any spelling of the path', () => {
  it('covers every admin route and the team routes (the walk is not empty)', () => {
    expect(targets('signed-out').filter((x) => x.why === 'admin').length).toBeGreaterThanOrEqual(15);
    expect(targets('parent').filter((x) => x.why === 'own team write').length).toBeGreaterThanOrEqual(8);
    // The event routes (decision 057) are walked too, with a real match's event id.
    expect(targets('signed-out').map((x) => x.path)).toContain(
      `/api/events/match-${other.match}/availability`,
    );
    expect(spellingsOf('/api/admin/clubs', t.url)).toContain('/%61pi/admin/clubs');
    expect(spellingsOf('/api/admin/clubs', t.url)).toContain('/api/admin/%63lubs');
  });

  for (const caller of ['signed-out', 'parent'] as const) {
    it(`refuses ${caller} callers under every spelling, writing and sending nothing`, async () => {
      const cookie = caller === 'parent' ? parentCookie : undefined;
      const before = await fingerprintDatabase(t.db);
      const mailsBefore = t.inbox.messages.length;
      let sent = 0;
      for (const target of targets(caller)) {
        // A body the route would accept is not needed: a request that got past access would answer a
        // validation 400, which the assertion refuses as firmly as a 200.
        const body = target.method === 'GET' || target.method === 'DELETE' ? undefined : '{}';
        for (const spelling of spellingsOf(target.path, t.url)) {
          const res = await sendRaw(target.method, spelling, { cookie, body });
          expectRefused(res, `${caller} ${target.why} ${target.method} ${spelling}`);
          sent++;
        }
      }
      expect(sent).toBeGreaterThan(500);
      await t.ctx.background.idle();
      expect(t.inbox.messages.length).toBe(mailsBefore);
      expect(await fingerprintDatabase(t.db)).toEqual(before);
    });
  }

  it('answers a malformed escape in the app shape, not the framework default', async () => {
    for (const target of ['/api/teams/%ff/players', '/%ff', '/api/admin/%E0%A4%A']) {
      const res = await sendRaw('GET', target);
      expect(res.status, target).toBeGreaterThanOrEqual(400);
      expect(res.status, target).toBeLessThan(500);
      const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
      expect(typeof body.code === 'string' && typeof body.message === 'string', target).toBe(true);
    }
  });

  it('marks every API answer no-store, refused or not', async () => {
    for (const target of ['/api/auth/user', '/%61pi/auth/user', '/api/nothing', '/API/auth/user']) {
      const res = await sendRaw('GET', target, { cookie: parentCookie });
      expect(res.headers, target).toMatch(/cache-control: no-store/i);
    }
  });
});

describe('a route without an access rule', () => {
  it('is named by the start-up check, with the team source checked against the path', () => {
    expect(describeAccessRuleProblem({ method: 'GET', url: '/api/x', config: {} })).toMatch(/no access rule/);
    expect(
      describeAccessRuleProblem({
        method: 'GET',
        url: '/api/x',
        config: { access: { auth: 'team', from: 'param' } },
      }),
    ).toMatch(/:teamId/);
    expect(
      describeAccessRuleProblem({
        method: 'GET',
        url: '/api/x',
        config: { access: { auth: 'team', from: 'match' } },
      }),
    ).toMatch(/:id/);
    expect(
      describeAccessRuleProblem({ method: 'GET', url: '/api/x', config: { access: { auth: 'user' } } }),
    ).toBe(null);
  });

  it('stops the app from starting', async () => {
    await expect(
      buildApp({
        ctx: t.ctx,
        clientDir: null,
        onRoute: (route) => {
          // Simulates a feature that forgot its rule: strip the rule from one route as it is added.
          if (route.url === '/api/auth/teams') route.config = {};
        },
      }),
    ).rejects.toThrow(/no access rule/);
  });
});

import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { startTestApp, type TestApp } from './test-support/test-app.js';

// Every route the app registers, walked with bad input: wrong path parameters and request bodies its
// own schema refuses. Each must get a 4xx with a readable {message}, never a 500, and nothing may be
// written. New routes are covered as soon as they are registered.

let t: TestApp;
const cookies: Record<string, string> = {};
let realIds: {
  team: string;
  teamNumber: string;
  club: string;
  player: string;
  opposition: string;
  match: string;
  user: string;
};

// Tables whose rows change on any signed-in request (sessions roll) or on any attempt at all (counters).
const VOLATILE_TABLES = new Set(['sessions', 'rate_limits']);

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cookies.admin = await t.signIn('admin@demo.test');
  cookies.coach = await t.signIn('coach@demo.test');
  const one = async (query: string) => {
    const result = (await t.db.execute(query)) as unknown as { rows: Array<{ v: unknown }> };
    return String(result.rows[0]?.v);
  };
  realIds = {
    team: await one(`select t.secure_id as v from teams t where t.name = 'Riverside Rovers U12'`),
    teamNumber: await one(`select t.id as v from teams t where t.name = 'Riverside Rovers U12'`),
    club: await one('select c.id as v from clubs c order by c.id limit 1'),
    player: await one('select p.id as v from players p order by p.id limit 1'),
    opposition: await one('select o.id as v from opposition_teams o order by o.id limit 1'),
    match: await one('select m.id as v from matches m order by m.id limit 1'),
    user: await one(`select u.id as v from users u where u.email = 'coach@demo.test'`),
  };
});
afterAll(async () => {
  await t?.close();
});

/** A digest of every table's rows, to show that nothing was written. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = (await t.db.execute(
    `select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%' order by 1`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const digest: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    if (VOLATILE_TABLES.has(tablename)) continue;
    const result = (await t.db.execute(
      `select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${tablename}" r`,
    )) as unknown as { rows: Array<{ n: number; h: string }> };
    digest[tablename] = `${result.rows[0]?.n}:${result.rows[0]?.h}`;
  }
  return digest;
}

type Route = { method: string; url: string; body?: ZodType; params?: ZodType; isPublic: boolean };

function apiRoutes(): Route[] {
  return t.routes.flatMap((route: RouteOptions) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    // Sign-in and sign-out redirects end or start sessions by design; their own tests cover them.
    if (!route.url.startsWith('/api/') || ['/api/login', '/api/logout'].includes(route.url)) return [];
    const schema = (route.schema ?? {}) as { body?: ZodType; params?: ZodType };
    const isPublic = (route.config as { access?: { auth?: string } } | undefined)?.access?.auth === 'public';
    return methods.map((method) => ({
      method,
      url: route.url,
      body: schema.body,
      params: schema.params,
      isPublic,
    }));
  });
}

/** The route's path with real ids of the demo data, so a request gets past access to validation. */
function realPath(url: string): string {
  return url
    .replace(':teamId', url.startsWith('/api/clubs/') ? realIds.teamNumber : realIds.team)
    .replace(':clubId', realIds.club)
    .replace(':userId', realIds.user)
    .replace(':id', () => {
      if (url.startsWith('/api/players/')) return realIds.player;
      if (url.startsWith('/api/teams/')) return realIds.opposition;
      if (url.startsWith('/api/matches/')) return realIds.match;
      if (url.startsWith('/api/admin/clubs/')) return realIds.club;
      return realIds.teamNumber;
    });
}

const BAD_PARAMS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  "1'%20or%20'1'='1",
  'x'.repeat(300),
  '%00',
  '%F0%9F%98%80',
  '%E0%A4%A',
];

/** Each parameter in turn replaced by a bad value; the others stay real. */
function badPaths(url: string): string[] {
  const names = url.match(/:[A-Za-z]+/g) ?? [];
  return names.flatMap((name) =>
    BAD_PARAMS.map((bad) => {
      const real = realPath(url.replace(name, '\u0001'));
      return real.replace('\u0001', bad);
    }),
  );
}

const ODD_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2_147_483_648,
  1e308,
  '',
  ' ',
  '\u0000',
  'x'.repeat(5_000),
  '<script>alert(1)</script>',
  [],
  [null],
  {},
  { $gt: '' },
];

/** Bodies the route's own schema refuses: whole-body oddities, then each field given odd values. */
function badBodies(schema: ZodType): unknown[] {
  const keys = Object.keys((schema as unknown as { shape?: Record<string, unknown> }).shape ?? {});
  const candidates: unknown[] = [[], 'text', 42, null, true, {}];
  for (const key of keys) {
    for (const value of ODD_VALUES) candidates.push({ [key]: value });
  }
  for (const value of ODD_VALUES) candidates.push(Object.fromEntries(keys.map((key) => [key, value])));
  return candidates.filter((body) => !schema.safeParse(body).success);
}

function expectReadableRefusal(res: { status: number; body: unknown }, what: string): void {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  const message = (res.body as { message?: unknown } | null)?.message;
  expect(typeof message === 'string' && message.length > 0, `${what}: ${JSON.stringify(res.body)}`).toBe(
    true,
  );
}

describe('bad input on every API route', () => {
  it('walks a reasonable number of routes and tables (the walk itself is not empty)', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(35);
    expect(Object.keys(await fingerprint())).toEqual(expect.arrayContaining(['players', 'matches', 'goals']));
    expect(routes.filter((r) => r.body).length).toBeGreaterThan(12);
  });

  it('answers bad path parameters with a readable 4xx and writes nothing', async () => {
    const before = await fingerprint();
    let sent = 0;
    for (const route of apiRoutes()) {
      for (const path of badPaths(route.url)) {
        for (const who of ['admin', 'coach']) {
          const res = await t.request(route.method, path, {
            cookie: cookies[who],
            // A write gets a body its schema accepts where one is easy to give, so only the path is bad.
            body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          });
          expectReadableRefusal(res, `${who} ${route.method} ${path}`);
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(await fingerprint()).toEqual(before);
  });

  it('answers bodies the schema refuses with a readable 4xx and writes nothing', async () => {
    const before = await fingerprint();
    let sent = 0;
    for (const route of apiRoutes()) {
      if (!route.body) continue;
      for (const body of badBodies(route.body)) {
        for (const who of ['admin', 'coach']) {
          const path = route.url.startsWith('/api/auth/') ? route.url : realPath(route.url);
          const res = await t.request(route.method, path, { cookie: cookies[who], body });
          const what = `${who} ${route.method} ${path} ${JSON.stringify(body).slice(0, 120)}`;
          expectReadableRefusal(res, what);
          // A bad body never passes for another fault: past access, it is a 400 (or 413 when huge).
          if (res.status !== 403 && res.status !== 404 && res.status !== 429) {
            expect([400, 413], what).toContain(res.status);
          }
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(await fingerprint()).toEqual(before);
  });

  it('answers every non-public route with 401 when signed out, and writes nothing', async () => {
    const before = await fingerprint();
    for (const route of apiRoutes()) {
      if (route.isPublic) continue;
      const res = await t.request(route.method, realPath(route.url), {
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized' });
    }
    expect(await fingerprint()).toEqual(before);
  });
});

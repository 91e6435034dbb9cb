import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { type DemoIds, fillRoutePath, loadDemoIds } from './test-support/demo-ids.js';
import { fingerprintDatabase } from './test-support/fingerprint.js';
import { startTestApp, type TestApp } from './test-support/test-app.js';

// Every route the app registers, walked with bad input: wrong path parameters and request bodies its
// own schema refuses. Each must get a 4xx with a readable {message}, never a 500, and nothing may be
// written. New routes are covered as soon as they are registered.

let t: TestApp;
const cookies: Record<string, string> = {};
let realIds: DemoIds;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cookies.admin = await t.signIn('admin@demo.test');
  cookies.coach = await t.signIn('coach@demo.test');
  realIds = await loadDemoIds(t.db, 'Riverside Rovers U12', 'coach@demo.test');
});
afterAll(async () => {
  await t?.close();
});

const fingerprint = () => fingerprintDatabase(t.db);

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
const realPath = (url: string) => fillRoutePath(url, realIds);

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
    // The formation writes are walked too, on a real formation of the demo team (demo-ids.ts).
    expect(routes.map((r) => `${r.method} ${realPath(r.url)}`)).toEqual(
      expect.arrayContaining([
        `POST /api/teams/${realIds.team}/formations`,
        'POST /api/formations',
        `PUT /api/formations/${realIds.formation}`,
        `DELETE /api/formations/${realIds.formation}`,
      ]),
    );
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

  // Thousands of requests (the match form alone has twenty fields): the two callers' requests go side by
  // side, and the test has more time than the default.
  it('answers bodies the schema refuses with a readable 4xx and writes nothing', {
    timeout: 180_000,
  }, async () => {
    const before = await fingerprint();
    let sent = 0;
    for (const route of apiRoutes()) {
      if (!route.body) continue;
      const path = route.url.startsWith('/api/auth/') ? route.url : realPath(route.url);
      for (const body of badBodies(route.body)) {
        const answers = await Promise.all(
          ['admin', 'coach'].map(async (who) => ({
            who,
            res: await t.request(route.method, path, { cookie: cookies[who], body }),
          })),
        );
        for (const { who, res } of answers) {
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
      expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    }
    expect(await fingerprint()).toEqual(before);
  });
});

import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../shared/contracts/route.js';
import { clubMemberships, clubs, teamMemberships, teams, users } from '../db/schema.js';
import { createSession } from '../identity/sessions.js';
import { type DemoIds, fillRoutePath, loadDemoIds } from '../test-support/demo-ids.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// The authorization matrix, generated from the route table: every registered route × every kind of
// caller. Each handler is replaced by one that answers {reached: true} and the body and query schemas
// are dropped, so a cell shows only what the access rule decided, and nothing is ever written. A new
// route is in the matrix as soon as it is registered; one without a rule stops the app from building.

const REACHED = 'reached';
type Outcome = typeof REACHED | 400 | 401 | 403 | 404;
type Caller =
  | 'signed out'
  | 'parent'
  | 'coach of the team'
  | 'coach of another team'
  | 'club admin of another club'
  | 'platform admin';
const callers: Caller[] = [
  'signed out',
  'parent',
  'coach of the team',
  'coach of another team',
  'club admin of another club',
  'platform admin',
];

let t: TestApp;
let ids: DemoIds;
const cookies: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await startTestApp({
    seed: true,
    onRoute: (route: RouteOptions) => {
      route.handler = async () => ({ reached: true });
      route.schema = route.schema?.params ? { params: route.schema.params } : undefined;
    },
  });
  ids = await loadDemoIds(t.db, 'Riverside Rovers U12', 'coach@demo.test');
  // Another club with one team, its own coach and its own club admin.
  const now = t.clock.now();
  const [club] = await t.db.insert(clubs).values({ name: 'Matrix Town FC' }).returning();
  if (!club) throw new Error('club insert failed');
  const [team] = await t.db
    .insert(teams)
    .values({ name: 'Matrix Town U10', clubId: club.id, secureId: 'matrix-town-u10' })
    .returning();
  const [otherCoach, otherClubAdmin] = await t.db
    .insert(users)
    .values([
      { email: 'matrix-coach@example.com', role: 'coach' },
      { email: 'matrix-club-admin@example.com', role: 'coach' },
    ])
    .returning();
  if (!team || !otherCoach || !otherClubAdmin) throw new Error('insert failed');
  await t.db.insert(teamMemberships).values({ userId: otherCoach.id, myTeamId: team.id, role: 'coach' });
  await t.db.insert(clubMemberships).values({ userId: otherClubAdmin.id, clubId: club.id });
  const sessionFor = async (userId: number) => `sid=${(await createSession(t.db, userId, now)).id}`;
  const userId = async (email: string) => {
    const rows = (await t.db.execute(`select id from users where email = '${email}'`)) as unknown as {
      rows: Array<{ id: number }>;
    };
    return Number(rows.rows[0]?.id);
  };
  cookies.parent = await sessionFor(await userId('parent@demo.test'));
  cookies['coach of the team'] = await sessionFor(await userId('coach@demo.test'));
  cookies['coach of another team'] = await sessionFor(otherCoach.id);
  cookies['club admin of another club'] = await sessionFor(otherClubAdmin.id);
  cookies['platform admin'] = await sessionFor(await userId('admin@demo.test'));
});
afterAll(async () => {
  await t?.close();
});

function isWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/** What the rule says each caller gets, written out from the product's roles (spec 000 §3). */
function expectedOutcome(access: RouteAccess, method: string, caller: Caller): Outcome {
  if (access.auth === 'public') return REACHED;
  if (caller === 'signed out') return 401;
  if (access.auth === 'user') return REACHED;
  if (access.auth === 'platform-admin') return caller === 'platform admin' ? REACHED : 403;
  if (access.from === 'only') {
    // The caller's only team: every caller here has exactly one but the platform admin, who has all.
    if (caller === 'platform admin') return 400;
    return caller === 'parent' && isWrite(method) ? 403 : REACHED;
  }
  // A team, or a player, match, goal or formation of it: the demo U12 team.
  if (caller === 'coach of another team' || caller === 'club admin of another club') return 404;
  // An availability answer (decision 057): a family may answer, for its own players (the handler's rule).
  if (caller === 'parent' && isWrite(method)) return access.familyWrites ? REACHED : 403;
  // The team's admins only (the fixtures sync): the platform admin here, coaches and parents refused.
  if (access.role === 'admin') return caller === 'platform admin' ? REACHED : 403;
  // For editors only, reads too (a player's family names other families' accounts).
  if (access.role === 'editor' && caller === 'parent') return 403;
  return REACHED;
}

function outcomeOf(res: { status: number; body: unknown }): Outcome | number {
  if (res.status === 200 && (res.body as { reached?: unknown } | null)?.reached === true) return REACHED;
  return res.status;
}

describe('authorization matrix', () => {
  it('has a rule for every route, and the matrix is not empty', () => {
    const api = t.routes.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(35);
    for (const route of t.routes) expect(route.config, route.url).toHaveProperty('access');
  });

  it('gives every caller on every route exactly what its rule says', async () => {
    const differences: string[] = [];
    let cells = 0;
    for (const route of t.routes) {
      if (!route.url.startsWith('/api/')) continue;
      const access = (route.config as { access: RouteAccess }).access;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m) => m !== 'HEAD',
      );
      for (const method of methods) {
        const path = fillRoutePath(route.url, ids);
        for (const caller of callers) {
          const res = await t.request(method, path, {
            cookie: cookies[caller],
            body: isWrite(method) ? {} : undefined,
          });
          const expected = expectedOutcome(access, method, caller);
          const got = outcomeOf(res);
          cells++;
          if (got !== expected) {
            differences.push(
              `${method} ${route.url} as ${caller}: expected ${expected}, got ${got} ${res.text}`,
            );
          }
        }
      }
    }
    expect(differences).toEqual([]);
    expect(cells).toBeGreaterThan(200);
  });
});

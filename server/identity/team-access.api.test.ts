import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

type Team = {
  id: number;
  secureId: string;
  name: string;
  ageGroup: string | null;
  division: string | null;
  userRole: string;
};

let t: TestApp;
const cookies: Record<string, string> = {};
let u12: Team;
let u14: Team;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  for (const who of ['admin', 'clubadmin', 'coach', 'multi', 'parent', 'noteam']) {
    cookies[who] = await t.signIn(`${who}@demo.test`);
  }
  const all = (await t.request('GET', '/api/auth/teams', { cookie: cookies.admin })).body as Team[];
  u12 = all.find((team) => team.name === 'Riverside Rovers U12') as Team;
  u14 = all.find((team) => team.name === 'Riverside Rovers U14') as Team;
});
afterAll(async () => {
  await t?.close();
});

async function teamsOf(who: string) {
  const res = await t.request('GET', '/api/auth/teams', { cookie: cookies[who] });
  expect(res.status).toBe(200);
  return (res.body as Team[]).map((team) => [team.name, team.userRole]);
}

async function roleOf(who: string, teamRef: string | number) {
  return t.request('GET', `/api/auth/team-role/${teamRef}`, { cookie: cookies[who] });
}

describe('role resolution for each demo user', () => {
  it('platform admin: admin on every team', async () => {
    expect(await teamsOf('admin')).toEqual([
      ['Riverside Rovers U12', 'admin'],
      ['Riverside Rovers U14', 'admin'],
    ]);
    expect((await roleOf('admin', u14.secureId)).body).toEqual({ role: 'admin' });
  });

  it("club admin: admin on the club's teams", async () => {
    expect(await teamsOf('clubadmin')).toEqual([
      ['Riverside Rovers U12', 'admin'],
      ['Riverside Rovers U14', 'admin'],
    ]);
  });

  it('coach: coach of U12 only, and a stranger to U14', async () => {
    expect(await teamsOf('coach')).toEqual([['Riverside Rovers U12', 'coach']]);
    expect((await roleOf('coach', u12.secureId)).body).toEqual({ role: 'coach' });
    const stranger = await roleOf('coach', u14.secureId);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
  });

  it('multi-team coach: coach of both', async () => {
    expect(await teamsOf('multi')).toEqual([
      ['Riverside Rovers U12', 'coach'],
      ['Riverside Rovers U14', 'coach'],
    ]);
  });

  it('parent: player_parent of U12, 404 elsewhere', async () => {
    expect(await teamsOf('parent')).toEqual([['Riverside Rovers U12', 'player_parent']]);
    expect((await roleOf('parent', u14.id)).status).toBe(404);
  });

  it('no-team user: no teams, 404 for any team', async () => {
    expect(await teamsOf('noteam')).toEqual([]);
    expect((await roleOf('noteam', u12.secureId)).status).toBe(404);
  });

  it('accepts the numeric id and the secureId, and answers 404 for nonsense', async () => {
    expect((await roleOf('coach', u12.id)).body).toEqual({ role: 'coach' });
    expect((await roleOf('coach', '99999999999999999999')).status).toBe(404);
    expect((await roleOf('coach', 'no-such-team')).status).toBe(404);
  });

  it('lists the fields the dashboard needs', async () => {
    const res = await t.request('GET', '/api/auth/teams', { cookie: cookies.coach });
    expect((res.body as Team[])[0]).toEqual({
      id: u12.id,
      secureId: u12.secureId,
      name: 'Riverside Rovers U12',
      ageGroup: 'U12',
      division: 'Division 2',
      userRole: 'coach',
    });
    expect(u12.secureId).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});

// Team-scoped routes read the session and the team access in one query (session-user plugin); the
// answers must be the same as the role resolution above.
describe('team-scoped routes', () => {
  async function statusOf(who: string | null, teamRef: string | number, method: 'GET' | 'POST' = 'GET') {
    const res = await t.request(method, `/api/teams/${teamRef}/players`, {
      cookie: who ? cookies[who] : undefined,
      body: method === 'POST' ? { shirtNumber: 77, firstName: '' } : undefined,
    });
    return res.status;
  }

  it('answers by the effective role on the team named in the path', async () => {
    expect(await statusOf('admin', u14.secureId)).toBe(200);
    expect(await statusOf('clubadmin', u12.secureId)).toBe(200);
    expect(await statusOf('coach', u12.secureId)).toBe(200);
    expect(await statusOf('coach', u14.secureId)).toBe(404);
    expect(await statusOf('parent', u12.secureId)).toBe(200);
    expect(await statusOf('noteam', u12.secureId)).toBe(404);
    expect(await statusOf(null, u12.secureId)).toBe(401);
  });

  it('accepts the numeric id, and answers 404 for an overflowing number or nonsense', async () => {
    expect(await statusOf('coach', u12.id)).toBe(200);
    expect(await statusOf('coach', '99999999999999999999')).toBe(404);
    expect(await statusOf('coach', 'no-such-team')).toBe(404);
  });

  it("refuses a parent's write before reading the body, and lets a coach's bad body reach validation", async () => {
    expect(await statusOf('parent', u12.secureId, 'POST')).toBe(403);
    expect(await statusOf('coach', u14.secureId, 'POST')).toBe(404);
    expect(await statusOf('coach', u12.secureId, 'POST')).toBe(400);
  });
});

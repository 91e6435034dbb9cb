import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClub, AdminTeam, TeamUser } from '../../../shared/contracts/admin.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Every admin call, by every kind of caller: only platform admins get through, the others are refused
// before their body is read, and a refusal writes and sends nothing.

let t: TestApp;
const cookies: Record<string, string> = {};
let club: AdminClub;
let team: AdminTeam;
let clubAdminUserId: number;
let memberUserId: number;

type Call = { method: string; path: () => string; body?: unknown; expectStatus: number };

const calls: Call[] = [
  { method: 'GET', path: () => '/api/admin/clubs', expectStatus: 200 },
  { method: 'GET', path: () => `/api/admin/clubs/${club.id}/admins`, expectStatus: 200 },
  { method: 'GET', path: () => `/api/admin/teams/${team.id}`, expectStatus: 200 },
  { method: 'GET', path: () => `/api/admin/teams/${team.id}/users`, expectStatus: 200 },
  { method: 'GET', path: () => `/api/admin/teams/${team.id}/memberships`, expectStatus: 200 },
  { method: 'GET', path: () => `/api/admin/teams/${team.id}/player-emails`, expectStatus: 200 },
  { method: 'GET', path: () => '/api/admin/contact-messages', expectStatus: 200 },
  { method: 'POST', path: () => '/api/admin/clubs', body: { name: 'Access Check FC' }, expectStatus: 201 },
  {
    method: 'POST',
    path: () => `/api/clubs/${club.id}/teams`,
    body: { name: 'Access Check U9' },
    expectStatus: 201,
  },
  {
    method: 'PATCH',
    path: () => `/api/admin/teams/${team.id}`,
    body: { division: 'Division 3', faFullTimeUrl: 'https://fulltime.thefa.com/x' },
    expectStatus: 200,
  },
  {
    method: 'POST',
    path: () => `/api/admin/teams/${team.id}/users`,
    body: { email: 'access-invitee@example.com', role: 'coach' },
    expectStatus: 200,
  },
  {
    method: 'POST',
    path: () => `/api/admin/clubs/${club.id}/admins`,
    body: { email: 'access-club-invitee@example.com' },
    expectStatus: 200,
  },
  {
    method: 'DELETE',
    path: () => `/api/admin/teams/${team.id}/users/${memberUserId}`,
    expectStatus: 200,
  },
  {
    method: 'DELETE',
    path: () => `/api/admin/clubs/${club.id}/admins/${clubAdminUserId}`,
    expectStatus: 200,
  },
  { method: 'DELETE', path: () => `/api/clubs/${club.id}/teams/${team.id}`, expectStatus: 200 },
  { method: 'DELETE', path: () => `/api/admin/clubs/${club.id}`, expectStatus: 200 },
];

async function countRows() {
  const tables = [
    'users',
    'clubs',
    'teams',
    'club_memberships',
    'team_memberships',
    'magic_link_tokens',
    'contact_messages',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
      rows: Array<{ n: number }>;
    };
    counts[table] = Number(result.rows[0]?.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  for (const who of ['admin', 'clubadmin', 'coach', 'parent', 'noteam']) {
    cookies[who] = await t.signIn(`${who}@demo.test`);
  }
  const admin = cookies.admin;
  club = (await t.request('POST', '/api/admin/clubs', { cookie: admin, body: { name: 'Access FC' } }))
    .body as AdminClub;
  team = (
    await t.request('POST', `/api/clubs/${club.id}/teams`, { cookie: admin, body: { name: 'Access U10' } })
  ).body as AdminTeam;
  const member = await t.request('POST', `/api/admin/teams/${team.id}/users`, {
    cookie: admin,
    body: { email: 'access-member@example.com', role: 'player_parent' },
  });
  memberUserId = (member.body as TeamUser).userId;
  const clubAdmin = await t.request('POST', `/api/admin/clubs/${club.id}/admins`, {
    cookie: admin,
    body: { email: 'access-club-admin@example.com' },
  });
  clubAdminUserId = (clubAdmin.body as { userId: number }).userId;
  await t.ctx.background.idle();
});
afterAll(async () => {
  await t?.close();
});

describe('admin calls refuse everyone but platform admins', () => {
  for (const who of ['clubadmin', 'coach', 'parent', 'noteam']) {
    it(`${who}: 403 Forbidden on every call, nothing written or sent`, async () => {
      const before = await countRows();
      const mailsBefore = t.inbox.messages.length;
      for (const call of calls) {
        const res = await t.request(call.method, call.path(), { cookie: cookies[who], body: call.body });
        expect({ call: `${call.method} ${call.path()}`, status: res.status, body: res.body }).toEqual({
          call: `${call.method} ${call.path()}`,
          status: 403,
          body: { code: 'FORBIDDEN', message: 'Forbidden: platform administrators only' },
        });
      }
      await t.ctx.background.idle();
      expect(await countRows()).toEqual(before);
      expect(t.inbox.messages.length).toBe(mailsBefore);
    });
  }

  it('signed out: 401 Unauthorized on every call', async () => {
    const before = await countRows();
    for (const call of calls) {
      const res = await t.request(call.method, call.path(), { body: call.body });
      expect({ call: `${call.method} ${call.path()}`, status: res.status, body: res.body }).toEqual({
        call: `${call.method} ${call.path()}`,
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Unauthorized' },
      });
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses before validating: a non-admin with a bad body still gets 403, not 400', async () => {
    const res = await t.request('POST', '/api/admin/clubs', { cookie: cookies.coach, body: { name: '' } });
    expect(res.status).toBe(403);
    const badId = await t.request('GET', '/api/admin/teams/not-a-number/users', { cookie: cookies.parent });
    expect(badId.status).toBe(403);
  });

  it('platform admin: every call works', async () => {
    for (const call of calls) {
      const res = await t.request(call.method, call.path(), { cookie: cookies.admin, body: call.body });
      expect({ call: `${call.method} ${call.path()}`, status: res.status }).toEqual({
        call: `${call.method} ${call.path()}`,
        status: call.expectStatus,
      });
    }
    await t.ctx.background.idle();
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddClubAdminResponse,
  AddTeamUserResponse,
  AdminClub,
  AdminTeam,
  ClubAdmin,
  TeamMembership,
  TeamUser,
} from '../../../shared/contracts/admin.js';
import { sessions, teamMemberships, users } from '../../db/schema.js';
import { extractVerifyLink } from '../../test-support/smtp-inbox.js';
import { cookieFrom, startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: string;
let riverside: AdminClub;
let u12: AdminTeam;
let u14: AdminTeam;
let hillside: AdminClub;
let hillsideU10: AdminTeam;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  admin = await t.signIn('admin@demo.test');
  hillside = (await t.request('POST', '/api/admin/clubs', { cookie: admin, body: { name: 'Hillside FC' } }))
    .body as AdminClub;
  hillsideU10 = (
    await t.request('POST', `/api/clubs/${hillside.id}/teams`, {
      cookie: admin,
      body: { name: 'Hillside U10' },
    })
  ).body as AdminTeam;
  const clubs = (await t.request('GET', '/api/admin/clubs', { cookie: admin })).body as AdminClub[];
  riverside = clubs.find((club) => club.name === 'Riverside FC') as AdminClub;
  [u12, u14] = riverside.myTeams as [AdminTeam, AdminTeam];
});
afterAll(async () => {
  await t?.close();
});

const messageOf = (res: { body: unknown }) => (res.body as { message: string }).message;

async function addTeamUser(teamId: number, email: string, role: string) {
  const res = await t.request('POST', `/api/admin/teams/${teamId}/users`, {
    cookie: admin,
    body: { email, role },
  });
  await t.ctx.background.idle();
  return res;
}

/** Follows the link of the latest e-mail to this address, as the invitee would. */
async function acceptLatestMail(email: string): Promise<string> {
  const mail = t.inbox.to(email).at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const token = new URL(extractVerifyLink(mail.text)).searchParams.get('token') ?? '';
  const verify = await t.request('POST', '/api/auth/verify', { body: { token } });
  expect(verify.status).toBe(303);
  return cookieFrom(verify.headers);
}

async function teamsOf(cookie: string) {
  const res = await t.request('GET', '/api/auth/teams', { cookie });
  expect(res.status).toBe(200);
  return (res.body as Array<{ name: string; userRole: string }>).map((team) => [team.name, team.userRole]);
}

async function teamUsers(teamId: number): Promise<TeamUser[]> {
  const res = await t.request('GET', `/api/admin/teams/${teamId}/users`, { cookie: admin });
  expect(res.status).toBe(200);
  return res.body as TeamUser[];
}

describe('inviting a user to a team', () => {
  it('creates the user, adds the membership and e-mails a sign-in link naming club and team', async () => {
    t.inbox.clear();
    const res = await addTeamUser(u12.id, '  New.Parent@Example.COM ', 'player_parent');
    expect(res.status).toBe(200);
    const answer = res.body as AddTeamUserResponse;
    expect(answer).toEqual({
      user: { id: expect.any(Number), firstName: null, lastName: null, email: 'new.parent@example.com' },
      role: 'player_parent',
      userId: answer.user.id,
      isClubAdmin: false,
      isNewUser: true,
      isNewMembership: true,
      message: 'User added to team successfully',
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, answer.userId));
    expect(stored?.role).toBe('player_parent');

    const mails = t.inbox.to('new.parent@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe("You're invited to Riverside Rovers U12 on Touchline");
    expect(mail?.text).toContain('Riverside Rovers U12 (Riverside FC)');
    expect(mail?.text).toContain('as a parent or player');
    expect(mail?.text).toContain('30 minutes');
    expect(mail?.text).toContain(`${t.url}/email-login`);
    expect(mail?.html).toContain('/api/auth/verify?token=');
    expect(mail?.html).toContain('Riverside FC');
    expect(extractVerifyLink(mail?.text ?? '').startsWith(`${t.url}/api/auth/verify?token=`)).toBe(true);

    const cookie = await acceptLatestMail('new.parent@example.com');
    expect(await teamsOf(cookie)).toEqual([['Riverside Rovers U12', 'player_parent']]);
    const me = await t.request('GET', '/api/auth/user', { cookie });
    expect(me.body).toMatchObject({ email: 'new.parent@example.com', role: 'player_parent' });
  });

  it('re-adding changes the role in place, never duplicates, and applies at once', async () => {
    await addTeamUser(u14.id, 'switcher@example.com', 'player_parent');
    const cookie = await acceptLatestMail('switcher@example.com');
    expect((await t.request('GET', `/api/auth/team-role/${u14.secureId}`, { cookie })).body).toEqual({
      role: 'player_parent',
    });

    const again = await addTeamUser(u14.id, 'SWITCHER@example.com', 'coach');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ role: 'coach', isNewUser: false, isNewMembership: false });
    expect((await t.request('GET', `/api/auth/team-role/${u14.secureId}`, { cookie })).body).toEqual({
      role: 'coach',
    });
    const rows = (await teamUsers(u14.id)).filter((row) => row.user.email === 'switcher@example.com');
    expect(rows).toEqual([
      {
        user: expect.objectContaining({ email: 'switcher@example.com' }),
        role: 'coach',
        userId: rows[0]?.userId,
        isClubAdmin: false,
      },
    ]);
    const memberships = (await t.request('GET', `/api/admin/teams/${u14.id}/memberships`, { cookie: admin }))
      .body as TeamMembership[];
    expect(memberships.filter((m) => m.userId === rows[0]?.userId)).toEqual([
      {
        id: expect.any(Number),
        userId: rows[0]?.userId,
        myTeamId: u14.id,
        role: 'coach',
        createdAt: expect.any(String),
      },
    ]);
    // Every add sends a fresh invitation, so re-adding also works as "send the link again".
    expect(t.inbox.to('switcher@example.com')).toHaveLength(2);
    expect(t.inbox.to('switcher@example.com').at(-1)?.text).toContain('as a coach');
  });

  it('greets an existing user by name and leaves their platform role alone', async () => {
    const res = await addTeamUser(u14.id, 'noteam@demo.test', 'coach');
    expect(res.body).toMatchObject({ isNewUser: false, isNewMembership: true, user: { firstName: 'Nina' } });
    expect(t.inbox.to('noteam@demo.test').at(-1)?.text).toMatch(/^Hello Nina,/);
    const [nina] = await t.db.select().from(users).where(sql`${users.email} = 'noteam@demo.test'`);
    expect(nina?.role).toBe('player_parent');
  });

  it('never demotes a platform admin who is added to (and removed from) a team', async () => {
    const res = await addTeamUser(u14.id, 'admin@demo.test', 'player_parent');
    expect(res.status).toBe(200);
    const adminId = (res.body as TeamUser).userId;
    const [stored] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(stored?.role).toBe('admin');
    expect((await t.request('GET', `/api/auth/team-role/${u14.secureId}`, { cookie: admin })).body).toEqual({
      role: 'admin',
    });
    const removed = await t.request('DELETE', `/api/admin/teams/${u14.id}/users/${adminId}`, {
      cookie: admin,
    });
    expect(removed.status).toBe(200);
    // No membership left anywhere, but a platform admin keeps the session.
    expect((await t.request('GET', '/api/admin/clubs', { cookie: admin })).status).toBe(200);
  });

  it('checks the e-mail and the role, and the team', async () => {
    const cases: Array<[unknown, string]> = [
      [{ role: 'coach' }, 'Validation failed: email: Please enter an email address'],
      [{ email: '', role: 'coach' }, 'Validation failed: email: Please enter an email address'],
      [{ email: '   ', role: 'coach' }, 'Validation failed: email: Please enter an email address'],
      [
        { email: 'not-an-email', role: 'coach' },
        'Validation failed: email: Please enter a valid email address',
      ],
      [{ email: 'a@b', role: 'coach' }, 'Validation failed: email: Please enter a valid email address'],
      [{ email: 'ok@example.com' }, 'Validation failed: role: Role must be coach or player_parent'],
      [
        { email: 'ok@example.com', role: 'admin' },
        'Validation failed: role: Role must be coach or player_parent',
      ],
      [
        { email: 'ok@example.com', role: 'Coach' },
        'Validation failed: role: Role must be coach or player_parent',
      ],
      [{ email: 'ok@example.com', role: 7 }, 'Validation failed: role: Role must be coach or player_parent'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', `/api/admin/teams/${u12.id}/users`, { cookie: admin, body });
      expect({ body, status: res.status, message: messageOf(res) }).toEqual({ body, status: 400, message });
    }
    const missing = await addTeamUser(999999, 'ghost@example.com', 'coach');
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('Team not found');
    // The refused invitation created nobody and sent nothing.
    expect(await t.db.select().from(users).where(sql`${users.email} = 'ghost@example.com'`)).toHaveLength(0);
    expect(t.inbox.to('ghost@example.com')).toHaveLength(0);
  });
});

describe('GET /api/admin/teams/:id/users', () => {
  it('lists club admins as full-access rows first, then direct members, coaches first', async () => {
    const rows = await teamUsers(u12.id);
    const summary = rows.map((row) => [row.user.email, row.role, row.isClubAdmin]);
    expect(summary.slice(0, 4)).toEqual([
      ['clubadmin@demo.test', 'admin', true],
      ['coach@demo.test', 'coach', false],
      ['multi@demo.test', 'coach', false],
      ['new.parent@example.com', 'player_parent', false],
    ]);
    expect(summary).toContainEqual(['parent@demo.test', 'player_parent', false]);
    expect(rows[0]).toEqual({
      user: { id: rows[0]?.userId, firstName: 'Claire', lastName: 'Secretary', email: 'clubadmin@demo.test' },
      role: 'admin',
      userId: rows[0]?.userId,
      isClubAdmin: true,
    });
    // A team of another club shows none of Riverside's admins.
    expect(await teamUsers(hillsideU10.id)).toEqual([]);
    expect((await t.request('GET', '/api/admin/teams/999999/users', { cookie: admin })).status).toBe(404);
  });
});

describe('removing a user from a team', () => {
  it('cuts access to that team at once, and ends the sessions of a user left with nothing', async () => {
    await addTeamUser(u12.id, 'leaver@example.com', 'coach');
    const added = await addTeamUser(u14.id, 'leaver@example.com', 'player_parent');
    const userId = (added.body as TeamUser).userId;
    const cookie = await acceptLatestMail('leaver@example.com');
    expect(await teamsOf(cookie)).toEqual([
      ['Riverside Rovers U12', 'coach'],
      ['Riverside Rovers U14', 'player_parent'],
    ]);

    const first = await t.request('DELETE', `/api/admin/teams/${u14.id}/users/${userId}`, { cookie: admin });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'User removed from team successfully' });
    const gone = await t.request('GET', `/api/auth/team-role/${u14.secureId}`, { cookie });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    expect(await teamsOf(cookie)).toEqual([['Riverside Rovers U12', 'coach']]);

    const last = await t.request('DELETE', `/api/admin/teams/${u12.id}/users/${userId}`, { cookie: admin });
    expect(last.status).toBe(200);
    const signedOut = await t.request('GET', '/api/auth/user', { cookie });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    // The account stays, so a later invitation brings them back.
    expect(await t.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);

    const again = await t.request('DELETE', `/api/admin/teams/${u12.id}/users/${userId}`, { cookie: admin });
    expect(again.status).toBe(404);
    expect(messageOf(again)).toBe('Team member not found');
  });

  it('keeps the sessions of a user who still has a club membership', async () => {
    await t.request('POST', `/api/admin/clubs/${hillside.id}/admins`, {
      cookie: admin,
      body: { email: 'two-hats@example.com' },
    });
    const added = await addTeamUser(u12.id, 'two-hats@example.com', 'coach');
    const userId = (added.body as TeamUser).userId;
    const cookie = await acceptLatestMail('two-hats@example.com');
    await t.request('DELETE', `/api/admin/teams/${u12.id}/users/${userId}`, { cookie: admin });
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
    expect(await teamsOf(cookie)).toEqual([['Hillside U10', 'admin']]);
  });

  it('answers 400 for malformed ids and 404 for an unknown team', async () => {
    expect(
      (await t.request('DELETE', `/api/admin/teams/${u12.id}/users/abc`, { cookie: admin })).status,
    ).toBe(400);
    const unknown = await t.request('DELETE', '/api/admin/teams/999999/users/1', { cookie: admin });
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown)).toBe('Team not found');
  });
});

describe('club admins', () => {
  it('an invited club admin signs in and is admin on every team of that club and of no other', async () => {
    t.inbox.clear();
    const res = await t.request('POST', `/api/admin/clubs/${riverside.id}/admins`, {
      cookie: admin,
      body: { email: 'Secretary@Riverside.example' },
    });
    expect(res.status).toBe(200);
    const answer = res.body as AddClubAdminResponse;
    expect(answer).toEqual({
      user: { id: expect.any(Number), firstName: null, lastName: null, email: 'secretary@riverside.example' },
      userId: answer.user.id,
      clubId: riverside.id,
      role: 'admin',
      createdAt: expect.any(String),
      isNewUser: true,
      message: 'Club admin added successfully',
    });
    await t.ctx.background.idle();
    const mail = t.inbox.to('secretary@riverside.example').at(-1);
    expect(mail?.subject).toBe("You're invited to Riverside FC on Touchline");
    expect(mail?.text).toContain('club administrator of Riverside FC');
    expect(mail?.text).toContain('30 minutes');
    expect(mail?.text).toContain(`${t.url}/email-login`);

    const cookie = await acceptLatestMail('secretary@riverside.example');
    expect(await teamsOf(cookie)).toEqual([
      ['Riverside Rovers U12', 'admin'],
      ['Riverside Rovers U14', 'admin'],
    ]);
    for (const team of [u12, u14]) {
      expect((await t.request('GET', `/api/auth/team-role/${team.secureId}`, { cookie })).body).toEqual({
        role: 'admin',
      });
    }
    const other = await t.request('GET', `/api/auth/team-role/${hillsideU10.secureId}`, { cookie });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    // Club admin is a team role, not a platform role: /admin stays closed.
    expect((await t.request('GET', '/api/admin/clubs', { cookie })).status).toBe(403);
    const [stored] = await t.db.select().from(users).where(eq(users.id, answer.userId));
    expect(stored?.role).toBe('player_parent');

    const list = (await t.request('GET', `/api/admin/clubs/${riverside.id}/admins`, { cookie: admin }))
      .body as ClubAdmin[];
    expect(list.map((row) => [row.user.email, row.role])).toEqual([
      ['clubadmin@demo.test', 'admin'],
      ['secretary@riverside.example', 'admin'],
    ]);
    // The team user lists show the new club admin too.
    expect((await teamUsers(u14.id)).filter((row) => row.isClubAdmin).map((row) => row.user.email)).toEqual([
      'clubadmin@demo.test',
      'secretary@riverside.example',
    ]);

    // Adding again is harmless: still one row, and a fresh link goes out.
    const again = await t.request('POST', `/api/admin/clubs/${riverside.id}/admins`, {
      cookie: admin,
      body: { email: 'secretary@riverside.example' },
    });
    expect(again.body).toMatchObject({ isNewUser: false, createdAt: answer.createdAt });
    const listAgain = (await t.request('GET', `/api/admin/clubs/${riverside.id}/admins`, { cookie: admin }))
      .body as ClubAdmin[];
    expect(listAgain).toHaveLength(2);

    // Removing the only access ends the session at once.
    const removed = await t.request('DELETE', `/api/admin/clubs/${riverside.id}/admins/${answer.userId}`, {
      cookie: admin,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Club admin removed successfully' });
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
    const twice = await t.request('DELETE', `/api/admin/clubs/${riverside.id}/admins/${answer.userId}`, {
      cookie: admin,
    });
    expect(twice.status).toBe(404);
    expect(messageOf(twice)).toBe('Club admin not found');
  });

  it('checks the e-mail and the club', async () => {
    const blank = await t.request('POST', `/api/admin/clubs/${riverside.id}/admins`, {
      cookie: admin,
      body: { email: '' },
    });
    expect(blank.status).toBe(400);
    expect(messageOf(blank)).toBe('Validation failed: email: Please enter an email address');
    const bad = await t.request('POST', `/api/admin/clubs/${riverside.id}/admins`, {
      cookie: admin,
      body: { email: 'nope' },
    });
    expect(messageOf(bad)).toBe('Validation failed: email: Please enter a valid email address');
    const missing = await t.request('POST', '/api/admin/clubs/999999/admins', {
      cookie: admin,
      body: { email: 'x@example.com' },
    });
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('Club not found');
    expect((await t.request('GET', '/api/admin/clubs/999999/admins', { cookie: admin })).status).toBe(404);
  });
});

describe('concurrency', () => {
  it('concurrent invitations of one new address to one team make one user and one membership', async () => {
    const results = await Promise.all(
      ['coach', 'player_parent', 'coach', 'player_parent'].map((role) =>
        t.request('POST', `/api/admin/teams/${u12.id}/users`, {
          cookie: admin,
          body: { email: 'race@example.com', role },
        }),
      ),
    );
    await t.ctx.background.idle();
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const found = await t.db.select().from(users).where(sql`lower(${users.email}) = 'race@example.com'`);
    expect(found).toHaveLength(1);
    const memberships = await t.db
      .select()
      .from(teamMemberships)
      .where(eq(teamMemberships.userId, found[0]?.id ?? 0));
    expect(memberships).toHaveLength(1);
  });

  it('removing both last memberships at once still ends the sessions', async () => {
    await addTeamUser(u12.id, 'double-leaver@example.com', 'coach');
    const added = await addTeamUser(u14.id, 'double-leaver@example.com', 'coach');
    const userId = (added.body as TeamUser).userId;
    const cookie = await acceptLatestMail('double-leaver@example.com');
    const results = await Promise.all(
      [u12, u14].map((team) =>
        t.request('DELETE', `/api/admin/teams/${team.id}/users/${userId}`, { cookie: admin }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401);
  });
});

import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminClub,
  AdminContactMessage,
  AdminTeam,
  PlayerEmailContact,
} from '../../../shared/contracts/admin.js';
import { goals, oppositionTeams, players, sessions, users } from '../../db/schema.js';
import { insertFormation, insertMatch } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  admin = await t.signIn('admin@demo.test');
});
afterAll(async () => {
  await t?.close();
});

const messageOf = (res: { body: unknown }) => (res.body as { message: string }).message;

async function listClubs(): Promise<AdminClub[]> {
  const res = await t.request('GET', '/api/admin/clubs', { cookie: admin });
  expect(res.status).toBe(200);
  return res.body as AdminClub[];
}

// Both drivers answer a raw query with { rows }.
async function queryRows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function countEveryTable(): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(sql.raw(`select count(*)::int as n from "${table_name}"`));
    counts[table_name] = Number(row?.n);
  }
  return counts;
}

describe('GET /api/admin/clubs', () => {
  it('lists the demo club with its teams and the counts a delete confirmation needs', async () => {
    const [riverside] = (await listClubs()).filter((club) => club.name === 'Riverside FC');
    expect(riverside).toMatchObject({
      name: 'Riverside FC',
      description: 'Community club for boys and girls aged 6 to 16.',
      location: 'Riverside Park',
      teamCount: 2,
      playerCount: 20,
      matchCount: 14,
      adminCount: 1,
    });
    expect(Date.parse(riverside?.createdAt ?? '')).not.toBeNaN();
    expect(
      riverside?.myTeams.map((team) => [team.name, team.playerCount, team.matchCount, team.memberCount]),
    ).toEqual([
      ['Riverside Rovers U12', 16, 14, 3],
      ['Riverside Rovers U14', 4, 0, 1],
    ]);
    expect(riverside?.myTeams[0]).toEqual({
      id: expect.any(Number),
      secureId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      clubId: riverside?.id,
      name: 'Riverside Rovers U12',
      ageGroup: 'U12',
      division: 'Division 2',
      faFullTimeUrl: null,
      lastSyncDate: null,
      playerCount: 16,
      matchCount: 14,
      memberCount: 3,
    });
  });

  it('orders clubs by name regardless of case', async () => {
    for (const name of ['zebra Town', 'Abbey Athletic', 'maple Juniors']) {
      await t.request('POST', '/api/admin/clubs', { cookie: admin, body: { name } });
    }
    const names = (await listClubs()).map((club) => club.name);
    const expected = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names).toEqual(expected);
    expect(names).toContain('Abbey Athletic');
  });
});

describe('POST /api/admin/clubs', () => {
  it('creates a club from trimmed input and answers the row', async () => {
    const res = await t.request('POST', '/api/admin/clubs', {
      cookie: admin,
      body: { name: '  Hillside FC ', description: '', location: ' Hill Park ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Hillside FC',
      description: null,
      location: 'Hill Park',
      createdAt: expect.any(String),
      teamCount: 0,
      playerCount: 0,
      matchCount: 0,
      adminCount: 0,
      myTeams: [],
    });
    expect((await listClubs()).some((club) => club.name === 'Hillside FC')).toBe(true);
  });

  it('refuses a missing, blank, mistyped or over-long name with a readable 400', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 42 }, { name: null }]) {
      const res = await t.request('POST', '/api/admin/clubs', { cookie: admin, body });
      expect(res.status).toBe(400);
      expect(messageOf(res)).toBe('Validation failed: name: Please enter a club name');
    }
    const long = await t.request('POST', '/api/admin/clubs', {
      cookie: admin,
      body: { name: 'x'.repeat(101) },
    });
    expect(messageOf(long)).toBe('Validation failed: name: Club name must be at most 100 characters');
    const noBody = await t.request('POST', '/api/admin/clubs', { cookie: admin });
    expect(noBody.status).toBe(400);
    expect(messageOf(noBody)).toMatch(/^Validation failed: /);
  });
});

describe('teams', () => {
  let club: AdminClub;
  beforeAll(async () => {
    club = (await t.request('POST', '/api/admin/clubs', { cookie: admin, body: { name: 'Team Tests FC' } }))
      .body as AdminClub;
  });

  it('creates a team with a fresh secureId and answers the row', async () => {
    const res = await t.request('POST', `/api/clubs/${club.id}/teams`, {
      cookie: admin,
      body: {
        name: ' Lions U10 ',
        ageGroup: 'U10',
        division: '',
        faFullTimeUrl: 'https://fulltime.thefa.com/displayTeam.html?id=123',
      },
    });
    expect(res.status).toBe(201);
    const team = res.body as AdminTeam;
    expect(team).toEqual({
      id: expect.any(Number),
      secureId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      clubId: club.id,
      name: 'Lions U10',
      ageGroup: 'U10',
      division: null,
      faFullTimeUrl: 'https://fulltime.thefa.com/displayTeam.html?id=123',
      lastSyncDate: null,
      playerCount: 0,
      matchCount: 0,
      memberCount: 0,
    });
    const other = (
      await t.request('POST', `/api/clubs/${club.id}/teams`, { cookie: admin, body: { name: 'Tigers U10' } })
    ).body as AdminTeam;
    expect(other.secureId).not.toBe(team.secureId);
    // The new team is reachable by its secureId like any other.
    const role = await t.request('GET', `/api/auth/team-role/${team.secureId}`, { cookie: admin });
    expect(role.body).toEqual({ role: 'admin' });
    const listed = (await listClubs()).find((c) => c.id === club.id);
    expect(listed?.myTeams.map((x) => x.name)).toEqual(['Lions U10', 'Tigers U10']);
    expect(listed?.teamCount).toBe(2);
  });

  it('needs a team name and an existing club', async () => {
    for (const body of [{}, { name: '' }, { name: '  ' }]) {
      const res = await t.request('POST', `/api/clubs/${club.id}/teams`, { cookie: admin, body });
      expect(res.status).toBe(400);
      expect(messageOf(res)).toBe('Validation failed: name: Please enter a team name and select a club');
    }
    const missing = await t.request('POST', '/api/clubs/999999/teams', {
      cookie: admin,
      body: { name: 'Ghosts' },
    });
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('Club not found');
    for (const clubId of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.request('POST', `/api/clubs/${clubId}/teams`, {
        cookie: admin,
        body: { name: 'X' },
      });
      expect(res.status).toBe(400);
      expect(messageOf(res)).toMatch(/^Validation failed: clubId: /);
    }
  });

  it('accepts only https fixtures URLs', async () => {
    for (const url of [
      'http://fulltime.thefa.com/x',
      'fulltime.thefa.com',
      'javascript:alert(1)',
      'https://',
    ]) {
      const res = await t.request('POST', `/api/clubs/${club.id}/teams`, {
        cookie: admin,
        body: { name: 'Bad URL', faFullTimeUrl: url },
      });
      expect(res.status).toBe(400);
      expect(messageOf(res)).toBe(
        'Validation failed: faFullTimeUrl: League fixtures URL must be a valid https:// address',
      );
    }
  });

  it('PATCH /api/admin/teams/:id changes the settings given and leaves the rest', async () => {
    const team = (
      await t.request('POST', `/api/clubs/${club.id}/teams`, {
        cookie: admin,
        body: { name: 'Settings U11', ageGroup: 'U11', division: 'Division 1' },
      })
    ).body as AdminTeam;
    const url = 'https://fulltime.thefa.com/index.html?league=1&selectedDivision=2';
    const res = await t.request('PATCH', `/api/admin/teams/${team.id}`, {
      cookie: admin,
      body: { faFullTimeUrl: url, division: ' Premier ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...team, faFullTimeUrl: url, division: 'Premier' });
    const renamed = await t.request('PATCH', `/api/admin/teams/${team.id}`, {
      cookie: admin,
      body: { name: 'Settings U12', ageGroup: null },
    });
    expect(renamed.body).toMatchObject({
      name: 'Settings U12',
      ageGroup: null,
      division: 'Premier',
      faFullTimeUrl: url,
    });
    const cleared = await t.request('PATCH', `/api/admin/teams/${team.id}`, {
      cookie: admin,
      body: { faFullTimeUrl: '' },
    });
    expect((cleared.body as AdminTeam).faFullTimeUrl).toBeNull();
    const fetched = await t.request('GET', `/api/admin/teams/${team.id}`, { cookie: admin });
    expect(fetched.body).toEqual(cleared.body);

    const insecure = await t.request('PATCH', `/api/admin/teams/${team.id}`, {
      cookie: admin,
      body: { faFullTimeUrl: 'http://fulltime.thefa.com/x' },
    });
    expect(insecure.status).toBe(400);
    expect(messageOf(insecure)).toMatch(/^Validation failed: faFullTimeUrl: .*https/);
    const blankName = await t.request('PATCH', `/api/admin/teams/${team.id}`, {
      cookie: admin,
      body: { name: ' ' },
    });
    expect(messageOf(blankName)).toBe('Validation failed: name: Please enter a team name and select a club');
    const unknown = await t.request('PATCH', '/api/admin/teams/999999', {
      cookie: admin,
      body: { name: 'X' },
    });
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown)).toBe('Team not found');
    expect((await t.request('GET', '/api/admin/teams/999999', { cookie: admin })).status).toBe(404);
  });

  it('DELETE /api/clubs/:clubId/teams/:teamId deletes only a team of that club', async () => {
    const team = (
      await t.request('POST', `/api/clubs/${club.id}/teams`, { cookie: admin, body: { name: 'Doomed U9' } })
    ).body as AdminTeam;
    const riverside = (await listClubs()).find((c) => c.name === 'Riverside FC') as AdminClub;
    const wrongClub = await t.request('DELETE', `/api/clubs/${riverside.id}/teams/${team.id}`, {
      cookie: admin,
    });
    expect(wrongClub.status).toBe(404);
    expect(messageOf(wrongClub)).toBe('Team not found');
    const res = await t.request('DELETE', `/api/clubs/${club.id}/teams/${team.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Team deleted successfully' });
    const again = await t.request('DELETE', `/api/clubs/${club.id}/teams/${team.id}`, { cookie: admin });
    expect(again.status).toBe(404);
    expect((await t.request('GET', `/api/auth/team-role/${team.secureId}`, { cookie: admin })).status).toBe(
      404,
    );
  });
});

describe('GET /api/admin/teams/:id/player-emails', () => {
  it("lists each player's non-empty addresses by type, in shirt order", async () => {
    const riverside = (await listClubs()).find((c) => c.name === 'Riverside FC') as AdminClub;
    const u12 = riverside.myTeams[0] as AdminTeam;
    const [harry] = await t.db
      .select()
      .from(players)
      .where(sql`${players.myTeamId} = ${u12.id} and ${players.shirtNumber} = 2`);
    await t.db
      .update(players)
      .set({
        parent1Email: '',
        parent2Email: 'mum.whitfield@example.com',
        playerEmail: ' harry@example.com ',
      })
      .where(eq(players.id, harry?.id ?? 0));
    const res = await t.request('GET', `/api/admin/teams/${u12.id}/player-emails`, { cookie: admin });
    expect(res.status).toBe(200);
    const contacts = res.body as PlayerEmailContact[];
    expect(contacts).toHaveLength(16);
    expect(contacts.map((c) => c.shirtNumber)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 21,
    ]);
    expect(contacts[0]).toEqual({
      playerId: expect.any(Number),
      playerName: 'Oliver Bennett',
      shirtNumber: 1,
      emails: [{ type: 'parent1', email: 'oliver.parent@example.com' }],
    });
    expect(contacts[1]?.emails).toEqual([
      { type: 'parent2', email: 'mum.whitfield@example.com' },
      { type: 'player', email: 'harry@example.com' },
    ]);
    expect(contacts[2]?.emails).toEqual([]);
    const missing = await t.request('GET', '/api/admin/teams/999999/player-emails', { cookie: admin });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lists stored contact messages newest first', async () => {
    const base = t.clock.now().getTime();
    for (const [offset, subject] of [
      [0, 'First question'],
      [60_000, 'Second question'],
      [120_000, 'Third question'],
    ] as const) {
      t.clock.set(new Date(base + offset));
      const res = await t.request('POST', '/api/contact', {
        body: {
          name: 'Sam Sender',
          email: 'sam@example.com',
          subject,
          message: 'A message long enough to pass validation.',
          category: 'general',
        },
      });
      expect(res.status).toBe(200);
    }
    await t.ctx.background.idle();
    const res = await t.request('GET', '/api/admin/contact-messages', { cookie: admin });
    expect(res.status).toBe(200);
    const list = res.body as AdminContactMessage[];
    expect(list.map((m) => m.subject)).toEqual(['Third question', 'Second question', 'First question']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Sam Sender',
      email: 'sam@example.com',
      subject: 'Third question',
      message: 'A message long enough to pass validation.',
      category: 'general',
      createdAt: new Date(base + 120_000).toISOString(),
    });
  });
});

describe('client input never causes a 500', () => {
  it('answers 4xx to junk bodies and ids on every write', async () => {
    const club = (await t.request('POST', '/api/admin/clubs', { cookie: admin, body: { name: 'Junk FC' } }))
      .body as AdminClub;
    const team = (
      await t.request('POST', `/api/clubs/${club.id}/teams`, { cookie: admin, body: { name: 'Junk U9' } })
    ).body as AdminTeam;
    const junk: unknown[] = [
      [],
      'text',
      42,
      null,
      { name: { nested: true } },
      { name: ['a'] },
      { name: 'Nul\u0000Name' },
      { name: 'Ok', description: 'nul\u0000', location: 7 },
      { name: 'Ok', faFullTimeUrl: 'https://example.com/\u0000' },
      { name: 'Ok', ageGroup: 'x'.repeat(51), division: {} },
      { email: ['a@example.com'], role: 'coach' },
      { email: 'a@example.com', role: null },
      { email: 'a\u0000@example.com', role: 'coach' },
    ];
    const paths: Array<[string, string]> = [
      ['POST', '/api/admin/clubs'],
      ['POST', `/api/clubs/${club.id}/teams`],
      ['PATCH', `/api/admin/teams/${team.id}`],
      ['POST', `/api/admin/teams/${team.id}/users`],
      ['POST', `/api/admin/clubs/${club.id}/admins`],
    ];
    for (const [method, path] of paths) {
      for (const body of junk) {
        const res = await t.request(method, path, { cookie: admin, body });
        expect({ method, path, body, status: res.status < 500 }).toEqual({
          method,
          path,
          body,
          status: true,
        });
      }
    }
    for (const id of ['%00', '-0', '00', '2147483648', '1.0', 'null', '%20']) {
      for (const path of [
        `/api/admin/teams/${id}`,
        `/api/admin/teams/${id}/users/${id}`,
        `/api/admin/clubs/${id}/admins`,
      ]) {
        const res = await t.request('GET', path, { cookie: admin });
        expect({ path, status: res.status < 500 }).toEqual({ path, status: true });
      }
    }
    const nul = await t.request('POST', '/api/admin/clubs', {
      cookie: admin,
      body: { name: 'Nul\u0000Name' },
    });
    expect(messageOf(nul)).toBe(
      'Validation failed: name: Club name contains a character that cannot be saved',
    );
  });
});

describe('DELETE /api/admin/clubs/:id', () => {
  it('deletes the club and everything under it in one go, leaving no orphan rows', async () => {
    const before = await countEveryTable();

    const club = (
      await t.request('POST', '/api/admin/clubs', { cookie: admin, body: { name: 'Cascade FC' } })
    ).body as AdminClub;
    const teamsCreated: AdminTeam[] = [];
    for (const name of ['Cascade U8', 'Cascade U9']) {
      teamsCreated.push(
        (await t.request('POST', `/api/clubs/${club.id}/teams`, { cookie: admin, body: { name } }))
          .body as AdminTeam,
      );
    }
    const [first, second] = teamsCreated as [AdminTeam, AdminTeam];
    // Content under each team, as the squad, league and match areas would create it.
    for (const team of teamsCreated) {
      const squad = await t.db
        .insert(players)
        .values([
          { shirtNumber: 1, firstName: 'Keeper', preferredPosition: 'Goalkeeper', myTeamId: team.id },
          { shirtNumber: 9, firstName: 'Striker', preferredPosition: 'Striker', myTeamId: team.id },
        ])
        .returning();
      const [opponent] = await t.db
        .insert(oppositionTeams)
        .values({ name: 'Rivals', myTeamId: team.id })
        .returning();
      const matchId = await insertMatch(t.db, team.id, {
        opponentTeamId: opponent?.id,
        homeScore: 1,
        awayScore: 0,
        captainPlayerId: squad[1]?.id,
        cleanSheetKeeper1: squad[0]?.id,
      });
      await t.db.insert(goals).values({ matchId, minute: 10, scorerId: squad[1]?.id });
      await insertFormation(t.db, {
        myTeamId: team.id,
        matchId,
        quarter: 1,
        playerPositions: [{ playerId: squad[0]?.id ?? 0, x: 5, y: 50 }],
      });
      await insertFormation(t.db, { myTeamId: team.id, matchId: null, name: 'Practice' });
    }
    // A member of this club only, a member who also belongs elsewhere, and a club admin.
    const only = await t.request('POST', `/api/admin/teams/${first.id}/users`, {
      cookie: admin,
      body: { email: 'cascade-only@example.com', role: 'coach' },
    });
    expect(only.status).toBe(200);
    await t.request('POST', `/api/admin/teams/${second.id}/users`, {
      cookie: admin,
      body: { email: 'coach@demo.test', role: 'player_parent' },
    });
    await t.request('POST', `/api/admin/clubs/${club.id}/admins`, {
      cookie: admin,
      body: { email: 'cascade-admin@example.com' },
    });
    await t.ctx.background.idle();
    const onlyCookie = await t.signIn('cascade-only@example.com');
    const adminCookie = await t.signIn('cascade-admin@example.com');
    const coachCookie = await t.signIn('coach@demo.test');

    const listed = (await listClubs()).find((c) => c.id === club.id);
    expect(listed).toMatchObject({ teamCount: 2, playerCount: 4, matchCount: 2, adminCount: 1 });
    const during = await countEveryTable();

    const res = await t.request('DELETE', `/api/admin/clubs/${club.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Club deleted successfully' });
    const after = await countEveryTable();

    // Everything the club owned is gone: those tables are back where they started.
    for (const table of [
      'clubs',
      'teams',
      'club_memberships',
      'team_memberships',
      'players',
      'opposition_teams',
      'matches',
      'goals',
      'formations',
      'formation_places',
      'match_clean_sheets',
      'match_set_piece_takers',
      'match_unavailable_players',
    ]) {
      expect({ table, count: after[table] }).toEqual({ table, count: before[table] });
    }
    // People are kept (their accounts are not the club's), and so are tokens and counters.
    expect(after.users).toBe(during.users);
    expect(after.magic_link_tokens).toBe(during.magic_link_tokens);
    expect(after.rate_limits).toBe(during.rate_limits);
    expect(after.contact_messages).toBe(during.contact_messages);
    // Those left with nothing lost their sessions; the coach still has U12.
    expect(after.sessions).toBe((during.sessions ?? 0) - 2);
    expect((await t.request('GET', '/api/auth/user', { cookie: onlyCookie })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: adminCookie })).status).toBe(401);
    expect((await t.request('GET', '/api/auth/user', { cookie: coachCookie })).status).toBe(200);
    const [kept] = await t.db.select().from(users).where(sql`${users.email} = 'cascade-only@example.com'`);
    expect(kept).toBeDefined();
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, kept?.id ?? 0)),
    ).toHaveLength(0);

    // No row anywhere points at something that no longer exists.
    const [orphans] = await queryRows<{ n: number }>(sql`
      select
        (select count(*)::int from teams where club_id is not null and club_id not in (select id from clubs)) +
        (select count(*)::int from club_memberships where club_id not in (select id from clubs)) +
        (select count(*)::int from team_memberships where my_team_id not in (select id from teams)) +
        (select count(*)::int from players where my_team_id not in (select id from teams)) +
        (select count(*)::int from opposition_teams where my_team_id not in (select id from teams)) +
        (select count(*)::int from matches where my_team_id not in (select id from teams)) +
        (select count(*)::int from goals where match_id not in (select id from matches)) +
        (select count(*)::int from formations where my_team_id not in (select id from teams)) as n`);
    expect(Number(orphans?.n)).toBe(0);

    const again = await t.request('DELETE', `/api/admin/clubs/${club.id}`, { cookie: admin });
    expect(again.status).toBe(404);
    expect(messageOf(again)).toBe('Club not found');
    expect((await listClubs()).some((c) => c.id === club.id)).toBe(false);
  });

  it('answers 400 for ids that cannot be ids and 404 for ids that are not there', async () => {
    for (const id of ['abc', '0', '1e3', '99999999999']) {
      const res = await t.request('DELETE', `/api/admin/clubs/${id}`, { cookie: admin });
      expect(res.status).toBe(400);
      expect(messageOf(res)).toMatch(/^Validation failed: id: /);
    }
    expect((await t.request('DELETE', '/api/admin/clubs/2147483647', { cookie: admin })).status).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contracts/matches.js';
import type { Player } from '../../../shared/contracts/squad.js';
import { goals, players } from '../../db/schema.js';
import {
  addTeamMember,
  countRows,
  insertFormation,
  insertMatch,
  insertPlayers,
  insertTeam,
  readFormationPlaces,
} from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

type Team = { id: number; secureId: string; name: string };

let t: TestApp;
const cookies: Record<string, string> = {};
let u12: Team;
let u14: Team;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  for (const who of ['admin', 'coach', 'multi', 'parent', 'noteam']) {
    cookies[who] = await t.signIn(`${who}@demo.test`);
  }
  const all = (await t.request('GET', '/api/auth/teams', { cookie: cookies.admin })).body as Team[];
  u12 = all.find((team) => team.name === 'Riverside Rovers U12') as Team;
  u14 = all.find((team) => team.name === 'Riverside Rovers U14') as Team;
});
afterAll(async () => {
  await t?.close();
});

const newPlayer = (shirtNumber: unknown, extra: Record<string, unknown> = {}) => ({
  shirtNumber,
  firstName: 'Zac',
  lastName: '',
  preferredPosition: 'Winger',
  coachingNotes: 'Left-footed',
  ...extra,
});

async function squadOf(teamId: number) {
  return t.db.select().from(players).where(eq(players.myTeamId, teamId)).orderBy(players.shirtNumber);
}

describe('who may read and write the squad', () => {
  it('answers 401 when signed out, on every form', async () => {
    for (const [method, path] of [
      ['GET', `/api/teams/${u12.secureId}/players`],
      ['GET', '/api/players'],
      ['POST', '/api/players'],
      ['PUT', '/api/players/1'],
      ['DELETE', '/api/players/1'],
      ['PATCH', '/api/players/1/squad-role'],
      ['PATCH', '/api/players/1/emails'],
    ] as const) {
      const res = await t.request(method, path, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    }
  });

  it('lists the squad by shirt number for a coach, by secureId, numeric id or the unscoped form', async () => {
    const bySecureId = await t.request('GET', `/api/teams/${u12.secureId}/players`, {
      cookie: cookies.coach,
    });
    expect(bySecureId.status).toBe(200);
    const list = bySecureId.body as Player[];
    expect(list).toHaveLength(16);
    expect(list.map((p) => p.shirtNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 21]);
    expect(list[0]).toMatchObject({
      shirtNumber: 1,
      firstName: 'Oliver',
      lastName: 'Bennett',
      preferredPosition: 'Goalkeeper',
      coachingNotes: expect.stringContaining('Commanding'),
      parent1Email: 'oliver.parent@example.com',
      parent2Email: null,
      playerEmail: null,
      defensiveFkOrder: 2,
      myTeamId: u12.id,
    });
    expect(typeof list[0]?.createdAt).toBe('string');
    const byId = await t.request('GET', `/api/teams/${u12.id}/players`, { cookie: cookies.coach });
    expect(byId.body).toEqual(list);
    const unscoped = await t.request('GET', '/api/players', { cookie: cookies.coach });
    expect(unscoped.body).toEqual(list);
  });

  it('asks a user with several teams which one (400 Team ID is required)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.request(method, '/api/players', {
        cookie: cookies.multi,
        body: method === 'POST' ? newPlayer(77) : undefined,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'TEAM_ID_REQUIRED', message: 'Team ID is required' });
    }
    expect((await squadOf(u12.id)).some((p) => p.shirtNumber === 77)).toBe(false);
  });

  it('answers 404 Team not found to a stranger, whatever the body', async () => {
    for (const body of [newPlayer(40), { nonsense: true }]) {
      const res = await t.request('POST', `/api/teams/${u14.secureId}/players`, {
        cookie: cookies.coach,
        body,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    }
    const read = await t.request('GET', `/api/teams/${u12.secureId}/players`, { cookie: cookies.noteam });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    const unscoped = await t.request('GET', '/api/players', { cookie: cookies.noteam });
    expect(unscoped.status).toBe(404);
    expect((await t.request('GET', '/api/teams/nope/players', { cookie: cookies.coach })).status).toBe(404);
  });

  it("answers 404 Player not found for another team's player or a missing one, never leaking which", async () => {
    const [u14Player] = await squadOf(u14.id);
    for (const id of [u14Player?.id, 987654]) {
      const put = await t.request('PUT', `/api/players/${id}`, {
        cookie: cookies.coach,
        body: newPlayer(50),
      });
      expect(put.status).toBe(404);
      expect(put.body).toEqual({ code: 'PLAYER_NOT_FOUND', message: 'Player not found' });
      for (const [method, path, body] of [
        ['DELETE', `/api/players/${id}`, undefined],
        ['PATCH', `/api/players/${id}/squad-role`, { roleType: 'penalty', order: 1 }],
        ['PATCH', `/api/players/${id}/emails`, { playerEmail: 'a@b.co' }],
      ] as const) {
        const res = await t.request(method, path, { cookie: cookies.coach, body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ code: 'PLAYER_NOT_FOUND', message: 'Player not found' });
      }
    }
    expect((await squadOf(u14.id)).find((p) => p.id === u14Player?.id)).toMatchObject({
      shirtNumber: u14Player?.shirtNumber,
      penaltyOrder: null,
      playerEmail: null,
    });
  });

  it("refuses a parent's writes with 403 and writes nothing", async () => {
    const before = await squadOf(u12.id);
    const target = before[0] as (typeof before)[number];
    const attempts = [
      ['POST', `/api/teams/${u12.secureId}/players`, newPlayer(60)],
      ['POST', '/api/players', newPlayer(60)],
      ['PUT', `/api/players/${target.id}`, newPlayer(60)],
      ['DELETE', `/api/players/${target.id}`, undefined],
      ['PATCH', `/api/players/${target.id}/squad-role`, { roleType: 'corner', order: 1 }],
      ['PATCH', `/api/players/${target.id}/emails`, { parent1Email: 'x@y.co' }],
      // Refused before validation: a parent learns nothing from the body's problems.
      ['POST', `/api/teams/${u12.secureId}/players`, { shirtNumber: 'nope' }],
      ['PUT', `/api/players/${target.id}`, null],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await t.request(method, path, { cookie: cookies.parent, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((res.body as { message: string }).message).toMatch(/^Forbidden: /);
    }
    expect(await squadOf(u12.id)).toEqual(before);
  });
});

describe("a parent's view of the squad", () => {
  it('leaves out coaching notes and e-mail addresses, except on their own family', async () => {
    const [ownChild] = await squadOf(u12.id);
    await t.db
      .update(players)
      .set({ parent2Email: 'Parent@Demo.test' })
      .where(eq(players.id, ownChild?.id ?? 0));
    try {
      const res = await t.request('GET', `/api/teams/${u12.secureId}/players`, { cookie: cookies.parent });
      expect(res.status).toBe(200);
      const list = res.body as Player[];
      expect(list).toHaveLength(16);
      for (const player of list) {
        expect(player).not.toHaveProperty('coachingNotes');
        if (player.id === ownChild?.id) {
          expect(player).toMatchObject({
            parent1Email: 'oliver.parent@example.com',
            parent2Email: 'Parent@Demo.test',
            playerEmail: null,
          });
        } else if (player.firstName === 'Harry') {
          // The demo's own child of this parent: his address is Parent 1's.
          expect(player).toMatchObject({
            parent1Email: 'parent@demo.test',
            parent2Email: null,
            playerEmail: null,
          });
        } else {
          expect(player).not.toHaveProperty('parent1Email');
          expect(player).not.toHaveProperty('parent2Email');
          expect(player).not.toHaveProperty('playerEmail');
        }
      }
      // Only the family's own row carries an address at all.
      expect(res.text.match(/@example\.com/g)).toHaveLength(1);
      // A coach still sees everything.
      const coach = (await t.request('GET', '/api/players', { cookie: cookies.coach })).body as Player[];
      expect(coach.every((p) => 'coachingNotes' in p && 'parent1Email' in p)).toBe(true);
    } finally {
      await t.db
        .update(players)
        .set({ parent2Email: null })
        .where(eq(players.id, ownChild?.id ?? 0));
    }
  });
});

describe('adding players', () => {
  it('adds a player (201) with trimmed fields, through the scoped and the unscoped form', async () => {
    const res = await t.request('POST', `/api/teams/${u12.secureId}/players`, {
      cookie: cookies.coach,
      body: { ...newPlayer('23'), firstName: '  Zac ', lastName: ' Hale ', extra: 'ignored' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      shirtNumber: 23,
      firstName: 'Zac',
      lastName: 'Hale',
      preferredPosition: 'Winger',
      coachingNotes: 'Left-footed',
      penaltyOrder: null,
      cornerOrder: null,
      attackingFkOrder: null,
      defensiveFkOrder: null,
      parent1Email: null,
      myTeamId: u12.id,
    });
    const unscoped = await t.request('POST', '/api/players', {
      cookie: cookies.coach,
      body: { shirtNumber: 24, firstName: 'Ada', preferredPosition: 'Striker' },
    });
    expect(unscoped.status).toBe(201);
    expect(unscoped.body).toMatchObject({ shirtNumber: 24, lastName: '', coachingNotes: null });
  });

  it('refuses a shirt number already in the team (409) but allows it in another team', async () => {
    const res = await t.request('POST', `/api/teams/${u12.secureId}/players`, {
      cookie: cookies.coach,
      body: newPlayer(9),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'SHIRT_NUMBER_TAKEN', message: 'Shirt number already exists' });
    const other = await t.request('POST', `/api/teams/${u14.secureId}/players`, {
      cookie: cookies.multi,
      body: newPlayer(23),
    });
    expect(other.status).toBe(201);
  });

  it('answers 400 with a readable message for bad input, and writes nothing', async () => {
    const before = await countRows(t.db, 'players', u12.id);
    const cases: Array<[unknown, string]> = [
      [newPlayer(0), 'Validation failed: shirtNumber: Shirt number must be between 1 and 99'],
      [newPlayer(100), 'Validation failed: shirtNumber: Shirt number must be between 1 and 99'],
      [newPlayer(1e12), 'Validation failed: shirtNumber: Shirt number must be between 1 and 99'],
      [newPlayer(7.5), 'Validation failed: shirtNumber: Shirt number must be a whole number'],
      [newPlayer('seven'), 'Validation failed: shirtNumber: Shirt number must be a whole number'],
      [newPlayer(''), 'Validation failed: shirtNumber: Shirt number must be a whole number'],
      [newPlayer(true), 'Validation failed: shirtNumber: Shirt number must be a whole number'],
      [newPlayer(null), 'Validation failed: shirtNumber: Shirt number must be a whole number'],
      [newPlayer(30, { firstName: '   ' }), 'Validation failed: firstName: First name is required'],
      [newPlayer(30, { firstName: undefined }), 'Validation failed: firstName: First name is required'],
      [newPlayer(30, { firstName: 42 }), 'Validation failed: firstName: First name is required'],
      [
        newPlayer(30, { firstName: 'x'.repeat(51) }),
        'Validation failed: firstName: First name must be at most 50 characters',
      ],
      [
        newPlayer(30, { firstName: 'Nul\u0000' }),
        'Validation failed: firstName: First name contains a character that cannot be saved',
      ],
      [
        newPlayer(30, { preferredPosition: 'Sweeper' }),
        'Validation failed: preferredPosition: Please choose a preferred position from the list',
      ],
      [
        newPlayer(30, { preferredPosition: undefined }),
        'Validation failed: preferredPosition: Please choose a preferred position from the list',
      ],
      [
        newPlayer(30, { coachingNotes: 'n'.repeat(2001) }),
        'Validation failed: coachingNotes: Coaching notes must be at most 2000 characters',
      ],
      [null, 'Validation failed: body: expected object, received null'],
      [[newPlayer(30)], 'Validation failed: body: expected object, received array'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', `/api/teams/${u12.secureId}/players`, {
        cookie: cookies.coach,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    const malformed = await t.request('POST', `/api/teams/${u12.secureId}/players`, {
      cookie: cookies.coach,
      rawBody: '{"shirtNumber":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await countRows(t.db, 'players', u12.id)).toBe(before);
  });

  it('holds at most 20 players (409 Maximum players exceeded)', async () => {
    const team = await insertTeam(t.db, 'Full Squad FC');
    await addTeamMember(t.db, team.id, 'coach@demo.test', 'coach');
    await insertPlayers(
      t.db,
      team.id,
      Array.from({ length: 19 }, (_, i) => i + 1),
    );
    const last = await t.request('POST', `/api/teams/${team.secureId}/players`, {
      cookie: cookies.coach,
      body: newPlayer(20),
    });
    expect(last.status).toBe(201);
    const over = await t.request('POST', `/api/teams/${team.secureId}/players`, {
      cookie: cookies.coach,
      body: newPlayer(21),
    });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      code: 'SQUAD_FULL',
      message: 'Maximum players exceeded: a squad holds at most 20 players',
    });
    expect(await countRows(t.db, 'players', team.id)).toBe(20);
  });

  it('keeps both rules when 25 coaches add at once: exactly 20 players, no duplicate shirt', async () => {
    const team = await insertTeam(t.db, 'Race FC');
    await addTeamMember(t.db, team.id, 'coach@demo.test', 'coach');
    // 22 different shirts among 25 requests: duplicates and the squad limit both come into play.
    const shirts = Array.from({ length: 25 }, (_, i) => (i < 22 ? i + 1 : i - 10));
    const results = await Promise.all(
      shirts.map((shirt) =>
        t.request('POST', `/api/teams/${team.secureId}/players`, {
          cookie: cookies.coach,
          body: newPlayer(shirt),
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const res of results.filter((r) => r.status === 409)) {
      expect([
        'Shirt number already exists',
        'Maximum players exceeded: a squad holds at most 20 players',
      ]).toContain((res.body as { message: string }).message);
    }
    const squad = await squadOf(team.id);
    expect(squad).toHaveLength(20);
    expect(new Set(squad.map((p) => p.shirtNumber)).size).toBe(20);
  });
});

describe('editing players', () => {
  it('updates the fields, keeps an omitted coachingNotes, and refuses a taken shirt number', async () => {
    const [player, other] = await insertPlayers(t.db, u14.id, [70, 71]);
    const res = await t.request('PUT', `/api/players/${player?.id}`, {
      cookie: cookies.multi,
      body: {
        shirtNumber: 72,
        firstName: 'Renamed',
        lastName: '',
        preferredPosition: 'Centre-Back',
        coachingNotes: 'Tall',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: player?.id,
      shirtNumber: 72,
      firstName: 'Renamed',
      coachingNotes: 'Tall',
    });
    const keep = await t.request('PUT', `/api/players/${player?.id}`, {
      cookie: cookies.multi,
      body: { shirtNumber: 72, firstName: 'Again', preferredPosition: 'Centre-Back' },
    });
    expect(keep.body).toMatchObject({ firstName: 'Again', coachingNotes: 'Tall' });
    const clear = await t.request('PUT', `/api/players/${player?.id}`, {
      cookie: cookies.multi,
      body: { shirtNumber: 72, firstName: 'Again', preferredPosition: 'Centre-Back', coachingNotes: '' },
    });
    expect(clear.body).toMatchObject({ coachingNotes: null });
    const taken = await t.request('PUT', `/api/players/${player?.id}`, {
      cookie: cookies.multi,
      body: { shirtNumber: other?.shirtNumber, firstName: 'Again', preferredPosition: 'Centre-Back' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 'SHIRT_NUMBER_TAKEN', message: 'Shirt number already exists' });
    const same = await t.request('PUT', `/api/players/${player?.id}`, {
      cookie: cookies.multi,
      body: { shirtNumber: 72, firstName: 'Same shirt', preferredPosition: 'Centre-Back' },
    });
    expect(same.status).toBe(200);
  });

  it('keeps "willing to keep goal" unless sent, and refuses anything but true or false', async () => {
    const [player] = await insertPlayers(t.db, u14.id, [73]);
    const put = (body: Record<string, unknown>) =>
      t.request('PUT', `/api/players/${player?.id}`, {
        cookie: cookies.multi,
        body: { shirtNumber: 73, firstName: 'Kit', preferredPosition: 'Defender', ...body },
      });
    expect((await put({})).body).toMatchObject({ willingToKeep: false });
    expect((await put({ willingToKeep: true })).body).toMatchObject({ willingToKeep: true });
    expect((await put({})).body).toMatchObject({ willingToKeep: true });
    const refused = await put({ willingToKeep: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed: willingToKeep: Willing to keep goal must be true or false',
    });
    const [row] = await t.db
      .select()
      .from(players)
      .where(eq(players.id, player?.id ?? 0));
    expect(row?.willingToKeep).toBe(true);
  });

  it('answers 400 for malformed ids and bodies, and changes nothing', async () => {
    const [player] = await insertPlayers(t.db, u12.id, [88]);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
      const res = await t.request('PUT', `/api/players/${id}`, { cookie: cookies.coach, body: newPlayer(5) });
      expect(res.status, id).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Validation failed: id: /);
    }
    const bad = await t.request('PUT', `/api/players/${player?.id}`, {
      cookie: cookies.coach,
      body: { shirtNumber: 88, firstName: '', preferredPosition: 'Winger' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed: firstName: First name is required',
    });
    const [after] = await t.db
      .select()
      .from(players)
      .where(eq(players.id, player?.id ?? 0));
    expect(after?.firstName).toBe('Player88');
  });

  it('updates contact e-mails: valid or empty, omitted ones stay', async () => {
    const [player] = await insertPlayers(t.db, u12.id, [89]);
    const path = `/api/players/${player?.id}/emails`;
    const res = await t.request('PATCH', path, {
      cookie: cookies.coach,
      body: { parent1Email: ' Mum@Example.com ', parent2Email: '', playerEmail: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      parent1Email: 'mum@example.com',
      parent2Email: null,
      playerEmail: null,
    });
    const partial = await t.request('PATCH', path, {
      cookie: cookies.coach,
      body: { playerEmail: 'kid@example.com' },
    });
    expect(partial.body).toMatchObject({ parent1Email: 'mum@example.com', playerEmail: 'kid@example.com' });
    for (const [field, label] of [
      ['parent1Email', 'Parent 1 email'],
      ['parent2Email', 'Parent 2 email'],
      ['playerEmail', 'Player email'],
    ]) {
      const bad = await t.request('PATCH', path, {
        cookie: cookies.coach,
        body: { parent1Email: 'ok@example.com', [field as string]: 'not-an-email' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: `Validation failed: ${field}: ${label} must be a valid email address`,
      });
    }
    const [after] = await t.db
      .select()
      .from(players)
      .where(eq(players.id, player?.id ?? 0));
    expect(after).toMatchObject({ parent1Email: 'mum@example.com', playerEmail: 'kid@example.com' });
  });
});

describe('removing a player', () => {
  it('removes him everywhere in one go and closes the squad-role gaps', async () => {
    const team = await insertTeam(t.db, 'Removal FC');
    await addTeamMember(t.db, team.id, 'coach@demo.test', 'coach');
    const [a, b, c, d] = await insertPlayers(t.db, team.id, [1, 2, 3, 4]);
    if (!a || !b || !c || !d) throw new Error('players missing');
    // b is penalty 2 of 3 and corner 1 of 2.
    await t.db.update(players).set({ penaltyOrder: 1, cornerOrder: 2 }).where(eq(players.id, a.id));
    await t.db
      .update(players)
      .set({ penaltyOrder: 2, cornerOrder: 1, defensiveFkOrder: 1 })
      .where(eq(players.id, b.id));
    await t.db.update(players).set({ penaltyOrder: 3, attackingFkOrder: 1 }).where(eq(players.id, c.id));
    const matchId = await insertMatch(t.db, team.id, {
      matchDate: new Date('2024-03-02T10:00:00Z'),
      isHome: 1,
      homeScore: 2,
      awayScore: 0,
      captainPlayerId: b.id,
      cleanSheetKeeper1: a.id,
      cleanSheetDefender3: b.id,
      unavailablePlayerIds: [d.id, b.id],
      matchPenaltyOrder: [b.id, a.id],
      matchCornerOrder: [c.id, b.id, a.id],
      matchAttackingFkOrder: [b.id],
      matchDefensiveFkOrder: [a.id],
    });
    const untouchedMatch = await insertMatch(t.db, team.id, { matchPenaltyOrder: [a.id, c.id] });
    await t.db.insert(goals).values([
      { matchId, minute: 12, scorerId: b.id, assistId: a.id },
      { matchId, minute: 70, scorerId: a.id, assistId: b.id },
    ]);
    const formationId = await insertFormation(t.db, {
      myTeamId: team.id,
      matchId,
      playerPositions: [
        { playerId: a.id, x: 5, y: 50 },
        { playerId: b.id, x: 30, y: 20 },
        { playerId: c.id, x: 60, y: 50 },
      ],
      benchPlayers: [d.id],
      unavailablePlayers: [],
    });
    // A player stands in one place per formation (the primary key): here he is benched in one period.
    const benchedIn = await insertFormation(t.db, {
      myTeamId: team.id,
      matchId,
      quarter: 2,
      benchPlayers: [b.id, d.id],
      unavailablePlayers: [c.id],
    });

    const res = await t.request('DELETE', `/api/players/${b.id}`, { cookie: cookies.coach });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Player removed successfully' });

    const squad = await squadOf(team.id);
    expect(
      squad.map((p) => [
        p.shirtNumber,
        p.penaltyOrder,
        p.cornerOrder,
        p.attackingFkOrder,
        p.defensiveFkOrder,
      ]),
    ).toEqual([
      [1, 1, 1, null, null],
      [3, 2, null, 1, null],
      [4, null, null, null, null],
    ]);
    const teamMatches = (
      await t.request('GET', `/api/teams/${team.secureId}/matches`, { cookie: cookies.coach })
    ).body as Match[];
    const match = teamMatches.find((m) => m.id === matchId);
    expect(match).toMatchObject({
      captainPlayerId: null,
      cleanSheetKeeper1: a.id,
      cleanSheetDefender3: null,
      unavailablePlayerIds: [d.id],
      matchPenaltyOrder: [a.id],
      matchCornerOrder: [c.id, a.id],
      matchAttackingFkOrder: [],
      matchDefensiveFkOrder: [a.id],
    });
    const other = teamMatches.find((m) => m.id === untouchedMatch);
    expect(other?.matchPenaltyOrder).toEqual([a.id, c.id]);
    const goalRows = await t.db.select().from(goals).where(eq(goals.matchId, matchId)).orderBy(goals.minute);
    expect(goalRows.map((g) => [g.minute, g.scorerId, g.assistId])).toEqual([
      [12, null, a.id],
      [70, a.id, null],
    ]);
    const formation = await readFormationPlaces(t.db, formationId);
    expect(formation).toMatchObject({
      playerPositions: [
        { playerId: a.id, x: 5, y: 50 },
        { playerId: c.id, x: 60, y: 50 },
      ],
      benchPlayers: [d.id],
      unavailablePlayers: [],
    });
    expect(await readFormationPlaces(t.db, benchedIn)).toEqual({
      playerPositions: [],
      benchPlayers: [d.id],
      unavailablePlayers: [c.id],
    });

    const again = await t.request('DELETE', `/api/players/${b.id}`, { cookie: cookies.coach });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'PLAYER_NOT_FOUND', message: 'Player not found' });
  });
});

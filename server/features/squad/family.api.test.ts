import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerFamily } from '../../../shared/contracts/family.js';
import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches.js';
import type { SeasonPlayingTimeAnswer } from '../../../shared/contracts/playing-time.js';
import { familyPlayerIds } from '../../db/family.js';
import { playerFamilyLinks, players, teamMemberships, teams } from '../../db/schema.js';
import {
  kickOff,
  planPeriod,
  setJoined,
  spot,
  startTeamAndRivals,
  type TestTeam,
} from '../../test-support/squad-minutes-fixture.js';
import { recordStatements } from '../../test-support/statement-recorder.js';
import { addTeamMember, insertMatch, insertPlayers } from '../../test-support/team-fixtures.js';
import type { TestApp } from '../../test-support/test-app.js';
import { readSeasonPlayingTime } from './playing-time.js';

// A player's family (issue 30): who it is (the e-mail rule, a coach's hand links and unlinks), what a
// parent then sees of the playing time, and every way a parent or another team might try to change it.

const NOW = '2025-03-15T12:00:00.000Z';

let t: TestApp;
let team: TestTeam;
let rivals: TestTeam;
const cookies = { coach: '', mum: '', dad: '', rivalCoach: '' };
const users = { coach: 0, mum: 0, dad: 0, rivalParent: 0 };
// Shirts 1-4 of the team; one player of the rivals.
const p = { a: 0, b: 0, c: 0, d: 0, rival: 0 };
let matchId = 0;

beforeAll(async () => {
  const start = await startTeamAndRivals(NOW, { team: 'Family FC U9', rivals: 'Family Rivals U9' });
  ({ t, team, rivals } = start);
  ({ userId: users.coach, cookie: cookies.coach } = await start.member(
    team.id,
    'coach@family.test',
    'coach',
  ));
  ({ userId: users.mum, cookie: cookies.mum } = await start.member(
    team.id,
    'mum@family.test',
    'player_parent',
  ));
  ({ userId: users.dad, cookie: cookies.dad } = await start.member(
    team.id,
    'dad@family.test',
    'player_parent',
  ));
  cookies.rivalCoach = (await start.member(rivals.id, 'coach@rivals-family.test', 'coach')).cookie;
  users.rivalParent = await addTeamMember(t.db, rivals.id, 'parent@rivals-family.test', 'player_parent');

  const squad = await insertPlayers(t.db, team.id, [1, 2, 3, 4]);
  [p.a, p.b, p.c, p.d] = squad.map((player) => player.id) as [number, number, number, number];
  [p.rival] = (await insertPlayers(t.db, rivals.id, [1])).map((player) => player.id) as [number];
  await setJoined(t.db, [p.a, p.b, p.c, p.d], '2025-01-01T09:00:00Z');
  // Written as an older row or an import might have it: other case, spaces around.
  await t.db.update(players).set({ parent1Email: '  Mum@Family.TEST ' }).where(eq(players.id, p.a));
  await t.db.update(players).set({ playerEmail: 'dad@family.test' }).where(eq(players.id, p.b));

  // Played 11 Jan, two halves of 30: A in goal and B at the back, then C and D for them.
  matchId = await insertMatch(t.db, team.id, {
    matchDate: kickOff('2025-01-11'),
    homeScore: 1,
    awayScore: 0,
    matchLength: 60,
    substitutionTimings: [0, 30],
  });
  await planPeriod(t.db, team.id, matchId, 1, {
    playerPositions: [
      { playerId: p.a, ...spot.GK },
      { playerId: p.b, ...spot.CB },
    ],
    benchPlayers: [p.c, p.d],
  });
  await planPeriod(t.db, team.id, matchId, 2, {
    playerPositions: [
      { playerId: p.c, ...spot.GK },
      { playerId: p.d, ...spot.CB },
    ],
    benchPlayers: [p.a, p.b],
  });
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.db.delete(playerFamilyLinks);
  await t.db.update(teams).set({ showSquadMinutesToFamily: false }).where(eq(teams.id, team.id));
});

const season = async (cookie: string) => {
  const res = await t.request('GET', `/api/teams/${team.secureId}/playing-time`, { cookie });
  expect(res.status).toBe(200);
  return res.body as SeasonPlayingTimeAnswer;
};
const seasonIds = async (cookie: string) => (await season(cookie)).players.map((row) => row.playerId);
const matchTime = async (cookie: string) => {
  const res = await t.request('GET', `/api/matches/${matchId}/playing-time`, { cookie });
  expect(res.status).toBe(200);
  return res.body as MatchPlayingTimeAnswer;
};
const familyPath = (playerId: number, userId?: number) =>
  `/api/players/${playerId}/family${userId === undefined ? '' : `/${userId}`}`;
const link = (playerId: number, userId: number, cookie = cookies.coach) =>
  t.request('PUT', familyPath(playerId, userId), { cookie });
const unlink = (playerId: number, userId: number, cookie = cookies.coach) =>
  t.request('DELETE', familyPath(playerId, userId), { cookie });
const linkRows = async () => (await t.db.select().from(playerFamilyLinks)).length;

describe('who is a family', () => {
  it('matches the addresses without regard to case or spaces, and a player account by its own address', async () => {
    expect([...(await familyPlayerIds(t.db, { id: users.mum, email: 'mum@family.test' }, team.id))]).toEqual([
      p.a,
    ]);
    expect([...(await familyPlayerIds(t.db, { id: users.dad, email: 'DAD@family.test' }, team.id))]).toEqual([
      p.b,
    ]);
    // Another team's players are never anyone's family here.
    expect(await familyPlayerIds(t.db, { id: users.mum, email: 'mum@family.test' }, rivals.id)).toEqual(
      new Set(),
    );
  });

  it("lists the team's parent and player accounts with why each is the player's family", async () => {
    const res = await t.request('GET', familyPath(p.a), { cookie: cookies.coach });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      playerId: p.a,
      members: [
        {
          userId: users.dad,
          email: 'dad@family.test',
          firstName: null,
          lastName: null,
          family: null,
          unlinked: false,
        },
        {
          userId: users.mum,
          email: 'mum@family.test',
          firstName: null,
          lastName: null,
          family: 'email',
          unlinked: false,
        },
      ],
    } satisfies PlayerFamily);
  });

  it('adds a hand link, and a hand unlink takes away an e-mail match', async () => {
    const linked = await link(p.c, users.mum);
    expect(linked.status).toBe(200);
    expect((linked.body as PlayerFamily).members.find((m) => m.userId === users.mum)).toMatchObject({
      family: 'link',
      unlinked: false,
    });
    expect(await seasonIds(cookies.mum)).toEqual([p.a, p.c]);
    // Linking again changes nothing.
    expect((await link(p.c, users.mum)).status).toBe(200);
    expect(await linkRows()).toBe(1);

    const unlinked = await unlink(p.a, users.mum);
    expect(unlinked.status).toBe(200);
    expect((unlinked.body as PlayerFamily).members.find((m) => m.userId === users.mum)).toMatchObject({
      family: null,
      unlinked: true,
    });
    expect(await seasonIds(cookies.mum)).toEqual([p.c]);
    // Linked again by hand, the coach's last word stands.
    await link(p.a, users.mum);
    expect(await seasonIds(cookies.mum)).toEqual([p.a, p.c]);
  });

  it("goes with the player or the account's membership of the team", async () => {
    const [extra] = await insertPlayers(t.db, team.id, [9]);
    expect((await link(extra!.id, users.dad)).status).toBe(200);
    await t.db.delete(players).where(eq(players.id, extra!.id));
    expect(await linkRows()).toBe(0);
    const guest = await addTeamMember(t.db, team.id, 'guest@family.test', 'player_parent');
    expect((await link(p.d, guest)).status).toBe(200);
    await t.db
      .delete(teamMemberships)
      .where(and(eq(teamMemberships.userId, guest), eq(teamMemberships.myTeamId, team.id)));
    expect(await linkRows()).toBe(0);
  });
});

describe('what a parent sees of the squad', () => {
  it("gives a parent his family's addresses only, the coach's links and unlinks included", async () => {
    const withAddresses = async () => {
      const res = await t.request('GET', `/api/teams/${team.secureId}/players`, { cookie: cookies.mum });
      expect(res.status).toBe(200);
      return (res.body as Array<{ id: number }>).filter((row) => 'parent1Email' in row).map((row) => row.id);
    };
    expect(await withAddresses()).toEqual([p.a]);
    await link(p.c, users.mum);
    await unlink(p.a, users.mum);
    expect(await withAddresses()).toEqual([p.c]);
  });
});

describe('what a parent sees of the playing time', () => {
  it("shows a parent only his child's season figures, with the team's totals", async () => {
    const coach = await season(cookies.coach);
    expect(coach.scope).toBe('squad');
    expect(coach.players.map((row) => row.playerId)).toEqual([p.a, p.b, p.c, p.d]);
    const mum = await season(cookies.mum);
    expect(mum).toEqual({
      ...coach,
      scope: 'family',
      players: coach.players.filter((row) => row.playerId === p.a),
    });
    expect(mum.players[0]).toMatchObject({ minutes: 30, matchesPlayed: 1 });
  });

  it('reads the family in one statement more, whatever the squad', async () => {
    const recorder = recordStatements(t.db);
    const teamRow = { id: team.id, fairShareTarget: 50, showSquadMinutesToFamily: false };
    const mum = { role: 'player_parent' as const, id: users.mum, email: 'mum@family.test' };
    const range = { from: null, to: null };
    const read = await readSeasonPlayingTime(recorder.db, teamRow, mum, range, new Date(NOW));
    expect(read.time.players.map((row) => row.playerId)).toEqual([p.a]);
    expect(recorder.statements).toHaveLength(4);
  });

  it("writes only the child's row in the CSV", async () => {
    const res = await t.request('GET', `/api/teams/${team.secureId}/playing-time.csv`, {
      cookie: cookies.mum,
    });
    expect(res.status).toBe(200);
    const rows = res.text.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^1,"Player1","",1,1,30,60,50,1,/);
  });

  it("shows a parent his child's minutes in a match, and only his child in its changes", async () => {
    const coach = await matchTime(cookies.coach);
    expect(coach.changes.map((change) => change.text)).toEqual(["30': 3 on for 1, 4 on for 2"]);
    const mum = await matchTime(cookies.mum);
    expect(mum.scope).toBe('family');
    expect(mum.players).toEqual(coach.players.filter((row) => row.playerId === p.a));
    expect([mum.periods, mum.plannedPeriods, mum.periodList]).toEqual([
      coach.periods,
      coach.plannedPeriods,
      coach.periodList,
    ]);
    // Whom 1 made way for is 3's minutes, not the family's.
    expect(mum.changes).toEqual([
      {
        minute: 30,
        before: 1,
        after: 2,
        planned: true,
        changes: [{ on: null, off: p.a }],
        text: "30': 1 off",
      },
    ]);
  });

  it("shows everyone's minutes when the coach turns the team setting on", async () => {
    const settings = { matchLength: 60, substitutionTimings: [0, 30], defaultSubstitutions: 1 };
    const res = await t.request('PATCH', `/api/teams/${team.secureId}/match-settings`, {
      cookie: cookies.coach,
      body: { ...settings, showSquadMinutesToFamily: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ showSquadMinutesToFamily: true });
    // Left out of a later save, it stays on.
    await t.request('PATCH', `/api/teams/${team.secureId}/match-settings`, {
      cookie: cookies.coach,
      body: settings,
    });
    const coach = await season(cookies.coach);
    expect(await season(cookies.mum)).toEqual(coach);
    expect(await matchTime(cookies.mum)).toEqual(await matchTime(cookies.coach));
    const csv = await t.request('GET', `/api/teams/${team.secureId}/playing-time.csv`, {
      cookie: cookies.mum,
    });
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(5);
  });
});

describe('refused', () => {
  it("refuses a parent's links, unlinks, family read and setting, and writes nothing", async () => {
    for (const res of [
      await link(p.c, users.mum, cookies.mum),
      await unlink(p.a, users.mum, cookies.mum),
      await t.request('GET', familyPath(p.a), { cookie: cookies.mum }),
      await t.request('PATCH', `/api/teams/${team.secureId}/match-settings`, {
        cookie: cookies.mum,
        body: {
          matchLength: 60,
          substitutionTimings: [0, 30],
          defaultSubstitutions: 1,
          showSquadMinutesToFamily: true,
        },
      }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await linkRows()).toBe(0);
    expect(await seasonIds(cookies.mum)).toEqual([p.a]);
  });

  it('refuses links across teams, to coaches and to strangers, and writes nothing', async () => {
    // Another team's parent on our player, and a coach or a user who is nobody here.
    for (const userId of [users.rivalParent, users.coach, 987_654]) {
      const res = await link(p.a, userId);
      expect(res.status, String(userId)).toBe(404);
      expect(res.body).toEqual({ code: 'TEAM_MEMBER_NOT_FOUND', message: 'Team member not found' });
    }
    // Our parent on the rivals' player: the coach has no role on that team.
    for (const res of [await link(p.rival, users.mum), await unlink(p.rival, users.mum)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'PLAYER_NOT_FOUND', message: 'Player not found' });
    }
    // The rivals' coach on our player, even naming his own parent.
    expect((await link(p.a, users.rivalParent, cookies.rivalCoach)).status).toBe(404);
    expect((await t.request('GET', familyPath(p.a), { cookie: cookies.rivalCoach })).status).toBe(404);
    for (const bad of [
      familyPath(p.a, 0),
      `/api/players/${p.a}/family/abc`,
      `/api/players/abc/family/${users.mum}`,
    ]) {
      expect((await t.request('PUT', bad, { cookie: cookies.coach })).status, bad).toBe(400);
    }
    expect(await linkRows()).toBe(0);
  });

  it('cannot hold a link across teams even written past the app', async () => {
    await expect(
      t.db
        .insert(playerFamilyLinks)
        .values({ myTeamId: rivals.id, playerId: p.a, userId: users.rivalParent, linked: true }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(playerFamilyLinks)
        .values({ myTeamId: team.id, playerId: p.a, userId: users.rivalParent, linked: true }),
    ).rejects.toThrow();
    expect(await linkRows()).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal, Match } from '../../../shared/contracts/matches.js';
import { users } from '../../db/schema.js';
import {
  addTeamMember,
  insertGoals,
  insertMatch,
  insertOpponent,
  insertPlayers,
  insertTeam,
} from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

type Team = { id: number; secureId: string };

let t: TestApp;
let ours: Team;
let rivals: Team;
const cookies = { coach: '', parent: '', multi: '', noTeam: '' };
const ids = { dated: 0, earlier: 0, undated: 0, noOpponent: 0, theirs: 0 };
const squad = { scorer: 0, assist: 0 };

const kickOff = (day: string) => new Date(`${day}T10:00:00.000Z`);

beforeAll(async () => {
  t = await startTestApp();
  ours = await insertTeam(t.db, 'Fixtures FC U15');
  rivals = await insertTeam(t.db, 'Rivals U15');
  await addTeamMember(t.db, ours.id, 'coach@fixtures.test', 'coach');
  await addTeamMember(t.db, ours.id, 'parent@fixtures.test', 'player_parent');
  await addTeamMember(t.db, ours.id, 'multi@fixtures.test', 'coach');
  await addTeamMember(t.db, rivals.id, 'multi@fixtures.test', 'coach');
  await t.db.insert(users).values({ email: 'noteam@fixtures.test' });
  cookies.coach = await t.signIn('coach@fixtures.test');
  cookies.parent = await t.signIn('parent@fixtures.test');
  cookies.multi = await t.signIn('multi@fixtures.test');
  cookies.noTeam = await t.signIn('noteam@fixtures.test');

  const [scorer, assist] = await insertPlayers(t.db, ours.id, [9, 10]);
  squad.scorer = scorer?.id ?? 0;
  squad.assist = assist?.id ?? 0;
  const opponent = await insertOpponent(t.db, ours.id, 'Kingston Kestrels');
  // Inserted out of order: the answer sorts by date, undated fixtures last.
  ids.undated = await insertMatch(t.db, ours.id, { opponentTeamId: opponent, matchDate: null, isHome: 0 });
  ids.dated = await insertMatch(t.db, ours.id, {
    opponentTeamId: opponent,
    matchDate: kickOff('2025-03-08'),
    isHome: 0,
    homeScore: 1,
    awayScore: 2,
    cleanSheetKeeper1: squad.scorer,
    captainPlayerId: squad.assist,
    unavailablePlayerIds: [squad.assist],
    matchPenaltyOrder: [squad.scorer, squad.assist],
    matchLength: 70,
    substitutionTimings: [0, 35],
    defaultSubstitutions: 1,
    comments: 'Bring the yellow bibs',
  });
  ids.earlier = await insertMatch(t.db, ours.id, {
    opponentTeamId: opponent,
    matchDate: kickOff('2025-01-11'),
  });
  ids.noOpponent = await insertMatch(t.db, ours.id, {
    opponentTeamId: null,
    matchDate: kickOff('2025-02-01'),
  });
  ids.theirs = await insertMatch(t.db, rivals.id, { matchDate: kickOff('2025-02-15') });
  await insertGoals(t.db, [
    { matchId: ids.dated, minute: 80, scorerId: squad.scorer },
    { matchId: ids.dated, minute: null, scorerId: null, isOwnGoal: 1 },
    { matchId: ids.dated, minute: 12, scorerId: squad.scorer, assistId: squad.assist },
    { matchId: ids.theirs, minute: 5, scorerId: null, isOwnGoal: 1 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/teams/:teamId/matches', () => {
  it("lists the team's matches by date, undated last, with the opponent's name", async () => {
    const res = await t.request('GET', `/api/teams/${ours.secureId}/matches`, { cookie: cookies.coach });
    expect(res.status).toBe(200);
    const list = res.body as Match[];
    expect(list.map((m) => [m.id, m.matchDate, m.opponentName])).toEqual([
      [ids.earlier, '2025-01-11T10:00:00.000Z', 'Kingston Kestrels'],
      [ids.noOpponent, '2025-02-01T10:00:00.000Z', null],
      [ids.dated, '2025-03-08T10:00:00.000Z', 'Kingston Kestrels'],
      [ids.undated, null, 'Kingston Kestrels'],
    ]);
    expect(list[2]).toMatchObject({
      myTeamId: ours.id,
      isHome: 0,
      homeScore: 1,
      awayScore: 2,
      cleanSheetKeeper1: squad.scorer,
      cleanSheetDefender8: null,
      captainPlayerId: squad.assist,
      unavailablePlayerIds: [squad.assist],
      matchPenaltyOrder: [squad.scorer, squad.assist],
      matchCornerOrder: [],
      matchLength: 70,
      substitutionTimings: [0, 35],
      defaultSubstitutions: 1,
      comments: 'Bring the yellow bibs',
    } satisfies Partial<Match>);
    // A new match carries the schema defaults (spec 001 §3.2: 80 minutes, timings 0, 20, 40, 60).
    expect(list[0]).toMatchObject({
      isHome: 1,
      homeScore: null,
      awayScore: null,
      matchLength: 80,
      substitutionTimings: [0, 20, 40, 60],
      unavailablePlayerIds: [],
    });
  });

  it('reads the same for a parent, by numeric id and through /api/matches for a single-team user', async () => {
    const scoped = await t.request('GET', `/api/teams/${ours.secureId}/matches`, { cookie: cookies.coach });
    for (const [url, cookie] of [
      [`/api/teams/${ours.id}/matches`, cookies.coach],
      [`/api/teams/${ours.secureId}/matches`, cookies.parent],
      ['/api/matches', cookies.coach],
      ['/api/matches', cookies.parent],
    ] as const) {
      const res = await t.request('GET', url, { cookie });
      expect(res.status, url).toBe(200);
      expect(res.body).toEqual(scoped.body);
    }
  });

  it('answers 400 Team ID is required to several teams, 404 to a stranger, 401 signed out', async () => {
    const multi = await t.request('GET', '/api/matches', { cookie: cookies.multi });
    expect(multi.status).toBe(400);
    expect(multi.body).toEqual({ code: 'TEAM_ID_REQUIRED', message: 'Team ID is required' });
    for (const url of [`/api/teams/${ours.secureId}/matches`, '/api/matches']) {
      const stranger = await t.request('GET', url, { cookie: cookies.noTeam });
      expect(stranger.status, url).toBe(404);
      expect(stranger.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
      expect((await t.request('GET', url)).status, url).toBe(401);
    }
  });
});

describe('GET /api/matches/:id/goals', () => {
  it("lists a match's goals by minute, goals without a minute last", async () => {
    const res = await t.request('GET', `/api/matches/${ids.dated}/goals`, { cookie: cookies.parent });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        matchId: ids.dated,
        minute: 12,
        scorerId: squad.scorer,
        assistId: squad.assist,
        isOwnGoal: 0,
      },
      {
        id: expect.any(Number),
        matchId: ids.dated,
        minute: 80,
        scorerId: squad.scorer,
        assistId: null,
        isOwnGoal: 0,
      },
      {
        id: expect.any(Number),
        matchId: ids.dated,
        minute: null,
        scorerId: null,
        assistId: null,
        isOwnGoal: 1,
      },
    ] satisfies Goal[]);
    const none = await t.request('GET', `/api/matches/${ids.undated}/goals`, { cookie: cookies.coach });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it("answers 404 Match not found for another team's match or a missing one, 400 to a bad id", async () => {
    for (const id of [ids.theirs, 987_654]) {
      for (const cookie of [cookies.coach, cookies.parent, cookies.noTeam]) {
        const res = await t.request('GET', `/api/matches/${id}/goals`, { cookie });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
      }
    }
    // The coach of both teams sees the other match's goals.
    const multi = await t.request('GET', `/api/matches/${ids.theirs}/goals`, { cookie: cookies.multi });
    expect(multi.status).toBe(200);
    expect(multi.body).toHaveLength(1);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const res = await t.request('GET', `/api/matches/${bad}/goals`, { cookie: cookies.coach });
      expect(res.status, bad).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Validation failed: id: /);
    }
    expect((await t.request('GET', `/api/matches/${ids.dated}/goals`)).status).toBe(401);
  });
});

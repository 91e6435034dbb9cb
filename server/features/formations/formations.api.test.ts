import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations.js';
import { formations } from '../../db/schema.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { insertFormation } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// GET formations (spec 001 §7), read by match planning's mini pitches and bench.

let t: TestApp;
let f: PlanningFixture;
const ids = { match: 0, otherMatch: 0, practice: 0, p1: 0, p2: 0, theirs: 0 };

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Shapes');
  const [a, b, c, d] = f.players as [number, number, number, number];
  ids.match = await f.match({});
  ids.otherMatch = await f.otherMatch({});
  ids.practice = await insertFormation(t.db, {
    myTeamId: f.team.id,
    name: 'Practice 4-4-2',
    playerPositions: [{ playerId: a, x: 5, y: 50 }],
    updatedAt: new Date('2031-01-01T00:00:00Z'),
  });
  ids.p1 = await insertFormation(t.db, {
    myTeamId: f.team.id,
    matchId: ids.match,
    quarter: 1,
    formation: '4-3-3',
    notes: 'Press high',
    playerPositions: [
      { playerId: a, x: 5, y: 50 },
      { playerId: b, x: 22.5, y: 38 },
    ],
    benchPlayers: [d, c],
    updatedAt: new Date('2031-01-02T00:00:00Z'),
  });
  ids.p2 = await insertFormation(t.db, {
    myTeamId: f.team.id,
    matchId: ids.match,
    quarter: 2,
    unavailablePlayers: [b],
    updatedAt: new Date('2031-01-02T00:00:00Z'),
  });
  ids.theirs = await insertFormation(t.db, { myTeamId: f.other.id, matchId: ids.otherMatch });
});
afterAll(async () => {
  await t?.close();
});

describe('GET formations', () => {
  it("lists the team's formations, newest first (then highest id), with places as the spec's lists", async () => {
    const res = await f.request('GET', `/api/teams/${f.team.secureId}/formations`, 'coach');
    expect(res.status).toBe(200);
    const list = res.body as Formation[];
    expect(list.map((x) => x.id)).toEqual([ids.p2, ids.p1, ids.practice]);
    const [a, b, c, d] = f.players as [number, number, number, number];
    expect(list[1]).toEqual({
      id: ids.p1,
      name: null,
      formation: '4-3-3',
      quarter: 1,
      matchId: ids.match,
      myTeamId: f.team.id,
      userId: null,
      playerPositions: [
        { playerId: a, x: 5, y: 50 },
        { playerId: b, x: 22.5, y: 38 },
      ],
      benchPlayers: [d, c],
      unavailablePlayers: [],
      notes: 'Press high',
      createdAt: expect.any(String),
      updatedAt: '2031-01-02T00:00:00.000Z',
      version: 1,
      // Written without naming it: planned when written.
      plannedAt: expect.any(String),
    } satisfies Formation);
    expect(list[0]).toMatchObject({
      quarter: 2,
      playerPositions: [],
      benchPlayers: [],
      unavailablePlayers: [b],
    });
    expect(list[2]).toMatchObject({ matchId: null, name: 'Practice 4-4-2' });
  });

  it('filters by ?matchId=, for a parent and through /api/formations too', async () => {
    for (const [path, who] of [
      [`/api/teams/${f.team.secureId}/formations?matchId=${ids.match}`, 'coach'],
      [`/api/teams/${f.team.id}/formations?matchId=${ids.match}`, 'parent'],
      [`/api/formations?matchId=${ids.match}`, 'parent'],
      [`/api/formations?matchId=${ids.match}`, 'clubAdmin'],
    ] as const) {
      const res = await f.request('GET', path, who);
      expect(res.status, path).toBe(200);
      expect(
        (res.body as Formation[]).map((x) => x.id),
        path,
      ).toEqual([ids.p2, ids.p1]);
    }
    // A newer write puts a formation first.
    await t.db
      .update(formations)
      .set({ updatedAt: new Date('2031-02-01T00:00:00Z') })
      .where(eq(formations.id, ids.p1));
    const after = await f.request('GET', `/api/formations?matchId=${ids.match}`, 'coach');
    expect((after.body as Formation[]).map((x) => x.id)).toEqual([ids.p1, ids.p2]);
  });

  it("answers 404 Match not found for another team's match, 400 to a bad matchId, 404/401 to others", async () => {
    for (const matchId of [ids.otherMatch, 987_654]) {
      const res = await f.request(
        'GET',
        `/api/teams/${f.team.secureId}/formations?matchId=${matchId}`,
        'coach',
      );
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
    }
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999']) {
      const res = await f.request('GET', `/api/formations?matchId=${bad}`, 'coach');
      expect(res.status, bad).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Validation failed: matchId: /);
    }
    const stranger = await f.request('GET', `/api/teams/${f.team.secureId}/formations`, 'otherCoach');
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    expect((await f.request('GET', '/api/formations', 'signedOut')).status).toBe(401);
    expect((await f.request('GET', `/api/teams/${f.team.secureId}/formations`, 'signedOut')).status).toBe(
      401,
    );
  });
});

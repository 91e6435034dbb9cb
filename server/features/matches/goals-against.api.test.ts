import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoalAgainst, LiveGoalAnswer } from '../../../shared/contracts/matches.js';
import { goalsAgainst, matchLiveRequests } from '../../db/schema.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Goals against with their minutes (issue 32): a row per goal against made on the live screen, its
// undo, the read everyone has, and the score staying the record wherever it changes (the match form, a
// deleted match; a Full-Time sync: fixtures-sync/goals-against-sync.api.test.ts).

let t: TestApp;
let f: PlanningFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Against');
});
afterAll(async () => {
  await t?.close();
});

const goalsPath = (id: number) => `/api/matches/${id}/live/goals`;
const undoPath = (id: number) => `/api/matches/${id}/live/goals/undo`;
const listPath = (id: number) => `/api/matches/${id}/goals-against`;
const them = (minute?: unknown) => ({
  id: randomUUID(),
  side: 'them',
  ...(minute === undefined ? {} : { minute }),
});
const undoThem = (score: number) => ({ id: randomUUID(), side: 'them', score });
const todaysMatch = (fields: Parameters<PlanningFixture['match']>[0] = {}) =>
  f.match({ matchDate: t.clock.now(), matchLength: 60, substitutionTimings: [0, 30], ...fields });
const minutesOf = async (matchId: number) =>
  (
    await t.db
      .select({ minute: goalsAgainst.minute })
      .from(goalsAgainst)
      .where(eq(goalsAgainst.matchId, matchId))
      .orderBy(asc(goalsAgainst.id))
  ).map((row) => row.minute);

describe('POST /api/matches/:id/live/goals, side them', () => {
  it('away from 0 – 0: a goal against in the 23rd minute is a row and 1 – 0 to them (the home score)', async () => {
    const id = await todaysMatch({ isHome: 0, homeScore: 0, awayScore: 0 });
    const res = await f.request('POST', goalsPath(id), 'coach', them(23));
    expect(res.status).toBe(201);
    const answer = res.body as LiveGoalAnswer;
    expect(answer).toEqual({
      goal: null,
      goalAgainst: { id: expect.any(Number), matchId: id, minute: 23 },
      homeScore: 1,
      awayScore: 0,
      version: expect.any(Number),
    });
    // A second one at 41' and ours between: their score 2, two rows in the order made.
    await f.request('POST', goalsPath(id), 'coach', {
      id: randomUUID(),
      side: 'us',
      goal: { minute: 30, scorerId: f.players[0] },
    });
    await f.request('POST', goalsPath(id), 'coach', them(41));
    expect(await minutesOf(id)).toEqual([23, 41]);
    expect(await f.read(id)).toMatchObject({ homeScore: 2, awayScore: 1 });
    // Everyone on the team reads them, parents too.
    const listed = await f.request('GET', listPath(id), 'parent');
    expect(listed.status).toBe(200);
    expect((listed.body as GoalAgainst[]).map((g) => g.minute)).toEqual([23, 41]);
  });

  it('a goal against without a minute (a phone queued before minutes were sent) is a row with none', async () => {
    const id = await todaysMatch({ isHome: 1 });
    const res = await f.request('POST', goalsPath(id), 'coach', them());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ goalAgainst: { minute: null }, homeScore: 0, awayScore: 1 });
    expect(await minutesOf(id)).toEqual([null]);
  });

  it('refuses a bad minute with 400 and writes nothing', async () => {
    const id = await todaysMatch({ isHome: 1 });
    const before = await fingerprintDatabase(t.db);
    for (const minute of [0, 121, -3, 12.5, 'x', true]) {
      const res = await f.request('POST', goalsPath(id), 'coach', them(minute));
      expect(res.status, JSON.stringify(minute)).toBe(400);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it("another team's match is 404, a parent 403, and nothing is written", async () => {
    const id = await todaysMatch({ isHome: 1 });
    const other = await f.otherMatch({ matchDate: t.clock.now() });
    const before = await fingerprintDatabase(t.db);
    expect((await f.request('POST', goalsPath(other), 'coach', them(5))).status).toBe(404);
    expect((await f.request('POST', goalsPath(id), 'otherCoach', them(5))).status).toBe(404);
    expect((await f.request('POST', goalsPath(id), 'parent', them(5))).status).toBe(403);
    expect((await f.request('POST', undoPath(id), 'parent', undoThem(1))).status).toBe(403);
    expect((await f.request('GET', listPath(other), 'coach')).status).toBe(404);
    expect((await f.request('GET', listPath(id), 'otherCoach')).status).toBe(404);
    expect((await f.request('GET', listPath(id), 'signedOut')).status).toBe(401);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('the same id again is answered 200 with the goal against as stored, and writes nothing', async () => {
    const id = await todaysMatch({ isHome: 1 });
    const goal = them(17);
    const first = await f.request('POST', goalsPath(id), 'coach', goal);
    const again = await f.request('POST', goalsPath(id), 'coach', goal);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await minutesOf(id)).toEqual([17]);
    const [request] = await t.db.select().from(matchLiveRequests).where(eq(matchLiveRequests.id, goal.id));
    expect(request?.goalAgainstId).toBe((first.body as LiveGoalAnswer).goalAgainst?.id);
  });
});

describe('POST /api/matches/:id/live/goals/undo, side them', () => {
  it('takes back the latest goal against with its point, once', async () => {
    const id = await todaysMatch({ isHome: 1 });
    await f.request('POST', goalsPath(id), 'coach', them(10));
    await f.request('POST', goalsPath(id), 'coach', them(35));
    const undo = undoThem(2);
    const undone = await f.request('POST', undoPath(id), 'coach', undo);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ goal: null, goalAgainst: null, homeScore: 0, awayScore: 1 });
    expect(await minutesOf(id)).toEqual([10]);
    // The same undo again (a lost answer) applies once; a new one with the old score is refused.
    expect((await f.request('POST', undoPath(id), 'coach', undo)).status).toBe(200);
    const stale = await f.request('POST', undoPath(id), 'coach', undoThem(2));
    expect(stale.status).toBe(409);
    expect(await minutesOf(id)).toEqual([10]);
    expect(await f.read(id)).toMatchObject({ awayScore: 1 });
  });

  it('with their score entered by hand before the live goal, the undo takes back the live one', async () => {
    // 0 – 2 typed in (no minutes), then a live goal against at 50': 0 – 3, one row; undo: 0 – 2, no row.
    const id = await todaysMatch({ isHome: 1, homeScore: 0, awayScore: 2 });
    await f.request('POST', goalsPath(id), 'coach', them(50));
    expect(await minutesOf(id)).toEqual([50]);
    await f.request('POST', undoPath(id), 'coach', undoThem(3));
    expect(await minutesOf(id)).toEqual([]);
    expect(await f.read(id)).toMatchObject({ homeScore: 0, awayScore: 2 });
    // No row left: an undo still takes the point back.
    const res = await f.request('POST', undoPath(id), 'coach', undoThem(2));
    expect(res.body).toMatchObject({ awayScore: 1 });
  });
});

describe('the opponent’s score stays the record', () => {
  const threeAgainst = async (isHome: 0 | 1) => {
    const id = await todaysMatch({ isHome });
    for (const minute of [5, 20, 44]) await f.request('POST', goalsPath(id), 'coach', them(minute));
    return id;
  };

  it('the match form lowering their score drops the latest rows in the same save, and says how many', async () => {
    const id = await threeAgainst(1);
    const res = await f.request('PUT', `/api/matches/${id}`, 'coach', { awayScore: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ homeScore: 0, awayScore: 1, goalsAgainstRemoved: 2 });
    expect(await minutesOf(id)).toEqual([5]);
    // A save that leaves their score alone says nothing and drops nothing.
    const other = await f.request('PUT', `/api/matches/${id}`, 'coach', { comments: 'Windy' });
    expect(other.body).not.toHaveProperty('goalsAgainstRemoved');
    // Raising it keeps the rows (the new goals have no minute known).
    const raised = await f.request('PUT', `/api/matches/${id}`, 'coach', { awayScore: 4 });
    expect(raised.body).not.toHaveProperty('goalsAgainstRemoved');
    expect(await minutesOf(id)).toEqual([5]);
  });

  it('clearing the result (no score) removes them all', async () => {
    const id = await threeAgainst(1);
    const res = await f.request('PUT', `/api/matches/${id}`, 'coach', { homeScore: null, awayScore: null });
    expect(res.body).toMatchObject({ homeScore: null, awayScore: null, goalsAgainstRemoved: 3 });
    expect(await minutesOf(id)).toEqual([]);
  });

  it('home and away swapped: their score is now the other column, and the rows follow it', async () => {
    // At home 0 – 3; marked away with the columns left: their score is the home 0, so none can stay.
    const id = await threeAgainst(1);
    const res = await f.request('PUT', `/api/matches/${id}`, 'coach', { isHome: 0 });
    expect(res.body).toMatchObject({ isHome: 0, goalsAgainstRemoved: 3 });
    expect(await minutesOf(id)).toEqual([]);
  });

  it('a refused save (our score below our goals) removes nothing', async () => {
    const id = await threeAgainst(1);
    await f.request('POST', goalsPath(id), 'coach', {
      id: randomUUID(),
      side: 'us',
      goal: { minute: 50, scorerId: f.players[1] },
    });
    const before = await fingerprintDatabase(t.db);
    const res = await f.request('PUT', `/api/matches/${id}`, 'coach', { homeScore: 0, awayScore: 1 });
    expect(res.status).toBe(400);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    expect(await minutesOf(id)).toEqual([5, 20, 44]);
  });

  it('a deleted match takes its goals against with it', async () => {
    const id = await threeAgainst(0);
    expect((await f.request('DELETE', `/api/matches/${id}`, 'coach')).status).toBe(200);
    expect(await minutesOf(id)).toEqual([]);
  });
});

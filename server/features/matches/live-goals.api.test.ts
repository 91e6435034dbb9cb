import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchLiveAnswer } from '../../../shared/contracts/match-live.js';
import type { Goal, LiveGoalAnswer } from '../../../shared/contracts/matches.js';
import type { PlayerStats } from '../../../shared/contracts/squad.js';
import { goals } from '../../db/schema.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Goals as they happen on the live screen (issue 32, decision 067): the goal and the score in one write,
// goals against as the opponent's score, the undo, who may, and the statistics and results that follow.

let t: TestApp;
let f: PlanningFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'LiveGoals');
});
afterAll(async () => {
  await t?.close();
});

const player = (i: number) => f.players[i] as number;
const goalsPath = (id: number) => `/api/matches/${id}/live/goals`;
const undoPath = (id: number) => `/api/matches/${id}/live/goals/undo`;
/** A goal against, with the id the phone makes for each write (decision 070). */
const them = () => ({ id: randomUUID(), side: 'them' });
const code = (res: { body: unknown }) => (res.body as { code?: string }).code;
const todaysMatch = (fields: Parameters<PlanningFixture['match']>[0] = {}) =>
  f.match({ matchDate: t.clock.now(), matchLength: 60, substitutionTimings: [0, 30], ...fields });
const storedGoals = async (matchId: number) => t.db.select().from(goals).where(eq(goals.matchId, matchId));
const scoreOf = async (matchId: number) => {
  const read = await f.request('GET', `/api/matches/${matchId}/live`, 'parent');
  const { homeScore, awayScore } = read.body as MatchLiveAnswer;
  return [homeScore, awayScore];
};
const ours = (minute: number, scorerId: number | null, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  side: 'us',
  goal: { minute, scorerId, ...extra },
});

describe('POST /api/matches/:id/live/goals', () => {
  it('at home with no score yet: our goal makes it 1 – 0, a goal against 1 – 1, the families read it', async () => {
    const id = await todaysMatch({ isHome: 1 });
    const before = await f.read(id);
    const scored = await f.request(
      'POST',
      goalsPath(id),
      'coach',
      ours(12, player(0), { assistId: player(1) }),
    );
    expect(scored.status).toBe(201);
    expect(scored.body).toEqual({
      goal: {
        id: expect.any(Number),
        matchId: id,
        minute: 12,
        scorerId: player(0),
        assistId: player(1),
        isOwnGoal: 0,
      },
      goalAgainst: null,
      homeScore: 1,
      awayScore: 0,
      version: before.version + 1,
    } satisfies LiveGoalAnswer);
    expect(await scoreOf(id)).toEqual([1, 0]);
    const against = await f.request('POST', goalsPath(id), 'clubAdmin', them());
    expect(against.status).toBe(201);
    expect(against.body).toMatchObject({ goal: null, homeScore: 1, awayScore: 1 });
    expect(await scoreOf(id)).toEqual([1, 1]);
    // The match planning read (results) has the same score and the goal.
    expect(await f.read(id)).toMatchObject({ homeScore: 1, awayScore: 1, version: before.version + 2 });
    const listed = await f.request('GET', `/api/matches/${id}/goals`, 'parent');
    expect((listed.body as Goal[]).map((g) => g.scorerId)).toEqual([player(0)]);
  });

  it('away: our goals are the away score; an own goal by the opponent counts for us', async () => {
    const id = await todaysMatch({ isHome: 0, homeScore: 2, awayScore: 0 });
    const own = await f.request('POST', goalsPath(id), 'coach', ours(40, null, { isOwnGoal: 1 }));
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ goal: { isOwnGoal: 1, scorerId: null }, homeScore: 2, awayScore: 1 });
  });

  it('with goals recorded and no score entered, our score starts from the goals', async () => {
    const id = await todaysMatch({ isHome: 1 });
    await f.request('POST', `/api/matches/${id}/goals`, 'coach', { minute: 5, scorerId: player(2) });
    await f.request('POST', `/api/matches/${id}/goals`, 'coach', { minute: 8, scorerId: player(3) });
    const res = await f.request('POST', goalsPath(id), 'coach', ours(20, player(2)));
    expect(res.body).toMatchObject({ homeScore: 3, awayScore: 0 });
    expect(await storedGoals(id)).toHaveLength(3);
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const id = await todaysMatch();
    const before = await fingerprintDatabase(t.db);
    for (const body of [
      {},
      { side: 'ours' },
      { side: 'us' },
      ours(0, player(0)),
      ours(121, player(0)),
      ours(10, null),
      ours(10, player(0), { assistId: player(0) }),
      ours(10, player(0), { isOwnGoal: 1 }),
    ]) {
      const res = await f.request('POST', goalsPath(id), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const stray = await f.request('POST', goalsPath(id), 'coach', ours(10, f.otherPlayers[0] as number));
    expect(stray.status).toBe(400);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('refuses a match with a result code, 409 in words, and writes nothing', async () => {
    const id = await todaysMatch({ resultCode: 'abandoned' });
    const res = await f.request('POST', goalsPath(id), 'coach', them());
    expect(res.status).toBe(409);
    expect(code(res)).toBe('LIVE_GOAL_REFUSED');
    expect(await scoreOf(id)).toEqual([null, null]);
  });

  it("is for coaches and admins: parents 403, another team's coach 404, signed out 401", async () => {
    const id = await todaysMatch();
    expect((await f.request('POST', goalsPath(id), 'parent', them())).status).toBe(403);
    expect((await f.request('POST', goalsPath(id), 'otherCoach', them())).status).toBe(404);
    expect((await f.request('POST', goalsPath(id), 'signedOut', them())).status).toBe(401);
    expect(
      (await f.request('POST', undoPath(id), 'parent', { id: randomUUID(), side: 'them', score: 1 })).status,
    ).toBe(403);
    expect(
      (await f.request('POST', undoPath(id), 'otherCoach', { id: randomUUID(), side: 'them', score: 1 }))
        .status,
    ).toBe(404);
    expect((await f.request('POST', goalsPath(999_999), 'coach', them())).status).toBe(404);
    expect(await scoreOf(id)).toEqual([null, null]);
  });
});

describe('POST /api/matches/:id/live/goals/undo', () => {
  it('takes back our goal with its point, once', async () => {
    const id = await todaysMatch({ isHome: 1 });
    await f.request('POST', goalsPath(id), 'coach', ours(3, player(0)));
    const second = await f.request('POST', goalsPath(id), 'coach', ours(9, player(1)));
    const goalId = (second.body as LiveGoalAnswer).goal?.id;
    const undone = await f.request('POST', undoPath(id), 'coach', { id: randomUUID(), side: 'us', goalId });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ goal: null, homeScore: 1, awayScore: 0 });
    expect((await storedGoals(id)).map((g) => g.scorerId)).toEqual([player(0)]);
    const again = await f.request('POST', undoPath(id), 'coach', { id: randomUUID(), side: 'us', goalId });
    expect(again.status).toBe(404);
    expect(await scoreOf(id)).toEqual([1, 0]);
  });

  it('takes back a goal against only while their score is the one the phone showed', async () => {
    const id = await todaysMatch({ isHome: 0 });
    await f.request('POST', goalsPath(id), 'coach', them());
    expect(await scoreOf(id)).toEqual([1, 0]);
    const undone = await f.request('POST', undoPath(id), 'coach', {
      id: randomUUID(),
      side: 'them',
      score: 1,
    });
    expect(undone.body).toMatchObject({ homeScore: 0, awayScore: 0 });
    const twice = await f.request('POST', undoPath(id), 'coach', {
      id: randomUUID(),
      side: 'them',
      score: 1,
    });
    expect(twice.status).toBe(409);
    expect(code(twice)).toBe('LIVE_GOAL_REFUSED');
    expect(await scoreOf(id)).toEqual([0, 0]);
  });

  it('refuses bad bodies with 400, and a goal of another match with 404', async () => {
    const id = await todaysMatch();
    const other = await todaysMatch();
    const elsewhere = (await f.request('POST', goalsPath(other), 'coach', ours(3, player(0))))
      .body as LiveGoalAnswer;
    for (const body of [
      {},
      { side: 'us' },
      { id: randomUUID(), side: 'them', score: 0 },
      { id: randomUUID(), side: 'them', score: 'x' },
    ]) {
      const res = await f.request('POST', undoPath(id), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const wrong = await f.request('POST', undoPath(id), 'coach', {
      id: randomUUID(),
      side: 'us',
      goalId: elsewhere.goal?.id,
    });
    expect(wrong.status).toBe(404);
    expect(await storedGoals(other)).toHaveLength(1);
  });
});

describe('live goals sent again (decision 070)', () => {
  it('apply once per id: the same goal again is answered 200 from the match, counting nothing twice', async () => {
    const id = await todaysMatch({ isHome: 1 });
    const goal = ours(14, player(0));
    const first = await f.request('POST', goalsPath(id), 'coach', goal);
    expect(first.status).toBe(201);
    const versionAfter = (await f.read(id)).version;
    const again = await f.request('POST', goalsPath(id), 'coach', goal);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await storedGoals(id)).toHaveLength(1);
    // Nothing was written: the match's version is where the first one left it.
    expect((await f.read(id)).version).toBe(versionAfter);
    const against = them();
    await f.request('POST', goalsPath(id), 'coach', against);
    const againstAgain = await f.request('POST', goalsPath(id), 'coach', against);
    expect(againstAgain.status).toBe(200);
    expect(await scoreOf(id)).toEqual([1, 1]);
  });

  it('an undo sent twice takes back one goal; a taken-back goal sent again answers without it', async () => {
    const id = await todaysMatch({ isHome: 1 });
    const goal = ours(20, player(1));
    const scored = (await f.request('POST', goalsPath(id), 'coach', goal)).body as LiveGoalAnswer;
    const undo = { id: randomUUID(), side: 'us', goalId: scored.goal?.id };
    expect((await f.request('POST', undoPath(id), 'coach', undo)).status).toBe(200);
    const undoAgain = await f.request('POST', undoPath(id), 'coach', undo);
    expect(undoAgain.status).toBe(200);
    expect(undoAgain.body).toMatchObject({ goal: null, homeScore: 0, awayScore: 0 });
    const goalAgain = await f.request('POST', goalsPath(id), 'coach', goal);
    expect(goalAgain.status).toBe(200);
    expect(goalAgain.body).toMatchObject({ goal: null, homeScore: 0 });
    expect(await storedGoals(id)).toHaveLength(0);
    // The live read names both writes as taken: a phone whose answers were lost does not draw them again.
    const live = (await f.request('GET', `/api/matches/${id}/live`, 'coach')).body as MatchLiveAnswer;
    expect([...live.goalWriteIds].sort()).toEqual([goal.id, undo.id].sort());
  });

  it('refuses an id used for another write (409, nothing written) and a body without an id (400)', async () => {
    const id = await todaysMatch({ isHome: 1 });
    const other = await todaysMatch({ isHome: 1 });
    const goal = ours(5, player(2));
    await f.request('POST', goalsPath(id), 'coach', goal);
    const before = await fingerprintDatabase(t.db);
    const elsewhere = await f.request('POST', goalsPath(other), 'coach', { ...goal });
    expect(elsewhere.status).toBe(409);
    expect(code(elsewhere)).toBe('LIVE_REQUEST_ID_TAKEN');
    const asUndo = await f.request('POST', undoPath(id), 'coach', { id: goal.id, side: 'them', score: 1 });
    expect(asUndo.status).toBe(409);
    const noId = await f.request('POST', goalsPath(id), 'coach', { side: 'them' });
    expect(noId.status).toBe(400);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('two copies sent at once are applied once', async () => {
    const id = await todaysMatch({ isHome: 1 });
    const goal = ours(33, player(3));
    const answers = await Promise.all([
      f.request('POST', goalsPath(id), 'coach', goal),
      f.request('POST', goalsPath(id), 'coach', goal),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(await storedGoals(id)).toHaveLength(1);
    expect(await scoreOf(id)).toEqual([1, 0]);
  });
});

describe('live goals and the squad statistics', () => {
  async function statsOf(playerId: number): Promise<PlayerStats> {
    const res = await f.request('GET', `/api/teams/${f.team.secureId}/stats`, 'coach');
    const found = (res.body as PlayerStats[]).find((s) => s.playerId === playerId);
    if (!found) throw new Error('no stats');
    return found;
  }

  it('count the scorer and the assist, and the undo takes them back', async () => {
    const scorer = player(6);
    const assist = player(7);
    const base = await statsOf(scorer);
    const baseAssist = await statsOf(assist);
    const id = await todaysMatch();
    const res = await f.request('POST', goalsPath(id), 'coach', ours(30, scorer, { assistId: assist }));
    expect((await statsOf(scorer)).goals).toBe(base.goals + 1);
    expect((await statsOf(assist)).assists).toBe(baseAssist.assists + 1);
    await f.request('POST', undoPath(id), 'coach', {
      id: randomUUID(),
      side: 'us',
      goalId: (res.body as LiveGoalAnswer).goal?.id,
    });
    expect((await statsOf(scorer)).goals).toBe(base.goals);
    expect((await statsOf(assist)).assists).toBe(baseAssist.assists);
  });
});

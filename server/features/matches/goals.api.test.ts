import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../../shared/contracts/matches.js';
import type { PlayerStats } from '../../../shared/contracts/squad.js';
import { goals } from '../../db/schema.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { insertGoals } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { whileMatchHeld } from './while-match-held.js';

// Goals (spec 001 §4.7, §7): add one, remove one, replace them all at once; the rules a goal follows
// and the squad statistics that read them.

let t: TestApp;
let f: PlanningFixture;
let p: number[];

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Goals');
  p = f.players;
});
afterAll(async () => {
  await t?.close();
});

const player = (i: number) => p[i] as number;
const goalsPath = (id: number) => `/api/matches/${id}/goals`;
const message = (res: { body: unknown }) => (res.body as { message?: string }).message ?? '';
const lastSaturday = () => new Date(t.clock.now().getTime() - 3 * 86_400_000);

describe('POST /api/matches/:id/goals', () => {
  it('adds a goal, an own goal and a goal without a minute; the version goes up', async () => {
    const id = await f.match({ isHome: 0, homeScore: 1, awayScore: 3 });
    const scored = await f.request('POST', goalsPath(id), 'coach', {
      minute: 12,
      scorerId: player(0),
      assistId: player(1),
      isOwnGoal: 0,
    });
    expect(scored.status).toBe(201);
    expect(scored.body).toEqual({
      id: expect.any(Number),
      matchId: id,
      minute: 12,
      scorerId: player(0),
      assistId: player(1),
      isOwnGoal: 0,
    } satisfies Goal);
    const own = await f.request('POST', goalsPath(id), 'clubAdmin', {
      minute: '',
      scorerId: null,
      isOwnGoal: true,
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ minute: null, scorerId: null, assistId: null, isOwnGoal: 1 });
    const third = await f.request('POST', goalsPath(id), 'coach', {
      minute: 120,
      scorerId: String(player(2)),
    });
    expect(third.status).toBe(201);
    expect((await f.read(id)).version).toBe(4);
    // Away, our score is the away score: 3 goals at most.
    const fourth = await f.request('POST', goalsPath(id), 'coach', { minute: 50, scorerId: player(2) });
    expect(fourth.status).toBe(400);
    expect(message(fourth)).toBe(
      'Validation failed: goals: our score in this match is 3, so at most 3 goals can be recorded',
    );
    const list = await f.request('GET', goalsPath(id), 'parent');
    expect((list.body as Goal[]).map((g) => g.minute)).toEqual([12, 120, null]);
  });

  it('refuses goals that break a rule, with 400, writing nothing', async () => {
    const id = await f.match({});
    const before = await fingerprintDatabase(t.db);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ minute: 0, scorerId: player(0) }, /^Validation failed: minute: /],
      [{ minute: 121, scorerId: player(0) }, /^Validation failed: minute: /],
      [{ minute: 10.5, scorerId: player(0) }, /^Validation failed: minute: /],
      [{ minute: 10, scorerId: player(0), assistId: player(0) }, /^Validation failed: assistId: /],
      [{ minute: 10, scorerId: player(0), isOwnGoal: 1 }, /^Validation failed: isOwnGoal: /],
      [{ minute: 10, scorerId: null, assistId: player(1), isOwnGoal: 1 }, /^Validation failed: isOwnGoal: /],
      [{ minute: 10, scorerId: null }, /^Validation failed: scorerId: /],
      [{ minute: 10, scorerId: f.otherPlayers[0] }, /^Player not found: scorerId/],
      [{ minute: 10, scorerId: player(0), assistId: f.otherPlayers[1] }, /^Player not found: assistId/],
      [{ minute: 10, scorerId: player(0), isOwnGoal: 2 }, /^Validation failed: isOwnGoal: /],
    ];
    for (const [body, text] of cases) {
      const res = await f.request('POST', goalsPath(id), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(message(res), JSON.stringify(body)).toMatch(text);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it("refuses another team's match with 404, a parent with 403, signed out with 401", async () => {
    const id = await f.match({});
    const theirs = await f.otherMatch({});
    const body = { minute: 10, scorerId: player(0) };
    const before = await fingerprintDatabase(t.db);
    for (const [matchId, who, status] of [
      [theirs, 'coach', 404],
      [id, 'otherCoach', 404],
      [id, 'noTeam', 404],
      [id, 'parent', 403],
      [id, 'signedOut', 401],
    ] as const) {
      const res = await f.request('POST', goalsPath(matchId), who, body);
      expect(res.status, who).toBe(status);
      if (status === 404) expect(res.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

describe('DELETE /api/goals/:id', () => {
  it("removes a goal of the team's match; another team's goal is 404 and leaks nothing", async () => {
    const id = await f.match({});
    const theirs = await f.otherMatch({});
    await insertGoals(t.db, [
      { matchId: id, minute: 5, scorerId: player(0) },
      { matchId: theirs, minute: 6, scorerId: f.otherPlayers[0] },
    ]);
    const [ours] = (await f.request('GET', goalsPath(id), 'coach')).body as Goal[];
    const [their] = (await t.request('GET', goalsPath(theirs), { cookie: f.cookies.otherCoach }))
      .body as Goal[];
    if (!ours || !their) throw new Error('goals missing');
    const before = await fingerprintDatabase(t.db);
    for (const [goalId, who, status] of [
      [their.id, 'coach', 404],
      [987_654, 'coach', 404],
      [ours.id, 'otherCoach', 404],
      [ours.id, 'parent', 403],
      [ours.id, 'signedOut', 401],
    ] as const) {
      const res = await f.request('DELETE', `/api/goals/${goalId}`, who);
      expect(res.status, `${who} ${goalId}`).toBe(status);
      if (status === 404) expect(res.body).toEqual({ code: 'GOAL_NOT_FOUND', message: 'Goal not found' });
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    const res = await f.request('DELETE', `/api/goals/${ours.id}`, 'coach');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Goal removed successfully' });
    expect((await f.request('GET', goalsPath(id), 'coach')).body).toEqual([]);
    expect((await f.read(id)).version).toBe(2);
    expect((await f.request('DELETE', `/api/goals/${ours.id}`, 'coach')).status).toBe(404);
  });
});

describe('PUT /api/matches/:id/goals', () => {
  it('replaces all the goals in one go and answers them by minute', async () => {
    const id = await f.match({ homeScore: 3, awayScore: 0 });
    await insertGoals(t.db, [{ matchId: id, minute: 1, scorerId: player(7) }]);
    const res = await f.request('PUT', goalsPath(id), 'coach', {
      goals: [
        { minute: 70, scorerId: player(0), assistId: null, isOwnGoal: 0 },
        { minute: null, scorerId: null, assistId: null, isOwnGoal: 1 },
        { minute: 3, scorerId: player(1), assistId: player(0), isOwnGoal: 0 },
      ],
      version: 1,
    });
    expect(res.status).toBe(200);
    expect((res.body as Goal[]).map((g) => [g.minute, g.scorerId, g.assistId, g.isOwnGoal])).toEqual([
      [3, player(1), player(0), 0],
      [70, player(0), null, 0],
      [null, null, null, 1],
    ]);
    expect((await f.request('GET', goalsPath(id), 'parent')).body).toEqual(res.body);
    expect((await f.read(id)).version).toBe(2);
    const emptied = await f.request('PUT', goalsPath(id), 'clubAdmin', { goals: [] });
    expect(emptied.body).toEqual([]);
  });

  it('a write that commits while the PUT waits for the match is replaced whole, never mixed in', async () => {
    const id = await f.match({});
    const res = await whileMatchHeld(
      t.db,
      id,
      async (tx) => {
        await tx.insert(goals).values({ matchId: id, minute: 5, scorerId: player(3) });
      },
      () =>
        f.request('PUT', goalsPath(id), 'coach', {
          goals: [
            { minute: 10, scorerId: player(0) },
            { minute: 20, scorerId: player(1) },
          ],
        }),
    );
    expect(res.status).toBe(200);
    const stored = (await f.request('GET', goalsPath(id), 'coach')).body as Goal[];
    expect(stored.map((g) => [g.minute, g.scorerId])).toEqual([
      [10, player(0)],
      [20, player(1)],
    ]);
    expect(res.body).toEqual(stored);
    expect((await f.read(id)).version).toBe(3);
    // With the version read before the other write, the same PUT is told 409 and writes nothing.
    const stale = await whileMatchHeld(
      t.db,
      id,
      async () => {},
      () => f.request('PUT', goalsPath(id), 'coach', { goals: [], version: 3 }),
    );
    expect(stale.status).toBe(409);
    expect((await f.request('GET', goalsPath(id), 'coach')).body).toEqual(stored);
  });

  it('is all or nothing: one bad row, too many goals or a stale version leave the old goals', async () => {
    const id = await f.match({ isHome: 1, homeScore: 2, awayScore: 5 });
    await insertGoals(t.db, [{ matchId: id, minute: 30, scorerId: player(4) }]);
    const good = { minute: 10, scorerId: player(0) };
    const theirs = await f.otherMatch({});
    const before = await fingerprintDatabase(t.db);
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [
        { goals: [good, { minute: 11, scorerId: f.otherPlayers[0] }] },
        400,
        /^Player not found: goals\.1\.scorerId/,
      ],
      [
        { goals: [good, { minute: 11, scorerId: player(1), assistId: player(1) }] },
        400,
        /^Validation failed: goals\.1\.assistId: /,
      ],
      [{ goals: [good, { minute: 0, scorerId: player(1) }] }, 400, /^Validation failed: goals\.1\.minute: /],
      [{ goals: [good, good, good] }, 400, /^Validation failed: goals: our score in this match is 2/],
      [{ goals: [good], version: 9 }, 409, /^This match was changed by someone else/],
      [{ goals: 'none' }, 400, /^Validation failed: goals: /],
    ];
    for (const [body, status, text] of cases) {
      const res = await f.request('PUT', goalsPath(id), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(message(res), JSON.stringify(body)).toMatch(text);
    }
    const staleHeader = await f.request(
      'PUT',
      goalsPath(id),
      'coach',
      { goals: [good] },
      { 'if-match': '"9"' },
    );
    expect(staleHeader.status).toBe(409);
    for (const [matchId, who, status] of [
      [theirs, 'coach', 404],
      [id, 'otherCoach', 404],
      [id, 'parent', 403],
      [id, 'signedOut', 401],
    ] as const) {
      expect((await f.request('PUT', goalsPath(matchId), who, { goals: [good] })).status, who).toBe(status);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    expect(((await f.request('GET', goalsPath(id), 'coach')).body as Goal[]).map((g) => g.minute)).toEqual([
      30,
    ]);
  });
});

describe('goals and the squad statistics stay consistent', () => {
  async function statsOf(playerId: number): Promise<PlayerStats> {
    const res = await f.request('GET', `/api/teams/${f.team.secureId}/stats`, 'coach');
    const found = (res.body as PlayerStats[]).find((s) => s.playerId === playerId);
    if (!found) throw new Error('no stats');
    return found;
  }
  const goalsOf = async (id: number) => (await f.request('GET', goalsPath(id), 'coach')).body as Goal[];

  it('through POST, DELETE, PUT and deleting the match, both reads agree at every step', async () => {
    const scorer = player(5);
    const assist = player(6);
    const base = await statsOf(scorer);
    const baseAssist = await statsOf(assist);
    const id = await f.match({ matchDate: lastSaturday(), isHome: 1, homeScore: 4, awayScore: 1 });
    const expectBoth = async (n: { goals: number; assists: number }) => {
      const listed = await goalsOf(id).catch(() => [] as Goal[]);
      expect(listed.filter((g) => g.scorerId === scorer && g.isOwnGoal === 0).length).toBe(n.goals);
      expect((await statsOf(scorer)).goals).toBe(base.goals + n.goals);
      expect((await statsOf(assist)).assists).toBe(baseAssist.assists + n.assists);
    };
    await expectBoth({ goals: 0, assists: 0 });

    const added = await f.request('POST', goalsPath(id), 'coach', {
      minute: 8,
      scorerId: scorer,
      assistId: assist,
    });
    expect(added.status).toBe(201);
    await f.request('POST', goalsPath(id), 'coach', { minute: 9, scorerId: null, isOwnGoal: 1 });
    await expectBoth({ goals: 1, assists: 1 });

    expect((await f.request('DELETE', `/api/goals/${(added.body as Goal).id}`, 'coach')).status).toBe(200);
    await expectBoth({ goals: 0, assists: 0 });

    const replaced = await f.request('PUT', goalsPath(id), 'coach', {
      goals: [
        { minute: 10, scorerId: scorer, assistId: assist },
        { minute: 20, scorerId: scorer },
        { minute: 30, scorerId: assist, assistId: scorer },
      ],
    });
    expect(replaced.status).toBe(200);
    await expectBoth({ goals: 2, assists: 1 });
    const refused = await f.request('PUT', goalsPath(id), 'coach', {
      goals: [
        { minute: 10, scorerId: scorer },
        { minute: 11, scorerId: f.otherPlayers[0] },
      ],
    });
    expect(refused.status).toBe(400);
    await expectBoth({ goals: 2, assists: 1 });

    expect((await f.request('DELETE', `/api/matches/${id}`, 'coach')).status).toBe(200);
    expect((await f.request('GET', goalsPath(id), 'coach')).status).toBe(404);
    expect(await statsOf(scorer)).toEqual(base);
    expect(await statsOf(assist)).toEqual(baseAssist);
  });
});

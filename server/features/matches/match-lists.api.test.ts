import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contracts/matches.js';
import { matchUnavailablePlayers, players } from '../../db/schema.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { insertPlayers } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { whileMatchHeld } from './while-match-held.js';

// A match's lists: availability and captain, the per-match set-piece takers and their copy from the
// squad (spec 001 §4.6, §7), and two coaches writing them at once (decision 020).

let t: TestApp;
let f: PlanningFixture;
let p: number[];

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Lists');
  p = f.players;
});
afterAll(async () => {
  await t?.close();
});

const availability = (id: number) => `/api/matches/${id}/player-availability`;
const message = (res: { body: unknown }) => (res.body as { message?: string }).message ?? '';
const player = (i: number) => p[i] as number;

describe('PATCH /api/matches/:id/player-availability', () => {
  it('sets the whole list and the captain; an unavailable player keeps his captaincy and roles', async () => {
    const id = await f.match({
      opponentTeamId: f.opponent,
      matchPenaltyOrder: [player(0), player(1)],
      matchCornerOrder: [player(1)],
      cleanSheetKeeper2: player(2),
      cleanSheetDefender5: player(3),
    });
    const captain = await f.request('PATCH', availability(id), 'coach', { captainPlayerId: player(1) });
    expect(captain.status).toBe(200);
    expect(captain.body).toMatchObject({ captainPlayerId: player(1), unavailablePlayerIds: [], version: 2 });
    // The answer is the whole match as GET lists it: its other lists and slots come along.
    expect(await f.read(id)).toEqual(captain.body);

    const off = await f.request('PATCH', availability(id), 'coach', {
      unavailablePlayerIds: [player(3), player(1)],
    });
    expect(off.status).toBe(200);
    // Stored as before: the spec restores him to his roles when he is available again.
    expect(off.body).toMatchObject({
      unavailablePlayerIds: [player(1), player(3)].sort((a, b) => a - b),
      captainPlayerId: player(1),
      matchPenaltyOrder: [player(0), player(1)],
      matchCornerOrder: [player(1)],
      version: 3,
    } satisfies Partial<Match>);

    const back = await f.request('PATCH', availability(id), 'clubAdmin', {
      unavailablePlayerIds: [player(3)],
    });
    expect(back.body).toMatchObject({ unavailablePlayerIds: [player(3)], captainPlayerId: player(1) });
    const none = await f.request('PATCH', availability(id), 'coach', { captainPlayerId: '' });
    expect(none.body).toMatchObject({ captainPlayerId: null, unavailablePlayerIds: [player(3)] });
    expect(await f.read(id)).toEqual(none.body);
  });

  it('applies changes (markUnavailable, markAvailable) to what is stored', async () => {
    const id = await f.match({ unavailablePlayerIds: [player(0)] });
    const res = await f.request('PATCH', availability(id), 'coach', {
      markUnavailable: [player(2), player(0)],
      markAvailable: [player(5)],
    });
    expect(res.status).toBe(200);
    expect((res.body as Match).unavailablePlayerIds).toEqual([player(0), player(2)]);
    const again = await f.request('PATCH', availability(id), 'coach', { markAvailable: [player(0)] });
    expect((again.body as Match).unavailablePlayerIds).toEqual([player(2)]);
  });

  it('refuses players of another team, duplicates and mixed forms with 400, writing nothing', async () => {
    const id = await f.match({});
    const before = await fingerprintDatabase(t.db);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [
        { unavailablePlayerIds: [player(0), f.otherPlayers[0]] },
        'PLAYER_NOT_FOUND',
        /^Player not found: unavailablePlayerIds/,
      ],
      [{ captainPlayerId: f.otherPlayers[1] }, 'PLAYER_NOT_FOUND', /^Player not found: captainPlayerId/],
      [{ markUnavailable: [999_999] }, 'PLAYER_NOT_FOUND', /^Player not found: markUnavailable/],
      [
        { unavailablePlayerIds: [player(0), player(0)] },
        'VALIDATION_FAILED',
        /^Validation failed: unavailablePlayerIds: /,
      ],
      [
        { unavailablePlayerIds: [player(0)], markAvailable: [player(1)] },
        'VALIDATION_FAILED',
        /^Validation failed: /,
      ],
      [
        { markUnavailable: [player(1)], markAvailable: [player(1)] },
        'VALIDATION_FAILED',
        /^Validation failed: /,
      ],
      [{ unavailablePlayerIds: 'all' }, 'VALIDATION_FAILED', /^Validation failed: unavailablePlayerIds: /],
    ];
    for (const [body, code, text] of cases) {
      const res = await f.request('PATCH', availability(id), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { code: string }).code, JSON.stringify(body)).toBe(code);
      expect(message(res)).toMatch(text);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('answers 409 to a stale version and 404, 403, 401 to callers who may not write', async () => {
    const id = await f.match({});
    const theirs = await f.otherMatch({});
    expect(
      (await f.request('PATCH', availability(id), 'coach', { markUnavailable: [player(0)] })).status,
    ).toBe(200);
    const before = await fingerprintDatabase(t.db);
    const stale = await f.request('PATCH', availability(id), 'coach', {
      unavailablePlayerIds: [],
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((stale.body as { code: string }).code).toBe('MATCH_CHANGED');
    const staleHeader = await f.request(
      'PATCH',
      availability(id),
      'coach',
      { unavailablePlayerIds: [] },
      { 'If-Match': '"1"' },
    );
    expect(staleHeader.status).toBe(409);
    for (const [matchId, who, status] of [
      [theirs, 'coach', 404],
      [id, 'otherCoach', 404],
      [id, 'parent', 403],
      [id, 'signedOut', 401],
    ] as const) {
      const res = await f.request('PATCH', availability(matchId), who, { unavailablePlayerIds: [] });
      expect(res.status, who).toBe(status);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('a change that commits while the PATCH waits for the match is kept beside it', async () => {
    const id = await f.match({ unavailablePlayerIds: [player(0)] });
    const res = await whileMatchHeld(
      t.db,
      id,
      async (tx) => {
        await tx.insert(matchUnavailablePlayers).values({ matchId: id, playerId: player(1) });
      },
      () =>
        f.request('PATCH', availability(id), 'coach', {
          markUnavailable: [player(2)],
          markAvailable: [player(0)],
        }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unavailablePlayerIds: [player(1), player(2)], version: 3 });
    expect(await f.read(id)).toEqual(res.body);
  });

  it('a player deleted while the PATCH waits is gone from its answer too', async () => {
    // Deleting a player sets the captaincy he held to none (a change to the match row that moves no
    // version) and takes him off the lists: the answer must not show the lists from before.
    const [leaving] = await insertPlayers(t.db, f.team.id, [40]);
    if (!leaving) throw new Error('player insert failed');
    const id = await f.match({ captainPlayerId: leaving.id, unavailablePlayerIds: [leaving.id, player(0)] });
    const res = await whileMatchHeld(
      t.db,
      id,
      async (tx) => {
        await tx.delete(players).where(eq(players.id, leaving.id));
      },
      () => f.request('PATCH', availability(id), 'coach', { markUnavailable: [player(2)], version: 1 }),
      { claim: false },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      captainPlayerId: null,
      unavailablePlayerIds: [player(0), player(2)],
      version: 2,
    });
    expect(await f.read(id)).toEqual(res.body);
  });

  it('two coaches change availability of one match at once: neither change is silently lost', async () => {
    const coachB = await t.signIn('coach@lists.test');
    const id = await f.match({});
    // Changes from two sessions at once, no version: both apply.
    const [a, b] = await Promise.all([
      t.request('PATCH', availability(id), {
        cookie: f.cookies.coach,
        body: { markUnavailable: [player(0)] },
      }),
      t.request('PATCH', availability(id), { cookie: coachB, body: { markUnavailable: [player(1)] } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await f.read(id)).unavailablePlayerIds).toEqual([player(0), player(1)]);
    const [c, d] = await Promise.all([
      t.request('PATCH', availability(id), { cookie: f.cookies.coach, body: { markAvailable: [player(0)] } }),
      t.request('PATCH', availability(id), {
        cookie: coachB,
        body: { markUnavailable: [player(4)], captainPlayerId: player(2) },
      }),
    ]);
    expect([c.status, d.status]).toEqual([200, 200]);
    expect(await f.read(id)).toMatchObject({
      unavailablePlayerIds: [player(1), player(4)],
      captainPlayerId: player(2),
      version: 5,
    });

    // Whole lists from the same version: one applies, the other is told 409 (never a silent loss).
    const [e, g] = await Promise.all([
      t.request('PATCH', availability(id), {
        cookie: f.cookies.coach,
        body: { unavailablePlayerIds: [player(5)], version: 5 },
      }),
      t.request('PATCH', availability(id), {
        cookie: coachB,
        body: { unavailablePlayerIds: [player(6)], version: 5 },
      }),
    ]);
    expect([e.status, g.status].sort()).toEqual([200, 409]);
    const winner = (e.status === 200 ? e : g).body as Match;
    expect(await f.read(id)).toMatchObject({ unavailablePlayerIds: winner.unavailablePlayerIds, version: 6 });
  });
});

describe('PATCH matches/:id/squad-roles', () => {
  it('sets one role in order, scoped and unscoped; an empty list clears it; answers the match', async () => {
    const id = await f.match({ matchCornerOrder: [player(4)] });
    const scoped = await f.request(
      'PATCH',
      `/api/teams/${f.team.secureId}/matches/${id}/squad-roles`,
      'coach',
      {
        roleType: 'penalty',
        playerIds: [player(2), player(0), player(1)],
      },
    );
    expect(scoped.status).toBe(200);
    expect(scoped.body).toMatchObject({
      id,
      matchPenaltyOrder: [player(2), player(0), player(1)],
      matchCornerOrder: [player(4)],
      version: 2,
    });
    const unscoped = await f.request('PATCH', `/api/matches/${id}/squad-roles`, 'clubAdmin', {
      roleType: 'penalty',
      playerIds: [player(1), player(2)],
      version: 2,
    });
    expect(unscoped.body).toMatchObject({ matchPenaltyOrder: [player(1), player(2)], version: 3 });
    const cleared = await f.request('PATCH', `/api/matches/${id}/squad-roles`, 'coach', {
      roleType: 'corner',
      playerIds: [],
    });
    expect(cleared.body).toMatchObject({ matchCornerOrder: [], matchPenaltyOrder: [player(1), player(2)] });
    expect(await f.read(id)).toEqual(cleared.body);
  });

  it('refuses bad roles and players, stale versions and callers who may not write, writing nothing', async () => {
    const id = await f.match({});
    const theirs = await f.otherMatch({});
    const before = await fingerprintDatabase(t.db);
    for (const [body, status] of [
      [{ roleType: 'throwIn', playerIds: [] }, 400],
      [{ roleType: 'corner', playerIds: [player(0), player(0)] }, 400],
      [{ roleType: 'corner', playerIds: [f.otherPlayers[0]] }, 400],
      [{ roleType: 'corner', playerIds: [player(0)], version: 7 }, 409],
    ] as const) {
      const res = await f.request('PATCH', `/api/matches/${id}/squad-roles`, 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    const ok = { roleType: 'corner', playerIds: [player(0)] };
    for (const [path, who, status] of [
      [`/api/teams/${f.team.secureId}/matches/${theirs}/squad-roles`, 'coach', 404],
      [`/api/matches/${theirs}/squad-roles`, 'coach', 404],
      [`/api/matches/${id}/squad-roles`, 'otherCoach', 404],
      [`/api/teams/${f.team.secureId}/matches/${id}/squad-roles`, 'otherCoach', 404],
      [`/api/matches/${id}/squad-roles`, 'parent', 403],
      [`/api/teams/${f.team.secureId}/matches/${id}/squad-roles`, 'parent', 403],
      [`/api/matches/${id}/squad-roles`, 'signedOut', 401],
    ] as const) {
      const res = await f.request('PATCH', path, who, ok);
      expect(res.status, `${who} ${path}`).toBe(status);
      if (status === 404) expect(message(res)).toMatch(/^(Match|Team) not found$/);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

describe('POST matches/:id/initialize-squad-roles', () => {
  it("copies the squad's set-piece preferences into the match, replacing its lists", async () => {
    await t.db
      .update(players)
      .set({ penaltyOrder: 2, cornerOrder: 1 })
      .where(eq(players.id, player(3)));
    await t.db
      .update(players)
      .set({ penaltyOrder: 1 })
      .where(eq(players.id, player(6)));
    await t.db
      .update(players)
      .set({ defensiveFkOrder: 1 })
      .where(eq(players.id, player(0)));
    // An unavailable player is copied too: screens hide him, he is back when available.
    const id = await f.match({ matchAttackingFkOrder: [player(5)], unavailablePlayerIds: [player(6)] });
    const res = await f.request(
      'POST',
      `/api/teams/${f.team.secureId}/matches/${id}/initialize-squad-roles`,
      'coach',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      matchPenaltyOrder: [player(6), player(3)],
      matchCornerOrder: [player(3)],
      matchAttackingFkOrder: [],
      matchDefensiveFkOrder: [player(0)],
      unavailablePlayerIds: [player(6)],
      version: 2,
    } satisfies Partial<Match>);
    const again = await f.request('POST', `/api/matches/${id}/initialize-squad-roles`, 'clubAdmin');
    expect(again.body).toMatchObject({ matchPenaltyOrder: [player(6), player(3)], version: 3 });
    const theirs = await f.otherMatch({});
    const before = await fingerprintDatabase(t.db);
    for (const [path, who, status] of [
      [`/api/teams/${f.team.secureId}/matches/${theirs}/initialize-squad-roles`, 'coach', 404],
      [`/api/matches/${theirs}/initialize-squad-roles`, 'coach', 404],
      [`/api/matches/${id}/initialize-squad-roles`, 'parent', 403],
      [`/api/matches/${id}/initialize-squad-roles`, 'otherCoach', 404],
      [`/api/matches/${id}/initialize-squad-roles`, 'signedOut', 401],
    ] as const) {
      expect((await f.request('POST', path, who)).status, `${who} ${path}`).toBe(status);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations.js';
import { formationRequests, formations } from '../../db/schema.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// The editor's saves carry a phone-made id (issue 32, decision 070): a save kept with no signal and sent
// again when it returns (or whose answer was lost) is applied once and answered from the formation as it
// is; an id used for another save is 409; the version check stays the conflict the server decides.

let t: TestApp;
let f: PlanningFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Replay');
});
afterAll(async () => {
  await t?.close();
});

const teamPath = () => `/api/teams/${f.team.secureId}/formations`;
const p = (i: number) => f.players[i] as number;
const countOf = async (teamId: number) =>
  (await t.db.select({ id: formations.id }).from(formations).where(eq(formations.myTeamId, teamId))).length;

describe('formation saves with a request id', () => {
  it('creates once: the same POST again is 200 with the formation as it is, nothing made twice', async () => {
    const match = await f.match({});
    const requestId = randomUUID();
    const body = {
      requestId,
      matchId: match,
      quarter: 1,
      formation: '4-4-2',
      playerPositions: [{ playerId: p(0), x: 10, y: 50 }],
      name: 'Made offline',
    };
    const first = await f.request('POST', teamPath(), 'coach', body);
    expect(first.status).toBe(201);
    const made = first.body as Formation;
    const teamId = (await t.db.select().from(formations).where(eq(formations.id, made.id)))[0]?.myTeamId ?? 0;
    const count = await countOf(teamId);
    const before = await fingerprintDatabase(t.db);
    const again = await f.request('POST', teamPath(), 'coach', body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(made);
    expect(again.headers.get('etag')).toBe(`"${made.version}"`);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    expect(await countOf(teamId)).toBe(count);
    // Saved since (by this phone's next save): the replay answers the formation as it is now.
    const next = await f.request('PUT', `/api/formations/${made.id}`, 'coach', {
      requestId: randomUUID(),
      version: made.version,
      notes: 'Later',
    });
    expect(next.status).toBe(200);
    const late = await f.request('POST', teamPath(), 'coach', body);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ id: made.id, notes: 'Later', version: made.version + 1 });
  });

  it('updates once: the same PUT again is 200 from the formation as it is, not refused as stale', async () => {
    const made = (await f.request('POST', teamPath(), 'coach', { name: 'Twice' })).body as Formation;
    const body = { requestId: randomUUID(), version: made.version, notes: 'Sent twice' };
    const first = await f.request('PUT', `/api/formations/${made.id}`, 'coach', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ notes: 'Sent twice', version: made.version + 1 });
    const before = await fingerprintDatabase(t.db);
    const again = await f.request('PUT', `/api/formations/${made.id}`, 'coach', body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('keeps the version check: a new save on a stale version is 409 FORMATION_CHANGED and writes nothing', async () => {
    const made = (await f.request('POST', teamPath(), 'coach', { name: 'Contested' })).body as Formation;
    await f.request('PUT', `/api/formations/${made.id}`, 'clubAdmin', {
      version: made.version,
      notes: 'Theirs',
    });
    const before = await fingerprintDatabase(t.db);
    const stale = await f.request('PUT', `/api/formations/${made.id}`, 'coach', {
      requestId: randomUUID(),
      version: made.version,
      notes: 'Mine',
    });
    expect(stale.status).toBe(409);
    expect((stale.body as { code: string }).code).toBe('FORMATION_CHANGED');
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('answers 409 FORMATION_REQUEST_ID_TAKEN to an id used for another save, writing nothing', async () => {
    const requestId = randomUUID();
    const made = (await f.request('POST', teamPath(), 'coach', { requestId, name: 'First use' }))
      .body as Formation;
    const other = (await f.request('POST', teamPath(), 'coach', { name: 'Other' })).body as Formation;
    const updateId = randomUUID();
    await f.request('PUT', `/api/formations/${made.id}`, 'coach', { requestId: updateId, notes: 'x' });
    const before = await fingerprintDatabase(t.db);
    const reused = [
      // A create's id sent with an update, an update's with a create, and with another formation.
      await f.request('PUT', `/api/formations/${made.id}`, 'coach', { requestId, notes: 'y' }),
      await f.request('POST', teamPath(), 'coach', { requestId: updateId, name: 'Again' }),
      await f.request('PUT', `/api/formations/${other.id}`, 'coach', { requestId: updateId, notes: 'z' }),
    ];
    for (const res of reused) {
      expect(res.status, res.text).toBe(409);
      expect((res.body as { code: string }).code).toBe('FORMATION_REQUEST_ID_TAKEN');
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('answers a replay of a create whose formation was deleted since with 404, never making it again', async () => {
    const requestId = randomUUID();
    const made = (await f.request('POST', teamPath(), 'coach', { requestId, name: 'Gone' }))
      .body as Formation;
    expect((await f.request('DELETE', `/api/formations/${made.id}`, 'coach')).status).toBe(200);
    const [request] = await t.db.select().from(formationRequests).where(eq(formationRequests.id, requestId));
    expect(request?.formationId).toBeNull();
    const before = await fingerprintDatabase(t.db);
    const replay = await f.request('POST', teamPath(), 'coach', { requestId, name: 'Gone' });
    expect(replay.status).toBe(404);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('applies two copies sent at once once', async () => {
    const requestId = randomUUID();
    const body = { requestId, name: 'Raced' };
    const [a, b] = await Promise.all([
      f.request('POST', teamPath(), 'coach', body),
      f.request('POST', teamPath(), 'coach', body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((a.body as Formation).id).toBe((b.body as Formation).id);
  });

  it('applies two copies of a save sent at once once: the second waits for the first and is answered so', async () => {
    // A phone sending its save again while the first copy is still being written (its answer slow to
    // come): the second copy waits for the row, then finds the version moved on, by its own first copy.
    const made = (await f.request('POST', teamPath(), 'coach', { name: 'Raced save' })).body as Formation;
    let version = made.version;
    for (let round = 0; round < 5; round++) {
      const body = { requestId: randomUUID(), notes: `Round ${round}`, version };
      const copies = await Promise.all(
        [1, 2, 3].map(() => f.request('PUT', `/api/formations/${made.id}`, 'coach', body)),
      );
      for (const res of copies) {
        expect(res.status, res.text).toBe(200);
        expect((res.body as Formation).version).toBe(version + 1);
      }
      version += 1;
    }
  });

  it('refuses the signed out (401), a parent (403), another team (404) and a bad id (400), writing nothing', async () => {
    const made = (await f.request('POST', teamPath(), 'coach', { name: 'Guarded' })).body as Formation;
    const before = await fingerprintDatabase(t.db);
    const requestId = randomUUID();
    const put = (who: Parameters<PlanningFixture['request']>[2], body: Record<string, unknown>) =>
      f.request('PUT', `/api/formations/${made.id}`, who, body);
    expect((await f.request('POST', teamPath(), 'signedOut', { requestId, name: 'x' })).status).toBe(401);
    expect((await put('signedOut', { requestId, notes: 'x' })).status).toBe(401);
    expect((await f.request('POST', teamPath(), 'parent', { requestId, name: 'x' })).status).toBe(403);
    expect((await put('parent', { requestId, notes: 'x' })).status).toBe(403);
    expect((await put('otherCoach', { requestId, notes: 'x' })).status).toBe(404);
    expect((await f.request('POST', teamPath(), 'otherCoach', { requestId, name: 'x' })).status).toBe(404);
    for (const bad of ['not-a-uuid', '', 42]) {
      const created = await f.request('POST', teamPath(), 'coach', { requestId: bad, name: 'x' });
      const updated = await put('coach', { requestId: bad, notes: 'x' });
      for (const res of [created, updated]) {
        expect(res.status, res.text).toBe(400);
        expect((res.body as { message: string }).message).toMatch(/^Invalid formation data: requestId: /);
      }
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    // The id refused by the others is still free for the coach's own save.
    expect((await put('coach', { requestId, notes: 'Mine' })).status).toBe(200);
  });
});

// A phone's saves of one formation form a chain (decision 070): each names the save made before it
// (afterRequestId), so the second is taken on the version the first produced though it was made (and
// is sent, after a reload) on the version before it; someone else's save in between still refuses it.
describe('formation saves chained by afterRequestId', () => {
  const put = (
    id: number,
    body: Record<string, unknown>,
    who: Parameters<PlanningFixture['request']>[2] = 'coach',
  ) => f.request('PUT', `/api/formations/${id}`, who, body);

  /** A formation and this phone's first save of it, answered (its answer is what a closed page lost). */
  async function firstSaveOf(name: string) {
    const made = (await f.request('POST', teamPath(), 'coach', { name })).body as Formation;
    const first = { requestId: randomUUID(), version: made.version, notes: 'First' };
    const res = await put(made.id, first);
    expect(res.status, res.text).toBe(200);
    return { made, first };
  }

  it('takes the second save made on the old version when it names the first: version +2, the second kept', async () => {
    const { made, first } = await firstSaveOf('Chained');
    const [stored] = await t.db
      .select()
      .from(formationRequests)
      .where(eq(formationRequests.id, first.requestId));
    expect(stored?.version).toBe(made.version + 1);
    const second = {
      requestId: randomUUID(),
      afterRequestId: first.requestId,
      version: made.version,
      notes: 'Second',
    };
    const res = await put(made.id, second);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, notes: 'Second', version: made.version + 2 });
    expect(res.headers.get('etag')).toBe(`"${made.version + 2}"`);
    // A third names the second: the chain goes on from the version the second produced.
    const third = await put(made.id, {
      requestId: randomUUID(),
      afterRequestId: second.requestId,
      version: made.version,
      notes: 'Third',
    });
    expect(third.status, third.text).toBe(200);
    expect(third.body).toMatchObject({ notes: 'Third', version: made.version + 3 });
  });

  it('answers a replay of the chained save from the formation as it is, the version not raised', async () => {
    const { made, first } = await firstSaveOf('Chain replayed');
    const second = {
      requestId: randomUUID(),
      afterRequestId: first.requestId,
      version: made.version,
      notes: 'Second',
    };
    const applied = await put(made.id, second);
    expect(applied.status).toBe(200);
    const before = await fingerprintDatabase(t.db);
    const again = await put(made.id, second);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(applied.body);
    expect((again.body as Formation).version).toBe(made.version + 2);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('refuses the second with 409 FORMATION_CHANGED when someone else saved after the first, writing nothing', async () => {
    const { made, first } = await firstSaveOf('Chain broken');
    const theirs = await put(made.id, { version: made.version + 1, notes: 'Theirs' }, 'clubAdmin');
    expect(theirs.status).toBe(200);
    const before = await fingerprintDatabase(t.db);
    for (const version of [made.version, made.version + 1]) {
      const res = await put(made.id, {
        requestId: randomUUID(),
        afterRequestId: first.requestId,
        version,
        notes: 'Mine',
      });
      expect(res.status, res.text).toBe(409);
      expect((res.body as { code: string }).code).toBe('FORMATION_CHANGED');
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    // Made again on the server's current version ("Save mine over theirs"), it is taken, chain or not.
    const rebased = await put(made.id, {
      requestId: randomUUID(),
      afterRequestId: first.requestId,
      version: made.version + 2,
      notes: 'Mine over theirs',
    });
    expect(rebased.status, rebased.text).toBe(200);
    expect(rebased.body).toMatchObject({ notes: 'Mine over theirs', version: made.version + 3 });
  });

  it("lets no save through on another formation's or another team's request (409 FORMATION_CHANGED, nothing written)", async () => {
    const { made } = await firstSaveOf('Chain target');
    // Another formation of the team, saved to the version the target is at now.
    const elsewhere = (await f.request('POST', teamPath(), 'coach', { name: 'Elsewhere' })).body as Formation;
    const elsewhereId = randomUUID();
    expect((await put(elsewhere.id, { requestId: elsewhereId, version: 1, notes: 'x' })).status).toBe(200);
    // Another team's formation and save, at the same version.
    const otherPath = `/api/teams/${f.other.secureId}/formations`;
    const theirs = (await f.request('POST', otherPath, 'otherCoach', { name: 'Rivals' })).body as Formation;
    const otherTeamId = randomUUID();
    const otherSave = await put(theirs.id, { requestId: otherTeamId, version: 1, notes: 'y' }, 'otherCoach');
    expect(otherSave.status, otherSave.text).toBe(200);
    const [stored] = await t.db.select().from(formationRequests).where(eq(formationRequests.id, otherTeamId));
    expect(stored?.version).toBe(made.version + 1);
    const before = await fingerprintDatabase(t.db);
    for (const afterRequestId of [elsewhereId, otherTeamId, randomUUID()]) {
      const res = await put(made.id, {
        requestId: randomUUID(),
        afterRequestId,
        version: made.version,
        notes: 'Sneaked',
      });
      expect(res.status, res.text).toBe(409);
      expect((res.body as { code: string }).code).toBe('FORMATION_CHANGED');
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    // The version sent still decides alone: the current one is taken whatever the afterRequestId.
    const current = await put(made.id, {
      requestId: randomUUID(),
      afterRequestId: otherTeamId,
      version: made.version + 1,
      notes: 'Current',
    });
    expect(current.status, current.text).toBe(200);
  });

  it('refuses a bad afterRequestId with 400, writing nothing', async () => {
    const { made } = await firstSaveOf('Chain bad id');
    const before = await fingerprintDatabase(t.db);
    for (const bad of ['not-a-uuid', '', 42, null]) {
      const res = await put(made.id, {
        requestId: randomUUID(),
        afterRequestId: bad,
        version: made.version + 1,
        notes: 'x',
      });
      expect(res.status, res.text).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Invalid formation data: afterRequestId: /);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

// A new formation's saves after a reload: the second still has no formation id (the page that had the
// first's answer is gone), so it is a POST naming the first; the server saves the formation the first
// made, never a second one.
describe('a new formation saved twice, the second naming the first', () => {
  const create = (body: Record<string, unknown>, who: Parameters<PlanningFixture['request']>[2] = 'coach') =>
    f.request('POST', teamPath(), who, body);

  async function madeOffline(name: string) {
    const requestId = randomUUID();
    const res = await create({ requestId, name, notes: 'First' });
    expect(res.status, res.text).toBe(201);
    return { requestId, made: res.body as Formation };
  }

  it('saves the formation the first made (200, version 2), not a second one; its replay changes nothing', async () => {
    const { requestId, made } = await madeOffline('New twice');
    const count = await countOf(f.team.id);
    const second = { requestId: randomUUID(), afterRequestId: requestId, name: 'New twice', notes: 'Second' };
    const res = await create(second);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, notes: 'Second', version: made.version + 1 });
    expect(await countOf(f.team.id)).toBe(count);
    const before = await fingerprintDatabase(t.db);
    const again = await create(second);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    // A third, after a reload again, follows the second.
    const third = await create({
      requestId: randomUUID(),
      afterRequestId: second.requestId,
      name: 'New twice',
    });
    expect(third.status, third.text).toBe(200);
    expect(third.body).toMatchObject({ id: made.id, version: made.version + 2 });
  });

  it('refuses it with 409 FORMATION_CHANGED when someone else saved the formation since, making nothing', async () => {
    const { requestId, made } = await madeOffline('New contested');
    expect(
      (
        await f.request('PUT', `/api/formations/${made.id}`, 'clubAdmin', {
          version: made.version,
          notes: 'Theirs',
        })
      ).status,
    ).toBe(200);
    const before = await fingerprintDatabase(t.db);
    const res = await create({ requestId: randomUUID(), afterRequestId: requestId, name: 'New contested' });
    expect(res.status, res.text).toBe(409);
    expect((res.body as { code: string }).code).toBe('FORMATION_CHANGED');
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('answers 404 when the formation the first made was deleted since, never making it again', async () => {
    const { requestId, made } = await madeOffline('New gone');
    expect((await f.request('DELETE', `/api/formations/${made.id}`, 'coach')).status).toBe(200);
    const before = await fingerprintDatabase(t.db);
    const res = await create({ requestId: randomUUID(), afterRequestId: requestId, name: 'New gone' });
    expect(res.status, res.text).toBe(404);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it("never saves another team's formation: their request is unknown here, so the save makes the team's own", async () => {
    const otherPath = `/api/teams/${f.other.secureId}/formations`;
    const theirId = randomUUID();
    const theirs = await f.request('POST', otherPath, 'otherCoach', { requestId: theirId, name: 'Rivals' });
    expect(theirs.status).toBe(201);
    const res = await create({ requestId: randomUUID(), afterRequestId: theirId, name: 'Ours' });
    expect(res.status, res.text).toBe(201);
    expect((res.body as Formation).id).not.toBe((theirs.body as Formation).id);
    const [kept] = await t.db
      .select()
      .from(formations)
      .where(eq(formations.id, (theirs.body as Formation).id));
    expect(kept).toMatchObject({ name: 'Rivals', version: 1, myTeamId: f.other.id });
  });

  it('refuses a bad afterRequestId with 400, making nothing', async () => {
    const before = await fingerprintDatabase(t.db);
    for (const bad of ['not-a-uuid', 7]) {
      const res = await create({ requestId: randomUUID(), afterRequestId: bad, name: 'Bad' });
      expect(res.status, res.text).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Invalid formation data: afterRequestId: /);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

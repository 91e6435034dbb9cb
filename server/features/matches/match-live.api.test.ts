import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchLiveAnswer } from '../../../shared/contracts/match-live.js';
import { matchLiveEvents } from '../../db/schema.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Live match mode (issue 32, decision 067): the presses' order, their instants, the same press sent
// twice, and who may read and press.

let t: TestApp;
let f: PlanningFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Live');
});
afterAll(async () => {
  await t?.close();
});

const livePath = (id: number) => `/api/matches/${id}/live`;
const eventsPath = (id: number) => `/api/matches/${id}/live/events`;
const code = (res: { body: unknown }) => (res.body as { code?: string }).code;
const message = (res: { body: unknown }) => (res.body as { message?: string }).message ?? '';
/** An instant `seconds` from the app's clock now. */
const inSeconds = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000).toISOString();
const press = (kind: string, at = inSeconds(0), id: string = randomUUID()) => ({ id, kind, at });
const todaysMatch = () =>
  f.match({ matchDate: t.clock.now(), matchLength: 60, substitutionTimings: [0, 30] });
const storedCount = async (matchId: number) =>
  (await t.db.select().from(matchLiveEvents).where(eq(matchLiveEvents.matchId, matchId))).length;

describe('POST /api/matches/:id/live/events', () => {
  it('records start, pause, resume and end in order; GET answers them with the server clock', async () => {
    const id = await todaysMatch();
    const started = await f.request('POST', eventsPath(id), 'coach', press('start', inSeconds(-600)));
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ kind: 'start', at: inSeconds(-600) });
    for (const [kind, at] of [
      ['pause', -300],
      ['resume', -120],
      ['end', 0],
    ] as const) {
      const res = await f.request('POST', eventsPath(id), 'clubAdmin', press(kind, inSeconds(at)));
      expect(res.status, kind).toBe(201);
    }
    const read = await f.request('GET', livePath(id), 'coach');
    expect(read.status).toBe(200);
    const body = read.body as MatchLiveAnswer;
    expect(body.events.map((e) => e.kind)).toEqual(['start', 'pause', 'resume', 'end']);
    expect(body.serverNow).toBe(t.clock.now().toISOString());
    expect(body).toMatchObject({ homeScore: null, awayScore: null, goalWriteIds: [] });
  });

  it('refuses a press the state does not allow, 409 in words, and writes nothing', async () => {
    const id = await todaysMatch();
    const resume = await f.request('POST', eventsPath(id), 'coach', press('resume'));
    expect(resume.status).toBe(409);
    expect(code(resume)).toBe('LIVE_EVENT_OUT_OF_ORDER');
    expect(message(resume)).toBe('The match has not started yet: start it first.');
    await f.request('POST', eventsPath(id), 'coach', press('start', inSeconds(-60)));
    const again = await f.request('POST', eventsPath(id), 'coach', press('start'));
    expect(again.status).toBe(409);
    expect(message(again)).toMatch(/already running/);
    await f.request('POST', eventsPath(id), 'coach', press('end'));
    const afterEnd = await f.request('POST', eventsPath(id), 'coach', press('pause'));
    expect(code(afterEnd)).toBe('LIVE_EVENT_OUT_OF_ORDER');
    expect(await storedCount(id)).toBe(2);
  });

  it('answers the stored press when the same id comes again, and applies it once', async () => {
    const id = await todaysMatch();
    const start = press('start', inSeconds(-30));
    const first = await f.request('POST', eventsPath(id), 'coach', start);
    expect(first.status).toBe(201);
    const [second, third] = await Promise.all([
      f.request('POST', eventsPath(id), 'coach', start),
      f.request('POST', eventsPath(id), 'coach', start),
    ]);
    expect(second.status).toBe(200);
    expect(third.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await storedCount(id)).toBe(1);
    // The same id for another press is not a replay.
    const reused = await f.request('POST', eventsPath(id), 'coach', { ...start, kind: 'pause' });
    expect(reused.status).toBe(409);
    expect(code(reused)).toBe('LIVE_EVENT_ID_TAKEN');
    const otherMatch = await todaysMatch();
    const elsewhere = await f.request('POST', eventsPath(otherMatch), 'coach', start);
    expect(code(elsewhere)).toBe('LIVE_EVENT_ID_TAKEN');
    expect(await storedCount(otherMatch)).toBe(0);
  });

  it('refuses a press dated too far ahead, before the match day or before the last press', async () => {
    const id = await f.match({ matchDate: new Date(t.clock.now().getTime() + 2 * 86_400_000) });
    const early = await f.request('POST', eventsPath(id), 'coach', press('start'));
    expect(early.status).toBe(409);
    expect(code(early)).toBe('LIVE_EVENT_TIME_REFUSED');
    expect(message(early)).toMatch(/before the match day/);
    const today = await todaysMatch();
    const ahead = await f.request('POST', eventsPath(today), 'coach', press('start', inSeconds(180)));
    expect(code(ahead)).toBe('LIVE_EVENT_TIME_REFUSED');
    expect(message(ahead)).toMatch(/in the future/);
    expect((await f.request('POST', eventsPath(today), 'coach', press('start', inSeconds(90)))).status).toBe(
      201,
    );
    const backwards = await f.request('POST', eventsPath(today), 'coach', press('pause', inSeconds(30)));
    expect(code(backwards)).toBe('LIVE_EVENT_TIME_REFUSED');
    expect(await storedCount(today)).toBe(1);
  });

  it("refuses a start after the match's day, in words, but not the end of a match started on it", async () => {
    const real = t.clock.now();
    try {
      t.clock.set('2026-11-28T10:05:00Z');
      const played = await f.match({ matchDate: new Date('2026-11-28T10:00:00Z'), matchLength: 60 });
      expect((await f.request('POST', eventsPath(played), 'coach', press('start'))).status).toBe(201);
      const lastWeek = await f.match({ matchDate: new Date('2026-11-21T10:00:00Z'), matchLength: 60 });
      // The next morning: the end forgotten at the whistle is taken; last week's match will not start.
      t.clock.set('2026-11-29T09:00:00Z');
      expect((await f.request('POST', eventsPath(played), 'coach', press('end'))).status).toBe(201);
      const late = await f.request('POST', eventsPath(lastWeek), 'coach', press('start'));
      expect(late.status).toBe(409);
      expect(code(late)).toBe('LIVE_EVENT_TIME_REFUSED');
      expect(message(late)).toBe(
        'This match’s day has passed: live mode starts a match only on its day. Enter its result in Match Planning.',
      );
      expect(await storedCount(lastWeek)).toBe(0);
    } finally {
      t.clock.set(real);
    }
  });

  it('refuses bad bodies with 400 and a huge body with 413, writing nothing', async () => {
    const id = await todaysMatch();
    for (const body of [
      { kind: 'start', at: inSeconds(0) },
      { id: 'not-a-uuid', kind: 'start', at: inSeconds(0) },
      { id: randomUUID(), kind: 'kick-off', at: inSeconds(0) },
      { id: randomUUID(), kind: 'start', at: 'yesterday' },
      { id: randomUUID(), kind: 'start' },
    ]) {
      const res = await f.request('POST', eventsPath(id), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(code(res)).toBe('VALIDATION_FAILED');
    }
    const huge = await f.request('POST', eventsPath(id), 'coach', {
      ...press('start'),
      padding: 'x'.repeat(4000),
    });
    expect(huge.status).toBe(413);
    expect(await storedCount(id)).toBe(0);
  });

  it("lets a parent read but not press; another team's coach and strangers get nothing", async () => {
    const id = await todaysMatch();
    await f.request('POST', eventsPath(id), 'coach', press('start', inSeconds(-60)));
    const parentRead = await f.request('GET', livePath(id), 'parent');
    expect(parentRead.status).toBe(200);
    expect((parentRead.body as MatchLiveAnswer).events).toHaveLength(1);
    const parentPress = await f.request('POST', eventsPath(id), 'parent', press('pause'));
    expect(parentPress.status).toBe(403);
    expect((await f.request('GET', livePath(id), 'otherCoach')).status).toBe(404);
    expect((await f.request('POST', eventsPath(id), 'otherCoach', press('pause'))).status).toBe(404);
    expect((await f.request('GET', livePath(id), 'noTeam')).status).toBe(404);
    expect((await f.request('GET', livePath(id), 'signedOut')).status).toBe(401);
    expect((await f.request('GET', livePath(999_999), 'coach')).status).toBe(404);
    expect(await storedCount(id)).toBe(1);
  });

  it("leaves the match's version alone: another screen's save is not refused for a press", async () => {
    const id = await todaysMatch();
    const before = await f.read(id);
    await f.request('POST', eventsPath(id), 'coach', press('start', inSeconds(-60)));
    expect((await f.read(id)).version).toBe(before.version);
  });

  it('goes with its match', async () => {
    const id = await todaysMatch();
    await f.request('POST', eventsPath(id), 'coach', press('start', inSeconds(-60)));
    const deleted = await f.request('DELETE', `/api/teams/${f.team.secureId}/matches/${id}`, 'coach');
    expect(deleted.status).toBe(200);
    expect(await storedCount(id)).toBe(0);
  });
});

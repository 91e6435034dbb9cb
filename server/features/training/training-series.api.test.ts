import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedCreated } from '../../../shared/contracts/calendar-feed.js';
import type { TeamEvents, TrainingSession } from '../../../shared/contracts/training.js';
import { availabilityAnswers, trainingSessions } from '../../db/schema.js';
import { parseIcs } from '../../test-support/ics.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// A weekly series' sessions changed, cancelled and deleted "this session" or "this and the following"
// (issue 31, decision 060), and the meet time of a session, against the real app and database.

let t: TestApp;
let f: PlanningFixture;
let feed: CalendarFeedCreated;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Series');
  const res = await f.request('POST', '/api/me/calendar-feed', 'parent');
  expect(res.status).toBe(201);
  feed = res.body as CalendarFeedCreated;
});
afterAll(async () => {
  await t?.close();
});

const sessionsPath = () => `/api/teams/${f.team.secureId}/training-sessions`;
const sessionPath = (id: number) => `${sessionsPath()}/${id}`;
const answerPath = (id: number, playerId: number) => `/api/events/training-${id}/availability/${playerId}`;

async function create(body: Record<string, unknown>): Promise<TrainingSession[]> {
  const res = await f.request('POST', sessionsPath(), 'coach', body);
  expect(res.status, res.text).toBe(201);
  return (res.body as { sessions: TrainingSession[] }).sessions;
}

/** Four Tuesdays, 18:00-19:00 at the Park: 6, 13, 20 and 27 May 2031. */
async function fourTuesdays(): Promise<TrainingSession[]> {
  const sessions = await create({
    date: '2031-05-06',
    startTime: '18:00',
    endTime: '19:00',
    place: 'Park',
    repeatWeeklyUntil: '2031-05-27',
  });
  expect(sessions).toHaveLength(4);
  return sessions;
}

async function rowsOf(sessions: TrainingSession[]) {
  const rows = await t.db
    .select()
    .from(trainingSessions)
    .where(
      inArray(
        trainingSessions.id,
        sessions.map((s) => s.id),
      ),
    );
  return sessions.map((s) => rows.find((row) => row.id === s.id));
}

/** The coach records one answer for the first player at each session. */
async function answerAll(sessions: TrainingSession[]): Promise<number> {
  const player = f.players[0] as number;
  for (const session of sessions) {
    const res = await f.request('PUT', answerPath(session.id, player), 'coach', { answer: 'available' });
    expect(res.status, res.text).toBe(200);
  }
  return player;
}

async function answersOf(sessions: TrainingSession[]) {
  const rows = await t.db
    .select()
    .from(availabilityAnswers)
    .where(
      inArray(
        availabilityAnswers.trainingSessionId,
        sessions.map((s) => s.id),
      ),
    );
  return sessions.map((s) => {
    const row = rows.find((answer) => answer.trainingSessionId === s.id);
    return { answer: row?.answer ?? null, previous: row?.previousAnswer ?? null };
  });
}

describe('a weekly series', () => {
  it('lists how many sessions of its series follow each one, so the app knows when to ask', async () => {
    const sessions = await create({
      date: '2031-04-01',
      startTime: '18:00',
      endTime: '19:00',
      place: 'Park',
      repeatWeeklyUntil: '2031-04-22',
    });
    const [oneOff] = await create({
      date: '2031-04-02',
      startTime: '18:00',
      endTime: '19:00',
      place: 'Park',
    });
    // Asked for the first two weeks only: the later sessions outside the range still count.
    const res = await f.request(
      'GET',
      `/api/teams/${f.team.secureId}/events?from=2031-04-01&to=2031-04-08`,
      'parent',
    );
    expect(res.status).toBe(200);
    const listed = (res.body as TeamEvents).events.flatMap((e) =>
      e.kind === 'training' ? [[e.id, e.followingInSeries]] : [],
    );
    expect(listed).toEqual([
      [sessions[0]?.id, 3],
      [oneOff?.id, 0],
      [sessions[1]?.id, 2],
    ]);
  });

  it('changes only the session chosen with scope this, keeping it in its series', async () => {
    const sessions = await fourTuesdays();
    const [, second] = sessions as [TrainingSession, TrainingSession];
    const res = await f.request('PUT', sessionPath(second.id), 'coach', {
      startTime: '18:30',
      scope: 'this',
      version: 1,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: second.id,
      startTime: '18:30',
      seriesId: second.seriesId,
      version: 2,
    });
    const rows = await rowsOf(sessions);
    expect(rows.map((row) => row?.version)).toEqual([1, 2, 1, 1]);
    expect(rows.map((row) => row?.calendarSequence)).toEqual([0, 1, 0, 0]);
    expect(new Set(rows.map((row) => row?.seriesId)).size).toBe(1);
  });

  it('changes the chosen session and the later ones with scope following, re-asking only moved sessions', async () => {
    const sessions = await fourTuesdays();
    const player = await answerAll(sessions);
    const [first, second, third] = sessions as [TrainingSession, TrainingSession, TrainingSession];

    // A new place from the second on: the first is left; nobody's answer is asked again.
    const placed = await f.request('PUT', sessionPath(second.id), 'coach', {
      place: 'Sports hall',
      scope: 'following',
      version: 1,
    });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body).toMatchObject({ id: second.id, place: 'Sports hall', version: 2 });
    let rows = await rowsOf(sessions);
    expect(rows.map((row) => row?.place)).toEqual(['Park', 'Sports hall', 'Sports hall', 'Sports hall']);
    expect(rows.map((row) => row?.version)).toEqual([1, 2, 2, 2]);
    expect(rows.map((row) => row?.calendarSequence)).toEqual([0, 1, 1, 1]);
    expect((await answersOf(sessions)).map((a) => a.answer)).toEqual([
      'available',
      'available',
      'available',
      'available',
    ]);
    // The series is split where the change began: the first keeps its id, the rest share a new one.
    const splitId = rows[1]?.seriesId;
    expect(splitId).not.toBe(first.seriesId);
    expect(rows.map((row) => row?.seriesId)).toEqual([first.seriesId, splitId, splitId, splitId]);

    // A new date from the third on: each later session moves by the same days (Tuesday to Thursday),
    // keeping its own time; only the moved sessions' answers are asked again.
    const moved = await f.request('PUT', sessionPath(third.id), 'coach', {
      date: '2031-05-22',
      scope: 'following',
      version: 2,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ date: '2031-05-22', startTime: '18:00', version: 3 });
    rows = await rowsOf(sessions);
    expect(rows.map((row) => row?.startsAt.toISOString())).toEqual([
      '2031-05-06T17:00:00.000Z',
      '2031-05-13T17:00:00.000Z',
      '2031-05-22T17:00:00.000Z',
      '2031-05-29T17:00:00.000Z',
    ]);
    expect(rows.map((row) => row?.version)).toEqual([1, 2, 3, 3]);
    expect(rows.map((row) => row?.calendarSequence)).toEqual([0, 1, 2, 2]);
    expect(await answersOf(sessions)).toEqual([
      { answer: 'available', previous: null },
      { answer: 'available', previous: null },
      { answer: null, previous: 'available' },
      { answer: null, previous: 'available' },
    ]);
    const coachView = await f.request('GET', `/api/events/training-${third.id}/availability`, 'coach');
    expect(coachView.body).toMatchObject({
      players: expect.arrayContaining([
        expect.objectContaining({
          playerId: player,
          answer: null,
          previous: expect.objectContaining({ answer: 'available' }),
        }),
      ]),
    });

    // From the first, "following" reaches only what is still its series: the first alone.
    const early = await f.request('PUT', sessionPath(first.id), 'coach', {
      startTime: '17:00',
      scope: 'following',
      version: 1,
    });
    expect(early.status, early.text).toBe(200);
    rows = await rowsOf(sessions);
    expect(rows.map((row) => row?.startsAt.toISOString())).toEqual([
      '2031-05-06T16:00:00.000Z',
      '2031-05-13T17:00:00.000Z',
      '2031-05-22T17:00:00.000Z',
      '2031-05-29T17:00:00.000Z',
    ]);
    expect(rows.map((row) => row?.version)).toEqual([2, 2, 3, 3]);
  });

  it('refuses a stale version, or a meet time after any session’s own start, writing nothing', async () => {
    const sessions = await fourTuesdays();
    const [first, second] = sessions as [TrainingSession, TrainingSession];
    await f.request('PUT', sessionPath(first.id), 'coach', { startTime: '17:00', scope: 'this' });
    const stale = await f.request('PUT', sessionPath(second.id), 'coach', {
      place: 'Elsewhere',
      scope: 'following',
      version: 7,
    });
    expect(stale.status).toBe(409);
    expect((stale.body as { code: string }).code).toBe('TRAINING_SESSION_CHANGED');
    // 17:30 is before the second's 18:00, and after the first's 17:00: refused for the whole series.
    const meet = await f.request('PUT', sessionPath(first.id), 'coach', {
      meetTime: '17:30',
      scope: 'following',
    });
    expect(meet.status).toBe(400);
    expect((meet.body as { message: string }).message).toBe(
      'Validation failed: meetTime: Meet time must not be after the start time',
    );
    const rows = await rowsOf(sessions);
    expect(rows.map((row) => row?.version)).toEqual([2, 1, 1, 1]);
    expect(rows.every((row) => row?.place === 'Park' && row.meetsAt === null)).toBe(true);
  });

  it('cancels and deletes the chosen session and the following ones', async () => {
    const sessions = await fourTuesdays();
    const [first, second, third] = sessions as [TrainingSession, TrainingSession, TrainingSession];
    const cancelled = await f.request('PUT', sessionPath(second.id), 'coach', {
      cancelled: true,
      scope: 'following',
      version: 1,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ isCancelled: true });
    let rows = await rowsOf(sessions);
    expect(rows.map((row) => row?.cancelledAt !== null)).toEqual([false, true, true, true]);
    expect(rows.map((row) => row?.calendarSequence)).toEqual([0, 1, 1, 1]);
    // A cancel is no new pattern: the series stays one.
    expect(new Set(rows.map((row) => row?.seriesId)).size).toBe(1);
    const { events } = parseIcs((await t.request('GET', new URL(feed.httpsUrl).pathname)).text);
    const host = new URL(t.url).hostname;
    expect(events.find((e) => e.uid === `training-${third.id}@${host}`)).toMatchObject({
      status: 'CANCELLED',
      sequence: 1,
    });

    const deleted = await f.request('DELETE', `${sessionPath(third.id)}?scope=following`, 'coach');
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ message: '2 training sessions deleted' });
    rows = await rowsOf(sessions);
    expect(rows.map((row) => row?.id ?? null)).toEqual([first.id, second.id, null, null]);
  });

  it('takes scope following on a one-off session as this session only', async () => {
    const [one] = await create({ date: '2031-06-03', startTime: '18:00', endTime: '19:00', place: 'Park' });
    const [other] = await create({ date: '2031-06-10', startTime: '18:00', endTime: '19:00', place: 'Park' });
    const id = one?.id ?? 0;
    const res = await f.request('PUT', sessionPath(id), 'coach', { place: 'Hall', scope: 'following' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ place: 'Hall', seriesId: null, version: 2 });
    const [otherRow] = await t.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, other?.id ?? 0));
    expect(otherRow).toMatchObject({ place: 'Park', version: 1 });
    const deleted = await f.request('DELETE', `${sessionPath(id)}?scope=following`, 'coach');
    expect(deleted.body).toEqual({ message: 'Training session deleted' });
    expect((await rowsOf([other as TrainingSession]))[0]?.id).toBe(other?.id);
  });

  it('refuses a parent (403), another team (404) and a scope it does not know (400)', async () => {
    const sessions = await fourTuesdays();
    const [first] = sessions as [TrainingSession];
    const body = { place: 'Elsewhere', scope: 'following' };
    expect((await f.request('PUT', sessionPath(first.id), 'parent', body)).status).toBe(403);
    expect((await f.request('DELETE', `${sessionPath(first.id)}?scope=following`, 'parent')).status).toBe(
      403,
    );
    expect((await f.request('PUT', sessionPath(first.id), 'otherCoach', body)).status).toBe(404);
    const otherPath = `/api/teams/${f.other.secureId}/training-sessions/${first.id}`;
    expect((await f.request('PUT', otherPath, 'otherCoach', body)).status).toBe(404);
    expect((await f.request('DELETE', `${otherPath}?scope=following`, 'otherCoach')).status).toBe(404);
    const bad = await f.request('PUT', sessionPath(first.id), 'coach', { place: 'X', scope: 'all' });
    expect(bad.status).toBe(400);
    expect((await f.request('DELETE', `${sessionPath(first.id)}?scope=all`, 'coach')).status).toBe(400);
    const rows = await rowsOf(sessions);
    expect(rows.every((row) => row?.place === 'Park' && row.version === 1)).toBe(true);
  });
});

describe('a session’s meet time', () => {
  it('is kept not after the start, shown in the feed, and raises SEQUENCE when it changes', async () => {
    const base = { date: '2031-07-01', startTime: '18:00', endTime: '19:15', place: 'Park' };
    const after = await f.request('POST', sessionsPath(), 'coach', { ...base, meetTime: '18:15' });
    expect(after.status).toBe(400);
    expect((after.body as { message: string }).message).toMatch(/meetTime: Meet time must not be after/);
    const [session] = await create({ ...base, meetTime: '17:45' });
    expect(session).toMatchObject({ meetTime: '17:45', startTime: '18:00' });
    const id = session?.id ?? 0;
    const host = new URL(t.url).hostname;
    const eventOf = async () =>
      parseIcs((await t.request('GET', new URL(feed.httpsUrl).pathname)).text).events.find(
        (e) => e.uid === `training-${id}@${host}`,
      );
    expect(await eventOf()).toMatchObject({
      summary: 'Training – Series U11 · meet 17:45',
      description: 'Training session\nMeet at 17:45',
      sequence: 0,
    });
    // A start moved before the meet time is refused; a new meet time is a new version for calendars.
    const early = await f.request('PUT', sessionPath(id), 'coach', { startTime: '17:30' });
    expect(early.status).toBe(400);
    const meet = await f.request('PUT', sessionPath(id), 'coach', { meetTime: '17:30', version: 1 });
    expect(meet.body).toMatchObject({ meetTime: '17:30', version: 2 });
    expect(await eventOf()).toMatchObject({ summary: 'Training – Series U11 · meet 17:30', sequence: 1 });
    // Moved a day on, the meet time moves with it; dropped, the title has none.
    const moved = await f.request('PUT', sessionPath(id), 'coach', { date: '2031-07-02' });
    expect(moved.body).toMatchObject({ date: '2031-07-02', meetTime: '17:30' });
    const dropped = await f.request('PUT', sessionPath(id), 'coach', { meetTime: null });
    expect(dropped.body).toMatchObject({ meetTime: null });
    expect(await eventOf()).toMatchObject({ summary: 'Training – Series U11', sequence: 3 });
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedCreated } from '../../../shared/contracts/calendar-feed.js';
import type { TeamEvents, TrainingSession } from '../../../shared/contracts/training.js';
import { availabilityAnswers, players, teams, trainingSessions } from '../../db/schema.js';
import { parseIcs } from '../../test-support/ics.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Training sessions (issue 31, decision 060) against the real app and database: made one-off and
// weekly in UK time, edited, cancelled and deleted by coaches; listed with the matches for every member;
// in the calendar feed, read back by Mozilla's ical.js.

let t: TestApp;
let f: PlanningFixture;
let feed: CalendarFeedCreated;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Train');
  const res = await f.request('POST', '/api/me/calendar-feed', 'parent');
  expect(res.status).toBe(201);
  feed = res.body as CalendarFeedCreated;
});
afterAll(async () => {
  await t?.close();
});

const sessionsPath = () => `/api/teams/${f.team.secureId}/training-sessions`;
const sessionPath = (id: number) => `${sessionsPath()}/${id}`;
const eventsPath = (from: string, to: string) => `/api/teams/${f.team.secureId}/events?from=${from}&to=${to}`;

async function create(body: Record<string, unknown>): Promise<TrainingSession[]> {
  const res = await f.request('POST', sessionsPath(), 'coach', body);
  expect(res.status, res.text).toBe(201);
  return (res.body as { sessions: TrainingSession[] }).sessions;
}

async function sessionCount(): Promise<number> {
  return (await t.db.select().from(trainingSessions).where(eq(trainingSessions.myTeamId, f.team.id))).length;
}

async function readFeed() {
  const res = await t.request('GET', new URL(feed.httpsUrl).pathname);
  expect(res.status).toBe(200);
  return { res, events: parseIcs(res.text).events };
}

const uid = (id: number) => `training-${id}@${new URL(t.url).hostname}`;

describe('training sessions', () => {
  it('makes a one-off session in UK time, with the notes for coaches only', async () => {
    const [session, ...rest] = await create({
      date: '2031-07-01',
      startTime: '18:00',
      endTime: '19:30',
      place: '  Memorial Park  ',
      notes: 'Bring bibs',
    });
    expect(rest).toEqual([]);
    expect(session).toMatchObject({
      eventId: `training-${session?.id}`,
      teamId: f.team.id,
      seriesId: null,
      date: '2031-07-01',
      startTime: '18:00',
      endTime: '19:30',
      // BST: 18:00 UK is 17:00 UTC.
      startsAt: '2031-07-01T17:00:00.000Z',
      endsAt: '2031-07-01T18:30:00.000Z',
      place: 'Memorial Park',
      notes: 'Bring bibs',
      isCancelled: false,
      version: 1,
    });
  });

  it('makes a weekly series that keeps 18:00 UK across the late-October clock change', async () => {
    const sessions = await create({
      date: '2031-10-14',
      startTime: '18:00',
      endTime: '19:00',
      place: 'Sports hall',
      repeatWeeklyUntil: '2031-11-04',
    });
    // 14, 21, 28 October and 4 November; the clocks go back on Sunday 26 October 2031.
    expect(sessions.map((s) => s.date)).toEqual(['2031-10-14', '2031-10-21', '2031-10-28', '2031-11-04']);
    expect(sessions.map((s) => s.startsAt)).toEqual([
      '2031-10-14T17:00:00.000Z',
      '2031-10-21T17:00:00.000Z',
      '2031-10-28T18:00:00.000Z',
      '2031-11-04T18:00:00.000Z',
    ]);
    expect(sessions.every((s) => s.startTime === '18:00' && s.endTime === '19:00')).toBe(true);
    const seriesIds = new Set(sessions.map((s) => s.seriesId));
    expect(seriesIds.size).toBe(1);
    expect([...seriesIds][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await sessionCount();
    const good = { date: '2031-09-02', startTime: '18:00', endTime: '19:00', place: 'Park' };
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...good, date: '2031-02-30' }, /date: Date must be a real date/],
      [{ ...good, date: '02/09/2031' }, /date/],
      [{ ...good, startTime: '24:00' }, /startTime/],
      [{ ...good, endTime: '17:00' }, /endTime: End time must be after the start time/],
      [{ ...good, endTime: '18:00' }, /endTime/],
      [{ ...good, place: '   ' }, /place: Place is required/],
      [{ ...good, place: 'x'.repeat(121) }, /place/],
      [{ ...good, place: 'Park\nLane' }, /place/],
      [{ ...good, notes: 'n'.repeat(1001) }, /notes/],
      [{ ...good, repeatWeeklyUntil: '2031-09-01' }, /repeatWeeklyUntil: Repeat until must be on or after/],
      // 53 Tuesdays: one more than a series may hold.
      [{ ...good, repeatWeeklyUntil: '2032-08-31' }, /at most 52 sessions/],
      [{ date: '2031-09-02', startTime: '18:00', endTime: '19:00' }, /place/],
      [{ ...good, date: { $gt: '' } }, /date/],
    ];
    for (const [body, message] of bad) {
      const res = await f.request('POST', sessionsPath(), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { message: string }).message).toMatch(message);
    }
    // The last day the spring change skips: 01:00-02:00 UK does not exist on 30 March 2031.
    const skipped = await f.request('POST', sessionsPath(), 'coach', {
      ...good,
      date: '2031-03-30',
      startTime: '01:30',
      endTime: '02:00',
    });
    expect(skipped.status).toBe(400);
    expect(await sessionCount()).toBe(before);
    // 52 sessions is the most a series holds, and is made.
    const year = await create({ ...good, repeatWeeklyUntil: '2032-08-24' });
    expect(year).toHaveLength(52);
    await t.db.delete(trainingSessions).where(eq(trainingSessions.seriesId, year[0]?.seriesId ?? ''));
  });

  it('lets a parent read the events with the matches, in date order, without the notes', async () => {
    const [session] = await create({
      date: '2031-05-06',
      startTime: '17:30',
      endTime: '18:30',
      place: 'Astro',
      notes: 'Coach only: Sam is ill',
    });
    const saturday = await f.match({
      opponentTeamId: f.opponent,
      matchDate: new Date('2031-05-10T09:00:00Z'),
    });
    const sameMinute = await f.match({
      opponentTeamId: f.opponent,
      matchDate: new Date('2031-05-06T16:30:00Z'),
    });
    await f.match({ opponentTeamId: f.opponent, matchDate: null });
    await f.otherMatch({ opponentTeamId: f.otherOpponent, matchDate: new Date('2031-05-07T09:00:00Z') });

    const res = await f.request('GET', eventsPath('2031-05-04', '2031-05-10'), 'parent');
    expect(res.status, res.text).toBe(200);
    const body = res.body as TeamEvents;
    expect(body.from).toBe('2031-05-04');
    expect(body.to).toBe('2031-05-10');
    expect(body.events.map((e) => e.eventId)).toEqual([
      `match-${sameMinute}`,
      `training-${session?.id}`,
      `match-${saturday}`,
    ]);
    expect(body.events[0]).toMatchObject({
      kind: 'match',
      matchId: sameMinute,
      opponentName: 'Train Kestrels',
      isHome: true,
      isCancelled: false,
    });
    expect(body.events[1]).toMatchObject({ kind: 'training', place: 'Astro', notes: null });
    expect(res.text).not.toContain('Sam is ill');

    const coach = await f.request('GET', eventsPath('2031-05-04', '2031-05-10'), 'coach');
    expect((coach.body as TeamEvents).events[1]).toMatchObject({ notes: 'Coach only: Sam is ill' });

    // The range is UK days, both inclusive: 10 May alone holds the Saturday match only.
    const oneDay = await f.request('GET', eventsPath('2031-05-10', '2031-05-10'), 'parent');
    expect((oneDay.body as TeamEvents).events.map((e) => e.eventId)).toEqual([`match-${saturday}`]);
  });

  it('refuses a bad range, and a caller without a role on the team', async () => {
    for (const path of [
      eventsPath('2031-05-10', '2031-05-04'),
      eventsPath('2031-01-01', '2032-01-02'),
      eventsPath('2031-02-30', '2031-03-01'),
      `/api/teams/${f.team.secureId}/events?from=tomorrow`,
    ]) {
      const res = await f.request('GET', path, 'coach');
      expect(res.status, path).toBe(400);
    }
    expect((await f.request('GET', eventsPath('2031-05-04', '2031-05-10'), 'otherCoach')).status).toBe(404);
    expect((await f.request('GET', eventsPath('2031-05-04', '2031-05-10'), 'noTeam')).status).toBe(404);
    expect((await f.request('GET', eventsPath('2031-05-04', '2031-05-10'), 'signedOut')).status).toBe(401);
    expect((await f.request('GET', eventsPath('2031-05-04', '2031-05-10'), 'clubAdmin')).status).toBe(200);
  });

  it('refuses writes to parents (403), other teams (404) and the signed out, writing nothing', async () => {
    const [session] = await create({
      date: '2031-06-03',
      startTime: '18:00',
      endTime: '19:00',
      place: 'Park',
    });
    const id = session?.id ?? 0;
    const before = await sessionCount();
    const body = { date: '2031-06-10', startTime: '18:00', endTime: '19:00', place: 'Park' };
    expect((await f.request('POST', sessionsPath(), 'parent', body)).status).toBe(403);
    expect((await f.request('PUT', sessionPath(id), 'parent', { place: 'Elsewhere' })).status).toBe(403);
    expect((await f.request('DELETE', sessionPath(id), 'parent')).status).toBe(403);
    expect((await f.request('POST', sessionsPath(), 'otherCoach', body)).status).toBe(404);
    expect((await f.request('PUT', sessionPath(id), 'otherCoach', { place: 'Elsewhere' })).status).toBe(404);
    expect((await f.request('POST', sessionsPath(), 'signedOut', body)).status).toBe(401);
    // The other team's coach, on his own team's path with this team's session id: not his session.
    const otherPath = `/api/teams/${f.other.secureId}/training-sessions/${id}`;
    const stray = await f.request('PUT', otherPath, 'otherCoach', { place: 'Elsewhere' });
    expect(stray.status).toBe(404);
    expect(stray.body).toEqual({ code: 'TRAINING_SESSION_NOT_FOUND', message: 'Training session not found' });
    expect((await f.request('DELETE', otherPath, 'otherCoach')).status).toBe(404);
    expect((await f.request('PUT', sessionPath(2_147_483_648), 'coach', { place: 'X' })).status).toBe(400);
    expect((await f.request('PUT', sessionPath(id), 'coach', { cancelled: 'yes' })).status).toBe(400);
    expect((await f.request('PUT', sessionPath(id), 'coach', { endTime: '17:00' })).status).toBe(400);
    expect(await sessionCount()).toBe(before);
    const [row] = await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, id));
    expect(row).toMatchObject({ place: 'Park', version: 1, calendarSequence: 0 });
    // The club's admin, with no membership of the team, may write.
    expect((await f.request('PUT', sessionPath(id), 'clubAdmin', { notes: 'Cones' })).status).toBe(200);
  });

  it('puts sessions in the feed, raises SEQUENCE only for date, time or place, and keeps a cancelled one', async () => {
    const [session] = await create({
      date: '2031-09-09',
      startTime: '18:00',
      endTime: '19:15',
      place: 'Memorial Park',
      notes: 'Private: the gate code is 1234',
    });
    const id = session?.id ?? 0;
    const first = await readFeed();
    const event = () => first.events.find((e) => e.uid === uid(id));
    expect(event()).toMatchObject({
      summary: 'Training – Train U11',
      location: 'Memorial Park',
      tzid: 'Europe/London',
      sequence: 0,
      status: 'CONFIRMED',
      start: '2031-09-09T17:00:00.000Z',
      end: '2031-09-09T18:15:00.000Z',
    });
    expect(first.res.text).toContain('DTSTART;TZID=Europe/London:20310909T180000');
    expect(first.res.text).not.toContain('gate code');

    // Notes only: a new version of the row (so a new ETag), but no new SEQUENCE.
    t.clock.advance(60_000);
    const notes = await f.request('PUT', sessionPath(id), 'coach', { notes: 'Gate code 4321', version: 1 });
    expect(notes.status, notes.text).toBe(200);
    expect(notes.headers.get('etag')).toBe('"2"');
    const afterNotes = await readFeed();
    expect(afterNotes.events.find((e) => e.uid === uid(id))?.sequence).toBe(0);
    expect(afterNotes.res.headers.get('etag')).not.toBe(first.res.headers.get('etag'));
    expect(afterNotes.res.text).not.toContain('4321');

    // A stale version is refused, and changes nothing.
    const stale = await f.request('PUT', sessionPath(id), 'coach', { place: 'Sports hall', version: 1 });
    expect(stale.status).toBe(409);
    expect((stale.body as { code: string }).code).toBe('TRAINING_SESSION_CHANGED');

    // Time, then place, then date: one more each.
    t.clock.advance(60_000);
    const time = await f.request('PUT', sessionPath(id), 'coach', { startTime: '18:30', version: 2 });
    expect(time.body).toMatchObject({
      startTime: '18:30',
      endTime: '19:15',
      startsAt: '2031-09-09T17:30:00.000Z',
    });
    await f.request('PUT', sessionPath(id), 'coach', { place: 'Sports hall' }, { 'if-match': '"3"' });
    const moved = await f.request('PUT', sessionPath(id), 'coach', { date: '2031-11-04' });
    // Moved into GMT: 18:30 UK is now 18:30 UTC.
    expect(moved.body).toMatchObject({
      date: '2031-11-04',
      startsAt: '2031-11-04T18:30:00.000Z',
      version: 5,
    });
    const afterMoves = (await readFeed()).events.find((e) => e.uid === uid(id));
    expect(afterMoves).toMatchObject({
      sequence: 3,
      location: 'Sports hall',
      start: '2031-11-04T18:30:00.000Z',
      end: '2031-11-04T19:15:00.000Z',
      status: 'CONFIRMED',
    });

    // Cancelled: still in the feed, as CANCELLED, one more SEQUENCE; and in the events list.
    const cancelled = await f.request('PUT', sessionPath(id), 'coach', { cancelled: true });
    expect(cancelled.body).toMatchObject({ isCancelled: true });
    const afterCancel = (await readFeed()).events.find((e) => e.uid === uid(id));
    expect(afterCancel).toMatchObject({
      sequence: 4,
      status: 'CANCELLED',
      summary: 'Cancelled: Training – Train U11',
    });
    const listed = await f.request('GET', eventsPath('2031-11-04', '2031-11-04'), 'parent');
    expect((listed.body as TeamEvents).events.find((e) => e.eventId === `training-${id}`)).toMatchObject({
      isCancelled: true,
    });
    // Back on: another version for calendars.
    await f.request('PUT', sessionPath(id), 'coach', { cancelled: false });
    expect((await readFeed()).events.find((e) => e.uid === uid(id))).toMatchObject({
      sequence: 5,
      status: 'CONFIRMED',
    });

    // Deleted: gone from the feed and the list.
    const deleted = await f.request('DELETE', sessionPath(id), 'coach');
    expect(deleted.status).toBe(200);
    expect((await readFeed()).events.some((e) => e.uid === uid(id))).toBe(false);
    expect((await f.request('DELETE', sessionPath(id), 'coach')).status).toBe(404);
  });

  it('keeps another team’s sessions out of this parent’s feed', async () => {
    const res = await f.request('POST', `/api/teams/${f.other.secureId}/training-sessions`, 'otherCoach', {
      date: '2031-09-10',
      startTime: '18:00',
      endTime: '19:00',
      place: 'Rivals ground',
    });
    expect(res.status).toBe(201);
    const [other] = (res.body as { sessions: TrainingSession[] }).sessions;
    const { events, res: feedRes } = await readFeed();
    expect(events.some((e) => e.uid === uid(other?.id ?? 0))).toBe(false);
    expect(feedRes.text).not.toContain('Rivals ground');
  });
});

/** Moves the app's clock, and signs the callers in again at that time (a session has a lifetime). */
async function setClock(at: string): Promise<void> {
  t.clock.set(at);
  f.cookies.coach = await t.signIn('coach@train.test');
  f.cookies.parent = await t.signIn('parent@train.test');
  f.cookies.otherCoach = await t.signIn('other@train.test');
}

describe('answers for training sessions', () => {
  it('are given by a family for its own player, closed by the lock, and asked again after a move', async () => {
    const [own, otherChild] = f.players as [number, number];
    await t.db.update(players).set({ parent1Email: 'parent@train.test' }).where(eq(players.id, own));
    const [session] = await create({
      date: '2031-03-04',
      startTime: '18:00',
      endTime: '19:00',
      place: 'Park',
    });
    const eventId = session?.eventId ?? '';
    expect(eventId).toMatch(/^training-\d+$/);
    const answerPath = (playerId: number) => `/api/events/${eventId}/availability/${playerId}`;

    await setClock('2031-03-01T12:00:00Z');
    const given = await f.request('PUT', answerPath(own), 'parent', {
      answer: 'maybe',
      note: 'late from school',
    });
    expect(given.status, given.text).toBe(200);
    expect(given.body).toMatchObject({
      eventId,
      kind: 'training',
      matchId: null,
      trainingSessionId: session?.id,
      startsAt: '2031-03-04T18:00:00.000Z',
      scope: 'family',
      canAnswerFor: [own],
      players: [{ playerId: own, answer: 'maybe', note: 'late from school' }],
    });
    // Another family's child, and another team's coach: as unknown as a session that does not exist.
    expect((await f.request('PUT', answerPath(otherChild), 'parent', { answer: 'available' })).status).toBe(
      404,
    );
    const stranger = await f.request('GET', `/api/events/${eventId}/availability`, 'otherCoach');
    expect(stranger.status).toBe(404);
    expect((stranger.body as { code: string }).code).toBe('EVENT_NOT_FOUND');
    const coachView = await f.request('GET', `/api/events/${eventId}/availability`, 'coach');
    expect(coachView.body).toMatchObject({ scope: 'team', counts: { maybe: 1, unanswered: 7 } });

    // Locked from 24 hours before the start for families; a coach still records an answer.
    await t.db.update(teams).set({ availabilityLockHours: 24 }).where(eq(teams.id, f.team.id));
    await setClock('2031-03-03T18:30:00Z');
    const late = await f.request('PUT', answerPath(own), 'parent', { answer: 'available' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      code: 'AVAILABILITY_LOCKED',
      message: 'Answers for this training session closed at 18:00 on Mon 3 Mar. Ask the coach to change it.',
    });
    expect((await f.request('PUT', answerPath(otherChild), 'coach', { answer: 'unavailable' })).status).toBe(
      200,
    );

    // A new place keeps the answers; a new time asks again, keeping the old answer as before the change.
    await f.request('PUT', sessionPath(session?.id ?? 0), 'coach', { place: 'Sports hall' });
    const kept = await f.request('GET', `/api/events/${eventId}/availability`, 'parent');
    expect(kept.body).toMatchObject({ players: [{ answer: 'maybe' }] });
    await f.request('PUT', sessionPath(session?.id ?? 0), 'coach', { startTime: '17:30' });
    const asked = await f.request('GET', `/api/events/${eventId}/availability`, 'parent');
    expect(asked.body).toMatchObject({
      players: [{ playerId: own, answer: null, previous: { answer: 'maybe', note: 'late from school' } }],
    });

    // Deleting the session takes its answers with it (the foreign key cascades).
    await f.request('DELETE', sessionPath(session?.id ?? 0), 'coach');
    const left = await t.db
      .select()
      .from(availabilityAnswers)
      .where(eq(availabilityAnswers.trainingSessionId, session?.id ?? 0));
    expect(left).toEqual([]);
    expect((await f.request('GET', `/api/events/${eventId}/availability`, 'coach')).status).toBe(404);
    await t.db.update(teams).set({ availabilityLockHours: null }).where(eq(teams.id, f.team.id));
  });
});

describe('the events read without a range', () => {
  it('goes back 44 weeks and on eight weeks from today (UK), so match planning lists the past sessions too', async () => {
    // Wed 15 Mar 2028, noon: 44 weeks before is Wed 12 May 2027; eight weeks on, today counted, is
    // Tue 9 May 2028. Each session at 18:00 UK (17:00 UTC in summer time, 17:00 GMT in March: its day either way).
    await setClock('2028-03-15T12:00:00.000Z');
    const at = (day: string) => ({
      startsAt: new Date(`${day}T17:00:00Z`),
      endsAt: new Date(`${day}T18:00:00Z`),
    });
    const rows = await t.db
      .insert(trainingSessions)
      .values(
        ['2027-05-11', '2027-05-12', '2028-03-14', '2028-03-15', '2028-05-09', '2028-05-10'].map((day) => ({
          myTeamId: f.team.id,
          ...at(day),
          place: `Range ${day}`,
        })),
      )
      .returning({ id: trainingSessions.id });
    const ids = rows.map((row) => row.id);

    const res = await f.request('GET', `/api/teams/${f.team.secureId}/events`, 'parent');
    expect(res.status, res.text).toBe(200);
    const body = res.body as TeamEvents;
    expect({ from: body.from, to: body.to }).toEqual({ from: '2027-05-12', to: '2028-05-09' });
    const listed = body.events.flatMap((event) =>
      event.kind === 'training' && ids.includes(event.id) ? [event.date] : [],
    );
    expect(listed).toEqual(['2027-05-12', '2028-03-14', '2028-03-15', '2028-05-09']);

    // A `from` alone still gets its own eight weeks; a `to` alone starts 44 weeks back.
    const fromOnly = (
      await f.request('GET', `/api/teams/${f.team.secureId}/events?from=2028-03-14`, 'parent')
    ).body as TeamEvents;
    expect({ from: fromOnly.from, to: fromOnly.to }).toEqual({ from: '2028-03-14', to: '2028-05-08' });
    const toOnly = (await f.request('GET', `/api/teams/${f.team.secureId}/events?to=2028-03-14`, 'parent'))
      .body as TeamEvents;
    expect({ from: toOnly.from, to: toOnly.to }).toEqual({ from: '2027-05-12', to: '2028-03-14' });
    await t.db.delete(trainingSessions).where(inArray(trainingSessions.id, ids));
  });
});

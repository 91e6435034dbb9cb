import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamEvents } from '../../shared/contracts/training.js';
import { ukDate } from '../../shared/domain/uk-time.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { teams, trainingSessions } from './schema.js';
import { demoSeriesStart } from './seed-demo.js';

// The demo club's training (issue 31): a weekly series for each demo team, a couple of sessions behind
// the seeding day and the rest ahead, so a newcomer's `npm start` shows training among the matches.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

describe('demo training', () => {
  it('starts each series on its weekday, two weeks before the one on or before today', () => {
    // Monday 30 November 2026: the Tuesday before is 24 November, two weeks back 10 November.
    expect(demoSeriesStart(new Date('2026-11-30T12:00:00Z'), 2, 2)).toBe('2026-11-10');
    // On a Tuesday itself, that day counts.
    expect(demoSeriesStart(new Date('2026-12-01T20:00:00Z'), 2, 2)).toBe('2026-11-17');
    // 23:30 UTC on a Monday in summer is already Tuesday in the UK.
    expect(demoSeriesStart(new Date('2026-06-01T23:30:00Z'), 2, 0)).toBe('2026-06-02');
  });

  it('gives each demo team a weekly series, some past and most to come, listed for the demo parent', async () => {
    const now = t.clock.now();
    const [u12] = await t.db.select().from(teams).where(eq(teams.name, 'Riverside Rovers U12'));
    const [u14] = await t.db.select().from(teams).where(eq(teams.name, 'Riverside Rovers U14'));
    for (const team of [u12, u14]) {
      const rows = await t.db
        .select()
        .from(trainingSessions)
        .where(eq(trainingSessions.myTeamId, team?.id ?? 0));
      expect(rows).toHaveLength(8);
      expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
      expect(rows.filter((row) => row.startsAt < now).length).toBeGreaterThanOrEqual(2);
      expect(rows.filter((row) => row.startsAt > now).length).toBeGreaterThanOrEqual(5);
    }
    const parent = await t.signIn('parent@demo.test');
    const res = await t.request('GET', `/api/teams/${u12?.secureId}/events`, { cookie: parent });
    expect(res.status).toBe(200);
    const sessions = (res.body as TeamEvents).events.filter((event) => event.kind === 'training');
    expect(sessions.length).toBeGreaterThanOrEqual(5);
    expect(sessions[0]).toMatchObject({
      startTime: '18:00',
      endTime: '19:15',
      meetTime: '17:45',
      place: 'Riverside Park, pitch 2',
      notes: null,
    });
    // The read without a range goes back 44 weeks too (decision 061): the series' past sessions with the rest.
    expect(sessions).toHaveLength(8);
    expect(sessions.filter((session) => session.date >= ukDate(now)).length).toBeGreaterThanOrEqual(5);
    expect(sessions.some((session) => session.date < ukDate(now))).toBe(true);
  });
});

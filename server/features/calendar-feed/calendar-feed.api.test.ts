import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedCreated } from '../../../shared/contracts/calendar-feed.js';
import { clubs, matches, oppositionTeams, teams } from '../../db/schema.js';
import { parseIcs } from '../../test-support/ics.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// The calendar feed (issue 31, decision 056), read back by Mozilla's ical.js, a parser of its own.

let t: TestApp;
let f: PlanningFixture;
let homeMatch: number;
let awayMatch: number;
let otherTeamMatch: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Feed');
  const [team] = await t.db.select().from(teams).where(eq(teams.id, f.team.id));
  await t.db
    .update(clubs)
    .set({ location: 'Memorial Park, Leeds' })
    .where(eq(clubs.id, team?.clubId ?? 0));
  await t.db
    .update(oppositionTeams)
    .set({ location: 'Kestrel Lane' })
    .where(eq(oppositionTeams.id, f.opponent));
  homeMatch = await f.match({
    opponentTeamId: f.opponent,
    matchDate: new Date('2031-09-06T09:30:00Z'),
    isHome: 1,
    comments: 'Coach only: Sam is ill',
  });
  awayMatch = await f.match({
    opponentTeamId: f.opponent,
    matchDate: new Date('2031-12-13T10:00:00Z'),
    isHome: 0,
  });
  await f.match({ opponentTeamId: f.opponent, matchDate: null });
  otherTeamMatch = await f.otherMatch({
    opponentTeamId: f.otherOpponent,
    matchDate: new Date('2031-09-07T09:00:00Z'),
  });
});
afterAll(async () => {
  await t?.close();
});

const host = () => new URL(t.url).hostname;
const uid = (matchId: number) => `match-${matchId}@${host()}`;

async function createFeed(who: 'coach' | 'parent' | 'otherCoach'): Promise<CalendarFeedCreated> {
  const res = await f.request('POST', '/api/me/calendar-feed', who);
  expect(res.status).toBe(201);
  return res.body as CalendarFeedCreated;
}

async function readFeed(feed: CalendarFeedCreated, headers: Record<string, string> = {}) {
  return t.request('GET', new URL(feed.httpsUrl).pathname, { headers });
}

const eventOf = (text: string, matchId: number) => parseIcs(text).events.find((e) => e.uid === uid(matchId));

describe('the calendar feed', () => {
  it('gives a parent the team matches with opponent, side and venue, in UK time, and nothing private', async () => {
    const feed = await createFeed('parent');
    expect(feed.httpsUrl).toMatch(new RegExp(`^${t.url}/ical/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(feed.webcalUrl).toBe(feed.httpsUrl.replace(/^http:/, 'webcal:'));

    const res = await readFeed(feed);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('last-modified')).not.toBeNull();

    const { calendar, events } = parseIcs(res.text);
    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe('Europe/London');
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    // The undated match has no place in a calendar; the other team's match is not this parent's.
    expect(events.map((e) => e.uid)).toEqual([uid(homeMatch), uid(awayMatch)]);
    expect(events[0]).toMatchObject({
      summary: 'Feed U11 v Feed Kestrels (home)',
      location: 'Memorial Park, Leeds',
      tzid: 'Europe/London',
      sequence: 0,
      status: 'CONFIRMED',
      start: '2031-09-06T09:30:00.000Z',
      // 80 minutes of play and 15 more.
      end: '2031-09-06T11:05:00.000Z',
    });
    expect(res.text).toContain('DTSTART;TZID=Europe/London:20310906T103000');
    expect(res.text).toContain('DTSTART;TZID=Europe/London:20311213T100000');
    expect(res.text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(events[1]).toMatchObject({ summary: 'Feed U11 v Feed Kestrels (away)', location: 'Kestrel Lane' });
    expect(events[1]?.description).toContain('Away match');
    expect(res.text).not.toContain('Sam is ill');
  });

  it('keeps each UID, and raises SEQUENCE when the date or side changes, not for a score or a note', async () => {
    const feed = await createFeed('coach');
    const first = await readFeed(feed);
    expect(eventOf(first.text, homeMatch)?.sequence).toBe(0);

    const scored = await f.request('PUT', `/api/matches/${homeMatch}`, 'coach', {
      homeScore: 2,
      awayScore: 1,
      comments: 'Well played',
    });
    expect(scored.status).toBe(200);
    const afterScore = await readFeed(feed);
    expect(eventOf(afterScore.text, homeMatch)).toMatchObject({ uid: uid(homeMatch), sequence: 0 });
    expect(afterScore.text).not.toContain('Well played');

    const moved = await f.request('PUT', `/api/matches/${homeMatch}`, 'coach', {
      matchDate: '2031-09-06T13:00:00.000Z',
    });
    expect(moved.status).toBe(200);
    const afterMove = await readFeed(feed);
    expect(eventOf(afterMove.text, homeMatch)).toMatchObject({
      uid: uid(homeMatch),
      sequence: 1,
      start: '2031-09-06T13:00:00.000Z',
    });
    expect(afterMove.headers.get('etag')).not.toBe(first.headers.get('etag'));

    const away = await f.request('PUT', `/api/matches/${homeMatch}`, 'coach', { isHome: 0 });
    expect(away.status).toBe(200);
    expect(eventOf((await readFeed(feed)).text, homeMatch)).toMatchObject({
      sequence: 2,
      location: 'Kestrel Lane',
      summary: 'Feed U11 v Feed Kestrels (away)',
    });
  });

  it('raises SEQUENCE when the venue text changes: an opponent location, for its away matches from today on', async () => {
    const created = await f.request('POST', `/api/teams/${f.team.secureId}/teams`, 'coach', {
      name: 'Feed Merlins',
      location: 'Merlin Road',
    });
    expect(created.status).toBe(201);
    const merlins = (created.body as { id: number }).id;
    const awayUpcoming = await f.match({
      opponentTeamId: merlins,
      matchDate: new Date('2031-10-11T09:00:00Z'),
      isHome: 0,
    });
    const homeUpcoming = await f.match({
      opponentTeamId: merlins,
      matchDate: new Date('2031-10-18T09:00:00Z'),
      isHome: 1,
    });
    const awayPast = await f.match({
      opponentTeamId: merlins,
      matchDate: new Date(t.clock.now().getTime() - 3 * 24 * 60 * 60 * 1000),
      isHome: 0,
    });
    const feed = await createFeed('parent');
    const before = (await readFeed(feed)).text;
    expect(eventOf(before, awayUpcoming)).toMatchObject({ sequence: 0, location: 'Merlin Road' });

    const path = `/api/teams/${f.team.secureId}/teams/${merlins}`;
    const renamedOnly = await f.request('PUT', path, 'coach', { name: 'Feed Merlins FC' });
    expect(renamedOnly.status).toBe(200);
    expect(eventOf((await readFeed(feed)).text, awayUpcoming)?.sequence).toBe(0);

    const moved = await f.request('PUT', path, 'coach', {
      name: 'Feed Merlins FC',
      location: 'Merlin Road, Pitch 2',
    });
    expect(moved.status).toBe(200);
    const after = (await readFeed(feed)).text;
    expect(eventOf(after, awayUpcoming)).toMatchObject({ sequence: 1, location: 'Merlin Road, Pitch 2' });
    // At home the venue is our club's: that event shows nothing new.
    expect(eventOf(after, homeUpcoming)).toMatchObject({ sequence: 0, location: 'Memorial Park, Leeds' });
    // A match already played keeps its version.
    expect(eventOf(after, awayPast)?.sequence).toBe(0);

    const same = await f.request('PUT', path, 'coach', {
      name: 'Feed Merlins FC',
      location: 'Merlin Road, Pitch 2',
    });
    expect(same.status).toBe(200);
    expect(eventOf((await readFeed(feed)).text, awayUpcoming)?.sequence).toBe(1);

    // Removing the opponent takes its name from every upcoming match: each a new version.
    const removed = await f.request('DELETE', path, 'coach');
    expect(removed.status).toBe(200);
    const afterRemoval = (await readFeed(feed)).text;
    expect(eventOf(afterRemoval, awayUpcoming)).toMatchObject({ sequence: 2, location: null });
    expect(eventOf(afterRemoval, homeUpcoming)?.sequence).toBe(1);
  });

  it('says when the players meet, moves it with the kick-off, and raises SEQUENCE when it changes', async () => {
    // Sat 4 Oct 2031, 10:00 BST.
    const matchId = await f.match({
      opponentTeamId: f.opponent,
      matchDate: new Date('2031-10-04T09:00:00Z'),
      isHome: 1,
    });
    const feed = await createFeed('parent');
    expect(eventOf((await readFeed(feed)).text, matchId)?.description).not.toContain('Meet');

    const put = (body: object) => f.request('PUT', `/api/matches/${matchId}`, 'coach', body);
    const set = await put({ meetTime: '09:15' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ meetTime: '09:15' });
    expect(eventOf((await readFeed(feed)).text, matchId)).toMatchObject({ sequence: 1 });
    expect(eventOf((await readFeed(feed)).text, matchId)?.description).toContain('Meet at 09:15');

    // A note leaves the meet and the event as they were.
    expect((await put({ comments: 'Bring both kits' })).status).toBe(200);
    expect(eventOf((await readFeed(feed)).text, matchId)?.sequence).toBe(1);

    // Kick-off an hour later: the meet keeps its 45 minutes before.
    const moved = await put({ matchDate: '2031-10-04T10:00:00.000Z' });
    expect(moved.body).toMatchObject({ meetTime: '10:15' });
    const afterMove = eventOf((await readFeed(feed)).text, matchId);
    expect(afterMove).toMatchObject({ sequence: 2, start: '2031-10-04T10:00:00.000Z' });
    expect(afterMove?.description).toContain('Meet at 10:15');

    const cleared = await put({ meetTime: null });
    expect(cleared.body).toMatchObject({ meetTime: null });
    const afterClear = eventOf((await readFeed(feed)).text, matchId);
    expect(afterClear?.sequence).toBe(3);
    expect(afterClear?.description).not.toContain('Meet');
  });

  it('keeps a postponed or void match as CANCELLED', async () => {
    const feed = await createFeed('parent');
    await t.db.update(matches).set({ isPostponed: true }).where(eq(matches.id, awayMatch));
    const event = eventOf((await readFeed(feed)).text, awayMatch);
    expect(event).toMatchObject({
      status: 'CANCELLED',
      summary: 'Postponed: Feed U11 v Feed Kestrels (away)',
    });
    await t.db
      .update(matches)
      .set({ isPostponed: false, resultCode: 'void' })
      .where(eq(matches.id, awayMatch));
    expect(eventOf((await readFeed(feed)).text, awayMatch)?.status).toBe('CANCELLED');
    await t.db.update(matches).set({ resultCode: null }).where(eq(matches.id, awayMatch));
  });

  it('answers 304 to its own ETag, and the new body once a match changes', async () => {
    const feed = await createFeed('parent');
    const first = await readFeed(feed);
    const etag = first.headers.get('etag') ?? '';
    const again = await readFeed(feed, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await readFeed(feed, { 'if-none-match': '"something-else"' })).status).toBe(200);

    const moved = await f.request('PUT', `/api/matches/${awayMatch}`, 'coach', {
      matchDate: '2031-12-14T10:00:00.000Z',
    });
    expect(moved.status).toBe(200);
    const changed = await readFeed(feed, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(eventOf(changed.text, awayMatch)?.sequence).toBe(1);
  });

  it('covers only the member own teams', async () => {
    const feed = await createFeed('otherCoach');
    const { events } = parseIcs((await readFeed(feed)).text);
    expect(events.map((e) => e.uid)).toEqual([uid(otherTeamMatch)]);
  });

  it('stops answering a replaced or turned-off address, with a bare 404', async () => {
    const old = await createFeed('parent');
    expect((await readFeed(old)).status).toBe(200);
    const status = await f.request('GET', '/api/me/calendar-feed', 'parent');
    expect(status.body).toMatchObject({ isOn: true, createdAt: expect.any(String) });

    const replacement = await createFeed('parent');
    expect(replacement.httpsUrl).not.toBe(old.httpsUrl);
    const gone = await readFeed(old);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect((await readFeed(replacement)).status).toBe(200);

    const off = await f.request('DELETE', '/api/me/calendar-feed', 'parent');
    expect(off.status).toBe(200);
    expect((await readFeed(replacement)).status).toBe(404);
    expect((await f.request('GET', '/api/me/calendar-feed', 'parent')).body).toEqual({
      isOn: false,
      createdAt: null,
    });
    expect((await t.request('GET', '/ical/not-a-token.ics')).status).toBe(404);
  });

  it('is made and turned off only by a signed-in member, from our own pages', async () => {
    expect((await f.request('POST', '/api/me/calendar-feed', 'signedOut')).status).toBe(401);
    expect((await f.request('DELETE', '/api/me/calendar-feed', 'signedOut')).status).toBe(401);
    expect((await f.request('GET', '/api/me/calendar-feed', 'signedOut')).status).toBe(401);
    const crossSite = await f.request('POST', '/api/me/calendar-feed', 'parent', undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await f.request('DELETE', '/api/me/calendar-feed', 'parent', undefined, {
      origin: 'https://evil.test',
    });
    expect(otherOrigin.status).toBe(403);
  });
});

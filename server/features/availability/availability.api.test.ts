import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventAvailability } from '../../../shared/contracts/availability.js';
import { availabilityAnswers, players, teams, trainingSessions, users } from '../../db/schema.js';
import { startTeamAndRivals, type TestTeam } from '../../test-support/squad-minutes-fixture.js';
import { recordStatements } from '../../test-support/statement-recorder.js';
import { addTeamMember, insertMatch, insertPlayers } from '../../test-support/team-fixtures.js';
import type { TestApp } from '../../test-support/test-app.js';
import { readEventAvailability } from './answers.js';

// Availability answers (issue 31, decision 057) through the real app and database: who sees and gives
// which answers, the counts, the lock and kick-off, and what a change of the match's day asks again.

const NOW = '2026-12-01T12:00:00.000Z';
// Sat 5 Dec 2026, 10:00 in the UK (GMT).
const KICK_OFF = new Date('2026-12-05T10:00:00.000Z');

let t: TestApp;
let team: TestTeam;
let rivals: TestTeam;
const cookies = { coach: '', admin: '', mum: '', otherParent: '', kid: '', rivalCoach: '' };
const ids = { mum: 0, coach: 0 };
// Shirts 1-4 of the team: A is mum's, B the kid's own, C the other parent's, D nobody's.
const p = { a: 0, b: 0, c: 0, d: 0, rival: 0 };
let matchId = 0;
let rivalMatchId = 0;

beforeAll(async () => {
  const start = await startTeamAndRivals(NOW, { team: 'Answers FC U10', rivals: 'Answers Rivals U10' });
  ({ t, team, rivals } = start);
  ({ userId: ids.coach, cookie: cookies.coach } = await start.member(team.id, 'coach@answers.test', 'coach'));
  ({ userId: ids.mum, cookie: cookies.mum } = await start.member(
    team.id,
    'mum@answers.test',
    'player_parent',
  ));
  cookies.otherParent = (await start.member(team.id, 'other@answers.test', 'player_parent')).cookie;
  cookies.kid = (await start.member(team.id, 'kid@answers.test', 'player_parent')).cookie;
  cookies.rivalCoach = (await start.member(rivals.id, 'coach@rivals-answers.test', 'coach')).cookie;
  await t.db.insert(users).values({ email: 'admin@answers.test', role: 'admin' });
  cookies.admin = await t.signIn('admin@answers.test');
  await addTeamMember(t.db, rivals.id, 'mum@answers.test', 'player_parent');

  [p.a, p.b, p.c, p.d] = (await insertPlayers(t.db, team.id, [1, 2, 3, 4])).map((x) => x.id) as [
    number,
    number,
    number,
    number,
  ];
  [p.rival] = (await insertPlayers(t.db, rivals.id, [1])).map((x) => x.id) as [number];
  await t.db.update(players).set({ parent1Email: 'Mum@Answers.test' }).where(eq(players.id, p.a));
  await t.db.update(players).set({ playerEmail: 'kid@answers.test' }).where(eq(players.id, p.b));
  await t.db.update(players).set({ parent2Email: 'other@answers.test' }).where(eq(players.id, p.c));
  rivalMatchId = await insertMatch(t.db, rivals.id, { matchDate: KICK_OFF });
  matchId = await insertMatch(t.db, team.id, { matchDate: KICK_OFF, comments: 'Bring shin pads' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(availabilityAnswers);
  await t.db
    .update(teams)
    .set({
      availabilitySilence: 'unanswered',
      availabilityLockHours: null,
      showAvailabilityCountsToFamily: false,
    })
    .where(eq(teams.id, team.id));
  await t.request('PUT', `/api/matches/${matchId}`, {
    cookie: cookies.coach,
    body: { matchDate: KICK_OFF.toISOString() },
  });
  await t.db.delete(availabilityAnswers);
});

type Caller = keyof typeof cookies | 'signedOut';
const path = (playerId?: number, eventId = `match-${matchId}`) =>
  `/api/events/${eventId}/availability${playerId === undefined ? '' : `/${playerId}`}`;
const read = (caller: Caller, eventId?: string) =>
  t.request('GET', path(undefined, eventId), {
    cookie: caller === 'signedOut' ? undefined : cookies[caller],
  });
const answer = (
  caller: Caller,
  playerId: number,
  body: unknown,
  init: { eventId?: string; headers?: Record<string, string> } = {},
) =>
  t.request('PUT', path(playerId, init.eventId), {
    cookie: caller === 'signedOut' ? undefined : cookies[caller],
    body,
    headers: init.headers,
  });
const storedAnswers = () =>
  t.db
    .select({
      playerId: availabilityAnswers.playerId,
      answer: availabilityAnswers.answer,
      note: availabilityAnswers.note,
      by: availabilityAnswers.answeredByUserId,
      previousAnswer: availabilityAnswers.previousAnswer,
      previousNote: availabilityAnswers.previousNote,
    })
    .from(availabilityAnswers)
    .orderBy(availabilityAnswers.playerId);

describe('reading the answers', () => {
  it('shows coaches and admins the whole squad with counts, and a family only its own players without', async () => {
    await answer('coach', p.d, { answer: 'unavailable', note: 'Holiday' });
    const coach = await read('coach');
    expect(coach.status).toBe(200);
    expect(coach.body).toEqual({
      eventId: `match-${matchId}`,
      kind: 'match',
      matchId,
      trainingSessionId: null,
      startsAt: KICK_OFF.toISOString(),
      lockAt: KICK_OFF.toISOString(),
      isLocked: false,
      silenceMeans: 'unanswered',
      scope: 'team',
      canAnswerFor: [p.a, p.b, p.c, p.d],
      counts: { available: 0, maybe: 0, unavailable: 1, unanswered: 3 },
      players: [
        ...[p.a, p.b, p.c].map((playerId) => ({
          playerId,
          answer: null,
          note: null,
          answeredAt: null,
          arrivesAt: null,
          leftAtMinute: null,
          previous: null,
        })),
        {
          playerId: p.d,
          answer: 'unavailable',
          note: 'Holiday',
          answeredAt: NOW,
          arrivesAt: null,
          leftAtMinute: null,
          previous: null,
        },
      ],
    } satisfies EventAvailability);
    expect((await read('admin')).body).toEqual(coach.body);

    for (const [caller, own] of [
      ['mum', p.a],
      ['kid', p.b],
      ['otherParent', p.c],
    ] as const) {
      const res = await read(caller);
      expect(res.status, caller).toBe(200);
      const body = res.body as EventAvailability;
      expect(body.scope, caller).toBe('family');
      expect(body.canAnswerFor, caller).toEqual([own]);
      expect(
        body.players.map((x) => x.playerId),
        caller,
      ).toEqual([own]);
      expect(body.counts, caller).toBeNull();
    }
  });

  it('shows families the counts when the team turns it on, and counts silence as available when told', async () => {
    await answer('coach', p.d, { answer: 'unavailable' });
    await answer('coach', p.c, { answer: 'maybe' });
    await t.db
      .update(teams)
      .set({ showAvailabilityCountsToFamily: true, availabilitySilence: 'available' })
      .where(eq(teams.id, team.id));
    const mum = (await read('mum')).body as EventAvailability;
    expect(mum.players.map((x) => x.playerId)).toEqual([p.a]);
    expect(mum.silenceMeans).toBe('available');
    expect(mum.counts).toEqual({ available: 2, maybe: 1, unavailable: 1, unanswered: 2 });
    const coach = (await read('coach')).body as EventAvailability;
    expect(coach.counts).toEqual(mum.counts);
  });

  it('answers 404 Event not found to another team, an unknown match or a bad id spelled as one, and 401 signed out', async () => {
    for (const caller of ['rivalCoach'] as const) {
      const res = await read(caller);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'EVENT_NOT_FOUND', message: 'Event not found' });
    }
    // Mum is a parent on the rivals too, but of none of their players: she sees their match, empty.
    const mumOnRivals = (await read('mum', `match-${rivalMatchId}`)).body as EventAvailability;
    expect(mumOnRivals.players).toEqual([]);
    expect((await read('coach', 'match-2147483647')).status).toBe(404);
    // The router decodes the path: %6datch-N is match-N, judged the same way (another team's: 404).
    expect((await read('coach', `%6datch-${rivalMatchId}`)).status).toBe(404);
    expect((await read('signedOut')).status).toBe(401);
  });
});

describe('giving an answer', () => {
  it('lets a family answer for its own player, trims the note, and answers its own view', async () => {
    const res = await answer('mum', p.a, { answer: 'available', note: '  arrives at half-time  ' });
    expect(res.status).toBe(200);
    const body = res.body as EventAvailability;
    expect(body.scope).toBe('family');
    expect(body.players).toEqual([
      {
        playerId: p.a,
        answer: 'available',
        note: 'arrives at half-time',
        answeredAt: NOW,
        arrivesAt: null,
        leftAtMinute: null,
        previous: null,
      },
    ]);
    const again = await answer('mum', p.a, { answer: 'maybe', note: '' });
    expect((again.body as EventAvailability).players[0]).toMatchObject({ answer: 'maybe', note: null });
    expect(await storedAnswers()).toEqual([
      { playerId: p.a, answer: 'maybe', note: null, by: ids.mum, previousAnswer: null, previousNote: null },
    ]);
  });

  it('lets coaches and admins answer for anyone in the squad', async () => {
    expect((await answer('coach', p.b, { answer: 'unavailable' })).status).toBe(200);
    const admin = await answer('admin', p.c, { answer: 'available', note: null });
    expect(admin.status).toBe(200);
    expect((admin.body as EventAvailability).counts).toEqual({
      available: 1,
      maybe: 0,
      unavailable: 1,
      unanswered: 2,
    });
  });

  it("refuses another family's child, another team's player, a stranger and the signed-out, writing nothing", async () => {
    for (const [caller, playerId, status, code] of [
      ['mum', p.b, 404, 'PLAYER_NOT_FOUND'],
      ['kid', p.a, 404, 'PLAYER_NOT_FOUND'],
      ['otherParent', p.a, 404, 'PLAYER_NOT_FOUND'],
      ['mum', p.rival, 404, 'PLAYER_NOT_FOUND'],
      ['coach', p.rival, 404, 'PLAYER_NOT_FOUND'],
      ['coach', 2_147_483_647, 404, 'PLAYER_NOT_FOUND'],
      ['rivalCoach', p.a, 404, 'EVENT_NOT_FOUND'],
      ['signedOut', p.a, 401, 'UNAUTHORIZED'],
    ] as const) {
      const res = await answer(caller, playerId, { answer: 'available' });
      expect(res.status, `${caller} ${playerId}`).toBe(status);
      expect((res.body as { code: string }).code, `${caller} ${playerId}`).toBe(code);
    }
    // The rivals' match with our player: not in that match's squad.
    const crossed = await answer('coach', p.a, { answer: 'available' }, { eventId: `match-${rivalMatchId}` });
    expect(crossed.status).toBe(404);
    expect(await storedAnswers()).toEqual([]);
  });

  it('refuses bad input with 4xx and words, writing nothing', async () => {
    const badEvents = [
      'match-0',
      'match-1e3',
      'match-01',
      'training-0',
      'session-1',
      'match-',
      'match-99999999999',
      'match-12x',
    ];
    for (const eventId of badEvents) {
      for (const res of [
        await read('coach', eventId),
        await answer('coach', p.a, { answer: 'available' }, { eventId }),
      ]) {
        expect(res.status, eventId).toBe(400);
        expect((res.body as { message: string }).message, eventId).toMatch(/^Validation failed: eventId: /);
      }
    }
    const deep = JSON.parse(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`);
    for (const [body, reason] of [
      [{ answer: 'yes' }, 'answer: Answer must be available, maybe or unavailable'],
      [{}, 'answer: Answer must be available, maybe or unavailable'],
      [{ answer: 'available', note: 'x'.repeat(201) }, 'note: Note must be at most 200 characters'],
      [{ answer: 'available', note: 42 }, 'note: Note must be text'],
      [{ answer: 'available', note: deep }, 'note: Note must be text'],
      [deep, 'answer: Answer must be available, maybe or unavailable'],
    ] as const) {
      const res = await answer('coach', p.a, body);
      expect(res.status, reason).toBe(400);
      expect((res.body as { message: string }).message, reason).toBe(`Validation failed: ${reason}`);
    }
    for (const playerId of ['abc', '0', '1.5']) {
      const res = await t.request('PUT', `/api/events/match-${matchId}/availability/${playerId}`, {
        cookie: cookies.coach,
        body: { answer: 'available' },
      });
      expect(res.status, playerId).toBe(400);
    }
    // A note of exactly 200 characters is fine.
    expect((await answer('mum', p.a, { answer: 'maybe', note: 'y'.repeat(200) })).status).toBe(200);
    await t.db.delete(availabilityAnswers);
    // Another site's page cannot answer for a signed-in parent.
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.test' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await answer('mum', p.a, { answer: 'available' }, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await storedAnswers()).toEqual([]);
  });
});

describe('the lock and kick-off', () => {
  it("closes a family's answers the team's hours before kick-off, in UK words, but never a coach's", async () => {
    await t.db.update(teams).set({ availabilityLockHours: 24 }).where(eq(teams.id, team.id));
    t.clock.set('2026-12-04T09:59:59.000Z');
    expect((await answer('mum', p.a, { answer: 'available' })).status).toBe(200);
    expect(((await read('mum')).body as EventAvailability).isLocked).toBe(false);
    t.clock.set('2026-12-04T10:00:00.000Z');
    const locked = await answer('mum', p.a, { answer: 'unavailable' });
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({
      code: 'AVAILABILITY_LOCKED',
      message: 'Answers for this match closed at 10:00 on Fri 4 Dec. Ask the coach to change it.',
    });
    const mum = (await read('mum')).body as EventAvailability;
    expect(mum).toMatchObject({ isLocked: true, lockAt: '2026-12-04T10:00:00.000Z' });
    expect(((await read('coach')).body as EventAvailability).isLocked).toBe(false);
    // On the phone with the parent: the coach changes it.
    expect((await answer('coach', p.a, { answer: 'unavailable', note: 'Ill' })).status).toBe(200);
    expect(await storedAnswers()).toMatchObject([{ playerId: p.a, answer: 'unavailable', by: ids.coach }]);
  });

  it('closes at kick-off without a lock, and never for a match without a date', async () => {
    t.clock.set('2026-12-05T10:00:00.000Z');
    const locked = await answer('kid', p.b, { answer: 'available' });
    expect(locked.status).toBe(409);
    expect((locked.body as { message: string }).message).toBe(
      'Answers for this match closed at 10:00 on Sat 5 Dec. Ask the coach to change it.',
    );
    expect((await answer('admin', p.b, { answer: 'available' })).status).toBe(200);
    await t.request('PUT', `/api/matches/${matchId}`, { cookie: cookies.coach, body: { matchDate: null } });
    const undated = await answer('kid', p.b, { answer: 'maybe' });
    expect(undated.status).toBe(200);
    expect(undated.body).toMatchObject({ startsAt: null, lockAt: null, isLocked: false });
  });
});

describe('changes to the match', () => {
  it('keeps the answers through a score or notes edit, and asks again when the day or time moves', async () => {
    await answer('mum', p.a, { answer: 'available', note: 'Can drive two' });
    await answer('coach', p.d, { answer: 'unavailable' });
    const edit = await t.request('PUT', `/api/matches/${matchId}`, {
      cookie: cookies.coach,
      body: { comments: 'Meet at 9:30', homeScore: 0, awayScore: 0 },
    });
    expect(edit.status).toBe(200);
    expect((await storedAnswers()).map((x) => x.answer)).toEqual(['available', 'unavailable']);

    const moved = await t.request('PUT', `/api/matches/${matchId}`, {
      cookie: cookies.coach,
      body: { matchDate: '2026-12-06T11:00:00.000Z' },
    });
    expect(moved.status).toBe(200);
    expect(await storedAnswers()).toEqual([
      {
        playerId: p.a,
        answer: null,
        note: null,
        by: null,
        previousAnswer: 'available',
        previousNote: 'Can drive two',
      },
      {
        playerId: p.d,
        answer: null,
        note: null,
        by: null,
        previousAnswer: 'unavailable',
        previousNote: null,
      },
    ]);
    const mum = (await read('mum')).body as EventAvailability;
    expect(mum.players).toEqual([
      {
        playerId: p.a,
        answer: null,
        note: null,
        answeredAt: null,
        arrivesAt: null,
        leftAtMinute: null,
        previous: { answer: 'available', note: 'Can drive two', answeredAt: NOW, arrivesAt: null },
      },
    ]);
    // Answering again keeps what was said before the change beside it.
    const again = await answer('mum', p.a, { answer: 'maybe' });
    expect((again.body as EventAvailability).players[0]).toMatchObject({
      answer: 'maybe',
      previous: { answer: 'available' },
    });
    const coach = (await read('coach')).body as EventAvailability;
    expect(coach.counts).toEqual({ available: 0, maybe: 1, unavailable: 0, unanswered: 3 });
  });
});

describe('a late arrival', () => {
  const arrivals = () =>
    t.db
      .select({
        playerId: availabilityAnswers.playerId,
        answer: availabilityAnswers.answer,
        arrivesAt: availabilityAnswers.arrivesAt,
        previousArrivesAt: availabilityAnswers.previousArrivesAt,
      })
      .from(availabilityAnswers)
      .orderBy(availabilityAnswers.playerId);

  it('keeps the UK clock time with an Available or Not sure answer, for the family and the coach to read', async () => {
    // Kick-off 10:00 UK (GMT in December); the match is 80 minutes, so it ends at 11:20.
    const res = await answer('mum', p.a, { answer: 'available', arrivesAt: '10:30' });
    expect(res.status).toBe(200);
    expect((res.body as EventAvailability).players[0]).toMatchObject({
      answer: 'available',
      arrivesAt: '2026-12-05T10:30:00.000Z',
    });
    expect((await answer('coach', p.d, { answer: 'maybe', arrivesAt: '11:19' })).status).toBe(200);
    const coach = (await read('coach')).body as EventAvailability;
    expect(coach.players.map((x) => [x.playerId, x.arrivesAt])).toEqual([
      [p.a, '2026-12-05T10:30:00.000Z'],
      [p.b, null],
      [p.c, null],
      [p.d, '2026-12-05T11:19:00.000Z'],
    ]);
    // Answered again without a time: there from the start.
    await answer('mum', p.a, { answer: 'available' });
    expect((await arrivals())[0]).toMatchObject({ playerId: p.a, arrivesAt: null });
  });

  it('clears the arrival when the answer becomes Unavailable, and refuses a time with Unavailable', async () => {
    await answer('mum', p.a, { answer: 'maybe', arrivesAt: '10:45' });
    const refused = await answer('mum', p.a, { answer: 'unavailable', arrivesAt: '10:45' });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe(
      'Validation failed: arrivesAt: An Unavailable answer has no arrival time',
    );
    expect((await arrivals())[0]).toMatchObject({ answer: 'maybe' });
    expect((await answer('mum', p.a, { answer: 'unavailable' })).status).toBe(200);
    expect(await arrivals()).toEqual([
      { playerId: p.a, answer: 'unavailable', arrivesAt: null, previousArrivesAt: null },
    ]);
  });

  it('refuses a time outside the match, a malformed one, and one for a match without a date or time, writing nothing', async () => {
    for (const [arrivesAt, reason] of [
      ['10:00', 'The arrival time must be after kick-off (10:00).'],
      ['09:30', 'The arrival time must be after kick-off (10:00).'],
      ['11:20', 'The arrival time must be before the end (11:20).'],
      ['18:00', 'The arrival time must be before the end (11:20).'],
      ['10.30', 'Arrival time must be a time such as 10:30'],
      ['24:00', 'Arrival time must be a time such as 10:30'],
      [1030, 'Arrival time must be a time such as 10:30'],
    ] as const) {
      const res = await answer('coach', p.a, { answer: 'available', arrivesAt });
      expect(res.status, String(arrivesAt)).toBe(400);
      expect((res.body as { message: string }).message, String(arrivesAt)).toBe(
        `Validation failed: arrivesAt: ${reason}`,
      );
    }
    expect(await arrivals()).toEqual([]);
    const undated = await insertMatch(t.db, team.id, {});
    const res = await answer(
      'coach',
      p.a,
      { answer: 'available', arrivesAt: '10:30' },
      { eventId: `match-${undated}` },
    );
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(
      'Validation failed: arrivesAt: The match has no date yet, so a late arrival cannot be given.',
    );
    expect(await arrivals()).toEqual([]);
  });

  it("takes a training session's arrival between its start and end times", async () => {
    // Thu 3 Dec 2026, 18:00 to 19:30 in the UK.
    const [session] = await t.db
      .insert(trainingSessions)
      .values({
        myTeamId: team.id,
        startsAt: new Date('2026-12-03T18:00:00.000Z'),
        endsAt: new Date('2026-12-03T19:30:00.000Z'),
        place: 'Rec ground',
      })
      .returning({ id: trainingSessions.id });
    const eventId = `training-${session!.id}`;
    const ok = await answer('mum', p.a, { answer: 'available', arrivesAt: '18:45' }, { eventId });
    expect(ok.status).toBe(200);
    expect((ok.body as EventAvailability).players[0]!.arrivesAt).toBe('2026-12-03T18:45:00.000Z');
    const late = await answer('mum', p.a, { answer: 'available', arrivesAt: '19:30' }, { eventId });
    expect(late.status).toBe(400);
    expect((late.body as { message: string }).message).toBe(
      'Validation failed: arrivesAt: The arrival time must be before the end (19:30).',
    );
    const early = await answer('mum', p.a, { answer: 'maybe', arrivesAt: '17:59' }, { eventId });
    expect((early.body as { message: string }).message).toBe(
      'Validation failed: arrivesAt: The arrival time must be after the start (18:00).',
    );
    expect((await arrivals()).map((row) => row.arrivesAt)).toEqual([new Date('2026-12-03T18:45:00.000Z')]);
    await t.db.delete(trainingSessions).where(eq(trainingSessions.id, session!.id));
  });

  it('moves to "before the change" with the answer when the match moves', async () => {
    await answer('mum', p.a, { answer: 'available', arrivesAt: '10:30' });
    const moved = await t.request('PUT', `/api/matches/${matchId}`, {
      cookie: cookies.coach,
      body: { matchDate: '2026-12-06T11:00:00.000Z' },
    });
    expect(moved.status).toBe(200);
    expect(await arrivals()).toEqual([
      {
        playerId: p.a,
        answer: null,
        arrivesAt: null,
        previousArrivesAt: new Date('2026-12-05T10:30:00.000Z'),
      },
    ]);
    const mum = (await read('mum')).body as EventAvailability;
    expect(mum.players[0]).toMatchObject({
      arrivesAt: null,
      previous: { answer: 'available', arrivesAt: '2026-12-05T10:30:00.000Z' },
    });
  });
});

describe('the read', () => {
  it('costs the same statements whatever the squad: two for a coach, three for a family', async () => {
    const [teamRow] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    const [coachRow] = await t.db.select().from(users).where(eq(users.id, ids.coach));
    const [mumRow] = await t.db.select().from(users).where(eq(users.id, ids.mum));
    if (!teamRow || !coachRow || !mumRow) throw new Error('fixture rows missing');
    const counts = async () => {
      const recorder = recordStatements(t.db);
      await readEventAvailability(
        recorder.db,
        coachRow,
        { team: teamRow, role: 'coach' },
        `match-${matchId}`,
        t.clock.now(),
      );
      const coach = recorder.statements.length;
      recorder.statements.length = 0;
      await readEventAvailability(
        recorder.db,
        mumRow,
        { team: teamRow, role: 'player_parent' },
        `match-${matchId}`,
        t.clock.now(),
      );
      return { coach, family: recorder.statements.length };
    };
    expect(await counts()).toEqual({ coach: 2, family: 3 });
    const extra = await insertPlayers(t.db, team.id, [20, 21, 22, 23, 24, 25, 26, 27]);
    for (const player of extra) await answer('coach', player.id, { answer: 'maybe' });
    expect(await counts()).toEqual({ coach: 2, family: 3 });
    await t.db.delete(players).where(
      inArray(
        players.id,
        extra.map((player) => player.id),
      ),
    );
  });
});

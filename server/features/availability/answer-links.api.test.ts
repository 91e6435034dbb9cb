import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANSWER_LINK_INVALID, type AnswerLinkView } from '../../../shared/contracts/answer-links.js';
import { answerLinkExpiresAt } from '../../../shared/domain/answer-links.js';
import {
  answerLinks,
  availabilityAnswers,
  matches,
  players,
  rateLimits,
  teamMemberships,
  teams,
  trainingSessions,
} from '../../db/schema.js';
import { startTeamAndRivals, type TestTeam } from '../../test-support/squad-minutes-fixture.js';
import { recordStatements } from '../../test-support/statement-recorder.js';
import {
  addTeamMember,
  insertMatch,
  insertOpponent,
  insertPlayers,
} from '../../test-support/team-fixtures.js';
import type { TestApp } from '../../test-support/test-app.js';
import { answerLinkUrl, issueAnswerLink, pruneExpiredAnswerLinks, readAnswerLink } from './answer-links.js';

// Answer links (issue 31, decision 059) through the real app and database: a reminder's link shows the
// answer page's data without changing anything, saves only on the POST, as the account it went to,
// under the family lock, and refuses anything else with the same 404 words.

const NOW = '2026-12-01T12:00:00.000Z';
// Sat 5 Dec 2026, 10:00 in the UK (GMT); the link works until the end of that UK day.
const KICK_OFF = new Date('2026-12-05T10:00:00.000Z');
const EXPIRES = answerLinkExpiresAt(KICK_OFF, new Date(NOW));

let t: TestApp;
let team: TestTeam;
let rivals: TestTeam;
const ids = { mum: 0, dad: 0, coach: 0 };
const p = { a: 0, b: 0, rival: 0 };
let matchId = 0;
let rivalMatchId = 0;
// Thu 3 Dec 2026, 18:00 to 19:15 in the UK (GMT); its links work until the end of that UK day.
const SESSION_START = new Date('2026-12-03T18:00:00.000Z');
const SESSION_END = new Date('2026-12-03T19:15:00.000Z');
let sessionId = 0;

beforeAll(async () => {
  const start = await startTeamAndRivals(NOW, { team: 'Links FC U10', rivals: 'Links Rivals U10' });
  ({ t, team, rivals } = start);
  ids.mum = await addTeamMember(t.db, team.id, 'mum@links.test', 'player_parent');
  ids.dad = await addTeamMember(t.db, team.id, 'dad@links.test', 'player_parent');
  ids.coach = await addTeamMember(t.db, team.id, 'coach@links.test', 'coach');
  [p.a, p.b] = (await insertPlayers(t.db, team.id, [7, 8])).map((x) => x.id) as [number, number];
  [p.rival] = (await insertPlayers(t.db, rivals.id, [7])).map((x) => x.id) as [number];
  const opponentTeamId = await insertOpponent(t.db, team.id, 'Eastside Eagles');
  matchId = await insertMatch(t.db, team.id, { matchDate: KICK_OFF, opponentTeamId, isHome: 0 });
  rivalMatchId = await insertMatch(t.db, rivals.id, { matchDate: KICK_OFF });
  const [session] = await t.db
    .insert(trainingSessions)
    .values({ myTeamId: team.id, startsAt: SESSION_START, endsAt: SESSION_END, place: 'Riverside Park' })
    .returning({ id: trainingSessions.id });
  sessionId = session?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set(NOW);
  await t.db.delete(availabilityAnswers);
  await t.db.delete(answerLinks);
  await t.db.delete(rateLimits);
  await t.db.update(teams).set({ availabilityLockHours: null }).where(eq(teams.id, team.id));
  // Mum is A's parent, dad B's.
  await t.db
    .update(players)
    .set({ firstName: 'Ava', lastName: 'Surname', parent1Email: 'mum@links.test' })
    .where(eq(players.id, p.a));
  await t.db.update(players).set({ parent1Email: 'dad@links.test' }).where(eq(players.id, p.b));
  await addTeamMember(t.db, team.id, 'mum@links.test', 'player_parent');
});

const issue = (input: Partial<Parameters<typeof issueAnswerLink>[1]> = {}) =>
  issueAnswerLink(t.db, { playerId: p.a, matchId, userId: ids.mum, expiresAt: EXPIRES, ...input });
const read = (token: string, query = '') => t.request('GET', `/api/answer-links/${token}${query}`);
const send = (token: string, body: unknown, headers?: Record<string, string>) =>
  t.request('POST', `/api/answer-links/${token}`, { body, headers });
const stored = () =>
  t.db
    .select({
      matchId: availabilityAnswers.matchId,
      playerId: availabilityAnswers.playerId,
      answer: availabilityAnswers.answer,
      note: availabilityAnswers.note,
      answeredAt: availabilityAnswers.answeredAt,
      by: availabilityAnswers.answeredByUserId,
    })
    .from(availabilityAnswers)
    .orderBy(availabilityAnswers.playerId);
const invalid = { code: 'NOT_FOUND', message: ANSWER_LINK_INVALID };

const unanswered: AnswerLinkView = {
  kind: 'match',
  player: { firstName: 'Ava', shirtNumber: 7 },
  teamName: 'Links FC U10',
  opponent: 'Eastside Eagles',
  startsAt: KICK_OFF.toISOString(),
  endsAt: null,
  place: null,
  meetTime: null,
  isTimeTbc: false,
  isHome: false,
  isPostponed: false,
  isCancelled: false,
  answer: null,
  note: null,
  answeredAt: null,
  arrivesAt: null,
  lockAt: KICK_OFF.toISOString(),
  isLocked: false,
  expiresAt: '2026-12-06T00:00:00.000Z',
};

describe('making a link', () => {
  it('keeps only the hash of a 32-byte token, and builds the page address from APP_URL', async () => {
    const token = await issue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(answerLinks);
    expect(row).toMatchObject({ playerId: p.a, matchId, userId: ids.mum, expiresAt: EXPIRES });
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await issue()).not.toBe(token);
    expect(answerLinkUrl('https://touchline.test', token)).toBe(`https://touchline.test/answer/${token}`);
    expect(answerLinkUrl('https://touchline.test/', token, 'maybe')).toBe(
      `https://touchline.test/answer/${token}?answer=maybe`,
    );
  });
});

describe('reading a link', () => {
  it("shows the player's first name, the match and the answer, and changes nothing however often it is opened", async () => {
    const token = await issue();
    const first = await read(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(unanswered);
    // A mail scanner opens every button's link: none of them answers.
    for (const query of ['', '?answer=unavailable', '?answer=available', '?answer=bogus&note=x']) {
      const res = await read(token, query);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toEqual(unanswered);
    }
    expect(await stored()).toEqual([]);
    // An answer already given stays exactly as it was, its time and author too.
    expect((await send(token, { answer: 'maybe', note: 'Late' })).status).toBe(200);
    const before = await stored();
    t.clock.set('2026-12-02T08:00:00.000Z');
    for (const query of ['', '?answer=unavailable']) expect((await read(token, query)).status).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it("shows the match's meet time on the UK clock, and none while the kick-off time is to be confirmed", async () => {
    const token = await issue();
    try {
      // 45 minutes before a 10:00 kick-off (GMT in December).
      await t.db.update(matches).set({ meetMinutesBefore: 45 }).where(eq(matches.id, matchId));
      expect((await read(token)).body).toEqual({ ...unanswered, meetTime: '09:15' });
      await t.db.update(matches).set({ isTimeTbc: true }).where(eq(matches.id, matchId));
      expect((await read(token)).body).toMatchObject({ isTimeTbc: true, meetTime: null });
    } finally {
      await t.db
        .update(matches)
        .set({ meetMinutesBefore: null, isTimeTbc: false })
        .where(eq(matches.id, matchId));
    }
  });

  it('sends only reads to the database', async () => {
    const token = await issue();
    const recorder = recordStatements(t.db);
    await readAnswerLink(recorder.db, token, t.clock.now());
    expect(recorder.statements.length).toBeGreaterThan(0);
    for (const { text } of recorder.statements) expect(text.trimStart().toLowerCase()).toMatch(/^select /);
  });
});

describe('answering through a link', () => {
  it("saves the answer as the link's account and answers the page's view", async () => {
    const token = await issue();
    const res = await send(token, { answer: 'available', note: '  Arrives at half-time ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...unanswered,
      answer: 'available',
      note: 'Arrives at half-time',
      answeredAt: NOW,
    });
    expect(await stored()).toEqual([
      {
        matchId,
        playerId: p.a,
        answer: 'available',
        note: 'Arrives at half-time',
        answeredAt: new Date(NOW),
        by: ids.mum,
      },
    ]);
    // The signed-in screens see the same answer: it is the one row of decision 057.
    expect((await send(token, { answer: 'unavailable' })).body).toMatchObject({
      answer: 'unavailable',
      note: null,
    });
    expect(await stored()).toMatchObject([{ playerId: p.a, answer: 'unavailable', note: null, by: ids.mum }]);
  });

  it('keeps a late arrival given on the page, and refuses one outside the match in words, writing nothing', async () => {
    const token = await issue();
    const bad = await send(token, { answer: 'available', arrivesAt: '08:00' });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(
      /^Validation failed: arrivesAt: The arrival time must be after kick-off/,
    );
    expect(await stored()).toEqual([]);
    // Kick-off is 10:00 UK time (GMT in December).
    const res = await send(token, { answer: 'maybe', arrivesAt: '10:30' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ answer: 'maybe', arrivesAt: '2026-12-05T10:30:00.000Z' });
  });

  it('answers only for its own player and match, whatever the body says', async () => {
    const token = await issue();
    const res = await send(token, { answer: 'available', playerId: p.b, matchId: rivalMatchId });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ matchId, playerId: p.a })]);
    // Dad's link for B answers for B, recorded as dad's.
    const dads = await issue({ playerId: p.b, userId: ids.dad });
    expect((await send(dads, { answer: 'maybe' })).body).toMatchObject({ player: { shirtNumber: 8 } });
    expect(await stored()).toMatchObject([
      { playerId: p.a, by: ids.mum },
      { playerId: p.b, answer: 'maybe', by: ids.dad },
    ]);
  });

  it('refuses after the lock in the same words as the signed-in answer, and says so when read', async () => {
    await t.db.update(teams).set({ availabilityLockHours: 24 }).where(eq(teams.id, team.id));
    const token = await issue();
    t.clock.set('2026-12-04T09:59:59.000Z');
    expect((await send(token, { answer: 'available' })).status).toBe(200);
    t.clock.set('2026-12-04T10:00:00.000Z');
    const locked = await send(token, { answer: 'unavailable' });
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({
      code: 'AVAILABILITY_LOCKED',
      message: 'Answers for this match closed at 10:00 on Fri 4 Dec. Ask the coach to change it.',
    });
    expect((await read(token)).body).toMatchObject({
      answer: 'available',
      isLocked: true,
      lockAt: '2026-12-04T10:00:00.000Z',
    });
    expect(await stored()).toMatchObject([{ answer: 'available' }]);
  });

  it('holds the family lock even when the account is also a coach of the team', async () => {
    await t.db.update(players).set({ parent2Email: 'coach@links.test' }).where(eq(players.id, p.a));
    const token = await issue({ userId: ids.coach });
    t.clock.set(KICK_OFF.toISOString());
    expect((await send(token, { answer: 'available' })).status).toBe(409);
    expect(await stored()).toEqual([]);
  });
});

describe('links that no longer work', () => {
  it('are 404 with words for people once expired', async () => {
    const token = await issue();
    t.clock.set(new Date(EXPIRES.getTime() - 1).toISOString());
    expect((await read(token)).status).toBe(200);
    t.clock.set(EXPIRES.toISOString());
    for (const res of [await read(token), await send(token, { answer: 'available' })]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(invalid);
    }
    expect(await stored()).toEqual([]);
  });

  it('are swept once expired, and the live ones kept', async () => {
    const live = await issue();
    await issue({ expiresAt: new Date('2026-12-01T11:59:59.000Z') });
    await issue({ expiresAt: new Date(NOW) });
    await pruneExpiredAnswerLinks(t.db, t.clock.now());
    expect(await t.db.select({ expiresAt: answerLinks.expiresAt }).from(answerLinks)).toEqual([
      { expiresAt: EXPIRES },
    ]);
    expect((await read(live)).status).toBe(200);
  });

  it('are 404 for an unknown or malformed token, without a database error', async () => {
    await issue();
    const unknown = 'A'.repeat(43);
    for (const token of [unknown, 'abc', `${'A'.repeat(42)}!`, 'A'.repeat(44), '%00', 'A'.repeat(100)]) {
      for (const res of [await read(token), await send(token, { answer: 'available' })]) {
        expect(res.status, token).toBe(404);
        expect(res.body, token).toEqual(invalid);
      }
    }
    // Longer than the router takes for a path segment: refused before any handler.
    expect((await read('A'.repeat(201))).status).toBe(414);
    expect(await stored()).toEqual([]);
  });

  it('are 404 once the account is no longer the family or on the team, or the match or player went', async () => {
    const token = await issue();
    await t.db.update(players).set({ parent1Email: 'someone@else.test' }).where(eq(players.id, p.a));
    expect((await read(token)).status).toBe(404);
    expect((await send(token, { answer: 'available' })).status).toBe(404);
    await t.db.update(players).set({ parent1Email: 'mum@links.test' }).where(eq(players.id, p.a));
    expect((await read(token)).status).toBe(200);
    await t.db.delete(teamMemberships).where(eq(teamMemberships.userId, ids.mum));
    expect((await read(token)).status).toBe(404);
    expect((await send(token, { answer: 'available' })).status).toBe(404);
    await addTeamMember(t.db, team.id, 'mum@links.test', 'player_parent');
    // A link whose match is deleted goes with it (revoked by its foreign key).
    const doomed = await insertMatch(t.db, team.id, { matchDate: KICK_OFF });
    const gone = await issue({ matchId: doomed });
    expect((await read(gone)).status).toBe(200);
    await t.db.delete(matches).where(eq(matches.id, doomed));
    expect((await read(gone)).body).toEqual(invalid);
    // A link made for a player of another team than the match's answers nothing.
    const mixed = await issue({ playerId: p.rival });
    expect((await send(mixed, { answer: 'available' })).status).toBe(404);
    expect(await stored()).toEqual([]);
  });
});

describe('refused requests', () => {
  it('refuses a cross-site POST like every write, and takes a same-origin form POST', async () => {
    const token = await issue();
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.test' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await send(token, { answer: 'available' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await stored()).toEqual([]);
    // The page itself: the browser says same-origin (Origin may be "null" under a no-referrer policy).
    const own = await send(token, { answer: 'maybe' }, { 'sec-fetch-site': 'same-origin', origin: 'null' });
    expect(own.status).toBe(200);
  });

  it('refuses a huge body, a bad answer and a long note, writing nothing', async () => {
    const token = await issue();
    const huge = await t.request('POST', `/api/answer-links/${token}`, {
      rawBody: JSON.stringify({ answer: 'available', note: 'x'.repeat(10_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    for (const body of [{ answer: 'yes' }, { answer: 'maybe', note: 'y'.repeat(201) }, {}, []]) {
      const res = await send(token, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(await stored()).toEqual([]);
  });

  it('counts answers from one connection and refuses past the limit with 429', async () => {
    const token = await issue();
    for (let i = 0; i < 30; i += 1) expect((await send(token, { answer: 'available' })).status).toBe(200);
    const refused = await send(token, { answer: 'unavailable' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await stored()).toMatchObject([{ answer: 'available' }]);
    // Reading is not counted.
    expect((await read(token)).status).toBe(200);
  });
});

describe('a link for a training session', () => {
  const issueForSession = (input: Partial<Parameters<typeof issueAnswerLink>[1]> = {}) =>
    issueAnswerLink(t.db, {
      playerId: p.a,
      trainingSessionId: sessionId,
      userId: ids.mum,
      expiresAt: answerLinkExpiresAt(SESSION_START, new Date(NOW)),
      ...input,
    });
  const sessionAnswers = () =>
    t.db
      .select({
        matchId: availabilityAnswers.matchId,
        trainingSessionId: availabilityAnswers.trainingSessionId,
        playerId: availabilityAnswers.playerId,
        answer: availabilityAnswers.answer,
        note: availabilityAnswers.note,
        by: availabilityAnswers.answeredByUserId,
      })
      .from(availabilityAnswers)
      .orderBy(availabilityAnswers.playerId);
  const sessionView: AnswerLinkView = {
    kind: 'training',
    player: { firstName: 'Ava', shirtNumber: 7 },
    teamName: 'Links FC U10',
    opponent: null,
    startsAt: SESSION_START.toISOString(),
    endsAt: SESSION_END.toISOString(),
    place: 'Riverside Park',
    meetTime: null,
    isTimeTbc: false,
    isHome: false,
    isPostponed: false,
    isCancelled: false,
    answer: null,
    note: null,
    answeredAt: null,
    arrivesAt: null,
    lockAt: SESSION_START.toISOString(),
    isLocked: false,
    // The end of the session's UK day.
    expiresAt: '2026-12-04T00:00:00.000Z',
  };

  beforeEach(async () => {
    await t.db.update(trainingSessions).set({ cancelledAt: null }).where(eq(trainingSessions.id, sessionId));
  });

  it('names exactly one event: a link for both or neither is refused', async () => {
    const [row] = await t.db.select().from(answerLinks);
    expect(row).toBeUndefined();
    const token = await issueForSession();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await t.db.select().from(answerLinks)).toMatchObject([
      { playerId: p.a, matchId: null, trainingSessionId: sessionId, userId: ids.mum },
    ]);
    await expect(issueForSession({ matchId })).rejects.toThrow();
    await expect(
      t.db.insert(answerLinks).values({
        tokenHash: 'f'.repeat(64),
        playerId: p.a,
        matchId,
        trainingSessionId: sessionId,
        userId: ids.mum,
        expiresAt: EXPIRES,
      }),
    ).rejects.toThrow();
  });

  it('shows the session (day, time, place) and changes nothing however often it is opened', async () => {
    const token = await issueForSession();
    for (const query of ['', '?answer=unavailable', '?answer=available']) {
      const res = await read(token, query);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toEqual(sessionView);
    }
    expect(await sessionAnswers()).toEqual([]);
    await t.db
      .update(trainingSessions)
      .set({ cancelledAt: new Date(NOW) })
      .where(eq(trainingSessions.id, sessionId));
    expect((await read(token)).body).toEqual({ ...sessionView, isCancelled: true });
  });

  it("shows the session's meet time on the UK clock", async () => {
    const token = await issueForSession();
    try {
      // 17:45 UK (GMT in December), a quarter of an hour before the start.
      await t.db
        .update(trainingSessions)
        .set({ meetsAt: new Date('2026-12-03T17:45:00.000Z') })
        .where(eq(trainingSessions.id, sessionId));
      expect((await read(token)).body).toEqual({ ...sessionView, meetTime: '17:45' });
    } finally {
      await t.db.update(trainingSessions).set({ meetsAt: null }).where(eq(trainingSessions.id, sessionId));
    }
  });

  it('sends only reads to the database', async () => {
    const token = await issueForSession();
    const recorder = recordStatements(t.db);
    const view = await readAnswerLink(recorder.db, token, t.clock.now());
    expect(view.kind).toBe('training');
    expect(recorder.statements.length).toBeGreaterThan(0);
    for (const { text } of recorder.statements) expect(text.trimStart().toLowerCase()).toMatch(/^select /);
  });

  it("saves the answer for the session through the one write path, as the link's account", async () => {
    const token = await issueForSession();
    const res = await send(token, { answer: 'maybe', note: ' Arrives at 18:30 ', matchId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...sessionView, answer: 'maybe', note: 'Arrives at 18:30', answeredAt: NOW });
    expect(await sessionAnswers()).toEqual([
      {
        matchId: null,
        trainingSessionId: sessionId,
        playerId: p.a,
        answer: 'maybe',
        note: 'Arrives at 18:30',
        by: ids.mum,
      },
    ]);
    // The signed-in read of the session sees it: the same row.
    const coach = await t.signIn('coach@links.test');
    const answers = await t.request('GET', `/api/events/training-${sessionId}/availability`, {
      cookie: coach,
    });
    expect(answers.status).toBe(200);
    expect(JSON.stringify(answers.body)).toContain('Arrives at 18:30');
  });

  it('refuses after the lock counted from the start, and 404s once the UK day ends or the session goes', async () => {
    await t.db.update(teams).set({ availabilityLockHours: 2 }).where(eq(teams.id, team.id));
    const token = await issueForSession();
    t.clock.set('2026-12-03T16:00:00.000Z');
    const locked = await send(token, { answer: 'available' });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'AVAILABILITY_LOCKED' });
    expect((await read(token)).body).toMatchObject({ isLocked: true, lockAt: '2026-12-03T16:00:00.000Z' });
    t.clock.set('2026-12-03T23:59:59.000Z');
    expect((await read(token)).status).toBe(200);
    t.clock.set('2026-12-04T00:00:00.000Z');
    expect((await read(token)).body).toEqual(invalid);
    expect((await send(token, { answer: 'available' })).body).toEqual(invalid);
    t.clock.set(NOW);
    expect((await read('A'.repeat(43))).body).toEqual(invalid);
    expect(await sessionAnswers()).toEqual([]);
    // Deleting the session takes its links with it (cascade).
    const doomed = await t.db
      .insert(trainingSessions)
      .values({ myTeamId: team.id, startsAt: SESSION_START, endsAt: SESSION_END, place: 'Gone Park' })
      .returning({ id: trainingSessions.id });
    const goneId = doomed[0]?.id ?? 0;
    const gone = await issueForSession({ trainingSessionId: goneId });
    await t.db.delete(trainingSessions).where(eq(trainingSessions.id, goneId));
    expect((await read(gone)).status).toBe(404);
    expect(await t.db.select().from(answerLinks).where(eq(answerLinks.trainingSessionId, goneId))).toEqual(
      [],
    );
  });
});

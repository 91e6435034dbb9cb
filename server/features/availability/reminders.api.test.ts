import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityAnswers, matches, players, teams, trainingSessions } from '../../db/schema.js';
import { openAnotherHandle } from '../../test-support/database-template.js';
import {
  addTeamMember,
  insertMatch,
  insertOpponent,
  insertPlayers,
  insertTeam,
} from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// The reminders and the coaches' digest (issue 31, decision 058) end to end: two app instances on one
// database, each with its own scheduler, clock and SMTP inbox, tick at the same moment; every e-mail
// must arrive once in all, in one inbox or the other.

let first: TestApp;
let second: TestApp;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ database: openAnotherHandle(first.database) });
}, 60_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Both instances' clocks at `at`, then both schedulers tick at once. */
async function tickBoth(at: Date): Promise<void> {
  for (const app of [first, second]) app.clock.set(at);
  await Promise.all([first.ctx.scheduler.tick(), second.ctx.scheduler.tick()]);
}

/** Every e-mail either instance sent to `address` (sign-in mails aside: nobody signs in here). */
function mailTo(address: string) {
  return [...first.inbox.to(address), ...second.inbox.to(address)];
}

function clearInboxes() {
  first.inbox.clear();
  second.inbox.clear();
}

type Setup = Awaited<ReturnType<typeof setUp>>;

/**
 * A team with four players: Ann (mum's), Ben (mum's and dad's, by their addresses), Cal (another
 * family's), Dan (marked unavailable by the coach); a coach; a match against Kestrel Park at `kickOff`.
 */
async function setUp(name: string, kickOff: Date, settings: Partial<typeof teams.$inferInsert> = {}) {
  const db = first.db;
  const team = await insertTeam(db, name);
  if (Object.keys(settings).length > 0) await db.update(teams).set(settings).where(eq(teams.id, team.id));
  const tag = name.toLowerCase().replace(/\W+/g, '-');
  const mum = `mum@${tag}.test`;
  const dad = `dad@${tag}.test`;
  const other = `other@${tag}.test`;
  const coach = `coach@${tag}.test`;
  const stranger = `stranger@${tag}.test`;
  await addTeamMember(db, team.id, mum, 'player_parent');
  await addTeamMember(db, team.id, dad, 'player_parent');
  await addTeamMember(db, team.id, other, 'player_parent');
  await addTeamMember(db, team.id, coach, 'coach');
  const [ann, ben, cal, dan] = await insertPlayers(db, team.id, [1, 2, 3, 4]);
  if (!ann || !ben || !cal || !dan) throw new Error('players');
  const set = (id: number, values: Partial<typeof players.$inferInsert>) =>
    db.update(players).set(values).where(eq(players.id, id));
  await set(ann.id, { firstName: 'Ann', lastName: 'Smith', parent1Email: mum });
  await set(ben.id, { firstName: 'Ben', lastName: 'Smith', parent1Email: mum, parent2Email: dad });
  await set(cal.id, { firstName: 'Cal', lastName: 'Jones', parent1Email: other });
  // Dan's parent has the stranger's address but is no member of the team: no account on it, no e-mail.
  await set(dan.id, { firstName: 'Dan', lastName: 'Brown', parent1Email: stranger });
  const opponent = await insertOpponent(db, team.id, 'Kestrel Park');
  const matchId = await insertMatch(db, team.id, {
    opponentTeamId: opponent,
    matchDate: kickOff,
    unavailablePlayerIds: [dan.id],
  });
  return { team, matchId, ann, ben, cal, dan, mum, dad, other, coach, stranger };
}

async function answer(
  s: Setup,
  playerId: number,
  value: 'available' | 'maybe' | 'unavailable',
  note?: string,
) {
  await first.db.insert(availabilityAnswers).values({
    matchId: s.matchId,
    playerId,
    answer: value,
    note: note ?? null,
    answeredAt: new Date(),
  });
}

describe('reminders to families who have not answered', () => {
  it('go once, across two instances ticking at once, to each silent family at the team hour, and none to who answered', async () => {
    const kickOff = new Date('2027-03-13T10:00:00Z');
    const s = await setUp('Reminder Robins', kickOff);
    await first.db.update(matches).set({ meetMinutesBefore: 30 }).where(eq(matches.id, s.matchId));
    await answer(s, s.cal.id, 'available');
    clearInboxes();
    // 49 hours before: not yet (the default is 48).
    await tickBoth(new Date(kickOff.getTime() - 49 * HOUR));
    expect(mailTo(s.mum)).toHaveLength(0);
    // 47 hours before, twice over, and then again later.
    await tickBoth(new Date(kickOff.getTime() - 47 * HOUR));
    await tickBoth(new Date(kickOff.getTime() - 47 * HOUR));
    await tickBoth(new Date(kickOff.getTime() - 30 * HOUR));
    const mum = mailTo(s.mum).filter((m) => m.subject.startsWith('Can '));
    expect(mum).toHaveLength(1);
    const [mail] = mum;
    expect(mail?.subject).toBe(
      'Can Ann Smith and Ben Smith play? Reminder Robins v Kestrel Park, Sat 13 Mar at 10:00',
    );
    expect(mail?.text).toContain('kicks off Sat 13 Mar at 10:00 (UK time). Meet at 09:30.');
    // A button per answer per silent player, each an answer link of the app, and the matches page.
    const links =
      mail?.html.match(/href="[^"]+\/answer\/[^"?]+\?answer=(available|maybe|unavailable)"/g) ?? [];
    expect(links).toHaveLength(6);
    expect(mail?.html).toContain('>Not sure<');
    expect(mail?.text).toContain(`/teams/${s.team.secureId}/match-planning`);
    // Dad: only Ben. The family that answered, and Dan's (marked unavailable, no member): nothing.
    const dad = mailTo(s.dad).filter((m) => m.subject.startsWith('Can '));
    expect(dad.map((m) => m.subject)).toEqual([
      'Can Ben Smith play? Reminder Robins v Kestrel Park, Sat 13 Mar at 10:00',
    ]);
    expect(mailTo(s.other)).toHaveLength(0);
    expect(mailTo(s.stranger)).toHaveLength(0);
    // Dad's "Unavailable" button answers for Ben, as dad, through the answer page's route.
    const button = dad[0]?.html.match(/href="[^"]+\/answer\/([^"?]+)\?answer=unavailable"/);
    const sent = await first.request('POST', `/api/answer-links/${button?.[1]}`, {
      body: { answer: 'unavailable' },
    });
    expect(sent.status).toBe(200);
    const answers = await first.db
      .select({ playerId: availabilityAnswers.playerId, answer: availabilityAnswers.answer })
      .from(availabilityAnswers)
      .where(eq(availabilityAnswers.matchId, s.matchId));
    expect(answers).toContainEqual({ playerId: s.ben.id, answer: 'unavailable' });
  });

  it('go at the team hours, not after the lock, not after kick-off, not when turned off, and again when the match moves', async () => {
    const kickOff = new Date('2027-04-10T09:30:00Z');
    const s = await setUp('Reminder Wrens', kickOff, {
      availabilityReminderHours: 6,
      availabilityLockHours: 2,
    });
    clearInboxes();
    await tickBoth(new Date(kickOff.getTime() - 7 * HOUR));
    expect(mailTo(s.mum)).toHaveLength(0);
    // Past the families' lock: too late to answer, so no reminder.
    await tickBoth(new Date(kickOff.getTime() - 1 * HOUR));
    expect(mailTo(s.mum)).toHaveLength(0);
    await tickBoth(new Date(kickOff.getTime() + 1 * HOUR));
    expect(mailTo(s.mum)).toHaveLength(0);
    // Moved a week later: the new kick-off's window reminds.
    const moved = new Date(kickOff.getTime() + 7 * 24 * HOUR);
    await first.db.update(matches).set({ matchDate: moved }).where(eq(matches.id, s.matchId));
    await tickBoth(new Date(moved.getTime() - 5 * HOUR));
    await tickBoth(new Date(moved.getTime() - 4 * HOUR));
    expect(mailTo(s.mum).filter((m) => m.subject.startsWith('Can '))).toHaveLength(1);
    expect(mailTo(s.mum)[0]?.subject).toContain('Sat 17 Apr at 10:30');
    // Moved back to the first kick-off, now with no lock: reminded once for that kick-off.
    await first.db.update(matches).set({ matchDate: kickOff }).where(eq(matches.id, s.matchId));
    await first.db.update(teams).set({ availabilityLockHours: null }).where(eq(teams.id, s.team.id));
    await tickBoth(new Date(kickOff.getTime() - 5 * HOUR));
    expect(mailTo(s.mum).filter((m) => m.subject.startsWith('Can '))).toHaveLength(2);
    await tickBoth(new Date(kickOff.getTime() - 4 * HOUR));
    expect(mailTo(s.mum).filter((m) => m.subject.startsWith('Can '))).toHaveLength(2);

    const off = await setUp('Reminder Off', kickOff, { availabilityReminderHours: null });
    await tickBoth(new Date(kickOff.getTime() - 3 * HOUR));
    expect(mailTo(off.mum)).toHaveLength(0);
  });
});

describe("the coaches' digest", () => {
  it('goes once, 24 hours before, to the coaches, with who is in, not sure, out and silent', async () => {
    const kickOff = new Date('2027-05-15T09:00:00Z');
    const s = await setUp('Digest Finches', kickOff, { availabilityReminderHours: null });
    await first.db.update(matches).set({ meetMinutesBefore: 60 }).where(eq(matches.id, s.matchId));
    await answer(s, s.ann.id, 'available');
    await answer(s, s.ben.id, 'maybe', 'arrives at half-time');
    clearInboxes();
    await tickBoth(new Date(kickOff.getTime() - 25 * HOUR));
    expect(mailTo(s.coach)).toHaveLength(0);
    await tickBoth(new Date(kickOff.getTime() - 23 * HOUR));
    await tickBoth(new Date(kickOff.getTime() - 22 * HOUR));
    const digests = mailTo(s.coach);
    expect(digests).toHaveLength(1);
    const text = digests[0]?.text ?? '';
    expect(digests[0]?.subject).toBe('Who can play: Digest Finches v Kestrel Park, Sat 15 May at 10:00');
    expect(text).toContain('kicks off Sat 15 May at 10:00 (UK time). Meet at 09:00. The answers so far:');
    expect(text).toContain('In (1): Ann Smith.');
    expect(text).toContain('Not sure (1): Ben Smith ("arrives at half-time").');
    expect(text).toContain('Out (1): Dan Brown.');
    expect(text).toContain('No answer (1): Cal Jones.');
    expect(text).toContain('Marked unavailable by a coach: Dan Brown.');
    // Families get no digest.
    expect(mailTo(s.mum)).toHaveLength(0);
    await tickBoth(new Date(kickOff.getTime() + HOUR));
    expect(mailTo(s.coach)).toHaveLength(1);
  });
});

/**
 * The team of setUp (its match far off, in 2030, so only the session is due) with a training session at
 * Riverside Park from `startsAt` to `endsAt`.
 */
async function setUpTraining(
  name: string,
  startsAt: Date,
  endsAt: Date,
  settings: Partial<typeof teams.$inferInsert> = {},
) {
  const s = await setUp(name, new Date('2030-01-05T10:00:00Z'), settings);
  const [session] = await first.db
    .insert(trainingSessions)
    .values({ myTeamId: s.team.id, startsAt, endsAt, place: 'Riverside Park' })
    .returning({ id: trainingSessions.id });
  if (!session) throw new Error('session');
  return { ...s, sessionId: session.id };
}

async function answerSession(
  sessionId: number,
  playerId: number,
  value: 'available' | 'maybe' | 'unavailable',
  note?: string,
) {
  await first.db.insert(availabilityAnswers).values({
    trainingSessionId: sessionId,
    playerId,
    answer: value,
    note: note ?? null,
    answeredAt: new Date(),
  });
}

const trainingReminders = (address: string) =>
  mailTo(address).filter((m) => m.subject.includes('come to training?'));

describe('reminders and the digest for training sessions', () => {
  // Tue 1 Jun 2027, 18:00 to 19:15 in the UK (BST: 17:00 to 18:15 UTC).
  const start = new Date('2027-06-01T17:00:00Z');
  const end = new Date('2027-06-01T18:15:00Z');

  it('remind each silent family once across two instances, none to who answered, and again when the session moves', async () => {
    const s = await setUpTraining('Training Robins', start, end);
    await answerSession(s.sessionId, s.cal.id, 'available');
    clearInboxes();
    await tickBoth(new Date(start.getTime() - 49 * HOUR));
    expect(trainingReminders(s.mum)).toHaveLength(0);
    await tickBoth(new Date(start.getTime() - 47 * HOUR));
    await tickBoth(new Date(start.getTime() - 47 * HOUR));
    await tickBoth(new Date(start.getTime() - 30 * HOUR));
    const mum = trainingReminders(s.mum);
    expect(mum).toHaveLength(1);
    expect(mum[0]?.subject).toBe(
      'Can Ann Smith and Ben Smith come to training? Training, Tue 1 Jun 18:00–19:15 at Riverside Park',
    );
    expect(mum[0]?.text).toContain(
      'Training Robins: Training, Tue 1 Jun 18:00–19:15 at Riverside Park (UK time).',
    );
    const links =
      mum[0]?.html.match(/href="[^"]+\/answer\/[^"?]+\?answer=(available|maybe|unavailable)"/g) ?? [];
    expect(links).toHaveLength(6);
    // Sessions have no coach's unavailable list: Dan is silent, but his parent is no member.
    expect(trainingReminders(s.dad).map((m) => m.subject)).toEqual([
      'Can Ben Smith come to training? Training, Tue 1 Jun 18:00–19:15 at Riverside Park',
    ]);
    expect(mailTo(s.other)).toHaveLength(0);
    expect(mailTo(s.stranger)).toHaveLength(0);
    // Dad's "Not sure" button answers for Ben at this session.
    const button = trainingReminders(s.dad)[0]?.html.match(/href="[^"]+\/answer\/([^"?]+)\?answer=maybe"/);
    const page = await first.request('GET', `/api/answer-links/${button?.[1]}`);
    expect(page.body).toMatchObject({
      kind: 'training',
      place: 'Riverside Park',
      startsAt: start.toISOString(),
    });
    const sent = await first.request('POST', `/api/answer-links/${button?.[1]}`, {
      body: { answer: 'maybe' },
    });
    expect(sent.status).toBe(200);
    const answers = await first.db
      .select({ playerId: availabilityAnswers.playerId, answer: availabilityAnswers.answer })
      .from(availabilityAnswers)
      .where(eq(availabilityAnswers.trainingSessionId, s.sessionId));
    expect(answers).toContainEqual({ playerId: s.ben.id, answer: 'maybe' });

    // Moved a week later: a new start, a new reminder, once; Ben answered, so only Ann's.
    const week = 7 * 24 * HOUR;
    await first.db
      .update(trainingSessions)
      .set({ startsAt: new Date(start.getTime() + week), endsAt: new Date(end.getTime() + week) })
      .where(eq(trainingSessions.id, s.sessionId));
    await tickBoth(new Date(start.getTime() + week - 40 * HOUR));
    await tickBoth(new Date(start.getTime() + week - 39 * HOUR));
    // In any order: the inbox keeps mails as it finishes reading them, which a busy machine can swap.
    const again = trainingReminders(s.mum).map((mail) => mail.subject);
    expect(again.toSorted()).toEqual([
      'Can Ann Smith and Ben Smith come to training? Training, Tue 1 Jun 18:00–19:15 at Riverside Park',
      'Can Ann Smith come to training? Training, Tue 8 Jun 18:00–19:15 at Riverside Park',
    ]);
    expect(trainingReminders(s.dad)).toHaveLength(1);
  });

  it('remind nobody for a cancelled session, nor after the lock', async () => {
    const cancelled = await setUpTraining('Training Cancelled', start, end);
    await first.db
      .update(trainingSessions)
      .set({ cancelledAt: new Date('2027-05-01T00:00:00Z') })
      .where(eq(trainingSessions.id, cancelled.sessionId));
    const locked = await setUpTraining('Training Locked', start, end, {
      availabilityReminderHours: 6,
      availabilityLockHours: 12,
    });
    clearInboxes();
    await tickBoth(new Date(start.getTime() - 40 * HOUR));
    await tickBoth(new Date(start.getTime() - 5 * HOUR));
    await tickBoth(new Date(start.getTime() - 20 * HOUR - HOUR));
    expect(mailTo(cancelled.mum)).toHaveLength(0);
    expect(mailTo(cancelled.coach)).toHaveLength(0);
    expect(trainingReminders(locked.mum)).toHaveLength(0);
  });

  it("send the coaches' digest once, 24 hours before, with who is coming, not sure, out and silent", async () => {
    const s = await setUpTraining('Training Finches', start, end, { availabilityReminderHours: null });
    await answerSession(s.sessionId, s.ann.id, 'available');
    await answerSession(s.sessionId, s.ben.id, 'maybe', 'arrives at 18:30');
    await answerSession(s.sessionId, s.cal.id, 'unavailable', 'away');
    clearInboxes();
    await tickBoth(new Date(start.getTime() - 25 * HOUR));
    expect(mailTo(s.coach)).toHaveLength(0);
    await tickBoth(new Date(start.getTime() - 23 * HOUR));
    await tickBoth(new Date(start.getTime() - 22 * HOUR));
    const digests = mailTo(s.coach);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Who can come: Training, Tue 1 Jun 18:00–19:15 at Riverside Park');
    const text = digests[0]?.text ?? '';
    expect(text).toContain('In (1): Ann Smith.');
    expect(text).toContain('Not sure (1): Ben Smith ("arrives at 18:30").');
    expect(text).toContain('Out (1): Cal Jones ("away").');
    expect(text).toContain('No answer (1): Dan Brown.');
    expect(text).not.toContain('Marked unavailable');
    expect(mailTo(s.mum)).toHaveLength(0);
    await tickBoth(new Date(start.getTime() + HOUR));
    expect(mailTo(s.coach)).toHaveLength(1);
  });

  it('say when to meet, when the coach set a meet time', async () => {
    const s = await setUpTraining('Training Wrens', start, end);
    // 16:45 UTC is 17:45 UK (BST).
    await first.db
      .update(trainingSessions)
      .set({ meetsAt: new Date('2027-06-01T16:45:00Z') })
      .where(eq(trainingSessions.id, s.sessionId));
    clearInboxes();
    await tickBoth(new Date(start.getTime() - 30 * HOUR));
    const [reminder] = trainingReminders(s.mum);
    expect(reminder?.subject).toBe(
      'Can Ann Smith and Ben Smith come to training? Training, Tue 1 Jun 18:00–19:15 at Riverside Park, meet 17:45',
    );
    expect(reminder?.text).toContain(
      'Training Wrens: Training, Tue 1 Jun 18:00–19:15 at Riverside Park, meet 17:45 (UK time).',
    );
  });
});

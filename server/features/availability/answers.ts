import { and, asc, eq } from 'drizzle-orm';
import {
  type EventAvailability,
  type EventKind,
  type LiveAvailabilityBody,
  matchEventId,
  parseEventId,
  type SetAvailabilityBody,
} from '../../../shared/contracts/availability.js';
import {
  availabilityLockAt,
  availabilityLockedMessage,
  countAvailability,
  isAvailabilityLocked,
} from '../../../shared/domain/availability.js';
import {
  type ArrivalWindow,
  arrivalInstant,
  arrivalMinute,
  arrivalProblem,
  liveMinuteProblem,
  matchEndsAt,
} from '../../../shared/domain/late-arrival.js';
import type { Db } from '../../db/client.js';
import { familyPlayerIds } from '../../db/family.js';
import { availabilityAnswers, matches, players, trainingSessions } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { SessionUser } from '../../identity/sessions.js';
import type { TeamAccess } from '../../identity/team-access.js';

// Availability answers (issue 31, decision 057). The route's access rule found the event's team and
// the caller's role on it (a caller with no role learns nothing: 404); what is decided here is per
// player (a family sees and answers only for its own), which the route table's rules cannot say.
// A training session (`training-<id>`, decision 060) is answered the same way as a match: the same
// family rule, the lock counted from its start, asked again when its date or time changes.

type EventContext = {
  event: { kind: EventKind; id: number; myTeamId: number; startsAt: Date | null };
  access: TeamAccess;
  isFamily: boolean;
  /** The caller's family's players, for a family; null for coaches and admins. */
  family: Set<number> | null;
};

async function findEvent(
  db: Db,
  user: SessionUser,
  access: TeamAccess,
  eventId: string,
): Promise<EventContext> {
  const { kind, id } = parseEventId(eventId);
  const [found] =
    kind === 'match'
      ? await db
          .select({ id: matches.id, myTeamId: matches.myTeamId, startsAt: matches.matchDate })
          .from(matches)
          .where(and(eq(matches.id, id), eq(matches.myTeamId, access.team.id)))
          .limit(1)
      : await db
          .select({
            id: trainingSessions.id,
            myTeamId: trainingSessions.myTeamId,
            startsAt: trainingSessions.startsAt,
          })
          .from(trainingSessions)
          .where(and(eq(trainingSessions.id, id), eq(trainingSessions.myTeamId, access.team.id)))
          .limit(1);
  if (!found) throw notFound('Event');
  const isFamily = access.role === 'player_parent';
  const family = isFamily ? await familyPlayerIds(db, user, found.myTeamId) : null;
  return { event: { kind, ...found }, access, isFamily, family };
}

/** The answers' column that names this event. */
const eventColumn = (kind: EventKind) =>
  kind === 'match' ? availabilityAnswers.matchId : availabilityAnswers.trainingSessionId;

/** The answers of the event as the caller may see them: one statement (findEvent read the rest). */
async function readAnswers(db: Db, event: EventContext, now: Date): Promise<EventAvailability> {
  const { event: subject, access, isFamily, family } = event;
  const team = access.team;
  // One statement: the whole squad, each with this event's answer row when there is one.
  const rows = await db
    .select({
      playerId: players.id,
      answer: availabilityAnswers.answer,
      note: availabilityAnswers.note,
      answeredAt: availabilityAnswers.answeredAt,
      previousAnswer: availabilityAnswers.previousAnswer,
      previousNote: availabilityAnswers.previousNote,
      previousAnsweredAt: availabilityAnswers.previousAnsweredAt,
      arrivesAt: availabilityAnswers.arrivesAt,
      previousArrivesAt: availabilityAnswers.previousArrivesAt,
      leftAtMinute: availabilityAnswers.leftAtMinute,
    })
    .from(players)
    .leftJoin(
      availabilityAnswers,
      and(eq(availabilityAnswers.playerId, players.id), eq(eventColumn(subject.kind), subject.id)),
    )
    .where(eq(players.myTeamId, subject.myTeamId))
    .orderBy(asc(players.shirtNumber), asc(players.id));
  const lockAt = availabilityLockAt(subject.startsAt, team.availabilityLockHours);
  const visible = family ? rows.filter((row) => family.has(row.playerId)) : rows;
  const showCounts = !isFamily || team.showAvailabilityCountsToFamily;
  return {
    eventId: `${subject.kind}-${subject.id}`,
    kind: subject.kind,
    matchId: subject.kind === 'match' ? subject.id : null,
    trainingSessionId: subject.kind === 'training' ? subject.id : null,
    startsAt: subject.startsAt?.toISOString() ?? null,
    lockAt: lockAt?.toISOString() ?? null,
    isLocked: isAvailabilityLocked(isFamily, lockAt, now),
    silenceMeans: team.availabilitySilence,
    scope: isFamily ? 'family' : 'team',
    canAnswerFor: visible.map((row) => row.playerId),
    counts: showCounts
      ? countAvailability(
          rows.map((row) => row.answer ?? null),
          team.availabilitySilence,
        )
      : null,
    players: visible.map((row) => ({
      playerId: row.playerId,
      answer: row.answer ?? null,
      note: row.answer ? row.note : null,
      answeredAt: row.answer ? (row.answeredAt?.toISOString() ?? null) : null,
      arrivesAt: row.answer ? (row.arrivesAt?.toISOString() ?? null) : null,
      leftAtMinute: row.answer ? (row.leftAtMinute ?? null) : null,
      previous:
        row.previousAnswer && row.previousAnsweredAt
          ? {
              answer: row.previousAnswer,
              note: row.previousNote,
              answeredAt: row.previousAnsweredAt.toISOString(),
              arrivesAt: row.previousArrivesAt?.toISOString() ?? null,
            }
          : null,
    })),
  };
}

/** GET /api/events/:eventId/availability. */
export async function readEventAvailability(
  db: Db,
  user: SessionUser,
  access: TeamAccess,
  eventId: string,
  now: Date,
): Promise<EventAvailability> {
  return readAnswers(db, await findEvent(db, user, access, eventId), now);
}

const arrivalRefused = (why: string) => badRequest(`Validation failed: arrivesAt: ${why}`);

/**
 * A late arrival's instant: the UK clock time on the event's day, which must fall after its start and
 * before its end (a match: kick-off plus its periods' minutes; a session: its end time). 400 in words
 * otherwise, before anything is written.
 */
async function checkedArrival(tx: Db, event: { kind: EventKind; id: number }, time: string): Promise<Date> {
  let window: ArrivalWindow | null = null;
  if (event.kind === 'match') {
    const [match] = await tx
      .select({ startsAt: matches.matchDate, length: matches.matchLength, isTimeTbc: matches.isTimeTbc })
      .from(matches)
      .where(eq(matches.id, event.id))
      .limit(1);
    if (match?.startsAt && match.isTimeTbc) {
      throw arrivalRefused('The kick-off time is not confirmed yet, so a late arrival cannot be given.');
    }
    if (match?.startsAt)
      window = { startsAt: match.startsAt, endsAt: matchEndsAt(match.startsAt, match.length) };
  } else {
    const [session] = await tx
      .select({ startsAt: trainingSessions.startsAt, endsAt: trainingSessions.endsAt })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, event.id))
      .limit(1);
    if (session) window = session;
  }
  if (window === null) throw arrivalRefused('The match has no date yet, so a late arrival cannot be given.');
  const arrivesAt = arrivalInstant(window.startsAt, time);
  const problem = arrivalProblem(window, arrivesAt, event.kind === 'match' ? 'kick-off' : 'start');
  if (problem) throw arrivalRefused(problem);
  return arrivesAt;
}

/**
 * The one write of an answer, for the signed-in PUT and the answer links (decision 059) alike, inside
 * the caller's transaction once it has checked who may answer for the player: the family lock
 * (409 AVAILABILITY_LOCKED, decision 057), then the row, recorded as answered by `user` now.
 */
export async function writeAnswer(
  tx: Db,
  target: {
    event: { kind: EventKind; id: number };
    playerId: number;
    lockAt: Date | null;
    isFamily: boolean;
  },
  user: { id: number },
  input: SetAvailabilityBody,
  now: Date,
): Promise<void> {
  const { lockAt, event } = target;
  if (lockAt && isAvailabilityLocked(target.isFamily, lockAt, now)) {
    const noun = event.kind === 'match' ? 'match' : 'training session';
    throw conflict(availabilityLockedMessage(lockAt, noun), 'AVAILABILITY_LOCKED');
  }
  // An Unavailable answer (or one without a time) clears any arrival given before: the contract
  // refuses a time with Unavailable, so a time here is for available or maybe.
  const arrivesAt = input.arrivesAt ? await checkedArrival(tx, event, input.arrivesAt) : null;
  await saveAnswerRow(tx, event, target.playerId, {
    answer: input.answer,
    note: input.note ?? null,
    answeredAt: now,
    answeredByUserId: user.id,
    arrivesAt,
    // A leaving recorded live (issue 32) stays through an edit of the answer, but not an Unavailable one.
    ...(input.answer === 'unavailable' ? { leftAtMinute: null } : {}),
  });
}

type AnswerRowValues = {
  answer: 'available' | 'maybe' | 'unavailable';
  note: string | null;
  answeredAt: Date;
  answeredByUserId: number;
  arrivesAt: Date | null;
  /** Omitted: kept as stored. */
  leftAtMinute?: number | null;
};

/** The one upsert of an answer row, for the PUT, the answer links and the live screen alike. */
async function saveAnswerRow(
  tx: Db,
  event: { kind: EventKind; id: number },
  playerId: number,
  values: AnswerRowValues,
): Promise<void> {
  await tx
    .insert(availabilityAnswers)
    .values(
      event.kind === 'match'
        ? { matchId: event.id, playerId, ...values }
        : { trainingSessionId: event.id, playerId, ...values },
    )
    .onConflictDoUpdate({ target: [eventColumn(event.kind), availabilityAnswers.playerId], set: values });
}

const liveRefused = (why: string) => badRequest(`Validation failed: minute: ${why}`);

/**
 * POST /api/matches/:id/live/availability: "arrived now" or "injured / left now" at a match minute of
 * the live clock (issue 32), or null to take it back. An arrival is kept as arrives_at, the instant
 * kick-off plus that many minutes, which the planner's arrivalMinute reads back as the same minute (the
 * answers card then shows the clock time as the periods run back to back); a leaving as left_at_minute.
 * The player counts as there (Available, or Not sure kept as it was, with its note). One transaction;
 * a refusal (400 in words, 404 for a player not in the team's squad) writes nothing.
 */
export async function recordLiveAvailability(
  db: Db,
  user: SessionUser,
  access: TeamAccess,
  matchId: number,
  input: LiveAvailabilityBody,
  now: Date,
): Promise<EventAvailability> {
  return inTransaction(db, async (tx) => {
    const event = await findEvent(tx, user, access, matchEventId(matchId));
    const [match] = await tx
      .select({ kickOff: matches.matchDate, length: matches.matchLength, isTimeTbc: matches.isTimeTbc })
      .from(matches)
      .where(eq(matches.id, matchId))
      .limit(1);
    const [player] = await tx
      .select({
        id: players.id,
        answer: availabilityAnswers.answer,
        note: availabilityAnswers.note,
        arrivesAt: availabilityAnswers.arrivesAt,
        leftAtMinute: availabilityAnswers.leftAtMinute,
      })
      .from(players)
      .leftJoin(
        availabilityAnswers,
        and(eq(availabilityAnswers.playerId, players.id), eq(availabilityAnswers.matchId, matchId)),
      )
      .where(and(eq(players.id, input.playerId), eq(players.myTeamId, event.event.myTeamId)))
      .limit(1)
      // The player's row held: two coaches recording for one player are read and written in turn, so
      // neither's record is lost under the other's.
      .for('no key update', { of: players });
    if (!match || !player) throw notFound(match ? 'Player' : 'Match');
    const kickOff = match.kickOff;
    if (input.kind === 'arrived' && input.minute !== null && (kickOff === null || match.isTimeTbc)) {
      throw liveRefused('The match has no confirmed kick-off time, so an arrival cannot be recorded.');
    }
    const there = player.answer === 'available' || player.answer === 'maybe';
    const stored = {
      arrivedAt: there && kickOff ? arrivalMinute(kickOff, player.arrivesAt) : 0,
      leftAt: there ? (player.leftAtMinute ?? null) : null,
    };
    if (input.minute !== null) {
      const problem = liveMinuteProblem(input.kind, input.minute, match.length, stored);
      if (problem) throw liveRefused(problem);
    }
    const arrivesAt =
      input.kind === 'arrived'
        ? input.minute === null || kickOff === null
          ? null
          : new Date(kickOff.getTime() + input.minute * 60_000)
        : there
          ? player.arrivesAt
          : null;
    await saveAnswerRow(tx, event.event, player.id, {
      answer: player.answer === 'maybe' ? 'maybe' : 'available',
      // An Unavailable answer's note ("on holiday") says nothing once he is there.
      note: there ? (player.note ?? null) : null,
      answeredAt: now,
      answeredByUserId: user.id,
      arrivesAt,
      leftAtMinute: input.kind === 'left' ? input.minute : stored.leftAt,
    });
    return readAnswers(tx, event, now);
  });
}

/**
 * PUT /api/events/:eventId/availability/:playerId: one answer, in one transaction with the checks it
 * rests on (the family, the lock), so a lock passing or a player leaving mid-way cannot slip through.
 */
export async function setEventAvailability(
  db: Db,
  user: SessionUser,
  access: TeamAccess,
  eventId: string,
  playerId: number,
  input: SetAvailabilityBody,
  now: Date,
): Promise<EventAvailability> {
  return inTransaction(db, async (tx) => {
    const event = await findEvent(tx, user, access, eventId);
    const [player] = await tx
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.id, playerId), eq(players.myTeamId, event.event.myTeamId)))
      .limit(1);
    // Another family's child is as unknown to a parent as another team's.
    if (!player || (event.family && !event.family.has(playerId))) throw notFound('Player');
    const lockAt = availabilityLockAt(event.event.startsAt, event.access.team.availabilityLockHours);
    await writeAnswer(
      tx,
      { event: event.event, playerId, lockAt, isFamily: event.isFamily },
      user,
      input,
      now,
    );
    return readAnswers(tx, event, now);
  });
}

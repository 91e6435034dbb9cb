import { and, asc, eq } from 'drizzle-orm';
import {
  type EventAvailability,
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
import type { Db } from '../../db/client.js';
import { familyPlayerIds } from '../../db/family.js';
import { availabilityAnswers, matches, players } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import type { SessionUser } from '../../identity/sessions.js';
import type { TeamAccess } from '../../identity/team-access.js';

// Availability answers (issue 31, decision 057). The route's access rule found the event's team and
// the caller's role on it (a caller with no role learns nothing: 404); what is decided here is per
// player (a family sees and answers only for its own), which the route table's rules cannot say.

type EventContext = {
  match: { id: number; myTeamId: number; matchDate: Date | null };
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
  const { id } = parseEventId(eventId);
  const [match] = await db
    .select({ id: matches.id, myTeamId: matches.myTeamId, matchDate: matches.matchDate })
    .from(matches)
    .where(and(eq(matches.id, id), eq(matches.myTeamId, access.team.id)))
    .limit(1);
  if (!match) throw notFound('Event');
  const isFamily = access.role === 'player_parent';
  const family = isFamily ? await familyPlayerIds(db, user, match.myTeamId) : null;
  return { match, access, isFamily, family };
}

/** The answers of the event as the caller may see them: one statement (findEvent read the rest). */
async function readAnswers(db: Db, event: EventContext, now: Date): Promise<EventAvailability> {
  const { match, access, isFamily, family } = event;
  const team = access.team;
  // One statement: the whole squad, each with this match's answer row when there is one.
  const rows = await db
    .select({
      playerId: players.id,
      answer: availabilityAnswers.answer,
      note: availabilityAnswers.note,
      answeredAt: availabilityAnswers.answeredAt,
      previousAnswer: availabilityAnswers.previousAnswer,
      previousNote: availabilityAnswers.previousNote,
      previousAnsweredAt: availabilityAnswers.previousAnsweredAt,
    })
    .from(players)
    .leftJoin(
      availabilityAnswers,
      and(eq(availabilityAnswers.playerId, players.id), eq(availabilityAnswers.matchId, match.id)),
    )
    .where(eq(players.myTeamId, match.myTeamId))
    .orderBy(asc(players.shirtNumber), asc(players.id));
  const lockAt = availabilityLockAt(match.matchDate, team.availabilityLockHours);
  const visible = family ? rows.filter((row) => family.has(row.playerId)) : rows;
  const showCounts = !isFamily || team.showAvailabilityCountsToFamily;
  return {
    eventId: matchEventId(match.id),
    kind: 'match',
    matchId: match.id,
    startsAt: match.matchDate?.toISOString() ?? null,
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
      previous:
        row.previousAnswer && row.previousAnsweredAt
          ? {
              answer: row.previousAnswer,
              note: row.previousNote,
              answeredAt: row.previousAnsweredAt.toISOString(),
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

/**
 * The one write of an answer, for the signed-in PUT and the answer links (decision 059) alike, inside
 * the caller's transaction once it has checked who may answer for the player: the family lock
 * (409 AVAILABILITY_LOCKED, decision 057), then the row, recorded as answered by `user` now.
 */
export async function writeAnswer(
  tx: Db,
  target: { matchId: number; playerId: number; lockAt: Date | null; isFamily: boolean },
  user: { id: number },
  input: SetAvailabilityBody,
  now: Date,
): Promise<void> {
  const { lockAt } = target;
  if (lockAt && isAvailabilityLocked(target.isFamily, lockAt, now)) {
    throw conflict(availabilityLockedMessage(lockAt), 'AVAILABILITY_LOCKED');
  }
  const values = {
    answer: input.answer,
    note: input.note ?? null,
    answeredAt: now,
    answeredByUserId: user.id,
  };
  await tx
    .insert(availabilityAnswers)
    .values({ matchId: target.matchId, playerId: target.playerId, ...values })
    .onConflictDoUpdate({
      target: [availabilityAnswers.matchId, availabilityAnswers.playerId],
      set: values,
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
      .where(and(eq(players.id, playerId), eq(players.myTeamId, event.match.myTeamId)))
      .limit(1);
    // Another family's child is as unknown to a parent as another team's.
    if (!player || (event.family && !event.family.has(playerId))) throw notFound('Player');
    const lockAt = availabilityLockAt(event.match.matchDate, event.access.team.availabilityLockHours);
    await writeAnswer(
      tx,
      { matchId: event.match.id, playerId, lockAt, isFamily: event.isFamily },
      user,
      input,
      now,
    );
    return readAnswers(tx, event, now);
  });
}

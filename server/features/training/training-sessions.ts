import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type CreateTrainingBody,
  END_AFTER_START,
  TRAINING_SESSION_CHANGED,
  type TrainingSession,
  type UpdateTrainingBody,
} from '../../../shared/contracts/training.js';
import {
  changesTrainingCalendar,
  sessionInstants,
  sessionWallClock,
  weeklyDates,
} from '../../../shared/domain/training-sessions.js';
import { reaskTrainingAvailability } from '../../db/availability-answers.js';
import type { Db } from '../../db/client.js';
import { trainingSessions } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../errors.js';

// Training sessions' writes (issue 31, decision 060). The one write path of a session: it alone raises
// calendar_sequence (on a change of date, time, place or cancelled), as the match form does for
// matches (decision 056), rather than a trigger.

export type TrainingSessionRow = typeof trainingSessions.$inferSelect;

/** The contract's shape of a row; `showNotes` is false for a parent or player (the notes are coaches'). */
export function toTrainingSession(row: TrainingSessionRow, showNotes: boolean): TrainingSession {
  return {
    id: row.id,
    eventId: `training-${row.id}`,
    teamId: row.myTeamId,
    seriesId: row.seriesId,
    ...sessionWallClock(row.startsAt, row.endsAt),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    place: row.place,
    notes: showNotes ? row.notes : null,
    isCancelled: row.cancelledAt !== null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The instants of a session typed as UK wall-clock time. On the night the clocks go forward an hour
 * does not exist (01:00-02:00 reads as 02:00-03:00), so an end that lands before its start is refused
 * here rather than by the database's check.
 */
function instantsOf(date: string, startTime: string, endTime: string): { startsAt: Date; endsAt: Date } {
  const instants = sessionInstants(date, startTime, endTime);
  if (instants.endsAt.getTime() <= instants.startsAt.getTime()) {
    throw badRequest(`Validation failed: endTime: ${END_AFTER_START}`);
  }
  return instants;
}

/** POST: one session, or one each week to `repeatWeeklyUntil` with one series id, in one statement. */
export async function createTrainingSessions(
  db: Db,
  teamId: number,
  body: CreateTrainingBody,
  now: Date,
): Promise<TrainingSession[]> {
  const dates = weeklyDates(body.date, body.repeatWeeklyUntil);
  const seriesId = dates.length > 1 ? randomUUID() : null;
  const values = dates.map((date) => ({
    myTeamId: teamId,
    ...instantsOf(date, body.startTime, body.endTime),
    place: body.place,
    notes: body.notes ?? null,
    seriesId,
    createdAt: now,
    updatedAt: now,
  }));
  const rows = await db.insert(trainingSessions).values(values).returning();
  return rows
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)
    .map((row) => toTrainingSession(row, true));
}

/**
 * PUT: one session, in one transaction: the row is read FOR UPDATE (so two saves run one after the
 * other, and the second sees the first's version), compared with the version sent, then written with
 * its version up by one and its calendar sequence up by one when a calendar shows the change.
 */
export async function updateTrainingSession(
  db: Db,
  teamId: number,
  id: number,
  body: Omit<UpdateTrainingBody, 'version'>,
  expectedVersion: number | undefined,
  now: Date,
): Promise<TrainingSession> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(trainingSessions)
      .where(and(eq(trainingSessions.id, id), eq(trainingSessions.myTeamId, teamId)))
      .for('update');
    if (!row) throw notFound('Training session');
    if (expectedVersion !== undefined && row.version !== expectedVersion) {
      throw conflict(TRAINING_SESSION_CHANGED, 'TRAINING_SESSION_CHANGED');
    }
    const current = sessionWallClock(row.startsAt, row.endsAt);
    const typed = {
      date: body.date ?? current.date,
      startTime: body.startTime ?? current.startTime,
      endTime: body.endTime ?? current.endTime,
    };
    // Unchanged times keep their instants: read back and converted again, the repeated hour of the
    // autumn change would move a session typed in its second half to its first.
    const sameTimes =
      typed.date === current.date &&
      typed.startTime === current.startTime &&
      typed.endTime === current.endTime;
    const instants = sameTimes
      ? { startsAt: row.startsAt, endsAt: row.endsAt }
      : instantsOf(typed.date, typed.startTime, typed.endTime);
    const cancelledAt =
      body.cancelled === undefined ? row.cancelledAt : body.cancelled ? (row.cancelledAt ?? now) : null;
    const after = { ...instants, place: body.place ?? row.place, cancelledAt };
    const [updated] = await tx
      .update(trainingSessions)
      .set({
        ...after,
        notes: body.notes === undefined ? row.notes : body.notes,
        version: sql`${trainingSessions.version} + 1`,
        calendarSequence: changesTrainingCalendar(row, after)
          ? sql`${trainingSessions.calendarSequence} + 1`
          : row.calendarSequence,
        updatedAt: now,
      })
      .where(eq(trainingSessions.id, row.id))
      .returning();
    if (!updated) throw notFound('Training session');
    // Families said whether they could come at the old time: asked again, the old answer kept (as a
    // match's, decision 057).
    if (
      !sameTimes &&
      (instants.startsAt.getTime() !== row.startsAt.getTime() ||
        instants.endsAt.getTime() !== row.endsAt.getTime())
    ) {
      await reaskTrainingAvailability(tx, row.id);
    }
    return toTrainingSession(updated, true);
  });
}

/** DELETE: one session of the team, gone from lists and calendars. */
export async function deleteTrainingSession(db: Db, teamId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(trainingSessions)
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.myTeamId, teamId)))
    .returning({ id: trainingSessions.id });
  if (deleted.length === 0) throw notFound('Training session');
}

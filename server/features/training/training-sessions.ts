import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateTrainingBody,
  END_AFTER_START,
  MEET_NOT_AFTER_START,
  TRAINING_SESSION_CHANGED,
  type TrainingScope,
  type TrainingSession,
  type UpdateTrainingBody,
} from '../../../shared/contracts/training.js';
import {
  addDays,
  changesTrainingCalendar,
  daysBetween,
  sessionInstants,
  sessionWallClock,
  ukClockTime,
  ukInstant,
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
    meetTime: row.meetsAt ? ukClockTime(row.meetsAt) : null,
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

const MEET_REFUSED = `Validation failed: meetTime: ${MEET_NOT_AFTER_START}`;

/** POST: one session, or one each week to `repeatWeeklyUntil` with one series id, in one statement. */
export async function createTrainingSessions(
  db: Db,
  teamId: number,
  body: CreateTrainingBody,
  now: Date,
): Promise<TrainingSession[]> {
  const dates = weeklyDates(body.date, body.repeatWeeklyUntil);
  const seriesId = dates.length > 1 ? randomUUID() : null;
  const meetTime = body.meetTime ?? null;
  const values = dates.map((date) => {
    const instants = instantsOf(date, body.startTime, body.endTime);
    const meetsAt = meetTime === null ? null : ukInstant(date, meetTime);
    if (meetsAt && meetsAt.getTime() > instants.startsAt.getTime()) throw badRequest(MEET_REFUSED);
    return {
      myTeamId: teamId,
      ...instants,
      meetsAt,
      place: body.place,
      notes: body.notes ?? null,
      seriesId,
      createdAt: now,
      updatedAt: now,
    };
  });
  const rows = await db.insert(trainingSessions).values(values).returning();
  return rows
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)
    .map((row) => toTrainingSession(row, true));
}

/** A change of the PUT, without its version and scope. */
export type TrainingChanges = Omit<UpdateTrainingBody, 'version' | 'scope'>;

const bySeriesOrder = (a: TrainingSessionRow, b: TrainingSessionRow) =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id;

/**
 * The session `id` of the team and, for `following`, every later one of its series (by start, then id),
 * each read FOR UPDATE, so two saves run one after the other and the second sees the first's versions.
 * `earlier` says whether the series has sessions before the named one (which a split leaves behind).
 * A one-off session has no series: `following` is `this` for it.
 */
async function lockScope(
  tx: Db,
  teamId: number,
  id: number,
  scope: TrainingScope,
): Promise<{ named: TrainingSessionRow; rows: TrainingSessionRow[]; earlier: boolean }> {
  const [named] = await tx
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, id), eq(trainingSessions.myTeamId, teamId)))
    .for('update');
  if (!named) throw notFound('Training session');
  if (scope !== 'following' || named.seriesId === null) return { named, rows: [named], earlier: false };
  const series = await tx
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.seriesId, named.seriesId), eq(trainingSessions.myTeamId, teamId)))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id))
    .for('update');
  const rows = series.filter((row) => bySeriesOrder(row, named) >= 0);
  return { named, rows, earlier: rows.length < series.length };
}

/**
 * What `changes` makes of one session of the scope: its date moved by `dayShift` days, the times, meet
 * time and place sent (else its own), the notes and cancelled state sent (else its own). Unchanged
 * times keep their instants: read back and converted again, the repeated hour of the autumn change
 * would move a session typed in its second half to its first.
 */
function changedSession(row: TrainingSessionRow, changes: TrainingChanges, dayShift: number, now: Date) {
  const current = sessionWallClock(row.startsAt, row.endsAt);
  const currentMeet = row.meetsAt ? ukClockTime(row.meetsAt) : null;
  const typed = {
    date: addDays(current.date, dayShift),
    startTime: changes.startTime ?? current.startTime,
    endTime: changes.endTime ?? current.endTime,
  };
  const sameTimes =
    typed.date === current.date && typed.startTime === current.startTime && typed.endTime === current.endTime;
  const instants = sameTimes
    ? { startsAt: row.startsAt, endsAt: row.endsAt }
    : instantsOf(typed.date, typed.startTime, typed.endTime);
  const meetTime = changes.meetTime === undefined ? currentMeet : changes.meetTime;
  if (meetTime !== null && meetTime > typed.startTime) throw badRequest(MEET_REFUSED);
  const meetsAt =
    meetTime === null
      ? null
      : sameTimes && meetTime === currentMeet
        ? row.meetsAt
        : ukInstant(typed.date, meetTime);
  // The spring change's missing hour can put a meet time typed before the start after it.
  if (meetsAt && meetsAt.getTime() > instants.startsAt.getTime()) throw badRequest(MEET_REFUSED);
  const cancelledAt =
    changes.cancelled === undefined ? row.cancelledAt : changes.cancelled ? (row.cancelledAt ?? now) : null;
  return {
    ...instants,
    meetsAt,
    place: changes.place ?? row.place,
    notes: changes.notes === undefined ? row.notes : changes.notes,
    cancelledAt,
  };
}

/** A change that makes the sessions it reaches a different weekly pattern: they leave their series. */
const changesPattern = (changes: TrainingChanges) =>
  changes.date !== undefined ||
  changes.startTime !== undefined ||
  changes.endTime !== undefined ||
  changes.meetTime !== undefined ||
  changes.place !== undefined;

/**
 * PUT: one session, or with `following` it and every later session of its series, in one transaction:
 * the rows are read FOR UPDATE, the named one's version compared with the one sent, then each written
 * with its version up by one and its calendar sequence up by one when a calendar shows its change.
 * Families who answered for a session whose date or time moved are asked again (its old answer kept,
 * as a match's, decision 057); the other sessions keep theirs. A `following` change of date, time, meet
 * time or place from within a series gives the sessions it reached a series id of their own (decision
 * 060): a later "following" change from an earlier session then stops where this one began.
 */
export async function updateTrainingSession(
  db: Db,
  teamId: number,
  id: number,
  changes: TrainingChanges,
  expectedVersion: number | undefined,
  now: Date,
  scope: TrainingScope = 'this',
): Promise<TrainingSession> {
  return inTransaction(db, async (tx) => {
    const { named, rows, earlier } = await lockScope(tx, teamId, id, scope);
    if (expectedVersion !== undefined && named.version !== expectedVersion) {
      throw conflict(TRAINING_SESSION_CHANGED, 'TRAINING_SESSION_CHANGED');
    }
    const namedDate = sessionWallClock(named.startsAt, named.endsAt).date;
    const dayShift = changes.date === undefined ? 0 : daysBetween(namedDate, changes.date);
    const seriesId = scope === 'following' && earlier && changesPattern(changes) ? randomUUID() : undefined;
    // Every session's new values first: a refusal of any (a meet time after its own start) writes none.
    const planned = rows.map((row) => ({ row, after: changedSession(row, changes, dayShift, now) }));
    let answer: TrainingSessionRow | undefined;
    for (const { row, after } of planned) {
      const [updated] = await tx
        .update(trainingSessions)
        .set({
          ...after,
          ...(seriesId ? { seriesId } : {}),
          version: sql`${trainingSessions.version} + 1`,
          calendarSequence: changesTrainingCalendar(row, after)
            ? sql`${trainingSessions.calendarSequence} + 1`
            : row.calendarSequence,
          updatedAt: now,
        })
        .where(eq(trainingSessions.id, row.id))
        .returning();
      if (!updated) throw notFound('Training session');
      if (row.id === named.id) answer = updated;
      if (
        after.startsAt.getTime() !== row.startsAt.getTime() ||
        after.endsAt.getTime() !== row.endsAt.getTime()
      ) {
        await reaskTrainingAvailability(tx, row.id);
      }
    }
    if (!answer) throw notFound('Training session');
    return toTrainingSession(answer, true);
  });
}

/**
 * DELETE: one session of the team, or with `following` it and every later one of its series, gone
 * from lists and calendars (their answers by cascade). Answers how many went.
 */
export async function deleteTrainingSessions(
  db: Db,
  teamId: number,
  id: number,
  scope: TrainingScope = 'this',
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { rows } = await lockScope(tx, teamId, id, scope);
    const deleted = await tx
      .delete(trainingSessions)
      .where(
        and(
          eq(trainingSessions.myTeamId, teamId),
          inArray(
            trainingSessions.id,
            rows.map((row) => row.id),
          ),
        ),
      )
      .returning({ id: trainingSessions.id });
    if (deleted.length === 0) throw notFound('Training session');
    return deleted.length;
  });
}

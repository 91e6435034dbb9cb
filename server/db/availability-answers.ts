import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { availabilityAnswers } from './schema.js';

// Availability answers (issue 31, decision 057) as the match and training writes touch them: here
// rather than in server/features/availability because the match form, the fixtures sync and the training
// sessions' write (decision 060) call it, and features never import each other.

/**
 * Asks again after the match's day or time changed: every answer of the match moves to previous_*
 * (kept to show "before the change") and is cleared. Called by the match writes in their own
 * transaction, where they raise the calendar sequence; an answer already cleared keeps its previous.
 */
export async function reaskAvailability(tx: Db, matchId: number): Promise<void> {
  await reask(tx, eq(availabilityAnswers.matchId, matchId));
}

/** The same for a training session whose date or time changed (decision 060). */
export async function reaskTrainingAvailability(tx: Db, trainingSessionId: number): Promise<void> {
  await reask(tx, eq(availabilityAnswers.trainingSessionId, trainingSessionId));
}

async function reask(tx: Db, ofEvent: SQL): Promise<void> {
  await tx
    .update(availabilityAnswers)
    .set({
      previousAnswer: sql`${availabilityAnswers.answer}`,
      previousNote: sql`${availabilityAnswers.note}`,
      previousAnsweredAt: sql`${availabilityAnswers.answeredAt}`,
      previousArrivesAt: sql`${availabilityAnswers.arrivesAt}`,
      answer: null,
      arrivesAt: null,
      // A leaving recorded live belongs to the match as it was played, not to a new day.
      leftAtMinute: null,
      note: null,
      answeredAt: null,
      answeredByUserId: null,
    })
    .where(and(ofEvent, sql`${availabilityAnswers.answer} is not null`));
}

/** One player's answer for a match as the rotation planner reads it (issue 31). */
export type PlanAnswer = {
  playerId: number;
  answer: 'available' | 'maybe';
  arrivesAt: Date | null;
  /** The match minute he left at (issue 32), or null. */
  leftAtMinute: number | null;
};

/**
 * The match's Available and Not sure answers with their arrival times: what "Plan fair rotation"
 * (server/features/formations) reads of the families' answers. One statement, by the unique index's
 * leading column.
 */
export async function matchAnswersForPlan(db: Db, matchId: number): Promise<PlanAnswer[]> {
  const rows = await db
    .select({
      playerId: availabilityAnswers.playerId,
      answer: availabilityAnswers.answer,
      arrivesAt: availabilityAnswers.arrivesAt,
      leftAtMinute: availabilityAnswers.leftAtMinute,
    })
    .from(availabilityAnswers)
    .where(eq(availabilityAnswers.matchId, matchId));
  return rows.flatMap((row) =>
    row.answer === 'available' || row.answer === 'maybe'
      ? [
          {
            playerId: row.playerId,
            answer: row.answer,
            arrivesAt: row.arrivesAt,
            leftAtMinute: row.leftAtMinute,
          },
        ]
      : [],
  );
}

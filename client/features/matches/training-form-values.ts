import type {
  CreateTrainingBody,
  TrainingSession,
  UpdateTrainingBody,
} from '../../../shared/contracts/training';

// The training form's values and what an edit sends: kept apart from the dialog for unit tests.

/** What the inputs hold: text, as inputs give it. */
export type TrainingFormValues = {
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  notes: string;
  /** '' for one session. */
  repeatWeeklyUntil: string;
};

/**
 * The fields an edit changes, compared with the session as read: only those are sent, so a new place
 * never reads as a new time (which asks the families again, decision 060) and an unchanged time keeps
 * its stored instant. `notes: null` clears them. No `repeatWeeklyUntil`: an edit is one session.
 */
export function trainingChanges(
  session: Pick<TrainingSession, 'date' | 'startTime' | 'endTime' | 'place' | 'notes'>,
  body: CreateTrainingBody,
): Omit<UpdateTrainingBody, 'version'> {
  const changes: Omit<UpdateTrainingBody, 'version'> = {};
  if (body.date !== session.date) changes.date = body.date;
  if (body.startTime !== session.startTime) changes.startTime = body.startTime;
  if (body.endTime !== session.endTime) changes.endTime = body.endTime;
  if (body.place !== session.place) changes.place = body.place;
  const notes = body.notes ?? null;
  if (notes !== session.notes) changes.notes = notes;
  return changes;
}

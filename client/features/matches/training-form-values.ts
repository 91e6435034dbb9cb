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
  /** '' when families come at the start. */
  meetTime: string;
  place: string;
  notes: string;
  /** '' for one session. */
  repeatWeeklyUntil: string;
};

/**
 * The fields an edit changes, compared with the session as read: only those are sent, so a new place
 * never reads as a new time (which asks the families again, decision 060) and an unchanged time keeps
 * its stored instant; sent for "this and the following sessions", a field left as it was keeps each later
 * session's own value. `notes: null` clears them, `meetTime: null` drops the meet time. No
 * `repeatWeeklyUntil`: an edit never adds sessions.
 */
export function trainingChanges(
  session: Pick<TrainingSession, 'date' | 'startTime' | 'endTime' | 'meetTime' | 'place' | 'notes'>,
  body: CreateTrainingBody,
): Omit<UpdateTrainingBody, 'version' | 'scope'> {
  const changes: Omit<UpdateTrainingBody, 'version' | 'scope'> = {};
  if (body.date !== session.date) changes.date = body.date;
  if (body.startTime !== session.startTime) changes.startTime = body.startTime;
  if (body.endTime !== session.endTime) changes.endTime = body.endTime;
  const meetTime = body.meetTime ?? null;
  if (meetTime !== session.meetTime) changes.meetTime = meetTime;
  if (body.place !== session.place) changes.place = body.place;
  const notes = body.notes ?? null;
  if (notes !== session.notes) changes.notes = notes;
  return changes;
}

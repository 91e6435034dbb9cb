import type { Match } from '../../../shared/contracts/matches';
import type { TeamEvent, TrainingEvent, TrainingScope } from '../../../shared/contracts/training';
import { ukDate } from '../../../shared/domain/uk-time';
import { formatMatchDay } from '../../lib/match-dates';

// The Future and Past lists of match planning with the training sessions among the matches (issue 31,
// decision 061): pure, so the order and the words have unit tests. The sessions come from the team's
// events read (44 weeks back to eight weeks on); the matches from their own list, which also holds the
// undated ones.

export type PlanningRow = { kind: 'match'; match: Match } | { kind: 'training'; session: TrainingEvent };

/** The training sessions of an events read from today (UK) on, by start; cancelled ones stay listed. */
export function upcomingSessions(events: readonly TeamEvent[] | undefined, now: Date): TrainingEvent[] {
  const today = ukDate(now);
  return (events ?? [])
    .filter((event): event is TrainingEvent => event.kind === 'training' && event.date >= today)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
}

/**
 * The training sessions of an events read before today (UK), newest first as past matches are listed;
 * cancelled ones stay listed. A session earlier today is still among the upcoming ones.
 */
export function pastSessions(events: readonly TeamEvent[] | undefined, now: Date): TrainingEvent[] {
  const today = ukDate(now);
  return (events ?? [])
    .filter((event): event is TrainingEvent => event.kind === 'training' && event.date < today)
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || a.id - b.id);
}

/**
 * The past matches (newest first, as groupMatches gives them; each has a date) with the past sessions
 * (newest first) put among them by start time. A match comes first at the same minute, as in the Future
 * list.
 */
export function mergePastRows(
  pastMatches: readonly Match[],
  sessions: readonly TrainingEvent[],
): PlanningRow[] {
  const rows: PlanningRow[] = [];
  let next = 0;
  for (const match of pastMatches) {
    const kickOff = match.matchDate ? Date.parse(match.matchDate) : Number.NaN;
    const bound = Number.isNaN(kickOff) ? Number.NEGATIVE_INFINITY : kickOff;
    while (next < sessions.length && Date.parse((sessions[next] as TrainingEvent).startsAt) > bound) {
      rows.push({ kind: 'training', session: sessions[next] as TrainingEvent });
      next += 1;
    }
    rows.push({ kind: 'match', match });
  }
  for (const session of sessions.slice(next)) rows.push({ kind: 'training', session });
  return rows;
}

/** Whether a session is listed under Past (before today, UK) rather than Future. */
export function isPastSession(session: Pick<TrainingEvent, 'date'>, now: Date): boolean {
  return session.date < ukDate(now);
}

/**
 * The future matches (in the order groupMatches gives: by kick-off, undated last) with the sessions put
 * among them by start time. A match comes first at the same minute, as the events read orders them;
 * undated matches stay at the end, after every session.
 */
export function mergeFutureRows(
  futureMatches: readonly Match[],
  sessions: readonly TrainingEvent[],
): PlanningRow[] {
  const rows: PlanningRow[] = [];
  let next = 0;
  for (const match of futureMatches) {
    const kickOff = match.matchDate ? Date.parse(match.matchDate) : Number.NaN;
    const bound = Number.isNaN(kickOff) ? Number.POSITIVE_INFINITY : kickOff;
    while (next < sessions.length && Date.parse((sessions[next] as TrainingEvent).startsAt) < bound) {
      rows.push({ kind: 'training', session: sessions[next] as TrainingEvent });
      next += 1;
    }
    rows.push({ kind: 'match', match });
  }
  for (const session of sessions.slice(next)) rows.push({ kind: 'training', session });
  return rows;
}

/** "Tue 1 Dec · 18:00–19:15": the day as a match's is written, and the session's UK clock times. */
export function trainingWhen(
  session: Pick<TrainingEvent, 'startsAt' | 'startTime' | 'endTime'>,
  now: Date = new Date(),
): string {
  const day = formatMatchDay(session.startsAt, { now });
  const times = `${session.startTime}–${session.endTime}`;
  return day ? `${day} · ${times}` : times;
}

/**
 * A row's line under "Training": when, then "meet 17:45" when families are to come before the start
 * (the place follows it in the row): `Tue 1 Dec · 18:00–19:15 · meet 17:45`.
 */
export function trainingRowWhen(
  session: Pick<TrainingEvent, 'startsAt' | 'startTime' | 'endTime' | 'meetTime'>,
  now: Date,
): string {
  const when = trainingWhen(session, now);
  return session.meetTime ? `${when} · meet ${session.meetTime}` : when;
}

/**
 * Whether `event` is among what a write for `session` with `scope` reaches: the session, and with
 * `following` every later one of its series (as the server takes them: by start, then id).
 */
export function inScope(
  event: TeamEvent,
  session: Pick<TrainingEvent, 'id' | 'seriesId' | 'startsAt'>,
  scope: TrainingScope,
): boolean {
  if (event.kind !== 'training') return false;
  if (event.id === session.id) return true;
  if (scope !== 'following' || session.seriesId === null || event.seriesId !== session.seriesId) return false;
  const order = Date.parse(event.startsAt) - Date.parse(session.startsAt) || event.id - session.id;
  return order > 0;
}

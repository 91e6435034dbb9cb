// Training sessions' rules (issue 31, decision 060): a session is typed as a UK date with a start and an
// end time on that day, one-off or weekly until a date. Each is stored as two instants, converted from
// UK wall-clock time here (through uk-time.ts), so a weekly 18:00 stays 18:00 UK across the clock change.

import { ukWallClock, ukWallClockToInstant } from './uk-time.js';

export const TRAINING_PLACE_MAX = 120;
export const TRAINING_NOTES_MAX = 1000;
/** A weekly series holds at most this many sessions: a year of Tuesdays. */
export const TRAINING_SERIES_MAX = 52;
/** The events read covers at most this many days at once, so one answer stays small. */
export const EVENTS_RANGE_MAX_DAYS = 366;
/** The events read's span when no `to` is sent: eight weeks from `from` (from today when no `from`). */
export const EVENTS_RANGE_DEFAULT_DAYS = 56;
/**
 * How far back the events read goes when no `from` is sent: 44 weeks, so a coach looking back from any
 * day of a season (August to May, about 40 weeks) finds its first training session, and with the eight
 * weeks ahead the range stays within EVENTS_RANGE_MAX_DAYS (308 + 56 = 364 days).
 */
export const EVENTS_RANGE_DEFAULT_PAST_DAYS = 308;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const YEAR_MIN = 2000;
const YEAR_MAX = 2999;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The year, month (1-12) and day of a YYYY-MM-DD text naming a real day in 2000-2999, else null. */
function dateParts(text: string): [number, number, number] | null {
  const parts = DATE.exec(text);
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < YEAR_MIN || year > YEAR_MAX) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** Is `text` a YYYY-MM-DD date of a real day (2025-02-30 is not), in the years 2000-2999? */
export const isCalendarDate = (text: string): boolean => dateParts(text) !== null;

/** Is `text` a 24-hour HH:MM clock time? */
export const isClockTime = (text: string): boolean => TIME.test(text);

/** The calendar date `days` after a YYYY-MM-DD date (a calendar's days, not 24-hour steps). */
export function addDays(date: string, days: number): string {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`not a date: ${date}`);
  const next = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]) + days * DAY_MS);
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = dateParts(from);
  const b = dateParts(to);
  if (!a || !b) throw new RangeError(`not dates: ${from}, ${to}`);
  return Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / DAY_MS);
}

/** The dates of a weekly series from `first` up to `until` (inclusive); just `first` without one. */
export function weeklyDates(first: string, until: string | null | undefined): string[] {
  if (!until) return [first];
  const count = Math.floor(daysBetween(first, until) / 7) + 1;
  return Array.from({ length: Math.max(count, 1) }, (_, week) => addDays(first, week * 7));
}

/** The instant UK clocks read `time` (HH:MM) on `date` (YYYY-MM-DD). */
export function ukInstant(date: string, time: string): Date {
  const parts = dateParts(date);
  const clock = TIME.exec(time);
  if (!parts || !clock) throw new RangeError(`not a date and time: ${date} ${time}`);
  return ukWallClockToInstant(parts[0], parts[1], parts[2], Number(clock[1]), Number(clock[2]));
}

/** A session's two instants from its UK date and times. */
export function sessionInstants(
  date: string,
  startTime: string,
  endTime: string,
): { startsAt: Date; endsAt: Date } {
  return { startsAt: ukInstant(date, startTime), endsAt: ukInstant(date, endTime) };
}

/** A session's UK date and times, as the form shows them, from its instants. */
export function sessionWallClock(
  startsAt: Date,
  endsAt: Date,
): { date: string; startTime: string; endTime: string } {
  const start = ukWallClock(startsAt);
  const end = ukWallClock(endsAt);
  return {
    date: `${pad(start.year, 4)}-${pad(start.month)}-${pad(start.day)}`,
    startTime: `${pad(start.hour)}:${pad(start.minute)}`,
    endTime: `${pad(end.hour)}:${pad(end.minute)}`,
  };
}

/** The UK clock time (HH:MM) of an instant: a session's meet time as the form shows it. */
export function ukClockTime(instant: Date): string {
  const clock = ukWallClock(instant);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** What a calendar shows of a session: a change of any of these raises its SEQUENCE. */
export type TrainingCalendarFields = {
  startsAt: Date;
  endsAt: Date;
  /** The meet time (in the event's title): null when families come at the start. */
  meetsAt: Date | null;
  place: string;
  cancelledAt: Date | null;
};

/**
 * Whether `after` shows differently from `before` in a calendar: a new date or time, a new meet time, a
 * new place, or cancelled (or back on). Notes are never in a calendar, so a change of them leaves the SEQUENCE.
 */
export function changesTrainingCalendar(
  before: TrainingCalendarFields,
  after: TrainingCalendarFields,
): boolean {
  return (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    (before.meetsAt?.getTime() ?? null) !== (after.meetsAt?.getTime() ?? null) ||
    before.place !== after.place ||
    (before.cancelledAt === null) !== (after.cancelledAt === null)
  );
}

/**
 * The event's title in a calendar: `Training – Hawks U11`, with the meet time when there is one
 * (`Training – Hawks U11 · meet 17:45`: what a family reads in a calendar's day view), or
 * `Cancelled: Training – Hawks U11` (no meet time for a session nobody goes to).
 */
export function trainingSummary(
  teamName: string,
  isCancelled: boolean,
  meetTime: string | null = null,
): string {
  const title = `Training – ${teamName}`;
  if (isCancelled) return `Cancelled: ${title}`;
  return meetTime ? `${title} · meet ${meetTime}` : title;
}

/** The event's notes in a calendar: never the coaches' notes; the meet time when there is one. */
export function trainingDescription(isCancelled: boolean, meetTime: string | null = null): string {
  if (isCancelled) return 'This training session has been cancelled.';
  return meetTime ? `Training session\nMeet at ${meetTime}` : 'Training session';
}

/** The instant a UK day starts (00:00 UK). */
export function ukDayStart(date: string): Date {
  return ukInstant(date, '00:00');
}

/** The instant the UK day after `date` starts: the end, exclusive, of a range that takes `date` in. */
export function ukDayEnd(date: string): Date {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`not a date: ${date}`);
  // Day 32 of a month rolls over into the next, as ukWallClockToInstant's fields do; 2999-12-31 too.
  return ukWallClockToInstant(parts[0], parts[1], parts[2] + 1);
}

// A match's meet time (issue 31): when the players gather before kick-off, "Meet 09:15 · Kick-off 10:00".
// It is kept as minutes before kick-off (decision 056), not as a clock time or an instant: coaches
// think of it as "three quarters of an hour before", so when Full-Time or a coach moves the kick-off the
// meet moves with it. It must stay on the kick-off's UK day and needs a known kick-off time; a move that
// breaks either is refused in the match form and clears the meet in a Full-Time sync (a sync cannot be
// refused, and a stale meet time would be worse than none).

import { ukDate, ukWallClock, ukWallClockToInstant } from './uk-time.js';

/** "09:15": 24-hour UK clock, two digits each. */
export const MEET_CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
export const MEET_TIME_FORMAT_MESSAGE = 'Meet time must be a time of day such as 09:15';
export const MEET_NEEDS_KICK_OFF =
  'A meet time needs a kick-off date and time: set them first, or leave the meet time empty';
export const MEET_AFTER_KICK_OFF = 'The meet time must be before kick-off';
export const MEET_DAY_BEFORE =
  'The meet time must be on the day of the match: moving the kick-off would put it on the day before; change or clear the meet time';

const MINUTE_MS = 60_000;

/** What the meet is measured from: the match's kick-off, if its day and time are known. */
export type KickOff = { matchDate: Date | null; isTimeTbc: boolean };

export type MeetResult = { minutesBefore: number } | { problem: string };

/** The instant the kick-off is known to the minute, or null (no date, or its time is to be confirmed). */
function knownKickOff(kickOff: KickOff): Date | null {
  return kickOff.matchDate && !kickOff.isTimeTbc ? kickOff.matchDate : null;
}

/** When the players meet: `minutesBefore` before kick-off. */
export function meetInstant(kickOff: Date, minutesBefore: number): Date {
  return new Date(kickOff.getTime() - minutesBefore * MINUTE_MS);
}

/**
 * The meet a coach typed as a UK clock time ("09:15") on the kick-off's day, as minutes before it; or
 * the problem, in words for people: no kick-off time yet, or not before kick-off.
 */
export function meetFromClock(kickOff: KickOff, clock: string): MeetResult {
  const at = knownKickOff(kickOff);
  if (!at) return { problem: MEET_NEEDS_KICK_OFF };
  const parts = MEET_CLOCK_PATTERN.exec(clock);
  if (!parts) return { problem: MEET_TIME_FORMAT_MESSAGE };
  const day = ukWallClock(at);
  const meet = ukWallClockToInstant(day.year, day.month, day.day, Number(parts[1]), Number(parts[2]));
  const minutesBefore = Math.round((at.getTime() - meet.getTime()) / MINUTE_MS);
  // A clock time the spring change skips reads as the hour after, which may land on or past kick-off.
  if (minutesBefore <= 0 || ukDate(meet) !== ukDate(at)) return { problem: MEET_AFTER_KICK_OFF };
  return { minutesBefore };
}

/**
 * Whether a kept meet still fits the match's kick-off: a known time, and the meet on the same UK day.
 * Null minutes (no meet) always fit. The form refuses a move that breaks it; a sync clears the meet.
 */
export function meetProblem(kickOff: KickOff, minutesBefore: number | null): string | null {
  if (minutesBefore === null) return null;
  const at = knownKickOff(kickOff);
  if (!at) return MEET_NEEDS_KICK_OFF;
  if (minutesBefore <= 0) return MEET_AFTER_KICK_OFF;
  return ukDate(meetInstant(at, minutesBefore)) === ukDate(at) ? null : MEET_DAY_BEFORE;
}

/** The meet as the UK clock shows it ("09:15"), or null when there is none or it no longer fits. */
export function meetClock(kickOff: KickOff, minutesBefore: number | null): string | null {
  const at = knownKickOff(kickOff);
  if (!at || minutesBefore === null || meetProblem(kickOff, minutesBefore) !== null) return null;
  const clock = ukWallClock(meetInstant(at, minutesBefore));
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

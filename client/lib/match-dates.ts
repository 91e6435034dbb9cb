// Match days and kick-offs as every screen writes them (the league's next match, match planning's list
// and header), kept free of React so the wording has unit tests.

import { MONTHS_SHORT, twoDigits, WEEKDAYS_SHORT, wallClock } from './wall-clock';

export type DateOptions = {
  /** "Today" for the year check; tests pin it. */
  now?: Date;
  /** The viewer's zone when absent; tests pin it. */
  timeZone?: string;
};

export function validDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "Sat 12 Apr", with the year only when it is not this year: short enough for a phone card, and a
 * weekday because fixtures are talked about as "Saturday's game".
 */
export function formatMatchDay(iso: string | null, options: DateOptions = {}): string | null {
  const date = validDate(iso);
  if (!date) return null;
  const day = wallClock(date, options.timeZone);
  const isSameYear = day.year === wallClock(options.now ?? new Date(), options.timeZone).year;
  const text = `${WEEKDAYS_SHORT[day.weekday]} ${day.day} ${MONTHS_SHORT[day.month]}`;
  return isSameYear ? text : `${text} ${day.year}`;
}

/** "10:00", 24-hour as on UK fixture lists. */
export function formatKickOff(iso: string | null, options: DateOptions = {}): string | null {
  const date = validDate(iso);
  if (!date) return null;
  const time = wallClock(date, options.timeZone);
  return `${twoDigits(time.hour)}:${twoDigits(time.minute)}`;
}

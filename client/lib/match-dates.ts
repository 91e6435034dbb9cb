// Match days and kick-offs as every screen writes them (the league's next match, match planning's list
// and header), kept free of React so the wording has unit tests. They are UK time wherever the viewer
// is (shared/domain/uk-time.ts): the clubs play in England, so a 10:00 kick-off reads 10:00 on a phone
// abroad too, and a Time TBC day (00:00 UK) is not the evening before.

import { ukWallClock } from '../../shared/domain/uk-time';

export type DateOptions = {
  /** "Today" for the year check; tests pin it. */
  now?: Date;
};

/** As en-GB writes them short (ICU's "Sept", not "Sep"); January first. */
export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
/** Sunday first, as Date and ukWallClock count. */
export const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

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
  const day = ukWallClock(date);
  const isSameYear = day.year === ukWallClock(options.now ?? new Date()).year;
  const text = `${WEEKDAYS_SHORT[day.weekday]} ${day.day} ${MONTHS_SHORT[day.month - 1]}`;
  return isSameYear ? text : `${text} ${day.year}`;
}

/** "10:00", 24-hour as on UK fixture lists. */
export function formatKickOff(iso: string | null): string | null {
  const date = validDate(iso);
  if (!date) return null;
  const time = ukWallClock(date);
  return `${twoDigits(time.hour)}:${twoDigits(time.minute)}`;
}

/** What every screen writes for a match whose day is known and its kick-off not yet. */
export const TIME_TBC = 'Time TBC';

export type TimedMatch = {
  matchDate: string | null;
  /** The day is known, the kick-off not: matchDate is 00:00 UK time that day. */
  isTimeTbc: boolean;
};

/**
 * A match's day and kick-off for the screens that list fixtures ("Sat 12 Apr" and "10:00", or "Time
 * TBC" when Full-Time has the day but no time yet); null for a match without a (readable) date.
 */
export function matchDayAndTime(
  match: TimedMatch,
  options: DateOptions = {},
): { day: string; time: string } | null {
  const day = formatMatchDay(match.matchDate, options);
  const time = match.isTimeTbc ? TIME_TBC : formatKickOff(match.matchDate);
  return day && time ? { day, time } : null;
}

// Match days and kick-offs as every screen writes them (the league's next match, match planning's list
// and header), kept free of React so the wording has unit tests.

import { matchDay } from '../../shared/domain/match-status';
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

/** What every screen writes for a match whose day is known and its kick-off not yet. */
export const TIME_TBC = 'Time TBC';

export type TimedMatch = {
  matchDate: string | null;
  /** The day is known, the kick-off not: matchDate is 00:00 UK time that day. */
  isTimeTbc: boolean;
};

/**
 * A day-only match's day as the UK has it: its instant is midnight in London, which in a zone behind
 * London is the evening before. From the London date itself, so no Intl formatter is built for it.
 */
function formatLondonDay(match: TimedMatch, options: DateOptions): string | null {
  const day = matchDay(match);
  const parts = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!parts) return null;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const weekday = new Date(Date.UTC(year, month, date)).getUTCDay();
  const isSameYear = year === wallClock(options.now ?? new Date(), options.timeZone).year;
  const text = `${WEEKDAYS_SHORT[weekday]} ${date} ${MONTHS_SHORT[month]}`;
  return isSameYear ? text : `${text} ${year}`;
}

/**
 * A match's day and kick-off for the screens that list fixtures ("Sat 12 Apr" and "10:00", or "Time
 * TBC" when Full-Time has the day but no time yet); null for a match without a (readable) date.
 */
export function matchDayAndTime(
  match: TimedMatch,
  options: DateOptions = {},
): { day: string; time: string } | null {
  if (match.isTimeTbc) {
    const day = formatLondonDay(match, options);
    return day ? { day, time: TIME_TBC } : null;
  }
  const day = formatMatchDay(match.matchDate, options);
  const time = formatKickOff(match.matchDate, options);
  return day && time ? { day, time } : null;
}

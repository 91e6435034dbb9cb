// The calendar date and clock time of an instant as the viewer reads them, without Intl in the usual
// case. The first Intl.DateTimeFormat a page builds loads ICU's locale and zone data: 220-300 ms on a
// 4x slower CPU in Chromium (about 60 ms here), one long task on the first screen that shows a date.
// Date's own getters read the viewer's zone at no such cost, and English names are a short table.
// A zone other than the viewer's (tests, fixed zones) still goes through Intl.

export type WallClock = {
  year: number;
  /** 0 = January, as Date counts. */
  month: number;
  day: number;
  /** 0 = Sunday, as Date counts. */
  weekday: number;
  hour: number;
  minute: number;
};

/** As en-GB writes them short (ICU's "Sept", not "Sep"). */
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
export const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The instant's fields in `timeZone`, or in the viewer's own zone when it is absent. */
export function wallClock(date: Date, timeZone?: string): WallClock {
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      weekday: date.getDay(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const parts = zoneFormatter(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const year = part('year');
  const month = part('month') - 1;
  const day = part('day');
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month, day)).getUTCDay(),
    hour: part('hour'),
    minute: part('minute'),
  };
}

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

// UK time (Europe/London), the one clock of the app: clubs and FA Full-Time are in England, so a match's
// day and kick-off, "today" for a match's status, the daily sync's hour and the times typed into the
// match form are UK wall-clock time on the server and in every browser, wherever the viewer is.
// Every conversion between UK wall-clock time and instants goes through here (issue 28), on the
// platform's own zone data (Temporal where the browser has it, Intl elsewhere: see readUkFields), so a
// change of the UK's clock rule needs only a newer Node or browser.

export const UK_TIME_ZONE = 'Europe/London';

/** An instant's calendar date and clock time in the UK. */
export type UkWallClock = {
  year: number;
  /** 1 = January, as written in a date (not as Date counts). */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday, as Date counts. */
  weekday: number;
};

// Building the first Intl.DateTimeFormat loads ICU's locale and zone data, so the formatter is built
// on first use and kept. Seconds are read too: before 1847 London's offset was not whole minutes.
let formatter: Intl.DateTimeFormat | undefined;

function ukFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return formatter;
}

/** The part of the platform's Temporal read here (TypeScript's own types for it are not in our lib). */
type PlatformTemporal = {
  Instant: {
    fromEpochMilliseconds(epochMilliseconds: number): {
      toZonedDateTimeISO(timeZone: string): {
        year: number;
        month: number;
        day: number;
        hour: number;
        minute: number;
        second: number;
        /** 1 = Monday ... 7 = Sunday (ISO). */
        dayOfWeek: number;
      };
    };
  };
};

// Where the platform has Temporal (Chromium, Firefox), the UK's clock is read through it: the same zone
// data as Intl's, but its first reading in a page costs a few milliseconds, where the first
// DateTimeFormat loads ICU's locale data (40-130 ms in Chromium before any CPU slowdown, measured on
// this project's machine): a long task on the first screen of every page that shows a date, four times
// as long on a slow phone. Node (the server) and Safari have none yet and read through Intl; a browser
// test (e2e/uk-time-in-the-browser.spec.ts) holds the two readings equal. Read when the module is
// evaluated, so that test can load the module once with Temporal and once without.
const platformTemporal = (globalThis as { Temporal?: PlatformTemporal }).Temporal;

/** The instant (ms) whose UTC fields are the given ones; unlike Date.UTC, years 0-99 are not 1900-1999. */
function utcFields(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

type Fields = UkWallClock & { second: number };

// Reading the clock through Intl costs tens of microseconds, and the season's playing time asks for the
// day of the same few hundred kick-offs several times a request (decision 053), so the fields of recent
// instants are kept: a bounded map, emptied when full, as an instant's UK fields never change.
const MAX_KEPT_FIELDS = 4096;
const keptFields = new Map<number, Readonly<Fields>>();

function ukFields(instant: number): Readonly<Fields> {
  const kept = keptFields.get(instant);
  if (kept) return kept;
  const fields = readUkFields(instant);
  if (keptFields.size >= MAX_KEPT_FIELDS) keptFields.clear();
  keptFields.set(instant, fields);
  return fields;
}

function readUkFields(instant: number): Fields {
  if (platformTemporal) {
    // Temporal takes whole milliseconds only; Intl truncates a fraction, so it is truncated here too.
    // NaN and out-of-range instants throw a RangeError, as Intl's do.
    const zoned = platformTemporal.Instant.fromEpochMilliseconds(Math.trunc(instant)).toZonedDateTimeISO(
      UK_TIME_ZONE,
    );
    const { year, month, day, hour, minute, second } = zoned;
    return { year, month, day, hour, minute, second, weekday: zoned.dayOfWeek % 7 };
  }
  const parts = ukFormatter().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    year,
    month,
    day,
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
    weekday: new Date(utcFields(year, month, day)).getUTCDay(),
  };
}

/**
 * The UK date and time of an instant. An invalid Date throws a RangeError (as Intl does): callers
 * check dates they did not make.
 */
export function ukWallClock(instant: Date | number): UkWallClock {
  const { second: _, ...clock } = ukFields(typeof instant === 'number' ? instant : instant.getTime());
  return clock;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const isoDate = (clock: UkWallClock) => `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;

/** The YYYY-MM-DD calendar date of an instant in the UK. */
export function ukDate(instant: Date | number): string {
  return isoDate(ukFields(typeof instant === 'number' ? instant : instant.getTime()));
}

/** The UK date (YYYY-MM-DD) and hour (0-23) of an instant, from one reading of the clock. */
export function ukDayAndHour(instant: Date | number): { day: string; hour: number } {
  const clock = ukWallClock(instant);
  return { day: isoDate(clock), hour: clock.hour };
}

/** How far the UK's clock is ahead of UTC at an instant, in ms (0 in winter, one hour in summer). */
function ukOffset(instant: number): number {
  const f = ukFields(instant);
  return utcFields(f.year, f.month, f.day, f.hour, f.minute, f.second) - Math.floor(instant / 1000) * 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant at which UK clocks read the given date and time (month 1-12). Fields out of range roll
 * over as Date.UTC's do, so callers check a typed date is a real one first. A time the spring change
 * skips (01:30 on the last Sunday of March) reads as the hour after (02:30 BST, as if the clocks had
 * not gone forward yet); one the autumn change repeats (01:30 on the last Sunday of October) reads as
 * the first of the two, BST.
 */
export function ukWallClockToInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = utcFields(year, month, day, hour, minute);
  // The offsets either side of any clock change are the day before's and the day after's.
  const offsets = [...new Set([ukOffset(wall - DAY_MS), ukOffset(wall + DAY_MS)])];
  const fits = offsets
    .map((offset) => wall - offset)
    .filter((instant) => ukOffset(instant) === wall - instant);
  if (fits.length > 0) return new Date(Math.min(...fits));
  // Skipped by the spring change: read with the offset before it, which lands after the gap.
  return new Date(wall - offsets[0]!);
}

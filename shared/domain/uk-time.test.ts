import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ukDate, ukDayAndHour, ukWallClock, ukWallClockToInstant } from './uk-time.js';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// The answers to hold the module to, from Intl formatters of other locales and options than its own.
const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const londonClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const partsOf = (format: Intl.DateTimeFormat, instant: Date) => {
  const parts = format.formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
};
const dateByIntl = (instant: Date) => {
  const part = partsOf(londonDay, instant);
  return `${part('year')}-${part('month')}-${part('day')}`;
};
const clockByIntl = (instant: Date) => {
  const part = partsOf(londonClock, instant);
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    weekday: WEEKDAYS.indexOf(part('weekday')),
  };
};

/** The instant of each UK clock change from 1996 (last Sunday of March and of October, 01:00 UTC). */
const clockChanges = (from: number, to: number) => {
  const changes: { instant: number; isSpring: boolean }[] = [];
  for (let year = from; year <= to; year += 1) {
    for (const month of [2, 9]) {
      const lastDay = new Date(Date.UTC(year, month + 1, 0));
      const instant = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
      changes.push({ instant, isSpring: month === 2 });
    }
  }
  return changes;
};

const instants = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2999-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('ukDate', () => {
  it('is the calendar date in the UK, in winter (GMT) and summer (BST)', () => {
    expect(ukDate(at('2025-01-15T23:59:59Z'))).toBe('2025-01-15');
    expect(ukDate(at('2025-01-16T00:00:00Z'))).toBe('2025-01-16');
    expect(ukDate(at('2025-06-15T22:59:59Z'))).toBe('2025-06-15');
    expect(ukDate(at('2025-06-15T23:00:00Z'))).toBe('2025-06-16');
    expect(ukDate(Date.parse('2025-06-15T23:00:00Z'))).toBe('2025-06-16');
  });

  it('agrees with Intl around every clock change from 1996 to 2099', () => {
    for (const { instant: change } of clockChanges(1996, 2099)) {
      // The change itself, and the UK midnights either side of it.
      for (let minutes = -26 * 60; minutes <= 26 * 60; minutes += 30) {
        const instant = new Date(change + minutes * MINUTE);
        expect(ukDate(instant), instant.toISOString()).toBe(dateByIntl(instant));
      }
      for (const offset of [-60_001, -60_000, -1, 0, 1, 59_999]) {
        const instant = new Date(change + offset);
        expect(ukDate(instant), instant.toISOString()).toBe(dateByIntl(instant));
      }
    }
  });

  it('agrees with Intl for any instant from 1900 to 2999', () => {
    fc.assert(
      fc.property(instants, (instant) => ukDate(instant) === dateByIntl(instant)),
      { numRuns: 20_000 },
    );
  });

  it('refuses an invalid date', () => {
    expect(() => ukDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('ukWallClock', () => {
  it('reads the date, time and weekday on the UK clock', () => {
    // 23:30 UTC on Fri 20 Jun 2025 is 00:30 BST on Saturday; in winter UTC and UK agree.
    expect(ukWallClock(at('2025-06-20T23:30:00Z'))).toEqual({
      year: 2025,
      month: 6,
      day: 21,
      hour: 0,
      minute: 30,
      weekday: 6,
    });
    expect(ukWallClock(at('2026-12-31T23:59:59Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      weekday: 4,
    });
  });

  it('agrees with Intl around every clock change from 2020 to 2040, and for any instant', () => {
    for (const { instant: change } of clockChanges(2020, 2040)) {
      for (let minutes = -3 * 60; minutes <= 3 * 60; minutes += 15) {
        const instant = new Date(change + minutes * MINUTE);
        expect(ukWallClock(instant), instant.toISOString()).toEqual(clockByIntl(instant));
      }
    }
    fc.assert(
      fc.property(instants, (instant) => {
        expect(ukWallClock(instant)).toEqual(clockByIntl(instant));
      }),
      { numRuns: 5_000 },
    );
  });

  it('gives the day and hour together, for the daily sync', () => {
    expect(ukDayAndHour(at('2025-06-20T23:30:00Z'))).toEqual({ day: '2025-06-21', hour: 0 });
    expect(ukDayAndHour(at('2025-01-20T03:59:00Z'))).toEqual({ day: '2025-01-20', hour: 3 });
  });
});

describe('ukWallClockToInstant', () => {
  it('reads a UK clock time in winter and in summer', () => {
    expect(ukWallClockToInstant(2026, 1, 17, 10, 30).toISOString()).toBe('2026-01-17T10:30:00.000Z');
    expect(ukWallClockToInstant(2026, 6, 20, 10, 30).toISOString()).toBe('2026-06-20T09:30:00.000Z');
    expect(ukWallClockToInstant(2026, 6, 21).toISOString()).toBe('2026-06-20T23:00:00.000Z');
  });

  it('reads a time the spring change skips as the hour after, and a repeated one as the first (BST)', () => {
    // 29 Mar 2026: 01:00 GMT becomes 02:00 BST. 25 Oct 2026: 02:00 BST becomes 01:00 GMT.
    expect(ukWallClockToInstant(2026, 3, 29, 1, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(ukWallClockToInstant(2026, 3, 29, 2, 0).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(ukWallClockToInstant(2026, 3, 29, 0, 59).toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(ukWallClockToInstant(2026, 10, 25, 1, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(ukWallClockToInstant(2026, 10, 25, 2, 0).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('gives back, on Intl’s UK clock, every time around every clock change from 1996 to 2099', () => {
    for (const { instant: change, isSpring } of clockChanges(1996, 2099)) {
      const { year, month, day } = clockByIntl(new Date(change));
      for (let minutes = 0; minutes < 4 * 60; minutes += 15) {
        const [hour, minute] = [Math.floor(minutes / 60), minutes % 60];
        const instant = ukWallClockToInstant(year, month, day, hour, minute);
        const read = clockByIntl(instant);
        const isSkipped = isSpring && hour === 1;
        const label = `${year}-${month}-${day} ${hour}:${minute}`;
        expect({ hour: read.hour, minute: read.minute, day: read.day }, label).toEqual({
          hour: isSkipped ? hour + 1 : hour,
          minute,
          day,
        });
        // Of a repeated time, the first: an hour earlier reads differently.
        if (!isSpring) expect(clockByIntl(new Date(instant.getTime() - HOUR)), label).not.toEqual(read);
      }
    }
  });

  it('turns any UK clock reading of Intl back into its instant, or the earlier of a repeated one', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const instant = Math.floor(date.getTime() / MINUTE) * MINUTE;
        const { year, month, day, hour, minute } = clockByIntl(new Date(instant));
        const back = ukWallClockToInstant(year, month, day, hour, minute).getTime();
        // Only in the hour the autumn change repeats can the reading stand for two instants.
        const isRepeated = back === instant - HOUR && clockByIntl(new Date(back)).hour === hour;
        expect(back === instant || isRepeated, new Date(instant).toISOString()).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });
});

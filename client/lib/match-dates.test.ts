import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatKickOff, formatMatchDay, matchDayAndTime } from './match-dates';

const utc = { timeZone: 'UTC', now: new Date('2025-06-01T12:00:00Z') };

describe('dates', () => {
  it('adds the year only outside the current one', () => {
    expect(formatMatchDay('2025-09-06T09:30:00Z', utc)).toMatch(/^Sat 6 Sept?$/);
    expect(formatMatchDay('2024-12-28T10:00:00Z', utc)).toBe('Sat 28 Dec 2024');
  });

  it('uses the viewer’s zone for the day and the time', () => {
    const lateKickOff = '2025-06-20T23:30:00Z';
    expect(formatMatchDay(lateKickOff, utc)).toBe('Fri 20 Jun');
    expect(formatMatchDay(lateKickOff, { ...utc, timeZone: 'Europe/London' })).toBe('Sat 21 Jun');
    expect(formatKickOff(lateKickOff, { timeZone: 'Europe/London' })).toBe('00:30');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatMatchDay(null)).toBeNull();
    expect(formatMatchDay('not a date')).toBeNull();
    expect(formatKickOff('')).toBeNull();
  });
});

describe('matchDayAndTime', () => {
  it('gives the day and kick-off, or nothing without a date', () => {
    expect(matchDayAndTime({ matchDate: '2025-06-21T09:30:00Z', isTimeTbc: false }, utc)).toEqual({
      day: 'Sat 21 Jun',
      time: '09:30',
    });
    expect(matchDayAndTime({ matchDate: null, isTimeTbc: false }, utc)).toBeNull();
    expect(matchDayAndTime({ matchDate: null, isTimeTbc: true }, utc)).toBeNull();
  });

  it('says Time TBC for a day without a kick-off, on the UK day wherever the viewer is', () => {
    // 00:00 UK time on Sun 6 Dec 2026 (winter) and on Sat 21 Jun 2025 (summer time: 23:00 UTC before).
    const winter = { matchDate: '2026-12-06T00:00:00.000Z', isTimeTbc: true };
    const summer = { matchDate: '2025-06-20T23:00:00.000Z', isTimeTbc: true };
    expect(matchDayAndTime(winter, utc)).toEqual({ day: 'Sun 6 Dec 2026', time: 'Time TBC' });
    expect(matchDayAndTime(summer, utc)).toEqual({ day: 'Sat 21 Jun', time: 'Time TBC' });
    expect(matchDayAndTime(summer, { ...utc, timeZone: 'America/New_York' })?.day).toBe('Sat 21 Jun');
  });
});

describe('dates in the viewer’s own zone', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneBefore;
  });

  // Without a zone the day and time come from Date's getters, not Intl (wall-clock.ts): they must say
  // what Intl says in that zone, clock changes and year ends included.
  it.each(['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC'])(
    'writes what Intl writes in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      const now = new Date('2025-06-01T12:00:00Z');
      const instants = fc.date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-12-31T23:59:59Z'),
        noInvalidDate: true,
      });
      fc.assert(
        fc.property(instants, (instant) => {
          const iso = instant.toISOString();
          expect(formatMatchDay(iso, { now })).toBe(formatMatchDay(iso, { now, timeZone }));
          expect(formatKickOff(iso)).toBe(formatKickOff(iso, { timeZone }));
        }),
        { numRuns: 2_000 },
      );
    },
  );

  it('writes the day as en-GB does', () => {
    process.env.TZ = 'Europe/London';
    const enGb = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
    for (let month = 0; month < 12; month += 1) {
      const instant = new Date(Date.UTC(2025, month, 9, 12));
      const parts = enGb.formatToParts(instant);
      const part = (type: string) => parts.find((p) => p.type === type)?.value;
      expect(formatMatchDay(instant.toISOString(), { now: instant })).toBe(
        `${part('weekday')} ${part('day')} ${part('month')}`,
      );
    }
  });
});

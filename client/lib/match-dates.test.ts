import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatKickOff, formatMatchDay, matchDayAndTime } from './match-dates';

const summer = { now: new Date('2025-06-01T12:00:00Z') };

describe('dates', () => {
  it('adds the year only outside the current one', () => {
    expect(formatMatchDay('2025-09-06T09:30:00Z', summer)).toBe('Sat 6 Sept');
    expect(formatMatchDay('2024-12-28T10:00:00Z', summer)).toBe('Sat 28 Dec 2024');
    // In winter the UK is on UTC: 23:30 UTC on New Year's Eve is still that day and year.
    expect(formatMatchDay('2024-12-31T23:30:00Z', summer)).toBe('Tue 31 Dec 2024');
  });

  it('writes the UK day and time: 23:30 UTC in summer is 00:30 the next day', () => {
    const lateKickOff = '2025-06-20T23:30:00Z';
    expect(formatMatchDay(lateKickOff, summer)).toBe('Sat 21 Jun');
    expect(formatKickOff(lateKickOff)).toBe('00:30');
    expect(formatKickOff('2025-01-18T10:00:00Z')).toBe('10:00');
    expect(formatKickOff('2025-06-21T09:00:00Z')).toBe('10:00');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatMatchDay(null)).toBeNull();
    expect(formatMatchDay('not a date')).toBeNull();
    expect(formatKickOff('')).toBeNull();
  });
});

describe('matchDayAndTime', () => {
  it('gives the day and kick-off, or nothing without a date', () => {
    expect(matchDayAndTime({ matchDate: '2025-06-21T09:30:00Z', isTimeTbc: false }, summer)).toEqual({
      day: 'Sat 21 Jun',
      time: '10:30',
    });
    expect(matchDayAndTime({ matchDate: null, isTimeTbc: false }, summer)).toBeNull();
    expect(matchDayAndTime({ matchDate: null, isTimeTbc: true }, summer)).toBeNull();
  });

  it('says Time TBC for a day without a kick-off, on its UK day', () => {
    // 00:00 UK time on Sun 6 Dec 2026 (winter) and on Sat 21 Jun 2025 (summer time: 23:00 UTC before).
    const winterDay = { matchDate: '2026-12-06T00:00:00.000Z', isTimeTbc: true };
    const summerDay = { matchDate: '2025-06-20T23:00:00.000Z', isTimeTbc: true };
    expect(matchDayAndTime(winterDay, summer)).toEqual({ day: 'Sun 6 Dec 2026', time: 'Time TBC' });
    expect(matchDayAndTime(summerDay, summer)).toEqual({ day: 'Sat 21 Jun', time: 'Time TBC' });
    expect(matchDayAndTime({ matchDate: '2025-06-21', isTimeTbc: true }, summer)?.day).toBe('Sat 21 Jun');
  });
});

describe('dates wherever the viewer is', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would set the text 'undefined'.
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  const enGb = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options });
  const ukDay = enGb({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const ukTime = enGb({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  // The day and time are the UK's, not the phone's: what Intl writes in Europe/London (en-GB's
  // "Sept" included), clock changes and year ends included, with the process in other zones.
  it.each(['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC'])(
    'writes what Intl writes in Europe/London, with the viewer in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      // A year no instant below falls in, so the year is always written.
      const now = new Date('2040-06-01T12:00:00Z');
      const instants = fc.date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-12-31T23:59:59Z'),
        noInvalidDate: true,
      });
      fc.assert(
        fc.property(instants, (instant) => {
          const iso = instant.toISOString();
          const parts = ukDay.formatToParts(instant);
          const part = (type: string) => parts.find((p) => p.type === type)?.value;
          expect(formatMatchDay(iso, { now })).toBe(
            `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`,
          );
          expect(formatKickOff(iso)).toBe(ukTime.format(instant));
        }),
        { numRuns: 2_000 },
      );
    },
  );
});

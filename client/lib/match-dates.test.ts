import { describe, expect, it } from 'vitest';
import { formatKickOff, formatMatchDay } from './match-dates';

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

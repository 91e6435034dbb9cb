import { describe, expect, it } from 'vitest';
import {
  arrivalInstant,
  arrivalMinute,
  arrivalProblem,
  availableMatchMinutes,
  matchEndsAt,
} from './late-arrival.js';
import { periodsOf } from './match-periods.js';

describe('late arrivals', () => {
  it('reads the clock time on the UK day of the start, in summer and winter time', () => {
    expect(arrivalInstant(new Date('2026-12-05T10:00:00Z'), '10:30').toISOString()).toBe(
      '2026-12-05T10:30:00.000Z',
    );
    // 10:00 BST is 09:00 UTC.
    expect(arrivalInstant(new Date('2026-06-06T09:00:00Z'), '10:30').toISOString()).toBe(
      '2026-06-06T09:30:00.000Z',
    );
  });

  it('takes an arrival only after the start and before the end, in words', () => {
    const window = {
      startsAt: new Date('2026-12-05T10:00:00Z'),
      endsAt: matchEndsAt(new Date('2026-12-05T10:00:00Z'), 60),
    };
    expect(arrivalProblem(window, new Date('2026-12-05T10:30:00Z'), 'kick-off')).toBeNull();
    expect(arrivalProblem(window, new Date('2026-12-05T10:00:00Z'), 'kick-off')).toBe(
      'The arrival time must be after kick-off (10:00).',
    );
    expect(arrivalProblem(window, new Date('2026-12-05T11:00:00Z'), 'start')).toBe(
      'The arrival time must be before the end (11:00).',
    );
  });

  it('turns an arrival into a match minute rounded up, breaks ignored, and counts the periods from it', () => {
    const kickOff = new Date('2026-12-05T10:00:00Z');
    expect(arrivalMinute(kickOff, null)).toBe(0);
    expect(arrivalMinute(kickOff, new Date('2026-12-05T10:30:00Z'))).toBe(30);
    expect(arrivalMinute(kickOff, new Date('2026-12-05T10:30:20Z'))).toBe(31);
    const periods = periodsOf({ matchLength: 60, substitutionTimings: [0, 15, 30, 45] });
    expect(availableMatchMinutes(periods, 0)).toBe(60);
    expect(availableMatchMinutes(periods, 30)).toBe(30);
    expect(availableMatchMinutes(periods, 31)).toBe(15);
  });
});

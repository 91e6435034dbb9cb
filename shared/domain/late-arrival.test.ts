import { describe, expect, it } from 'vitest';
import {
  arrivalInstant,
  arrivalMinute,
  arrivalProblem,
  availableMatchMinutes,
  liveArrivalMinute,
  liveLeftMinute,
  liveMinuteProblem,
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

describe('leaving early (an injury recorded live)', () => {
  const periods = periodsOf({ matchLength: 60, substitutionTimings: [], defaultSubstitutions: 3 });

  it('counts only the minutes between arrival and leaving', () => {
    expect(availableMatchMinutes(periods, 0, null)).toBe(60);
    expect(availableMatchMinutes(periods, 0, 40)).toBe(40);
    // Arrival counts whole quarters from the next start (15): 15–30 and 30–40.
    expect(availableMatchMinutes(periods, 10, 40)).toBe(25);
    expect(availableMatchMinutes(periods, 30, 31)).toBe(1);
  });

  it('takes a live minute only after kick-off, before the end, and leaving after arriving', () => {
    const none = { arrivedAt: 0, leftAt: null };
    expect(liveMinuteProblem('left', 12, 60, none)).toBeNull();
    expect(liveMinuteProblem('left', 0, 60, none)).toBe(
      'The minute must be after kick-off and before the end of the match (minute 60).',
    );
    expect(liveMinuteProblem('arrived', 60, 60, none)).not.toBeNull();
    expect(liveMinuteProblem('left', 12.5, 60, none)).not.toBeNull();
    expect(liveMinuteProblem('left', 20, 60, { arrivedAt: 20, leftAt: null })).toBe(
      'He cannot leave before he arrived: he arrived at minute 20.',
    );
    expect(liveMinuteProblem('arrived', 30, 60, { arrivedAt: 0, leftAt: 30 })).toBe(
      'He cannot arrive after he left: he left at minute 30.',
    );
    expect(liveMinuteProblem('arrived', 29, 60, { arrivedAt: 0, leftAt: 30 })).toBeNull();
  });

  it('reads the live clock as the minute he is there from, and the minutes he was there', () => {
    // 12:30 played: arrived, he plays from 13; left, he was there 12 whole minutes.
    expect(liveArrivalMinute(750)).toBe(13);
    expect(liveLeftMinute(750)).toBe(12);
    expect(liveArrivalMinute(720)).toBe(12);
    expect(liveLeftMinute(720)).toBe(12);
    // In the first minute: minute 1 either way (kick-off itself is not late, nor a leaving).
    expect(liveArrivalMinute(0)).toBe(1);
    expect(liveLeftMinute(30)).toBe(1);
  });
});

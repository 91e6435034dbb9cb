import { describe, expect, it } from 'vitest';
import {
  availabilityLockAt,
  availabilityLockedMessage,
  countAvailability,
  isAvailabilityLocked,
} from './availability.js';

describe('availability rules', () => {
  const kickOff = new Date('2026-12-05T10:00:00Z');

  it('closes the lock hours before kick-off, at kick-off without them, never without a date', () => {
    expect(availabilityLockAt(kickOff, 24)?.toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(availabilityLockAt(kickOff, null)?.toISOString()).toBe('2026-12-05T10:00:00.000Z');
    expect(availabilityLockAt(null, 24)).toBeNull();
  });

  it('locks only a family, from the lock time on', () => {
    const lockAt = new Date('2026-12-04T10:00:00Z');
    expect(isAvailabilityLocked(true, lockAt, new Date('2026-12-04T09:59:59Z'))).toBe(false);
    expect(isAvailabilityLocked(true, lockAt, lockAt)).toBe(true);
    expect(isAvailabilityLocked(false, lockAt, new Date('2026-12-06T00:00:00Z'))).toBe(false);
    expect(isAvailabilityLocked(true, null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('counts the silent as available when silence means available, and still says how many', () => {
    const answers = ['available', 'maybe', null, 'unavailable', null] as const;
    expect(countAvailability(answers, 'unanswered')).toEqual({
      available: 1,
      maybe: 1,
      unavailable: 1,
      unanswered: 2,
    });
    expect(countAvailability(answers, 'available')).toEqual({
      available: 3,
      maybe: 1,
      unavailable: 1,
      unanswered: 2,
    });
  });

  it('words the lock in UK time, summer time too', () => {
    expect(availabilityLockedMessage(new Date('2026-12-05T10:00:00Z'))).toBe(
      'Answers for this match closed at 10:00 on Sat 5 Dec. Ask the coach to change it.',
    );
    expect(availabilityLockedMessage(new Date('2026-06-06T08:30:00Z'))).toBe(
      'Answers for this match closed at 09:30 on Sat 6 Jun. Ask the coach to change it.',
    );
    expect(availabilityLockedMessage(new Date('2026-06-06T08:30:00Z'), 'training session')).toBe(
      'Answers for this training session closed at 09:30 on Sat 6 Jun. Ask the coach to change it.',
    );
  });
});

import type {
  AvailabilityAnswer,
  AvailabilityCounts,
  AvailabilitySilence,
} from '../contracts/availability.js';
import { ukWallClock } from './uk-time.js';

// The rules of availability answers (issue 31, decision 057), shared by the server, which enforces
// them, and the screens, which say them before anyone tries.

const HOUR_MS = 60 * 60 * 1000;

/**
 * When families can no longer answer: the team's lock hours before kick-off, or kick-off itself
 * without them. A match without a date never closes. A match whose time is not known yet (TBC) stores
 * 00:00 UK of its day, so it closes from the start of that day: its kick-off could be any time then.
 */
export function availabilityLockAt(startsAt: Date | null, lockHours: number | null): Date | null {
  if (!startsAt) return null;
  return new Date(startsAt.getTime() - (lockHours ?? 0) * HOUR_MS);
}

/**
 * Whether the caller can no longer answer: only a family is ever locked out; coaches and admins
 * answer at any time (a parent on the phone after the lock, a late change on the day).
 */
export function isAvailabilityLocked(isFamily: boolean, lockAt: Date | null, now: Date): boolean {
  return isFamily && lockAt !== null && now.getTime() >= lockAt.getTime();
}

/** The squad's counts: with silence meaning available, the silent are counted available too. */
export function countAvailability(
  answers: ReadonlyArray<AvailabilityAnswer | null>,
  silence: AvailabilitySilence,
): AvailabilityCounts {
  const counts = { available: 0, maybe: 0, unavailable: 0, unanswered: 0 };
  for (const answer of answers) {
    if (answer === null) counts.unanswered += 1;
    else counts[answer] += 1;
  }
  if (silence === 'available') counts.available += counts.unanswered;
  return counts;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Answers for this match closed at 10:00 on Sat 5 Dec. Ask the coach to change it." (UK time). */
export function availabilityLockedMessage(
  lockAt: Date,
  event: 'match' | 'training session' = 'match',
): string {
  const clock = ukWallClock(lockAt);
  const time = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  const day = `${WEEKDAYS[clock.weekday]} ${clock.day} ${MONTHS[clock.month - 1]}`;
  return `Answers for this ${event} closed at ${time} on ${day}. Ask the coach to change it.`;
}

/**
 * Whether a match write moves its day or kick-off time (a date set, cleared or moved, a TBC time
 * confirmed): its answers were given for another time, so they are asked again. A key present but
 * undefined is no change (a partial row as drizzle's .set() takes it).
 */
export function changesKickOff(
  before: { matchDate: Date | null },
  changes: { matchDate?: Date | null | undefined },
): boolean {
  if (changes.matchDate === undefined) return false;
  return (before.matchDate?.getTime() ?? null) !== (changes.matchDate?.getTime() ?? null);
}

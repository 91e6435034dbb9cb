import { ukWallClock, ukWallClockToInstant } from './uk-time.js';

// Answer links (issue 31, decision 059): when the link in a reminder stops working. The match's answers
// lock by their own rule (decision 057) long before; the expiry only bounds how long a forwarded or
// leaked e-mail stays worth anything.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a link for a match with no date yet works: it never locks, so this is the only limit. */
export const UNDATED_ANSWER_LINK_DAYS = 30;

/**
 * The end of the match's UK day (00:00 UK of the day after, whatever the clock change), or, for a
 * match without a date, 30 days from when the link is made.
 */
export function answerLinkExpiresAt(startsAt: Date | null, issuedAt: Date): Date {
  if (!startsAt) return new Date(issuedAt.getTime() + UNDATED_ANSWER_LINK_DAYS * DAY_MS);
  const day = ukWallClock(startsAt);
  // Day + 1 rolls over into the next month or year as Date.UTC does.
  return ukWallClockToInstant(day.year, day.month, day.day + 1);
}

// The match match planning opens on when the address names none (issue 29): the coach's next job.
//
// The next match is the earliest one dated today or later (UK, as the tabs: match-status.ts) that is
// still to be played: Scheduled, so not postponed and without a result. Without one, the latest match
// that has a result. Undated fixtures are never "next": nobody can plan a day nobody knows.

import { groupMatches, matchStatus, type ScoredDatedMatch } from './match-status.js';

const hasResult = (match: ScoredDatedMatch, now: Date) => {
  const status = matchStatus(match, now);
  return status === 'Completed' || status === 'Abandoned' || status === 'Void';
};

/** The match to preselect, or null when there is none to play and none played. */
export function nextMatch<T extends ScoredDatedMatch & { id: number }>(
  matches: readonly T[],
  now: Date,
): T | null {
  const { future, past } = groupMatches(matches, now);
  const dated = future.filter((match) => match.matchDate !== null);
  const next = dated.find((match) => matchStatus(match, now) === 'Scheduled');
  if (next) return next;
  // Latest first: today's played matches (the end of Future's dated ones), then Past as it is sorted.
  const latestFirst = [...dated].reverse().concat(past);
  return latestFirst.find((match) => hasResult(match, now)) ?? null;
}

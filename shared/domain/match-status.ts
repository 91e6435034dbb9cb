// A match's status and which tab of match planning holds it (spec 001 §4.4).
//
// "Today" is the calendar date in the UK (uk-time.ts), on the server and in every browser alike: the clubs
// play in England, so a 10:30 kick-off on Sunday is past on Monday wherever the phone thinks it is, and
// the tab a match sits in does not change with the viewer's time zone. A match is past from the
// London midnight after its day (its kick-off time plays no part), so a match being played or
// awaiting its score today stays in Future and Scheduled until the day ends.
// (The squad statistics count a match from its kick-off instant instead: server/features/squad/stats.ts.)

import type { MatchResultCode } from './match-result-code.js';
import { ukDate } from './uk-time.js';

export type MatchStatus = 'Completed' | 'Overdue' | 'Scheduled' | 'Postponed' | 'Abandoned' | 'Void';

export type DatedMatch = {
  /** ISO date-time (or a bare YYYY-MM-DD date), or null for a fixture without a date. */
  matchDate: string | null;
};
export type ScoredDatedMatch = DatedMatch & {
  homeScore: number | null;
  awayScore: number | null;
  /** Postponed on FA Full-Time ("P - P"); absent reads as not postponed. */
  isPostponed?: boolean;
  /** A result Full-Time gives without goals; absent reads as none. */
  resultCode?: MatchResultCode | null;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The London calendar date a match is played on; null without a (readable) date. */
export function matchDay(match: DatedMatch): string | null {
  const { matchDate } = match;
  if (!matchDate) return null;
  // A bare date is already a calendar date: reading it as UTC midnight would be right in London only
  // by the accident that London is at UTC or one hour ahead.
  const time = Date.parse(matchDate);
  if (Number.isNaN(time)) return null;
  return DATE_ONLY.test(matchDate) ? matchDate : ukDate(time);
}

/** Dated before today (London). Matches without a date are never past. */
export function isPastMatch(match: DatedMatch, now: Date): boolean {
  const day = matchDay(match);
  return day !== null && day < ukDate(now);
}

/**
 * Postponed when Full-Time marks it so (it is not waiting for a score, so never Overdue); otherwise,
 * for a result Full-Time gave without goals, Completed for a walkover (a win or a loss) and Abandoned or
 * Void for those (no result, but nothing to wait for either, so never Overdue); otherwise Completed when
 * both scores are set; otherwise Overdue when the match is past (dated before today, as isPastMatch, so
 * status and tab always agree); otherwise Scheduled (undated fixtures included).
 * Postponed, abandoned and void matches keep their tab: the date decides it, as for any other.
 */
export function matchStatus(match: ScoredDatedMatch, now: Date): MatchStatus {
  if (match.isPostponed === true) return 'Postponed';
  if (match.resultCode === 'abandoned') return 'Abandoned';
  if (match.resultCode === 'void') return 'Void';
  if (match.resultCode === 'homeWalkover' || match.resultCode === 'awayWalkover') return 'Completed';
  if (match.homeScore !== null && match.awayScore !== null) return 'Completed';
  return isPastMatch(match, now) ? 'Overdue' : 'Scheduled';
}

/** The instant used for ordering; null sorts as undated. */
function sortTime(match: DatedMatch): number | null {
  if (!match.matchDate) return null;
  const time = Date.parse(match.matchDate);
  return Number.isNaN(time) ? null : time;
}

const compare = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

/**
 * Match planning's two tabs: future (today onwards and undated) ascending by date with undated fixtures
 * last, and past descending (most recent first). Ties keep id order, so the lists do not shuffle
 * between renders.
 */
export function groupMatches<T extends DatedMatch & { id: number }>(
  matches: readonly T[],
  now: Date,
): { future: T[]; past: T[] } {
  const future: T[] = [];
  const past: T[] = [];
  for (const match of matches) (isPastMatch(match, now) ? past : future).push(match);
  // Past matches all have a date; undated future ones sort as if played at the end of time.
  const time = (match: T) => sortTime(match) ?? Number.POSITIVE_INFINITY;
  future.sort((a, b) => compare(time(a), time(b)) || a.id - b.id);
  past.sort((a, b) => compare(time(b), time(a)) || a.id - b.id);
  return { future, past };
}

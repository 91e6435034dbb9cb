import type { MatchPeriod } from './match-periods.js';
import { ukWallClock, ukWallClockToInstant } from './uk-time.js';

// A late arrival on an availability answer (issue 31, decision 057): the family gives the UK clock time
// the player arrives ("10:30"), kept as an instant; the rotation planner reads it as the match minute
// from which he can play.

/** "HH:MM", 24-hour: what the answer's time field sends. */
export const ARRIVAL_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The event's start and end, as an arrival is checked against them. */
export type ArrivalWindow = { startsAt: Date; endsAt: Date };

/**
 * The instant of a UK clock time ("10:30") on the UK day the event starts. An event is at most a few
 * hours long and never runs past midnight, so the start's day is the arrival's.
 */
export function arrivalInstant(startsAt: Date, time: string): Date {
  const { year, month, day } = ukWallClock(startsAt);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return ukWallClockToInstant(year, month, day, hour, minute);
}

/** The end of a match: kick-off plus its periods' minutes (breaks are not counted: see arrivalMinute). */
export const matchEndsAt = (kickOff: Date, matchLength: number): Date =>
  new Date(kickOff.getTime() + matchLength * 60_000);

/**
 * Why an arrival cannot stand, in words for people, or null when it is after the start and before the
 * end. `noun`: 'kick-off' for a match, 'the start' for a session.
 */
export function arrivalProblem(
  window: ArrivalWindow,
  arrivesAt: Date,
  noun: 'kick-off' | 'start',
): string | null {
  const clock = (at: Date) => {
    const { hour, minute } = ukWallClock(at);
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  };
  const start =
    noun === 'kick-off' ? `kick-off (${clock(window.startsAt)})` : `the start (${clock(window.startsAt)})`;
  if (arrivesAt.getTime() <= window.startsAt.getTime()) return `The arrival time must be after ${start}.`;
  if (arrivesAt.getTime() >= window.endsAt.getTime()) {
    return `The arrival time must be before the end (${clock(window.endsAt)}).`;
  }
  return null;
}

/**
 * The match minute a late player can play from: whole minutes after kick-off, rounded up. The periods
 * run back to back from minute 0 (periodsOf); real breaks (half-time) are ignored, so the minute read
 * here is never earlier than the true match minute at his arrival: a player is never planned for a
 * period he may miss, at the cost, at worst, of one period he could have joined. 0 for no arrival.
 */
export function arrivalMinute(kickOff: Date, arrivesAt: Date | null): number {
  if (arrivesAt === null) return 0;
  return Math.max(0, Math.ceil((arrivesAt.getTime() - kickOff.getTime()) / 60_000));
}

/** Whether a player arriving at `minute` is there for the whole of a period (it starts at or after). */
export const isThereFor = (period: Pick<MatchPeriod, 'from'>, minute: number): boolean =>
  period.from >= minute;

/**
 * Whether a player who left at match minute `leftAt` (an injury or early leave recorded live, issue 32)
 * is there for the whole of a period: it ends at or before then. null: he stayed.
 */
export const isStillThereFor = (period: Pick<MatchPeriod, 'to'>, leftAt: number | null): boolean =>
  leftAt === null || period.to <= leftAt;

/**
 * The minutes of the match a player is there for: his available minutes. An arrival counts whole
 * periods, those that start at or after it (he is never planned into a period he joins part-way, so
 * those minutes are not held against his share); a leaving counts only the minutes up to it, the period
 * he left in included, since he was there for those and may have played them.
 */
export function availableMatchMinutes(
  periods: readonly MatchPeriod[],
  minute: number,
  leftAt: number | null = null,
): number {
  return periods
    .filter((period) => isThereFor(period, minute))
    .reduce((sum, period) => sum + Math.max(0, Math.min(period.to, leftAt ?? period.to) - period.from), 0);
}

/**
 * Why a live minute (an arrival or a leaving, issue 32) cannot stand, in words, or null: a whole minute
 * after kick-off and before the end of the periods (`matchLength` minutes), and a leaving after the
 * arrival. `arrivedAt` / `leftAt`: the other of the two as stored (0 / null: none).
 */
export function liveMinuteProblem(
  kind: 'arrived' | 'left',
  minute: number,
  matchLength: number,
  other: { arrivedAt: number; leftAt: number | null },
): string | null {
  if (!Number.isInteger(minute) || minute < 1 || minute >= matchLength) {
    return `The minute must be after kick-off and before the end of the match (minute ${matchLength}).`;
  }
  if (kind === 'left' && other.arrivedAt > 0 && minute <= other.arrivedAt) {
    return `He cannot leave before he arrived: he arrived at minute ${other.arrivedAt}.`;
  }
  if (kind === 'arrived' && other.leftAt !== null && minute >= other.leftAt) {
    return `He cannot arrive after he left: he left at minute ${other.leftAt}.`;
  }
  return null;
}

/**
 * The minute sent for "arrived now" at `elapsedSeconds` of play: the next whole minute (12:30 played:
 * 13), so he is planned only for periods that start once he is there; at least 1.
 */
export const liveArrivalMinute = (elapsedSeconds: number): number =>
  Math.max(1, Math.ceil(elapsedSeconds / 60));

/**
 * The minute sent for "injured / left now": the whole minutes played (12:30 played: 12), so a period
 * ending after he went is never counted as one he was there for; at least 1.
 */
export const liveLeftMinute = (elapsedSeconds: number): number =>
  Math.max(1, Math.floor(elapsedSeconds / 60));

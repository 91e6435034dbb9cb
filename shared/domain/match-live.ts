import { GOAL_MINUTE } from './figures.js';
import { type MatchTiming, periodsOf } from './match-periods.js';
import { ukWallClock, ukWallClockToInstant } from './uk-time.js';

// Live match mode (issue 32, decision 067): the coach's presses (start, pause for a break, resume, end)
// are stored as instants, and everything the live screen shows is worked out from them and a clock by
// the pure functions here. Nothing counts ticks: a phone that was locked, switched away or reloaded
// computes the same minute from the same events.

export const liveEventKinds = ['start', 'pause', 'resume', 'end'] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

/** One stored press: what it was and when the coach pressed it (ISO instant or Date). */
export type LiveEvent = { kind: LiveEventKind; at: string | Date };

export type LiveState = 'not-started' | 'running' | 'paused' | 'ended';

/** How far ahead of the server's clock a press may be dated: a phone's clock a little fast, no more. */
export const LIVE_EVENT_MAX_AHEAD_MS = 2 * 60_000;

/** For how many playing minutes a change whose minute has passed is still shown as due. */
export const LIVE_CHANGE_DUE_MINUTES = 5;

const time = (at: string | Date) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** The state after the events, in order. */
export function liveStateOf(events: readonly Pick<LiveEvent, 'kind'>[]): LiveState {
  let state: LiveState = 'not-started';
  for (const event of events) state = stateAfter(state, event.kind) ?? state;
  return state;
}

function stateAfter(state: LiveState, kind: LiveEventKind): LiveState | null {
  if (state === 'not-started') return kind === 'start' ? 'running' : null;
  if (state === 'running') return kind === 'pause' ? 'paused' : kind === 'end' ? 'ended' : null;
  if (state === 'paused') return kind === 'resume' ? 'running' : kind === 'end' ? 'ended' : null;
  return null;
}

export type LiveEventRefusalCode = 'LIVE_EVENT_OUT_OF_ORDER' | 'LIVE_EVENT_TIME_REFUSED';
export type LiveEventRefusal = { code: LiveEventRefusalCode; message: string };

const outOfOrder: Record<LiveState, string> = {
  'not-started': 'The match has not started yet: start it first.',
  running: 'The match is already running: pause it or end it.',
  paused: 'The match is paused for a break: resume it or end it.',
  ended: 'The match has ended: nothing more can be recorded live.',
};

/**
 * Why `next` may not follow `events` (stored, in order), or null when it may: start once, first; pause
 * only while running; resume only while paused; end while running or paused; nothing after the end. A
 * press may not be dated before the last one (the clock would run backwards).
 */
export function liveEventRefusal(events: readonly LiveEvent[], next: LiveEvent): LiveEventRefusal | null {
  const state = liveStateOf(events);
  if (stateAfter(state, next.kind) === null) {
    return { code: 'LIVE_EVENT_OUT_OF_ORDER', message: outOfOrder[state] };
  }
  const last = events.at(-1);
  if (last && time(next.at) < time(last.at)) {
    return {
      code: 'LIVE_EVENT_TIME_REFUSED',
      message: 'This press is dated before the last one recorded. Check the phone’s clock and try again.',
    };
  }
  return null;
}

/** The match's UK day: from its first instant to the first of the next. */
export type MatchDay = { start: Date; end: Date };

/**
 * Why a press dated `at` is refused against the server's clock, or null: more than two minutes ahead of
 * it (a phone's clock set wrong), or before the match's UK day began (`day`, null for an undated match,
 * which then takes the day before `now`): a press dated then cannot be of this match. A start dated after
 * the match's day is refused too: live mode opened on last week's match by mistake would run a clock
 * days late, and its goals would change a result entered long ago. The other presses stay open after the
 * day (an end forgotten at the whistle, pressed the next morning).
 */
/** The UK day of a match dated `matchDate` (an instant, an ISO string or a bare date), or null undated. */
export function matchDayOf(matchDate: string | Date | null | undefined): MatchDay | null {
  if (matchDate === null || matchDate === undefined) return null;
  const date = typeof matchDate === 'string' ? new Date(matchDate) : matchDate;
  if (Number.isNaN(date.getTime())) return null;
  const { year, month, day } = ukWallClock(date);
  return { start: ukWallClockToInstant(year, month, day), end: ukWallClockToInstant(year, month, day + 1) };
}

export function liveEventTimeRefusal(
  at: Date,
  now: Date,
  day: MatchDay | null,
  kind: LiveEventKind,
): LiveEventRefusal | null {
  const earliest = day?.start ?? new Date(now.getTime() - 24 * 3_600_000);
  if (at.getTime() > now.getTime() + LIVE_EVENT_MAX_AHEAD_MS) {
    return {
      code: 'LIVE_EVENT_TIME_REFUSED',
      message: 'This press is dated in the future. Check the phone’s clock and try again.',
    };
  }
  if (at.getTime() < earliest.getTime()) {
    return {
      code: 'LIVE_EVENT_TIME_REFUSED',
      message: 'This press is dated before the match day. Check the phone’s clock and try again.',
    };
  }
  if (kind === 'start' && day !== null && at.getTime() >= day.end.getTime()) {
    return {
      code: 'LIVE_EVENT_TIME_REFUSED',
      message:
        'This match’s day has passed: live mode starts a match only on its day. Enter its result in Match Planning.',
    };
  }
  return null;
}

/**
 * Up to when a match's play counts, as of `now`. A match still running or paused for a break when its
 * UK day ended was left running: the coach forgot End at the whistle. Counted to `now`, its clock would
 * read 900 minutes the next morning, and each player on the pitch would be given a night of playing
 * time. It is taken to have ended at full time instead: the instant its play reached the planned length,
 * or where it stood at the day's end if it never did (paused at half time, never resumed). An End pressed
 * later changes nothing counted. `leftRunningUntil` is that instant, null for a match that is not.
 */
export function playCountsUntil(
  events: readonly LiveEvent[],
  timing: Pick<MatchTiming, 'matchLength'>,
  matchDate: string | Date | null | undefined,
  now: Date,
): { until: Date; leftRunningUntil: Date | null } {
  const day = matchDayOf(matchDate);
  const notLeft = { until: now, leftRunningUntil: null };
  if (day === null || now.getTime() < day.end.getTime()) return notLeft;
  const onTheDay = events.filter((event) => time(event.at) < day.end.getTime());
  const state = liveStateOf(onTheDay);
  if (state !== 'running' && state !== 'paused') return notLeft;
  const fullTimeMs = timing.matchLength * 60_000;
  let played = 0;
  const stretches = runningStretches(onTheDay, day.end);
  let until = stretches.at(-1)?.[1] ?? day.start.getTime();
  for (const [from, to] of stretches) {
    if (played + (to - from) >= fullTimeMs) {
      until = from + (fullTimeMs - played);
      break;
    }
    played += to - from;
  }
  const leftRunningUntil = new Date(until);
  return { until: leftRunningUntil, leftRunningUntil };
}

export type LiveClock = {
  state: LiveState;
  /**
   * For a match left running after its day (playCountsUntil): the instant it is taken to have ended,
   * where the clock stands still. Null otherwise.
   */
  leftRunningUntil: Date | null;
  /** Seconds played: the running stretches up to now (or the end), breaks left out. */
  elapsedSeconds: number;
  /** Whole minutes played (0 in the first minute): the minute period starts are written in. */
  matchMinute: number;
  /** The period being played (from 1), or null before the start. */
  period: number | null;
  periods: number;
  /** Whole minutes into the current period. */
  periodMinute: number | null;
  /** Playing past the planned length (stoppage time or a late whistle). */
  pastFullTime: boolean;
  /** The next period start after the clock, and the seconds of play until it; null when none is left. */
  nextChange: { minute: number; period: number; inSeconds: number } | null;
  /**
   * The last period start passed, while it is recent (LIVE_CHANGE_DUE_MINUTES of play): the change the
   * coach should be making now, with the seconds of play since it fell due. Null otherwise.
   */
  dueChange: { minute: number; period: number; secondsAgo: number } | null;
};

/**
 * The seconds of play in the events up to `now`: the running stretches, breaks left out. Presses after
 * `now` count as made at `now` (a match left running is counted up to the instant playCountsUntil gives).
 */
export function playedSeconds(events: readonly LiveEvent[], now: Date): number {
  const total = runningStretches(events, now).reduce((sum, [from, to]) => sum + Math.max(0, to - from), 0);
  return Math.floor(total / 1000);
}

/** The stretches of play (from, to in ms) up to `now`: a press after `now` counts as made then. */
function runningStretches(events: readonly LiveEvent[], now: Date): [number, number][] {
  const stretches: [number, number][] = [];
  let runningSince: number | null = null;
  for (const event of events) {
    const at = Math.min(time(event.at), now.getTime());
    if (event.kind === 'start' || event.kind === 'resume') runningSince ??= at;
    else if (runningSince !== null) {
      stretches.push([runningSince, at]);
      runningSince = null;
    }
  }
  if (runningSince !== null) stretches.push([runningSince, now.getTime()]);
  return stretches;
}

/**
 * Everything the live screen shows, from the stored events (in order), the match's timing and a clock
 * (the server's time as the phone knows it). The same events and a later `now` give the right minute
 * whatever happened in between (a lock, a reload).
 */
export function liveClock(
  events: readonly LiveEvent[],
  timing: MatchTiming & { matchDate?: string | Date | null },
  now: Date,
): LiveClock {
  const state = liveStateOf(events);
  const periods = periodsOf(timing);
  const { until, leftRunningUntil } = playCountsUntil(events, timing, timing.matchDate, now);
  const elapsedSeconds = state === 'not-started' ? 0 : playedSeconds(events, until);
  const matchMinute = Math.floor(elapsedSeconds / 60);
  const starts = periods.map((p) => p.from * 60);
  const next = periods.find((p, i) => i > 0 && p.from * 60 > elapsedSeconds) ?? null;
  const nextChange =
    state === 'ended' || next === null || leftRunningUntil !== null
      ? null
      : { minute: next.from, period: next.number, inSeconds: next.from * 60 - elapsedSeconds };
  if (state === 'not-started') {
    return {
      state,
      leftRunningUntil,
      elapsedSeconds,
      matchMinute,
      period: null,
      periods: periods.length,
      periodMinute: null,
      pastFullTime: false,
      nextChange,
      dueChange: null,
    };
  }
  let index = 0;
  for (let i = 0; i < starts.length; i += 1) if ((starts[i] ?? 0) <= elapsedSeconds) index = i;
  const current = periods[index];
  const since = current === undefined ? 0 : elapsedSeconds - current.from * 60;
  const dueChange =
    state !== 'ended' &&
    leftRunningUntil === null &&
    current !== undefined &&
    index > 0 &&
    since < LIVE_CHANGE_DUE_MINUTES * 60
      ? { minute: current.from, period: current.number, secondsAgo: since }
      : null;
  return {
    state,
    leftRunningUntil,
    elapsedSeconds,
    matchMinute,
    period: current?.number ?? null,
    periods: periods.length,
    periodMinute: Math.floor(since / 60),
    pastFullTime: elapsedSeconds >= timing.matchLength * 60,
    nextChange,
    dueChange,
  };
}

/**
 * The minute a goal scored now is given, as football counts it: the minute being played, from 1 (a goal
 * at 00:30 is in the 1st minute, at 12:30 in the 13th), within the goals' range (GOAL_MINUTE), so a long
 * match's stoppage time is 120 at most.
 */
export function liveGoalMinute(elapsedSeconds: number): number {
  const minute = Math.floor(Math.max(0, elapsedSeconds) / 60) + 1;
  return Math.min(GOAL_MINUTE.max, Math.max(GOAL_MINUTE.min, minute));
}

/** "23:41": minutes and seconds of play (minutes past 99 kept whole). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** "4:12" for a countdown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "Change due now", "Change due 1 min ago", "Change due 2 min ago": in whole minutes of play. */
export function changeDueWords(secondsAgo: number): string {
  const minutes = Math.floor(secondsAgo / 60);
  return minutes < 1 ? 'Change due now' : `Change due ${minutes} min ago`;
}

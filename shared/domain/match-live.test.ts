import { describe, expect, it } from 'vitest';
import {
  changeDueWords,
  formatClock,
  formatCountdown,
  type LiveEvent,
  liveClock,
  liveEventRefusal,
  liveEventTimeRefusal,
  liveGoalMinute,
  liveStateOf,
  matchDayOf,
  playCountsUntil,
  playedSeconds,
} from './match-live.js';

const KICK_OFF = Date.parse('2026-11-28T10:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(KICK_OFF + minutes * 60_000 + seconds * 1000);
const event = (kind: LiveEvent['kind'], minutes: number, seconds = 0): LiveEvent => ({
  kind,
  at: at(minutes, seconds).toISOString(),
});
// 60 minutes in four periods: changes at 15, 30 and 45.
const timing = { matchLength: 60, substitutionTimings: [0, 15, 30, 45] };

describe('liveEventRefusal', () => {
  it('takes start, pause, resume and end in order', () => {
    const events: LiveEvent[] = [];
    for (const next of [event('start', 0), event('pause', 30), event('resume', 40), event('end', 71)]) {
      expect(liveEventRefusal(events, next)).toBeNull();
      events.push(next);
    }
    expect(liveStateOf(events)).toBe('ended');
  });

  it('refuses what the state does not allow, in words', () => {
    expect(liveEventRefusal([], event('pause', 1))).toEqual({
      code: 'LIVE_EVENT_OUT_OF_ORDER',
      message: 'The match has not started yet: start it first.',
    });
    expect(liveEventRefusal([], event('resume', 1))?.code).toBe('LIVE_EVENT_OUT_OF_ORDER');
    expect(liveEventRefusal([], event('end', 1))?.code).toBe('LIVE_EVENT_OUT_OF_ORDER');
    const running = [event('start', 0)];
    expect(liveEventRefusal(running, event('start', 1))?.message).toMatch(/already running/);
    expect(liveEventRefusal(running, event('resume', 1))?.code).toBe('LIVE_EVENT_OUT_OF_ORDER');
    const paused = [event('start', 0), event('pause', 5)];
    expect(liveEventRefusal(paused, event('pause', 6))?.message).toMatch(/paused for a break/);
    expect(liveEventRefusal(paused, event('end', 6))).toBeNull();
    const ended = [event('start', 0), event('end', 60)];
    for (const kind of ['start', 'pause', 'resume', 'end'] as const) {
      expect(liveEventRefusal(ended, event(kind, 61))?.message).toMatch(/has ended/);
    }
  });

  it('refuses a press dated before the last one', () => {
    const events = [event('start', 0), event('pause', 30)];
    expect(liveEventRefusal(events, event('resume', 29))?.code).toBe('LIVE_EVENT_TIME_REFUSED');
    expect(liveEventRefusal(events, event('resume', 30))).toBeNull();
  });
});

describe('liveEventTimeRefusal', () => {
  const now = at(10);
  const day = { start: new Date('2026-11-28T00:00:00Z'), end: new Date('2026-11-29T00:00:00Z') };
  it('takes a press up to two minutes ahead and from the start of the match day', () => {
    expect(liveEventTimeRefusal(at(12), now, day, 'start')).toBeNull();
    expect(liveEventTimeRefusal(day.start, now, day, 'start')).toBeNull();
  });
  it('refuses one further ahead, or before the day', () => {
    expect(liveEventTimeRefusal(at(12, 1), now, day, 'pause')?.message).toMatch(/in the future/);
    expect(liveEventTimeRefusal(new Date(day.start.getTime() - 1), now, day, 'start')?.message).toMatch(
      /before the match day/,
    );
  });
  it("refuses a start after the match's day, not the presses that follow one", () => {
    const nextMorning = new Date('2026-11-29T09:00:00Z');
    const later = new Date(nextMorning.getTime() + 60_000);
    expect(liveEventTimeRefusal(new Date(day.end.getTime() - 1), later, day, 'start')).toBeNull();
    expect(liveEventTimeRefusal(day.end, later, day, 'start')).toMatchObject({
      code: 'LIVE_EVENT_TIME_REFUSED',
      message: expect.stringMatching(/day has passed/),
    });
    expect(liveEventTimeRefusal(nextMorning, later, day, 'start')?.code).toBe('LIVE_EVENT_TIME_REFUSED');
    // The end forgotten at the whistle, pressed the next morning.
    expect(liveEventTimeRefusal(nextMorning, later, day, 'end')).toBeNull();
    expect(liveEventTimeRefusal(nextMorning, later, day, 'resume')).toBeNull();
  });
  it('gives an undated match the day before now, and any day to start on', () => {
    expect(liveEventTimeRefusal(at(-23 * 60), now, null, 'start')).toBeNull();
    expect(liveEventTimeRefusal(at(-25 * 60), now, null, 'start')?.code).toBe('LIVE_EVENT_TIME_REFUSED');
  });
});

describe('liveClock', () => {
  it('before the start: nothing played, the first change ahead', () => {
    const clock = liveClock([], timing, at(-5));
    expect(clock).toMatchObject({ state: 'not-started', elapsedSeconds: 0, period: null, periods: 4 });
    expect(clock.nextChange).toEqual({ minute: 15, period: 2, inSeconds: 900 });
    expect(clock.dueChange).toBeNull();
  });

  it('runs from the start: minute, period, the countdown to the next change', () => {
    const clock = liveClock([event('start', 0)], timing, at(10, 48));
    expect(clock).toMatchObject({
      state: 'running',
      elapsedSeconds: 648,
      matchMinute: 10,
      period: 1,
      periodMinute: 10,
      pastFullTime: false,
    });
    expect(clock.nextChange).toEqual({ minute: 15, period: 2, inSeconds: 252 });
    expect(formatCountdown(clock.nextChange?.inSeconds ?? 0)).toBe('4:12');
  });

  it('is right after a simulated lock: now jumps seven minutes, the change is due 2 min ago', () => {
    const events = [event('start', 0)];
    const before = liveClock(events, timing, at(10));
    expect(before.period).toBe(1);
    // The phone was locked at 10:00 and no timer ran; it wakes at 17:00.
    const after = liveClock(events, timing, at(17));
    expect(after).toMatchObject({ elapsedSeconds: 17 * 60, matchMinute: 17, period: 2, periodMinute: 2 });
    expect(after.dueChange).toEqual({ minute: 15, period: 2, secondsAgo: 120 });
    expect(changeDueWords(after.dueChange?.secondsAgo ?? 0)).toBe('Change due 2 min ago');
    expect(after.nextChange).toEqual({ minute: 30, period: 3, inSeconds: 13 * 60 });
  });

  it('gives the same answer on a reload: the same events and a later now', () => {
    const events = [event('start', 0), event('pause', 30), event('resume', 40)];
    const first = liveClock(events, timing, at(44));
    const reloaded = liveClock(
      events.map((e) => ({ ...e })),
      timing,
      at(44),
    );
    expect(reloaded).toEqual(first);
    expect(liveClock(events, timing, at(50)).elapsedSeconds).toBe(first.elapsedSeconds + 6 * 60);
  });

  it('stops during a break and leaves it out after the resume', () => {
    const events = [event('start', 0), event('pause', 30, 20)];
    const inBreak = liveClock(events, timing, at(38));
    expect(inBreak).toMatchObject({ state: 'paused', elapsedSeconds: 30 * 60 + 20, period: 3 });
    expect(liveClock(events, timing, at(39)).elapsedSeconds).toBe(inBreak.elapsedSeconds);
    // The change at 30' fell due 20 s before the whistle: still due, in minutes of play.
    expect(inBreak.dueChange).toEqual({ minute: 30, period: 3, secondsAgo: 20 });
    expect(changeDueWords(20)).toBe('Change due now');
    const resumed = liveClock([...events, event('resume', 40)], timing, at(45));
    expect(resumed).toMatchObject({ state: 'running', elapsedSeconds: 35 * 60 + 20, period: 3 });
  });

  it('past the last period: the last period, past full time, no change left', () => {
    const clock = liveClock([event('start', 0)], timing, at(63));
    expect(clock).toMatchObject({ period: 4, periodMinute: 18, pastFullTime: true, matchMinute: 63 });
    expect(clock.nextChange).toBeNull();
    expect(clock.dueChange).toBeNull();
  });

  it('stops at the end', () => {
    const events = [event('start', 0), event('end', 61, 30)];
    const clock = liveClock(events, timing, at(90));
    expect(clock).toMatchObject({ state: 'ended', elapsedSeconds: 61 * 60 + 30, nextChange: null });
  });

  it('takes a match without start times as evenly split periods', () => {
    const clock = liveClock([event('start', 0)], { matchLength: 40, substitutionTimings: [] }, at(11));
    expect(clock).toMatchObject({ periods: 4, period: 2 });
    expect(clock.nextChange).toMatchObject({ minute: 20, period: 3 });
  });
});

describe('formatClock', () => {
  it('writes minutes and seconds', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(23 * 60 + 41)).toBe('23:41');
    expect(formatClock(125 * 60 + 5.9)).toBe('125:05');
  });
});

describe('liveGoalMinute', () => {
  it('is the minute being played, from 1, as football counts it', () => {
    expect(liveGoalMinute(0)).toBe(1);
    expect(liveGoalMinute(30)).toBe(1);
    expect(liveGoalMinute(59)).toBe(1);
    expect(liveGoalMinute(60)).toBe(2);
    expect(liveGoalMinute(12 * 60 + 30)).toBe(13);
  });

  it("stays within the goals' range: never below 1, stoppage time of a long match at 120", () => {
    expect(liveGoalMinute(-5)).toBe(1);
    expect(liveGoalMinute(119 * 60 + 59)).toBe(120);
    expect(liveGoalMinute(150 * 60)).toBe(120);
  });

  it("agrees with the live clock's match minute plus one", () => {
    const start = Date.parse('2026-11-28T10:00:00Z');
    const clock = liveClock(
      [{ kind: 'start', at: new Date(start) }],
      { matchLength: 60, substitutionTimings: [0, 30] },
      new Date(start + (23 * 60 + 41) * 1000),
    );
    expect(liveGoalMinute(clock.elapsedSeconds)).toBe(clock.matchMinute + 1);
  });
});

describe('a match left running after its day (playCountsUntil)', () => {
  // Kick-off 10:00 on Saturday 28 November (UK time is UTC in winter); the next morning at 09:00.
  const dated = { ...timing, matchDate: '2026-11-28T10:00:00Z' };
  const nextMorning = at(23 * 60);

  it('counts a match never ended as ended at full time, and stops its clock there', () => {
    const events = [event('start', 0), event('pause', 30), event('resume', 40)];
    // Still on the day: the clock runs on past full time, as stoppage time does.
    expect(liveClock(events, dated, at(100)).elapsedSeconds).toBe(90 * 60);
    expect(liveClock(events, dated, at(100)).leftRunningUntil).toBeNull();
    const clock = liveClock(events, dated, nextMorning);
    // 30 minutes, a 10-minute break, then 30 more: full time at 11:10, whatever the hour now.
    expect(clock.leftRunningUntil).toEqual(at(70));
    expect(clock.elapsedSeconds).toBe(60 * 60);
    expect(clock.state).toBe('running');
    expect(clock.nextChange).toBeNull();
    expect(clock.dueChange).toBeNull();
    expect(liveClock(events, dated, at(3 * 24 * 60)).elapsedSeconds).toBe(60 * 60);
  });

  it('counts a match paused and never resumed up to its pause, and an End pressed later changes nothing', () => {
    const paused = [event('start', 0), event('pause', 30)];
    expect(playCountsUntil(paused, dated, dated.matchDate, nextMorning).leftRunningUntil).toEqual(at(30));
    expect(liveClock(paused, dated, nextMorning).elapsedSeconds).toBe(30 * 60);
    const endedLate = [event('start', 0), event('end', 23 * 60)];
    const clock = liveClock(endedLate, dated, nextMorning);
    expect(clock.state).toBe('ended');
    expect(clock.elapsedSeconds).toBe(60 * 60);
    expect(clock.leftRunningUntil).toEqual(at(60));
  });

  it('leaves alone a match ended on its day, an undated one and one not started', () => {
    const ended = [event('start', 0), event('end', 64)];
    expect(playCountsUntil(ended, dated, dated.matchDate, nextMorning)).toEqual({
      until: nextMorning,
      leftRunningUntil: null,
    });
    expect(liveClock(ended, dated, nextMorning).elapsedSeconds).toBe(64 * 60);
    const running = [event('start', 0)];
    expect(playCountsUntil(running, dated, null, nextMorning).leftRunningUntil).toBeNull();
    expect(playCountsUntil([], dated, dated.matchDate, nextMorning).leftRunningUntil).toBeNull();
  });

  it('takes the day in UK time, summer time included', () => {
    // 23:30 UK on 1 July is 22:30 UTC: still that day; 00:30 UK on the 2nd is past it.
    const summer = { ...timing, matchDate: '2026-07-01' };
    const start = [{ kind: 'start' as const, at: '2026-07-01T09:00:00Z' }];
    expect(matchDayOf(summer.matchDate)?.end.toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(
      playCountsUntil(start, summer, summer.matchDate, new Date('2026-07-01T22:30:00Z')).leftRunningUntil,
    ).toBeNull();
    expect(
      playCountsUntil(start, summer, summer.matchDate, new Date('2026-07-01T23:30:00Z')).leftRunningUntil,
    ).toEqual(new Date('2026-07-01T10:00:00Z'));
  });
});

describe('playedSeconds', () => {
  it('counts presses after the instant asked for as made then', () => {
    const events = [event('start', 0), event('pause', 30), event('resume', 40), event('end', 70)];
    expect(playedSeconds(events, at(20))).toBe(20 * 60);
    expect(playedSeconds(events, at(35))).toBe(30 * 60);
    expect(playedSeconds(events, at(200))).toBe(60 * 60);
  });
});

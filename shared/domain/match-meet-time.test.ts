import { describe, expect, it } from 'vitest';
import {
  MEET_AFTER_KICK_OFF,
  MEET_DAY_BEFORE,
  MEET_NEEDS_KICK_OFF,
  MEET_TIME_FORMAT_MESSAGE,
  meetClock,
  meetFromClock,
  meetInstant,
  meetProblem,
} from './match-meet-time.js';

// Sat 6 Sep 2031 10:00 BST (09:00 UTC), and Sat 6 Dec 2031 10:00 GMT.
const summer = { matchDate: new Date('2031-09-06T09:00:00Z'), isTimeTbc: false };
const winter = { matchDate: new Date('2031-12-06T10:00:00Z'), isTimeTbc: false };

describe('meetFromClock', () => {
  it('reads a UK clock time on the kick-off day as minutes before it, summer and winter', () => {
    expect(meetFromClock(summer, '09:15')).toEqual({ minutesBefore: 45 });
    expect(meetFromClock(winter, '09:15')).toEqual({ minutesBefore: 45 });
    expect(meetFromClock(summer, '00:00')).toEqual({ minutesBefore: 600 });
    expect(meetFromClock(summer, '09:59')).toEqual({ minutesBefore: 1 });
  });

  it('refuses a meet at or after kick-off, a malformed time, and a match without a kick-off time', () => {
    expect(meetFromClock(summer, '10:00')).toEqual({ problem: MEET_AFTER_KICK_OFF });
    expect(meetFromClock(summer, '10:30')).toEqual({ problem: MEET_AFTER_KICK_OFF });
    expect(meetFromClock(summer, '9:15')).toEqual({ problem: MEET_TIME_FORMAT_MESSAGE });
    expect(meetFromClock(summer, '24:00')).toEqual({ problem: MEET_TIME_FORMAT_MESSAGE });
    expect(meetFromClock({ ...summer, isTimeTbc: true }, '09:15')).toEqual({ problem: MEET_NEEDS_KICK_OFF });
    expect(meetFromClock({ matchDate: null, isTimeTbc: false }, '09:15')).toEqual({
      problem: MEET_NEEDS_KICK_OFF,
    });
  });

  it('counts real minutes across the spring clock change (kick-off 03:00 BST, meet 00:30 GMT)', () => {
    // 30 Mar 2031: clocks go from 01:00 GMT to 02:00 BST. 03:00 BST is 02:00 UTC; 00:30 GMT is 00:30 UTC.
    const kickOff = { matchDate: new Date('2031-03-30T02:00:00Z'), isTimeTbc: false };
    expect(meetFromClock(kickOff, '00:30')).toEqual({ minutesBefore: 90 });
  });
});

describe('meetProblem and meetClock after a kick-off move', () => {
  it('keeps the minutes before kick-off: a later kick-off moves the meet with it', () => {
    const moved = { ...summer, matchDate: new Date('2031-09-06T10:30:00Z') };
    expect(meetProblem(moved, 45)).toBeNull();
    expect(meetClock(moved, 45)).toBe('10:45');
    expect(meetInstant(moved.matchDate, 45).toISOString()).toBe('2031-09-06T09:45:00.000Z');
  });

  it('finds a meet pushed onto the day before, or left without a kick-off time', () => {
    const early = { ...summer, matchDate: new Date('2031-09-05T23:30:00Z') }; // 00:30 BST on the 6th
    expect(meetProblem(early, 45)).toBe(MEET_DAY_BEFORE);
    expect(meetClock(early, 45)).toBeNull();
    expect(meetProblem({ ...summer, isTimeTbc: true }, 45)).toBe(MEET_NEEDS_KICK_OFF);
    expect(meetProblem({ matchDate: null, isTimeTbc: false }, 45)).toBe(MEET_NEEDS_KICK_OFF);
    expect(meetProblem({ matchDate: null, isTimeTbc: false }, null)).toBeNull();
    expect(meetClock(summer, null)).toBeNull();
  });
});

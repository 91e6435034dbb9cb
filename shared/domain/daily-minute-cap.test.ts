import { describe, expect, it } from 'vitest';
import { type DayMatch, dailyMinuteCap, overDailyCap } from './daily-minute-cap.js';

const match = (
  id: number,
  matchDate: string | null,
  players: Record<number, number>,
  isPostponed = false,
): DayMatch => ({
  id,
  matchDate,
  isPostponed,
  players: Object.entries(players).map(([playerId, minutes]) => ({ playerId: Number(playerId), minutes })),
});

describe('dailyMinuteCap', () => {
  it("is the FA's per-day figure for each small-sided format, and none for eleven-a-side", () => {
    expect(dailyMinuteCap(5)).toBe(40);
    expect(dailyMinuteCap(7)).toBe(60);
    expect(dailyMinuteCap(9)).toBe(80);
    expect(dailyMinuteCap(11)).toBeNull();
  });
});

describe('overDailyCap', () => {
  it('adds up a London day of plans and names who goes over, with his minutes and matches', () => {
    const matches = [
      match(1, '2026-11-28T10:00:00Z', { 7: 60, 8: 40, 9: 20 }),
      match(2, '2026-11-28T14:00:00Z', { 7: 30, 8: 40, 9: 60 }),
    ];
    expect(overDailyCap(1, matches, 80)).toEqual([{ playerId: 7, dayMinutes: 90, matches: 2 }]);
    // Exactly at the cap is within it.
    expect(overDailyCap(2, matches, 80)).toEqual([{ playerId: 7, dayMinutes: 90, matches: 2 }]);
    expect(overDailyCap(2, matches, 79)).toEqual([
      { playerId: 7, dayMinutes: 90, matches: 2 },
      { playerId: 8, dayMinutes: 80, matches: 2 },
      { playerId: 9, dayMinutes: 80, matches: 2 },
    ]);
  });

  it('one long match alone can go over', () => {
    expect(overDailyCap(1, [match(1, '2026-11-28T10:00:00Z', { 3: 50, 4: 40 })], 40)).toEqual([
      { playerId: 3, dayMinutes: 50, matches: 1 },
    ]);
  });

  it('takes the day in London: 23:30 UTC in summer is the next morning there', () => {
    const matches = [
      match(1, '2026-06-13T23:30:00Z', { 5: 40 }),
      match(2, '2026-06-14T09:00:00Z', { 5: 40 }),
      match(3, '2026-06-13T09:00:00Z', { 5: 40 }),
    ];
    expect(overDailyCap(2, matches, 60)).toEqual([{ playerId: 5, dayMinutes: 80, matches: 2 }]);
    expect(overDailyCap(3, matches, 60)).toEqual([]);
    // In winter London is on UTC: 23:30 is still the same day.
    const winter = [match(1, '2026-12-12T23:30:00Z', { 5: 40 }), match(2, '2026-12-13T09:00:00Z', { 5: 40 })];
    expect(overDailyCap(2, winter, 60)).toEqual([]);
  });

  it('leaves out postponed matches, undated ones, and players this plan gives no minutes', () => {
    const matches = [
      match(1, '2026-11-28T10:00:00Z', { 7: 50, 8: 0 }),
      match(2, '2026-11-28T14:00:00Z', { 7: 50, 8: 90 }, true),
      match(3, null, { 7: 50 }),
      match(4, '2026-11-28T16:00:00Z', { 8: 90 }),
    ];
    expect(overDailyCap(1, matches, 80)).toEqual([]);
    expect(overDailyCap(4, matches, 80)).toEqual([{ playerId: 8, dayMinutes: 90, matches: 1 }]);
    expect(overDailyCap(3, matches, 10)).toEqual([]);
    expect(overDailyCap(99, matches, 10)).toEqual([]);
  });
});

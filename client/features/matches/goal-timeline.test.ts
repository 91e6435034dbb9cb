import { describe, expect, it } from 'vitest';
import type { Goal, GoalAgainst } from '../../../shared/contracts/matches';
import { goalTimeline, minuteText } from './goal-timeline';

const ours = (id: number, minute: number | null): Goal => ({
  id,
  matchId: 1,
  minute,
  scorerId: 9,
  assistId: null,
  isOwnGoal: 0,
});
const theirs = (id: number, minute: number | null): GoalAgainst => ({ id, matchId: 1, minute });

describe('goalTimeline', () => {
  it('puts goals against between ours by minute, those without a minute last', () => {
    // 12' us, 23' them, 23' us, 40' them, then no minute: ours (id 5) before theirs (id 2).
    const list = goalTimeline(
      [ours(5, null), ours(3, 23), ours(1, 12)],
      [theirs(2, null), theirs(4, 40), theirs(1, 23)],
    );
    expect(list.map((entry) => `${entry.side}${entry.goal.id}@${entry.goal.minute}`)).toEqual([
      'us1@12',
      'us3@23',
      'them1@23',
      'them4@40',
      'us5@null',
      'them2@null',
    ]);
  });

  it('is empty with no goals, and keeps the given lists as they were', () => {
    const mine = [ours(2, 30), ours(1, 10)];
    expect(goalTimeline([], [])).toEqual([]);
    goalTimeline(mine, []);
    expect(mine.map((goal) => goal.id)).toEqual([2, 1]);
  });
});

describe('minuteText', () => {
  it("writes 23' or nothing", () => {
    expect(minuteText(23)).toBe("23'");
    expect(minuteText(null)).toBeNull();
  });
});

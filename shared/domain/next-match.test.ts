import { describe, expect, it } from 'vitest';
import { nextMatch } from './next-match.js';

const unscored = { homeScore: null, awayScore: null };
const match = (id: number, matchDate: string | null, extra: object = {}) => ({
  id,
  matchDate,
  ...unscored,
  ...extra,
});
// Sunday 12 January 2025, 18:00 in London (GMT).
const now = new Date('2025-01-12T18:00:00Z');

describe('nextMatch', () => {
  it('is the earliest match from today on still to be played, today included', () => {
    const matches = [
      match(1, '2025-01-19T10:30:00Z'),
      match(2, '2025-01-12T10:30:00Z'), // today, kicked off this morning, no score yet
      match(3, '2025-01-05T10:30:00Z'),
      match(4, null),
    ];
    expect(nextMatch(matches, now)?.id).toBe(2);
  });

  it('passes over matches with a result, postponed ones and undated fixtures', () => {
    const matches = [
      match(1, '2025-01-12T10:30:00Z', { homeScore: 2, awayScore: 1 }),
      match(2, '2025-01-13T10:30:00Z', { isPostponed: true }),
      match(3, '2025-01-14T10:30:00Z', { resultCode: 'abandoned' }),
      match(4, null),
      match(5, '2025-01-26T10:30:00Z'),
    ];
    expect(nextMatch(matches, now)?.id).toBe(5);
  });

  it('goes by the UK date: late on a summer evening in London, tomorrow UTC is still today', () => {
    // 23:30 BST on 15 June is 22:30 UTC; a match at 00:30 BST on the 16th is tomorrow in London.
    const lateEvening = new Date('2025-06-15T22:30:00Z');
    const matches = [match(1, '2025-06-15T09:30:00Z'), match(2, '2025-06-15T23:30:00Z')];
    expect(nextMatch(matches, lateEvening)?.id).toBe(1);
    // An hour later it is the 16th in London: the morning's match is past, so the late one is next.
    expect(nextMatch(matches, new Date('2025-06-15T23:30:00Z'))?.id).toBe(2);
  });

  it('falls back to the latest match with a result, today before the days past', () => {
    const past = [
      match(1, '2025-01-05T10:30:00Z', { homeScore: 0, awayScore: 3 }),
      match(2, '2024-12-29T10:30:00Z', { homeScore: 1, awayScore: 1 }),
      match(3, '2025-01-10T10:30:00Z'), // overdue, no score
    ];
    expect(nextMatch(past, now)?.id).toBe(1);
    const playedToday = [...past, match(4, '2025-01-12T10:30:00Z', { homeScore: 4, awayScore: 0 })];
    expect(nextMatch(playedToday, now)?.id).toBe(4);
    expect(nextMatch([...past, match(5, null)], now)?.id).toBe(1);
  });

  it('is null without a match to play or one played', () => {
    expect(nextMatch([], now)).toBeNull();
    expect(nextMatch([match(1, '2025-01-10T10:30:00Z'), match(2, null)], now)).toBeNull();
  });
});

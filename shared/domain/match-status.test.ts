import { describe, expect, it } from 'vitest';
import { groupMatches, isPastMatch, matchDay, matchStatus } from './match-status.js';

const at = (iso: string) => new Date(iso);
const unscored = { homeScore: null, awayScore: null };

describe('matchDay', () => {
  it('reads date-times in London, bare dates as they are, and nothing else', () => {
    expect(matchDay({ matchDate: '2025-06-15T23:30:00Z' })).toBe('2025-06-16');
    expect(matchDay({ matchDate: '2025-06-15T23:30:00+01:00' })).toBe('2025-06-15');
    expect(matchDay({ matchDate: '2025-06-15' })).toBe('2025-06-15');
    expect(matchDay({ matchDate: null })).toBeNull();
    expect(matchDay({ matchDate: '' })).toBeNull();
    expect(matchDay({ matchDate: 'TBC' })).toBeNull();
    expect(matchDay({ matchDate: '2025-13-45' })).toBeNull();
  });
});

describe('isPastMatch', () => {
  it('is true only from the London midnight after the match day (winter)', () => {
    const match = { matchDate: '2025-01-12T10:30:00Z' };
    expect(isPastMatch(match, at('2025-01-12T09:00:00Z'))).toBe(false);
    expect(isPastMatch(match, at('2025-01-12T18:00:00Z'))).toBe(false);
    expect(isPastMatch(match, at('2025-01-12T23:59:59Z'))).toBe(false);
    expect(isPastMatch(match, at('2025-01-13T00:00:00Z'))).toBe(true);
  });

  it('uses London midnight, not UTC midnight, in summer', () => {
    const match = { matchDate: '2025-06-15T09:30:00Z' }; // 10:30 BST on the 15th
    expect(isPastMatch(match, at('2025-06-15T22:59:59Z'))).toBe(false); // 23:59:59 BST on the 15th
    expect(isPastMatch(match, at('2025-06-15T23:00:00Z'))).toBe(true); // 00:00 BST on the 16th
  });

  it('puts a late kick-off on the London day it is played', () => {
    // 23:30 UTC on the 15th is 00:30 BST on the 16th: still today on the 16th.
    const match = { matchDate: '2025-06-15T23:30:00Z' };
    expect(isPastMatch(match, at('2025-06-16T12:00:00Z'))).toBe(false);
    expect(isPastMatch(match, at('2025-06-16T23:00:00Z'))).toBe(true);
  });

  it('never counts an undated match as past', () => {
    expect(isPastMatch({ matchDate: null }, at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('matchStatus', () => {
  const now = at('2025-03-10T12:00:00Z');

  it('is Completed with both scores, whatever the date', () => {
    expect(matchStatus({ matchDate: '2025-03-01T10:00:00Z', homeScore: 2, awayScore: 0 }, now)).toBe(
      'Completed',
    );
    expect(matchStatus({ matchDate: '2025-04-01T10:00:00Z', homeScore: 0, awayScore: 0 }, now)).toBe(
      'Completed',
    );
    expect(matchStatus({ matchDate: null, homeScore: 1, awayScore: 1 }, now)).toBe('Completed');
  });

  it('is Overdue when past without both scores', () => {
    expect(matchStatus({ matchDate: '2025-03-09T10:00:00Z', ...unscored }, now)).toBe('Overdue');
    expect(matchStatus({ matchDate: '2025-03-09T10:00:00Z', homeScore: 3, awayScore: null }, now)).toBe(
      'Overdue',
    );
  });

  it('is Scheduled today, later and without a date', () => {
    expect(matchStatus({ matchDate: '2025-03-10T09:00:00Z', ...unscored }, now)).toBe('Scheduled');
    expect(matchStatus({ matchDate: '2025-03-11T09:00:00Z', ...unscored }, now)).toBe('Scheduled');
    expect(matchStatus({ matchDate: null, ...unscored }, now)).toBe('Scheduled');
  });

  it('is Postponed when Full-Time postponed it, past or future, never Overdue', () => {
    const postponed = { ...unscored, isPostponed: true };
    expect(matchStatus({ matchDate: '2025-03-09T10:00:00Z', ...postponed }, now)).toBe('Postponed');
    expect(matchStatus({ matchDate: '2025-03-11T10:00:00Z', ...postponed }, now)).toBe('Postponed');
    expect(matchStatus({ matchDate: null, ...postponed }, now)).toBe('Postponed');
    // "P - P" carries no score; should one be there, the postponement still is what the match shows.
    expect(
      matchStatus({ matchDate: '2025-03-09T10:00:00Z', homeScore: 1, awayScore: 0, isPostponed: true }, now),
    ).toBe('Postponed');
    expect(matchStatus({ matchDate: '2025-03-09T10:00:00Z', ...unscored, isPostponed: false }, now)).toBe(
      'Overdue',
    );
  });

  it('is Completed for a walkover and Abandoned or Void for those, past or future, never Overdue', () => {
    for (const matchDate of ['2025-03-09T10:00:00Z', '2025-03-11T10:00:00Z', null]) {
      expect(matchStatus({ matchDate, ...unscored, resultCode: 'homeWalkover' }, now)).toBe('Completed');
      expect(matchStatus({ matchDate, ...unscored, resultCode: 'awayWalkover' }, now)).toBe('Completed');
      expect(matchStatus({ matchDate, ...unscored, resultCode: 'abandoned' }, now)).toBe('Abandoned');
      expect(matchStatus({ matchDate, ...unscored, resultCode: 'void' }, now)).toBe('Void');
    }
    expect(matchStatus({ matchDate: '2025-03-09T10:00:00Z', ...unscored, resultCode: null }, now)).toBe(
      'Overdue',
    );
    // Postponed comes first, as it does over a score.
    expect(
      matchStatus(
        { matchDate: '2025-03-09T10:00:00Z', ...unscored, isPostponed: true, resultCode: 'void' },
        now,
      ),
    ).toBe('Postponed');
  });

  it('turns Overdue at London midnight', () => {
    const match = { matchDate: '2025-03-10T09:00:00Z', ...unscored };
    expect(matchStatus(match, at('2025-03-10T23:59:59Z'))).toBe('Scheduled');
    expect(matchStatus(match, at('2025-03-11T00:00:00Z'))).toBe('Overdue');
  });
});

describe('groupMatches', () => {
  const now = at('2025-03-10T12:00:00Z');
  const match = (id: number, matchDate: string | null) => ({ id, matchDate });

  it('splits at today and sorts future ascending (undated last) and past descending', () => {
    const matches = [
      match(1, null),
      match(2, '2025-03-20T10:00:00Z'),
      match(3, '2025-02-01T10:00:00Z'),
      match(4, '2025-03-10T08:00:00Z'), // today: future
      match(5, '2025-03-09T23:59:00Z'), // yesterday in London: past
      match(6, null),
      match(7, '2025-03-01T10:00:00Z'),
      match(8, '2025-03-11T10:00:00Z'),
    ];
    const { future, past } = groupMatches(matches, now);
    expect(future.map((m) => m.id)).toEqual([4, 8, 2, 1, 6]);
    expect(past.map((m) => m.id)).toEqual([5, 7, 3]);
  });

  it('orders by time within a day and by id on a tie, and leaves the input alone', () => {
    const matches = [
      match(3, '2025-03-12T14:00:00Z'),
      match(2, '2025-03-12T10:00:00Z'),
      match(1, '2025-03-12T10:00:00Z'),
      match(9, '2025-03-08T10:00:00Z'),
      match(8, '2025-03-08T10:00:00Z'),
    ];
    const { future, past } = groupMatches(matches, now);
    expect(future.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(past.map((m) => m.id)).toEqual([8, 9]);
    expect(matches.map((m) => m.id)).toEqual([3, 2, 1, 9, 8]);
  });

  it('keeps an empty list empty', () => {
    expect(groupMatches([], now)).toEqual({ future: [], past: [] });
  });
});

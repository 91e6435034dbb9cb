import { describe, expect, it } from 'vitest';
import {
  addDays,
  choiceOf,
  describeRange,
  lastFourWeeks,
  rangeFromSearch,
  rangeProblem,
  seasonRange,
} from './playing-time-range';

describe('the report range', () => {
  it('takes the season as 1 July to 30 June around today', () => {
    expect(seasonRange('2026-11-29')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(seasonRange('2027-05-10')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(seasonRange('2027-07-01')).toEqual({ from: '2027-07-01', to: '2028-06-30' });
    expect(seasonRange('2027-06-30')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
  });

  it('takes the last four weeks as the 28 days up to today, across a month and a year', () => {
    expect(lastFourWeeks('2026-11-29')).toEqual({ from: '2026-11-02', to: '2026-11-29' });
    expect(lastFourWeeks('2027-01-10')).toEqual({ from: '2026-12-14', to: '2027-01-10' });
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('reads the address: the season by default, a bad day as no bound', () => {
    const today = '2026-11-29';
    expect(rangeFromSearch(new URLSearchParams(''), today)).toEqual(seasonRange(today));
    expect(rangeFromSearch(new URLSearchParams('from=2026-09-01&to=2026-10-31'), today)).toEqual({
      from: '2026-09-01',
      to: '2026-10-31',
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-02-30&to='), today)).toEqual({
      from: null,
      to: null,
    });
  });

  it('knows which quick choice a range is', () => {
    const today = '2026-11-29';
    expect(choiceOf(seasonRange(today), today)).toBe('season');
    expect(choiceOf(lastFourWeeks(today), today)).toBe('last-4-weeks');
    expect(choiceOf({ from: '2026-09-01', to: today }, today)).toBeNull();
  });

  it('refuses a range that ends before it starts, and says the range in words', () => {
    expect(rangeProblem({ from: '2026-10-02', to: '2026-10-01' })).toBe('From must be on or before To.');
    expect(rangeProblem({ from: '2026-10-01', to: '2026-10-01' })).toBeNull();
    expect(describeRange({ from: '2026-07-01', to: '2027-06-30' })).toBe('1 Jul 2026 to 30 Jun 2027');
    expect(describeRange({ from: '2026-09-05', to: null })).toBe('From 5 Sept 2026');
    expect(describeRange({ from: null, to: null })).toBe('All matches');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERIOD_START_TIMES, MATCH_LENGTH } from './figures.js';
import {
  periodsOf,
  redistributeTimings,
  substitutionsOf,
  TIMING_DIALOG_DEFAULTS,
  totalPeriods,
} from './match-periods.js';

describe('totalPeriods', () => {
  it('counts the start times when there are any', () => {
    expect(totalPeriods({ substitutionTimings: [0, 20, 40, 60] })).toBe(4);
    expect(totalPeriods({ substitutionTimings: [0], defaultSubstitutions: 5 })).toBe(1);
    expect(totalPeriods({ substitutionTimings: [0, 45], defaultSubstitutions: null })).toBe(2);
  });

  it('falls back to defaultSubstitutions + 1, then to 4', () => {
    expect(totalPeriods({ substitutionTimings: [], defaultSubstitutions: 2 })).toBe(3);
    expect(totalPeriods({ substitutionTimings: [], defaultSubstitutions: 0 })).toBe(1);
    expect(totalPeriods({ substitutionTimings: [], defaultSubstitutions: null })).toBe(4);
    expect(totalPeriods({ substitutionTimings: [] })).toBe(4);
  });
});

describe('substitutionsOf (issue 30: one fewer than the periods)', () => {
  it('counts the changes between the start times, whatever number was stored beside them', () => {
    // A match made from the old team defaults stored 3 beside three starts: it has 2 changes.
    expect(substitutionsOf({ substitutionTimings: [0, 30, 60], defaultSubstitutions: 3 })).toBe(2);
    expect(substitutionsOf({ substitutionTimings: [0], defaultSubstitutions: null })).toBe(0);
  });

  it('gives the stored number without start times, and 3 (four periods) without either', () => {
    expect(substitutionsOf({ substitutionTimings: [], defaultSubstitutions: 5 })).toBe(5);
    expect(substitutionsOf({ substitutionTimings: [], defaultSubstitutions: null })).toBe(3);
  });
});

describe('periodsOf', () => {
  it('runs each period to the next start and the last to the match length', () => {
    expect(periodsOf({ matchLength: 80, substitutionTimings: [0, 20, 40, 60] })).toEqual([
      { number: 1, from: 0, to: 20 },
      { number: 2, from: 20, to: 40 },
      { number: 3, from: 40, to: 60 },
      { number: 4, from: 60, to: 80 },
    ]);
  });

  it('sorts the start times first, without touching the match', () => {
    const substitutionTimings = [45, 0, 70];
    expect(periodsOf({ matchLength: 90, substitutionTimings })).toEqual([
      { number: 1, from: 0, to: 45 },
      { number: 2, from: 45, to: 70 },
      { number: 3, from: 70, to: 90 },
    ]);
    expect(substitutionTimings).toEqual([45, 0, 70]);
  });

  it('gives one period for kick-off only', () => {
    expect(periodsOf({ matchLength: 60, substitutionTimings: [0] })).toEqual([
      { number: 1, from: 0, to: 60 },
    ]);
  });

  it('splits a match without start times evenly into totalPeriods periods', () => {
    expect(periodsOf({ matchLength: 80, substitutionTimings: [] })).toEqual([
      { number: 1, from: 0, to: 20 },
      { number: 2, from: 20, to: 40 },
      { number: 3, from: 40, to: 60 },
      { number: 4, from: 60, to: 80 },
    ]);
    const match = { matchLength: 60, substitutionTimings: [], defaultSubstitutions: 1 };
    expect(periodsOf(match)).toEqual([
      { number: 1, from: 0, to: 30 },
      { number: 2, from: 30, to: 60 },
    ]);
    expect(periodsOf(match)).toHaveLength(totalPeriods(match));
  });

  it('keeps a repeated start as an empty period, and never ends a period before it starts', () => {
    expect(periodsOf({ matchLength: 60, substitutionTimings: [0, 30, 30] })).toEqual([
      { number: 1, from: 0, to: 30 },
      { number: 2, from: 30, to: 30 },
      { number: 3, from: 30, to: 60 },
    ]);
    expect(periodsOf({ matchLength: 60, substitutionTimings: [0, 70] }).at(-1)).toEqual({
      number: 2,
      from: 70,
      to: 70,
    });
  });
});

describe('redistributeTimings', () => {
  it('gives only kick-off for no substitutions', () => {
    expect(redistributeTimings(0, 90)).toEqual([0]);
    expect(redistributeTimings(-2, 90)).toEqual([0]);
  });

  it('makes count + 1 even periods', () => {
    expect(redistributeTimings(1, 90)).toEqual([0, 45]);
    expect(redistributeTimings(2, 90)).toEqual([0, 30, 60]);
    expect(redistributeTimings(3, 80)).toEqual([...DEFAULT_PERIOD_START_TIMES]);
    expect(
      redistributeTimings(TIMING_DIALOG_DEFAULTS.substitutions, TIMING_DIALOG_DEFAULTS.matchLength),
    ).toEqual([0, 23, 45, 68]);
    expect(redistributeTimings(6, 30)).toEqual([0, 4, 9, 13, 17, 21, 26]);
  });

  it('keeps starts a minute apart when the count is too large for the length', () => {
    expect(redistributeTimings(10, 4)).toEqual([0, 1, 2, 3]);
    expect(redistributeTimings(2.7, 90)).toEqual([0, 30, 60]);
  });

  it('for any length 30-120 and 0-6 substitutions: starts at 0, strictly increasing, each later start 1..length-1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MATCH_LENGTH.min, max: MATCH_LENGTH.max }),
        fc.integer({ min: 0, max: 6 }),
        (length, count) => {
          const starts = redistributeTimings(count, length);
          expect(starts).toHaveLength(count + 1);
          expect(starts[0]).toBe(0);
          for (let i = 1; i < starts.length; i++) {
            expect(starts[i]!).toBeGreaterThan(starts[i - 1]!);
            expect(starts[i]!).toBeGreaterThanOrEqual(1);
            expect(starts[i]!).toBeLessThanOrEqual(length - 1);
            expect(Number.isInteger(starts[i])).toBe(true);
          }
        },
      ),
    );
  });

  it('for any length 30-120 and 0-6 substitutions: the periods cover the match without gaps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MATCH_LENGTH.min, max: MATCH_LENGTH.max }),
        fc.integer({ min: 0, max: 6 }),
        (matchLength, count) => {
          const periods = periodsOf({
            matchLength,
            substitutionTimings: redistributeTimings(count, matchLength),
          });
          expect(periods.map((period) => period.number)).toEqual(periods.map((_, i) => i + 1));
          expect(periods[0]?.from).toBe(0);
          expect(periods.at(-1)?.to).toBe(matchLength);
          for (let i = 1; i < periods.length; i++) expect(periods[i]!.from).toBe(periods[i - 1]!.to);
          // Even: no period is more than a minute longer than another.
          const lengths = periods.map((period) => period.to - period.from);
          expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { redistributeTimings } from './match-periods.js';
import { findMatchSettingsProblems, generateSubstitutionTimings, sortTimings } from './match-settings.js';

describe('generateSubstitutionTimings', () => {
  it('gives [0] for no substitutions and [0, half] for one', () => {
    expect(generateSubstitutionTimings(0, 90)).toEqual([0]);
    expect(generateSubstitutionTimings(1, 90)).toEqual([0, 45]);
    expect(generateSubstitutionTimings(1, 75)).toEqual([0, 38]);
  });

  // Issue 30: n substitutions are n changes, so n + 1 periods (spec 000 §4's n starts are superseded).
  it('gives n + 1 starts: 0 and rounded multiples of length / (n + 1)', () => {
    expect(generateSubstitutionTimings(2, 90)).toEqual([0, 30, 60]);
    expect(generateSubstitutionTimings(3, 80)).toEqual([0, 20, 40, 60]);
    expect(generateSubstitutionTimings(3, 70)).toEqual([0, 18, 35, 53]);
    expect(generateSubstitutionTimings(6, 100)).toEqual([0, 14, 29, 43, 57, 71, 86]);
  });

  it("splits a team's default as the match timing dialog splits a match", () => {
    for (const length of [60, 75, 90, 120]) {
      for (let n = 0; n <= 6; n += 1) {
        expect(generateSubstitutionTimings(n, length)).toEqual(redistributeTimings(n, length));
      }
    }
  });
});

describe('findMatchSettingsProblems', () => {
  const valid = { matchLength: 90, substitutionTimings: [0, 30, 60], defaultSubstitutions: 2 };

  it('accepts the defaults and unsorted timings within the length', () => {
    expect(findMatchSettingsProblems(valid)).toEqual([]);
    expect(findMatchSettingsProblems({ ...valid, substitutionTimings: [60, 0, 89] })).toEqual([]);
    expect(
      findMatchSettingsProblems({ matchLength: 60, substitutionTimings: [0], defaultSubstitutions: 0 }),
    ).toEqual([]);
    expect(
      findMatchSettingsProblems({ ...valid, matchLength: 120, substitutionTimings: [0, 40, 80] }),
    ).toEqual([]);
  });

  // Issue 30 (decision 050): n substitutions are n changes, so n + 1 timings; spec 000 gave n for n ≥ 2.
  it('reports a number that is not one fewer than the timings', () => {
    expect(findMatchSettingsProblems({ ...valid, defaultSubstitutions: 3 })).toEqual([
      {
        field: 'defaultSubstitutions',
        title: 'Invalid Substitutions',
        message: '3 substitutions need 4 timings (kick-off and one for each change), but 3 were given',
      },
    ]);
    expect(
      findMatchSettingsProblems({ ...valid, substitutionTimings: [0], defaultSubstitutions: 1 })[0]?.message,
    ).toBe('1 substitution needs 2 timings (kick-off and one for each change), but 1 was given');
  });

  it('reports a length outside 60 to 120 with the spec wording', () => {
    for (const matchLength of [59, 121, 0, 90.5]) {
      expect(findMatchSettingsProblems({ ...valid, matchLength })).toContainEqual({
        field: 'matchLength',
        title: 'Invalid Match Length',
        message: 'Match length must be between 60 and 120 minutes',
      });
    }
  });

  it('reports timings below 0 or at or past the length', () => {
    for (const substitutionTimings of [
      [0, 90],
      [-1, 30],
      [0, 30, 200],
    ]) {
      expect(findMatchSettingsProblems({ ...valid, substitutionTimings })).toEqual([
        {
          field: 'substitutionTimings',
          title: 'Invalid Substitution Timing',
          message: 'All substitution timings must be between 0 and 90 minutes',
        },
      ]);
    }
    expect(findMatchSettingsProblems({ ...valid, substitutionTimings: [0, 30, 30] })[0]?.message).toBe(
      'Substitution timings must all be different',
    );
  });

  it('reports a substitution count outside 0 to 6', () => {
    expect(findMatchSettingsProblems({ ...valid, defaultSubstitutions: 7 })[0]?.field).toBe(
      'defaultSubstitutions',
    );
    expect(findMatchSettingsProblems({ ...valid, defaultSubstitutions: -1 })[0]?.field).toBe(
      'defaultSubstitutions',
    );
  });

  it('sorts timings without touching the input', () => {
    const input = [60, 0, 30];
    expect(sortTimings(input)).toEqual([0, 30, 60]);
    expect(input).toEqual([60, 0, 30]);
  });
});

import { describe, expect, it } from 'vitest';
import { findMatchTimingProblems, type MatchTiming, matchTimingFromTeamDefaults } from './match-timing.js';

// Without a number given, the one that agrees with the starts: the changes between them (issue 30).
const timing = (
  matchLength: number,
  substitutionTimings: number[],
  defaultSubstitutions: number | null = Math.max(substitutionTimings.length - 1, 0),
) => ({ matchLength, substitutionTimings, defaultSubstitutions }) satisfies MatchTiming;

describe('findMatchTimingProblems', () => {
  const cases: Array<[string, MatchTiming, string[]]> = [
    ['the spec default', timing(80, [0, 20, 40, 60]), []],
    ['kick-off only, no substitutions', timing(30, [0], 0), []],
    ['the shortest and longest lengths', timing(30, [0, 29]), []],
    ['120 minutes, last start 119', timing(120, [0, 60, 119], 2), []],
    ['six substitutions, seven periods', timing(70, [0, 10, 20, 30, 40, 50, 60], 6), []],
    [
      'more substitutions than changes between the starts',
      timing(90, [0, 30, 60], 3),
      ['defaultSubstitutions'],
    ],
    ['fewer substitutions than changes between the starts', timing(90, [0, 45], 0), ['defaultSubstitutions']],
    ['unsorted starts are judged sorted', timing(60, [40, 0, 20]), []],
    ['old matches without a substitution count', timing(60, [0, 30], null), []],
    ['length below 30', timing(29, [0]), ['matchLength']],
    ['length above 120', timing(121, [0]), ['matchLength']],
    ['length not whole', timing(60.5, [0]), ['matchLength']],
    ['no starts', timing(60, []), ['substitutionTimings']],
    [
      'thirteen starts',
      timing(120, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], null),
      ['substitutionTimings'],
    ],
    ['no kick-off', timing(60, [10, 20]), ['substitutionTimings']],
    ['negative start', timing(60, [-5, 0, 20]), ['substitutionTimings']],
    ['a start at the final whistle', timing(60, [0, 60]), ['substitutionTimings']],
    ['a start past the length', timing(60, [0, 75]), ['substitutionTimings']],
    ['two periods starting together', timing(60, [0, 20, 20]), ['substitutionTimings']],
    ['two kick-offs', timing(60, [0, 0]), ['substitutionTimings']],
    ['a start not whole', timing(60, [0, 20.5]), ['substitutionTimings']],
    ['seven substitutions', timing(60, [0], 7), ['defaultSubstitutions']],
    ['negative substitutions', timing(60, [0], -1), ['defaultSubstitutions']],
    ['everything wrong', timing(10, [5], 9), ['matchLength', 'substitutionTimings', 'defaultSubstitutions']],
  ];
  it.each(cases)('%s', (_name, input, fields) => {
    expect(findMatchTimingProblems(input).map((p) => p.field)).toEqual(fields);
  });

  it('words the messages for the dialog', () => {
    expect(findMatchTimingProblems(timing(60, [0, 60]))[0]?.message).toBe(
      'Each later period must start between minute 1 and minute 59',
    );
    expect(findMatchTimingProblems(timing(20, [0]))[0]?.message).toBe(
      'Match length must be between 30 and 120 minutes',
    );
    expect(findMatchTimingProblems(timing(60, [5]))[0]?.message).toBe(
      'The first period must start at minute 0',
    );
    expect(findMatchTimingProblems(timing(90, [0, 30, 60], 3))[0]?.message).toBe(
      '3 substitutions make 4 periods, but 3 period start times were given',
    );
    expect(findMatchTimingProblems(timing(90, [0, 45], 0))[0]?.message).toBe(
      '0 substitutions make 1 period, but 2 period start times were given',
    );
  });
});

describe('matchTimingFromTeamDefaults', () => {
  it('keeps valid team defaults and makes odd ones pass the match rule', () => {
    expect(
      matchTimingFromTeamDefaults({
        defaultMatchLength: 90,
        defaultSubstitutionTimings: [0, 30, 60],
      }),
    ).toEqual(timing(90, [0, 30, 60], 2));
    const odd = matchTimingFromTeamDefaults({
      defaultMatchLength: 60,
      defaultSubstitutionTimings: [45, 15, 15, 70],
    });
    expect(odd).toEqual(timing(60, [0, 15, 45], 2));
    expect(findMatchTimingProblems(odd)).toEqual([]);
  });

  // Issue 30: the match states the changes between its starts (three starts, two changes), so it never
  // reads "3 periods · 3 substitutions"; more starts than six changes state no number at all.
  it('states the changes between the starts it takes', () => {
    const twelve = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55];
    expect(matchTimingFromTeamDefaults({ defaultMatchLength: 60, defaultSubstitutionTimings: [0] })).toEqual(
      timing(60, [0], 0),
    );
    const many = matchTimingFromTeamDefaults({ defaultMatchLength: 60, defaultSubstitutionTimings: twelve });
    expect(many).toEqual(timing(60, twelve, null));
    expect(findMatchTimingProblems(many)).toEqual([]);
  });
});

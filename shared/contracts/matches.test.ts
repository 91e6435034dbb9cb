import { describe, expect, it } from 'vitest';
import { createMatchBody, goalBody, updateAvailabilityBody, updateMatchTimingBody } from './matches.js';

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('match contracts', () => {
  it('reads the form: empty scores and "None" selects as null, home as 1/0', () => {
    expect(
      createMatchBody.parse({
        homeScore: '',
        awayScore: '3',
        isHome: false,
        opponentTeamId: '',
        cleanSheetKeeper1: null,
      }),
    ).toEqual({ homeScore: null, awayScore: 3, isHome: 0, opponentTeamId: null, cleanSheetKeeper1: null });
    expect(issues(createMatchBody.safeParse({ homeScore: 100 }))).toEqual([
      'homeScore: Home score must be a whole number from 0 to 99, or empty',
    ]);
    expect(createMatchBody.safeParse({ homeScore: -1 }).success).toBe(false);
    expect(createMatchBody.safeParse({ awayScore: 1.5 }).success).toBe(false);
    expect(createMatchBody.safeParse({ isHome: 2 }).success).toBe(false);
  });

  it('checks the timing dialog with the match timing rule', () => {
    const ok = { matchLength: 60, substitutionTimings: [0, 20, 40], defaultSubstitutions: 2 };
    expect(updateMatchTimingBody.safeParse(ok).success).toBe(true);
    expect(issues(updateMatchTimingBody.safeParse({ ...ok, substitutionTimings: [0, 60] }))).toEqual([
      'substitutionTimings: Each later period must start between minute 1 and minute 59',
    ]);
    expect(issues(updateMatchTimingBody.safeParse({ ...ok, matchLength: 25 }))).toEqual([
      'matchLength: Match length must be between 30 and 120 minutes',
    ]);
  });

  it('keeps a goal consistent: own goals have no players, a scorer otherwise, assist not the scorer', () => {
    expect(goalBody.parse({ minute: '', scorerId: null, isOwnGoal: true })).toEqual({
      minute: null,
      scorerId: null,
      isOwnGoal: 1,
    });
    expect(issues(goalBody.safeParse({ minute: 5, scorerId: 3, isOwnGoal: 1 }))).toEqual([
      'isOwnGoal: An own goal has no scorer or assist',
    ]);
    expect(issues(goalBody.safeParse({ minute: 5, scorerId: null }))).toEqual([
      'scorerId: Choose a scorer, or mark it an own goal',
    ]);
    expect(issues(goalBody.safeParse({ minute: 5, scorerId: 3, assistId: 3 }))).toEqual([
      'assistId: The assist must be another player than the scorer',
    ]);
    expect(issues(goalBody.safeParse({ minute: 121, scorerId: 3 }))).toEqual([
      'minute: Minute must be between 1 and 120',
    ]);
  });

  it('refuses duplicate players and a list sent with changes', () => {
    expect(updateAvailabilityBody.safeParse({ unavailablePlayerIds: [1, 1] }).success).toBe(false);
    expect(updateAvailabilityBody.safeParse({ unavailablePlayerIds: [1], markAvailable: [2] }).success).toBe(
      false,
    );
    expect(updateAvailabilityBody.safeParse({ markUnavailable: [1], markAvailable: [1] }).success).toBe(
      false,
    );
    expect(updateAvailabilityBody.parse({ markUnavailable: ['4'], captainPlayerId: '' })).toEqual({
      markUnavailable: [4],
      captainPlayerId: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { opponentScore, resultFromOurSide, teamRecordResult, walkoverOutcome } from './match-result.js';

describe('resultFromOurSide', () => {
  it('reads a home match from the home score', () => {
    expect(resultFromOurSide({ isHome: 1, homeScore: 3, awayScore: 1 })).toEqual({
      outcome: 'W',
      goalsFor: 3,
      goalsAgainst: 1,
    });
    expect(resultFromOurSide({ isHome: 1, homeScore: 0, awayScore: 2 })?.outcome).toBe('L');
  });

  it('reads an away match from the away score', () => {
    expect(resultFromOurSide({ isHome: 0, homeScore: 3, awayScore: 1 })).toEqual({
      outcome: 'L',
      goalsFor: 1,
      goalsAgainst: 3,
    });
    expect(resultFromOurSide({ isHome: false, homeScore: 0, awayScore: 2 })?.outcome).toBe('W');
  });

  it('calls level scores a draw and an incomplete score no result', () => {
    expect(resultFromOurSide({ isHome: 0, homeScore: 2, awayScore: 2 })?.outcome).toBe('D');
    expect(resultFromOurSide({ isHome: 1, homeScore: 2, awayScore: null })).toBeNull();
    expect(resultFromOurSide({ isHome: 1, homeScore: null, awayScore: null })).toBeNull();
  });
});

describe('teamRecordResult', () => {
  const walkover = { homeScore: null, awayScore: null };

  it('makes a walkover a win for the side given it and a loss for the other, without goals', () => {
    expect(teamRecordResult({ isHome: 1, ...walkover, resultCode: 'homeWalkover' })).toEqual({
      outcome: 'W',
      goalsFor: null,
      goalsAgainst: null,
    });
    expect(teamRecordResult({ isHome: true, ...walkover, resultCode: 'awayWalkover' })?.outcome).toBe('L');
    expect(teamRecordResult({ isHome: 0, ...walkover, resultCode: 'awayWalkover' })?.outcome).toBe('W');
    expect(teamRecordResult({ isHome: false, ...walkover, resultCode: 'homeWalkover' })).toEqual({
      outcome: 'L',
      goalsFor: null,
      goalsAgainst: null,
    });
  });

  it('counts abandoned and void as no result, even with a score left behind', () => {
    expect(teamRecordResult({ isHome: 1, ...walkover, resultCode: 'abandoned' })).toBeNull();
    expect(teamRecordResult({ isHome: 0, ...walkover, resultCode: 'void' })).toBeNull();
    expect(teamRecordResult({ isHome: 1, homeScore: 2, awayScore: 0, resultCode: 'abandoned' })).toBeNull();
  });

  it('reads the score as resultFromOurSide does without a code', () => {
    expect(teamRecordResult({ isHome: 0, homeScore: 3, awayScore: 1, resultCode: null })).toEqual({
      outcome: 'L',
      goalsFor: 1,
      goalsAgainst: 3,
    });
    expect(teamRecordResult({ isHome: 1, homeScore: 2, awayScore: 2 })?.outcome).toBe('D');
    expect(teamRecordResult({ isHome: 1, homeScore: 2, awayScore: null, resultCode: null })).toBeNull();
  });
});

describe('walkoverOutcome', () => {
  it('is W or L only for a walkover', () => {
    expect(walkoverOutcome({ isHome: 1, resultCode: 'homeWalkover' })).toBe('W');
    expect(walkoverOutcome({ isHome: 0, resultCode: 'homeWalkover' })).toBe('L');
    expect(walkoverOutcome({ isHome: 1, resultCode: 'void' })).toBeNull();
    expect(walkoverOutcome({ isHome: 1, resultCode: null })).toBeNull();
    expect(walkoverOutcome({ isHome: 1 })).toBeNull();
  });
});

describe('opponentScore', () => {
  it('is the away score at home, the home score away, null until both are in', () => {
    expect(opponentScore({ isHome: 1, homeScore: 4, awayScore: 0 })).toBe(0);
    expect(opponentScore({ isHome: 0, homeScore: 4, awayScore: 0 })).toBe(4);
    expect(opponentScore({ isHome: 0, homeScore: null, awayScore: 0 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { opponentScore, resultFromOurSide } from './match-result.js';

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

describe('opponentScore', () => {
  it('is the away score at home, the home score away, null until both are in', () => {
    expect(opponentScore({ isHome: 1, homeScore: 4, awayScore: 0 })).toBe(0);
    expect(opponentScore({ isHome: 0, homeScore: 4, awayScore: 0 })).toBe(4);
    expect(opponentScore({ isHome: 0, homeScore: null, awayScore: 0 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { cupLabel, matchResultLabel, resultCodeLabel, resultLabel, venueLabel } from './match-result-labels';

describe('matchResultLabel: our score first, with W, D or L', () => {
  it('reads a home match from the home score', () => {
    expect(matchResultLabel({ isHome: 1, homeScore: 3, awayScore: 1 })).toEqual({
      outcome: 'W',
      text: 'W 3-1',
      spoken: 'Won 3-1',
    });
    expect(matchResultLabel({ isHome: true, homeScore: 0, awayScore: 4, resultCode: null })).toEqual({
      outcome: 'L',
      text: 'L 0-4',
      spoken: 'Lost 0-4',
    });
  });

  it('reads an away match from the away score, so an away win is not written 0-3', () => {
    expect(matchResultLabel({ isHome: 0, homeScore: 0, awayScore: 3 })).toEqual({
      outcome: 'W',
      text: 'W 3-0',
      spoken: 'Won 3-0',
    });
    expect(matchResultLabel({ isHome: false, homeScore: 2, awayScore: 1 })?.text).toBe('L 1-2');
  });

  it('writes a draw with D', () => {
    expect(matchResultLabel({ isHome: 0, homeScore: 1, awayScore: 1 })).toEqual({
      outcome: 'D',
      text: 'D 1-1',
      spoken: 'Drew 1-1',
    });
  });

  it('writes a walkover as a win or a loss without goals, for the side given it', () => {
    const noScore = { homeScore: null, awayScore: null };
    expect(matchResultLabel({ isHome: 1, ...noScore, resultCode: 'homeWalkover' })).toEqual({
      outcome: 'W',
      text: 'W (walkover)',
      spoken: 'Won by walkover',
    });
    expect(matchResultLabel({ isHome: 1, ...noScore, resultCode: 'awayWalkover' })).toEqual({
      outcome: 'L',
      text: 'L (walkover)',
      spoken: 'Lost by walkover',
    });
    expect(matchResultLabel({ isHome: 0, ...noScore, resultCode: 'awayWalkover' })?.text).toBe(
      'W (walkover)',
    );
  });

  it('gives nothing before both scores are in, nor for an abandoned or void match', () => {
    expect(matchResultLabel({ isHome: 1, homeScore: 2, awayScore: null })).toBeNull();
    expect(matchResultLabel({ isHome: 1, homeScore: null, awayScore: null, resultCode: null })).toBeNull();
    expect(matchResultLabel({ isHome: 1, homeScore: 2, awayScore: 0, resultCode: 'abandoned' })).toBeNull();
    expect(matchResultLabel({ isHome: 0, homeScore: null, awayScore: null, resultCode: 'void' })).toBeNull();
  });

  it('labels a result the server read from our side the same way', () => {
    expect(resultLabel({ outcome: 'D', goalsFor: 3, goalsAgainst: 3 }).text).toBe('D 3-3');
    expect(resultLabel({ outcome: 'W', goalsFor: null, goalsAgainst: null }).spoken).toBe('Won by walkover');
  });
});

describe('venueLabel', () => {
  it('reads home as 1 or true', () => {
    expect(venueLabel({ isHome: 1 })).toBe('Home');
    expect(venueLabel({ isHome: true })).toBe('Home');
    expect(venueLabel({ isHome: 0 })).toBe('Away');
    expect(venueLabel({ isHome: false })).toBe('Away');
  });
});

describe('resultCodeLabel', () => {
  it('names every code from our side, and nothing for a match without one', () => {
    expect(resultCodeLabel({ isHome: 1, resultCode: 'abandoned' })).toBe('Abandoned');
    expect(resultCodeLabel({ isHome: 1, resultCode: 'void' })).toBe('Void');
    expect(resultCodeLabel({ isHome: 1, resultCode: 'homeWalkover' })).toBe('Walkover win');
    expect(resultCodeLabel({ isHome: 0, resultCode: 'homeWalkover' })).toBe('Walkover loss');
    expect(resultCodeLabel({ isHome: true, resultCode: 'awayWalkover' })).toBe('Walkover loss');
    expect(resultCodeLabel({ isHome: 1, resultCode: null })).toBeNull();
  });
});

describe('cupLabel', () => {
  it('adds the competition when Full-Time named it', () => {
    expect(cupLabel('U11 Challenge Cup 2026 - 2027')).toBe('Cup · U11 Challenge Cup 2026 - 2027');
    expect(cupLabel(null)).toBe('Cup');
    expect(cupLabel('  ')).toBe('Cup');
  });
});

import { describe, expect, it } from 'vitest';
import { cupLabel, resultCodeLabel, walkoverLabel } from './match-result-labels';

describe('results without goals, from our side', () => {
  it('makes a walkover a win for the side given it and a loss for the other', () => {
    expect(walkoverLabel({ isHome: 1, resultCode: 'homeWalkover' })).toEqual({
      outcome: 'W',
      label: 'Walkover win',
    });
    expect(walkoverLabel({ isHome: 0, resultCode: 'homeWalkover' })).toEqual({
      outcome: 'L',
      label: 'Walkover loss',
    });
    expect(walkoverLabel({ isHome: 0, resultCode: 'awayWalkover' })?.label).toBe('Walkover win');
    expect(walkoverLabel({ isHome: 1, resultCode: 'abandoned' })).toBeNull();
    expect(walkoverLabel({ isHome: 1, resultCode: null })).toBeNull();
  });

  it('names every code, and nothing for a match without one', () => {
    expect(resultCodeLabel({ isHome: 1, resultCode: 'abandoned' })).toBe('Abandoned');
    expect(resultCodeLabel({ isHome: 1, resultCode: 'void' })).toBe('Void');
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

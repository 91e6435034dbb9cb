import { describe, expect, it } from 'vitest';
import {
  goalsAgainstRemovedText,
  homeAwayScores,
  readScore,
  scoreFieldOf,
  surplusGoals,
} from './match-form-score';

describe('readScore', () => {
  it('takes whole numbers 0-99 and empty; anything else is invalid', () => {
    expect(readScore('')).toBeNull();
    expect(readScore('  ')).toBeNull();
    expect(readScore('0')).toBe(0);
    expect(readScore(' 7 ')).toBe(7);
    expect(readScore('99')).toBe(99);
    for (const text of ['100', '-1', '1.5', 'x', '1e1', '٣']) expect(readScore(text)).toBe('invalid');
  });
});

describe('home and away from ours and theirs', () => {
  it('follows the venue', () => {
    expect(homeAwayScores(true, '2', '1')).toEqual({ homeScore: '2', awayScore: '1' });
    expect(homeAwayScores(false, '2', '1')).toEqual({ homeScore: '1', awayScore: '2' });
    expect(scoreFieldOf(true, 'ours')).toBe('homeScore');
    expect(scoreFieldOf(false, 'ours')).toBe('awayScore');
    expect(scoreFieldOf(false, 'theirs')).toBe('homeScore');
  });
});

describe('surplusGoals', () => {
  it('counts the goals above a changed score of ours', () => {
    expect(surplusGoals({ recorded: 3, previousOurs: 3, nextOurs: 1 })).toBe(2);
    expect(surplusGoals({ recorded: 3, previousOurs: null, nextOurs: 0 })).toBe(3);
    expect(surplusGoals({ recorded: 1, previousOurs: 3, nextOurs: 2 })).toBe(0);
  });

  it('asks nothing when our score is unchanged (a sync may have lowered it), empty or not a number', () => {
    expect(surplusGoals({ recorded: 3, previousOurs: 1, nextOurs: 1 })).toBe(0);
    expect(surplusGoals({ recorded: 3, previousOurs: 3, nextOurs: null })).toBe(0);
    expect(surplusGoals({ recorded: 3, previousOurs: 3, nextOurs: 'invalid' })).toBe(0);
  });
});

describe('goalsAgainstRemovedText', () => {
  it('says nothing when none went, and how many otherwise', () => {
    expect(goalsAgainstRemovedText(undefined)).toBeNull();
    expect(goalsAgainstRemovedText(0)).toBeNull();
    expect(goalsAgainstRemovedText(1)).toContain('the latest one, with its minute, was removed');
    expect(goalsAgainstRemovedText(2)).toContain('the latest 2, with their minutes, were removed');
  });
});

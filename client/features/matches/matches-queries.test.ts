import { describe, expect, it } from 'vitest';
import { isChangedBySync } from '../../lib/fixtures-sync-queries';
import { matchKeys } from './matches-queries';

describe('match planning keys and the FA Full-Time sync', () => {
  it('a sync refreshes the matches and the opposition list of the match form', () => {
    expect(isChangedBySync(matchKeys.list('abc'))).toBe(true);
    expect(isChangedBySync(matchKeys.list(null))).toBe(true);
    expect(isChangedBySync(matchKeys.opposition('abc'))).toBe(true);
  });
});

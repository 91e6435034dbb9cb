import { describe, expect, it } from 'vitest';
import { isChangedBySync } from '../../lib/fixtures-sync-queries';
import { leagueKeys } from './league-queries';

describe('league keys and the FA Full-Time sync', () => {
  it('a sync refreshes the opposition teams, scoped or not', () => {
    expect(isChangedBySync(leagueKeys.oppositionTeams('abc'))).toBe(true);
    expect(isChangedBySync(leagueKeys.oppositionTeams(null))).toBe(true);
  });
});

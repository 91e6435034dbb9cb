import { describe, expect, it } from 'vitest';
import { isChangedBySync } from '../../lib/fixtures-sync-queries';
import { adminKeys } from './admin-queries';

describe('admin keys and the FA Full-Time sync', () => {
  it('a sync refreshes the clubs list (the team URL, last sync date and match count), not the rest', () => {
    expect(isChangedBySync(adminKeys.clubs)).toBe(true);
    expect(isChangedBySync(adminKeys.contactMessages)).toBe(false);
    expect(isChangedBySync(adminKeys.teamUsers(1))).toBe(false);
  });
});

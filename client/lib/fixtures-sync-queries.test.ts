import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fixturesSyncKeys, isChangedBySync, refreshAfterSync } from './fixtures-sync-queries';

describe('what a sync changes', () => {
  it('covers the sync status and the reads of the team data a sync writes', () => {
    expect(isChangedBySync(fixturesSyncKeys.status('abc'))).toBe(true);
    expect(isChangedBySync(['admin', 'clubs'])).toBe(true);
    expect(isChangedBySync(['matches', 'list', 'abc'])).toBe(true);
    expect(isChangedBySync(['league', 'opposition-teams', null])).toBe(true);
    expect(isChangedBySync(['squad', 'stats', 'abc'])).toBe(true);
    expect(isChangedBySync(['formation-editor', 'matches', 'only-team'])).toBe(true);
    expect(isChangedBySync(['formation-views', 'matches', 'abc'])).toBe(true);
  });

  it('leaves alone what a sync cannot change', () => {
    expect(isChangedBySync(['admin', 'contact-messages'])).toBe(false);
    expect(isChangedBySync(['admin', 'team-users', 3])).toBe(false);
    expect(isChangedBySync(['formations', 'abc'])).toBe(false);
    expect(isChangedBySync(['formation-editor', 'players', 'abc'])).toBe(false);
    expect(isChangedBySync(['user'])).toBe(false);
  });

  it('marks those reads stale in the cache, and only those', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(['matches', 'list', 'abc'], []);
    client.setQueryData(['admin', 'contact-messages'], []);
    await refreshAfterSync(client);
    expect(client.getQueryState(['matches', 'list', 'abc'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['admin', 'contact-messages'])?.isInvalidated).toBe(false);
  });
});

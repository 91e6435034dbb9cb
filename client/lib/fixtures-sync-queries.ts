import { type QueryClient, queryOptions } from '@tanstack/react-query';
import * as fixturesSyncRoutes from '../../shared/contracts/fixtures-sync-routes';
import { callApi } from './api';
import { allAvailabilityKey } from './event-availability-query';

// The FA Full-Time sync's read and its keys, for the two screens that offer the sync (Team Settings on
// /admin, and the league screen for the team's club admins). Here, not in a feature: features never
// import each other. No zod and no contract values (the route's declaration only), so a page may import
// it without growing (the sync's writes and forms are in fixtures-sync.ts, loaded with the dialogs).

export const fixturesSyncKeys = {
  all: ['fixtures-sync'] as const,
  /** `teamId` as the caller wrote it in the path (secureId or numeric id). */
  status: (teamId: string) => ['fixtures-sync', 'status', teamId] as const,
  /** Both writes of one team (Save & Sync, import). */
  run: (teamId: string) => ['fixtures-sync', 'run', teamId] as const,
};

/**
 * GET /api/teams/:teamId/sync-fa: the URL, the last outcome and the daily schedule. Read afresh each
 * time a dialog showing it opens (the daily sync may have run since); only an answer started a moment
 * before (by the press that opens the dialog) is reused.
 */
export function syncStatusQuery(teamId: string) {
  return queryOptions({
    queryKey: fixturesSyncKeys.status(teamId),
    queryFn: ({ signal }) => callApi(fixturesSyncRoutes.getSyncStatus, { teamId, signal }),
    staleTime: 5000,
  });
}

/**
 * What a sync changes, by the start of the keys the features read it under: the sync's own status, the
 * admin clubs list (the team's URL, last sync date and match count), match planning's lists (matches,
 * opposition), the league screen, the squad's statistics (results), and the match lists of the formation
 * editor and the formation views. Each feature's key test checks its keys still start this way.
 */
export const readsChangedBySync: ReadonlyArray<readonly string[]> = [
  fixturesSyncKeys.all,
  ['admin', 'clubs'],
  ['matches'],
  ['league'],
  ['squad'],
  ['formation-editor', 'matches'],
  ['formation-views', 'matches'],
  // A moved kick-off moves the answers' lock and asks the families again (issue 31).
  allAvailabilityKey,
];

/** True when a sync can change the read under `key`. */
export function isChangedBySync(key: readonly unknown[]): boolean {
  return readsChangedBySync.some((prefix) => prefix.every((part, index) => key[index] === part));
}

/**
 * After a sync or an import (and after a failed one: its outcome is recorded): every read it can change
 * is marked stale; those on screen are read again at once, the others when next shown.
 */
export function refreshAfterSync(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isChangedBySync(query.queryKey) });
}

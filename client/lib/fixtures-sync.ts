import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportFaInput, SyncFaInput, SyncResult } from '../../shared/contracts/fixtures-sync';
import { ApiError, apiRequest } from './api';
import { SYNC_FAILED_FALLBACK, SYNC_FAILED_TITLE, syncedMessage } from './fixtures-sync-format';
import {
  fixturesSyncKeys,
  importPath,
  refreshAfterSync,
  syncPath,
  syncStatusQuery,
} from './fixtures-sync-queries';
import { serverMessageOr, toastFailure, toastSuccess } from './mutation-toasts';

// The FA Full-Time sync's writes (spec 001 §4.8, §8.1, §8.3) for whichever screen offers them: Team
// Settings on /admin and the league screen's dialog for club admins. Loaded with those dialogs, not
// with the pages.

export type { SyncResult, SyncStatus } from '../../shared/contracts/fixtures-sync';

/** The team's sync status; `enabled` false (a closed dialog) reads nothing. */
export function useSyncStatus(teamId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...syncStatusQuery(teamId), enabled: enabled && teamId !== '' });
}

/**
 * For a dialog that shows the status: it opens once the status has been read (read again when stale),
 * so that what it shows does not grow under the user a moment after it appeared (a layout shift, which
 * moves the dialog's buttons); once open it stays open, whatever is read later, until it is closed.
 * `requested`: the user has asked for the dialog. A read that fails opens it too (the outcome says so).
 */
export function useSyncStatusDialog(teamId: string, requested: boolean) {
  const status = useSyncStatus(teamId, { enabled: requested });
  const [isShown, setIsShown] = useState(false);
  const isSettled = !status.isPending && status.fetchStatus === 'idle';
  // State adjusted while rendering (React's pattern for state that follows props), not in an effect: the
  // dialog opens in the same render as the answer arrives.
  if (!requested && isShown) setIsShown(false);
  if (requested && isSettled && !isShown) setIsShown(true);
  return { status, isOpen: requested && (isShown || isSettled) };
}

/** Long enough to read the server's sentence (and act on it), which says what failed and what to do. */
export const SYNC_FAILED_TOAST_MS = 12_000;

export type SyncMutationOptions = {
  /**
   * Opens the dialog's "Import saved page": offered on the toast when Full-Time's bot protection refused
   * the server, the case that import is for.
   */
  onRefused?: () => void;
};

function useSyncMutation<Body>(
  teamId: string,
  path: (teamId: string) => string,
  { onRefused }: SyncMutationOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: fixturesSyncKeys.run(teamId),
    mutationFn: (body: Body) => apiRequest<SyncResult>(path(teamId), { method: 'POST', body }),
    onSuccess: async (result) => {
      toastSuccess(syncedMessage(result));
      await refreshAfterSync(queryClient);
    },
    onError: async (error) => {
      // Spec 001 §8.1: "Sync Failed" with the server's message (what failed: bot protection, a timeout,
      // not a Full-Time page, no fixtures for the team, a sync already running), else the spec's words.
      const isRefused = error instanceof ApiError && error.code === 'FULLTIME_REFUSED';
      toastFailure(error, {
        title: SYNC_FAILED_TITLE,
        description: serverMessageOr(error, SYNC_FAILED_FALLBACK),
        variant: 'destructive',
        duration: SYNC_FAILED_TOAST_MS,
        ...(isRefused && onRefused
          ? {
              action: {
                label: 'Import saved page',
                altText: 'Import the page saved from your browser instead',
                onClick: onRefused,
              },
            }
          : {}),
      });
      // A failure changes nothing but is recorded: the last outcome says so when next read. Not read
      // again at once: the toast says it now, and the outcome box changing under the open dialog, a
      // while after the press, would move the dialog's buttons (a layout shift).
      await queryClient.invalidateQueries({ queryKey: fixturesSyncKeys.all, refetchType: 'none' });
    },
  });
}

/** POST /api/teams/:teamId/sync-fa: saves the URL sent, syncs, answers the counts. */
export function useSyncFixtures(teamId: string, options: SyncMutationOptions = {}) {
  return useSyncMutation<SyncFaInput>(teamId, syncPath, options);
}

/** POST /api/teams/:teamId/sync-fa/import: the same over a page saved from the browser. */
export function useImportFixtures(teamId: string) {
  return useSyncMutation<ImportFaInput>(teamId, importPath);
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportFaInput, SyncFaInput, SyncResult } from '../../shared/contracts/fixtures-sync';
import * as fixturesSyncWriteRoutes from '../../shared/contracts/fixtures-sync-write-routes';
import { ApiError, callApi } from './api';
import { failureWords } from './failure-words';
import {
  hasSyncNotes,
  SYNC_FAILED_FALLBACK,
  SYNC_FAILED_TITLE,
  syncedMessage,
  type TeamChoice,
  teamChoiceFrom,
} from './fixtures-sync-format';
import { fixturesSyncKeys, refreshAfterSync, syncStatusQuery } from './fixtures-sync-queries';
import { toastFailure, toastSuccess } from './mutation-toasts';

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
  send: (body: Body) => Promise<SyncResult>,
  { onRefused }: SyncMutationOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: fixturesSyncKeys.run(teamId),
    mutationFn: send,
    onSuccess: async (result) => {
      // Rows not imported or pages not read: a longer sentence, left up as long as a failure's.
      toastSuccess(syncedMessage(result), hasSyncNotes(result) ? { duration: SYNC_FAILED_TOAST_MS } : {});
      await refreshAfterSync(queryClient);
    },
    onError: async (error) => {
      // Full-Time names the team differently: not a failure to toast, the dialog asks which team it is.
      if (teamChoiceFrom(error)) return;
      // Spec 001 §8.1: "Sync Failed" with the server's message (what failed: bot protection, a timeout,
      // not a Full-Time page, no fixtures for the team, a sync already running), else the spec's words.
      const isRefused = error instanceof ApiError && error.code === 'FULLTIME_REFUSED';
      toastFailure(error, {
        title: SYNC_FAILED_TITLE,
        description: failureWords(error, SYNC_FAILED_FALLBACK).description,
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

/** A sync or an import as it was sent: the same one goes again once the admin has picked the team. */
export type SyncRequest = { kind: 'sync'; body: SyncFaInput } | { kind: 'import'; body: ImportFaInput };

/** The team names a sync or import answered with, for the admin to pick ours from. */
export type PendingTeamChoice = TeamChoice & { request: SyncRequest };

/**
 * Save & Sync (POST /api/teams/:teamId/sync-fa, saving the URL sent) and the import of a saved page
 * (POST .../sync-fa/import) for a dialog, with what both need around them:
 * - when no fixture on the page is the team's under its name (422 FULLTIME_TEAM_NOT_FOUND), `choice`
 *   holds the page's team names, and `chooseTeam(name)` sends the same request again with that name, which
 *   the server keeps for later syncs;
 * - `forgetName` ("Choose again"): the next request sends '' to forget the stored name.
 * `onSynced` runs after a sync or import that went through (the dialog closes).
 */
export function useFixturesSync(
  teamId: string,
  { onRefused, onSynced }: SyncMutationOptions & { onSynced?: () => void } = {},
) {
  const sync = useSyncMutation(
    teamId,
    (body: SyncFaInput) => callApi(fixturesSyncWriteRoutes.syncFixtures, { teamId, body }),
    { onRefused },
  );
  const importPage = useSyncMutation(teamId, (body: ImportFaInput) =>
    callApi(fixturesSyncWriteRoutes.importFixturesPage, { teamId, body }),
  );
  const [choice, setChoice] = useState<PendingTeamChoice | null>(null);
  const [isNameForgotten, setIsNameForgotten] = useState(false);

  const send = (request: SyncRequest) => {
    const handlers = {
      onSuccess: () => {
        setChoice(null);
        setIsNameForgotten(false);
        onSynced?.();
      },
      onError: (error: unknown) => {
        const found = teamChoiceFrom(error);
        setChoice(found ? { ...found, request } : null);
      },
    };
    // A name being sent (the one just picked) wins over "Choose again".
    const forget =
      isNameForgotten && request.body.fullTimeTeamName === undefined ? { fullTimeTeamName: '' } : {};
    if (request.kind === 'sync') sync.mutate({ ...request.body, ...forget }, handlers);
    else importPage.mutate({ ...request.body, ...forget }, handlers);
  };

  const chooseTeam = (fullTimeTeamName: string) => {
    if (!choice) return;
    const { request } = choice;
    send(
      request.kind === 'sync'
        ? { kind: 'sync', body: { ...request.body, fullTimeTeamName } }
        : { kind: 'import', body: { ...request.body, fullTimeTeamName } },
    );
  };

  return {
    sync: (body: SyncFaInput) => send({ kind: 'sync', body }),
    importPage: (body: ImportFaInput) => send({ kind: 'import', body }),
    isSyncing: sync.isPending,
    isImporting: importPage.isPending,
    choice,
    chooseTeam,
    dismissChoice: () => setChoice(null),
    isNameForgotten,
    setIsNameForgotten,
    /** The dialog closed: nothing carries over to its next opening. */
    reset: () => {
      setChoice(null);
      setIsNameForgotten(false);
    },
  };
}

import type { QueryClient } from '@tanstack/react-query';
import type { LiveEventAnswer } from '../../../shared/contracts/match-live';
import { createLiveEvent } from '../../../shared/contracts/matches-write-routes';
import { ApiError, callApi } from '../../lib/api';
import { matchLiveKey } from './match-live-queries';

// The live screen's presses as TanStack mutations that outlive the signal and the page (issue 32,
// decision 070). Without signal a press waits (TanStack pauses a mutation while offline); presses of one
// match wait in one queue (a scope: sent one after the other, in the order pressed); and the waiting ones
// are kept in IndexedDB (client/app/offline-changes.ts) and sent when the app next has signal, after a
// reload too. Each press carries the id the phone made, so one sent twice is applied once (decision 067).

export type LivePressVariables = { matchId: number; event: LiveEventAnswer };

/** The mutation key of a match's presses; ['matches', 'live-press'] names them all. */
export const livePressKey = (matchId: number) => ['matches', 'live-press', matchId] as const;

/** One queue per match: its presses are sent in the order they were made. */
export const liveScope = (matchId: number) => ({ id: `live-${matchId}` });

export function sendLivePress({ matchId, event }: LivePressVariables) {
  return callApi(createLiveEvent, { params: { id: matchId }, body: event });
}

/** Sent again on a dropped connection, never on a refusal: the same id is applied once. */
export const retryLivePress = (count: number, error: unknown) =>
  count < 3 && !(error instanceof ApiError && error.status < 500);

/**
 * What a press restored from IndexedDB needs to be sent (its page's useMutation is gone after a reload):
 * how to send it and what to read again after. The screen's own mutation passes the same function.
 */
export function registerLiveWrites(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(['matches', 'live-press'], {
    mutationFn: (variables: LivePressVariables) => sendLivePress(variables),
    retry: retryLivePress,
    onSettled: (_data, _error, variables: LivePressVariables) =>
      queryClient.invalidateQueries({ queryKey: matchLiveKey(variables.matchId) }),
    meta: { errorToast: 'general' },
  });
}

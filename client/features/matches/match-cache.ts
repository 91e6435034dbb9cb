import type { QueryClient } from '@tanstack/react-query';
import type { Match } from '../../../shared/contracts/matches';
import { ApiError } from '../../lib/api';
import { toastFailure } from '../../lib/mutation-toasts';
import { optimisticList } from '../../lib/optimistic-list';
import type { ToastInput } from '../../lib/toast-store';
import { matchKeys } from './matches-queries';

// What every match write does with its answer and its failures: one place, so the list, the selected
// match and its cards always show the same match.

/** The list with the server's answer for one match in place of the one it had (or added). */
export function putMatch(queryClient: QueryClient, teamId: string | null, match: Match): void {
  queryClient.setQueryData<Match[]>(matchKeys.list(teamId), (matches) => {
    if (!matches) return [match];
    const isKnown = matches.some((row) => row.id === match.id);
    return isKnown ? matches.map((row) => (row.id === match.id ? match : row)) : [...matches, match];
  });
}

/** The match as the list holds it now (optimistic changes included). */
export function cachedMatch(queryClient: QueryClient, teamId: string | null, matchId: number): Match | null {
  return queryClient.getQueryData<Match[]>(matchKeys.list(teamId))?.find((row) => row.id === matchId) ?? null;
}

/**
 * Changes one match in the list at once, before the server answers (optimistic-list.ts, reads in
 * flight stopped first); gives back the list as it was.
 */
export function changeMatchOptimistically(
  queryClient: QueryClient,
  teamId: string | null,
  matchId: number,
  change: (match: Match) => Match,
): Match[] | undefined {
  const matches = optimisticList<Match>(queryClient, matchKeys.list(teamId));
  return matches.change((list) => list.map((row) => (row.id === matchId ? change(row) : row))).before;
}

/** 409 MATCH_CHANGED: someone else saved this match since this screen read it (decision 020). */
export function isMatchChanged(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'MATCH_CHANGED';
}

/**
 * A failed match write: the list is put back as it was (when the write changed it early), then read
 * again; a stale version says so in its own words ("changed by someone else ... Reload") and the reload
 * happens by itself, so the coach sees the other phone's change at once. Other failures get `failure`
 * as a toast, or none when it is null: a dialog still open says it instead (a failure is told once).
 */
export async function recoverFromMatchWriteError(
  queryClient: QueryClient,
  teamId: string | null,
  error: unknown,
  failure: string | ToastInput | null,
  before?: Match[],
): Promise<void> {
  if (before) queryClient.setQueryData(matchKeys.list(teamId), before);
  if (isMatchChanged(error)) {
    toastFailure(error, {
      title: 'Match Changed',
      description: 'This match was changed by someone else. We have loaded the latest, please check it.',
      variant: 'destructive',
    });
  } else {
    toastFailure(error, failure);
  }
  await queryClient.invalidateQueries({ queryKey: matchKeys.list(teamId) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OppositionTeam, OppositionTeamBody } from '../../../shared/contracts/league';
import * as leagueWriteRoutes from '../../../shared/contracts/league-write-routes';
import { callApi, isUnauthorizedError } from '../../lib/api';
import { isNotFound, MissingTeamIdError, requireTeamId } from '../../lib/api-checks';
import { failureWordsFor } from '../../lib/failure-words';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { optimisticList } from '../../lib/optimistic-list';
import type { ToastInput } from '../../lib/toast-store';
import { leagueKeys } from './league-queries';

// The unscoped page can list the teams of a single-team user, but the write routes all name the team:
// without one in context a write fails before any call (requireTeamId).

// ---- Writes ----
// Plain functions under the hooks, so "no team id, no call" has a unit test.

export async function createOppositionTeam(teamId: string | null, body: OppositionTeamBody) {
  return callApi(leagueWriteRoutes.createOppositionTeam, { teamId: requireTeamId(teamId, 'create'), body });
}

export async function updateOppositionTeam(teamId: string | null, id: number, body: OppositionTeamBody) {
  return callApi(leagueWriteRoutes.updateOppositionTeam, {
    teamId: requireTeamId(teamId, 'update'),
    params: { id },
    body,
  });
}

export async function deleteOppositionTeam(teamId: string | null, id: number) {
  return callApi(leagueWriteRoutes.deleteOppositionTeam, {
    teamId: requireTeamId(teamId, 'delete'),
    params: { id },
  });
}

/**
 * What a failed write says: the missing-team error as it is; anything from the server through the spec's
 * mapper (409 → "Duplicate Team Name"). Null for a 401, which the query client handles: it toasts and
 * goes to sign-in.
 */
export function failureToast(error: unknown): ToastInput | null {
  if (isUnauthorizedError(error)) return null;
  if (error instanceof MissingTeamIdError) {
    return { title: 'Error', description: error.message, variant: 'destructive' };
  }
  return failureWordsFor(error, 'team');
}

export function toastLeagueFailure(error: unknown) {
  toastFailure(error, failureToast(error));
}

/**
 * One write to the list: the success toast and a fresh list, or the failure toast. An edit or removal
 * refused with a 404 means someone else removed that team: the list is fetched again to show it.
 */
function useOppositionTeamWrite<Variables, Data>(
  teamId: string | null,
  write: (variables: Variables) => Promise<Data>,
  success: string,
  refreshOnNotFound: boolean,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: leagueKeys.oppositionTeams(teamId) });
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      toastSuccess(success);
      await refresh();
    },
    onError: async (error) => {
      toastLeagueFailure(error);
      if (refreshOnNotFound && isNotFound(error)) await refresh();
    },
  });
}

export function useCreateOppositionTeam(teamId: string | null) {
  return useOppositionTeamWrite(
    teamId,
    (body: OppositionTeamBody) => createOppositionTeam(teamId, body),
    'Team added successfully',
    false,
  );
}

export function useUpdateOppositionTeam(teamId: string | null) {
  return useOppositionTeamWrite(
    teamId,
    ({ id, body }: { id: number; body: OppositionTeamBody }) => updateOppositionTeam(teamId, id, body),
    'Team updated successfully',
    true,
  );
}

/** The row leaves the list at the press, and comes back with the mapper's toast if refused. */
export function useDeleteOppositionTeam(teamId: string | null) {
  const teams = optimisticList<OppositionTeam>(useQueryClient(), leagueKeys.oppositionTeams(teamId));
  return useMutation({
    mutationFn: (id: number) => deleteOppositionTeam(teamId, id),
    onMutate: (id) => teams.change((list) => list.filter((team) => team.id !== id)),
    onSuccess: () => toastSuccess('Team removed successfully'),
    onError: (error, _id, context) => {
      toastLeagueFailure(error);
      teams.undo(context, error);
    },
    onSettled: teams.refresh,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DeleteOppositionTeamResponse,
  OppositionTeam,
  OppositionTeamBody,
} from '../../../shared/contracts/league';
import { mapErrorToToast } from '../../../shared/domain/error-mapper';
import { apiRequest, isUnauthorizedError } from '../../lib/api';
import { isNotFound, MissingTeamIdError, requireTeamId } from '../../lib/api-checks';
import { apiPath } from '../../lib/api-path';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { optimisticRemoval } from '../../lib/optimistic-removal';
import type { ToastInput } from '../../lib/toast-store';
import { leagueKeys, oppositionTeamsPath } from './league-queries';

// The unscoped page can list the teams of a single-team user, but the write routes all name the team:
// without one in context a write fails before any call (requireTeamId).
const rowPath = (teamId: string, id: number) => apiPath`/api/teams/${teamId}/teams/${id}`;

// ---- Writes ----
// Plain functions under the hooks, so "no team id, no call" has a unit test.

export async function createOppositionTeam(teamId: string | null, body: OppositionTeamBody) {
  return apiRequest<OppositionTeam>(oppositionTeamsPath(requireTeamId(teamId, 'create')), {
    method: 'POST',
    body,
  });
}

export async function updateOppositionTeam(teamId: string | null, id: number, body: OppositionTeamBody) {
  return apiRequest<OppositionTeam>(rowPath(requireTeamId(teamId, 'update'), id), { method: 'PUT', body });
}

export async function deleteOppositionTeam(teamId: string | null, id: number) {
  return apiRequest<DeleteOppositionTeamResponse>(rowPath(requireTeamId(teamId, 'delete'), id), {
    method: 'DELETE',
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
  return mapErrorToToast(error, 'team');
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
  const removal = optimisticRemoval<OppositionTeam>(useQueryClient(), leagueKeys.oppositionTeams(teamId));
  return useMutation({
    mutationFn: (id: number) => deleteOppositionTeam(teamId, id),
    onMutate: removal.onMutate,
    onSuccess: () => toastSuccess('Team removed successfully'),
    onError: (error, _id, context) => {
      toastLeagueFailure(error);
      removal.restore(error, context);
    },
    onSettled: removal.refresh,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeleteOppositionTeamResponse,
  OppositionTeam,
  OppositionTeamBody,
} from '../../../shared/contracts/league';
import { mapErrorToToast } from '../../../shared/domain/error-mapper';
import { type ToastInput, toast } from '../../components/ui/toast-store';
import { ApiError, apiRequest, isUnauthorizedError } from '../../lib/api';

export const leagueKeys = {
  all: ['league'] as const,
  /** One list per team in the URL; `null` is the unscoped page (GET /api/teams). */
  oppositionTeams: (teamId: string | null) => ['league', 'opposition-teams', teamId] as const,
};

type Action = 'create' | 'update' | 'delete';

/**
 * Spec 000 §8: a write without a team id in context fails before any call is made. The unscoped page
 * can list the teams of a single-team user, but the write routes all name the team.
 */
export class MissingTeamIdError extends Error {
  constructor(action: Action) {
    super(`Team ID is required to ${action} team`);
    this.name = 'MissingTeamIdError';
  }
}

function requireTeamId(teamId: string | null, action: Action): string {
  if (!teamId) throw new MissingTeamIdError(action);
  return teamId;
}

const teamPath = (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/teams`;
const rowPath = (teamId: string, id: number) => `${teamPath(teamId)}/${encodeURIComponent(String(id))}`;

/** The team's opposition teams (spec 000 §7): team-scoped when a team is in the URL, else GET /api/teams. */
export function useOppositionTeams(teamId: string | null) {
  return useQuery({
    queryKey: leagueKeys.oppositionTeams(teamId),
    queryFn: ({ signal }) =>
      apiRequest<OppositionTeam[]>(teamId ? teamPath(teamId) : '/api/teams', { signal }),
  });
}

// ---- Writes ----
// Plain functions under the hooks, so "no team id, no call" has a unit test.

export async function createOppositionTeam(teamId: string | null, body: OppositionTeamBody) {
  return apiRequest<OppositionTeam>(teamPath(requireTeamId(teamId, 'create')), { method: 'POST', body });
}

export async function updateOppositionTeam(teamId: string | null, id: number, body: OppositionTeamBody) {
  return apiRequest<OppositionTeam>(rowPath(requireTeamId(teamId, 'update'), id), { method: 'PUT', body });
}

export async function deleteOppositionTeam(teamId: string | null, id: number) {
  return apiRequest<DeleteOppositionTeamResponse>(rowPath(requireTeamId(teamId, 'delete'), id), {
    method: 'DELETE',
  });
}

function toastSuccess(description: string) {
  toast({ title: 'Success', description, variant: 'success' });
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

export function toastFailure(error: unknown) {
  const failure = failureToast(error);
  if (failure) toast(failure);
}

export function useCreateOppositionTeam(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OppositionTeamBody) => createOppositionTeam(teamId, body),
    onSuccess: async () => {
      toastSuccess('Team added successfully');
      await queryClient.invalidateQueries({ queryKey: leagueKeys.oppositionTeams(teamId) });
    },
    onError: toastFailure,
  });
}

export function useUpdateOppositionTeam(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OppositionTeamBody }) =>
      updateOppositionTeam(teamId, id, body),
    onSuccess: async () => {
      toastSuccess('Team updated successfully');
      await queryClient.invalidateQueries({ queryKey: leagueKeys.oppositionTeams(teamId) });
    },
    onError: async (error) => {
      toastFailure(error);
      // Someone else removed it: show the list as it now is.
      if (error instanceof ApiError && error.status === 404) {
        await queryClient.invalidateQueries({ queryKey: leagueKeys.oppositionTeams(teamId) });
      }
    },
  });
}

export function useDeleteOppositionTeam(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOppositionTeam(teamId, id),
    onSuccess: async () => {
      toastSuccess('Team removed successfully');
      await queryClient.invalidateQueries({ queryKey: leagueKeys.oppositionTeams(teamId) });
    },
    onError: async (error) => {
      toastFailure(error);
      // Someone else removed it: show the list as it now is.
      if (error instanceof ApiError && error.status === 404) {
        await queryClient.invalidateQueries({ queryKey: leagueKeys.oppositionTeams(teamId) });
      }
    },
  });
}

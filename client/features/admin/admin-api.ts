import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddClubAdminInput,
  AddClubAdminResponse,
  AddTeamUserInput,
  AddTeamUserResponse,
  AdminClub,
  AdminTeam,
  CreateClubInput,
  CreateTeamInput,
  MessageResponse,
  PlayerEmailContact,
  TeamUser,
  UpdateTeamInput,
} from '../../../shared/contracts/admin';
import { apiRequest } from '../../lib/api';
import { apiPath } from '../../lib/api-path';
import { failureMessage, serverMessageOr, toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { adminKeys, adminRetry, clubAdminsQuery, clubsQuery, contactMessagesQuery } from './admin-queries';

export function useClubs() {
  return useQuery(clubsQuery);
}

export function useClubAdmins(clubId: number) {
  return useQuery(clubAdminsQuery(clubId));
}

export function useTeamUsers(teamId: number) {
  return useQuery({
    queryKey: adminKeys.teamUsers(teamId),
    queryFn: ({ signal }) => apiRequest<TeamUser[]>(apiPath`/api/admin/teams/${teamId}/users`, { signal }),
    retry: adminRetry,
  });
}

export function usePlayerEmails(teamId: number) {
  return useQuery({
    queryKey: adminKeys.playerEmails(teamId),
    queryFn: ({ signal }) =>
      apiRequest<PlayerEmailContact[]>(apiPath`/api/admin/teams/${teamId}/player-emails`, { signal }),
    retry: adminRetry,
  });
}

export function useContactMessages() {
  return useQuery(contactMessagesQuery);
}

// ---- Mutations ----
// A 401 is left to the query client's handler (it toasts and goes to sign-in, and refuses later toasts),
// so the failure toasts below are only for answers the admin can do something about.

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClubInput) =>
      apiRequest<AdminClub>('/api/admin/clubs', { method: 'POST', body }),
    onSuccess: async () => {
      toastSuccess('Club created successfully');
      await queryClient.invalidateQueries({ queryKey: adminKeys.clubs });
    },
    onError: (error) => toastFailure(error, `Failed to create club: ${failureMessage(error)}`),
  });
}

export function useDeleteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clubId: number) =>
      apiRequest<MessageResponse>(apiPath`/api/admin/clubs/${clubId}`, { method: 'DELETE' }),
    onSuccess: async (_answer, clubId) => {
      toastSuccess('Club deleted successfully');
      queryClient.removeQueries({ queryKey: adminKeys.clubAdmins(clubId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.clubs }),
        queryClient.invalidateQueries({ queryKey: adminKeys.teamUsersAll }),
      ]);
    },
    onError: (error) => toastFailure(error, 'Failed to delete club'),
  });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clubId, body }: { clubId: number; body: CreateTeamInput }) =>
      apiRequest<AdminTeam>(apiPath`/api/clubs/${clubId}/teams`, { method: 'POST', body }),
    onSuccess: async () => {
      toastSuccess('Team created successfully');
      await queryClient.invalidateQueries({ queryKey: adminKeys.clubs });
    },
    onError: (error) => toastFailure(error, 'Failed to create team'),
  });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clubId, teamId }: { clubId: number; teamId: number }) =>
      apiRequest<MessageResponse>(apiPath`/api/clubs/${clubId}/teams/${teamId}`, { method: 'DELETE' }),
    onSuccess: async (_answer, { teamId }) => {
      toastSuccess('Team deleted successfully');
      queryClient.removeQueries({ queryKey: adminKeys.teamUsers(teamId) });
      queryClient.removeQueries({ queryKey: adminKeys.playerEmails(teamId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.clubs });
    },
    onError: (error) => toastFailure(error, 'Failed to delete team'),
  });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: number; body: UpdateTeamInput }) =>
      apiRequest<AdminTeam>(apiPath`/api/admin/teams/${teamId}`, { method: 'PATCH', body }),
    onSuccess: async () => {
      toastSuccess('Team settings saved');
      await queryClient.invalidateQueries({ queryKey: adminKeys.clubs });
    },
    onError: (error) => toastFailure(error, `Failed to save team settings: ${failureMessage(error)}`),
  });
}

export function useAddTeamUser(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTeamUserInput) =>
      apiRequest<AddTeamUserResponse>(apiPath`/api/admin/teams/${teamId}/users`, { method: 'POST', body }),
    onSuccess: async () => {
      toastSuccess('User added to team successfully');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.teamUsers(teamId) }),
        // The member count on the team row.
        queryClient.invalidateQueries({ queryKey: adminKeys.clubs }),
      ]);
    },
    onError: (error) => toastFailure(error, serverMessageOr(error, 'Failed to add user to team')),
  });
}

export function useRemoveTeamUser(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<MessageResponse>(apiPath`/api/admin/teams/${teamId}/users/${userId}`, {
        method: 'DELETE',
      }),
    onSuccess: async () => {
      toastSuccess('User removed from team successfully');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.teamUsers(teamId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.clubs }),
      ]);
    },
    onError: (error) => toastFailure(error, 'Failed to remove user from team'),
  });
}

/** Club admins appear in every team's user list of the club, so those lists are refreshed too. */
async function refreshAfterClubAdminChange(queryClient: ReturnType<typeof useQueryClient>, clubId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.clubAdmins(clubId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.teamUsersAll }),
    queryClient.invalidateQueries({ queryKey: adminKeys.clubs }),
  ]);
}

export function useAddClubAdmin(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddClubAdminInput) =>
      apiRequest<AddClubAdminResponse>(apiPath`/api/admin/clubs/${clubId}/admins`, { method: 'POST', body }),
    onSuccess: async (answer) => {
      toastSuccess(answer.message || 'Club admin added successfully');
      await refreshAfterClubAdminChange(queryClient, clubId);
    },
    onError: (error) => toastFailure(error, serverMessageOr(error, 'Failed to add club admin')),
  });
}

export function useRemoveClubAdmin(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<MessageResponse>(apiPath`/api/admin/clubs/${clubId}/admins/${userId}`, {
        method: 'DELETE',
      }),
    onSuccess: async (answer) => {
      toastSuccess(answer.message || 'Club admin removed successfully');
      await refreshAfterClubAdminChange(queryClient, clubId);
    },
    onError: (error) => toastFailure(error, 'Failed to remove club admin'),
  });
}

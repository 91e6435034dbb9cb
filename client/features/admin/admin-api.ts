import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddClubAdminInput,
  AddTeamUserInput,
  AdminClub,
  AdminTeam,
  CreateClubInput,
  CreateTeamInput,
  TeamUser,
  UpdateTeamInput,
} from '../../../shared/contracts/admin';
import * as adminRoutes from '../../../shared/contracts/admin-routes';
import * as adminWriteRoutes from '../../../shared/contracts/admin-write-routes';
import { callApi } from '../../lib/api';
import { failureWords } from '../../lib/failure-words';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { optimisticList } from '../../lib/optimistic-list';
import { isPendingRow, withClub, withTeam, withTeamMember } from './admin-format';
import { adminKeys, adminRetry, clubAdminsQuery, clubsQuery, contactMessagesQuery } from './admin-queries';

export function useClubs() {
  return useQuery(clubsQuery);
}

/** A club's admins; not asked for while the club is still being created (it has none, and no id yet). */
export function useClubAdmins(clubId: number) {
  return useQuery({ ...clubAdminsQuery(clubId), enabled: !isPendingRow({ id: clubId }) });
}

export function useTeamUsers(teamId: number) {
  return useQuery({
    queryKey: adminKeys.teamUsers(teamId),
    queryFn: ({ signal }) => callApi(adminRoutes.listTeamUsers, { params: { id: teamId }, signal }),
    retry: adminRetry,
  });
}

export function usePlayerEmails(teamId: number) {
  return useQuery({
    queryKey: adminKeys.playerEmails(teamId),
    queryFn: ({ signal }) => callApi(adminRoutes.listPlayerEmails, { params: { id: teamId }, signal }),
    retry: adminRetry,
  });
}

export function useContactMessages() {
  return useQuery(contactMessagesQuery);
}

// ---- Mutations ----
// A 401 is left to the query client's handler (it toasts and goes to sign-in, and refuses later toasts),
// so the failure toasts below are only for answers the admin can do something about.

// Pending rows get ids below zero, each its own.
let lastPendingId = 0;
const nextPendingId = () => --lastPendingId;
const orNull = (text: string | null | undefined) => text || null;

/**
 * A new club is in the list from the press that creates it, where the server will list it (drawn as
 * pending: no actions until the answer). Added when the answer came, it moved every club after it down
 * the screen long after the press on a slow phone: a layout shift of 0.26 on a 375 px screen.
 */
export function useCreateClub() {
  const clubs = useClubsList();
  return useMutation({
    mutationFn: (body: CreateClubInput) => callApi(adminWriteRoutes.createClub, { body }),
    onMutate: (body) => {
      const pending: AdminClub = {
        id: nextPendingId(),
        name: body.name,
        description: orNull(body.description),
        location: orNull(body.location),
        createdAt: new Date().toISOString(),
        teamCount: 0,
        playerCount: 0,
        matchCount: 0,
        adminCount: 0,
        myTeams: [],
      };
      clubs.change((list) => withClub(list, pending));
      return { pendingId: pending.id };
    },
    // The pending row leaves as the server's takes its place, or as the refusal is told. Taken out by
    // id rather than by putting the list back: another club created meanwhile stays.
    onSuccess: async (created, _body, context) => {
      toastSuccess('Club created successfully');
      clubs.change((list) => withClub(withoutClub(list, context?.pendingId), created));
      await clubs.refresh();
    },
    onError: (error, _body, context) => {
      clubs.change((list) => withoutClub(list, context?.pendingId));
      toastFailure(error, failureWords(error, 'Failed to create club'));
    },
  });
}

const withoutClub = (clubs: readonly AdminClub[], clubId: number | undefined) =>
  clubs.filter((club) => club.id !== clubId);

/** The admin's clubs (with their teams), changed at the press (decision 021, optimistic-list.ts). */
function useClubsList() {
  return optimisticList<AdminClub>(useQueryClient(), adminKeys.clubs);
}

/**
 * A deleted club or team leaves the list at the confirming press (and comes back on a refusal): left when
 * the answer came, everything under it moved up long after the press on a slow phone (a layout shift).
 */
export function useDeleteClub() {
  const queryClient = useQueryClient();
  const clubs = useClubsList();
  return useMutation({
    mutationFn: (clubId: number) => callApi(adminWriteRoutes.deleteClub, { params: { id: clubId } }),
    onMutate: (clubId) => clubs.change((list) => withoutClub(list, clubId)),
    onSuccess: async (_answer, clubId) => {
      toastSuccess('Club deleted successfully');
      queryClient.removeQueries({ queryKey: adminKeys.clubAdmins(clubId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.clubs }),
        queryClient.invalidateQueries({ queryKey: adminKeys.teamUsersAll }),
      ]);
    },
    onError: (error, _clubId, context) => {
      clubs.undo(context, error);
      toastFailure(error, 'Failed to delete club');
    },
  });
}

/** A new team is in its club's card from the press, as a new club is (useCreateClub). */
export function useCreateTeam() {
  const clubs = useClubsList();
  const dropPending = (pendingId: number | undefined) =>
    clubs.change((list) =>
      list.map((club) =>
        club.myTeams.some((team) => team.id === pendingId)
          ? {
              ...club,
              teamCount: club.teamCount - 1,
              myTeams: club.myTeams.filter((team) => team.id !== pendingId),
            }
          : club,
      ),
    );
  return useMutation({
    mutationFn: ({ clubId, body }: { clubId: number; body: CreateTeamInput }) =>
      callApi(adminWriteRoutes.createTeam, { params: { clubId }, body }),
    onMutate: ({ clubId, body }) => {
      const pending: AdminTeam = {
        id: nextPendingId(),
        secureId: '',
        clubId,
        name: body.name,
        ageGroup: orNull(body.ageGroup),
        division: orNull(body.division),
        faFullTimeUrl: orNull(body.faFullTimeUrl),
        lastSyncDate: null,
        playerCount: 0,
        matchCount: 0,
        memberCount: 0,
      };
      clubs.change((list) => withTeam(list, clubId, pending));
      return { pendingId: pending.id };
    },
    onSuccess: async (created, { clubId }, context) => {
      toastSuccess('Team created successfully');
      dropPending(context?.pendingId);
      clubs.change((list) => withTeam(list, clubId, created));
      await clubs.refresh();
    },
    onError: (error, _variables, context) => {
      dropPending(context?.pendingId);
      toastFailure(error, 'Failed to create team');
    },
  });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  const clubs = useClubsList();
  return useMutation({
    // The path's :teamId is the call's teamId (the declaration's team segment).
    mutationFn: ({ clubId, teamId }: { clubId: number; teamId: number }) =>
      callApi(adminWriteRoutes.deleteTeam, { teamId: String(teamId), params: { clubId } }),
    onMutate: ({ clubId, teamId }) =>
      clubs.change((list) =>
        list.map((club) =>
          club.id === clubId
            ? {
                ...club,
                teamCount: club.teamCount - 1,
                myTeams: club.myTeams.filter((team) => team.id !== teamId),
              }
            : club,
        ),
      ),
    onSuccess: async (_answer, { teamId }) => {
      toastSuccess('Team deleted successfully');
      queryClient.removeQueries({ queryKey: adminKeys.teamUsers(teamId) });
      queryClient.removeQueries({ queryKey: adminKeys.playerEmails(teamId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.clubs });
    },
    onError: (error, _variables, context) => {
      clubs.undo(context, error);
      toastFailure(error, 'Failed to delete team');
    },
  });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: number; body: UpdateTeamInput }) =>
      callApi(adminWriteRoutes.updateTeam, { params: { id: teamId }, body }),
    onSuccess: async () => {
      toastSuccess('Team settings saved');
      await queryClient.invalidateQueries({ queryKey: adminKeys.clubs });
    },
    onError: (error) => toastFailure(error, failureWords(error, 'Failed to save team settings')),
  });
}

/**
 * The list of a team's users changes with the press that adds or removes someone, and goes back if the
 * server refuses (optimistic-list.ts): changed when the answer came, the sections under it moved long
 * after the press on a slow phone (a layout shift).
 */
function useTeamUsersList(teamId: number) {
  return optimisticList<TeamUser>(useQueryClient(), adminKeys.teamUsers(teamId));
}

export function useAddTeamUser(teamId: number) {
  const queryClient = useQueryClient();
  const users = useTeamUsersList(teamId);
  return useMutation({
    mutationFn: (body: AddTeamUserInput) =>
      callApi(adminWriteRoutes.addTeamUser, { params: { id: teamId }, body }),
    onMutate: (body) =>
      users.change((list) => {
        const known = list.find((entry) => entry.user.email.toLowerCase() === body.email.toLowerCase());
        const id = known?.userId ?? nextPendingId();
        const user = known?.user ?? { id, firstName: null, lastName: null, email: body.email };
        return withTeamMember(list, { user, role: body.role, userId: id, isClubAdmin: false });
      }),
    onSuccess: async () => {
      toastSuccess('User added to team successfully');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.teamUsers(teamId) }),
        // The member count on the team row.
        queryClient.invalidateQueries({ queryKey: adminKeys.clubs }),
      ]);
    },
    onError: (error, _body, context) => {
      users.undo(context, error);
      toastFailure(error, failureWords(error, 'Failed to add user to team'));
    },
  });
}

export function useRemoveTeamUser(teamId: number) {
  const queryClient = useQueryClient();
  const users = useTeamUsersList(teamId);
  return useMutation({
    mutationFn: (userId: number) =>
      callApi(adminWriteRoutes.removeTeamUser, { params: { id: teamId, userId } }),
    onSuccess: async () => {
      toastSuccess('User removed from team successfully');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.teamUsers(teamId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.clubs }),
      ]);
    },
    onMutate: (userId) =>
      users.change((list) => list.filter((entry) => entry.isClubAdmin || entry.userId !== userId)),
    onError: (error, _userId, context) => {
      users.undo(context, error);
      toastFailure(error, 'Failed to remove user from team');
    },
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
      callApi(adminWriteRoutes.addClubAdmin, { params: { id: clubId }, body }),
    onSuccess: async (answer) => {
      toastSuccess(answer.message || 'Club admin added successfully');
      await refreshAfterClubAdminChange(queryClient, clubId);
    },
    onError: (error) => toastFailure(error, failureWords(error, 'Failed to add club admin')),
  });
}

export function useRemoveClubAdmin(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      callApi(adminWriteRoutes.removeClubAdmin, { params: { id: clubId, userId } }),
    onSuccess: async (answer) => {
      toastSuccess(answer.message || 'Club admin removed successfully');
      await refreshAfterClubAdminChange(queryClient, clubId);
    },
    onError: (error) => toastFailure(error, 'Failed to remove club admin'),
  });
}

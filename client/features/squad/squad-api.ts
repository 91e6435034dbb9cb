import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerFamily } from '../../../shared/contracts/family';
import type {
  CreatePlayerInput,
  Player,
  UpdateMatchSettingsInput,
  UpdatePlayerEmailsInput,
  UpdatePlayerInput,
} from '../../../shared/contracts/squad';
import { getPlayerFamily } from '../../../shared/contracts/squad-routes';
import * as squadWriteRoutes from '../../../shared/contracts/squad-write-routes';
import { nextPaint } from '../../lib/after-paint';
import { callApi } from '../../lib/api';
import { allAvailabilityKey } from '../../lib/event-availability-query';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { optimisticList } from '../../lib/optimistic-list';
import { sortByShirt } from './player-display';
import {
  playerStatsQuery,
  playersQuery,
  seasonPlayingTimeQuery,
  squadKeys,
  teamDefaultsQuery,
} from './squad-queries';
import { applyRoleChange, type RoleChange } from './squad-role-board';

// The squad screen's hooks and writes (spec 000 §7); the reads themselves are in squad-queries.ts.

export function usePlayers(teamId: string | null) {
  return useQuery(playersQuery(teamId));
}

export function useTeamDefaults(teamId: string | null) {
  return useQuery(teamDefaultsQuery(teamId));
}

export function usePlayerStats(teamId: string | null) {
  return useQuery(playerStatsQuery(teamId));
}

export function useSeasonPlayingTime(teamId: string | null) {
  return useQuery(seasonPlayingTimeQuery(teamId));
}

// ---- Mutations ----
// A 401 is left to the query client (it says why and goes to sign-in, refusing later toasts); every
// other failure gets the toast spec 000 §8 gives it.

function replacePlayer(queryClient: QueryClient, teamId: string | null, player: Player) {
  queryClient.setQueryData<Player[]>(squadKeys.players(teamId), (players) =>
    players ? sortByShirt(players.map((row) => (row.id === player.id ? player : row))) : players,
  );
}

export function useAddPlayer(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlayerInput) => callApi(squadWriteRoutes.createPlayer, { teamId, body }),
    // Failures: the error mapper's toast (duplicate shirt, team full, ...).
    meta: { errorToast: 'player' },
    onSuccess: (player) => {
      toastSuccess('Player added successfully');
      queryClient.setQueryData<Player[]>(squadKeys.players(teamId), (players) =>
        players ? sortByShirt([...players, player]) : [player],
      );
    },
  });
}

export function useUpdatePlayer(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, body }: { playerId: number; body: UpdatePlayerInput }) =>
      callApi(squadWriteRoutes.updatePlayer, { params: { id: playerId }, body }),
    meta: { errorToast: 'player' },
    onSuccess: (player) => {
      toastSuccess('Player updated successfully');
      replacePlayer(queryClient, teamId, player);
    },
  });
}

/** The card leaves the squad at the press, and comes back with the mapper's toast if refused. */
export function useRemovePlayer(teamId: string | null) {
  const players = optimisticList<Player>(useQueryClient(), squadKeys.players(teamId));
  return useMutation({
    mutationFn: (playerId: number) => callApi(squadWriteRoutes.deletePlayer, { params: { id: playerId } }),
    meta: { errorToast: 'player' },
    onMutate: (playerId) => players.change((list) => list.filter((player) => player.id !== playerId)),
    onSuccess: () => toastSuccess('Player removed successfully'),
    onError: (error, _playerId, context) => players.undo(context, error),
    // The server closed the gaps his set-piece priorities left: read the renumbered orders.
    onSettled: players.refresh,
  });
}

export function useUpdatePlayerEmails(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, body }: { playerId: number; body: UpdatePlayerEmailsInput }) =>
      callApi(squadWriteRoutes.updatePlayerEmails, { params: { id: playerId }, body }),
    onSuccess: (player) => {
      toastSuccess('Player emails updated successfully');
      replacePlayer(queryClient, teamId, player);
      // Who the addresses make his family may have changed.
      void queryClient.invalidateQueries({ queryKey: squadKeys.family(player.id) });
    },
    onError: (error) => toastFailure(error, 'Failed to update player emails'),
  });
}

/**
 * One PATCH per tick, untick, move or remove. The board changes at once (a tap at the touchline should
 * not wait on the signal) and is put back if the server refuses. Changes run one after another (same
 * scope), each computed from the board as the coach saw it, so quick taps land in order.
 */
export function useChangeSquadRole(teamId: string | null) {
  const queryClient = useQueryClient();
  const key = squadKeys.players(teamId);
  const players = optimisticList<Player>(queryClient, key);
  const isLastChange = () => queryClient.isMutating({ mutationKey: squadKeys.roleChange }) <= 1;
  return useMutation({
    mutationKey: squadKeys.roleChange,
    scope: { id: 'squad-role-change' },
    mutationFn: async ({ playerId, roleType, order }: RoleChange) => {
      // The board's new order is drawn first (onMutate), the request leaves after that frame.
      await nextPaint();
      return callApi(squadWriteRoutes.setSquadRole, { params: { id: playerId }, body: { roleType, order } });
    },
    onMutate: (change) => players.change((list) => applyRoleChange(list, change)),
    onSuccess: (squad) => {
      // With more changes queued, their optimistic state stays until the last answer arrives.
      if (isLastChange()) queryClient.setQueryData<Player[]>(key, squad);
    },
    onError: async (error, _change, context) => {
      toastFailure(error, 'Failed to update squad role');
      if (isLastChange()) players.undo(context, error);
      await players.refresh();
    },
  });
}

export function useSaveMatchSettings(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMatchSettingsInput) =>
      callApi(squadWriteRoutes.updateMatchSettings, { teamId, body }),
    onSuccess: (team) => {
      toastSuccess('Match settings saved successfully');
      queryClient.setQueryData(squadKeys.team(teamId), team);
      // The fair share target may have changed: the season's flags are read again.
      void queryClient.invalidateQueries({ queryKey: squadKeys.playingTime(teamId) });
      // So may the answers settings: the matches' counts and deadlines are read again.
      void queryClient.invalidateQueries({ queryKey: allAvailabilityKey });
    },
    onError: (error) => toastFailure(error, 'Failed to save match settings'),
  });
}

// ---- A player's family (issue 30) ----

/** The team's parent and player accounts and which are the player's family: coaches and admins only. */
export function usePlayerFamily(playerId: number | null) {
  return useQuery({
    queryKey: squadKeys.family(playerId ?? 0),
    queryFn: ({ signal }) => callApi(getPlayerFamily, { params: { id: playerId ?? 0 }, signal }),
    enabled: playerId !== null,
  });
}

/** Links (linked) or unlinks an account by hand; the answer is the player's family as it now is. */
export function useChangeFamilyLink(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, linked }: { userId: number; linked: boolean }) =>
      callApi(linked ? squadWriteRoutes.linkFamilyMember : squadWriteRoutes.unlinkFamilyMember, {
        params: { id: playerId, userId },
      }),
    onSuccess: (family: PlayerFamily, { linked }) => {
      toastSuccess(linked ? 'Account linked to the family' : 'Account unlinked from the family');
      queryClient.setQueryData(squadKeys.family(playerId), family);
    },
    onError: (error) => toastFailure(error, 'Failed to update the family'),
  });
}

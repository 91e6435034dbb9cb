import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Goal, GoalBody, Match } from '../../../shared/contracts/matches';
import * as matchesWriteRoutes from '../../../shared/contracts/matches-write-routes';
import type { Player } from '../../../shared/contracts/squad';
import type { SquadRoleType } from '../../../shared/domain/squad-roles';
import { callApi } from '../../lib/api';
import { failureWords } from '../../lib/failure-words';
import { toastSuccess } from '../../lib/mutation-toasts';
import { type ToastInput, toast } from '../../lib/toast-store';
import { isMatchChanged, recoverFromMatchWriteError } from './match-cache';
import {
  type AvailabilityChange,
  applyAvailabilityChange,
  availabilityChange,
  restoredDescription,
  withRoleList,
  withSquadRoleLists,
} from './match-day-logic';
import {
  beginMatchWrite,
  failMatchWrite,
  isDroppedWrite,
  noteMatchVersion,
  settleMatchWrite,
  versionToSend,
} from './match-write-queue';
import { matchKeys } from './matches-queries';

// The match-day cards' writes (spec 001 §7): captain, availability, the per-match set-piece lists and
// the goals. All writes to one match run one after another (one mutation scope per match), so quick taps
// land in the order they were made and each sends the version the previous answer gave: a coach's own
// taps never look like someone else's change. A write shows at once (optimistic), is put back if the
// server refuses it, and a 409 MATCH_CHANGED reloads the match and says so (match-cache.ts).

const matchScope = (matchId: number) => ({ id: `match-day-${matchId}` });

/** A write queued behind one that failed: dropped without a word (the failure has said it). */
class DroppedWrite extends Error {}

type Queued<V> = { input: V; write: number };

/** Which card's writes: the key of a write ends with it, so a card can follow its own. */
type WriteKind = 'captain' | 'availability' | 'roles' | 'goals';
const writeKey = (matchId: number, kind: WriteKind) => ['matches', 'write', matchId, kind] as const;

type MatchWriteOptions<V> = {
  kind: WriteKind;
  teamId: string | null;
  matchId: number;
  /** The request, with the match's version as the screen knows it when the request leaves. */
  send: (input: V, version: number | undefined) => Promise<Match>;
  /** The change shown at once; none for a write whose result the screen cannot guess. */
  change?: (match: Match, input: V) => Match;
  /** The failure toast: the spec's text (001 §8.1), or failureWords' whole toast. */
  failure: (error: unknown) => string | ToastInput;
  /** After the server's answer is on screen; `isLast` when no other write to the match is waiting. */
  onSaved?: (match: Match, input: V, isLast: boolean) => void;
};

function useMatchWrite<V>({ kind, teamId, matchId, send, change, failure, onSaved }: MatchWriteOptions<V>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: writeKey(matchId, kind),
    scope: matchScope(matchId),
    mutationFn: ({ input, write }: Queued<V>) => {
      if (isDroppedWrite(queryClient, matchId, write)) throw new DroppedWrite();
      return send(input, versionToSend(queryClient, teamId, matchId));
    },
    onSuccess: (answer, { input, write }) => {
      const { isLast } = settleMatchWrite(queryClient, teamId, matchId, write, answer);
      // The captain and the unavailable players are part of a match's playing time.
      if (kind === 'captain' || kind === 'availability') {
        void queryClient.invalidateQueries({ queryKey: matchKeys.playingTime(matchId) });
      }
      onSaved?.(answer, input, isLast);
    },
    onError: async (error, { write }) => {
      if (!failMatchWrite(queryClient, teamId, matchId, write)) return;
      await recoverFromMatchWriteError(queryClient, teamId, error, failure(error));
    },
  });
  const { mutate } = mutation;
  const write = useCallback(
    (input: V, callbacks?: { onSuccess?: () => void }) => {
      // Shown in the press's own task: a dropped row lands where it was dropped.
      const number = beginMatchWrite(
        queryClient,
        teamId,
        matchId,
        change ? (match) => change(match, input) : undefined,
      );
      mutate({ input, write: number }, callbacks);
    },
    [queryClient, teamId, matchId, change, mutate],
  );
  return { write, isPending: mutation.isPending };
}

// ---- Captain ----

const setCaptain = (match: Match, captainPlayerId: number | null): Match => ({ ...match, captainPlayerId });

/** PATCH player-availability {captainPlayerId, version}: null for no captain. */
export function useSetCaptain(teamId: string | null, matchId: number) {
  return useMatchWrite<number | null>({
    kind: 'captain',
    teamId,
    matchId,
    send: (captainPlayerId, version) =>
      callApi(matchesWriteRoutes.updateAvailability, {
        params: { id: matchId },
        body: { captainPlayerId, version },
      }),
    change: setCaptain,
    failure: () => 'Failed to update player availability',
    onSaved: () => toastSuccess('Player availability updated successfully'),
  });
}

// ---- Availability ----

export type AvailabilityInput = { player: Player; available: boolean };

const changeAvailability = (match: Match, { player, available }: AvailabilityInput): Match => ({
  ...match,
  unavailablePlayerIds: applyAvailabilityChange(
    match.unavailablePlayerIds,
    availabilityChange(player.id, available),
  ),
});

/**
 * PATCH player-availability with one player marked unavailable or available: a change, not the list,
 * so two phones ticking different players both keep theirs (no version needed). A player made available
 * again gets 'Player Restored', saying where he is back; the plain success toast only for the last of a
 * run of quick taps.
 */
export function useChangeAvailability(teamId: string | null, matchId: number) {
  return useMatchWrite<AvailabilityInput>({
    kind: 'availability',
    teamId,
    matchId,
    send: ({ player, available }) =>
      callApi(matchesWriteRoutes.updateAvailability, {
        params: { id: matchId },
        body: availabilityChange(player.id, available) satisfies AvailabilityChange,
      }),
    change: changeAvailability,
    failure: () => 'Failed to update player availability',
    onSaved: (match, { player, available }, isLast) => {
      if (available) {
        toast({
          title: 'Player Restored',
          description: restoredDescription(match, player),
          variant: 'success',
        });
      } else if (isLast) {
        toastSuccess('Player availability updated successfully');
      }
    },
  });
}

const markUnavailableChange = (match: Match, markUnavailable: number[]): Match => ({
  ...match,
  unavailablePlayerIds: applyAvailabilityChange(match.unavailablePlayerIds, { markUnavailable }),
});

/**
 * The answers card's "Mark the n unavailable players as unavailable for this match" (issue 31): the
 * players who answered Unavailable join the match's list through the same PATCH as a tick, as one
 * change (`markUnavailable`), shown at once and put back if refused, like a tick.
 */
export function useMarkUnavailable(teamId: string | null, matchId: number) {
  return useMatchWrite<number[]>({
    kind: 'availability',
    teamId,
    matchId,
    send: (markUnavailable) =>
      callApi(matchesWriteRoutes.updateAvailability, {
        params: { id: matchId },
        body: { markUnavailable } satisfies AvailabilityChange,
      }),
    change: markUnavailableChange,
    failure: () => 'Failed to update player availability',
    onSaved: (_match, markUnavailable) =>
      toastSuccess(
        markUnavailable.length === 1
          ? '1 player marked unavailable for this match'
          : `${markUnavailable.length} players marked unavailable for this match`,
      ),
  });
}

// ---- Per-match squad roles ----

export type RoleListInput = { roleType: SquadRoleType; playerIds: number[] };

const changeRoleList = (match: Match, { roleType, playerIds }: RoleListInput): Match =>
  withRoleList(match, roleType, playerIds);

/**
 * PATCH squad-roles {roleType, playerIds, version}: one list, whole, in the stored order (unavailable
 * players kept in their places). `onSaved` tells the card, which says "Squad roles updated successfully" quietly: a toast per drag
 * would be noise.
 */
export function useChangeRoleList(
  teamId: string | null,
  matchId: number,
  onSaved?: (input: RoleListInput, isLast: boolean) => void,
) {
  return useMatchWrite<RoleListInput>({
    kind: 'roles',
    teamId,
    matchId,
    send: ({ roleType, playerIds }, version) =>
      callApi(matchesWriteRoutes.updateMatchSquadRoles, {
        teamId,
        params: { id: matchId },
        body: { roleType, playerIds, version },
      }),
    change: changeRoleList,
    failure: () => 'Failed to update squad roles',
    onSaved: onSaved ? (_match, input, isLast) => onSaved(input, isLast) : undefined,
  });
}

/** POST initialize-squad-roles: the four lists become the squad's preferences ('Copy/Reset from Squad'). */
export function useInitializeSquadRoles(teamId: string | null, matchId: number, players: readonly Player[]) {
  return useMatchWrite<null>({
    kind: 'roles',
    teamId,
    matchId,
    send: () => callApi(matchesWriteRoutes.initializeSquadRoles, { teamId, params: { id: matchId } }),
    change: (match) => withSquadRoleLists(match, players),
    failure: (error) => failureWords(error, 'Failed to initialize squad roles'),
    onSaved: () => toastSuccess('Squad roles initialized from team preferences'),
  });
}

// ---- Goals ----

/**
 * The goals the editor's save is sending, as the list will hold them (their ids still to come), or null
 * when none is on its way: the goals list draws them under the press of Save, not when a weak signal
 * brings the answer (two goals removed then moved what follows the list up by 96 px, by itself).
 */
export function useGoalsBeingSaved(matchId: number): Goal[] | null {
  const sending = useMutationState({
    filters: { mutationKey: writeKey(matchId, 'goals'), status: 'pending' },
    select: (mutation) => mutation.state.variables as GoalBody[] | undefined,
  });
  const goals = sending.at(-1);
  if (!goals) return null;
  return goals.map((goal, index) => ({
    id: -(index + 1),
    matchId,
    minute: goal.minute ?? null,
    scorerId: goal.scorerId ?? null,
    assistId: goal.assistId ?? null,
    isOwnGoal: goal.isOwnGoal ? 1 : 0,
  }));
}

/**
 * PUT /api/matches/:id/goals {goals, version} → Goal[]: the goals editor's save, all rows at once. After
 * it the goals are the answer, the squad's statistics are read again (goals and assists), and the match,
 * whose version the write moved on, too.
 */
export function useSaveGoals(teamId: string | null, matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey(matchId, 'goals'),
    scope: matchScope(matchId),
    mutationFn: async (goals: GoalBody[]) => {
      const version = versionToSend(queryClient, teamId, matchId);
      const saved = await callApi(matchesWriteRoutes.replaceGoals, {
        params: { id: matchId },
        body: { goals, version },
      });
      return { saved, version };
    },
    onSuccess: ({ saved, version }) => {
      toastSuccess('Goals saved successfully');
      queryClient.setQueryData(matchKeys.goals(matchId), saved);
      // The answer is goals, not the match: but a write accepted with version v left it at v + 1 (one
      // compare-and-bump per write, decision 020), so a set-piece change right after is not refused as
      // stale. The list is read again below for the real thing.
      if (version !== undefined) noteMatchVersion(queryClient, teamId, matchId, version + 1);
      void queryClient.invalidateQueries({ queryKey: ['squad'] });
      void queryClient.invalidateQueries({ queryKey: matchKeys.list(teamId) });
    },
    onError: async (error) => {
      if (isMatchChanged(error)) void queryClient.invalidateQueries({ queryKey: matchKeys.goals(matchId) });
      await recoverFromMatchWriteError(queryClient, teamId, error, 'Failed to save goals');
    },
  });
}

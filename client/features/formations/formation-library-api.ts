import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import * as formationWriteRoutes from '../../../shared/contracts/formations-write-routes';
import { callApi } from '../../lib/api';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { optimisticList } from '../../lib/optimistic-list';
import { toast } from '../../lib/toast-store';
import { type DuplicateFormationBody, duplicateBody, editorHref } from './formation-library-format';
import { formationViewKeys } from './formation-library-queries';

// The library's writes (spec 001 §2.4, §7, §8): Duplicate (POST to the formations path, with the body of
// duplicateBody: a copy, which changes nothing the team sees) and Delete (DELETE /api/formations/:id).
// Both change the list at once, before the server answers, so the cards move under the press that asked
// for it and not a moment later; a failure puts the list back. Either way the list is then read again:
// match planning's period cards read the same key.

export const DUPLICATED = 'Formation duplicated successfully';
export const DUPLICATE_FAILED = 'Failed to duplicate formation';
export const DELETED = 'Formation deleted successfully';
export const DELETE_FAILED = 'Failed to delete formation';

export function createFormation(teamId: string | null, body: DuplicateFormationBody) {
  return callApi(formationWriteRoutes.createFormation, { teamId, body });
}

export function deleteFormation(id: number) {
  return callApi(formationWriteRoutes.deleteFormation, { params: { id } });
}

/** Copies being saved have ids below zero until the server gives theirs. */
export const isPendingCopy = (formation: Pick<Formation, 'id'>) => formation.id < 0;
let nextPendingId = -1;

/** Every list of formations (scoped and unscoped) is read again. */
const refreshFormations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: formationViewKeys.formations(null).slice(0, 1) });

/** The team's formations, changed at the press (decision 021, optimistic-list.ts). */
const formationsList = (queryClient: QueryClient, teamId: string | null) =>
  optimisticList<Formation>(queryClient, formationViewKeys.formations(teamId));

export function useDuplicateFormation(teamId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formations = formationsList(queryClient, teamId);
  return useMutation({
    mutationFn: ({ original }: { original: Formation; pendingId: number }) =>
      createFormation(teamId, duplicateBody(original)),
    // The copy shows at once, first (the list is most recently saved first), marked as being saved,
    // and as a copy: not planned, so match planning and the viewer go on showing the original.
    onMutate: ({ original, pendingId }) => {
      const now = new Date().toISOString();
      const { copy: _isCopy, ...fields } = duplicateBody(original);
      const copy: Formation = {
        ...original,
        ...fields,
        id: pendingId,
        createdAt: now,
        updatedAt: now,
        plannedAt: null,
      };
      formations.change((list) => [copy, ...list]);
    },
    // The pending copy is replaced, or taken out, by its id: another change made meanwhile stays.
    onSuccess: (saved, { pendingId }) => {
      formations.change((list) => list.map((formation) => (formation.id === pendingId ? saved : formation)));
      // The copy is first in the list, maybe far above the card pressed: the next step is a press away.
      toast({
        title: 'Success',
        description: DUPLICATED,
        variant: 'success',
        action: {
          label: 'Edit Copy',
          altText: 'Open the copy in the formation editor',
          onClick: () => navigate(editorHref(teamId, saved)),
        },
      });
    },
    onError: (error, { pendingId }) => {
      formations.change((list) => list.filter((formation) => formation.id !== pendingId));
      toastFailure(error, DUPLICATE_FAILED);
    },
    onSettled: () => refreshFormations(queryClient),
  });
}

/** What Duplicate's button calls: a fresh pending id for each copy. */
export function duplicateVariables(original: Formation) {
  nextPendingId -= 1;
  return { original, pendingId: nextPendingId };
}

export function useDeleteFormation(teamId: string | null) {
  const queryClient = useQueryClient();
  const formations = formationsList(queryClient, teamId);
  return useMutation({
    mutationFn: (formation: Formation) => deleteFormation(formation.id),
    // The card goes at once, and comes back where it was if the server refuses; gone already (someone
    // else deleted it), the list read again shows it gone.
    onMutate: (formation) => formations.change((list) => list.filter((row) => row.id !== formation.id)),
    onSuccess: () => toastSuccess(DELETED),
    onError: (error, _formation, context) => {
      formations.undo(context, error);
      toastFailure(error, DELETE_FAILED);
    },
    onSettled: () => refreshFormations(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyRotationPlanInput, RotationPlanInput } from '../../../shared/contracts/rotation-plan';
import * as rotationPlanRoutes from '../../../shared/contracts/rotation-plan-routes';
import { callApi } from '../../lib/api';
import { toastSuccess } from '../../lib/mutation-toasts';

// "Plan fair rotation" (issue 30): the preview, which saves nothing and so is a mutation kept by the
// dialog rather than a cached read, and the save. Loaded with the match dialogs, apart from the page.

export function useProposeRotation(matchId: number) {
  return useMutation({
    mutationFn: (body: RotationPlanInput) =>
      callApi(rotationPlanRoutes.proposeRotationPlan, { params: { id: matchId }, body }),
    // No toast: the dialog, open, says why where the coach is looking.
  });
}

/**
 * The save. The period cards, the formations and the playing-time panel read again: all are under the
 * formations' first key (formation-keys.ts), as after the editor's save; the squad's season figures too.
 */
export function useApplyRotation(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyRotationPlanInput) =>
      callApi(rotationPlanRoutes.applyRotationPlan, { params: { id: matchId }, body }),
    onSuccess: (plan) => {
      const saved = plan.formationIds.length;
      toastSuccess(`Fair rotation saved: ${saved === 1 ? '1 period' : `${saved} periods`} planned`);
      void queryClient.invalidateQueries({ queryKey: ['formations'] });
      void queryClient.invalidateQueries({ queryKey: ['squad'] });
    },
  });
}

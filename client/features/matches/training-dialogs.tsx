import type { TrainingEvent, TrainingSession } from '../../../shared/contracts/training';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeleteTraining } from './training-api';
import { TrainingFormDialog } from './training-form-dialog';
import { trainingWhen } from './training-rows';

/** Which training dialog is open, and for which session (kept while it animates closed so its text stays). */
export type TrainingDialogState =
  | { name: 'none'; session: TrainingEvent | null }
  | { name: 'add'; session: null }
  | { name: 'edit' | 'delete'; session: TrainingEvent };

/**
 * The training sessions' dialogs (add, edit, delete), loaded apart from the page as the match dialogs
 * are (decision 048): with them come react-hook-form and the training contract's zod schemas.
 */
export function TrainingDialogs({
  state,
  onClose,
  onSaved,
  onDeleted,
  teamId,
}: {
  state: TrainingDialogState;
  onClose: () => void;
  onSaved: (session: TrainingSession) => void;
  onDeleted: (sessionId: number) => void;
  teamId: string;
}) {
  const remove = useDeleteTraining(teamId);
  const closeUnless = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  return (
    <>
      <TrainingFormDialog
        open={state.name === 'add' || state.name === 'edit'}
        onOpenChange={closeUnless}
        session={state.name === 'edit' ? state.session : null}
        teamId={teamId}
        onSaved={onSaved}
      />
      <ConfirmDialog
        open={state.name === 'delete'}
        onOpenChange={closeUnless}
        title={state.session ? `Delete training on ${trainingWhen(state.session)}?` : 'Delete training?'}
        description="It goes from the list and from families' calendars, with the answers given for it. To call it off and keep it listed, cancel it instead. This cannot be undone."
        confirmLabel="Delete Training"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() => {
          const session = state.session;
          if (!session) return;
          remove.mutate(session.id, {
            onSuccess: () => {
              onDeleted(session.id);
              onClose();
            },
            onError: onClose,
          });
        }}
      />
    </>
  );
}

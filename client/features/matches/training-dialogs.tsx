import type { TrainingEvent, TrainingScope, TrainingSession } from '../../../shared/contracts/training';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeleteTraining, useSetTrainingCancelled } from './training-api';
import { TrainingFormDialog } from './training-form-dialog';
import { trainingWhen } from './training-rows';
import { TrainingScopeDialog } from './training-scope';

/** Which training dialog is open, and for which session (kept while it animates closed so its text stays). */
export type TrainingDialogState =
  | { name: 'none'; session: TrainingEvent | null }
  | { name: 'add'; session: null }
  /** `cancel`: a series' session, asking which sessions to cancel (or put back on). */
  | { name: 'edit' | 'delete' | 'cancel'; session: TrainingEvent };

const DELETE_WORDS =
  "It goes from the list and from families' calendars, with the answers given for it. To call it off and keep it listed, cancel it instead. This cannot be undone.";

/**
 * The training sessions' dialogs (add, edit, delete, and a series' cancel), loaded apart from the page
 * as the match dialogs are (decision 048): with them come react-hook-form and the training contract's
 * zod schemas. A session with later sessions in its series asks "Only this session" or "This and the
 * following sessions" before a delete or a cancel; a one-off's delete is the plain question.
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
  const setCancelled = useSetTrainingCancelled(teamId);
  const closeUnless = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  const session = state.session;
  const when = session ? trainingWhen(session) : null;
  const following = session?.followingInSeries ?? 0;
  const deleteSessions = (scope: TrainingScope) => {
    if (!session) return;
    remove.mutate(
      { id: session.id, scope },
      {
        onSuccess: () => {
          onDeleted(session.id);
          onClose();
        },
        onError: onClose,
      },
    );
  };
  const isCancelled = session?.isCancelled ?? false;
  return (
    <>
      <TrainingFormDialog
        open={state.name === 'add' || state.name === 'edit'}
        onOpenChange={closeUnless}
        session={state.name === 'edit' ? state.session : null}
        teamId={teamId}
        onSaved={onSaved}
      />
      {following > 0 ? (
        <TrainingScopeDialog
          open={state.name === 'delete'}
          onOpenChange={closeUnless}
          title={`Delete training on ${when}?`}
          description={DELETE_WORDS}
          followingInSeries={following}
          confirmLabel="Delete Training"
          pendingLabel="Deleting..."
          isDestructive
          isPending={remove.isPending}
          onConfirm={deleteSessions}
        />
      ) : (
        <ConfirmDialog
          open={state.name === 'delete'}
          onOpenChange={closeUnless}
          title={when ? `Delete training on ${when}?` : 'Delete training?'}
          description={DELETE_WORDS}
          confirmLabel="Delete Training"
          pendingLabel="Deleting..."
          isPending={remove.isPending}
          onConfirm={() => deleteSessions('this')}
        />
      )}
      <TrainingScopeDialog
        open={state.name === 'cancel'}
        onOpenChange={closeUnless}
        title={isCancelled ? `Put training on ${when} back on?` : `Cancel training on ${when}?`}
        description={
          isCancelled
            ? "Families' calendars show it on again, and they can answer whether their player comes."
            : "It stays listed, and in families' calendars as cancelled. You can put it back on later."
        }
        followingInSeries={following}
        confirmLabel={isCancelled ? 'Put back on' : 'Cancel session'}
        pendingLabel="Saving..."
        dismissLabel="Go back"
        isDestructive={!isCancelled}
        isPending={setCancelled.isPending}
        onConfirm={(scope) => {
          if (!session) return;
          // Drawn at the press (useSetTrainingCancelled), so the dialog closes with it.
          setCancelled.mutate({ session, cancelled: !session.isCancelled, scope });
          onClose();
        }}
      />
    </>
  );
}

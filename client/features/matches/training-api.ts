import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTrainingBody,
  TeamEvents,
  TrainingSession,
  UpdateTrainingBody,
} from '../../../shared/contracts/training';
import * as trainingWriteRoutes from '../../../shared/contracts/training-write-routes';
import { ApiError, callApi } from '../../lib/api';
import { eventAvailabilityKey } from '../../lib/event-availability-query';
import { failureWords } from '../../lib/failure-words';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { eventIdOfTraining } from './availability-api';
import { matchKeys } from './matches-queries';

// Training sessions' writes on match planning (issue 31, decision 061): add (one, or weekly until a
// date), change one, cancel or put back on, delete. Cancel and put back on are pressed in the session's
// detail; the rest come with the dialogs, loaded apart from the page. The
// sessions are listed from the team's events read, which each write reads again; a session's answers
// are read again when its time may have moved (the server then asks the families again).

/** 409 TRAINING_SESSION_CHANGED: someone else saved this session since the screen read it. */
export function isTrainingChanged(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'TRAINING_SESSION_CHANGED';
}

function readEventsAgain(queryClient: QueryClient, teamId: string) {
  return queryClient.invalidateQueries({ queryKey: matchKeys.events(teamId) });
}

/** Add Training's save: the sessions made are listed once the events are read again. */
export function useCreateTraining(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTrainingBody) =>
      callApi(trainingWriteRoutes.createTrainingSessions, { teamId, body }),
    onSuccess: ({ sessions }) => {
      // Listed from the save's own answer, as the dialog closes: reading the events again first was a
      // second round trip, and rows put in above others more than 500 ms after the press are a layout
      // shift. Read again afterwards all the same (another coach's changes).
      queryClient.setQueryData<TeamEvents>(
        matchKeys.events(teamId),
        (current) =>
          current && {
            ...current,
            events: [
              ...current.events,
              ...sessions
                .filter((session) => session.date >= current.from && session.date <= current.to)
                .map((session) => ({ ...session, kind: 'training' as const })),
            ],
          },
      );
      void readEventsAgain(queryClient, teamId);
      toastSuccess(
        sessions.length === 1
          ? 'Training session added'
          : `${sessions.length} weekly training sessions added`,
      );
    },
    // No toast: the form, still open, says why.
  });
}

/**
 * Edit Training's save: one session, with the version the screen read. A stale one reads the
 * list again and says so in a toast (the form closes); other refusals are the caller's to say.
 */
export function useUpdateTraining(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTrainingBody }) =>
      callApi(trainingWriteRoutes.updateTrainingSession, { teamId, params: { id }, body }),
    onSuccess: async (session: TrainingSession) => {
      // The answers too: a new date or time asks the families again (decision 060), and the card then
      // shows the answers cleared, the old ones as "before the change". Read before the dialog closes.
      await Promise.all([
        readEventsAgain(queryClient, teamId),
        queryClient.invalidateQueries({ queryKey: eventAvailabilityKey(eventIdOfTraining(session.id)) }),
      ]);
      toastSuccess('Training session updated');
    },
    onError: (error) => {
      if (isTrainingChanged(error)) {
        toastFailure(error, failureWords(error, 'Failed to update the training session'));
        void readEventsAgain(queryClient, teamId);
      }
    },
  });
}

/**
 * Cancel session / Put back on, drawn at the press (decision 021's recipe, on the events read): the row's
 * "Cancelled" and the detail's button change in the press's own frame, not when the answer lands, so
 * nothing on the page moves later on its own. Put back as it was on a refusal; read again when settled.
 */
export function useSetTrainingCancelled(teamId: string) {
  const queryClient = useQueryClient();
  const key = matchKeys.events(teamId);
  return useMutation({
    mutationFn: ({
      session,
      cancelled,
    }: {
      session: Pick<TrainingSession, 'id' | 'version'>;
      cancelled: boolean;
    }) =>
      callApi(trainingWriteRoutes.updateTrainingSession, {
        teamId,
        params: { id: session.id },
        body: { cancelled, version: session.version },
      }),
    onMutate: ({ session, cancelled }) => {
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TeamEvents>(key);
      if (before) {
        queryClient.setQueryData<TeamEvents>(key, {
          ...before,
          events: before.events.map((event) =>
            event.kind === 'training' && event.id === session.id
              ? { ...event, isCancelled: cancelled }
              : event,
          ),
        });
      }
      return { before };
    },
    onSuccess: (saved, { cancelled }) => {
      // The answer's version at once: a press on Put back on before the read lands is not refused as stale.
      queryClient.setQueryData<TeamEvents>(key, (events) =>
        events
          ? {
              ...events,
              events: events.events.map((event) =>
                event.kind === 'training' && event.id === saved.id ? { ...saved, kind: 'training' } : event,
              ),
            }
          : events,
      );
      toastSuccess(cancelled ? 'Training session cancelled' : 'Training session is back on');
    },
    onError: (error, { cancelled }, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toastFailure(
        error,
        failureWords(
          error,
          cancelled ? 'Failed to cancel the training session' : 'Failed to put the training session back on',
        ),
      );
    },
    onSettled: (_answer, _error, { session }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: eventAvailabilityKey(eventIdOfTraining(session.id)) }),
      ]),
  });
}

export function useDeleteTraining(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(trainingWriteRoutes.deleteTrainingSession, { teamId, params: { id } }),
    onSuccess: async (_answer, id) => {
      await readEventsAgain(queryClient, teamId);
      queryClient.removeQueries({ queryKey: eventAvailabilityKey(eventIdOfTraining(id)) });
      toastSuccess('Training session deleted');
    },
    onError: (error) => {
      toastFailure(error, failureWords(error, 'Failed to delete the training session'));
      void readEventsAgain(queryClient, teamId);
    },
  });
}

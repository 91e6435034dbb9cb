import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTrainingBody,
  TeamEvents,
  TrainingEvent,
  TrainingScope,
  TrainingSession,
  UpdateTrainingBody,
} from '../../../shared/contracts/training';
import * as trainingWriteRoutes from '../../../shared/contracts/training-write-routes';
import { ApiError, callApi } from '../../lib/api';
import { allAvailabilityKey, eventAvailabilityKey } from '../../lib/event-availability-query';
import { failureWords } from '../../lib/failure-words';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { eventIdOfTraining } from './availability-api';
import { matchKeys } from './matches-queries';
import { inScope } from './training-rows';

// Training sessions' writes on match planning (issue 31, decision 061): add (one, or weekly until a
// date), change, cancel or put back on, delete; each of the last three for one session or, in a weekly
// series, for it and the following ones (`scope`, decision 060). Cancel and put back on are pressed in
// the session's detail (a series' asks which first, in a dialog); the rest come with the dialogs, loaded
// apart from the page. The sessions are listed from the team's events read, which each write reads
// again; a session's answers are read again when its time may have moved (the server then asks the
// families again).

/** 409 TRAINING_SESSION_CHANGED: someone else saved this session since the screen read it. */
export function isTrainingChanged(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'TRAINING_SESSION_CHANGED';
}

function readEventsAgain(queryClient: QueryClient, teamId: string) {
  return queryClient.invalidateQueries({ queryKey: matchKeys.events(teamId) });
}

/** The answers of every session a write reached: one key for one session, all answers for a series'. */
function readAnswersAgain(queryClient: QueryClient, sessionId: number, scope: TrainingScope) {
  return queryClient.invalidateQueries({
    queryKey: scope === 'following' ? allAvailabilityKey : eventAvailabilityKey(eventIdOfTraining(sessionId)),
  });
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
              // The answer is by start: each has the rest of the new series after it.
              ...sessions
                .map((session, index) => ({
                  ...session,
                  kind: 'training' as const,
                  followingInSeries: session.seriesId === null ? 0 : sessions.length - 1 - index,
                }))
                .filter((session) => session.date >= current.from && session.date <= current.to),
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
 * Edit Training's save: one session, or it and the following ones (`body.scope`), with the version the
 * screen read. A stale one reads the list again and says so in a toast (the form closes); other refusals
 * are the caller's to say.
 */
export function useUpdateTraining(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTrainingBody }) =>
      callApi(trainingWriteRoutes.updateTrainingSession, { teamId, params: { id }, body }),
    onSuccess: async (session: TrainingSession, { body }) => {
      // The answers too: a new date or time asks the families again (decision 060), and the card then
      // shows the answers cleared, the old ones as "before the change". Read before the dialog closes.
      const scope = body.scope ?? 'this';
      await Promise.all([
        readEventsAgain(queryClient, teamId),
        readAnswersAgain(queryClient, session.id, scope),
      ]);
      toastSuccess(scope === 'following' ? 'Training sessions updated' : 'Training session updated');
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
 * Cancel session / Put back on, for one session or (`scope: 'following'`) it and the following ones of
 * its series, drawn at the press (decision 021's recipe, on the events read): the rows' "Cancelled" and
 * the detail's button change in the press's own frame, not when the answer lands, so nothing on the
 * page moves later on its own. Put back as it was on a refusal; read again when settled.
 */
export function useSetTrainingCancelled(teamId: string) {
  const queryClient = useQueryClient();
  const key = matchKeys.events(teamId);
  return useMutation({
    mutationFn: ({
      session,
      cancelled,
      scope = 'this',
    }: {
      session: TrainingEvent;
      cancelled: boolean;
      scope?: TrainingScope;
    }) =>
      callApi(trainingWriteRoutes.updateTrainingSession, {
        teamId,
        params: { id: session.id },
        body: { cancelled, version: session.version, ...(scope === 'following' ? { scope } : {}) },
      }),
    onMutate: ({ session, cancelled, scope = 'this' }) => {
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TeamEvents>(key);
      if (before) {
        queryClient.setQueryData<TeamEvents>(key, {
          ...before,
          events: before.events.map((event) =>
            inScope(event, session, scope) ? { ...event, isCancelled: cancelled } : event,
          ),
        });
      }
      return { before };
    },
    onSuccess: (saved, { cancelled, scope }) => {
      // The answer's version at once: a press on Put back on before the read lands is not refused as stale.
      queryClient.setQueryData<TeamEvents>(key, (events) =>
        events
          ? {
              ...events,
              events: events.events.map((event) =>
                event.kind === 'training' && event.id === saved.id ? { ...event, ...saved } : event,
              ),
            }
          : events,
      );
      const many = scope === 'following';
      toastSuccess(
        cancelled
          ? many
            ? 'Training sessions cancelled'
            : 'Training session cancelled'
          : many
            ? 'Training sessions are back on'
            : 'Training session is back on',
      );
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
    onSettled: (_answer, _error, { session, scope = 'this' }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        readAnswersAgain(queryClient, session.id, scope),
      ]),
  });
}

/** Delete: one session, or it and the following ones of its series; the toast is the server's count. */
export function useDeleteTraining(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope = 'this' }: { id: number; scope?: TrainingScope }) =>
      callApi(trainingWriteRoutes.deleteTrainingSession, {
        teamId,
        params: { id },
        ...(scope === 'following' ? { query: { scope } } : {}),
      }),
    onSuccess: async ({ message }, { id }) => {
      await readEventsAgain(queryClient, teamId);
      queryClient.removeQueries({ queryKey: eventAvailabilityKey(eventIdOfTraining(id)) });
      toastSuccess(message);
    },
    onError: (error) => {
      toastFailure(error, failureWords(error, 'Failed to delete the training session'));
      void readEventsAgain(queryClient, teamId);
    },
  });
}

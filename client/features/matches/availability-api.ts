import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityAnswer } from '../../../shared/contracts/availability';
import { getEventAvailability } from '../../../shared/contracts/availability-routes';
import { setEventAvailability } from '../../../shared/contracts/availability-write-routes';
import { callApi } from '../../lib/api';
import { eventAvailabilityKey, eventAvailabilityQuery } from '../../lib/event-availability-query';
import { failureWords } from '../../lib/failure-words';
import { toastFailure } from '../../lib/mutation-toasts';
import { matchData } from './matches-hooks';

// The answers' read and write (issue 31), for a match or a training session (decision 060). The answer is saved as it is pressed and said in the
// row ("Saved: Available · 21:04"), not in a toast: a family answering for two children would get two.
// A failure is a toast, worded by failureWords (a late answer gets the server's "Answers for this match
// closed at ..."), and the read is asked again so the card shows what is really stored.

/**
 * The event id of a match, as the contract's matchEventId writes it: kept here so the page does not
 * load the contract's schemas (and zod) to build a string.
 */
export const eventIdOfMatch = (matchId: number): string => `match-${matchId}`;

/** The event id of a training session, as the contract's trainingEventId writes it. */
export const eventIdOfTraining = (sessionId: number): string => `training-${sessionId}`;

/** How often a coach's open answers card reads the answers again: families answer while he looks. */
export const COACH_ANSWERS_REFRESH_MS = 60_000;

/**
 * The answers' query for a caller: a coach's or an admin's card reads again every minute while the tab
 * is in front (not in the background) and when the window gets focus again, so answers given meanwhile
 * show without a reload; a family's reads only its own answers, which it changes itself.
 */
export function eventAnswersQuery(eventId: string, isCoach: boolean) {
  const query = eventAvailabilityQuery(eventId);
  return isCoach
    ? {
        ...query,
        // The app's reads are fresh forever otherwise (query-client.ts): a focus must find this one stale.
        // Not at once (0): the match's page reads the answers before it draws the card (match-detail.tsx),
        // and a card opened on an answer 0 ms old asked for it again (the matches page read it twice).
        ...matchData,
        refetchInterval: COACH_ANSWERS_REFRESH_MS,
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: true,
      }
    : query;
}

/** An event's answers (a match's or a training session's), read for a played match too (closed, read back). */
export function useEventAnswers(eventId: string, isCoach = false) {
  return useQuery(eventAnswersQuery(eventId, isCoach));
}

/** The match's answers. */
export const useMatchAnswers = (matchId: number) => useEventAnswers(eventIdOfMatch(matchId));

/**
 * How long a match's save waits for the answers read ahead (readAnswersAhead): on a slow signal the
 * coach is not kept waiting on "Saving..." for long, and the card then reads them itself.
 */
const READ_AHEAD_MS = 2000;

/**
 * Reads a match's answers into the cache before the match is put there (one whose kick-off moved, which
 * moves the lock and asks the families again): the answers card then changes with the match, where its
 * loading shape and then its answers, taller, pushed the cards below it down the screen. A new match
 * does not wait: its row goes in above others at once, and the cards below its answers wait for them. Never fails: without the answers in time, the card reads them itself.
 */
export async function readAnswersAhead(queryClient: QueryClient, matchId: number): Promise<void> {
  const eventId = eventIdOfMatch(matchId);
  try {
    const view = await callApi(getEventAvailability, {
      params: { eventId },
      signal: AbortSignal.timeout(READ_AHEAD_MS),
    });
    queryClient.setQueryData(eventAvailabilityKey(eventId), view);
  } catch {
    void queryClient.invalidateQueries({ queryKey: eventAvailabilityKey(eventId) });
  }
}

export type AnswerInput = {
  playerId: number;
  answer: AvailabilityAnswer;
  note: string | null;
  /** A late arrival's UK clock time ("10:30"), or null: there from the start. */
  arrivesAt: string | null;
};

/** PUT one player's answer and note for an event; the answer is the whole card again, for the caller. */
export function useSetAnswer(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, answer, note, arrivesAt }: AnswerInput) =>
      callApi(setEventAvailability, { params: { eventId, playerId }, body: { answer, note, arrivesAt } }),
    onSuccess: (view) => queryClient.setQueryData(eventAvailabilityKey(eventId), view),
    onError: (error) => toastFailure(error, failureWords(error, 'Failed to save the answer')),
    // After a refusal too: a late answer finds the card closed, as the server now says it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventAvailabilityKey(eventId) }),
  });
}

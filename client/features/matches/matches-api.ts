import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMatchBody,
  Match,
  UpdateMatchBody,
  UpdateMatchTimingBody,
} from '../../../shared/contracts/matches';
import * as matchesWriteRoutes from '../../../shared/contracts/matches-write-routes';
import { callApi } from '../../lib/api';
import { failureWords } from '../../lib/failure-words';
import { toastFailure, toastSuccess } from '../../lib/mutation-toasts';
import { optimisticList } from '../../lib/optimistic-list';
import { readAnswersAhead } from './availability-api';
import { forgetLiveMatch } from './live-refused';
import { cachedMatch, changeMatchOptimistically, putMatch, recoverFromMatchWriteError } from './match-cache';
import { goalsAgainstRemovedText } from './match-form-score';
import { matchKeys } from './matches-queries';

// Match planning's writes for a match itself (spec 001 §7): schedule, edit, timing, remove. Loaded with
// the dialogs, apart from the page. Each answer is the match as stored, put into the list at once.

export function useCreateMatch(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMatchBody) => callApi(matchesWriteRoutes.createMatch, { teamId, body }),
    // Put in the list as soon as the server answers: the new row goes in above others, and the sooner
    // after the press, the more surely it counts as the coach's own change rather than a layout shift.
    // Its answers are read by its card; the cards below wait for them (match-detail.tsx).
    onSuccess: (match) => {
      toastSuccess('Match scheduled successfully');
      putMatch(queryClient, teamId, match);
      void queryClient.invalidateQueries({ queryKey: matchKeys.list(teamId) });
    },
    // No toast: the match form, still open, says why (failureWords) where the coach is looking.
  });
}

/**
 * The match form's save. Other failures than a stale version get no toast: the form, still open, says
 * why. Goals removed with the save (removeGoalIds, or goals against beyond the opponent's score) leave
 * the goals cards to read theirs again; the latter are said in the toast.
 */
export function useUpdateMatch(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMatchBody }) =>
      callApi(matchesWriteRoutes.updateMatch, { params: { id }, body }),
    onSuccess: async ({ goalsAgainstRemoved, ...match }, { body }) => {
      // A moved kick-off moves the answers' lock and asks the families again (issue 31): read them
      // before the match is put, so the card changes with it (readAnswersAhead).
      const before = cachedMatch(queryClient, teamId, match.id);
      if (before?.matchDate !== match.matchDate) await readAnswersAhead(queryClient, match.id);
      const removedText = goalsAgainstRemovedText(goalsAgainstRemoved);
      toastSuccess(removedText ? `Match updated successfully. ${removedText}` : 'Match updated successfully');
      putMatch(queryClient, teamId, match);
      // Under the goals' key: the goals against are read again with them (goals-queries.ts).
      if (body.removeGoalIds?.length || goalsAgainstRemoved) {
        void queryClient.invalidateQueries({ queryKey: matchKeys.goals(match.id) });
      }
      // A score changes the squad's statistics and the league's results.
      void queryClient.invalidateQueries({ queryKey: ['squad'] });
      void queryClient.invalidateQueries({ queryKey: ['league'] });
    },
    onError: (error) => recoverFromMatchWriteError(queryClient, teamId, error, null),
  });
}

/** The timing dialog's save: changes the periods at once, put back if the server refuses. */
export function useUpdateMatchTiming(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMatchTimingBody }) =>
      callApi(matchesWriteRoutes.updateMatchTiming, { teamId, params: { id }, body }),
    onMutate: ({ id, body }) => {
      const before = changeMatchOptimistically(queryClient, teamId, id, (match) => ({
        ...match,
        matchLength: body.matchLength,
        substitutionTimings: [...body.substitutionTimings].sort((a, b) => a - b),
        defaultSubstitutions: body.defaultSubstitutions,
      }));
      return { before };
    },
    onSuccess: (match) => {
      toastSuccess('Match timing updated');
      putMatch(queryClient, teamId, match);
      // New period lengths: new minutes and new change minutes.
      void queryClient.invalidateQueries({ queryKey: matchKeys.playingTime(match.id) });
    },
    onError: (error, _variables, context) =>
      recoverFromMatchWriteError(
        queryClient,
        teamId,
        error,
        'Failed to update match timing. Please try again.',
        context?.before,
      ),
  });
}

/**
 * Removes the match at once, as the squad's and the league's removals do (optimistic-list.ts): on a weak
 * signal the answer came after the half second in which a page may move under a press, and the match's
 * cards then went from under the coach by themselves (a shift of 0.69 on a phone). Put back if refused.
 */
export function useDeleteMatch(teamId: string | null) {
  const queryClient = useQueryClient();
  const matches = optimisticList<Match>(queryClient, matchKeys.list(teamId));
  return useMutation({
    mutationFn: (id: number) => callApi(matchesWriteRoutes.deleteMatch, { teamId, params: { id } }),
    onMutate: (id) => matches.change((list) => list.filter((match) => match.id !== id)),
    onSuccess: (_answer, id) => {
      toastSuccess('Match deleted successfully');
      // What the phone kept of its live screen goes with it.
      forgetLiveMatch(id);
      void queryClient.invalidateQueries({ queryKey: matchKeys.formations(teamId) });
      void queryClient.invalidateQueries({ queryKey: ['squad'] });
      void queryClient.invalidateQueries({ queryKey: ['league'] });
    },
    onError: (error, _id, context) => {
      matches.undo(context, error);
      toastFailure(error, failureWords(error, 'Failed to delete match'));
    },
    onSettled: matches.refresh,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listGoalsAgainst } from '../../../shared/contracts/goals-against-routes';
import * as matchesRoutes from '../../../shared/contracts/matches-routes';
import { callApi } from '../../lib/api';
import { matchData } from './matches-hooks';
import { matchKeys } from './matches-queries';

// A match's goals (GET /api/matches/:id/goals, by minute), for the Goals and Goal Scorers cards, and the
// opponent's goals with their minutes (GET /api/matches/:id/goals-against) for the timelines. Apart
// from matches-queries.ts, which the route list loads with the app: the route never starts this read,
// so it travels with the page's code and not in every page's first JavaScript.

export function goalsQuery(matchId: number) {
  return queryOptions({
    queryKey: matchKeys.goals(matchId),
    queryFn: ({ signal }) => callApi(matchesRoutes.listGoals, { params: { id: matchId }, signal }),
    ...matchData,
  });
}

export const useGoals = (matchId: number) => useQuery(goalsQuery(matchId));

/**
 * Under the goals' key, so every read again of the goals (a live goal, the match form's save) reads
 * these too, without a key of their own in the app's first JavaScript.
 */
export const goalsAgainstKey = (matchId: number) => [...matchKeys.goals(matchId), 'against'] as const;

export function goalsAgainstQuery(matchId: number) {
  return queryOptions({
    queryKey: goalsAgainstKey(matchId),
    queryFn: ({ signal }) => callApi(listGoalsAgainst, { params: { id: matchId }, signal }),
    ...matchData,
  });
}

export const useGoalsAgainst = (matchId: number) => useQuery(goalsAgainstQuery(matchId));

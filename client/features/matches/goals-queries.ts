import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal } from '../../../shared/contracts/matches';
import { apiRequest } from '../../lib/api';
import { apiPath } from '../../lib/api-path';
import { matchData } from './matches-hooks';
import { matchKeys } from './matches-queries';

// A match's goals (GET /api/matches/:id/goals, by minute), for the Goals and Goal Scorers cards. Apart
// from matches-queries.ts, which the route list loads with the app: the route never starts this read,
// so it travels with the page's code and not in every page's first JavaScript.

export function goalsQuery(matchId: number) {
  return queryOptions({
    queryKey: matchKeys.goals(matchId),
    queryFn: ({ signal }) => apiRequest<Goal[]>(apiPath`/api/matches/${matchId}/goals`, { signal }),
    ...matchData,
  });
}

export const useGoals = (matchId: number) => useQuery(goalsQuery(matchId));

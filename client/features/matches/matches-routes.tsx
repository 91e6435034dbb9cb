import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-handle';
import { prefetchTeamsOfUser } from '../../lib/user-teams-query';
import { MatchPlanningSkeleton } from './match-planning-skeleton';
import {
  matchesQuery,
  matchOppositionQuery,
  matchPlayersQuery,
  teamFormationsQuery,
} from './matches-queries';

const handle: PageHandle = {
  skeleton: <MatchPlanningSkeleton />,
  // The matches, the squad, the opposition and the formations the period cards draw: all at once,
  // beside the page's code. Unscoped, also the caller's teams, which say what they may do.
  prefetch: (queryClient, { teamId }) => {
    const team = teamId ?? null;
    void queryClient.prefetchQuery(matchesQuery(team));
    void queryClient.prefetchQuery(matchPlayersQuery(team));
    void queryClient.prefetchQuery(matchOppositionQuery(team));
    void queryClient.prefetchQuery(teamFormationsQuery(team));
    if (!teamId) prefetchTeamsOfUser(queryClient);
  },
};

/**
 * Match planning (spec 001 §2.5), a signed-in page: the shell registers it as /match-planning and as
 * /teams/:teamId/match-planning. Loaded on demand, as its own chunk.
 */
export const matchesRoutes: RouteObject[] = [
  {
    path: 'match-planning',
    lazy: async () => ({ Component: (await import('./match-planning-page')).MatchPlanningPage }),
    handle,
  },
];

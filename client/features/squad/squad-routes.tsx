import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-handle';
import { prefetchTeamsOfUser } from '../../lib/user-teams-query';
import { playerStatsQuery, playersQuery, teamDefaultsQuery } from './squad-queries';
import { SquadSkeleton } from './squad-skeleton';

const handle: PageHandle = {
  skeleton: <SquadSkeleton />,
  // The players, and on a team's page its defaults and statistics (unscoped, the caller's teams, which
  // say whose they are): all at once, beside the page's code.
  prefetch: (queryClient, { teamId }) => {
    void queryClient.prefetchQuery(playersQuery(teamId ?? null));
    if (teamId) {
      void queryClient.prefetchQuery(teamDefaultsQuery(teamId));
      void queryClient.prefetchQuery(playerStatsQuery(teamId));
    } else {
      prefetchTeamsOfUser(queryClient);
    }
  },
};

/**
 * The squad screen, a signed-in page: the shell registers it as /squad-management and as
 * /teams/:teamId/squad-management. Loaded on demand, as its own chunk.
 */
export const squadRoutes: RouteObject[] = [
  {
    path: 'squad-management',
    lazy: async () => ({ Component: (await import('./squad-page')).SquadPage }),
    handle,
  },
];

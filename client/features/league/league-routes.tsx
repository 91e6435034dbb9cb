import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-handle';
import { prefetchTeamsOfUser } from '../../lib/user-teams-query';
import { oppositionTeamsQuery } from './league-queries';
import { LeagueSkeleton } from './league-skeleton';

const handle: PageHandle = {
  skeleton: <LeagueSkeleton />,
  // The list, beside the page's code; unscoped, also the caller's teams, which say what they may do.
  prefetch: (queryClient, { teamId }) => {
    void queryClient.prefetchQuery(oppositionTeamsQuery(teamId ?? null));
    if (!teamId) prefetchTeamsOfUser(queryClient);
  },
};

/**
 * The league screen, a signed-in page: the shell registers it as /league-management and as
 * /teams/:teamId/league-management. Loaded on demand, as its own chunk.
 */
export const leagueRoutes: RouteObject[] = [
  {
    path: 'league-management',
    lazy: async () => ({ Component: (await import('./league-page')).LeaguePage }),
    handle,
  },
];

import type { RouteObject } from 'react-router';
import { leaguePageReads } from '../../../shared/contracts/first-reads';
import { prefetchPageReads } from '../../lib/first-read-queries';
import type { PageHandle } from '../../lib/page-handle';
import { oppositionTeamsQuery } from './league-queries';
import { LeagueSkeleton } from './league-skeleton';

const handle: PageHandle = {
  skeleton: <LeagueSkeleton />,
  // The list, beside the page's code (unscoped, after the caller's teams, which also say what they may do).
  prefetch: prefetchPageReads(leaguePageReads, { oppositionTeams: oppositionTeamsQuery }),
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

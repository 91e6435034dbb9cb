import type { RouteObject } from 'react-router';

/**
 * The league screen, a signed-in page: the shell registers it as /league-management and as
 * /teams/:teamId/league-management. Loaded on demand, as its own chunk.
 */
export const leagueRoutes: RouteObject[] = [
  {
    path: 'league-management',
    lazy: async () => ({ Component: (await import('./league-page')).LeaguePage }),
  },
];

import type { RouteObject } from 'react-router';

/**
 * The member's own page (issue 31): their calendar feed, for now. A signed-in page, which the shell
 * registers as /account and /teams/:teamId/account; its own chunk.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account',
    lazy: async () => ({ Component: (await import('./account-page')).AccountPage }),
  },
];

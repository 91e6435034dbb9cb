import type { RouteObject } from 'react-router';

/**
 * The how-to guide, a signed-in page: the shell registers it as /how-to-guide and as
 * /teams/:teamId/how-to-guide, where its links point at that team's pages.
 */
export const howToRoutes: RouteObject[] = [
  {
    path: 'how-to-guide',
    lazy: async () => ({ Component: (await import('./how-to-guide-page')).HowToGuidePage }),
  },
];

import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-handle';
import { HowToSkeleton } from './how-to-skeleton';

// A guide of fixed text: nothing to read from the server, only its code to wait for.
const handle: PageHandle = { skeleton: <HowToSkeleton /> };

/**
 * The how-to guide, a signed-in page: the shell registers it as /how-to-guide and as
 * /teams/:teamId/how-to-guide, where its links point at that team's pages.
 */
export const howToRoutes: RouteObject[] = [
  {
    path: 'how-to-guide',
    lazy: async () => ({ Component: (await import('./how-to-guide-page')).HowToGuidePage }),
    handle,
  },
];

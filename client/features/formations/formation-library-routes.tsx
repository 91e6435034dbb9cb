import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-handle';
import { prefetchTeamsOfUser } from '../../lib/user-teams-query';
import {
  formationMatchesQuery,
  formationPlayersQuery,
  teamFormationsQuery,
} from './formation-library-queries';
import { FormationLibrarySkeleton } from './formation-library-skeleton';

const handle: PageHandle = {
  // A page of cards under its title and Create New Formation: the generic skeleton is its shape.
  skeleton: <FormationLibrarySkeleton />,
  // The formations, the matches their labels name and the squad their mini pitches number: all at
  // once, beside the page's code. Unscoped, also the caller's teams, which say what they may do.
  prefetch: (queryClient, { teamId }) => {
    const team = teamId ?? null;
    void queryClient.prefetchQuery(teamFormationsQuery(team));
    void queryClient.prefetchQuery(formationMatchesQuery(team));
    void queryClient.prefetchQuery(formationPlayersQuery(team));
    if (!teamId) prefetchTeamsOfUser(queryClient);
  },
};

/**
 * The formation library (spec 001 §2.4), a signed-in page: the shell registers it as /formations and
 * as /teams/:teamId/formations. Loaded on demand, as its own chunk.
 */
export const formationLibraryRoutes: RouteObject[] = [
  {
    path: 'formations',
    lazy: async () => ({ Component: (await import('./formation-library-page')).FormationLibraryPage }),
    handle,
  },
];

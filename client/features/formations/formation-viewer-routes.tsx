import type { RouteObject } from 'react-router';
import { formationViewerSessionKey } from '../../lib/formation-keys';
import type { PageHandle } from '../../lib/page-handle';
import { prefetchTeamsOfUser } from '../../lib/user-teams-query';
import {
  formationMatchesQuery,
  formationPlayersQuery,
  teamFormationsQuery,
} from './formation-library-queries';
import { FormationViewerSkeleton } from './formation-viewer-skeleton';

/** Data handed to the viewer is stored (formation-viewer-session.ts, which stays out of the first load). */
function hasStoredViewerData(): boolean {
  try {
    return sessionStorage.getItem(formationViewerSessionKey) !== null;
  } catch {
    return false;
  }
}

const handle: PageHandle = {
  skeleton: <FormationViewerSkeleton />,
  // The formations always; the matches and the squad unless a screen handed the viewer its data
  // (spec 001 §7). Unscoped, also the caller's teams, which say what they may do.
  prefetch: (queryClient, { teamId }) => {
    const team = teamId ?? null;
    void queryClient.prefetchQuery(teamFormationsQuery(team));
    if (!hasStoredViewerData()) {
      void queryClient.prefetchQuery(formationMatchesQuery(team));
      void queryClient.prefetchQuery(formationPlayersQuery(team));
    }
    if (!teamId) prefetchTeamsOfUser(queryClient);
  },
};

/**
 * The formation viewer (spec 001 §2.3), a signed-in page for everyone on the team: the shell registers
 * it as /formation-viewer and as /teams/:teamId/formation-viewer. Loaded on demand, as its own chunk.
 */
export const formationViewerRoutes: RouteObject[] = [
  {
    path: 'formation-viewer',
    lazy: async () => ({ Component: (await import('./formation-viewer-page')).FormationViewerPage }),
    handle,
  },
];

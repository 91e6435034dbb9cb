import type { RouteObject } from 'react-router';
import { formationViewerPageReads } from '../../../shared/contracts/first-reads';
import { prefetchPageReads } from '../../lib/first-read-queries';
import { formationViewerSessionKey } from '../../lib/formation-keys';
import type { PageHandle } from '../../lib/page-handle';
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

const firstReads = prefetchPageReads(formationViewerPageReads, { formations: teamFormationsQuery });

const handle: PageHandle = {
  skeleton: <FormationViewerSkeleton />,
  // The formations always; the matches and the squad unless a screen handed the viewer its data
  // (spec 001 §7), which only the tab knows, so the document does not preload them (unscoped, all after
  // the caller's teams, which also say what they may do).
  prefetch: (queryClient, params) => {
    firstReads(queryClient, params);
    if (!hasStoredViewerData()) {
      const team = params.teamId ?? null;
      void queryClient.prefetchQuery(formationMatchesQuery(team));
      void queryClient.prefetchQuery(formationPlayersQuery(team));
    }
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

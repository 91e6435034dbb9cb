import type { RouteObject } from 'react-router';
import { formationViewerPageReads, matchOfAddress } from '../../../shared/contracts/first-reads';
import { prefetchPageReads } from '../../lib/first-read-queries';
import { formationViewerSessionKey } from '../../lib/formation-keys';
import { matchPlayingTimeQuery } from '../../lib/match-playing-time-query';
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
  // The match's playing time (its change at the period's start) when the address names the match, as
  // every period's link does: the page waits for it, so it starts with the others (the document preloads
  // it too: first-reads.ts).
  prefetch: (queryClient, params, search) => {
    firstReads(queryClient, params);
    if (!hasStoredViewerData()) {
      const team = params.teamId ?? null;
      void queryClient.prefetchQuery(formationMatchesQuery(team));
      void queryClient.prefetchQuery(formationPlayersQuery(team));
    }
    const matchId = matchOfAddress(search);
    if (matchId !== null) void queryClient.prefetchQuery(matchPlayingTimeQuery(matchId));
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

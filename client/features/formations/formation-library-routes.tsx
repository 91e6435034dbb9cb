import type { RouteObject } from 'react-router';
import { formationLibraryPageReads } from '../../../shared/contracts/first-reads';
import { prefetchPageReads } from '../../lib/first-read-queries';
import type { PageHandle } from '../../lib/page-handle';
import { teamSettingsQuery } from '../../lib/team-settings-query';
import {
  formationMatchesQuery,
  formationPlayersQuery,
  teamFormationsQuery,
} from './formation-library-queries';
import { FormationLibrarySkeleton } from './formation-library-skeleton';

const handle: PageHandle = {
  // A page of cards under its title and Create New Formation: the generic skeleton is its shape.
  skeleton: <FormationLibrarySkeleton />,
  // The formations, the matches their labels name, the squad their mini pitches number and the team's
  // format: all at once, beside the page's code (unscoped, after the caller's teams, which also say what they may do).
  prefetch: prefetchPageReads(formationLibraryPageReads, {
    formations: teamFormationsQuery,
    matches: formationMatchesQuery,
    players: formationPlayersQuery,
    team: teamSettingsQuery,
  }),
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

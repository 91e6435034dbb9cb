import type { RouteObject } from 'react-router';
import { formationEditorPageReads } from '../../../shared/contracts/first-reads';
import { prefetchPageReads } from '../../lib/first-read-queries';
import type { PageHandle } from '../../lib/page-handle';
import { teamSettingsQuery } from '../../lib/team-settings-query';
import { editorFormationsQuery, editorMatchesQuery, editorPlayersQuery } from './formation-editor-queries';
import { FormationEditorSkeleton } from './formation-editor-skeleton';

const handle: PageHandle = {
  skeleton: <FormationEditorSkeleton />,
  signedOut: 'Please sign in to access formation editor',
  // The squad, the matches, the formations and the team's format, all at once beside the page's code (unscoped, after the
  // caller's teams, which also say what they may do).
  prefetch: prefetchPageReads(formationEditorPageReads, {
    players: editorPlayersQuery,
    matches: editorMatchesQuery,
    formations: editorFormationsQuery,
    team: teamSettingsQuery,
  }),
};

/**
 * The formation editor (spec 001 §2.2), a signed-in page: /formation-editor and
 * /teams/:teamId/formation-editor, with ?match=, ?quarter= and ?formationId=. Its own chunk.
 */
export const formationEditorRoutes: RouteObject[] = [
  {
    path: 'formation-editor',
    lazy: async () => ({ Component: (await import('./formation-editor-page')).FormationEditorPage }),
    handle,
  },
];

import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-handle';
import { prefetchTeamsOfUser } from '../../lib/user-teams-query';
import { editorFormationsQuery, editorMatchesQuery, editorPlayersQuery } from './formation-editor-queries';
import { FormationEditorSkeleton } from './formation-editor-skeleton';

const handle: PageHandle = {
  skeleton: <FormationEditorSkeleton />,
  signedOut: 'Please sign in to access formation editor',
  // The squad, the matches and the formations, all at once beside the page's code; unscoped, also the
  // caller's teams, which say what they may do.
  prefetch: (queryClient, { teamId }) => {
    const team = teamId ?? null;
    void queryClient.prefetchQuery(editorPlayersQuery(team));
    void queryClient.prefetchQuery(editorMatchesQuery(team));
    void queryClient.prefetchQuery(editorFormationsQuery(team));
    if (!teamId) prefetchTeamsOfUser(queryClient);
  },
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

import type { RouteObject } from 'react-router';
import { matchPlanningPageReads } from '../../../shared/contracts/first-reads';
import { prefetchPageReads } from '../../lib/first-read-queries';
import type { PageHandle } from '../../lib/page-handle';
import { MatchPlanningSkeleton } from './match-planning-skeleton';
import {
  matchesQuery,
  matchOppositionQuery,
  matchPlayersQuery,
  teamEventsQuery,
  teamFormationsQuery,
} from './matches-queries';

const handle: PageHandle = {
  skeleton: <MatchPlanningSkeleton />,
  // The matches, the squad, the opposition, the formations the period cards draw and the training
  // sessions listed among the matches: all at once, beside the page's code (unscoped, after the
  // caller's teams, which also say what they may do and which one team the events are read for).
  prefetch: prefetchPageReads(matchPlanningPageReads, {
    matches: matchesQuery,
    players: matchPlayersQuery,
    opposition: matchOppositionQuery,
    formations: teamFormationsQuery,
    events: teamEventsQuery,
  }),
};

/**
 * Match planning (spec 001 §2.5), a signed-in page: the shell registers it as /match-planning and as
 * /teams/:teamId/match-planning. Loaded on demand, as its own chunk.
 */
export const matchesRoutes: RouteObject[] = [
  {
    path: 'match-planning',
    lazy: async () => ({ Component: (await import('./match-planning-page')).MatchPlanningPage }),
    handle,
  },
];

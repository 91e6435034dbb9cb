import type { RouteObject } from 'react-router';
import {
  matchLivePageReads,
  matchOfAddress,
  matchPlanningPageReads,
  teamSheetPageReads,
} from '../../../shared/contracts/first-reads';
import { prefetchPageReads } from '../../lib/first-read-queries';
import { matchPlayingTimeQuery } from '../../lib/match-playing-time-query';
import type { PageHandle } from '../../lib/page-handle';
import { matchLiveQuery } from './match-live-queries';
import { MatchLiveSkeleton } from './match-live-skeleton';
import { MatchPlanningSkeleton } from './match-planning-skeleton';
import {
  matchesQuery,
  matchOppositionQuery,
  matchPlayersQuery,
  teamEventsQuery,
  teamFormationsQuery,
} from './matches-queries';
import { TeamSheetSkeleton } from './team-sheet-skeleton';

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

const liveFirstReads = prefetchPageReads(matchLivePageReads, {
  matches: matchesQuery,
  players: matchPlayersQuery,
  formations: teamFormationsQuery,
});

const liveHandle: PageHandle = {
  skeleton: <MatchLiveSkeleton />,
  // The match, the squad and the formations as match planning reads them; the live read names the
  // match in the address (not a preload of the document, which is built from the path), so it starts
  // here. The coach's change list is worked out from the formations: no read of its own.
  prefetch: (queryClient, params, search) => {
    const reads = liveFirstReads(queryClient, params);
    const matchId = matchOfAddress(search);
    return matchId === null
      ? reads
      : Promise.all([reads, queryClient.prefetchQuery(matchLiveQuery(matchId))]);
  },
};

const sheetFirstReads = prefetchPageReads(teamSheetPageReads, {
  matches: matchesQuery,
  players: matchPlayersQuery,
  formations: teamFormationsQuery,
});

const sheetHandle: PageHandle = {
  skeleton: <TeamSheetSkeleton />,
  // The match, the squad and the formations as match planning reads them; the match's changes (its
  // playing time) name the match in the address, so they start here too (the document preloads them:
  // first-reads.ts), and the page waits for them.
  prefetch: (queryClient, params, search) => {
    const reads = sheetFirstReads(queryClient, params);
    const matchId = matchOfAddress(search);
    return matchId === null
      ? reads
      : Promise.all([reads, queryClient.prefetchQuery(matchPlayingTimeQuery(matchId))]);
  },
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
  // Live mode (issue 32, decision 067): /match-live?match=ID, the big-button screen of a match for its
  // coaches and the read-only live view for its families.
  {
    path: 'match-live',
    lazy: async () => ({ Component: (await import('./match-live-page')).MatchLivePage }),
    handle: liveHandle,
  },
  // The team sheet (issue 32, decision 067): /team-sheet?match=ID, a match's periods, changes, captain and
  // set-piece takers to print on A4, for everyone on the team.
  {
    path: 'team-sheet',
    lazy: async () => ({ Component: (await import('./team-sheet-page')).TeamSheetPage }),
    handle: sheetHandle,
  },
];

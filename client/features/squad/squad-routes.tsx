import type { RouteObject } from 'react-router';
import { squadPageReads } from '../../../shared/contracts/first-reads';
import { prefetchPageReads } from '../../lib/first-read-queries';
import type { PageHandle } from '../../lib/page-handle';
import { playerStatsQuery, playersQuery, seasonPlayingTimeQuery, teamDefaultsQuery } from './squad-queries';
import { ReportSkeleton, SquadSkeleton } from './squad-skeleton';

const handle: PageHandle = {
  skeleton: <SquadSkeleton />,
  // The players, and on a team's page its defaults, statistics and season minutes (unscoped, the page asks for those
  // once the caller's teams say which team it is): all at once, beside the page's code.
  prefetch: prefetchPageReads(squadPageReads, {
    players: playersQuery,
    defaults: teamDefaultsQuery,
    stats: playerStatsQuery,
    playingTime: seasonPlayingTimeQuery,
  }),
};

/**
 * The squad screen and its playing-time report, signed-in pages: the shell registers it as /squad-management and as
 * /teams/:teamId/squad-management. Loaded on demand, as its own chunk.
 */
export const squadRoutes: RouteObject[] = [
  {
    path: 'squad-management',
    lazy: async () => ({ Component: (await import('./squad-page')).SquadPage }),
    handle,
  },
  // The playing-time report (issue 30), opened from the squad statistics: its reads depend on the dates
  // in its address, so the page starts them itself.
  {
    path: 'playing-time-report',
    lazy: async () => ({ Component: (await import('./playing-time-report-page')).PlayingTimeReportPage }),
    handle: { skeleton: <ReportSkeleton /> } satisfies PageHandle,
  },
];

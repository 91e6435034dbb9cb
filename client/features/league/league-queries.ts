import { queryOptions, useQuery } from '@tanstack/react-query';
import * as leagueRoutes from '../../../shared/contracts/league-routes';
import { callApi } from '../../lib/api';

// The league screen's read, apart from its writes (league-api.ts, loaded with the dialogs): the route
// starts it before the page's code has arrived (league-routes.tsx), so this module stays small.

export const leagueKeys = {
  all: ['league'] as const,
  /** One list per team in the URL; `null` is the unscoped page (GET /api/teams). */
  oppositionTeams: (teamId: string | null) => ['league', 'opposition-teams', teamId] as const,
};

/** The team's opposition teams (spec 000 §7): team-scoped when a team is in the URL, else GET /api/teams. */
export function oppositionTeamsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: leagueKeys.oppositionTeams(teamId),
    queryFn: ({ signal }) => callApi(leagueRoutes.listOppositionTeams, { teamId, signal }),
  });
}

export function useOppositionTeams(teamId: string | null) {
  return useQuery(oppositionTeamsQuery(teamId));
}

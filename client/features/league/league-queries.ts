import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaguePageReads } from '../../../shared/contracts/first-reads';
import { teamReadFn } from '../../lib/first-read-queries';

// The league screen's read (its first read, shared/contracts/first-reads.ts), apart from its writes (league-api.ts, loaded with the dialogs): the route
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
    queryFn: teamReadFn(leaguePageReads.oppositionTeams, teamId),
  });
}

export function useOppositionTeams(teamId: string | null) {
  return useQuery(oppositionTeamsQuery(teamId));
}

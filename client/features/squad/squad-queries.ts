import { queryOptions } from '@tanstack/react-query';
import * as squadRoutes from '../../../shared/contracts/squad-routes';
import { callApi } from '../../lib/api';

// The squad screen's reads (spec 000 §7), apart from its hooks and writes: the route starts them before
// the page's code has arrived (squad-routes.tsx), so this module stays small. `teamId` is the team in the
// URL, or null on the unscoped page, where the players use /api/players and the server picks the
// caller's only team.

const ONLY_TEAM = 'only-team';

export const squadKeys = {
  all: ['squad'] as const,
  players: (teamId: string | null) => ['squad', 'players', teamId ?? ONLY_TEAM] as const,
  team: (teamId: string) => ['squad', 'team', teamId] as const,
  stats: (teamId: string) => ['squad', 'stats', teamId] as const,
  roleChange: ['squad', 'role-change'] as const,
};

export function playersQuery(teamId: string | null) {
  return queryOptions({
    queryKey: squadKeys.players(teamId),
    queryFn: ({ signal }) => callApi(squadRoutes.listPlayers, { teamId, signal }),
  });
}

export function teamDefaultsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: squadKeys.team(teamId ?? ''),
    queryFn: ({ signal }) => callApi(squadRoutes.getTeamDefaults, { teamId: teamId ?? '', signal }),
    enabled: Boolean(teamId),
  });
}

export function playerStatsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: squadKeys.stats(teamId ?? ''),
    queryFn: ({ signal }) => callApi(squadRoutes.listPlayerStats, { teamId: teamId ?? '', signal }),
    enabled: Boolean(teamId),
  });
}

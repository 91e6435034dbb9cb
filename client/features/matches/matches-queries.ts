import { queryOptions } from '@tanstack/react-query';
import type { Formation } from '../../../shared/contracts/formations';
import type { OppositionTeam } from '../../../shared/contracts/league';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { apiRequest } from '../../lib/api';
import { apiPath } from '../../lib/api-path';
import { teamFormationsKey } from '../../lib/formation-keys';

// Match planning's reads (spec 001 §7), apart from its writes (matches-api.ts): the route starts the
// first ones before the page's code has arrived (matches-routes.tsx), so this module stays small.
// `teamId` is the team in the URL, or null on the unscoped page, where the server picks the caller's
// only team. The page's hooks are in matches-hooks.ts.
// A match's goals are read by its cards, not by the route: goals-queries.ts, in the page's code.

const ONLY_TEAM = 'only-team';
const team = (teamId: string | null) => teamId ?? ONLY_TEAM;

export const matchKeys = {
  all: ['matches'] as const,
  list: (teamId: string | null) => ['matches', 'list', team(teamId)] as const,
  players: (teamId: string | null) => ['matches', 'players', team(teamId)] as const,
  opposition: (teamId: string | null) => ['matches', 'opposition', team(teamId)] as const,
  /** Every formation of the team (the period cards and "who played" read them by match). */
  formations: teamFormationsKey,
  goals: (matchId: number) => ['matches', 'goals', matchId] as const,
};

export const matchesPath = (teamId: string | null) =>
  teamId ? apiPath`/api/teams/${teamId}/matches` : '/api/matches';

export function matchesQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.list(teamId),
    queryFn: ({ signal }) => apiRequest<Match[]>(matchesPath(teamId), { signal }),
  });
}

export function matchPlayersQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.players(teamId),
    queryFn: ({ signal }) =>
      apiRequest<Player[]>(teamId ? apiPath`/api/teams/${teamId}/players` : '/api/players', { signal }),
  });
}

export function matchOppositionQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.opposition(teamId),
    queryFn: ({ signal }) =>
      apiRequest<OppositionTeam[]>(teamId ? apiPath`/api/teams/${teamId}/teams` : '/api/teams', { signal }),
  });
}

export function teamFormationsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.formations(teamId),
    queryFn: ({ signal }) =>
      apiRequest<Formation[]>(teamId ? apiPath`/api/teams/${teamId}/formations` : '/api/formations', {
        signal,
      }),
  });
}

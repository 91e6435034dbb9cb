import { queryOptions } from '@tanstack/react-query';
import * as formationsRoutes from '../../../shared/contracts/formations-routes';
import * as leagueRoutes from '../../../shared/contracts/league-routes';
import * as matchesRoutes from '../../../shared/contracts/matches-routes';
import * as squadRoutes from '../../../shared/contracts/squad-routes';
import { callApi } from '../../lib/api';
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

export function matchesQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.list(teamId),
    queryFn: ({ signal }) => callApi(matchesRoutes.listMatches, { teamId, signal }),
  });
}

export function matchPlayersQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.players(teamId),
    queryFn: ({ signal }) => callApi(squadRoutes.listPlayers, { teamId, signal }),
  });
}

export function matchOppositionQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.opposition(teamId),
    queryFn: ({ signal }) => callApi(leagueRoutes.listOppositionTeams, { teamId, signal }),
  });
}

export function teamFormationsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.formations(teamId),
    queryFn: ({ signal }) => callApi(formationsRoutes.listFormations, { teamId, signal }),
  });
}

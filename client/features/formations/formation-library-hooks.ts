import { useQuery } from '@tanstack/react-query';
import {
  formationMatchesQuery,
  formationPlayersQuery,
  teamFormationsQuery,
} from './formation-library-queries';

// The pages' hooks, with the pages' code rather than in the route lists' module, which every page loads
// first.

/**
 * Spec 001 §7: match data is never kept as fresh. Every visit asks again (another coach may have saved
 * a formation or changed the captain); only the answer the route itself has just started is reused.
 */
const matchData = { staleTime: 5000 } as const;

export const useTeamFormations = (teamId: string | null) =>
  useQuery({ ...teamFormationsQuery(teamId), ...matchData });

export const useFormationMatches = (teamId: string | null, { enabled = true } = {}) =>
  useQuery({ ...formationMatchesQuery(teamId), ...matchData, enabled });

export const useFormationPlayers = (teamId: string | null, { enabled = true } = {}) =>
  useQuery({ ...formationPlayersQuery(teamId), enabled });

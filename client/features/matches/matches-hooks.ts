import { useQuery } from '@tanstack/react-query';
import {
  matchesQuery,
  matchOppositionQuery,
  matchPlayersQuery,
  teamEventsQuery,
  teamFormationsQuery,
} from './matches-queries';

// The page's hooks, with the page's code rather than in the route list's module, which every page loads
// first (its JavaScript budget is spent).

/**
 * Spec 001 §7: match data is never kept as fresh. Every visit asks again (another coach may have changed
 * the match); only the answer the route itself has just started is reused, so a first visit on a weak
 * signal does not fetch the same season twice.
 */
export const matchData = { staleTime: 5000 } as const;

export const useMatches = (teamId: string | null) => useQuery({ ...matchesQuery(teamId), ...matchData });
export const useMatchPlayers = (teamId: string | null) => useQuery(matchPlayersQuery(teamId));
export const useMatchOpposition = (teamId: string | null) => useQuery(matchOppositionQuery(teamId));
export const useTeamFormations = (teamId: string | null) =>
  useQuery({ ...teamFormationsQuery(teamId), ...matchData });
/** The training sessions listed among the matches (issue 31), asked again on every visit as matches are. */
export const useTeamEvents = (teamId: string | null) =>
  useQuery({ ...teamEventsQuery(teamId), ...matchData });

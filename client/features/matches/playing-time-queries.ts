import { queryOptions, useQuery } from '@tanstack/react-query';
import * as matchesRoutes from '../../../shared/contracts/matches-routes';
import { callApi } from '../../lib/api';
import { matchData } from './matches-hooks';
import { matchKeys } from './matches-queries';

// A match's playing time (GET /api/matches/:id/playing-time): the minutes panel and the change list
// beside the period cards. Read by the page's code, as the goals are (goals-queries.ts), never by the
// route. Read again after a formation write (its key is under the formations', formation-keys.ts), a
// timing change (matches-api.ts) and a captain or availability change (match-day-api.ts).

export function playingTimeQuery(matchId: number) {
  return queryOptions({
    queryKey: matchKeys.playingTime(matchId),
    queryFn: ({ signal }) => callApi(matchesRoutes.getMatchPlayingTime, { params: { id: matchId }, signal }),
    ...matchData,
  });
}

export const usePlayingTime = (matchId: number) => useQuery(playingTimeQuery(matchId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchPlayingTimeQuery } from '../../lib/match-playing-time-query';
import { matchData } from './matches-hooks';

// A match's playing time (GET /api/matches/:id/playing-time): the minutes panel and the change list
// beside the period cards. Read by the page's code, as the goals are (goals-queries.ts), never by the
// route. Read again after a formation write (its key is under the formations', formation-keys.ts), a
// timing change (matches-api.ts) and a captain or availability change (match-day-api.ts). The key and
// the query function are the formation viewer's too (client/lib/match-playing-time-query.ts).

export function playingTimeQuery(matchId: number) {
  return queryOptions({ ...matchPlayingTimeQuery(matchId), ...matchData });
}

export const usePlayingTime = (matchId: number) => useQuery(playingTimeQuery(matchId));

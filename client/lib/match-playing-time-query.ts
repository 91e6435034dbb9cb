import { queryOptions } from '@tanstack/react-query';
import { getMatchPlayingTime } from '../../shared/contracts/matches-routes';
import { callApi } from './api';
import { matchPlayingTimeKey } from './formation-keys';

/**
 * A match's playing time (GET /api/matches/:id/playing-time), read by two features: match planning (the
 * minutes panel and the change list beside the period cards) and the formation viewer (the change at the
 * start of the period it shows). One key and one query function, so either finds the other's answer.
 */
export function matchPlayingTimeQuery(matchId: number) {
  return queryOptions({
    queryKey: matchPlayingTimeKey(matchId),
    queryFn: ({ signal }) => callApi(getMatchPlayingTime, { params: { id: matchId }, signal }),
  });
}

import { queryOptions } from '@tanstack/react-query';
import { getMatchLive } from '../../../shared/contracts/matches-routes';
import { callApi } from '../../lib/api';
import { clockOffsetMs } from './match-live-logic';

// The live screen's reads (issue 32, decision 067), small, for its route (matches-routes.tsx): the
// page's first reads are match planning's queries (the same matches, squad and formations, one cache),
// and the live read carries the phone's offset from the server's clock, measured on each answer.

export const matchLiveKey = (matchId: number) => ['matches', 'live', matchId] as const;

/** GET /api/matches/:id/live with `offsetMs`: how far the server's clock is ahead of the phone's. */
export function matchLiveQuery(matchId: number) {
  return queryOptions({
    queryKey: matchLiveKey(matchId),
    // The answer the route has just started is the page's first: not asked again as the page mounts.
    // The polls, a press and the page coming back into view ask again whatever its age.
    staleTime: 2000,
    queryFn: async ({ signal }) => {
      // The phone's clock around the request: the one place the live screen reads it apart from the
      // display (match-live-page.tsx), which adds this offset to it.
      const sentAt = Date.now();
      const answer = await callApi(getMatchLive, { params: { id: matchId }, signal });
      return { ...answer, offsetMs: clockOffsetMs(answer.serverNow, sentAt, Date.now()) };
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { getMatchLive } from '../../../shared/contracts/matches-routes';
import { ApiError, callApi } from '../../lib/api';

// The live screen's reads (issue 32, decision 067), small, for its route (matches-routes.tsx): the
// page's first reads are match planning's queries (the same matches, squad and formations, one cache),
// and the live read carries the phone's offset from the server's clock, measured on each answer.

// The address parameter and the clock offset are here, not in match-live-logic.ts: the route list
// (matches-routes.tsx) imports this file, which every page loads first, and the logic's imports (the
// formation and playing-time rules, the UK clock) would weigh on it.

/**
 * How far the server's clock is ahead of the phone's, in ms: the server's time when it answered against
 * the middle of the request on the phone's clock (the answer was written somewhere in between). The live
 * screen adds it to the phone's clock, so a phone set a few minutes wrong still shows the right minute
 * and dates its presses in the server's time.
 */
export function clockOffsetMs(serverNow: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - (sentAt + receivedAt) / 2;
}

export const matchLiveKey = (matchId: number) => ['matches', 'live', matchId] as const;

/**
 * GET /api/matches/:id/live with `offsetMs`: how far the server's clock is ahead of the phone's; with
 * no signal, the state saved on this phone (`isSaved`).
 */
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
      try {
        const answer = await callApi(getMatchLive, { params: { id: matchId }, signal });
        // The screen saves each answer (live-snapshot.ts), with the presses it draws at once.
        return { ...answer, offsetMs: clockOffsetMs(answer.serverNow, sentAt, Date.now()), isSaved: false };
      } catch (error) {
        // No signal: the state this phone last knew (decision 070), marked as such; a refusal is not
        // answered from it. Loaded only then: this file is in every page's first download.
        const saved =
          error instanceof ApiError ? null : (await import('./live-snapshot')).readLiveSnapshot(matchId);
        if (saved) return { ...saved, isSaved: true };
        throw error;
      }
    },
  });
}

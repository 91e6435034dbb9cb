import { queryOptions } from '@tanstack/react-query';
import { getEventAvailability } from '../../shared/contracts/availability-routes';
import { nextPaint } from './after-paint';
import { callApi } from './api';

// A match's answers (issue 31, GET /api/events/:eventId/availability): one key for the read, so the
// answer a family saves, the coach's answer for a player and a refused late answer all refresh the same
// card. The event id carries its kind ('match-12'); training sessions will share the key later.

/** Every event's answers: what a change of the team's answers settings (silence, lock, counts) reads again. */
export const allAvailabilityKey = ['availability'] as const;

export const eventAvailabilityKey = (eventId: string) => [...allAvailabilityKey, eventId] as const;

/**
 * The answers of one event, as the caller may see them (the whole squad, or his family's players).
 * `leavesAfterPaint`: the request waits for the next painted frame (nextPaint), for a part that a tap
 * draws: starting a fetch cost the live screen's Start about 12 ms at 4x CPU in the frame answering it.
 */
export function eventAvailabilityQuery(eventId: string, { leavesAfterPaint = false } = {}) {
  return queryOptions({
    queryKey: eventAvailabilityKey(eventId),
    queryFn: async ({ signal }) => {
      if (leavesAfterPaint) await nextPaint();
      return callApi(getEventAvailability, { params: { eventId }, signal });
    },
  });
}

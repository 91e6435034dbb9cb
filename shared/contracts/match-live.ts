import { z } from 'zod';
import { liveEventKinds } from '../domain/match-live.js';
import { rowIdParam } from './params.js';

// Live match mode (issue 32, decision 067): a match's stored presses and the server's clock. Its own
// module so that match planning's forms (matches.ts) do not carry it, and the live screen's reads load
// only this.

/** :id of the match. */
export const matchLiveParams = z.object({ id: rowIdParam });

/** The longest body a live press needs: an id, a kind and an instant, with room to spare. */
export const LIVE_EVENT_BODY_LIMIT = 1024;

/** One stored press, as the screens read it. */
export const liveEventSchema = z.object({
  id: z.string(),
  kind: z.enum(liveEventKinds),
  /** When the coach pressed (ISO instant, the server's time as the phone knew it). */
  at: z.string(),
});
export type LiveEventAnswer = z.infer<typeof liveEventSchema>;

/**
 * GET /api/matches/:id/live → the match's presses in the order they were taken, the server's clock now
 * (the phone measures its offset from it, and never counts ticks) and the score as stored, which the
 * families' view polls.
 */
export const matchLiveResponse = z.object({
  events: z.array(liveEventSchema),
  serverNow: z.string(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
});
export type MatchLiveAnswer = z.infer<typeof matchLiveResponse>;

/**
 * POST /api/matches/:id/live/events {id, kind, at} → the stored press (201; 200 with the stored one when
 * the same id was already taken for this match with the same kind). 409 LIVE_EVENT_OUT_OF_ORDER (the
 * state does not allow it), LIVE_EVENT_TIME_REFUSED (dated too far ahead, before the match day, or before
 * the last press) or LIVE_EVENT_ID_TAKEN (the id names another press), each with a sentence for people.
 */
export const createLiveEventBody = z.object({
  id: z.uuid('must be a UUID'),
  kind: z.enum(liveEventKinds, { error: 'must be one of start, pause, resume, end' }),
  at: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
});
export type CreateLiveEventBody = z.output<typeof createLiveEventBody>;
export const createLiveEventResponse = liveEventSchema;

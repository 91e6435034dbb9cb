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

/** Players in one change: more than a team could field, fewer than a body limit would refuse. */
const LIVE_CHANGE_MAX_PLAYERS = 30;
const changePlayers = z
  .array(z.int('must be a player id').positive('must be a player id'), {
    error: 'must be a list of player ids',
  })
  .max(LIVE_CHANGE_MAX_PLAYERS, `at most ${LIVE_CHANGE_MAX_PLAYERS} players`);

/** One change as made on the live screen: who came on and who went off at `seconds` of play. */
export const liveChangeSchema = z.object({
  id: z.string(),
  /** The period it starts (from 2): the plan's change it stands for. */
  period: z.number(),
  /** When the coach made it (ISO instant). */
  at: z.string(),
  /** The seconds of play then, worked out on the server from the stored presses. */
  seconds: z.number(),
  on: z.array(z.number()),
  off: z.array(z.number()),
});
export type LiveChangeAnswer = z.infer<typeof liveChangeSchema>;

/**
 * GET /api/matches/:id/live → the match's presses in the order they were taken, the server's clock now
 * (the phone measures its offset from it, and never counts ticks) and the score as stored, which the
 * families' view polls.
 */
export const matchLiveResponse = z.object({
  events: z.array(liveEventSchema),
  /** The changes made (decision 067's third slice), in the order made: who is actually on follows them. */
  changes: z.array(liveChangeSchema),
  serverNow: z.string(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  /**
   * The ids of the live goals and goal undos the server has taken (decision 070), oldest first:
   * sent again, such a write is answered from the match as it is and changes nothing, so a phone that
   * draws its waiting writes on this answer leaves these out (the score already holds them).
   */
  goalWriteIds: z.array(z.string()),
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

/**
 * POST /api/matches/:id/live/changes {id, period, at, on, off} → the stored change (201; 200 with the
 * stored one when the same id was already taken for this match with the same players and period). The
 * match must be running or paused (409 LIVE_CHANGE_REFUSED); every player must be in the team's squad
 * and the change possible by who is actually on (400, a sentence naming the player); the id of another
 * change is 409 LIVE_CHANGE_ID_TAKEN. `on` and `off` may differ in length (an injured player off with
 * nobody on), but one of them must name someone.
 */
export const createLiveChangeBody = z
  .object({
    id: z.uuid('must be a UUID'),
    period: z.int('must be a whole number').min(1, 'must be 1 or more').max(99, 'must be 99 or less'),
    at: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
    on: changePlayers,
    off: changePlayers,
  })
  .refine((body) => body.on.length + body.off.length > 0, {
    error: 'A change needs a player coming on or going off',
  });
export type CreateLiveChangeBody = z.output<typeof createLiveChangeBody>;
export const createLiveChangeResponse = liveChangeSchema;

/**
 * POST /api/matches/:id/live/changes/undo {id} → 200 {id}: takes back the last change made, by its id.
 * 404 LIVE_CHANGE_NOT_FOUND when it is gone (an undo sent twice takes back one); 409 LIVE_CHANGE_REFUSED
 * when a later change was made since, or the match is not running or paused.
 */
export const undoLiveChangeBody = z.object({ id: z.uuid('must be a UUID') });
export type UndoLiveChangeBody = z.output<typeof undoLiveChangeBody>;
export const undoLiveChangeResponse = z.object({ id: z.string() });
